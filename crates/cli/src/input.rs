//! Reading puzzles for `solve`, `count` and `check`: the shared options (`--box WxH`,
//! `--file-format`, `--fpuzzles`), the files (stdin when none), one puzzle per line, each
//! line bounded. A line that is an f-puzzles or SudokuPad `fpuzzles` link, or this app's
//! share link, reads as its puzzle without a flag.

use std::io::BufRead;

use sudoku_engine::format::{
    looks_like_fpuzzles, parse_file_format, parse_fpuzzles_document, parse_line, parse_puzzle, FpuzzlesDocument,
    FpuzzlesError, Meta,
};
use sudoku_engine::share::{looks_like_link, parse_link, ShareError, SharedLink};
use sudoku_engine::solve::classic;
use sudoku_engine::{BoxShape, Digit, Geometry, Layout, ParseError, Puzzle};

use crate::error::CliError;
use crate::lines::{read_bounded, BoundedLines, LineProblem};

/// Where an input came from: `FILE:LINE`, or `FILE` for a whole file (`-` is stdin).
#[derive(Clone, Copy, Debug)]
pub struct Place<'a> {
    file: &'a str,
    line: Option<usize>,
}

impl std::fmt::Display for Place<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{line}", self.file),
            None => f.write_str(self.file),
        }
    }
}

/// A puzzle line: a standard 9x9 one read by the fast path, anything else parsed, an
/// f-puzzles document (with its title, author, rules and solution), or a line that was
/// refused before parsing.
pub enum Line {
    Classic([u8; 81]),
    Parsed(Result<Puzzle, InputError>),
    Document(Result<FpuzzlesDocument, InputError>),
    Refused(LineProblem),
}

impl Line {
    /// The puzzle of the line, or what is wrong with it.
    pub fn into_puzzle(self) -> Result<Puzzle, String> {
        self.into_document().map(|(puzzle, _)| puzzle)
    }

    /// The puzzle of the line with what its document says besides the rules (nothing for
    /// a line that is not a document), or what is wrong with it.
    pub fn into_document(self) -> Result<(Puzzle, Meta), String> {
        match self {
            Line::Parsed(Ok(puzzle)) => Ok((puzzle, Meta::default())),
            Line::Document(Ok(document)) => Ok((document.puzzle, document.meta)),
            Line::Classic(digits) => {
                let givens = digits.iter().map(|&d| Digit::new(d)).collect();
                Puzzle::new(Layout::classic(), givens).map(|p| (p, Meta::default())).map_err(|e| e.to_string())
            }
            Line::Parsed(Err(e)) | Line::Document(Err(e)) => Err(e.to_string()),
            Line::Refused(problem) => Err(problem.to_string()),
        }
    }
}

/// Why an input is not a puzzle.
#[derive(Debug)]
pub enum InputError {
    Parse(ParseError),
    Fpuzzles(FpuzzlesError),
    Link(ShareError),
    /// A seed link: it names a puzzle to generate, not a puzzle.
    SeedLink,
}

impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InputError::Parse(e) => write!(f, "{e}"),
            InputError::Fpuzzles(e) => write!(f, "{e}"),
            InputError::Link(e) => write!(f, "{e}"),
            InputError::SeedLink => {
                f.write_str("a seed link makes a puzzle from a phrase; `sudoku generate` makes it (with --variant for a variant seed link), not this command")
            }
        }
    }
}

impl From<ParseError> for InputError {
    fn from(e: ParseError) -> Self {
        InputError::Parse(e)
    }
}

impl From<FpuzzlesError> for InputError {
    fn from(e: FpuzzlesError) -> Self {
        InputError::Fpuzzles(e)
    }
}

/// The options every puzzle-reading subcommand takes.
#[derive(Debug, Default, clap::Args)]
pub struct InputOptions {
    /// Read each line as a board with boxes this wide and high (3x2, 3X2 or 3*2).
    #[arg(long = "box", value_name = "WxH")]
    pub box_shape: Option<BoxShape>,
    /// Each file is one puzzle in the .sudoku text format.
    #[arg(long, conflicts_with = "fpuzzles")]
    pub file_format: bool,
    /// Each file (or each line) is an f-puzzles JSON document, plain or compressed as
    /// f-puzzles and SudokuPad links carry it (a whole link reads too).
    #[arg(long)]
    pub fpuzzles: bool,
    /// The files to read, one puzzle per line ('-' or none: stdin).
    #[arg(value_name = "FILE")]
    pub files: Vec<String>,
}

