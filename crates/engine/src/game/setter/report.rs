//! What the logical solver makes of the puzzle being set: the techniques its solve needs,
//! hardest first, or how many cells were still empty where logic stalled; and its level
//! once rated ([`crate::rate::rate`], which the app runs in its worker: SE's rating of a
//! 9x9 takes longer than the page should wait).

use std::fmt;

use crate::logic::{LogicalSolution, Strategy};
use crate::rate::Level;

/// The logical solver's report on a puzzle, for its setter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogicReport {
    /// The level the puzzle would be played at ([`crate::rate::rate`]'s), once rated.
    pub level: Option<Level>,
    /// Each technique of the solve up to the first guess, hardest first, with its steps.
    pub techniques: Vec<(Strategy, usize)>,
    /// When logic alone stalls: the cells still empty there.
    pub stalled_with: Option<usize>,
}

impl LogicReport {
    /// The report on `solution`, the computer's logical solution of `puzzle`, not yet rated.
    pub fn of(solution: &LogicalSolution) -> LogicReport {
        let logical = solution.steps.iter().take_while(|step| step.strategy != Strategy::BruteForce);
        let mut techniques: Vec<(Strategy, usize)> = Vec::new();
        for step in logical {
            match techniques.iter_mut().find(|(strategy, _)| *strategy == step.strategy) {
                Some((_, count)) => *count += 1,
                None => techniques.push((step.strategy, 1)),
            }
        }
        techniques.sort_by_key(|&(strategy, _)| std::cmp::Reverse(strategy));
        let stalled_with = (solution.needs_guess || !solution.solved).then(|| solution.cells_left_at_first_guess());
        LogicReport { level: None, techniques, stalled_with }
    }
}

impl fmt::Display for LogicReport {
    /// "Logic solves it (Stinker): Skyscraper 1, X-Wing 2, Hidden Single 40." ("Logic solves
    /// it: ..." until rated) or "Logic stalls with 47 cells empty, after Hidden Single 3."
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let listed = self.techniques.iter().map(|(strategy, count)| format!("{strategy} {count}")).collect::<Vec<_>>();
        match (self.stalled_with, listed.is_empty()) {
            (None, _) => {
                let level = self.level.map(|level| format!(" ({level})")).unwrap_or_default();
                write!(f, "Logic solves it{level}: {}.", listed.join(", "))
            }
            (Some(empty), true) => write!(f, "Logic finds no first step: {empty} cells are empty."),
            (Some(empty), false) => write!(f, "Logic stalls with {empty} cells empty, after {}.", listed.join(", ")),
        }
    }
}
