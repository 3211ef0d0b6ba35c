//! Digits strictly increase from the bulb (the first cell).

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// Digits strictly increase from the bulb (the first cell).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Thermometer {
    pub cells: Vec<Cell>,
}
