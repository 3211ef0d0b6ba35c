//! What the page asks the worker, and the envelopes both sides exchange.

use serde::{Deserialize, Serialize};
use sudoku_engine::game::Game;
use sudoku_engine::generate::variant::VariantFormat;
use sudoku_engine::generate::GenerateParams;
use sudoku_engine::logic::{HintQuery, Strategy};
use sudoku_engine::{Level, Puzzle};

use crate::{JobResult, Picture, PrintBatch, Seed};

/// How many solutions "Solve" looks for (Sudoku Savant stops at 5).
pub const SOLUTION_LIMIT: usize = 5;

/// A piece of the engine's work, from the state that asks for it, through the worker, to
/// the [`JobResult`] of the same name that the state receives.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// The solution (if unique) and the rating of a puzzle that came without them; the
    /// rating's level is the one `sudoku_engine::rate::rate` gives, its band on SE's scale.
    Analyse {
        puzzle: Puzzle,
    },
    Hint(HintQuery),
    /// Up to [`SOLUTION_LIMIT`] solutions, to show and cycle through.
    Solutions {
        puzzle: Puzzle,
    },
    /// How many solutions a puzzle entered by hand has: none, one or several.
    Count {
        puzzle: Puzzle,
    },
    /// The computer's logical solution, step by step.
    LogicalSolution {
        puzzle: Puzzle,
    },
    /// The rating of the current puzzle (`sudoku_engine::rate::rate`), for the new-game dialog.
    Rate {
        puzzle: Puzzle,
    },
    /// A new puzzle to play.
    Generate(Seed),
    /// A new 9x9 puzzle of one family of variant constraints or two (`families` as
    /// `sudoku generate --variant` reads them: `thermometer+kropki`) at exactly `level`,
    /// from the seed phrase `phrase`; with `technique`, a practice puzzle of that step
    /// of the family (`level` is the step's).
    GenerateVariant {
        families: String,
        level: Level,
        #[serde(default)]
        technique: Option<Strategy>,
        phrase: String,
        /// The phrase-to-puzzle function's version (a `variant-v1` link's puzzle is made
        /// under `variant-v1`; new puzzles under the latest).
        #[serde(default)]
        format: VariantFormat,
    },
    /// Pasted text or a share link, read into a puzzle or a seed. With `link`, the text
    /// came from the address bar and is read as a share link only.
    Read {
        text: String,
        link: bool,
    },
    /// Every step available from the player's position.
    Steps(HintQuery),
    /// The game looked back on: the player's path beside the solver's.
    Review(Box<Game>),
    /// A trainer puzzle (the parameters name the technique), started with `start_before`
    /// just before the technique's first use.
    Train {
        seed: Seed,
        start_before: bool,
    },
    /// A board drawn as SVG, for an image download.
    Picture(Box<Picture>),
    /// A batch of puzzles made and laid out on printed pages.
    Print(Box<PrintBatch>),
}

impl Job {
    /// What the progress line says while the job runs.
    pub fn label(&self) -> String {
        match self {
            Job::Analyse { .. } => "Analysing the puzzle".into(),
            Job::Hint(_) => "Looking for a hint".into(),
            Job::Solutions { .. } => "Solving".into(),
            Job::Count { .. } => "Counting solutions".into(),
            Job::LogicalSolution { .. } => "Solving step by step".into(),
            Job::Rate { .. } => "Rating".into(),
            Job::Read { .. } => "Reading the puzzle".into(),
            Job::Steps(_) => "Listing every step".into(),
            Job::Review(_) => "Reviewing the game".into(),
            Job::Generate(seed) | Job::Train { seed, .. } => generating(&seed.params),
            Job::GenerateVariant { technique: Some(_), .. } => "Making a practice puzzle".into(),
            Job::GenerateVariant { level, .. } => format!("Generating a {level} variant puzzle"),
            Job::Picture(_) => "Drawing".into(),
            Job::Print(_) => "Making the puzzles".into(),
        }
    }

    /// True for work the player asked for and waits on; false for what runs unasked
    /// (analysing a loaded puzzle, rating it for the new-game dialog).
    pub fn is_foreground(&self) -> bool {
        !matches!(self, Job::Analyse { .. } | Job::Rate { .. })
    }

    /// True for the jobs that make a new puzzle to play: a later one replaces an earlier one.
    pub fn makes_puzzle(&self) -> bool {
        matches!(self, Job::Generate(_) | Job::GenerateVariant { .. } | Job::Train { .. })
    }

    /// The seed of a job that makes a puzzle to play.
    pub fn seed(&self) -> Option<&Seed> {
        match self {
            Job::Generate(seed) | Job::Train { seed, .. } => Some(seed),
            _ => None,
        }
    }
}

fn generating(params: &GenerateParams) -> String {
    match params {
        GenerateParams { technique: Some(technique), .. } => format!("Generating a {technique} puzzle"),
        GenerateParams { exact: true, min_level, .. } => format!("Generating a {min_level} puzzle"),
        GenerateParams { min_level, .. } => format!("Generating a {min_level} or harder puzzle"),
    }
}

/// A generation's progress, after each attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobProgress {
    pub attempt: u32,
    pub max_attempts: u32,
    pub best: Option<Level>,
}

/// What the worker sends: progress on a job, or its result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    Progress { id: u32, progress: JobProgress },
    Done { id: u32, result: Box<JobResult> },
}

/// A job with the number the page gave it, as it travels to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope {
    pub id: u32,
    pub job: Job,
}
