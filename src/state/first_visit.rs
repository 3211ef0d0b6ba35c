//! The game a first visit opens: a freshly generated Easy 9x9 from a random seed phrase,
//! so two players (or two fresh browsers) get two different puzzles. A visit that opens a
//! link gets the fixed classic puzzle for the instant before the link replaces it.

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_engine::game::{Game, Origin};
use sudoku_engine::generate::{generate, random_phrase, GenerateParams};
use sudoku_engine::rate::Level;
use sudoku_engine::{format, Layout, Puzzle};

/// A classic puzzle shown while a link is being opened (and if generation fails).
const CLASSIC: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The line a first visit shows over the new puzzle.
pub const WELCOME: &str = "Welcome! An Easy puzzle to start: pick a cell, then a digit.";

fn classic_game() -> Game {
    Game::new(format::parse_puzzle(CLASSIC).unwrap_or_else(|_| Puzzle::empty(Layout::classic())))
}

/// True when the page was opened with a link (`#p=...`, `#s=...`).
fn opened_with_link() -> bool {
    gloo::utils::window().location().hash().is_ok_and(|hash| hash.len() > 1)
}

/// The first visit's game: a random Easy 9x9 (exactly Easy), or the classic puzzle when
/// a link is about to open or generation fails.
pub fn first_visit_game() -> Game {
    if opened_with_link() {
        return classic_game();
    }
    let seed = (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64 ^ (js_sys::Date::now() as u64);
    let phrase = random_phrase(&mut ChaCha8Rng::seed_from_u64(seed));
    let params = GenerateParams { min_level: Level::Easy, exact: true, max_attempts: 200, ..GenerateParams::default() };
    let Ok(generated) = generate(&params, &phrase) else { return classic_game() };
    let mut game = Game::with_solution(generated.puzzle, generated.solution);
    game.level = Some(generated.rating.level);
    let pinned = GenerateParams { attempt: Some(generated.attempt), ..params };
    game.origin = Origin { phrase: Some(phrase.to_string()), params: Some(pinned.to_string()) };
    game
}
