//! The digits between the 1 and the largest digit of the row or column sum to `sum`.

use crate::constraint::Outside;
use serde::{Deserialize, Serialize};

/// The digits between the 1 and the largest digit of the row or column sum to `sum`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Sandwich {
    pub clue: Outside,
    pub sum: u16,
}
