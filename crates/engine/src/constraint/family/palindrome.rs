//! The line reads the same both ways.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// The line reads the same both ways.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Palindrome {
    pub cells: Vec<Cell>,
}
