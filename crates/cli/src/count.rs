//! `sudoku count [--limit K] [--budget-ms MS]`: the number of solutions of each puzzle,
//! capped at K (2), or `unknown` when the search ran out of time first.

use std::io::Write;

use sudoku_engine::solve::classic;

use crate::batch::{answer_each, solver, Budget, Job};
use crate::error::CliError;
use crate::input::{value, InputOptions};

pub fn run(args: &[String]) -> Result<(), CliError> {
    let mut limit = 2usize;
    let mut budget = Budget::default();
    let options = InputOptions::parse(args, |name, inline, rest| {
        if name != "--limit" {
            return budget.take(name, inline, rest);
        }
        let text = value(name, inline, rest)?;
        limit = text.parse().map_err(|_| CliError::Usage(format!("--limit {text:?}: not a number")))?;
        Ok(true)
    })?;
    let bad = answer_each(&options, |job, out| {
        let stop = budget.start();
        let stop = stop.as_ref().map(|s| s as &dyn Fn() -> bool);
        let count = match (job, stop) {
            (Job::Classic(givens), None) => Some(classic::count(&givens, limit)),
            (Job::Classic(givens), Some(stop)) => classic::count_until(&givens, limit, stop).ok(),
            (Job::Board(puzzle), stop) => {
                let found = solver(&puzzle, limit, stop).run();
                (!found.gave_up()).then(|| found.count())
            }
        };
        match count {
            Some(count) => writeln!(out, "{count}"),
            None => writeln!(out, "unknown"),
        }
    })?;
    if bad > 0 {
        return Err(CliError::BadPuzzles(bad));
    }
    Ok(())
}
