//! The engine's heavy work off the page's thread: a gloo-worker web worker
//! (`src/bin/worker.rs`, built by Trunk as `worker.js` + `worker_bg.wasm` and with wasm
//! SIMD as `worker_simd.js` + `worker_simd_bg.wasm`; `static/worker_loader.js` starts the
//! build that `static/worker_build.js` picks) and the page's side of it.
//!
//! - [`protocol`]: the jobs and replies, as serde data;
//! - [`codec`]: JSON over `postMessage` (the engine's types skip absent fields, which
//!   bincode, gloo-worker's default, cannot read back);
//! - [`read`]: pasted text and share links, read in the worker (the format parsers stay off the page);
//! - [`learn`]: every step available now, the review of a game and the trainer's game, ready to show;
//! - [`pictures`] and [`print`]: images of a board and printed batches, drawn as SVG and HTML text in the worker;
//! - [`engine_worker`]: the worker: runs one job at a time, reports a generation's progress;
//! - [`client`]: the page's side: runs jobs, keeps their progress, and cancels by terminating the worker (a busy
//!   worker never reads another message), spawning a fresh one for the next job.

pub mod client;
pub mod codec;
pub mod engine_worker;
pub mod learn;
pub mod pictures;
pub mod print;
pub mod protocol;
pub mod read;

pub use client::{cancel_all, latest_progress, run_job, watch, WatchGuard};
pub use engine_worker::EngineWorker;
pub use protocol::{listing, origin_of};
pub use protocol::{Job, JobError, JobProgress, JobResult, SOLUTION_LIMIT};
pub use read::{ReadError, Readout};
