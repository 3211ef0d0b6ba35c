//! The cell's digit is even.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// The cell's digit is even.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Even {
    pub cell: Cell,
}
