//! The cell's digit is one of `digits` (the setter's pencil marks).

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// The cell's digit is one of `digits` (the setter's pencil marks).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PencilMarks {
    pub cell: Cell,
    pub digits: Vec<u8>,
}
