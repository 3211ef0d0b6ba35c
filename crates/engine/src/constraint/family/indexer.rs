//! An indexer cell.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// An indexer cell.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Indexer {
    pub cell: Cell,
    pub index: crate::constraint::Indexer,
}
