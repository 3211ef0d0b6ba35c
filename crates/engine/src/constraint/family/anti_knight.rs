//! No digit repeats a knight's move away.

use serde::{Deserialize, Serialize};

/// No digit repeats a knight's move away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct AntiKnight;
