//! Test positions: the solve paths of rated puzzles (tests/data/se_rated_sample.tsv),
//! every position before a step, for tests that compare a faster search with a plain one.

use super::{solve_logically, Deduction};
use crate::format::parse_puzzle;
use crate::grid::{Grid, Puzzle};

/// Calls `check` with the puzzle's line, the puzzle, the position before each step of
/// its solve path and that step, for the first `count` puzzles of the sample.
pub(crate) fn each_position(count: usize, mut check: impl FnMut(&str, &Puzzle, &Grid, &Deduction)) {
    let sample = include_str!("../../tests/data/se_rated_sample.tsv");
    for line in sample.lines().filter(|l| !l.starts_with('#')).take(count) {
        let text = line.split('\t').next().unwrap_or_default();
        let puzzle = parse_puzzle(text).expect("a puzzle of the sample");
        let solution = solve_logically(&puzzle);
        for (at, step) in solution.steps.iter().enumerate() {
            check(text, &puzzle, &solution.position_before(&puzzle, at), step);
        }
    }
}
