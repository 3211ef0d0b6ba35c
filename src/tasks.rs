//! Every heavy engine call (generate, solve, rate, hint, logical solution) is a [`Job`]
//! that runs in the web worker (`crate::worker`), so the page never blocks. The state
//! queues jobs, the app runs them here and hands each result back to the state. The
//! engine's heavy code lives only in the worker's wasm, so the page's own wasm stays
//! small; if the worker cannot start, the job fails with the reason.

use crate::worker::{Job, JobError, JobResult};

pub use crate::worker::{latest_progress, watch, WatchGuard};

/// Runs `job` in the worker.
pub async fn run(job: Job) -> Result<JobResult, JobError> {
    crate::worker::run_job(job).await
}

/// Stops every running job (the worker is terminated; the next job starts a fresh one).
pub fn cancel() {
    crate::worker::cancel_all();
}
