//! The digits along the diagonal from the clue sum to `sum` (they may repeat).

use crate::constraint::Direction;
use crate::constraint::Outside;
use serde::{Deserialize, Serialize};

/// The digits along the diagonal from the clue sum to `sum` (they may repeat).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct LittleKiller {
    pub clue: Outside,
    pub direction: Direction,
    pub sum: u16,
}
