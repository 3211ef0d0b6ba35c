//! The seam between the Sudoku page and its web worker: every [`Job`] the page asks, the
//! [`JobResult`] that answers it (one variant per job, each with its own result type) and
//! the errors a job can end in, all serde data that travels as JSON over `postMessage`
//! inside an [`Envelope`] and a [`Reply`].
//!
//! Nothing here is laid-out text: the steps and the review are data the page renders, the
//! generator's parameters and seed phrases are the engine's types, printed pages are
//! sheets of the engine's board pictures, and every error is a small enum whose `Display`
//! the page shows. Only a finished image (an SVG document to download) and the words of
//! the engine's errors that the page only shows (a read that fails, a puzzle not made:
//! [`ReadError`], [`NotMade`]) are text, so that the page links no reader of those errors.

mod job;
mod listing;
mod picture;
mod print;
mod read;
mod result;
mod seed;

pub use job::{Envelope, Job, JobProgress, Reply, SOLUTION_LIMIT};
pub use listing::{GameReview, NoStep, PathLine, StepGroup, StepList};
pub use picture::{Picture, PictureError};
pub use print::{Caption, Figure, Paper, PerPage, PrintBatch, PrintError, Sheet, ANSWERS_PER_PAGE, MAX_PAGES};
pub use read::{ReadError, Readout};
pub use result::{JobResult, NotMade, Trained, VariantMade};
pub use seed::Seed;
