//! Each cell of `cells` holds the digit of the cell at the same place in `copy`.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// Each cell of `cells` holds the digit of the cell at the same place in `copy`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Clone {
    pub cells: Vec<Cell>,
    pub copy: Vec<Cell>,
}
