//! Rating all of magictour top1465: every one is solved by logic alone.

use crate::support;
use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_engine::rate::{engine_rating, Level};

#[test]
fn magictour_is_solved_by_logic_alone() {
    let lines = support::data_lines("magictour_top1465.txt");
    // All of them in release (the timing in BENCHMARKS.md); every 4th in the test profile,
    // to keep `cargo test` quick.
    let step = if cfg!(debug_assertions) { 4 } else { 1 };
    let puzzles: Vec<_> = lines.iter().step_by(step).map(|l| support::puzzle(l)).collect();
    let start = Instant::now();
    let ratings: Vec<_> = puzzles.iter().map(engine_rating).collect();
    let elapsed = start.elapsed();
    let logic = ratings.iter().filter(|r| !r.needs_guess).count();
    let mut levels = BTreeMap::<Level, usize>::new();
    let mut hardest = BTreeMap::new();
    for r in &ratings {
        *levels.entry(r.level).or_insert(0usize) += 1;
        *hardest.entry(r.hardest).or_insert(0usize) += 1;
    }
    println!("rated {} puzzles in {elapsed:?}; {logic} by logic alone", ratings.len());
    println!("levels: {levels:?}");
    println!("hardest: {hardest:?}");
    assert_eq!(logic, ratings.len(), "every puzzle is solved without brute force");
    assert!(ratings.iter().all(|r| r.hardest != sudoku_engine::Strategy::BruteForce));
}
