//! What the generator's searches share: how a caller steers one ([`Control`]), what it
//! reports after each attempt ([`Progress`]), why it ended ([`Stop`]), one attempt's
//! puzzle before rating ([`Candidate`]) and the answer ([`Generated`]).

use std::sync::atomic::{AtomicBool, Ordering};

use serde::{Deserialize, Serialize};

use crate::digits::Digit;
use crate::grid::Puzzle;
use crate::rate::{Level, Rating};

/// Ways to steer a search from outside. Every hook is optional; `Control::default()` has none.
#[derive(Default)]
pub struct Control<'a> {
    /// Set to true (from another thread, or a UI callback) to stop as soon as possible.
    pub cancel: Option<&'a AtomicBool>,
    /// Returns true when the time budget is spent (for example `|| now_ms() > deadline`;
    /// `std::time::Instant` panics on wasm32, so the caller brings its own clock).
    pub out_of_time: Option<&'a dyn Fn() -> bool>,
    /// Called after every attempt.
    pub on_attempt: Option<&'a dyn Fn(&Progress)>,
}

impl std::fmt::Debug for Control<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Control")
            .field("cancel", &self.cancel)
            .field("out_of_time", &self.out_of_time.is_some())
            .field("on_attempt", &self.on_attempt.is_some())
            .finish()
    }
}

impl Control<'_> {
    /// Why to stop now, if at all.
    pub(crate) fn interruption(&self) -> Option<Stop> {
        if self.cancel.is_some_and(|flag| flag.load(Ordering::Relaxed)) {
            Some(Stop::Cancelled)
        } else if self.out_of_time.is_some_and(|f| f()) {
            Some(Stop::OutOfTime)
        } else {
            None
        }
    }

    /// Tells the caller how attempt `attempt` went: its level (`None` when it made no
    /// puzzle), the best level so far, this attempt's included, and the budget shown.
    pub(crate) fn report(&self, max_attempts: u32, attempt: u32, level: Option<Level>, best: Option<Level>) {
        if let Some(on_attempt) = self.on_attempt {
            on_attempt(&Progress { attempt, max_attempts, level, best: best.max(level) });
        }
    }
}

/// Where a search stands, after each attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Attempts made so far (from 1).
    pub attempt: u32,
    pub max_attempts: u32,
    /// The level of this attempt's puzzle (`None` when it made no puzzle).
    pub level: Option<Level>,
    /// The best level found so far.
    pub best: Option<Level>,
}

/// Why a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stop {
    /// A puzzle of the requested level was found.
    Reached,
    /// Every attempt was made; the best puzzle is returned.
    AttemptsExhausted,
    /// The cancel flag was set; the best puzzle so far is returned.
    Cancelled,
    /// The deadline passed; the best puzzle so far is returned.
    OutOfTime,
}

/// A generated puzzle and how the search went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Generated {
    pub puzzle: Puzzle,
    /// The unique solution, one digit per cell, row-major.
    pub solution: Vec<Digit>,
    pub rating: Rating,
    /// How many attempts were made.
    pub attempts: u32,
    /// Which attempt (from 1) made `puzzle`: with a phrase, [`super::generate_attempt`] remakes it
    /// from this number alone.
    pub attempt: u32,
    /// True when `rating.level` meets the request (at least `min_level`, or exactly it).
    pub reached_level: bool,
    pub stop: Stop,
}

/// One attempt's puzzle, before rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub puzzle: Puzzle,
    pub solution: Vec<Digit>,
    /// Uniqueness checks the removal took.
    pub checks: u32,
}
