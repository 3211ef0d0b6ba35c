//! The shared variant corpus (`tests/data/variants`, embedded at compile time) for the
//! page of `run.mjs`: `puzzles()` is how many there are; `solve(line)` reads line `line`'s
//! f-puzzles link and counts its solutions up to two, as `examples/variant_times.rs` does,
//! and returns 1 when the puzzle is unique and its solution is the recorded one, 0 when
//! not, 2 when its link does not read. The page times each call.

use sudoku_engine::format::parse_fpuzzles;
use sudoku_engine::solve::Solver;

const LINKS: &str = include_str!("../../../tests/data/variants/fpuzzles_links.txt");
const SOLUTIONS: &str = include_str!("../../../tests/data/variants/solutions.txt");

/// The number of puzzles in the corpus.
#[no_mangle]
pub extern "C" fn puzzles() -> u32 {
    LINKS.lines().count() as u32
}

/// Reads and solves line `line` (from 0); see the module's text for the answer.
#[no_mangle]
pub extern "C" fn solve(line: u32) -> u32 {
    let (Some(link), Some(solution)) = (LINKS.lines().nth(line as usize), SOLUTIONS.lines().nth(line as usize)) else {
        return 2;
    };
    let Ok(puzzle) = parse_fpuzzles(link) else { return 2 };
    let found = Solver::new(&puzzle).limit(2).run();
    let digits: String = found.first().map(|s| s.iter().map(|d| d.get().to_string()).collect()).unwrap_or_default();
    u32::from(found.is_unique() && digits == solution)
}
