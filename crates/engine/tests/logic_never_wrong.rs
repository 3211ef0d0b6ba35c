//! No step of the logical solver ever contradicts the known solution, over many puzzles.

#[path = "logic_support.rs"]
mod support;

use sudoku_engine::logic::{solve_logically, LogicalSolution, Strategy};
use sudoku_engine::Puzzle;

fn check(p: &Puzzle, solution: &[u8], log: &LogicalSolution, line: &str) {
    for step in &log.steps {
        for &(cell, digit) in &step.placements {
            assert_eq!(digit.get(), solution[cell.index()], "{line}: wrong placement in step {step}");
        }
        for &(cell, digit) in &step.eliminations {
            assert_ne!(digit.get(), solution[cell.index()], "{line}: wrong elimination in step {step}");
        }
    }
    assert!(log.solved, "{line}: not solved");
    let values: Vec<u8> = log.values.iter().map(|v| v.map_or(0, |d| d.get())).collect();
    assert_eq!(values, solution, "{line}");
    let _ = p;
}

/// Solves every line and checks each step; returns how many needed no brute force.
fn run(lines: &[String], label: &str) -> usize {
    let mut by_logic = 0;
    let mut hardest = std::collections::BTreeMap::<Strategy, usize>::new();
    for line in lines {
        let puzzle_text = line.split('\t').next().unwrap_or_default();
        let p = support::puzzle(puzzle_text);
        let sols = support::solutions(&p);
        assert_eq!(sols.len(), 1, "{puzzle_text}: test data must be unique");
        let log = solve_logically(&p);
        check(&p, &sols[0], &log, puzzle_text);
        if !log.needs_guess {
            by_logic += 1;
        }
        *hardest.entry(log.hardest().unwrap_or(Strategy::FullHouse)).or_default() += 1;
    }
    println!("{label}: {by_logic}/{} solved by logic alone; hardest: {hardest:?}", lines.len());
    by_logic
}

#[test]
fn magictour_never_contradicts_the_solution() {
    let Some(lines) = support::data_lines("magictour_top1465.txt") else { return };
    // All of them in release, with no brute force (the 19 hardest need the widest and
    // the dynamic forcing chains); the first 200 in the test profile.
    let count = if cfg!(debug_assertions) { 200.min(lines.len()) } else { lines.len() };
    let by_logic = run(&lines[..count], "magictour");
    assert_eq!(by_logic, count, "every magictour puzzle is solved by logic alone");
}

#[test]
fn se_calibration_sample_never_contradicts_the_solution() {
    let Some(lines) = support::data_lines("se_rated_calibration.tsv") else { return };
    let sample: Vec<String> = lines.iter().step_by(10).cloned().collect();
    let by_logic = run(&sample, "se sample");
    assert_eq!(by_logic, sample.len());
}
