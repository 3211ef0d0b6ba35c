//! X (sum 10) or V (sum 5) between two cells: `sum` is 10 or 5.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// X (sum 10) or V (sum 5) between two cells: `sum` is 10 or 5.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Xv {
    pub cells: [Cell; 2],
    pub sum: u8,
}
