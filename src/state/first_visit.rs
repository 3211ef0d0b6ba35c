//! A first visit: an Easy 9x9 at once. The page's HTML draws one of its welcome puzzles
//! before the app has loaded (`static/early_board.js`), and the app takes that board over
//! with whatever the player typed on it ([`super::welcome`]). Only when the page drew
//! none (storage refused, or a script blocked) is the first puzzle made in the worker,
//! from a fresh random phrase, with an empty board until it arrives.

use sudoku_engine::game::Game;
use sudoku_engine::generate::{GenerateParams, SeedPhrase};
use sudoku_engine::rate::Level;
use sudoku_engine::{Geometry, Layout, Puzzle};

use super::early_board;
use super::welcome::WelcomeBoard;

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

/// How the app starts when nothing saved is resumed and no link opens.
#[derive(Clone, Debug, PartialEq)]
pub enum FirstVisit {
    /// A saved game or a link: not a first visit.
    No,
    /// The welcome board the page drew, to take over.
    Welcome(Box<WelcomeBoard>),
    /// A puzzle to make in the worker from this phrase (or why no phrase could be drawn).
    Generate(Result<SeedPhrase, String>),
}

impl FirstVisit {
    /// The seed phrase of the first puzzle, when there is one.
    pub fn phrase(&self) -> Option<&SeedPhrase> {
        match self {
            FirstVisit::Welcome(board) => Some(&board.phrase),
            FirstVisit::Generate(Ok(phrase)) => Some(phrase),
            _ => None,
        }
    }
}

/// What this visit starts with, given whether a saved game was resumed. The welcome
/// board is taken off the page whatever the answer, so its keys never reach a saved game.
pub fn first_visit(resumed: bool) -> FirstVisit {
    let welcome = early_board::take_welcome();
    if resumed || opened_with_link() {
        return FirstVisit::No;
    }
    match welcome {
        Some(Ok(board)) => FirstVisit::Welcome(Box::new(board)),
        _ => FirstVisit::Generate(crate::random::fresh_phrase()),
    }
}
