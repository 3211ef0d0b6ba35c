//! Each shaft's digits sum to the bulb's number (a pill of several cells reads as
//! their digits written side by side).

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// Each shaft's digits sum to the bulb's number (a pill of several cells reads as
/// their digits written side by side).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Arrow {
    pub bulb: Vec<Cell>,
    pub shafts: Vec<Vec<Cell>>,
}
