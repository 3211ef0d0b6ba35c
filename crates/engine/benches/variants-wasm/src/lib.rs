//! The variant corpora (embedded at compile time) for the page of `iss/chromium.mjs`:
//! set 0 is the 52 of `tests/data/variants` (f-puzzles links), set 1 the shared corpus of
//! `tests/data/variants_shared` (f-puzzles documents, its halves in `halves.txt`).
//! `puzzles(set)` is how many a set holds; `solve(set, line)` reads line `line`'s puzzle
//! and counts its solutions up to two, as `examples/shared_times.rs` does, and returns 1
//! when the puzzle is unique and its solution is the recorded one, 0 when not, 2 when it
//! does not read. The page times each call.

use sudoku_engine::format::parse_fpuzzles;
use sudoku_engine::solve::Solver;

const SETS: [(&str, &str); 2] = [
    (
        include_str!("../../../tests/data/variants/fpuzzles_links.txt"),
        include_str!("../../../tests/data/variants/solutions.txt"),
    ),
    (
        include_str!("../../../tests/data/variants_shared/fpuzzles.txt"),
        include_str!("../../../tests/data/variants_shared/solutions.txt"),
    ),
];

/// The number of puzzles in set `set`.
#[no_mangle]
pub extern "C" fn puzzles(set: u32) -> u32 {
    SETS.get(set as usize).map_or(0, |(puzzles, _)| puzzles.lines().count() as u32)
}

/// Reads and solves line `line` (from 0) of set `set`; see the module's text for the answer.
#[no_mangle]
pub extern "C" fn solve(set: u32, line: u32) -> u32 {
    let Some((puzzles, solutions)) = SETS.get(set as usize) else { return 2 };
    let (Some(text), Some(solution)) = (puzzles.lines().nth(line as usize), solutions.lines().nth(line as usize))
    else {
        return 2;
    };
    let Ok(puzzle) = parse_fpuzzles(text) else { return 2 };
    let found = Solver::new(&puzzle).limit(2).run();
    let size = puzzle.layout().size();
    let digits: String =
        found.first().map(|s| s.iter().map(|d| digit_char(d.get(), size)).collect()).unwrap_or_default();
    u32::from(found.is_unique() && digits == solution)
}

/// How `solutions.txt` writes a digit: itself on boards up to 9x9, else a letter (1 is A).
fn digit_char(digit: u8, size: usize) -> char {
    if size <= 9 {
        char::from(b'0' + digit)
    } else {
        char::from(b'A' + digit - 1)
    }
}
