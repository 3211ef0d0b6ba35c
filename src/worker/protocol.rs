//! What the page asks the worker, and what comes back. Everything is plain serde data;
//! the generator's parameters travel in their text form.

use serde::{Deserialize, Serialize};
use sudoku_engine::game::{Game, Origin};
use sudoku_engine::generate::{GenerateParams, Generated, StartPosition};
use sudoku_engine::logic::{Deduction, Hint, HintQuery};
use sudoku_engine::{Digit, Level, LogicalSolution, Puzzle, Rating};

use super::read::{ReadError, Readout};

pub use super::pictures::Picture;

/// How many solutions "Solve" looks for (Sudoku Savant stops at 5).
pub const SOLUTION_LIMIT: usize = 5;

/// A piece of the engine's work, from the state that asks for it, through the worker,
/// to the [`JobResult`] the state receives.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// The solution (if unique) and the rating of a puzzle that came without them.
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
    /// The rating of the current puzzle, for the new-game dialog.
    Rate {
        puzzle: Puzzle,
    },
    /// `params` is the text form of `GenerateParams`.
    Generate {
        params: String,
        phrase: String,
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
    /// A trainer puzzle (`params` names the technique), started with `start_before` just
    /// before the technique's first use.
    Train {
        params: String,
        phrase: String,
        start_before: bool,
    },
    /// A board drawn as SVG, for an image download.
    Picture(Box<Picture>),
    /// A batch of puzzles made and laid out on printed pages, as HTML; `form` is the
    /// print form's fields, one `field=value` a line (`worker::print::PrintBatch`).
    PrintBatch {
        form: String,
    },
    /// The print form's fields, as HTML.
    PrintForm,
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
            Job::Generate { params, .. } | Job::Train { params, .. } => match params.parse::<GenerateParams>() {
                Ok(GenerateParams { technique: Some(technique), .. }) => format!("Generating a {technique} puzzle"),
                Ok(params) if params.exact => format!("Generating a {} puzzle", params.min_level),
                Ok(params) => format!("Generating a {} or harder puzzle", params.min_level),
                Err(_) => "Generating".into(),
            },
            Job::Picture(_) | Job::PrintBatch { .. } | Job::PrintForm => "Drawing".into(),
        }
    }

    /// True for work the player asked for and waits on; false for what runs unasked
    /// (analysing a loaded puzzle, rating it for the new-game dialog).
    pub fn is_foreground(&self) -> bool {
        !matches!(self, Job::Analyse { .. } | Job::Rate { .. })
    }

    /// True for the jobs that make a new puzzle to play: a later one replaces an earlier one.
    pub fn makes_puzzle(&self) -> bool {
        matches!(self, Job::Generate { .. } | Job::Train { .. })
    }
}

/// A generation's progress, after each attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobProgress {
    pub attempt: u32,
    pub max_attempts: u32,
    pub best: Option<Level>,
}

/// What a [`Job`] found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JobResult {
    Analysed {
        solution: Option<Vec<Digit>>,
        rating: Option<Rating>,
    },
    Hint(Hint),
    Solutions {
        solutions: Vec<Vec<Digit>>,
        complete: bool,
    },
    Counted {
        count: usize,
        complete: bool,
    },
    LogicalSolution(LogicalSolution),
    Rated(Rating),
    Generated(Result<Generated, String>),
    /// What [`Job::Read`] read, or the sentence that says what was wrong and where.
    Read(Result<Readout, ReadError>),
    /// A listing (see [`listing`]) and, for [`Job::Steps`], the steps its lists label in
    /// the same order (none for [`Job::Review`]; with no step, the listing's line says why).
    Listed(String, Vec<Deduction>),
    /// The trainer's puzzle, and with `start_before` what brings it to the position just
    /// before the technique's first use.
    Trained(Result<Generated, String>, Option<StartPosition>),
    /// What [`Job::Picture`] or [`Job::PrintBatch`] drew: SVG or HTML text.
    Drawn(String),
    /// Why [`Job::Picture`] or [`Job::PrintBatch`] drew nothing. (Two variants rather than
    /// a `Result`: the page reads them with less code.)
    NotDrawn(String),
}

/// Text laid out for a panel, as one string (no new data type crosses to the page):
/// paragraphs split by a blank line; the first holds lines to read, each other one a
/// list: its heading line, then one line per entry.
pub fn listing(lines: &[String], lists: &[(String, Vec<String>)]) -> String {
    let mut text = lines.join("\n");
    for (heading, entries) in lists {
        text.push_str("\n\n");
        text.push_str(heading);
        for entry in entries {
            text.push('\n');
            text.push_str(&entry.replace('\n', " "));
        }
    }
    text
}

/// The origin of a game made by a generation job: its phrase, and its parameters with the
/// attempt that made the puzzle pinned (see `GenerateParams::attempt`), for its seed link.
pub fn origin_of(params: &str, phrase: &str, attempt: u32) -> Origin {
    let pinned =
        params.parse::<GenerateParams>().ok().map(|p| GenerateParams { attempt: Some(attempt), ..p }.to_string());
    Origin { phrase: Some(phrase.to_string()), params: pinned }
}

/// Why a job gave no result.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JobError {
    /// The player pressed Cancel.
    #[error("cancelled")]
    Cancelled,
    /// The worker could not start or crashed: why.
    #[error("the background worker failed ({0})")]
    Failed(String),
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

#[cfg(test)]
mod tests {
    use sudoku_engine::generate::{generate, GenerateParams, SeedPhrase};

    use sudoku_engine::game::Game;

    use super::*;
    use crate::worker::engine_worker::run;

    #[test]
    fn a_generation_crosses_the_wire_unchanged() {
        let params = GenerateParams::standard(2, 2);
        let phrase = SeedPhrase::new("wire").expect("valid");
        let job = Job::Generate { params: params.to_string(), phrase: phrase.to_string() };
        let text = serde_json::to_string(&Envelope { id: 7, job }).expect("serializes");
        let back: Envelope = serde_json::from_str(&text).expect("deserializes");
        let JobResult::Generated(Ok(data)) = run(&back.job, &|_| {}) else { panic!("a generated puzzle") };
        let reply = Reply::Done { id: 7, result: Box::new(JobResult::Generated(Ok(data))) };
        let text = serde_json::to_string(&reply).expect("json");
        let Reply::Done { result, .. } = serde_json::from_str(&text).expect("json") else { panic!("the same reply") };
        let JobResult::Generated(Ok(data)) = *result else { panic!("a generated puzzle") };
        assert_eq!(data, generate(&params, &phrase).expect("generates"));
    }

    #[test]
    fn jigsaw_puzzles_and_hints_cross_the_wire() {
        let params: GenerateParams = "box=3x2 variant=jigsaw level=easy".parse().expect("valid params");
        let phrase = SeedPhrase::new("jig").expect("valid");
        let generated = generate(&params, &phrase).expect("generates");
        let puzzle = generated.puzzle.clone();
        let job = Job::Hint(HintQuery::of(&Game::new(puzzle.clone())));
        let result = run(&job, &|_| {});
        let text = serde_json::to_string(&result).expect("serializes");
        assert_eq!(serde_json::from_str::<JobResult>(&text).expect("deserializes"), result);
        let text = serde_json::to_string(&Job::Rate { puzzle: puzzle.clone() }).expect("serializes");
        assert_eq!(serde_json::from_str::<Job>(&text).expect("deserializes"), Job::Rate { puzzle });
    }
}
