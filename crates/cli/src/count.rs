//! `sudoku count [--limit K]`: the number of solutions of each puzzle, capped at K (2).

use std::io::{BufWriter, Write};

use sudoku_engine::solve::{classic, count_solutions};

use crate::error::CliError;
use crate::input::{value, InputOptions, Line};

pub fn run(args: &[String]) -> Result<(), CliError> {
    let mut limit = 2usize;
    let options = InputOptions::parse(args, |name, inline, rest| {
        if name != "--limit" {
            return Ok(false);
        }
        let text = value(name, inline, rest)?;
        limit = text.parse().map_err(|_| CliError::Usage(format!("--limit {text:?}: not a number")))?;
        Ok(true)
    })?;
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut bad = 0;
    for (place, line) in options.lines()? {
        match line {
            Line::Classic(givens) => writeln!(out, "{}", classic::count(&givens, limit))?,
            Line::Parsed(Ok(puzzle)) => writeln!(out, "{}", count_solutions(&puzzle, limit).count())?,
            Line::Parsed(Err(e)) => {
                bad += 1;
                writeln!(out, "error: {place}: {e}")?;
            }
        }
    }
    out.flush()?;
    if bad > 0 {
        return Err(CliError::BadPuzzles(bad));
    }
    Ok(())
}
