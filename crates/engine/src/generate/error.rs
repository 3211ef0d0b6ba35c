//! Why the generator made no puzzle.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::reach::OutOfReach;
use crate::error::GeometryError;
use crate::geometry::BoardKind;
use crate::logic::Strategy;
use crate::rate::Level;

/// A generation that produced nothing. (A search that ran out of attempts or time after
/// making at least one puzzle is not an error: it returns its best puzzle, flagged.)
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum GenerateError {
    #[error("the board is not valid: {0}")]
    Geometry(#[from] GeometryError),
    #[error("the attempt budget is 0: nothing would be tried")]
    NoAttempts,
    #[error("attempts count from 1")]
    AttemptZero,
    #[error("{level} puzzles are out of reach on a {board:#} board: {}; it offers {}", reason(.why), listed(.offered, |l| l.name()))]
    LevelOutOfReach { board: BoardKind, level: Level, why: Option<OutOfReach>, offered: Vec<Level> },
    #[error("cancelled before any puzzle was made")]
    Cancelled,
    #[error("the time ran out before any puzzle was made")]
    OutOfTime,
    #[error("the trainer needs a technique")]
    NoTechnique,
    #[error("the trainer does not make {technique} puzzles on a {board:#} board; it offers {}", listed(.offered, |s| s.name()))]
    TechniqueOutOfReach { technique: Strategy, board: BoardKind, offered: Vec<Strategy> },
    #[error("no puzzle whose hardest step is {technique} was made in {attempts} attempts; try another seed phrase")]
    TechniqueNotMade { technique: Strategy, attempts: u32 },
    #[error("no solution grid could be made on this board in {attempts} attempts (do the regions admit one?)")]
    NoSolutionGrid { attempts: u32 },
}

/// Why no level at least as hard is offered, as a sentence fragment.
fn reason(why: &Option<OutOfReach>) -> &'static str {
    why.map_or("no level at least as hard is reachable", OutOfReach::reason)
}

/// Names joined by commas, as the errors list what is offered.
fn listed<T: Copy>(items: &[T], name: impl Fn(T) -> &'static str) -> String {
    items.iter().map(|&item| name(item)).collect::<Vec<_>>().join(", ")
}
