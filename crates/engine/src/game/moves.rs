//! Moves as data, applied by a pure function that never touches a given.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::Board;
use crate::digits::{Cell, Digit};
use crate::grid::Puzzle;

/// One thing a player does to the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// Write `digit` in `cell`, replacing what was there.
    Place { cell: Cell, digit: Digit },
    /// Clear the digit of `cell`.
    Erase { cell: Cell },
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error("{cell} is a given and cannot change")]
    Given { cell: String },
    #[error("there is no cell {index} on this board")]
    NoSuchCell { index: usize },
    #[error("digit {digit} does not exist on a board of {size} digits")]
    NoSuchDigit { digit: u8, size: usize },
}

/// The board after `mv`, or why the move cannot be made. `board` is never changed.
pub fn apply(puzzle: &Puzzle, board: &Board, mv: &Move) -> Result<Board, MoveError> {
    let layout = puzzle.layout();
    let cell = match mv {
        Move::Place { cell, .. } | Move::Erase { cell } => *cell,
    };
    if cell.index() >= layout.cell_count() {
        return Err(MoveError::NoSuchCell { index: cell.index() });
    }
    if puzzle.given(cell).is_some() {
        return Err(MoveError::Given { cell: layout.cell_name(cell) });
    }
    let mut next = board.clone();
    match *mv {
        Move::Place { digit, .. } => {
            if digit.index() >= layout.size() {
                return Err(MoveError::NoSuchDigit { digit: digit.get(), size: layout.size() });
            }
            next.values[cell.index()] = Some(digit);
        }
        Move::Erase { .. } => next.values[cell.index()] = None,
    }
    Ok(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Layout;

    fn puzzle_with_given() -> Puzzle {
        let mut givens = vec![None; 81];
        givens[0] = Digit::new(4);
        Puzzle::new(Layout::classic(), givens).expect("valid puzzle")
    }

    #[test]
    fn place_and_erase_change_only_their_cell() {
        let puzzle = puzzle_with_given();
        let board = Board::new(&puzzle);
        let five = Digit::new(5).expect("5");
        let placed = apply(&puzzle, &board, &Move::Place { cell: Cell(40), digit: five }).expect("legal");
        assert_eq!(placed.value(Cell(40)), Some(five));
        assert_eq!(board.value(Cell(40)), None, "the old board is untouched");
        let erased = apply(&puzzle, &placed, &Move::Erase { cell: Cell(40) }).expect("legal");
        assert_eq!(erased, board);
    }

    #[test]
    fn givens_missing_cells_and_big_digits_are_refused() {
        let puzzle = puzzle_with_given();
        let board = Board::new(&puzzle);
        let err = apply(&puzzle, &board, &Move::Erase { cell: Cell(0) }).expect_err("given");
        assert_eq!(err.to_string(), "r1c1 is a given and cannot change");
        assert!(matches!(apply(&puzzle, &board, &Move::Erase { cell: Cell(81) }), Err(MoveError::NoSuchCell { .. })));
        let ten = Digit::new(10).expect("10");
        assert!(matches!(
            apply(&puzzle, &board, &Move::Place { cell: Cell(1), digit: ten }),
            Err(MoveError::NoSuchDigit { digit: 10, size: 9 })
        ));
    }
}
