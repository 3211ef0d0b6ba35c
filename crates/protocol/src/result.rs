//! What each job found: one variant per [`Job`], each with its own type.

use serde::{Deserialize, Serialize};
use sudoku_engine::game::Origin;
use sudoku_engine::generate::{GenerateError, Generated, StartPosition};
use sudoku_engine::{Digit, Puzzle, Rating};

use crate::{
    GameReview, Job, NoStep, NotPrinted, PictureError, ReadError, Readout, Sheet, ShownHint, ShownSolution, StepList,
};

/// What a [`Job`] found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JobResult {
    /// For [`Job::Analyse`]: the solution when it is unique, and then the rating
    /// (`sudoku_engine::rate::rate`: its level is the SE band, as a v3 seed would label it).
    Analysed {
        solution: Option<Vec<Digit>>,
        rating: Option<Rating>,
    },
    /// For [`Job::Hint`]: the hint worded for the puzzle.
    Hint(ShownHint),
    /// For [`Job::Solutions`]: `complete` is false when the search stopped early.
    Solutions {
        solutions: Vec<Vec<Digit>>,
        complete: bool,
    },
    /// For [`Job::Count`]: the solutions found, up to two (where they differ shows the
    /// setter what is left open).
    Counted {
        solutions: Vec<Vec<Digit>>,
        complete: bool,
    },
    /// For [`Job::LogicalSolution`]: each step worded, with the cells it marks.
    LogicalSolution(ShownSolution),
    Rated(Rating),
    Generated(Result<Generated, NotMade>),
    /// For [`Job::GenerateVariant`].
    VariantGenerated(Result<Box<VariantMade>, NotMade>),
    /// What [`Job::Read`] read, or what was wrong and where.
    Read(Result<Readout, ReadError>),
    /// For [`Job::Steps`]: the steps, grouped by technique, or why there is none.
    Steps(Result<StepList, NoStep>),
    Reviewed(Box<GameReview>),
    Trained(Result<Trained, NotMade>),
    /// For [`Job::Picture`]: the SVG document.
    Pictured(Result<String, PictureError>),
    /// For [`Job::Print`]: the printed pages.
    Printed(Result<Vec<Sheet>, NotPrinted>),
}

/// Why no puzzle was made: the words of the engine's `GenerateError`, which say what
/// stood in the way. The worker words it: the page only shows it, so it carries none of
/// that error's types (large enums to read from JSON).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[error("{0}")]
pub struct NotMade(pub String);

impl From<GenerateError> for NotMade {
    fn from(why: GenerateError) -> NotMade {
        NotMade(why.to_string())
    }
}

/// A variant puzzle made: the puzzle, its one solution, its rating, and where it came
/// from (its title, rules in plain words and seed phrase).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VariantMade {
    pub puzzle: Puzzle,
    pub solution: Vec<Digit>,
    pub rating: Rating,
    pub origin: Origin,
}

/// The trainer's puzzle, and with `start_before` what brings it to the position just
/// before the technique's first use.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Trained {
    pub generated: Generated,
    pub start: Option<StartPosition>,
}

impl JobResult {
    /// Whether this is the kind of result `job` gives: the page drops any other.
    pub fn answers(&self, job: &Job) -> bool {
        matches!(
            (job, self),
            (Job::Analyse { .. }, JobResult::Analysed { .. })
                | (Job::Hint(_), JobResult::Hint(_))
                | (Job::Solutions { .. }, JobResult::Solutions { .. })
                | (Job::Count { .. }, JobResult::Counted { .. })
                | (Job::LogicalSolution { .. }, JobResult::LogicalSolution(_))
                | (Job::Rate { .. }, JobResult::Rated(_))
                | (Job::Generate(_), JobResult::Generated(_))
                | (Job::GenerateVariant { .. }, JobResult::VariantGenerated(_))
                | (Job::Read { .. }, JobResult::Read(_))
                | (Job::Steps(_), JobResult::Steps(_))
                | (Job::Review(_), JobResult::Reviewed(_))
                | (Job::Train { .. }, JobResult::Trained(_))
                | (Job::Picture(_), JobResult::Pictured(_))
                | (Job::Print(_), JobResult::Printed(_))
        )
    }
}
