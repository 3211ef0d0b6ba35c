//! Reading puzzles for `solve`, `count` and `check`: the shared options (`--box WxH`,
//! `--file-format`), the files (stdin when none), one puzzle per line.

use std::io::Read;

use sudoku_engine::format::{parse_file_format, parse_line, parse_puzzle};
use sudoku_engine::geometry::BadBoxShape;
use sudoku_engine::solve::classic;
use sudoku_engine::{BoxShape, Geometry, ParseError, Puzzle};

use crate::error::CliError;

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

/// A puzzle line: a standard 9x9 one read by the fast path, or anything else, parsed.
pub enum Line {
    Classic([u8; 81]),
    Parsed(Result<Puzzle, ParseError>),
}

/// The options every puzzle-reading subcommand takes.
#[derive(Debug, Default)]
pub struct InputOptions {
    /// Read each line as a board with these boxes (width, height).
    pub box_shape: Option<BoxShape>,
    /// Each file is one puzzle in the .sudoku text format.
    pub file_format: bool,
    pub files: Vec<String>,
}

impl InputOptions {
    /// Takes `--box` and `--file-format` and the file names; `extra` handles any other
    /// option (given its name, its `=value` if any, and the remaining arguments) and
    /// returns false if it does not know it.
    pub fn parse(
        args: &[String],
        mut extra: impl FnMut(&str, Option<String>, &mut std::slice::Iter<'_, String>) -> Result<bool, CliError>,
    ) -> Result<InputOptions, CliError> {
        let mut options = InputOptions::default();
        let mut iter = args.iter();
        while let Some(arg) = iter.next() {
            let (name, inline) = match arg.split_once('=') {
                Some((n, v)) if arg.starts_with("--") => (n, Some(v.to_string())),
                _ => (arg.as_str(), None),
            };
            match name {
                "--box" => {
                    let value = value(name, inline, &mut iter)?;
                    let shape = value.parse().map_err(|e: BadBoxShape| CliError::Usage(format!("--box: {e}")))?;
                    options.box_shape = Some(shape);
                }
                "--file-format" => options.file_format = true,
                "-" => options.files.push(arg.clone()),
                _ if name.starts_with('-') => {
                    if !extra(name, inline, &mut iter)? {
                        return Err(CliError::Usage(format!("unknown option {arg}")));
                    }
                }
                _ => options.files.push(arg.clone()),
            }
        }
        Ok(options)
    }

    /// Calls `each` on every input in order, valid standard 9x9 lines (the bulk of real
    /// input) kept as digits for the fast path; files are read one at a time.
    pub fn for_each_line(&self, mut each: impl FnMut(Place<'_>, Line) -> Result<(), CliError>) -> Result<(), CliError> {
        for file in self.sources() {
            let text = read(file)?;
            if self.file_format {
                each(Place { file, line: None }, Line::Parsed(parse_file_format(&text)))?;
                continue;
            }
            for (i, line) in text.lines().enumerate() {
                let line = line.trim();
                if line.is_empty() || line.starts_with('#') {
                    continue;
                }
                let quick = if self.box_shape.is_none() { classic::quick_digits(line) } else { None };
                let parsed = match quick {
                    Some(digits) => Line::Classic(digits),
                    None => Line::Parsed(self.read_line(line)),
                };
                each(Place { file, line: Some(i + 1) }, parsed)?;
            }
        }
        Ok(())
    }

    fn sources(&self) -> Vec<&str> {
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

/// The value of an option: after `=`, or the next argument.
pub fn value(name: &str, inline: Option<String>, iter: &mut std::slice::Iter<'_, String>) -> Result<String, CliError> {
    inline.or_else(|| iter.next().cloned()).ok_or_else(|| CliError::Usage(format!("{name} needs a value")))
}

fn read(file: &str) -> Result<String, CliError> {
    let mut text = String::new();
    let result = if file == "-" {
        std::io::stdin().read_to_string(&mut text).map(|_| ())
    } else {
        std::fs::read_to_string(file).map(|t| text = t)
    };
    result.map_err(|source| CliError::Read {
        file: if file == "-" { "<stdin>".into() } else { file.to_string() },
        source,
    })?;
    Ok(text)
}
