//! `sudoku solve [--budget-ms MS]`: the first solution of each puzzle as a line string,
//! `NONE`, or `TIMEOUT` when the search for it ran out of time.

use std::io::Write;

use sudoku_engine::format::to_line;
use sudoku_engine::solve::classic;
use sudoku_engine::Puzzle;

use crate::batch::{answer_each, solver, BatchArgs, Job, Out};
use crate::error::CliError;

/// The arguments of the subcommand.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    batch: BatchArgs,
}

pub fn run(args: &Args) -> Result<(), CliError> {
    let bad = answer_each(&args.batch, |job, stop, out| match job {
        Job::Classic(givens) => {
            let found = match stop {
                Some(stop) => classic::first_solution_until(&givens, stop),
                None => Ok(classic::first_solution(&givens)),
            };
            match found {
                Ok(Some(digits)) => out.write_all(&digits.map(|d| b'0' + d))?,
                Ok(None) => out.write_all(b"NONE")?,
                Err(classic::GaveUp) => out.write_all(b"TIMEOUT")?,
            }
            out.write_all(b"\n")
        }
        Job::Board(puzzle) => {
            let found = solver(&puzzle, 1, stop).run();
            match found.first() {
                Some(solution) => write_solution(out, &puzzle, solution),
                None if found.gave_up() => writeln!(out, "TIMEOUT"),
                None => writeln!(out, "NONE"),
            }
        }
    })?;
    if bad > 0 {
        return Err(CliError::BadPuzzles(bad));
    }
    Ok(())
}

fn write_solution(out: &mut Out, puzzle: &Puzzle, solution: &[sudoku_engine::Digit]) -> std::io::Result<()> {
    let solved = Puzzle::new(puzzle.layout().clone(), solution.iter().copied().map(Some).collect());
    match solved {
        Ok(solved) => writeln!(out, "{}", to_line(&solved)),
        Err(e) => writeln!(out, "error: {e}"),
    }
}
