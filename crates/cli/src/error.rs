//! The errors of the `solve`, `count` and `check` subcommands, with their exit status.

use std::fmt;

#[derive(Debug)]
pub enum CliError {
    /// A file (or stdin) could not be read.
    Read { file: String, source: std::io::Error },
    /// Output could not be written.
    Write(std::io::Error),
    /// Some inputs were not puzzles; each was reported in the output.
    BadPuzzles(usize),
}

impl CliError {
    /// 1 when only some puzzles were bad, 2 for everything that stopped the command
    /// (bad arguments are refused before, by clap, also with 2).
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::BadPuzzles(_) => 1,
            _ => 2,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Read { file, source } => write!(f, "cannot read {file}: {source}"),
            CliError::Write(e) => write!(f, "cannot write the output: {e}"),
            CliError::BadPuzzles(n) => write!(f, "{n} input(s) were not puzzles"),
        }
    }
}

impl std::error::Error for CliError {}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        CliError::Write(e)
    }
}
