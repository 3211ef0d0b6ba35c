//! Each stretch of the line in one box sums to the same total.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// Each stretch of the line in one box sums to the same total.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct RegionSum {
    pub cells: Vec<Cell>,
}
