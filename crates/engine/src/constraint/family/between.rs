//! The digits between the two ends lie strictly between the ends' digits.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// The digits between the two ends lie strictly between the ends' digits.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Between {
    pub cells: Vec<Cell>,
}
