//! Pasted text and share links, read by the worker ([`Job::Read`]): a puzzle starts, a
//! seed is generated, and what could not be read is kept for the paste dialog or the
//! link's notice.

use sudoku_engine::game::Game;
use thiserror::Error;

use super::AppState;
use crate::worker::{Job, JobError, ReadError, Readout};

/// Text being read, and why it could not be, once known.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    /// The address bar's link (else pasted text).
    pub link: bool,
    pub failed: Option<ReadFailure>,
}

/// Why text was not read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReadFailure {
    #[error("{0}")]
    Read(ReadError),
    #[error("The puzzle could not be read: {0}.")]
    Worker(JobError),
}

impl ReadFailure {
    /// What was wrong, without the sentence around it.
    pub fn why(&self) -> String {
        match self {
            ReadFailure::Read(error) => error.why(),
            ReadFailure::Worker(error) => error.to_string(),
        }
    }
}

impl AppState {
    /// Has the worker read `text` (with `link`, as a share link only).
    pub(super) fn read(&mut self, text: String, link: bool) {
        self.reading = Some(Reading { link, failed: None });
        self.request(Job::Read { text, link });
    }

    /// What the worker read: a puzzle starts, a seed makes its puzzle.
    pub(super) fn receive_read(&mut self, read: Result<Readout, ReadFailure>) {
        match read {
            Ok(Readout::Puzzle(puzzle, origin)) => {
                self.reading = None;
                let mut game = Game::new(puzzle);
                game.set_origin(*origin);
                self.start(game);
            }
            Ok(Readout::Seed(seed)) => {
                self.reading = None;
                self.request(Job::Generate(seed));
            }
            Ok(Readout::Variant { families, level, technique, phrase, format }) => {
                self.reading = None;
                self.request(Job::GenerateVariant { families, level, technique, phrase, format });
            }
            Err(failure) => {
                if let Some(reading) = &mut self.reading {
                    reading.failed = Some(failure);
                }
            }
        }
    }
}
