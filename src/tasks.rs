//! Every heavy engine call (generate, solve, rate, hint, logical solution) goes through an
//! async function here. For now each runs the engine on the page's thread after yielding
//! once (so that a "working" message paints first); a web worker can take over their
//! insides without any component changing.

use std::time::Duration;

use sudoku_engine::generate::{self, GenerateParams, Generated, SeedPhrase};
use sudoku_engine::logic::{self, Hint};
use sudoku_engine::solve::{self, Solutions};
use sudoku_engine::{rate, Deduction, Digit, DigitSet, LogicalSolution, Puzzle, Rating};

use crate::state::{Request, Response};

/// How many solutions "Solve" looks for (seed 000 stops at 5).
pub const SOLUTION_LIMIT: usize = 5;

/// Lets the browser paint before a long computation.
async fn yield_to_browser() {
    yew::platform::time::sleep(Duration::from_millis(0)).await;
}

/// Up to `limit` solutions of `puzzle`.
pub async fn solutions(puzzle: &Puzzle, limit: usize) -> Solutions {
    yield_to_browser().await;
    solve::count_solutions(puzzle, limit)
}

/// The next hint from a player's position.
pub async fn hint(puzzle: &Puzzle, values: &[Option<Digit>], marks: &[DigitSet], solution: Option<&[Digit]>) -> Hint {
    yield_to_browser().await;
    let marks = marks.iter().any(|m| !m.is_empty()).then_some(marks);
    logic::hint(puzzle, values, marks, solution)
}

/// The computer's step-by-step solution.
pub async fn logical_solution(puzzle: &Puzzle) -> LogicalSolution {
    yield_to_browser().await;
    logic::solve_logically(puzzle)
}

pub async fn rating(puzzle: &Puzzle) -> Rating {
    yield_to_browser().await;
    rate::rate(puzzle)
}

pub async fn generate(params: &GenerateParams, phrase: &SeedPhrase) -> Result<Generated, String> {
    yield_to_browser().await;
    generate::generate(params, phrase).map_err(|e| e.to_string())
}

/// Runs a request of the state and returns its response.
pub async fn run(request: Request) -> Response {
    match request {
        Request::Analyse { puzzle } => {
            let found = solutions(&puzzle, 2).await;
            let unique = found.is_unique();
            let solution = found.solutions.into_iter().next().filter(|_| unique);
            let rating = if unique { Some(rating(&puzzle).await) } else { None };
            Response::Analysed { solution, rating }
        }
        Request::Hint { puzzle, values, marks, solution } => {
            Response::Hint(hint(&puzzle, &values, &marks, solution.as_deref()).await)
        }
        Request::Solutions { puzzle } => {
            let found = solutions(&puzzle, SOLUTION_LIMIT).await;
            Response::Solutions { complete: found.complete, solutions: found.solutions }
        }
        Request::Log { puzzle } => {
            let solution = logical_solution(&puzzle).await;
            let steps: Vec<Deduction> = solution.steps;
            Response::Log { steps, solved: solution.solved }
        }
        Request::Rate { puzzle } => Response::Rated(rating(&puzzle).await),
        Request::Generate { params, phrase } => Response::Generated(generate(&params, &phrase).await.map(Box::new)),
        Request::SetupCheck { puzzle } => {
            let found = solutions(&puzzle, 2).await;
            Response::SetupChecked { count: found.count(), complete: found.complete }
        }
    }
}
