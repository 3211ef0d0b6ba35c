//! Depth-first search over [`Board`]s: each option of a [`Guess`] (the ways of a digit
//! in a band, or the digits of a cell) is tried on a copy of the board except the last,
//! which is tried in place.

use super::board::{slot, Board, Dead};
use super::guess::Guess;
use super::tables::MATCHING_CELLS;

/// With fewer givens than this (the fewest a puzzle with one solution can have), the
/// board is wide open and has many solutions: the search places cells, which reach one
/// with fewer dead ends than the band guesses of [`Board::guess`].
const FEWEST_GIVENS_OF_A_PUZZLE: usize = 17;

/// How often (in nodes) the caller's stop check is polled.
const POLL_EVERY: u64 = 1 << 12;

/// One search: its limits and what it found.
pub(super) struct Search<'a> {
    /// The solutions found, when they are kept.
    pub(super) found: Option<Vec<[u8; 81]>>,
    pub(super) count: usize,
    limit: usize,
    budget: u64,
    pub(super) nodes: u64,
    stop: Option<&'a dyn Fn() -> bool>,
    /// The node budget or the stop check ended the search early.
    pub(super) gave_up: bool,
    /// Guess on cells only (an open board).
    cells_only: bool,
}

impl<'a> Search<'a> {
    pub(super) fn new(limit: usize, keep: bool) -> Search<'a> {
        Search {
            found: keep.then(Vec::new),
            count: 0,
            limit,
            budget: u64::MAX,
            nodes: 0,
            stop: None,
            gave_up: false,
            cells_only: false,
        }
    }

    pub(super) fn with_budget(mut self, budget: u64, stop: Option<&'a dyn Fn() -> bool>) -> Self {
        self.budget = budget;
        self.stop = stop;
        self
    }

    /// Runs the search on 81 givens (0 for empty).
    pub(super) fn run(&mut self, givens: &[u8; 81]) {
        let mut board = Board::new();
        for (cell, &g) in givens.iter().enumerate() {
            if g != 0 && (g > 9 || board.give(cell, usize::from(g - 1)).is_err()) {
                return;
            }
        }
        self.cells_only = givens.iter().filter(|&&g| g != 0).count() < FEWEST_GIVENS_OF_A_PUZZLE;
        if self.limit > 0 && board.propagate().is_ok() {
            self.explore(&mut board);
        }
    }

    /// Searches below `board` (propagated); true when the search must stop.
    fn explore(&mut self, board: &mut Board) -> bool {
        if board.is_solved() {
            return self.record(board);
        }
        let guess = if self.cells_only { board.guess_cell() } else { board.guess() };
        match guess {
            Guess::Cell { band, bit } => self.try_digits(board, band, bit),
            Guess::Band { s, matchings } => self.try_matchings(board, s, matchings),
            Guess::Dead => false,
        }
    }

    /// Each digit of cell `bit` of `band`, the last one in place.
    fn try_digits(&mut self, board: &mut Board, band: usize, bit: u32) -> bool {
        let mut digits = board.digits_of(band, bit);
        while digits != 0 {
            let s = slot(digits.trailing_zeros() as usize, band);
            digits &= digits - 1;
            if self.spend_node() {
                return true;
            }
            if digits == 0 {
                board.place(s, bit);
                return self.descend(board);
            }
            let mut next = *board;
            next.place(s, bit);
            if self.descend(&mut next) {
                return true;
            }
            board.cand[s] &= !bit;
        }
        false
    }

    /// Each row-to-box matching of mask `s`, the last one in place.
    fn try_matchings(&mut self, board: &mut Board, s: usize, mut matchings: u32) -> bool {
        while matchings != 0 {
            let cells = MATCHING_CELLS[matchings.trailing_zeros() as usize % 6];
            matchings &= matchings - 1;
            if self.spend_node() {
                return true;
            }
            if matchings == 0 {
                board.cand[s] &= cells;
                return self.descend(board);
            }
            let mut next = *board;
            next.cand[s] &= cells;
            if self.descend(&mut next) {
                return true;
            }
        }
        false
    }

    fn descend(&mut self, board: &mut Board) -> bool {
        match board.propagate() {
            Ok(()) => self.explore(board),
            Err(Dead) => false,
        }
    }

    /// Counts (and keeps) a solution; true when the limit is reached.
    fn record(&mut self, board: &Board) -> bool {
        self.count += 1;
        if let Some(found) = &mut self.found {
            found.push(board.digits());
        }
        self.count >= self.limit
    }

    /// Counts one guess; true when the budget or the stop check ends the search.
    #[inline(always)]
    fn spend_node(&mut self) -> bool {
        if self.nodes >= self.budget {
            self.gave_up = true;
            return true;
        }
        self.nodes += 1;
        if self.nodes % POLL_EVERY == 0 && self.stop.is_some_and(|stop| stop()) {
            self.gave_up = true;
            return true;
        }
        false
    }
}
