//! No step of the logical solver ever contradicts the known solution, over many puzzles
//! of the published puzzle sets: neither the whole logical solve nor a hint asked for in the
//! middle of a game (some cells filled, pencil marks with correct eliminations).

use crate::support;
use std::sync::OnceLock;

use proptest::prelude::*;
use sudoku_engine::logic::{hint, solve_logically, Hint, LogicalSolution, Strategy};
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
    let lines = support::data_lines("magictour_top1465.txt");
    // All of them in release, with no brute force (the 19 hardest need the widest and
    // the dynamic forcing chains); the first 200 in the test profile.
    let count = if cfg!(debug_assertions) { 200.min(lines.len()) } else { lines.len() };
    let by_logic = run(&lines[..count], "magictour");
    assert_eq!(by_logic, count, "every magictour puzzle is solved by logic alone");
}

#[test]
fn se_calibration_sample_never_contradicts_the_solution() {
    let lines = support::data_lines("se_rated_calibration.tsv");
    let sample: Vec<String> = lines.iter().step_by(10).cloned().collect();
    let by_logic = run(&sample, "se sample");
    assert_eq!(by_logic, sample.len());
}

#[test]
fn seventeen_clue_sample_never_contradicts_the_solution() {
    let lines = support::data_lines("17_clue_1500.txt");
    let sample: Vec<String> = lines.iter().step_by(15).cloned().collect();
    run(&sample, "17-clue sample");
}

/// Lines of the puzzle sets for the hint test.
fn corpus() -> &'static [String] {
    static CORPUS: OnceLock<Vec<String>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let mut lines = support::data_lines("magictour_top1465.txt");
        lines.extend(support::data_lines("17_clue_1500.txt").into_iter().step_by(3));
        lines
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A hint in the middle of a game: `filled` of the empty cells hold the solution's
    /// digit, and the marks of the others miss `crossed` of their wrong digits.
    #[test]
    fn mid_game_hints_never_contradict_the_solution(pick in any::<prop::sample::Index>(), seed in any::<u64>(), filled in 0u64..60, crossed in 0u64..60) {
        let corpus = corpus();
        let line = &corpus[pick.index(corpus.len())];
        let mut game = support::MidGame::new(line, seed, filled);
        let marks = game.marks(crossed);
        let (puzzle, solution, values) = (&game.puzzle, &game.solution, &game.values);
        if let Hint::Step(step) = hint(puzzle, values, Some(&marks), Some(solution)) {
            for &(cell, digit) in &step.placements {
                prop_assert_eq!(digit, solution[cell.index()], "wrong placement: {}", step);
            }
            for &(cell, digit) in &step.eliminations {
                prop_assert_ne!(digit, solution[cell.index()], "wrong elimination: {}", step);
            }
        }
    }
}
