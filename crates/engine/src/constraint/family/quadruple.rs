//! The four cells of a 2x2 block (`cells`, top left first) hold every listed digit.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// The four cells of a 2x2 block (`cells`, top left first) hold every listed digit.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Quadruple {
    pub cells: [Cell; 4],
    pub digits: Vec<u8>,
}
