//! The cell's digit is odd.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// The cell's digit is odd.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Odd {
    pub cell: Cell,
}
