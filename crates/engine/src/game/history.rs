//! Undo and redo: a capped stack of [`Delta`]s. A new move clears the redo stack; when
//! the cap is reached the oldest move is forgotten (the board keeps its effect).

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::{Board, Change, Delta};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct History {
    /// Done moves, oldest first.
    undo: VecDeque<Delta>,
    /// Undone moves; the last one is redone first.
    redo: Vec<Delta>,
    cap: usize,
}

impl Default for History {
    fn default() -> Self {
        History::with_cap(History::DEFAULT_CAP)
    }
}

impl History {
    /// How many moves a game remembers by default.
    pub const DEFAULT_CAP: usize = 1000;

    /// An empty history remembering at most `cap` moves (at least 1).
    pub fn with_cap(cap: usize) -> History {
        History { undo: VecDeque::new(), redo: Vec::new(), cap: cap.max(1) }
    }

    /// Records a move's delta (an empty one is not a move) and clears the redo stack.
    pub fn record(&mut self, delta: Delta) {
        if delta.is_empty() {
            return;
        }
        self.redo.clear();
        self.undo.push_back(delta);
        while self.undo.len() > self.cap {
            self.undo.pop_front();
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The number of moves that can be undone.
    pub fn len(&self) -> usize {
        self.undo.len()
    }

    pub fn is_empty(&self) -> bool {
        self.undo.is_empty()
    }

    /// The moves that can be undone, oldest first.
    pub fn done(&self) -> impl ExactSizeIterator<Item = &Delta> {
        self.undo.iter()
    }

    /// The number of moves that can be redone.
    pub fn redo_len(&self) -> usize {
        self.redo.len()
    }

    /// Undoes the last move on `board`; returns the delta undone, or `None` when there is
    /// nothing to undo or the board does not match it (then nothing changes).
    pub fn undo(&mut self, board: &mut Board, size: usize) -> Option<&Delta> {
        let delta = self.undo.back()?;
        delta.replay(board, false, size).ok()?;
        let delta = self.undo.pop_back()?;
        self.redo.push(delta);
        self.redo.last()
    }

    /// Redoes the last undone move on `board`, like [`History::undo`].
    pub fn redo(&mut self, board: &mut Board, size: usize) -> Option<&Delta> {
        let delta = self.redo.last()?;
        delta.replay(board, true, size).ok()?;
        let delta = self.redo.pop()?;
        self.undo.push_back(delta);
        self.undo.back()
    }

    /// Checks that the history fits `board` (the board after the last done move): undoing
    /// every move and then redoing every move must replay cleanly, and no move may touch
    /// a cell for which `protected` is true. Returns the first change that does not fit.
    pub(crate) fn check(&self, board: &Board, size: usize, protected: impl Fn(Change) -> bool) -> Result<(), Change> {
        if let Some(&bad) = self.undo.iter().chain(&self.redo).flat_map(|d| d.changes()).find(|&&c| protected(c)) {
            return Err(bad);
        }
        let mut past = board.clone();
        for delta in self.undo.iter().rev() {
            delta.replay(&mut past, false, size)?;
        }
        let mut future = board.clone();
        for delta in self.redo.iter().rev() {
            delta.replay(&mut future, true, size)?;
        }
        Ok(())
    }
}
