//! A first visit: a freshly generated Easy 9x9 from a random seed phrase, so two players
//! (or two fresh browsers) get two different puzzles. The puzzle is made in the worker
//! like any other; until it arrives the board is empty, as it is for the instant before
//! the puzzle of a link replaces it.

use sudoku_engine::game::Game;
use sudoku_engine::generate::GenerateParams;
use sudoku_engine::rate::Level;
use sudoku_engine::{Geometry, Layout, Puzzle};

/// The line a first visit shows over the new puzzle.
pub const WELCOME: &str = "Welcome! An Easy puzzle to start: pick a cell, then a digit.";

/// True when the page was opened with a link (`#p=...`, `#s=...`).
pub fn opened_with_link() -> bool {
    gloo::utils::window().location().hash().is_ok_and(|hash| hash.len() > 1)
}

/// The game shown before anything else arrives: an empty board, which the first puzzle
/// (or the puzzle of the link the page was opened with) replaces. Nobody has touched it,
/// so it is never kept as a saved game.
pub fn opening_game() -> Game {
    Game::new(Puzzle::empty(Layout::classic()))
}

/// What the first puzzle is made with: exactly Easy on a standard 9x9 board.
pub fn first_puzzle_params() -> GenerateParams {
    GenerateParams::new(Geometry::standard(3, 3), false, Level::Easy, true)
}
