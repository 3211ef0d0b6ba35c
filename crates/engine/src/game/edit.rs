//! What the player asks of the selected cells, turned into one [`Move`]: a single move
//! for one cell, a [`Move::Batch`] (one undo step) for several.

use serde::{Deserialize, Serialize};

use super::{Board, Colour, Move};
use crate::digits::{Cell, Digit};
use crate::grid::Puzzle;

/// An edit of the selected cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Edit {
    Place(Digit),
    Erase,
    Corner(Digit),
    Centre(Digit),
    Paint(Colour),
    ClearColour,
    Red,
}

/// The move that makes `edit` on `cells`. One cell: the plain move (so that a refused
/// move says why). Several: only the cells it applies to (no givens; marks only in empty
/// cells); a toggled mark is removed when every such cell has it, else added where it is
/// missing. `None` when it applies to no cell.
pub fn edit_cells(puzzle: &Puzzle, board: &Board, cells: &[Cell], edit: Edit) -> Option<Move> {
    let on_cell = |cell: Cell| match edit {
        Edit::Place(digit) => Move::Place { cell, digit },
        Edit::Erase => Move::Erase { cell },
        Edit::Corner(digit) => Move::ToggleCorner { cell, digit },
        Edit::Centre(digit) => Move::ToggleCentre { cell, digit },
        Edit::Paint(colour) => Move::Paint { cell, colour },
        Edit::ClearColour => Move::ClearColour { cell },
        Edit::Red => Move::ToggleRed { cell },
    };
    if let [cell] = cells {
        return Some(on_cell(*cell));
    }
    let cell_count = puzzle.layout().cell_count();
    let targets: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|c| c.index() < cell_count)
        .filter(|&c| matches!(edit, Edit::Paint(_) | Edit::ClearColour) || puzzle.given(c).is_none())
        .filter(|&c| !matches!(edit, Edit::Corner(_) | Edit::Centre(_)) || board.value(c).is_none())
        .collect();
    let has = |cell: Cell| match edit {
        Edit::Corner(digit) => Some(board.corner_marks(cell).contains(digit)),
        Edit::Centre(digit) => Some(board.centre_marks(cell).contains(digit)),
        Edit::Red => Some(board.is_red(cell)),
        _ => None,
    };
    let all_have = targets.iter().all(|&c| has(c) == Some(true));
    let moves: Vec<Move> = targets
        .into_iter()
        .filter(|&c| match has(c) {
            Some(present) => all_have || !present,
            None => true,
        })
        .map(on_cell)
        .collect();
    match moves.len() {
        0 => None,
        1 => moves.into_iter().next(),
        _ => Some(Move::Batch(moves)),
    }
}

/// The cells whose digit also stands in one of their houses (or killer cage), the
/// filled cells of a cage whose digits break its sum, and the cells whose digits break a
/// variant constraint, in cell order.
pub fn conflicts(puzzle: &Puzzle, board: &Board) -> Vec<Cell> {
    let layout = puzzle.layout();
    let constrained: Vec<Cell> = if puzzle.constraints().is_empty() {
        Vec::new()
    } else {
        let values: Vec<Option<Digit>> = layout.cells().map(|cell| board.value(cell)).collect();
        crate::constraint::broken_cells(layout, puzzle.constraints(), &values)
    };
    let broken: Vec<bool> = if layout.cages().is_empty() {
        Vec::new()
    } else {
        let values: Vec<Option<Digit>> = layout.cells().map(|cell| board.value(cell)).collect();
        layout.cages().iter().map(|cage| cage.breaks_sum(&values)).collect()
    };
    layout
        .cells()
        .filter(|&cell| {
            board.value(cell).is_some_and(|digit| {
                layout.peers(cell).iter().any(|&p| board.value(p) == Some(digit))
                    || layout.cage_of(cell).is_some_and(|cage| broken.get(cage) == Some(&true))
            }) || constrained.binary_search(&cell).is_ok()
        })
        .collect()
}
