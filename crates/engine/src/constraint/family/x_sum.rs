//! The first `n` digits seen from the clue sum to `sum`, `n` being the first digit.

use crate::constraint::Outside;
use serde::{Deserialize, Serialize};

/// The first `n` digits seen from the clue sum to `sum`, `n` being the first digit.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct XSum {
    pub clue: Outside,
    pub sum: u16,
}
