//! Neighbours on the line differ by at least `gap`.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// Neighbours on the line differ by at least `gap`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Whispers {
    pub cells: Vec<Cell>,
    pub gap: u8,
}
