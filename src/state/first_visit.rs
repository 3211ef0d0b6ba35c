//! A first visit: an Easy 9x9 at once. The page's HTML holds one of the welcome puzzles,
//! rendered at build time by the app's own components, and the app starts that game
//! ([`super::welcome`]); what the player did on it before is played again on the app
//! ([`super::early_board`]). Only when the page showed none (storage refused, or a script
//! blocked) is the first puzzle made in the worker, from a fresh random phrase, with an
//! empty board until it arrives.

use sudoku_engine::game::Game;
use sudoku_engine::generate::{GenerateParams, SeedPhrase};
use sudoku_engine::rate::Level;
use sudoku_engine::{Geometry, Layout, Puzzle};

use super::early_board;
use super::welcome::WelcomeBoard;

/// The line a first visit shows over the new puzzle.
pub const WELCOME: &str = "Welcome! An Easy puzzle to start: pick a cell, then a digit.";

/// True when the page was opened with a link (`#p=...`, `#s=...`).
#[cfg(target_arch = "wasm32")]
pub fn opened_with_link() -> bool {
    gloo::utils::window().location().hash().is_ok_and(|hash| hash.len() > 1)
}

/// Outside the browser (the build's prerender) there is no address.
#[cfg(not(target_arch = "wasm32"))]
pub fn opened_with_link() -> bool {
    false
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

/// What this visit starts with, given whether a saved game was resumed, and the welcome
/// board the build renders (`prerendered`; in the browser it is read off the page).
pub fn first_visit(resumed: bool, prerendered: Option<&WelcomeBoard>) -> FirstVisit {
    let welcome = early_board::take_welcome().or_else(|| prerendered.cloned().map(Ok));
    if resumed || opened_with_link() {
        return FirstVisit::No;
    }
    match welcome {
        Some(Ok(board)) => FirstVisit::Welcome(Box::new(board)),
        _ => FirstVisit::Generate(crate::random::fresh_phrase()),
    }
}
