//! No digit repeats in the cells.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// No digit repeats in the cells.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ExtraRegion {
    pub cells: Vec<Cell>,
}
