//! Looking back at a game: the player's path (each move undo can reach, the hints shown
//! between them, red trial marks, mistakes) beside the solver's path (the steps of the
//! logical solution), and the techniques the hints used.
//!
//! Hints are recorded in the game as they are shown ([`HintTaken`]: where in the path,
//! what kind, whether applied); games saved before hints were recorded read as having
//! none, and a technique this build does not know (from a newer build) reads as
//! [`HintKind::Other`] rather than refusing the game.

use serde::{Deserialize, Serialize};

use super::mistakes::{mistakes_of_move, Mistake};
use super::{Delta, Game, Layer};
use crate::digits::{Cell, Digit, DigitSet};
use crate::logic::{Deduction, Hint, Strategy};

/// What a hint pointed at. Stored as its name ("X-Wing", "Wrong digits"): a name this
/// build does not know (a technique of a newer build) reads as [`HintKind::Other`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum HintKind {
    /// A logical step of this technique.
    Step(Strategy),
    /// Digits on the board were wrong.
    Mistakes,
    /// Pencil marks left out a cell's answer.
    MissingCandidates,
    Solved,
    /// No logical step and no solution to copy from.
    Stuck,
    /// A kind this build does not know.
    Other,
}

impl HintKind {
    const NOT_STEPS: [HintKind; 5] =
        [HintKind::Mistakes, HintKind::MissingCandidates, HintKind::Solved, HintKind::Stuck, HintKind::Other];

    pub fn of(hint: &Hint) -> HintKind {
        match hint {
            Hint::Step(deduction) => HintKind::Step(deduction.strategy),
            Hint::Mistakes { .. } => HintKind::Mistakes,
            Hint::MissingCandidates { .. } => HintKind::MissingCandidates,
            Hint::Solved => HintKind::Solved,
            Hint::Stuck => HintKind::Stuck,
        }
    }

    /// The technique's name, or what the hint said instead.
    pub fn name(self) -> &'static str {
        match self {
            HintKind::Step(strategy) => strategy.name(),
            HintKind::Mistakes => "Wrong digits",
            HintKind::MissingCandidates => "Missing candidates",
            HintKind::Solved => "Already solved",
            HintKind::Stuck => "No step found",
            HintKind::Other => "Another hint",
        }
    }
}

impl From<String> for HintKind {
    fn from(name: String) -> HintKind {
        let steps = Strategy::ALL.into_iter().map(HintKind::Step);
        steps.chain(HintKind::NOT_STEPS).find(|k| k.name() == name).unwrap_or(HintKind::Other)
    }
}

impl From<HintKind> for String {
    fn from(kind: HintKind) -> String {
        kind.name().to_string()
    }
}

/// A hint the player was shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintTaken {
    /// How many moves undo could reach when it was shown: its place in the path.
    pub at: usize,
    pub kind: HintKind,
    /// The player applied its step.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub applied: bool,
}

/// What one move did, in brief.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSummary {
    /// A digit written (`others`: more cells written by the same move).
    Placed {
        cell: Cell,
        digit: Digit,
        others: usize,
    },
    Erased {
        cell: Cell,
        others: usize,
    },
    /// A red trial mark put on (or taken off) a cell.
    Red {
        cell: Cell,
        on: bool,
        others: usize,
    },
    /// Marks of one cell: the digits added and removed (both layers).
    Marks {
        cell: Cell,
        added: DigitSet,
        removed: DigitSet,
    },
    /// Marks of several cells (filling candidates, a move on a selection).
    ManyMarks {
        cells: usize,
    },
    Colours {
        cells: usize,
    },
}

impl MoveSummary {
    /// The summary of `delta`: its digits first, then red marks, marks, colours.
    pub fn of(delta: &Delta) -> MoveSummary {
        let changes = delta.changes();
        let of_layer = |layer: Layer| changes.iter().filter(move |c| c.layer == layer);
        let values: Vec<_> = of_layer(Layer::Value).collect();
        if let Some(first) = values.first() {
            let others = values.len() - 1;
            return match u8::try_from(first.after).ok().and_then(Digit::new) {
                Some(digit) => MoveSummary::Placed { cell: first.cell, digit, others },
                None => MoveSummary::Erased { cell: first.cell, others },
            };
        }
        let reds: Vec<_> = of_layer(Layer::Red).collect();
        if let Some(first) = reds.first() {
            return MoveSummary::Red { cell: first.cell, on: first.after == 1, others: reds.len() - 1 };
        }
        let marks: Vec<_> = changes.iter().filter(|c| matches!(c.layer, Layer::Corner | Layer::Centre)).collect();
        let mut marked: Vec<Cell> = marks.iter().map(|c| c.cell).collect();
        marked.dedup();
        match marked.as_slice() {
            [] => MoveSummary::Colours { cells: delta.cells().len() },
            [cell] => {
                let (mut added, mut removed) = (DigitSet::EMPTY, DigitSet::EMPTY);
                for c in &marks {
                    let (before, after) = (DigitSet::from_bits(c.before), DigitSet::from_bits(c.after));
                    added = added.union(after.difference(before));
                    removed = removed.union(before.difference(after));
                }
                MoveSummary::Marks { cell: *cell, added, removed }
            }
            cells => MoveSummary::ManyMarks { cells: cells.len() },
        }
    }

