//! Every three cells in a row along the line hold digits of three residues mod 3.

use crate::digits::Cell;
use serde::{Deserialize, Serialize};

/// Every three cells in a row along the line hold digits of three residues mod 3.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Modular {
    pub cells: Vec<Cell>,
}
