//! The page's side of the web worker (the crate `sudoku-worker`, built by Trunk from
//! `crates/worker`): [`client`] runs jobs in two workers (what the player asked for, and
//! what runs unasked), keeps their progress, and cancels by terminating a worker (a busy
//! worker never reads another message), spawning a fresh one for the next job. What travels is `sudoku-protocol`'s data, re-exported here.

pub mod client;

pub use client::{cancel_all, latest_progress, run_job, watch, WatchGuard};
pub use sudoku_protocol::*;

/// Why a job gave no result (on the page's side: nothing of this crosses to the worker).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JobError {
    /// The player pressed Cancel.
    #[error("cancelled")]
    Cancelled,
    /// The worker could not start or crashed: the browser's words.
    #[error("the background worker failed ({0})")]
    Failed(String),
    /// The worker answered with another job's kind of result.
    #[error("the background worker answered another question")]
    WrongAnswer,
}
