//! Moves as data, applied by a pure function that never touches a given.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{Board, Colour};
use crate::digits::{Cell, Digit, DigitSet};
use crate::grid::{Grid, Puzzle};

/// One thing a player does to the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// Write `digit` in `cell`, replacing what was there.
    Place {
        cell: Cell,
        digit: Digit,
    },
    /// Clear the top layer of `cell`: its digit, else its marks, else its colour and red mark.
    Erase {
        cell: Cell,
    },
    /// Add or remove a corner mark of an empty cell.
    ToggleCorner {
        cell: Cell,
        digit: Digit,
    },
    /// Add or remove a centre mark of an empty cell.
    ToggleCentre {
        cell: Cell,
        digit: Digit,
    },
    /// Paint `cell` (givens too) with a colour of the palette.
    Paint {
        cell: Cell,
        colour: Colour,
    },
    ClearColour {
        cell: Cell,
    },
    /// Mark or unmark `cell` red, for trial and error.
    ToggleRed {
        cell: Cell,
    },
    /// Write every candidate (as the values allow) as the centre marks of every empty cell.
    FillCandidates,
    /// Several moves made as one (a move on several selected cells): one undo step.
    /// Either every move applies or none does.
    Batch(Vec<Move>),
    /// A hint's deduction: place digits and remove candidates from the marks. A cell
    /// without marks first gets its candidates, so that the removal shows.
    Deduction {
        placements: Vec<(Cell, Digit)>,
        eliminations: Vec<(Cell, Digit)>,
    },
}

/// Options of the game that change what a move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Refuse a digit already in one of the cell's houses (Sudoku Savant); otherwise the
    /// clash is allowed and shown by [`super::conflicts`].
    pub refuse_duplicates: bool,
    /// When a digit is placed, remove it from the marks of every peer.
    pub auto_remove_marks: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules { refuse_duplicates: false, auto_remove_marks: true }
    }
}

/// Why a move cannot be made. Cells and digits are kept as such, with the board's size,
/// so the message names cells as players do ("r3c7") and digits with the board's symbols
/// ("A" for 10 on 16x16), and the app can point at the cells.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error("{} is a given and cannot change", cell.name(*size))]
    Given { cell: Cell, size: usize },
    #[error("there is no cell {index} on this board")]
    NoSuchCell { index: usize },
    #[error("digit {digit} does not exist on a board of {size} digits")]
    NoSuchDigit { digit: Digit, size: usize },
    #[error("{} is already in {}, which shares a house with {}", digit.symbol(), other.name(*size), cell.name(*size))]
    Duplicate { digit: Digit, cell: Cell, other: Cell, size: usize },
    #[error("{} holds a digit: pencil marks go in empty cells", cell.name(*size))]
    Filled { cell: Cell, size: usize },
}

impl MoveError {
    /// The cell the move was for, when it is on the board.
    pub fn cell(&self) -> Option<Cell> {
        match self {
            MoveError::Given { cell, .. } | MoveError::Duplicate { cell, .. } | MoveError::Filled { cell, .. } => {
                Some(*cell)
            }
            MoveError::NoSuchCell { .. } | MoveError::NoSuchDigit { .. } => None,
        }
    }

    /// The cell that already holds the digit, for a refused duplicate.
    pub fn clashing_cell(&self) -> Option<Cell> {
        match self {
            MoveError::Duplicate { other, .. } => Some(*other),
            _ => None,
        }
    }
}

/// The board after `mv`, or why the move cannot be made. `board` is never changed.
pub fn apply(puzzle: &Puzzle, board: &Board, mv: &Move, rules: &Rules) -> Result<Board, MoveError> {
    let mut next = board.clone();
    apply_in_place(puzzle, &mut next, mv, rules)?;
    Ok(next)
}

