//! What is shown beside (or over) the board: a hint, the solutions, the solution log, and
//! the dialogs. None of it is undone.

use std::rc::Rc;

use sudoku_engine::logic::HintLevel;
use sudoku_engine::rate::Rating;
use sudoku_engine::{Digit, DigitSet, LogicalSolution};

use super::exports::{ImageView, PrintView, Saving};
use crate::worker::{GameReview, ShownHint, StepList};

/// A hint (worded by the worker) told at a level, 1 to 3.
#[derive(Clone, Debug, PartialEq)]
pub struct HintView {
    pub hint: Rc<ShownHint>,
    pub level: HintLevel,
}

/// The solutions found (up to five) and the one shown.
#[derive(Clone, Debug, PartialEq)]
pub struct SolutionsView {
    pub solutions: Rc<Vec<Vec<Digit>>>,
    pub index: usize,
    /// False when the search stopped before finding every solution up to the limit.
    pub complete: bool,
}

/// The logical solution and the step chosen: the board shows the position before that
/// step (values and candidates) with the step's cells highlighted.
#[derive(Clone, Debug, PartialEq)]
pub struct LogView {
    pub solution: Rc<LogicalSolution>,
    pub step: Option<usize>,
    pub position: Option<Rc<LogPosition>>,
    /// The image of a step being saved.
    pub saving: Option<Saving>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LogPosition {
    pub values: Vec<Option<Digit>>,
    pub candidates: Vec<DigitSet>,
}

/// Every step available from the player's position and the one chosen (its place in
/// [`StepList::steps`]), shown on the board as a hint's answer is.
#[derive(Clone, Debug, PartialEq)]
pub struct StepsView {
    pub list: Rc<StepList>,
    pub chosen: Option<usize>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub enum Panel {
    #[default]
    None,
    Hint(HintView),
    Solutions(SolutionsView),
    Log(LogView),
    Steps(StepsView),
    /// The review of the game.
    Review(Rc<GameReview>),
}

#[derive(Clone, Debug, Default, PartialEq)]
pub enum Dialog {
    #[default]
    None,
    /// The new-game dialog, with the current puzzle's rating once known.
    NewGame {
        rating: Option<Rating>,
    },
    Help,
    Settings,
    /// "Save image": the current board.
    Image(ImageView),
    /// "Print a batch": its form and the pages made last.
    Print(Box<PrintView>),
}
