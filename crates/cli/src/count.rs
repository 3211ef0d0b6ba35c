//! `sudoku count [--limit K] [--budget-ms MS]`: the number of solutions of each puzzle,
//! capped at K (2), or `unknown` when the search ran out of time first.

use std::io::Write;

use sudoku_engine::solve::classic;

use crate::batch::{answer_each, solver, BatchArgs, Job};
use crate::error::CliError;

/// The arguments of the subcommand.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    batch: BatchArgs,
    /// Count at most this many solutions.
    #[arg(long, value_name = "K", default_value_t = 2)]
    limit: usize,
}

pub fn run(args: &Args) -> Result<(), CliError> {
    let limit = args.limit;
    let bad = answer_each(&args.batch, |job, stop, out| {
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
