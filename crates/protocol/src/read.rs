//! What pasted text or a link reads into, or why it cannot be read.

use serde::{Deserialize, Serialize};
use sudoku_engine::game::Origin;
use sudoku_engine::generate::variant::VariantFormat;
use sudoku_engine::logic::Strategy;
use sudoku_engine::{Level, Puzzle};
use thiserror::Error;

use crate::Seed;

/// What a paste or a link holds, fully validated: a puzzle with where it came from (the
/// setter's title, name and rules, when the document gave them), a seed, or a variant
/// seed (what [`crate::Job::GenerateVariant`] asks for: `families` as the generator
/// names them, `thermometer+kropki`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Readout {
    Puzzle(Puzzle, Box<Origin>),
    Seed(Seed),
    Variant {
        families: String,
        level: Level,
        technique: Option<Strategy>,
        phrase: String,
        /// The link's format (`variant-v1` links keep making their puzzles).
        #[serde(default)]
        format: VariantFormat,
    },
}

/// Why pasted text or a link cannot be read: which reader refused it, and the words of
/// the engine's error (`ShareError`, `ParseError`, `FpuzzlesError`), which say what was
/// wrong and where. The worker words them: the page only shows them, so it carries none of
/// those errors' types (each a large enum to read from JSON).
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ReadError {
    #[error("Nothing to read: paste a puzzle or a link first.")]
    Empty,
    #[error("This link cannot be read: {0}.")]
    Link(String),
    #[error("This puzzle cannot be read: {0}.")]
    Puzzle(String),
    #[error("This f-puzzles document cannot be read: {0}.")]
    Fpuzzles(String),
}

impl ReadError {
    /// What was wrong, without the sentence around it.
    pub fn why(&self) -> String {
        match self {
            ReadError::Link(why) | ReadError::Puzzle(why) | ReadError::Fpuzzles(why) => why.clone(),
            ReadError::Empty => "it is empty".into(),
        }
    }
}