    /// "r1c3 = 4", "r2c5: marks +1 2, -7", on a board of `size` digits.
    pub fn describe(&self, size: usize) -> String {
        let more = |others: usize| match others {
            0 => String::new(),
            1 => " and 1 more cell".to_string(),
            n => format!(" and {n} more cells"),
        };
        match *self {
            MoveSummary::Placed { cell, digit, others } => {
                format!("{} = {}{}", cell.name(size), digit.symbol(), more(others))
            }
            MoveSummary::Erased { cell, others } => format!("{} erased{}", cell.name(size), more(others)),
            MoveSummary::Red { cell, on, others } => {
                format!("{}{} {}", cell.name(size), more(others), if on { "marked red" } else { "red mark off" })
            }
            MoveSummary::Marks { cell, added, removed } => {
                let mut parts = Vec::new();
                if !added.is_empty() {
                    parts.push(format!("+{}", symbols(added)));
                }
                if !removed.is_empty() {
                    parts.push(format!("-{}", symbols(removed)));
                }
                format!("{}: marks {}", cell.name(size), parts.join(", "))
            }
            MoveSummary::ManyMarks { cells } => format!("marks in {cells} cells"),
            MoveSummary::Colours { cells } => match cells {
                1 => "a colour".to_string(),
                n => format!("colours in {n} cells"),
            },
        }
    }
}

fn symbols(digits: DigitSet) -> String {
    digits.iter().map(|d| d.symbol().to_string()).collect::<Vec<_>>().join(" ")
}

/// One entry of the player's path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathEntry {
    /// Move `number` (from 1), with the mistakes it made (empty when none, or when the
    /// solution is unknown).
    Move {
        number: usize,
        summary: MoveSummary,
        mistakes: Vec<Mistake>,
    },
    Hint(HintTaken),
}

/// A game looked back on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// The moves undo can reach, oldest first, with each hint where it was shown.
    pub path: Vec<PathEntry>,
    pub moves: usize,
    /// The moves that made a mistake; `None` when the solution is unknown.
    pub mistaken_moves: Option<usize>,
    /// The moves that put a red trial mark on a cell.
    pub red_marks: usize,
    /// Every kind of hint shown, easiest technique first, with how many times.
    pub hint_kinds: Vec<(HintKind, usize)>,
}

impl Review {
    /// The review of `game`'s path.
    pub fn of(game: &Game) -> Review {
        let solution = game.solution();
        let mut hints = game.hints().iter().peekable();
        let mut path = Vec::new();
        let (mut mistaken, mut red_marks) = (0, 0);
        for (index, delta) in game.history().done().enumerate() {
            while let Some(hint) = hints.next_if(|h| h.at <= index) {
                path.push(PathEntry::Hint(*hint));
            }
            let summary = MoveSummary::of(delta);
            let mistakes = solution.map(|s| mistakes_of_move(delta, s)).unwrap_or_default();
            mistaken += usize::from(!mistakes.is_empty());
            red_marks += usize::from(matches!(summary, MoveSummary::Red { on: true, .. }));
            path.push(PathEntry::Move { number: index + 1, summary, mistakes });
        }
        path.extend(hints.map(|h| PathEntry::Hint(*h)));
        let mut hint_kinds: Vec<(HintKind, usize)> = Vec::new();
        for hint in game.hints() {
            match hint_kinds.iter_mut().find(|(kind, _)| *kind == hint.kind) {
                Some((_, count)) => *count += 1,
                None => hint_kinds.push((hint.kind, 1)),
            }
        }
        hint_kinds.sort();
        Review { path, moves: game.history().len(), mistaken_moves: solution.map(|_| mistaken), red_marks, hint_kinds }
    }
}

/// One step of the solver's path, in brief: "Hidden Single: r1c3 = 4".
pub fn describe_step(step: &Deduction, size: usize) -> String {
    let placed = step.placements.iter().map(|(c, d)| format!("{} = {}", c.name(size), d.symbol()));
    let mut removed: Vec<(Digit, Vec<String>)> = Vec::new();
    for &(cell, digit) in &step.eliminations {
        match removed.iter_mut().find(|(d, _)| *d == digit) {
            Some((_, cells)) => cells.push(cell.name(size)),
            None => removed.push((digit, vec![cell.name(size)])),
        }
    }
    let removed = removed.into_iter().map(|(d, cells)| format!("{} out of {}", d.symbol(), cells.join(" ")));
    let effects: Vec<String> = placed.chain(removed).collect();
    format!("{}: {}", step.strategy, effects.join("; "))
}
