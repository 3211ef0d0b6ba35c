//! Black dot: one digit is `value` times the other.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// Black dot: one digit is `value` times the other.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Ratio {
    pub cells: [Cell; 2],
    pub value: u8,
}
