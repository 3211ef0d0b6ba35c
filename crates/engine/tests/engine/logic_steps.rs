//! Every step listed from a position is true: each placement is the solution's digit and
//! each elimination removes a digit the solution does not have there, over positions of
//! the published puzzle sets (the givens, and a game part-way through with pencil marks).

use crate::support;
use std::sync::OnceLock;

use proptest::prelude::*;
use sudoku_engine::logic::{HintQuery, Strategy};

/// Lines of the puzzle sets.
fn corpus() -> &'static [String] {
    static CORPUS: OnceLock<Vec<String>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let mut lines = support::data_lines("magictour_top1465.txt");
        lines.extend(support::data_lines("17_clue_1500.txt").into_iter().step_by(3));
        lines.extend(support::data_lines("se_rated_calibration.tsv"));
        lines
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// `filled` percent of the empty cells hold the solution's digit; the marks of the
    /// others miss `crossed` percent of their wrong digits (or there are no marks).
    #[test]
    fn every_listed_step_is_true(pick in any::<prop::sample::Index>(), seed in any::<u64>(), filled in 0u64..50, crossed in prop::option::of(0u64..50)) {
        let corpus = corpus();
        let line = &corpus[pick.index(corpus.len())];
        let mut game = support::MidGame::new(line, seed, filled);
        let marks = crossed.map(|crossed| game.marks(crossed));
        let support::MidGame { puzzle, solution, values, .. } = game;
        let query = HintQuery { puzzle, values, marks, solution: Some(solution.clone()) };
        let Ok(steps) = query.steps() else { return Ok(()) };
        prop_assert!(!steps.is_empty(), "an unsolved position of a logic-solvable corpus has a step");
        for step in &steps {
            prop_assert!(step.strategy != Strategy::BruteForce);
            for &(cell, digit) in &step.placements {
                prop_assert_eq!(digit, solution[cell.index()], "wrong placement: {}", step);
            }
            for &(cell, digit) in &step.eliminations {
                prop_assert_ne!(digit, solution[cell.index()], "wrong elimination: {}", step);
            }
        }
    }
}