fn apply_in_place(puzzle: &Puzzle, board: &mut Board, mv: &Move, rules: &Rules) -> Result<(), MoveError> {
    let layout = puzzle.layout();
    let size = layout.size();
    let check_cell = |cell: Cell| {
        if cell.index() >= layout.cell_count() {
            Err(MoveError::NoSuchCell { index: cell.index() })
        } else {
            Ok(cell.index())
        }
    };
    let editable = |cell: Cell| {
        let i = check_cell(cell)?;
        if puzzle.given(cell).is_some() {
            return Err(MoveError::Given { cell, size });
        }
        Ok(i)
    };
    let check_digit = |digit: Digit| {
        if digit.index() >= layout.size() {
            Err(MoveError::NoSuchDigit { digit, size })
        } else {
            Ok(())
        }
    };
    let markable = |board: &Board, cell: Cell, digit: Digit| {
        let i = editable(cell)?;
        check_digit(digit)?;
        if board.values[i].is_some() {
            return Err(MoveError::Filled { cell, size });
        }
        Ok(i)
    };
    match mv {
        Move::Place { cell, digit } => {
            editable(*cell)?;
            check_digit(*digit)?;
            place(puzzle, board, *cell, *digit, rules)?;
        }
        Move::Erase { cell } => {
            let i = editable(*cell)?;
            if board.values[i].is_some() {
                board.values[i] = None;
            } else if !board.corner[i].is_empty() || !board.centre[i].is_empty() {
                board.corner[i] = DigitSet::EMPTY;
                board.centre[i] = DigitSet::EMPTY;
            } else {
                board.colours[i] = None;
                board.red[i] = false;
            }
        }
        Move::ToggleCorner { cell, digit } => {
            let i = markable(board, *cell, *digit)?;
            board.corner[i].toggle(*digit);
        }
        Move::ToggleCentre { cell, digit } => {
            let i = markable(board, *cell, *digit)?;
            board.centre[i].toggle(*digit);
        }
        Move::Paint { cell, colour } => board.colours[check_cell(*cell)?] = Some(*colour),
        Move::ClearColour { cell } => board.colours[check_cell(*cell)?] = None,
        Move::ToggleRed { cell } => {
            let i = editable(*cell)?;
            board.red[i] = !board.red[i];
        }
        Move::FillCandidates => {
            let grid = Grid::from_values(layout, &board.values);
            for cell in layout.cells() {
                if board.values[cell.index()].is_none() {
                    board.centre[cell.index()] = grid.candidates(cell);
                }
            }
        }
        Move::Batch(moves) => {
            for mv in moves {
                apply_in_place(puzzle, board, mv, rules)?;
            }
        }
        Move::Deduction { placements, eliminations } => {
            let grid = Grid::from_values(layout, &board.values);
            for &(cell, digit) in eliminations {
                let i = editable(cell)?;
                check_digit(digit)?;
                if board.centre[i].is_empty() && board.corner[i].is_empty() {
                    board.centre[i] = grid.candidates(cell);
                }
                board.centre[i].remove(digit);
                board.corner[i].remove(digit);
            }
            let relaxed = Rules { refuse_duplicates: false, ..*rules };
            for &(cell, digit) in placements {
                editable(cell)?;
                check_digit(digit)?;
                place(puzzle, board, cell, digit, &relaxed)?;
            }
        }
    }
    Ok(())
}

fn place(puzzle: &Puzzle, board: &mut Board, cell: Cell, digit: Digit, rules: &Rules) -> Result<(), MoveError> {
    let layout = puzzle.layout();
    if rules.refuse_duplicates {
        if let Some(&other) = layout.peers(cell).iter().find(|p| board.values[p.index()] == Some(digit)) {
            return Err(MoveError::Duplicate { digit, cell, other, size: layout.size() });
        }
    }
    board.values[cell.index()] = Some(digit);
    if rules.auto_remove_marks {
        for peer in layout.peers(cell) {
            board.corner[peer.index()].remove(digit);
            board.centre[peer.index()].remove(digit);
        }
    }
    Ok(())
}
