//! `run(set, limit)`: counts the solutions (up to `limit`) of every puzzle of a shared
//! data set, embedded at compile time: 0 = magictour top1465, 1 = 17-clue 15k.

use std::sync::OnceLock;

use sudoku_engine::solve::classic;

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
