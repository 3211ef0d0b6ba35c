//! Seen from the clue, `count` digits are taller than every digit before them.

use crate::constraint::Outside;
use serde::{Deserialize, Serialize};

/// Seen from the clue, `count` digits are taller than every digit before them.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Skyscraper {
    pub clue: Outside,
    pub count: u8,
}
