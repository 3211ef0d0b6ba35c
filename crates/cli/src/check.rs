//! `sudoku check`: for each puzzle `valid unique`, `valid multiple`, `no-solution`, or
//! `error: FILE:LINE: ...` saying what is wrong and where. A bad puzzle is an answer
//! here, so the exit status stays 0.

use std::io::{BufWriter, Write};

use sudoku_engine::solve::count_solutions;

use crate::error::CliError;
use crate::input::InputOptions;

pub fn run(args: &[String]) -> Result<(), CliError> {
    let options = InputOptions::parse(args, |_, _, _| Ok(false))?;
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for (place, parsed) in options.puzzles()? {
        match parsed {
            Ok(puzzle) => {
                let verdict = match count_solutions(&puzzle, 2).count() {
                    0 => "no-solution",
                    1 => "valid unique",
                    _ => "valid multiple",
                };
                writeln!(out, "{verdict}")?;
            }
            Err(e) => writeln!(out, "error: {place}: {e}")?,
        }
    }
    out.flush()?;
    Ok(())
}
