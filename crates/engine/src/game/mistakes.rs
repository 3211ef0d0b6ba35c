//! Mistakes: moves that put a wrong digit or removed a true candidate, judged against the
//! puzzle's solution. Without a known solution (a puzzle with several solutions, or one
//! not yet analysed) nothing can be judged: the functions say so with `None`.
//!
//! What counts, for a cell whose answer (its digit in the solution) is `a`:
//! - **A wrong digit**: the move leaves a digit other than `a` in the cell (placing it,
//!   or replacing a digit with it). Erasing a digit is never a mistake.
//! - **A wrong elimination**: the move takes `a` out of the cell's centre marks, or out
//!   of its corner marks, and leaves that layer of marks non-empty. Centre marks are the
//!   cell's candidates (as hints read them), so dropping `a` claims it cannot go there.
//!   Corner marks are read the same way: whether a player uses them as the cell's notes
//!   or Snyder-style ("this digit goes in one of these cells of the house"), taking `a`
//!   away from a cell that keeps other corner marks says that `a` is not there. Every
//!   way marks lose a digit is judged alike: toggling a mark off, a placement's
//!   automatic removal from its peers, "fill candidates" rewriting the centre marks, a
//!   hint's eliminations. A layer left empty (erasing a cell's marks, toggling off its
//!   last mark) holds no claim: a cell without marks reads as "not yet noted", as hints
//!   read it, so it is not a mistake.
//!
//! A mistake *stands* on a board while its cell is still wrong in the same way: the cell
//! holds a digit other than its answer, or (not holding its answer) keeps that layer of
//! marks written without it. A mistake the player has since corrected (the digit erased
//! or made right, the candidate written back, the marks cleared) no longer stands.
//!
//! [`Game::first_mistake`] is the oldest move (of those undo can reach) whose mistake
//! stands on the board. [`Game::rewind_to_first_mistake`] undoes back to just before it
//! through the ordinary undo, so that redo brings the moves back; if on the board reached
//! an earlier move's mistake stands again (a mistake corrected later, whose correction
//! was just undone), it goes on back to that one. So after a rewind no move undo can
//! reach has a mistake standing: when the history reaches back to the start, no digit on
//! the board is wrong.

use serde::{Deserialize, Serialize};

use super::{Board, Delta, Game, Layer};
use crate::digits::{Cell, Digit, DigitSet};

/// The kind of mark a wrong elimination took the answer from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MarkLayer {
    Corner,
    Centre,
}

impl MarkLayer {
    fn of(layer: Layer) -> Option<MarkLayer> {
        match layer {
            Layer::Corner => Some(MarkLayer::Corner),
            Layer::Centre => Some(MarkLayer::Centre),
            _ => None,
        }
    }

    fn marks(self, board: &Board, cell: Cell) -> DigitSet {
        match self {
            MarkLayer::Corner => board.corner_marks(cell),
            MarkLayer::Centre => board.centre_marks(cell),
        }
    }

    fn name(self) -> &'static str {
        match self {
            MarkLayer::Corner => "corner",
            MarkLayer::Centre => "centre",
        }
    }
}

/// What went wrong in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MistakeKind {
    /// `digit` was written where the solution has another digit.
    WrongDigit { digit: Digit },
    /// The cell's answer was removed from its marks of this layer, which kept other marks.
    RemovedAnswer { answer: Digit, layer: MarkLayer },
}

/// One mistake of one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mistake {
    pub cell: Cell,
    pub kind: MistakeKind,
}

impl Mistake {
    /// "4 is not the digit of r1c3" or "r2c2 lost its candidate 5, which is its answer",
    /// for a board of `size` digits (digits in the board's symbols).
    pub fn describe(&self, size: usize) -> String {
        let cell = self.cell.name(size);
        match self.kind {
            MistakeKind::WrongDigit { digit } => format!("{} is not the digit of {cell}", digit.symbol()),
            MistakeKind::RemovedAnswer { answer, layer } => {
                format!(
                    "{} was removed from the {} marks of {cell}, but it is the answer there",
                    answer.symbol(),
                    layer.name()
                )
            }
        }
    }

