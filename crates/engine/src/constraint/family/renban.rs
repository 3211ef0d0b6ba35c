//! The line holds a set of consecutive digits, in any order, none repeated.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// The line holds a set of consecutive digits, in any order, none repeated.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Renban {
    pub cells: Vec<Cell>,
}
