//! `sudoku check [--budget-ms MS]`: for each puzzle `valid unique`, `valid multiple`,
//! `no-solution`, `unknown` (the search ran out of time), or `error: FILE:LINE: ...`
//! saying what is wrong and where. A bad puzzle is an answer here, so the exit status
//! stays 0.

use std::io::Write;

use sudoku_engine::solve::classic;

use crate::batch::{answer_each, solver, BatchArgs, Job};
use crate::error::CliError;

/// The arguments of the subcommand.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    batch: BatchArgs,
}

pub fn run(args: &Args) -> Result<(), CliError> {
    answer_each(&args.batch, |job, stop, out| {
        let count = match job {
            Job::Classic(givens) => classic::count_until(&givens, 2, stop.unwrap_or(&|| false)).ok(),
            Job::Board(puzzle) => {
                let found = solver(&puzzle, 2, stop).run();
                (!found.gave_up()).then(|| found.count())
            }
        };
        let verdict = match count {
            None => "unknown",
            Some(0) => "no-solution",
            Some(1) => "valid unique",
            Some(_) => "valid multiple",
        };
        writeln!(out, "{verdict}")
    })?;
    Ok(())
}
