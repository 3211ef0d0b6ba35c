//! Digits never decrease from the bulb.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// Digits never decrease from the bulb.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct SlowThermometer {
    pub cells: Vec<Cell>,
}
