//! The exact solver: every solution of a puzzle, up to a limit, on every geometry and
//! variant.
//!
//! [`count_solutions`] propagates naked and hidden singles and branches on the cell with
//! the fewest candidates; standard 9x9 puzzles go to a specialised bit-parallel search
//! that does not allocate ([`classic`]), standard 16x16 ones to a bitboard search with the
//! generic one's tree ([`sixteen`]), boards with variant constraints to a search that
//! propagates each constraint ([`constrained`]), killer boards to a search that
//! propagates cage sums ([`killer`]), every other board to the generic one ([`generic`]). A [`Solver`] adds a node budget and a stop check (a time limit on the
//! caller's clock) so that a caller (the UI) can give up on a pathological input: then
//! [`Solutions::gave_up`] is true, which is not the same as "no solution".
//!
//! ```
//! use sudoku_engine::format::parse_puzzle;
//! use sudoku_engine::solve::{count_solutions, has_unique_solution};
//!
//! let puzzle = parse_puzzle(
//!     "37........852....71..57.4.9..435.9.893.....258.1.276..2.3.94..65....219........42",
//! ).unwrap();
//! let found = count_solutions(&puzzle, 2);
//! assert!(found.is_unique());
//! assert!(has_unique_solution(&puzzle));
//! ```

mod branching;
mod cage_exact;
pub mod classic;
mod constrained;
mod generic;
mod innies;
mod killer;
mod leftovers;
mod propagate;
mod random;
mod same_digits;
mod sixteen;
mod tables;

pub(crate) use constrained::{sandwich_fillings, sandwich_sets};
pub use random::solve_randomly;

use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::Layout;
use crate::grid::Puzzle;

/// The solutions a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solutions {
    /// Each solution's digit for every cell, row-major; at most the limit asked for.
    pub solutions: Vec<Vec<Digit>>,
    /// True when the search finished (every solution found, or the limit reached); false
    /// only when the node budget or the stop check ended it first.
    pub complete: bool,
    nodes: u64,
}

impl Solutions {
    /// The number of solutions found (capped at the limit).
    pub fn count(&self) -> usize {
        self.solutions.len()
    }

    /// Exactly one solution, and the search is known to have found all.
    pub fn is_unique(&self) -> bool {
        self.complete && self.solutions.len() == 1
    }

    /// The search gave up (budget or stop check) before it knew the answer: the
    /// solutions found so far are kept, but there may be more (or, with none, some).
    pub fn gave_up(&self) -> bool {
        !self.complete
    }

    /// The first solution, if any.
    pub fn first(&self) -> Option<&[Digit]> {
        self.solutions.first().map(Vec::as_slice)
    }

    /// The number of guesses (search nodes) the search made.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

/// A search with options: `Solver::new(&puzzle).limit(5).node_budget(100_000).run()`.
#[derive(Clone)]
pub struct Solver<'a> {
    puzzle: &'a Puzzle,
    limit: usize,
    node_budget: u64,
    stop: Option<&'a dyn Fn() -> bool>,
}

impl std::fmt::Debug for Solver<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solver")
            .field("puzzle", self.puzzle)
            .field("limit", &self.limit)
            .field("node_budget", &self.node_budget)
            .field("stop", &self.stop.is_some())
            .finish()
    }
}

