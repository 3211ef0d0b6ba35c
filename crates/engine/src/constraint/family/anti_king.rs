//! No digit repeats a king's move away.

use serde::{Deserialize, Serialize};

/// No digit repeats a king's move away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct AntiKing;
