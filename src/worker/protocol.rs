//! What the page asks the worker, and what comes back. Everything is plain serde data;
//! the generator's parameters travel in their text form.

use serde::{Deserialize, Serialize};
use sudoku_engine::generate::Generated;
use sudoku_engine::logic::Hint;
use sudoku_engine::{Deduction, Digit, DigitSet, Level, Puzzle, Rating};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    Solutions {
        puzzle: Puzzle,
        limit: usize,
    },
    Hint {
        puzzle: Puzzle,
        values: Vec<Option<Digit>>,
        marks: Vec<DigitSet>,
        solution: Option<Vec<Digit>>,
    },
    LogicalSolution {
        puzzle: Puzzle,
    },
    Rate {
        puzzle: Puzzle,
    },
    /// `params` is the text form of `GenerateParams`.
    Generate {
        params: String,
        phrase: String,
    },
}

impl Job {
    /// What the progress line says while the job runs.
    pub fn label(&self) -> &'static str {
        match self {
            Job::Solutions { .. } => "Solving",
            Job::Hint { .. } => "Looking for a hint",
            Job::LogicalSolution { .. } => "Solving step by step",
            Job::Rate { .. } => "Rating",
            Job::Generate { .. } => "Generating",
        }
    }
}

/// A generation's progress, after each attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobProgress {
    pub attempt: u32,
    pub max_attempts: u32,
    pub best: Option<Level>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JobResult {
    Solutions { solutions: Vec<Vec<Digit>>, complete: bool },
    Hint(Hint),
    LogicalSolution { steps: Vec<Deduction>, solved: bool },
    Rated(Rating),
    Generated(Result<Generated, String>),
}

/// What the worker sends: progress on a job, or its result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    Progress { id: u32, progress: JobProgress },
    Done { id: u32, result: Box<JobResult> },
}

/// A job with the number the page gave it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub id: u32,
    pub job: Job,
}

#[cfg(test)]
mod tests {
    use sudoku_engine::generate::{generate, GenerateParams, SeedPhrase};

    use super::*;
    use crate::worker::engine_worker::run;

    #[test]
    fn a_generation_crosses_the_wire_unchanged() {
        let params = GenerateParams::standard(2, 2);
        let phrase = SeedPhrase::new("wire").expect("valid");
        let job = Job::Generate { params: params.to_string(), phrase: phrase.to_string() };
        let text = serde_json::to_string(&Request { id: 7, job }).expect("serializes");
        let back: Request = serde_json::from_str(&text).expect("deserializes");
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
        let cells = puzzle.layout().cell_count();
        let job = Job::Hint {
            puzzle: puzzle.clone(),
            values: puzzle.givens().to_vec(),
            marks: vec![DigitSet::EMPTY; cells],
            solution: None,
        };
        let result = run(&job, &|_| {});
        let text = serde_json::to_string(&result).expect("serializes");
        assert_eq!(serde_json::from_str::<JobResult>(&text).expect("deserializes"), result);
        let text = serde_json::to_string(&Job::Rate { puzzle: puzzle.clone() }).expect("serializes");
        assert_eq!(serde_json::from_str::<Job>(&text).expect("deserializes"), Job::Rate { puzzle });
    }
}
