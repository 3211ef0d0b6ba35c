//! `run(set, limit)`: counts the solutions (up to `limit`) of every puzzle of a shared
//! data set, embedded at compile time: 0 = magictour top1465, 1 = 17-clue 15k.
//! `generate(case, seed)`: one generated puzzle of a [`CASES`] row for the phrase
//! `"bench {seed}"`; the caller times it.

use std::sync::OnceLock;

use sudoku_engine::generate::{GenerateParams, SeedPhrase};
use sudoku_engine::rate::Level;
use sudoku_engine::solve::classic;
use sudoku_engine::Geometry;

/// The generator cases: name, box width and height, minimum level.
pub const CASES: [(&str, usize, usize, Level); 6] = [
    ("9x9 easy", 3, 3, Level::Easy),
    ("9x9 moderate", 3, 3, Level::Moderate),
    ("9x9 difficult", 3, 3, Level::Difficult),
    ("9x9 stinker", 3, 3, Level::Stinker),
    ("9x9 nightmare", 3, 3, Level::Nightmare),
    ("16x16", 4, 4, Level::Easy),
];

const TOP1465: &str = include_str!("../../../../../../shared/data/magictour_top1465.txt");
const CLUE17: &str = include_str!("../../../../../../shared/data/17_clue_15k.txt");

fn puzzles(set: u32) -> &'static [[u8; 81]] {
    static SETS: [OnceLock<Vec<[u8; 81]>>; 2] = [OnceLock::new(), OnceLock::new()];
    let text = if set == 0 { TOP1465 } else { CLUE17 };
    SETS[usize::from(set != 0)].get_or_init(|| text.lines().filter_map(classic::quick_digits).collect())
}

/// The number of puzzles in a set.
#[no_mangle]
pub extern "C" fn size(set: u32) -> u32 {
    puzzles(set).len() as u32
}

/// The total of the solution counts (each capped at `limit`) over a set.
#[no_mangle]
pub extern "C" fn run(set: u32, limit: u32) -> u32 {
    puzzles(set).iter().map(|p| classic::count(p, limit as usize) as u32).sum()
}

/// Generates one puzzle of case `case` (an index into [`CASES`]) for the phrase
/// `"bench {seed}"`; returns the attempts it took, 0 on failure.
#[no_mangle]
pub extern "C" fn generate(case: u32, seed: u32) -> u32 {
    let Some(&(_, w, h, level)) = CASES.get(case as usize) else { return 0 };
    let params = GenerateParams { geometry: Geometry::standard(w, h), min_level: level, ..GenerateParams::default() };
    let Ok(phrase) = SeedPhrase::new(&format!("bench {seed}")) else { return 0 };
    sudoku_engine::generate::generate(&params, &phrase).map_or(0, |g| g.attempts)
}

/// The number of generator cases.
#[no_mangle]
pub extern "C" fn cases() -> u32 {
    CASES.len() as u32
}
