//! `sudoku rate [--box WxH | --file-format | --fpuzzles] [FILE...]`: one line per puzzle
//! (one puzzle per input line, or per file or document with `--file-format` and
//! `--fpuzzles`, which read killer cages; stdin when no file is given):
//! `puzzle<TAB>score<TAB>level<TAB>hardest strategy<TAB>logic|guess`. The level is the
//! one whose band on Sudoku Explainer's scale holds the puzzle (`rate::rate`: SE's own
//! rating on standard 9x9, the SE values of the solve path's steps elsewhere), the level
//! `sudoku generate` would have made it as; the score is the engine's.
//! With `--scale se`: `puzzle<TAB>SE rating<TAB>SE technique<TAB>exact|at-least`, the
//! number Sudoku Explainer gives (standard 9x9 puzzles only).

use std::io::{BufRead, Write};

use sudoku_engine::format::{parse_puzzle, to_line};
use sudoku_engine::rate::{rate, rate_se};
use sudoku_engine::Puzzle;

use crate::error::CliError;
use crate::input::{display_name, open, InputOptions};
use crate::lines::BoundedLines;

/// The arguments of `sudoku rate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: InputOptions,
    /// `score`: the engine's score and the level (its band on SE's scale); `se`: Sudoku
    /// Explainer's rating.
    #[arg(long, value_enum, default_value_t = Scale::Score)]
    scale: Scale,
}

/// Which scale `sudoku rate` answers on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Scale {
    Score,
    Se,
}

/// Runs `sudoku rate` with the arguments after the subcommand. Exit status 1 (via
/// [`CliError::BadPuzzles`]) when some inputs were not puzzles.
pub fn run(args: &Args) -> Result<(), CliError> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let input = &args.input;
    let bad = if input.file_format || input.fpuzzles || input.box_shape.is_some() {
        rate_inputs(input, args.scale, &mut out)?
    } else {
        let mut bad = 0;
        for file in input.sources() {
            bad += rate_lines(&display_name(file), open(file)?, args.scale, &mut out)?;
        }
        bad
    };
    if bad > 0 {
        return Err(CliError::BadPuzzles(bad));
    }
    Ok(())
}

/// Rates every input the options read (files or documents of the .sudoku text format or
/// f-puzzles, or lines of the board `--box` names); returns how many were not puzzles.
fn rate_inputs(input: &InputOptions, scale: Scale, out: &mut impl Write) -> Result<usize, CliError> {
    let mut bad = 0;
    input.for_each_line(|place, line| match line.into_puzzle() {
        Ok(puzzle) => match write_rating(&puzzle, scale, out)? {
            Ok(()) => Ok(()),
            Err(problem) => {
                eprintln!("{place}: {problem}");
                bad += 1;
                Ok(())
            }
        },
        Err(problem) => {
            eprintln!("{place}: {problem}");
            bad += 1;
            Ok(())
        }
    })?;
    Ok(bad)
}

/// Writes the rating line of `puzzle`; the inner error says why it has none on `scale`.
fn write_rating(puzzle: &Puzzle, scale: Scale, out: &mut impl Write) -> Result<Result<(), String>, CliError> {
    let line = match scale {
        Scale::Score => {
            let r = rate(puzzle);
            let how = if r.needs_guess { "guess" } else { "logic" };
            format!("{}\t{}\t{}\t{}\t{how}", to_line(puzzle), r.score, r.level, r.hardest)
        }
        Scale::Se => match rate_se(puzzle) {
            Some(r) => {
                let how = if r.complete { "exact" } else { "at-least" };
                format!("{}\t{:.1}\t{}\t{how}", to_line(puzzle), r.value(), r.hardest)
            }
            None => return Ok(Err("no SE rating: SE rates standard 9x9 puzzles that have a solution".into())),
        },
    };
    writeln!(out, "{line}").map_err(CliError::Write)?;
    Ok(Ok(()))
}

/// Rates every puzzle line of `input`; returns the number of lines that were not puzzles.
pub fn rate_lines(name: &str, input: impl BufRead, scale: Scale, out: &mut impl Write) -> Result<usize, CliError> {
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
                if let Err(problem) = write_rating(&puzzle, scale, out)? {
                    eprintln!("{name}:{number}: {problem}");
                    bad += 1;
                }
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
        let bad = rate_lines("test", input.as_bytes(), Scale::Score, &mut out).expect("rating works");
        assert_eq!(bad, 1);
        let text = String::from_utf8(out).expect("utf-8");
        let fields: Vec<&str> = text.trim_end().split('\t').collect();
        assert_eq!(fields.len(), 5, "{text}");
        assert!(fields[0].starts_with("4.....8.5"));
        assert!(fields[1].parse::<u32>().is_ok());
        assert!(["logic", "guess"].contains(&fields[4]));
    }

    #[test]
    fn rates_on_the_se_scale_and_refuses_other_boards() {
        // SE 6.6 (grantm/sudoku-exchange-puzzle-bank, public domain), then a 4x4 puzzle.
        let input = "..3.6.4...6..1..5.7.......6..4...9..27.....84.1.....6..46...57....895...1...4...9\n\
                     1.34............\n";
        let mut out = Vec::new();
        let bad = rate_lines("test", input.as_bytes(), Scale::Se, &mut out).expect("rating works");
        assert_eq!(bad, 1, "the 4x4 puzzle has no SE rating");
        let text = String::from_utf8(out).expect("utf-8");
        let fields: Vec<&str> = text.trim_end().split('\t').collect();
        assert_eq!(fields.len(), 4, "{text}");
        assert_eq!(fields[1], "6.6", "{text}");
        assert_eq!(fields[3], "exact");
    }
}
