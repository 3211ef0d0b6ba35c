//! A first visit: a freshly generated Easy 9x9 from a random seed phrase, so two players
//! (or two fresh browsers) get two different puzzles. The puzzle is made in the worker
//! like any other; until it arrives the board is empty. A visit that opens a link gets
//! the classic puzzle for the instant before the link replaces it.

use sudoku_engine::game::Game;
use sudoku_engine::generate::GenerateParams;
use sudoku_engine::rate::Level;
use sudoku_engine::{format, Geometry, Layout, Puzzle};

/// A classic puzzle shown while a link is being opened.
const CLASSIC: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The line a first visit shows over the new puzzle.
pub const WELCOME: &str = "Welcome! An Easy puzzle to start: pick a cell, then a digit.";

/// True when the page was opened with a link (`#p=...`, `#s=...`).
pub fn opened_with_link() -> bool {
    gloo::utils::window().location().hash().is_ok_and(|hash| hash.len() > 1)
}

/// The game shown before anything else arrives: the classic puzzle when a link is about
/// to replace it, else an empty board that the first puzzle will fill.
pub fn opening_game(with_link: bool) -> Game {
    let puzzle = if with_link { format::parse_puzzle(CLASSIC).ok() } else { None };
    Game::new(puzzle.unwrap_or_else(|| Puzzle::empty(Layout::classic())))
}

/// What the first puzzle is made with: exactly Easy on a standard 9x9 board.
pub fn first_puzzle_params() -> GenerateParams {
    GenerateParams::new(Geometry::standard(3, 3), false, Level::Easy, true)
}
