//! White dot: the two digits differ by `value`.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// White dot: the two digits differ by `value`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Difference {
    pub cells: [Cell; 2],
    pub value: u8,
}
