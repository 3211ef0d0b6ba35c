//! Every three cells in a row along the line hold a low, a middle and a high digit.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// Every three cells in a row along the line hold a low, a middle and a high digit.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Entropic {
    pub cells: Vec<Cell>,
}