    /// Whether this mistake stands on `board`: its cell holds a wrong digit, or does not
    /// hold its `answer` and keeps that layer of marks written without it.
    fn stands_on(&self, board: &Board, answer: Digit) -> bool {
        match self.kind {
            MistakeKind::WrongDigit { .. } => board.value(self.cell).is_some_and(|d| d != answer),
            MistakeKind::RemovedAnswer { layer, .. } => {
                let marks = layer.marks(board, self.cell);
                board.value(self.cell) != Some(answer) && !marks.is_empty() && !marks.contains(answer)
            }
        }
    }
}

/// The mistakes a move made, from its delta and the solution (one digit per cell).
pub fn mistakes_of_move(delta: &Delta, solution: &[Digit]) -> Vec<Mistake> {
    delta
        .changes()
        .iter()
        .filter_map(|change| {
            let answer = *solution.get(change.cell.index())?;
            let kind = match change.layer {
                Layer::Value => {
                    let digit = u8::try_from(change.after).ok().and_then(Digit::new)?;
                    (digit != answer).then_some(MistakeKind::WrongDigit { digit })?
                }
                layer => {
                    let layer = MarkLayer::of(layer)?;
                    let (before, after) = (DigitSet::from_bits(change.before), DigitSet::from_bits(change.after));
                    let lost = before.contains(answer) && !after.contains(answer) && !after.is_empty();
                    lost.then_some(MistakeKind::RemovedAnswer { answer, layer })?
                }
            };
            Some(Mistake { cell: change.cell, kind })
        })
        .collect()
}

/// The oldest move (of those undo can reach) whose mistakes still stand on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstMistake {
    /// Its position among the moves undo can reach, oldest first (0 is the oldest).
    pub index: usize,
    /// How many moves undo must take back to stand just before it (it included).
    pub moves_after: usize,
    /// Its mistakes that still stand.
    pub mistakes: Vec<Mistake>,
}

/// What "rewind to the first mistake" did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rewind {
    /// The solution is not known, so no move can be judged.
    Unknown,
    /// No move that undo can reach made a mistake that still stands.
    NoMistake,
    /// `undone` moves were undone (redo brings them back); the board is as it was just
    /// before the move that made `mistakes`.
    Rewound { undone: usize, mistakes: Vec<Mistake> },
}

impl Game {
    /// The mistakes `delta` (a move just made or redone) made, or `None` when the
    /// solution is unknown and nothing can be judged.
    pub fn mistakes_in(&self, delta: &Delta) -> Option<Vec<Mistake>> {
        self.solution().map(|solution| mistakes_of_move(delta, solution))
    }

    /// The oldest move whose mistakes still stand on the board, or `None` when there is
    /// none or the solution is unknown.
    pub fn first_mistake(&self) -> Option<FirstMistake> {
        let solution = self.solution()?;
        let done = self.history().done();
        let count = done.len();
        done.enumerate().find_map(|(index, delta)| {
            let standing: Vec<Mistake> = mistakes_of_move(delta, solution)
                .into_iter()
                .filter(|m| solution.get(m.cell.index()).is_some_and(|&a| m.stands_on(self.board(), a)))
                .collect();
            (!standing.is_empty()).then(|| FirstMistake { index, moves_after: count - index, mistakes: standing })
        })
    }

    /// Undoes every move back to just before the first mistake, and on while an earlier
    /// move's mistake stands on the board reached (see the module's notes), one ordinary
    /// undo at a time: redo brings them back. Reports the mistakes of the last move undone.
    pub fn rewind_to_first_mistake(&mut self) -> Rewind {
        if self.solution().is_none() {
            return Rewind::Unknown;
        }
        let mut undone = 0;
        let mut found = None;
        while let Some(first) = self.first_mistake() {
            for _ in 0..first.moves_after {
                if self.undo().is_none() {
                    break;
                }
                undone += 1;
            }
            found = Some(first.mistakes);
            if self.history().len() != first.index {
                break;
            }
        }
        match found {
            Some(mistakes) => Rewind::Rewound { undone, mistakes },
            None => Rewind::NoMistake,
        }
    }
}
