//! `sudoku solve`: the first solution of each puzzle as a line string, or `NONE`.

use std::io::{BufWriter, Write};

use sudoku_engine::format::to_line;
use sudoku_engine::solve::{classic, solve};
use sudoku_engine::Puzzle;

use crate::error::CliError;
use crate::input::{InputOptions, Line};

pub fn run(args: &[String]) -> Result<(), CliError> {
    let options = InputOptions::parse(args, |_, _, _| Ok(false))?;
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut bad = 0;
    for (place, line) in options.lines()? {
        let parsed = match line {
            Line::Classic(givens) => {
                match classic::first_solution(&givens) {
                    Some(digits) => out.write_all(&digits.map(|d| b'0' + d))?,
                    None => out.write_all(b"NONE")?,
                }
                out.write_all(b"\n")?;
                continue;
            }
            Line::Parsed(parsed) => parsed,
        };
        match parsed {
            Ok(puzzle) => match solve(&puzzle) {
                Some(solution) => {
                    let solved = Puzzle::new(puzzle.layout().clone(), solution.into_iter().map(Some).collect());
                    match solved {
                        Ok(solved) => writeln!(out, "{}", to_line(&solved))?,
                        Err(e) => writeln!(out, "error: {place}: {e}")?,
                    }
                }
                None => writeln!(out, "NONE")?,
            },
            Err(e) => {
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
