//! `sudoku convert --to FORMAT`: each puzzle written in another format, so that a puzzle
//! made or kept here opens in f-puzzles and SudokuPad, and theirs open here:
//! - `sudoku`: the .sudoku text format (a blank line after each puzzle);
//! - `fpuzzles`: an f-puzzles JSON document, one a line;
//! - `sudokupad`: a SudokuPad link to the puzzle, one a line;
//! - `link`: this app's own share link fragment (`#p=...`), one a line.
//!
//! An input that is not a puzzle, or a puzzle the target format cannot carry, gets
//! `error: PLACE: ...` in its place, and the exit status is 1. An f-puzzles document's
//! title, author, rules text and solution go into the f-puzzles and SudokuPad outputs,
//! its title, author and rules text into a link; what a format has no place for (all
//! four in .sudoku text, the solution in a link) a note on stderr says.

use std::io::{BufWriter, Write};

use sudoku_engine::format::{sudokupad_link, to_file_text, to_fpuzzles_document_json, Meta};
use sudoku_engine::share::puzzle_link_with_words;
use sudoku_engine::Puzzle;

use crate::error::CliError;
use crate::input::InputOptions;

/// The formats a puzzle can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Target {
    Sudoku,
    Fpuzzles,
    Sudokupad,
    Link,
}

/// The arguments of the subcommand.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The format to write.
    #[arg(long, value_enum, value_name = "FORMAT")]
    to: Target,
    #[command(flatten)]
    input: InputOptions,
}

pub fn run(args: &Args) -> Result<(), CliError> {
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut bad = 0;
    args.input.for_each_line(|place, line| {
        match line.into_document().and_then(|(puzzle, meta)| Ok((written(&puzzle, &meta, args.to)?, meta))) {
            Ok((text, meta)) => {
                writeln!(out, "{text}")?;
                if let Some(what) = dropped(&meta, args.to) {
                    eprintln!("note: {place}: {what} not kept in this format");
                }
            }
            Err(problem) => {
                bad += 1;
                writeln!(out, "error: {place}: {problem}")?;
            }
        }
        Ok(())
    })?;
    out.flush()?;
    if bad > 0 {
        return Err(CliError::BadPuzzles(bad));
    }
    Ok(())
}

fn written(puzzle: &Puzzle, meta: &Meta, to: Target) -> Result<String, String> {
    match to {
        Target::Sudoku => Ok(to_file_text(puzzle)),
        Target::Fpuzzles => to_fpuzzles_document_json(puzzle, meta).map_err(|e| e.to_string()),
        Target::Sudokupad => sudokupad_link(puzzle, meta).map_err(|e| e.to_string()),
        Target::Link => puzzle_link_with_words(puzzle, meta).map(|link| format!("#{link}")).map_err(|e| e.to_string()),
    }
}

/// What of `meta` the target format has no place for, when it says something there.
fn dropped(meta: &Meta, to: Target) -> Option<&'static str> {
    match to {
        Target::Sudoku if *meta != Meta::default() => Some("the title, author, rules text and solution are"),
        Target::Link if meta.solution.is_some() => Some("the solution is"),
        _ => None,
    }
}
