//! `sudoku rate [FILE...]`: one line per puzzle (one puzzle per input line; stdin when
//! no file is given): `puzzle<TAB>score<TAB>level<TAB>hardest strategy<TAB>logic|guess`.

use std::io::{BufRead, Write};

use sudoku_engine::format::{parse_puzzle, to_line};
use sudoku_engine::rate::rate;

use crate::error::CliError;
use crate::input::{display_name, open};
use crate::lines::BoundedLines;

/// The arguments of `sudoku rate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The files to read, one puzzle per line ('-' or none: stdin).
    #[arg(value_name = "FILE")]
    files: Vec<String>,
}

/// Runs `sudoku rate` with the arguments after the subcommand. Exit status 1 (via
/// [`CliError::BadPuzzles`]) when some lines were not puzzles.
pub fn run(args: &Args) -> Result<(), CliError> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut bad = 0;
    let files: Vec<&str> =
        if args.files.is_empty() { vec!["-"] } else { args.files.iter().map(String::as_str).collect() };
    for file in files {
        bad += rate_lines(&display_name(file), open(file)?, &mut out)?;
    }
    if bad > 0 {
        return Err(CliError::BadPuzzles(bad));
    }
    Ok(())
}

/// Rates every puzzle line of `input`; returns the number of lines that were not puzzles.
pub fn rate_lines(name: &str, input: impl BufRead, out: &mut impl Write) -> Result<usize, CliError> {
    let mut bad = 0;
    let mut lines = BoundedLines::new(input);
    while let Some((number, line)) =
        lines.next_line().map_err(|source| CliError::Read { file: name.to_string(), source })?
    {
        let line = match line {
            Ok(line) => line,
            Err(problem) => {
                eprintln!("{name}:{number}: {problem}");
                bad += 1;
                continue;
            }
        };
        let text = line.split('\t').next().unwrap_or_default().trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        match parse_puzzle(text) {
            Ok(puzzle) => {
                let r = rate(&puzzle);
                let how = if r.needs_guess { "guess" } else { "logic" };
                writeln!(out, "{}\t{}\t{}\t{}\t{how}", to_line(&puzzle), r.score, r.level, r.hardest)
                    .map_err(CliError::Write)?;
            }
            Err(e) => {
                eprintln!("{name}:{number}: {e}");
                bad += 1;
            }
        }
    }
    Ok(bad)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_each_line_and_reports_bad_ones() {
        let input =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\nnot a puzzle\n\n";
        let mut out = Vec::new();
        let bad = rate_lines("test", input.as_bytes(), &mut out).expect("rating works");
        assert_eq!(bad, 1);
        let text = String::from_utf8(out).expect("utf-8");
        let fields: Vec<&str> = text.trim_end().split('\t').collect();
        assert_eq!(fields.len(), 5, "{text}");
        assert!(fields[0].starts_with("4.....8.5"));
        assert!(fields[1].parse::<u32>().is_ok());
        assert!(["logic", "guess"].contains(&fields[4]));
    }
}
