//! The digit is smaller than each orthogonal neighbour's.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// The digit is smaller than each orthogonal neighbour's.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Minimum {
    pub cell: Cell,
}
