//! Logical steps, hints and solutions as the page shows them: worded by the worker (each
//! sentence written for the puzzle's board), with only the cells and digits the page marks
//! on the board and makes as a move. The engine's deductions keep their houses, digits and
//! links in the worker, so the page reads none of the engine's hint and deduction types.

use serde::{Deserialize, Serialize};
use sudoku_engine::game::HintKind;
use sudoku_engine::logic::{Deduction, Hint, HintLevel, LogicalSolution};
use sudoku_engine::{Cell, Digit, DigitSet, Puzzle, Strategy};

/// One logical step: its technique and difficulty, its sentence, the cells of its pattern,
/// and what it changes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShownStep {
    pub strategy: Strategy,
    /// Tenths of the SE scale, as the engine's deduction has it.
    pub difficulty: u32,
    /// The sentence a player reads (the deduction's explanation).
    pub sentence: String,
    /// The cells of the pattern.
    pub cells: Vec<Cell>,
    pub placements: Vec<(Cell, Digit)>,
    pub eliminations: Vec<(Cell, Digit)>,
}

impl From<&Deduction> for ShownStep {
    fn from(d: &Deduction) -> ShownStep {
        ShownStep {
            strategy: d.strategy,
            difficulty: d.difficulty,
            sentence: d.explanation.clone(),
            cells: d.cells.clone(),
            placements: d.placements.clone(),
            eliminations: d.eliminations.clone(),
        }
    }
}

impl ShownStep {
    /// The engine's deduction for what the page does with a step (make it as a move, replay
    /// it): the same technique, difficulty, sentence, cells and changes; no houses, digits or
    /// links (only the worker's wording reads them).
    pub fn deduction(&self) -> Deduction {
        Deduction {
            strategy: self.strategy,
            placements: self.placements.clone(),
            eliminations: self.eliminations.clone(),
            cells: self.cells.clone(),
            houses: Vec::new(),
            digits: DigitSet::EMPTY,
            links: Vec::new(),
            difficulty: self.difficulty,
            explanation: self.sentence.clone(),
        }
    }
}

/// A hint, told in three levels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShownHint {
    /// What it points at, as the game records it.
    pub kind: HintKind,
    /// The sentence of each level, 1 to 3 (`Hint::message_on` the puzzle).
    pub sentences: Vec<String>,
    /// The step, when the hint is one: marked on the board from level 2, made by Apply.
    pub step: Option<ShownStep>,
    /// When it is not a step: the cells marked at level 3 (wrong digits, missing marks).
    pub cells: Vec<Cell>,
}

impl ShownHint {
    /// `hint` worded for `puzzle`.
    pub fn of(hint: &Hint, puzzle: &Puzzle) -> ShownHint {
        let levels = [HintLevel::Nudge, HintLevel::Focus, HintLevel::Answer];
        ShownHint {
            kind: HintKind::of(hint),
            sentences: levels.iter().map(|&level| hint.message_on(puzzle, level)).collect(),
            step: match hint {
                Hint::Step(d) => Some(ShownStep::from(d)),
                _ => None,
            },
            cells: match hint {
                Hint::Step(_) => Vec::new(),
                hint => hint.highlighted(HintLevel::Answer),
            },
        }
    }

    /// The sentence of `level`.
    pub fn sentence(&self, level: HintLevel) -> &str {
        self.sentences.get(usize::from(level.number()) - 1).map_or("", String::as_str)
    }
}

/// The computer's logical solution: its steps, and what the page's reports read (whether
/// it solves, guesses or breaks, the values at the end).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShownSolution {
    pub steps: Vec<ShownStep>,
    pub solved: bool,
    pub needs_guess: bool,
    pub broken: bool,
    pub values: Vec<Option<Digit>>,
}

impl From<&LogicalSolution> for ShownSolution {
    fn from(solution: &LogicalSolution) -> ShownSolution {
        ShownSolution {
            steps: solution.steps.iter().map(ShownStep::from).collect(),
            solved: solution.solved,
            needs_guess: solution.needs_guess,
            broken: solution.broken,
            values: solution.values.clone(),
        }
    }
}

impl ShownSolution {
    /// The engine's logical solution again, for the page's replay of a step's position and
    /// the setter's reports; `utilized` (the count per technique) is left empty, the page
    /// reads none of it.
    pub fn solution(&self) -> LogicalSolution {
        LogicalSolution {
            steps: self.steps.iter().map(ShownStep::deduction).collect(),
            solved: self.solved,
            needs_guess: self.needs_guess,
            broken: self.broken,
            utilized: Vec::new(),
            values: self.values.clone(),
        }
    }
}
