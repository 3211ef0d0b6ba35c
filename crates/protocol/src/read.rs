//! What pasted text or a link reads into, or why it cannot be read.

use serde::{Deserialize, Serialize};
use sudoku_engine::format::FpuzzlesError;
use sudoku_engine::game::Origin;
use sudoku_engine::share::ShareError;
use sudoku_engine::{ParseError, Puzzle};
use thiserror::Error;

use crate::Seed;

/// What a paste or a link holds, fully validated: a puzzle with where it came from (the
/// setter's title, name and rules, when the document gave them), or a seed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Readout {
    Puzzle(Puzzle, Box<Origin>),
    Seed(Seed),
}

/// Why pasted text or a link cannot be read: which reader refused it, and the engine's
/// error that says what was wrong and where.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ReadError {
    #[error("Nothing to read: paste a puzzle or a link first.")]
    Empty,
    #[error("This link cannot be read: {0}.")]
    Link(ShareError),
    #[error("This puzzle cannot be read: {0}.")]
    Puzzle(ParseError),
    #[error("This f-puzzles document cannot be read: {0}.")]
    Fpuzzles(FpuzzlesError),
}

impl ReadError {
    /// What was wrong, without the sentence around it.
    pub fn why(&self) -> String {
        match self {
            ReadError::Link(why) => why.to_string(),
            ReadError::Puzzle(why) => why.to_string(),
            ReadError::Fpuzzles(why) => why.to_string(),
            ReadError::Empty => "it is empty".into(),
        }
    }
}
