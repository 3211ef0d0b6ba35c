//! The seam between the Sudoku page and its web worker: every [`Job`] the page asks, the
//! [`JobResult`] that answers it (one variant per job, each with its own result type) and
//! the errors a job can end in, all serde data that travels as JSON over `postMessage`
//! inside an [`Envelope`] and a [`Reply`].
//!
//! What the page only shows crosses already worded or drawn, so that the page links no
//! reader of the engine's types behind it: a hint's sentences, each logical step's
//! sentence with the cells it marks ([`ShownHint`], [`ShownStep`], [`ShownSolution`]),
//! the review's lines, printed boards as SVG, the words of the engine's errors (a read
//! that fails, a puzzle not made: [`ReadError`], [`NotMade`]). What the page keeps or plays
//! (puzzles, ratings, seeds) crosses as the engine's types.

mod job;
mod listing;
mod picture;
mod print;
mod read;
mod result;
mod seed;
mod shown;

pub use job::{Envelope, Job, JobProgress, Reply, SOLUTION_LIMIT};
pub use listing::{GameReview, NoStep, PathLine, StepGroup, StepList};
pub use picture::{Picture, PictureError};
pub use print::{
    Caption, Figure, NotPrinted, Paper, PerPage, PrintBatch, PrintError, Sheet, ANSWERS_PER_PAGE, MAX_PAGES,
};
pub use read::{ReadError, Readout};
pub use result::{JobResult, NotMade, Trained, VariantMade};
pub use seed::Seed;
pub use shown::{ShownHint, ShownSolution, ShownStep};
