//! What the player has written: values, pencil marks, colours and red marks.
//! Everything here is restored by undo; the givens live in the [`Puzzle`].

use serde::{Deserialize, Serialize};

use crate::digits::{Cell, Digit, DigitSet};
use crate::grid::Puzzle;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// The digit in each cell, givens included.
    pub(crate) values: Vec<Option<Digit>>,
    pub(crate) corner: Vec<DigitSet>,
    pub(crate) centre: Vec<DigitSet>,
}

impl Board {
    /// The board at the start of `puzzle`: only the givens.
    pub fn new(puzzle: &Puzzle) -> Board {
        let cells = puzzle.layout().cell_count();
        Board {
            values: puzzle.givens().to_vec(),
            corner: vec![DigitSet::EMPTY; cells],
            centre: vec![DigitSet::EMPTY; cells],
        }
    }

    pub fn value(&self, cell: Cell) -> Option<Digit> {
        self.values.get(cell.index()).copied().flatten()
    }

    pub fn values(&self) -> &[Option<Digit>] {
        &self.values
    }

    pub fn corner_marks(&self, cell: Cell) -> DigitSet {
        self.corner.get(cell.index()).copied().unwrap_or_default()
    }

    pub fn centre_marks(&self, cell: Cell) -> DigitSet {
        self.centre.get(cell.index()).copied().unwrap_or_default()
    }

    /// True when every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.values.iter().all(Option::is_some)
    }
}
