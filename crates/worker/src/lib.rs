//! The engine's heavy work off the page's thread: a gloo-worker web worker (`src/bin/worker.rs`,
//! built by Trunk as `worker.js` + `worker_bg.wasm` and with wasm SIMD as `worker_simd.js` +
//! `worker_simd_bg.wasm`; the page's `static/worker_loader.js` starts the build that
//! `static/worker_build.js` picks). It answers each `sudoku_protocol::Job` with its
//! `JobResult`, and depends on no page code.
//!
//! - [`codec`]: JSON over `postMessage` (the engine's types skip absent fields, which
//!   bincode, gloo-worker's default, cannot read back); the page uses the same codec;
//! - [`read`]: pasted text and share links (the format parsers stay off the page);
//! - [`learn`]: every step available now, the review of a game and the trainer's start;
//! - [`pictures`] and [`print`]: images of a board and printed batches, as SVG and HTML;
//! - [`engine_worker`]: the worker: runs one job at a time, reports a generation's progress;
//! - [`nfc`]: the browser's Unicode NFC for seed phrases, for the page and the worker.

pub mod codec;
pub mod engine_worker;
pub mod learn;
pub mod nfc;
pub mod pictures;
pub mod print;
pub mod read;
pub mod variant;

pub use codec::Json;
pub use engine_worker::{run, EngineWorker};
