//! The larger panels as data: every step available now, grouped by technique, and the
//! review of a game. The worker writes every sentence and line; the page lays them out.

use serde::{Deserialize, Serialize};
use sudoku_engine::game::HintKind;
use sudoku_engine::logic::{Deduction, Hint, HintLevel, Strategy};
use sudoku_engine::Layout;

use crate::ShownStep;

/// Every step available from a position, easiest first, in runs of one technique.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StepList {
    pub groups: Vec<StepGroup>,
}

/// The steps of one technique, next to each other in the easiest-first order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StepGroup {
    pub strategy: Strategy,
    pub steps: Vec<ShownStep>,
}

impl StepList {
    /// `steps` (easiest first) in runs of one technique.
    pub fn grouped(steps: &[Deduction]) -> StepList {
        let mut groups: Vec<StepGroup> = Vec::new();
        for step in steps.iter().map(ShownStep::from) {
            match groups.last_mut() {
                Some(group) if group.strategy == step.strategy => group.steps.push(step),
                _ => groups.push(StepGroup { strategy: step.strategy, steps: vec![step] }),
            }
        }
        StepList { groups }
    }

    /// Every step, in order: step `i` is the one a choice of `i` means.
    pub fn steps(&self) -> impl Iterator<Item = &ShownStep> {
        self.groups.iter().flat_map(|group| &group.steps)
    }

    pub fn len(&self) -> usize {
        self.groups.iter().map(|group| group.steps.len()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Step `i` of [`StepList::steps`].
    pub fn step(&self, i: usize) -> Option<&ShownStep> {
        self.steps().nth(i)
    }
}

/// Why no step is listed: the sentence the player reads, with cells named on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoStep(pub String);

impl NoStep {
    /// The position is sound, and no strategy finds a step.
    pub fn none_applies() -> NoStep {
        NoStep("No logical step applies from here.".into())
    }

    /// The hint that says what stands in the way (mistakes, missing candidates, solved),
    /// at its first level, with cells named on `layout`.
    pub fn blocked(hint: &Hint, layout: &Layout) -> NoStep {
        NoStep(hint.message(layout, HintLevel::Nudge))
    }
}

/// A game looked back on, worded: what the player did beside what the computer needed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameReview {
    /// The lines above the lists: the counts, the hints used, the techniques the computer
    /// used ([`GameReview::lines_of`]).
    pub lines: Vec<String>,
    /// Each entry of the player's path ([`PathLine::label`]).
    pub your_path: Vec<String>,
    /// The sentence of each step of the computer's solution, in order.
    pub computer_path: Vec<String>,
}

/// "1 step" or "3 steps".
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

impl GameReview {
    /// The review's three lines: the counts (moves, hints, red marks and, when the solution
    /// is known, mistaken moves), the hints used by kind, the techniques the computer used.
    pub fn lines_of(
        moves: usize,
        red_marks: usize,
        mistaken_moves: Option<usize>,
        hints: &[(HintKind, usize)],
        computer_used: &[(Strategy, usize)],
    ) -> Vec<String> {
        let hint_count: usize = hints.iter().map(|(_, n)| n).sum();
        let mistakes = mistaken_moves.map(|n| format!(", {}", count(n, "mistaken move", "mistaken moves")));
        let summary = format!(
            "{}, {}, {}{}.",
            count(moves, "move", "moves"),
            count(hint_count, "hint", "hints"),
            count(red_marks, "red mark", "red marks"),
            mistakes.unwrap_or_default()
        );
        let named =
            |pairs: Vec<(&str, usize)>| pairs.iter().map(|(name, n)| format!("{name} ({n})")).collect::<Vec<_>>();
        let used = named(hints.iter().map(|(kind, n)| (kind.name(), *n)).collect());
        let hints_line =
            if used.is_empty() { "No hints.".to_string() } else { format!("Hints used: {}.", used.join(", ")) };
        let needed = named(computer_used.iter().map(|(s, n)| (s.name(), *n)).collect());
        vec![summary, hints_line, format!("The computer used: {}.", needed.join(", "))]
    }
}

/// One entry of the player's path.
#[derive(Clone, Debug, PartialEq, Eq)]
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

impl PathLine {
    /// What the entry says: "12. r1c4 = 5 (mistake)", "Hint: X-Wing, applied".
    pub fn label(&self) -> String {
        match self {
            PathLine::Move { number, sentence, mistake } => {
                format!("{number}. {sentence}{}", if *mistake { " (mistake)" } else { "" })
            }
            PathLine::Hint { kind, applied } => {
                format!("Hint: {}{}", kind.name(), if *applied { ", applied" } else { "" })
            }
        }
    }
}