impl InputOptions {
    /// Calls `each` on every input in order, valid standard 9x9 lines (the bulk of real
    /// input) kept as digits for the fast path; files are read one at a time.
    pub fn for_each_line(&self, mut each: impl FnMut(Place<'_>, Line) -> Result<(), CliError>) -> Result<(), CliError> {
        for file in self.sources() {
            let reader = open(file)?;
            let unreadable = |source| CliError::Read { file: display_name(file), source };
            if self.file_format {
                let text = read_bounded(reader).map_err(unreadable)?;
                each(Place { file, line: None }, Line::Parsed(parse_file_format(&text).map_err(InputError::from)))?;
                continue;
            }
            if self.fpuzzles {
                let text = read_bounded(reader).map_err(unreadable)?;
                for (line, document) in fpuzzles_documents(&text) {
                    let read = parse_fpuzzles_document(document).map_err(InputError::from);
                    each(Place { file, line }, Line::Document(read))?;
                }
                continue;
            }
            let mut lines = BoundedLines::new(reader);
            while let Some((number, line)) = lines.next_line().map_err(unreadable)? {
                let place = Place { file, line: Some(number) };
                let line = match line {
                    Ok(line) => line.trim(),
                    Err(problem) => {
                        each(place, Line::Refused(problem))?;
                        continue;
                    }
                };
                // `#p=...` and `#s=...` are links (as `sudoku convert --to link` writes them).
                if line.is_empty() || (line.starts_with('#') && !looks_like_link(line)) {
                    continue;
                }
                let quick = if self.box_shape.is_none() { classic::quick_digits(line) } else { None };
                let parsed = match quick {
                    Some(digits) => Line::Classic(digits),
                    None if looks_like_link(line) => Line::Document(read_share_link(line)),
                    None if looks_like_fpuzzles(line) => {
                        Line::Document(parse_fpuzzles_document(line).map_err(InputError::from))
                    }
                    None => Line::Parsed(self.read_line(line).map_err(InputError::from)),
                };
                each(place, parsed)?;
            }
        }
        Ok(())
    }

    pub fn sources(&self) -> Vec<&str> {
        if self.files.is_empty() {
            vec!["-"]
        } else {
            self.files.iter().map(String::as_str).collect()
        }
    }

    fn read_line(&self, line: &str) -> Result<Puzzle, ParseError> {
        match &self.box_shape {
            Some(shape) => parse_line(line, &Geometry::standard(shape.width, shape.height)),
            None => parse_puzzle(line),
        }
    }
}

/// A line holding this app's share link: its puzzle and the setter's words.
fn read_share_link(line: &str) -> Result<FpuzzlesDocument, InputError> {
    match parse_link(line).map_err(InputError::Link)? {
        SharedLink::Puzzle(puzzle, meta) => Ok(FpuzzlesDocument { puzzle, meta }),
        SharedLink::Seed { .. } | SharedLink::Variant { .. } => Err(InputError::SeedLink),
    }
}

/// The f-puzzles documents of a file: one per line when every non-blank line is a
/// document of its own (a JSON object, or compressed text without spaces), else the whole
/// file; with the line each starts on (`None` for the whole file).
fn fpuzzles_documents(text: &str) -> Vec<(Option<usize>, &str)> {
    let lines: Vec<(usize, &str)> =
        text.lines().enumerate().map(|(i, l)| (i + 1, l.trim())).filter(|(_, l)| !l.is_empty()).collect();
    let one_each = |line: &str| {
        (line.starts_with('{') && line.ends_with('}'))
            || !line.contains(|c: char| c.is_whitespace() || "{}\"".contains(c))
    };
    if lines.len() > 1 && lines.iter().all(|(_, line)| one_each(line)) {
        lines.into_iter().map(|(number, line)| (Some(number), line)).collect()
    } else {
        vec![(None, text)]
    }
}

/// A buffered reader of `file` (`-` is stdin).
pub fn open(file: &str) -> Result<Box<dyn BufRead>, CliError> {
    if file == "-" {
        return Ok(Box::new(std::io::stdin().lock()));
    }
    let handle = std::fs::File::open(file).map_err(|source| CliError::Read { file: file.to_string(), source })?;
    Ok(Box::new(std::io::BufReader::new(handle)))
}

/// How errors name `file`: `<stdin>` for `-`.
pub fn display_name(file: &str) -> String {
    if file == "-" {
        "<stdin>".into()
    } else {
        file.to_string()
    }
}
