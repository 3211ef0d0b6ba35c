//! The loop `solve`, `count` and `check` share: every input, one answer line each (or
//! `error: PLACE: ...` in its place), and the per-puzzle time limit `--budget-ms MS`.

use std::io::{BufWriter, StdoutLock, Write};
use std::time::{Duration, Instant};

use sudoku_engine::solve::Solver;
use sudoku_engine::Puzzle;

use crate::error::CliError;
use crate::input::{InputOptions, Line};

/// Where the answers go.
pub type Out = BufWriter<StdoutLock<'static>>;

/// The arguments `solve`, `count` and `check` share: where the puzzles come from and
/// how long each may take.
#[derive(Debug, clap::Args)]
pub struct BatchArgs {
    #[command(flatten)]
    pub input: InputOptions,
    #[command(flatten)]
    pub budget: Budget,
}

/// The time each puzzle may take, if limited.
#[derive(Clone, Copy, Debug, Default, clap::Args)]
pub struct Budget {
    /// Give up on a puzzle after this many milliseconds (its answer is then TIMEOUT or unknown).
    #[arg(long = "budget-ms", value_name = "MS")]
    budget_ms: Option<u64>,
}

impl Budget {
    /// A stop check for one puzzle, its clock starting now; `None` without a limit.
    pub fn start(&self) -> Option<impl Fn() -> bool> {
        let limit = Duration::from_millis(self.budget_ms?);
        let deadline = Instant::now() + limit;
        Some(move || Instant::now() >= deadline)
    }
}

/// One puzzle to answer: a standard 9x9 line's digits (0 for empty) for the fast path,
/// or any board.
pub enum Job {
    Classic([u8; 81]),
    Board(Puzzle),
}

/// A search on `puzzle` for up to `limit` solutions that gives up when `stop` says so.
pub fn solver<'a>(puzzle: &'a Puzzle, limit: usize, stop: Stop<'a>) -> Solver<'a> {
    let solver = Solver::new(puzzle).limit(limit);
    match stop {
        Some(stop) => solver.stop_when(stop),
        None => solver,
    }
}

/// A stop check: the search gives up when it says so.
pub type Stop<'a> = Option<&'a dyn Fn() -> bool>;

/// Writes `answer`'s line for every puzzle of `args` and an error line for every
/// input that is not one; returns how many were not. Each puzzle's stop check starts
/// its clock when the puzzle does.
pub fn answer_each(
    args: &BatchArgs,
    mut answer: impl FnMut(Job, Stop, &mut Out) -> std::io::Result<()>,
) -> Result<usize, CliError> {
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut bad = 0;
    let mut answer = |job: Job, out: &mut Out| {
        let stop = args.budget.start();
        answer(job, stop.as_ref().map(|s| s as &dyn Fn() -> bool), out)
    };
    args.input.for_each_line(|place, line| {
        match line {
            Line::Parsed(Err(e)) | Line::Document(Err(e)) => {
                bad += 1;
                writeln!(out, "error: {place}: {e}")?;
            }
            Line::Refused(problem) => {
                bad += 1;
                writeln!(out, "error: {place}: {problem}")?;
            }
            Line::Parsed(Ok(puzzle)) => answer(Job::Board(puzzle), &mut out)?,
            Line::Document(Ok(document)) => answer(Job::Board(document.puzzle), &mut out)?,
            Line::Classic(givens) => answer(Job::Classic(givens), &mut out)?,
        }
        Ok(())
    })?;
    out.flush()?;
    Ok(bad)
}
