//! The player's side of a game, by the undo rule (sgt-puzzles): the [`Puzzle`] never
//! changes; the [`Board`] (values, marks, colours, red marks) is what undo restores;
//! selection, mode and settings live in the app and are not undone.
//!
//! [`Move`]s are data, applied by the pure function [`apply`] under [`Rules`]; a
//! [`History`] keeps per-move [`Delta`]s (never whole boards); a [`Game`] holds it all
//! and serializes, validated on load.
//!
//! ```
//! use sudoku_engine::game::{Game, Move, Rules};
//! use sudoku_engine::{Cell, Digit, Layout, Puzzle};
//!
//! let mut game = Game::new(Puzzle::empty(Layout::classic()));
//! let five = Digit::new(5).unwrap();
//! game.play(&Move::Place { cell: Cell::new(0), digit: five }, &Rules::default()).unwrap();
//! assert_eq!(game.board().value(Cell::new(0)), Some(five));
//! game.undo();
//! assert_eq!(game.board().value(Cell::new(0)), None);
//! ```
//!
//! [`Puzzle`]: crate::Puzzle

mod board;
mod delta;
mod edit;
mod hints;
mod history;
mod mistakes;
mod moves;
mod phase;
mod review;
mod session;
mod setter;

pub use board::{Board, Colour};
pub use delta::{Change, Delta, Layer};
pub use edit::{conflicts, edit_cells, Edit};
pub use hints::step_move;
pub use history::History;
pub use mistakes::{mistakes_of_move, FirstMistake, MarkLayer, Mistake, MistakeKind, Rewind};
pub use moves::{apply, Move, MoveError, Rules};
pub use phase::{setup_game, setup_puzzle, Phase, Request, SETUP_RULES};
pub use review::{describe_step, HintKind, HintTaken, MoveSummary, PathEntry, Review};
pub use session::{Game, GameError, Origin, Played};
pub use setter::{
    backspaced_sum, cage_sum, cages_through, erased, nearest_corner, nearest_edge, outside_value, pencil_mark_digits,
    quadruple_digits, typed_sum, with_cage, with_cage_sum, with_drawing, with_outside_value, with_quadruple_digit,
    without, without_cage, without_quadruple_digit, BoardRule, CellMark, Contradiction, Drawing, EraseAt, LogicReport,
    OutsideKind, Placement, SetterError, SetupHistory, Tool, Verdict,
};

#[cfg(test)]
mod mistakes_tests;
#[cfg(test)]
mod proptests;
#[cfg(test)]
mod tests;
