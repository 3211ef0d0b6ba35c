//! The jobs the state has asked for and not yet heard back from. The reducer only
//! queues a [`Job`]; the app runs it through `crate::tasks` and dispatches its result,
//! tagged with the game it was for. What the status line says while work runs is
//! derived from these jobs.

use crate::worker::Job;

/// A job with its number and the serial of the game it concerns.
#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    pub id: u32,
    pub serial: u32,
    pub job: Job,
}

/// What the status line says while the player waits: the oldest job they asked for.
pub fn status(pending: &[Pending]) -> Option<String> {
    pending.iter().find(|p| p.job.is_foreground()).map(|p| format!("{}...", p.job.label()))
}
