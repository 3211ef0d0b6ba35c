//! Every heavy engine call (generate, solve, rate, hint, logical solution) goes through an
//! async function here, and each runs in the web worker (`crate::worker`), so the page
//! never blocks: a generation reports its progress, and `cancel` stops every job at once
//! by terminating the worker. The engine's heavy code lives only in the worker's wasm, so
//! the page's own wasm stays small; if the worker cannot start, the job fails with the reason.

use sudoku_engine::generate::{GenerateParams, Generated, SeedPhrase};
use sudoku_engine::logic::Hint;
use sudoku_engine::{Deduction, Digit, DigitSet, Puzzle, Rating};

use crate::state::{Request, Response};
use crate::worker::{run_job, Cancelled, Job, JobResult};

pub use crate::worker::client::{running, watch, Running, WatchGuard};

/// How many solutions "Solve" looks for (seed 000 stops at 5).
pub const SOLUTION_LIMIT: usize = 5;

/// Stops every running job (the worker is terminated; the next job starts a fresh one).
pub fn cancel() {
    crate::worker::cancel_all();
}

async fn run_in_worker(job: Job) -> Result<JobResult, Cancelled> {
    run_job(job, |_| {}).await
}

fn unexpected(result: JobResult) -> Cancelled {
    Cancelled::Failed(format!("unexpected reply {result:?}"))
}

/// Up to `limit` solutions of `puzzle`, and whether the search finished.
pub async fn solutions(puzzle: &Puzzle, limit: usize) -> Result<(Vec<Vec<Digit>>, bool), Cancelled> {
    match run_in_worker(Job::Solutions { puzzle: puzzle.clone(), limit }).await? {
        JobResult::Solutions { solutions, complete } => Ok((solutions, complete)),
        other => Err(unexpected(other)),
    }
}

/// The next hint from a player's position.
pub async fn hint(
    puzzle: &Puzzle,
    values: &[Option<Digit>],
    marks: &[DigitSet],
    solution: Option<&[Digit]>,
) -> Result<Hint, Cancelled> {
    let job = Job::Hint {
        puzzle: puzzle.clone(),
        values: values.to_vec(),
        marks: marks.to_vec(),
        solution: solution.map(<[Digit]>::to_vec),
    };
    match run_in_worker(job).await? {
        JobResult::Hint(hint) => Ok(hint),
        other => Err(unexpected(other)),
    }
}

/// The computer's step-by-step solution: its steps, and whether they solve the puzzle.
pub async fn logical_solution(puzzle: &Puzzle) -> Result<(Vec<Deduction>, bool), Cancelled> {
    match run_in_worker(Job::LogicalSolution { puzzle: puzzle.clone() }).await? {
        JobResult::LogicalSolution { steps, solved } => Ok((steps, solved)),
        other => Err(unexpected(other)),
    }
}

pub async fn rating(puzzle: &Puzzle) -> Result<Rating, Cancelled> {
    match run_in_worker(Job::Rate { puzzle: puzzle.clone() }).await? {
        JobResult::Rated(rating) => Ok(rating),
        other => Err(unexpected(other)),
    }
}

pub async fn generate(params: &GenerateParams, phrase: &SeedPhrase) -> Result<Result<Generated, String>, Cancelled> {
    let job = Job::Generate { params: params.to_string(), phrase: phrase.to_string() };
    match run_in_worker(job).await? {
        JobResult::Generated(result) => Ok(result),
        other => Err(unexpected(other)),
    }
}

/// Runs a request of the state and returns its response.
pub async fn run(request: Request) -> Response {
    answer(request).await.unwrap_or_else(|why| Response::Cancelled(why.to_string()))
}

async fn answer(request: Request) -> Result<Response, Cancelled> {
    Ok(match request {
        Request::Analyse { puzzle } => {
            let (found, complete) = solutions(&puzzle, 2).await?;
            let unique = complete && found.len() == 1;
            let solution = found.into_iter().next().filter(|_| unique);
            let rating = if unique { Some(rating(&puzzle).await?) } else { None };
            Response::Analysed { solution, rating }
        }
        Request::Hint { puzzle, values, marks, solution } => {
            Response::Hint(hint(&puzzle, &values, &marks, solution.as_deref()).await?)
        }
        Request::Solutions { puzzle } => {
            let (solutions, complete) = solutions(&puzzle, SOLUTION_LIMIT).await?;
            Response::Solutions { solutions, complete }
        }
        Request::Log { puzzle } => {
            let (steps, solved) = logical_solution(&puzzle).await?;
            Response::Log { steps, solved }
        }
        Request::Rate { puzzle } => Response::Rated(rating(&puzzle).await?),
        Request::Generate { params, phrase } => Response::Generated(generate(&params, &phrase).await?.map(Box::new)),
        Request::SetupCheck { puzzle } => {
            let (found, complete) = solutions(&puzzle, 2).await?;
            Response::SetupChecked { count: found.len(), complete }
        }
    })
}
