//! Which board to draw as an image, and why there may be none.

use serde::{Deserialize, Serialize};
use sudoku_engine::game::Game;
use sudoku_engine::Puzzle;
use thiserror::Error;

/// Which board to draw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Picture {
    /// The player's board, with marks and colours when asked.
    Board { game: Game, marks: bool, colours: bool },
    /// Step `step` (from 0) of the computer's logical solution of `puzzle`: the position
    /// before it, with its cells, placements and removals.
    Step { puzzle: Puzzle, step: usize },
}

/// Why there is no picture.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum PictureError {
    /// Counted from 1, as the log shows it.
    #[error("the computer's solution has no step {0}")]
    NoStep(usize),
}
