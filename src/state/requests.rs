//! Heavy engine work the state asks for (a hint, the solutions, the logical solution, a
//! new puzzle). The reducer only records a [`Request`]; the app runs it through
//! `crate::tasks` and dispatches the [`Response`], tagged with the game it was for.

use std::sync::Arc;

use sudoku_engine::generate::{GenerateParams, Generated, SeedPhrase};
use sudoku_engine::logic::Hint;
use sudoku_engine::{Deduction, Digit, DigitSet, Puzzle, Rating};

#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// The solution (if unique) and the rating of a puzzle that came without them.
    Analyse {
        puzzle: Arc<Puzzle>,
    },
    Hint {
        puzzle: Arc<Puzzle>,
        values: Vec<Option<Digit>>,
        marks: Vec<DigitSet>,
        solution: Option<Vec<Digit>>,
    },
    /// Up to five solutions, to show and cycle through.
    Solutions {
        puzzle: Arc<Puzzle>,
    },
    /// The computer's logical solution, step by step.
    Log {
        puzzle: Arc<Puzzle>,
    },
    /// The rating of the current puzzle, for the new-game dialog.
    Rate {
        puzzle: Arc<Puzzle>,
    },
    Generate {
        params: GenerateParams,
        phrase: SeedPhrase,
    },
    /// How many solutions the puzzle entered in setup mode has (none, one, several).
    SetupCheck {
        puzzle: Arc<Puzzle>,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub enum Response {
    Analysed {
        solution: Option<Vec<Digit>>,
        rating: Option<Rating>,
    },
    Hint(Hint),
    Solutions {
        solutions: Vec<Vec<Digit>>,
        complete: bool,
    },
    Log {
        steps: Vec<Deduction>,
        solved: bool,
    },
    Rated(Rating),
    Generated(Result<Box<Generated>, String>),
    SetupChecked {
        count: usize,
        complete: bool,
    },
    /// The request was cancelled (the player pressed Cancel) or its worker failed: why.
    Cancelled(String),
}

/// A request with its number and the serial of the game it concerns.
#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    pub id: u32,
    pub serial: u32,
    pub request: Request,
}
