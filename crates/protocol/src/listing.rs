//! The larger panels as data: every step available now, grouped by technique, and the
//! review of a game. The worker writes each step's and move's sentence; the page lays
//! them out.

use serde::{Deserialize, Serialize};
use sudoku_engine::game::HintKind;
use sudoku_engine::logic::{Deduction, Hint, HintLevel, Strategy};
use sudoku_engine::Layout;

/// Every step available from a position, easiest first, in runs of one technique.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StepList {
    pub groups: Vec<StepGroup>,
}

/// The steps of one technique, next to each other in the easiest-first order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StepGroup {
    pub strategy: Strategy,
    pub steps: Vec<Deduction>,
}

impl StepList {
    /// `steps` (easiest first) in runs of one technique.
    pub fn grouped(steps: Vec<Deduction>) -> StepList {
        let mut groups: Vec<StepGroup> = Vec::new();
        for step in steps {
            match groups.last_mut() {
                Some(group) if group.strategy == step.strategy => group.steps.push(step),
                _ => groups.push(StepGroup { strategy: step.strategy, steps: vec![step] }),
            }
        }
        StepList { groups }
    }

    /// Every step, in order: step `i` is the one a choice of `i` means.
    pub fn steps(&self) -> impl Iterator<Item = &Deduction> {
        self.groups.iter().flat_map(|group| &group.steps)
    }

    pub fn len(&self) -> usize {
        self.groups.iter().map(|group| group.steps.len()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Step `i` of [`StepList::steps`].
    pub fn step(&self, i: usize) -> Option<&Deduction> {
        self.steps().nth(i)
    }
}

/// Why no step is listed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum NoStep {
    /// The position is sound, and no strategy finds a step.
    NoneApplies,
    /// The hint that says what stands in the way (mistakes, missing candidates, solved).
    Blocked(Box<Hint>),
}

impl NoStep {
    /// The sentence the player reads, with cells named on `layout`.
    pub fn sentence(&self, layout: &Layout) -> String {
        match self {
            NoStep::NoneApplies => "No logical step applies from here.".into(),
            NoStep::Blocked(hint) => hint.message(layout, HintLevel::Nudge),
        }
    }
}

/// A game looked back on: what the player did beside what the computer needed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GameReview {
    pub moves: usize,
    pub red_marks: usize,
    /// Moves that made a mistake, when the solution is known.
    pub mistaken_moves: Option<usize>,
    /// The hints the player asked for, by kind, with how many of each.
    pub hints: Vec<(HintKind, usize)>,
    /// The techniques the computer's solution uses, with how many steps of each.
    pub computer_used: Vec<(Strategy, usize)>,
    pub your_path: Vec<PathLine>,
    /// The sentence of each step of the computer's solution, in order.
    pub computer_path: Vec<String>,
}

/// One entry of the player's path.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PathLine {
    /// Move `number`, described on the board, and whether it made a mistake.
    Move {
        number: usize,
        sentence: String,
        mistake: bool,
    },
    Hint {
        kind: HintKind,
        applied: bool,
    },
}