impl<'a> Solver<'a> {
    /// A search for up to 2 solutions with no budget.
    pub fn new(puzzle: &'a Puzzle) -> Solver<'a> {
        Solver { puzzle, limit: 2, node_budget: u64::MAX, stop: None }
    }

    /// Stop after `limit` solutions (2 for a uniqueness check, 5 to cycle through some).
    pub fn limit(mut self, limit: usize) -> Self {
        self.limit = limit;
        self
    }

    /// Give up after `nodes` guesses; the result then says `complete: false`.
    pub fn node_budget(mut self, nodes: u64) -> Self {
        self.node_budget = nodes;
        self
    }

    /// Give up once `stop` returns true; it is polled every thousand guesses or so, and
    /// never changes which guesses are made. The engine reads no clock (there is none on
    /// bare wasm), so a time limit is the caller's: natively
    /// `let deadline = Instant::now() + limit; solver.stop_when(&|| Instant::now() >= deadline)`,
    /// in a browser the same with `performance.now()`.
    pub fn stop_when(mut self, stop: &'a dyn Fn() -> bool) -> Self {
        self.stop = Some(stop);
        self
    }

    pub fn run(&self) -> Solutions {
        if !self.puzzle.constraints().is_empty() {
            let outcome = constrained::search(self.puzzle, self.limit, self.node_budget, self.stop);
            return Solutions { solutions: outcome.solutions, complete: outcome.complete, nodes: outcome.nodes };
        }
        if self.puzzle.layout().variant().cages.is_some() {
            let outcome = killer::search(self.puzzle, self.limit, self.node_budget, self.stop);
            return Solutions { solutions: outcome.solutions, complete: outcome.complete, nodes: outcome.nodes };
        }
        if is_classic(self.puzzle.layout()) {
            let outcome = classic::search(self.puzzle.givens(), self.limit, self.node_budget, self.stop);
            return Solutions { solutions: outcome.solutions, complete: outcome.complete, nodes: outcome.nodes };
        }
        if sixteen::fits(self.puzzle.layout()) {
            let outcome = sixteen::search(self.puzzle.givens(), self.limit, self.node_budget, self.stop);
            return Solutions { solutions: outcome.solutions, complete: outcome.complete, nodes: outcome.nodes };
        }
        self.run_generic()
    }

    /// Runs the generic search even on 9x9 and 16x16 (to cross-check the specialised ones).
    pub fn run_generic(&self) -> Solutions {
        let outcome = generic::search(self.puzzle, self.limit, self.node_budget, self.stop);
        Solutions { solutions: outcome.solutions, complete: outcome.complete, nodes: outcome.nodes }
    }
}

/// Whether `puzzle` still has one solution, when its givens are those of a puzzle whose
/// one solution is `solution` with the cells `removed` taken out; `None` when the search
/// ran out of `budget` nodes first. On standard 16x16 boards only a solution that differs
/// in a removed cell is looked for, cell by cell (the searches share the budget), which
/// skips searching the rest of the board again; elsewhere this is a search for two
/// solutions within the budget.
pub(crate) fn unique_after_removal(puzzle: &Puzzle, solution: &[Digit], removed: &[Cell], budget: u64) -> Option<bool> {
    if !sixteen::fits(puzzle.layout()) || !puzzle.constraints().is_empty() {
        let found = Solver::new(puzzle).limit(2).node_budget(budget).run();
        return found.complete.then(|| found.is_unique());
    }
    let removed: Vec<usize> = removed.iter().map(|cell| cell.index()).collect();
    let other = sixteen::other_solution(puzzle.givens(), solution, &removed, budget);
    other.complete.then_some(other.solutions.is_empty())
}

/// The solutions of `puzzle`, up to `limit`.
pub fn count_solutions(puzzle: &Puzzle, limit: usize) -> Solutions {
    Solver::new(puzzle).limit(limit).run()
}

/// Whether `puzzle` has exactly one solution (a search with limit 2).
pub fn has_unique_solution(puzzle: &Puzzle) -> bool {
    if is_classic(puzzle.layout()) && puzzle.constraints().is_empty() {
        let mut givens = [0u8; 81];
        for (slot, given) in givens.iter_mut().zip(puzzle.givens()) {
            *slot = given.map_or(0, Digit::get);
        }
        return classic::count(&givens, 2) == 1;
    }
    count_solutions(puzzle, 2).is_unique()
}

/// The first solution of `puzzle`, if it has one.
pub fn solve(puzzle: &Puzzle) -> Option<Vec<Digit>> {
    count_solutions(puzzle, 1).solutions.into_iter().next()
}

/// Whether `solution` fills the board by the rules: one digit of the board per cell,
/// every house holding each digit once, every killer cage holding distinct digits that
/// make its sum, every variant constraint kept, and every given kept.
pub fn is_valid_solution(puzzle: &Puzzle, solution: &[Digit]) -> bool {
    let layout = puzzle.layout();
    if solution.len() != layout.cell_count() || solution.iter().any(|d| usize::from(d.get()) > layout.size()) {
        return false;
    }
    let keeps_givens = puzzle.givens().iter().zip(solution).all(|(g, s)| g.is_none_or(|g| g == *s));
    let full = DigitSet::all(layout.size());
    keeps_givens
        && layout
            .houses()
            .iter()
            .all(|house| house.cells.iter().map(|c| solution[c.index()]).collect::<DigitSet>() == full)
        && layout.cages().iter().all(|cage| {
            let digits: DigitSet = cage.cells.iter().map(|c| solution[c.index()]).collect();
            digits.len() == cage.cells.len()
                && cage.sum.is_none_or(|sum| crate::geometry::digit_sum(digits.bits()) == u32::from(sum))
        })
        && (puzzle.constraints().is_empty() || {
            let values: Vec<Option<Digit>> = solution.iter().copied().map(Some).collect();
            crate::constraint::broken_cells(layout, puzzle.constraints(), &values).is_empty()
        })
}

/// Standard 9x9: 3x3 boxes and no extra houses.
fn is_classic(layout: &Layout) -> bool {
    let geometry = layout.geometry();
    geometry.box_width == 3 && geometry.box_height == 3 && *layout.variant() == crate::geometry::Variant::default()
}

/// A stand-in RNG type for searches without randomness; never called.
#[derive(Debug)]
pub(crate) struct NoRng;

impl rand_core::TryRng for NoRng {
    type Error = std::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok(0)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        Ok(0)
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        dst.fill(0);
        Ok(())
    }
}
