//! Orthogonal neighbours are never consecutive.

use serde::{Deserialize, Serialize};

/// Orthogonal neighbours are never consecutive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct NonConsecutive;
