//! Step 2 of an attempt: remove givens from a full solution, an orbit of the symmetry at
//! a time, keeping the solution unique; the result is minimal for its symmetry (no orbit
//! can be removed any more) unless checks ran out of budget on a large board.
//!
//! Algorithm (part of the seed contract v1): the orbits of the symmetry (listed by their
//! smallest cell) are shuffled with [`shuffle`]. They are then taken in that order in
//! chunks of `b` orbits, `b` starting at `max(1, orbits / 16)`. A chunk is removed
//! whole when the puzzle stays unique; otherwise it is put back, `b` is halved (never
//! below 1) and the chunk is split in two halves (first half `len / 2` orbits) that are
//! tried the same way, recursively, down to single orbits. Removing more givens never
//! makes a puzzle unique again, so one pass leaves no removable orbit. Uniqueness is
//! checked by the exact solver with a limit of two solutions; on large boards the big
//! early chunks save most of the checks.
//!
//! On boards over 9x9 a uniqueness check may explode (a 25x25 board with under half its
//! cells given can take the solver millions of guesses), so each check has a node budget
//! ([`check_budget`]); a check that runs out counts as "not unique" (the orbit stays), and
//! after [`MAX_INCONCLUSIVE`] such checks removal stops, keeping the remaining orbits.
//! Every outcome is counted in solver nodes, never in time, so it is the same everywhere.

use rand_core::Rng;

use super::seed::shuffle;
use super::symmetry::Symmetry;
use crate::digits::{Cell, Digit};
use crate::geometry::Layout;
use crate::grid::Puzzle;
use crate::solve::{unique_after_removal, Solver};

/// Inconclusive checks after which removal stops.
pub const MAX_INCONCLUSIVE: u32 = 4;

/// The solver's node budget for one uniqueness check on a board of `size` digits.
pub fn check_budget(size: usize) -> u64 {
    match size {
        0..=9 => 10_000_000,
        10..=16 => 20_000,
        _ => 3_000,
    }
}

/// What removal left: the givens, and how many uniqueness checks it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Removal {
    pub givens: Vec<Option<Digit>>,
    pub checks: u32,
    /// Checks that ran out of their node budget.
    pub inconclusive: u32,
}

/// The givens left after removing every removable orbit from `solution`; `None` when
/// `stop` (asked before each uniqueness check) returned true.
pub fn remove_givens(
    layout: &Layout,
    solution: &[Digit],
    symmetry: Symmetry,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<Removal> {
    remove_givens_within(layout, solution, symmetry, check_budget(layout.size()), rng, stop)
}

/// [`remove_givens`] with each uniqueness check limited to `budget` nodes.
pub fn remove_givens_within(
    layout: &Layout,
    solution: &[Digit],
    symmetry: Symmetry,
    budget: u64,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<Removal> {
    let orbits = shuffled_orbits(layout, symmetry, rng);
    let mut unique = |puzzle: &Puzzle| unique_within(puzzle, budget);
    let mut digger = Digger::new(layout, solution, &mut unique, stop);
    digger.remove_in_chunks(&orbits);
    digger.finish()
}

/// The orbits of `symmetry` on `layout`'s board, shuffled: the order removal tries them in.
pub(crate) fn shuffled_orbits(layout: &Layout, symmetry: Symmetry, rng: &mut impl Rng) -> Vec<Vec<Cell>> {
    let mut orbits = symmetry.orbits(layout.size());
    shuffle(rng, &mut orbits);
    orbits
}

/// Whether `puzzle` keeps a unique solution, searched within `budget` nodes.
/// For each cell, the index in `orbits` of the orbit that holds it.
pub(crate) fn orbit_of_cells(layout: &Layout, orbits: &[Vec<Cell>]) -> Vec<usize> {
    let mut orbit_of = vec![0; layout.cell_count()];
    for (i, orbit) in orbits.iter().enumerate() {
        for cell in orbit {
            orbit_of[cell.index()] = i;
        }
    }
    orbit_of
}

pub(crate) fn unique_within(puzzle: &Puzzle, budget: u64) -> Check {
    let found = Solver::new(puzzle).limit(2).node_budget(budget).run();
    Check { keep_out: found.is_unique(), inconclusive: !found.complete }
}

/// Format v6's check of `puzzle`, the givens of a puzzle whose one solution is
/// `solution` with the cells `removed` taken out: on standard 16x16 boards only a
/// solution that differs in a removed cell is looked for ([`unique_after_removal`]),
/// within `budget` nodes in all; elsewhere the same as [`unique_within`].
pub(crate) fn unique_after(puzzle: &Puzzle, solution: &[Digit], removed: &[Cell], budget: u64) -> Check {
    match unique_after_removal(puzzle, solution, removed, budget) {
        Some(unique) => Check { keep_out: unique, inconclusive: false },
        None => Check { keep_out: false, inconclusive: true },
    }
}

/// A check of the givens left after some were taken out: the puzzle, and the cells out
/// since the givens were last known to have one solution (those of the chunk, and at
/// first those out at the start).
pub(crate) type RemovalCheck<'a> = dyn FnMut(&Puzzle, &[Cell]) -> Check + 'a;

/// The outcome of one check of a puzzle with some givens removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Check {
    /// The givens may stay out.
    pub keep_out: bool,
    /// The check ran out of its budget (counted; removal stops after [`MAX_INCONCLUSIVE`]).
    pub inconclusive: bool,
}

/// Removes orbits of givens while a check allows it.
pub(crate) struct Digger<'a> {
    layout: &'a Layout,
    givens: Vec<Option<Digit>>,
    checks: u32,
    inconclusive: u32,
    check: Box<RemovalCheck<'a>>,
    /// The cells out at the start, until a check finds the givens unique.
    unchecked: Vec<Cell>,
    stop: &'a dyn Fn() -> bool,
    stopped: bool,
}

impl<'a> Digger<'a> {
    /// Starts from the full `solution`.
    pub(crate) fn new(
        layout: &'a Layout,
        solution: &[Digit],
        check: &'a mut dyn FnMut(&Puzzle) -> Check,
        stop: &'a dyn Fn() -> bool,
    ) -> Digger<'a> {
        Digger::from_givens(layout, solution.iter().copied().map(Some).collect(), check, stop)
    }

    /// Starts from `givens` (a solution with some cells already out).
    pub(crate) fn from_givens(
        layout: &'a Layout,
        givens: Vec<Option<Digit>>,
        check: &'a mut dyn FnMut(&Puzzle) -> Check,
        stop: &'a dyn Fn() -> bool,
    ) -> Digger<'a> {
        let check = Box::new(move |puzzle: &Puzzle, _: &[Cell]| check(puzzle));
        Digger::checking_removed(layout, givens, check, stop)
    }

    /// Starts from `givens` (a solution with some cells already out), checking each
    /// removal with the cells taken out.
    pub(crate) fn checking_removed(
        layout: &'a Layout,
        givens: Vec<Option<Digit>>,
        check: Box<RemovalCheck<'a>>,
        stop: &'a dyn Fn() -> bool,
    ) -> Digger<'a> {
        let unchecked = layout.cells().filter(|cell| givens[cell.index()].is_none()).collect();
        Digger { layout, givens, checks: 0, inconclusive: 0, check, unchecked, stop, stopped: false }
    }

    /// Format v1's pass: `orbits` in chunks of `max(1, orbits / 16)`, halved on failure.
    pub(crate) fn remove_in_chunks(&mut self, orbits: &[Vec<Cell>]) {
        let mut batch = (orbits.len() / 16).max(1);
        let mut start = 0;
        while start < orbits.len() && !self.stopped && self.inconclusive < MAX_INCONCLUSIVE {
            let end = (start + batch).min(orbits.len());
            if !self.try_remove(&orbits[start..end], None) {
                batch = (batch / 2).max(1);
            }
            start = end;
        }
    }

    /// What is left; `None` when stopped.
    pub(crate) fn finish(self) -> Option<Removal> {
        if self.stopped {
            return None;
        }
        Some(Removal { givens: self.givens, checks: self.checks, inconclusive: self.inconclusive })
    }

    /// Removes the orbits of `chunk` if the check allows it, else splits the chunk and
    /// tries the halves. True when the whole chunk went at once. `known` is the check's
    /// outcome when it is known already: the same givens were checked before.
    fn try_remove(&mut self, chunk: &[Vec<Cell>], known: Option<Check>) -> bool {
        if self.inconclusive >= MAX_INCONCLUSIVE {
            return false;
        }
        if self.stopped || (self.stop)() {
            self.stopped = true;
            return false;
        }
        let saved: Vec<(Cell, Option<Digit>)> =
            chunk.iter().flatten().map(|&cell| (cell, self.givens[cell.index()])).collect();
        for &(cell, _) in &saved {
            self.givens[cell.index()] = None;
        }
        let check = match known {
            Some(check) => check,
            None => self.run_check(&saved),
        };
        let check = self.count(check);
        if check.keep_out {
            self.unchecked.clear();
            return true;
        }
        for &(cell, digit) in &saved {
            self.givens[cell.index()] = digit;
        }
        if chunk.len() > 1 {
            let (first, second) = chunk.split_at(chunk.len() / 2);
            // With the first half gone, taking the second out too gives the givens just
            // checked: the outcome is known (checks are pure functions of the givens).
            let second_known = self.try_remove(first, None).then_some(check);
            self.try_remove(second, second_known);
        }
        false
    }

    fn run_check(&mut self, saved: &[(Cell, Option<Digit>)]) -> Check {
        // Givens taken from a solution never conflict, so this cannot fail.
        let Ok(puzzle) = Puzzle::new(self.layout.clone(), self.givens.clone()) else {
            return Check { keep_out: false, inconclusive: false };
        };
        let mut removed = self.unchecked.clone();
        removed.extend(saved.iter().map(|&(cell, _)| cell));
        (self.check)(&puzzle, &removed)
    }

    /// Counts a check (made now or known from before) as one.
    fn count(&mut self, check: Check) -> Check {
        self.checks += 1;
        if check.inconclusive {
            self.inconclusive += 1;
        }
        check
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::SeedPhrase;
    use crate::geometry::Geometry;
    use crate::solve::solve_randomly;

    /// Removal on a 16x16 board, started with some cells out unchecked (as a trainer
    /// attempt with reserved cells starts), leaves the same givens after the same checks
    /// whether each check searches the whole board for two solutions or only the cells
    /// taken out for another solution, when no check runs out of its budget.
    #[test]
    fn checking_only_the_removed_cells_removes_what_checking_the_whole_board_does() {
        let layout = Layout::new(Geometry::standard(4, 4)).expect("16x16");
        for round in 1..=3 {
            let mut rng = SeedPhrase::new("removed cells").expect("phrase").rng(round);
            let solution = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 1_000_000).expect("a fill");
            let orbits = shuffled_orbits(&layout, Symmetry::None, &mut rng);
            let (out, open) = orbits.split_at(20 * round as usize);
            let out: Vec<Cell> = out.iter().flatten().copied().collect();
            let (whole, removed) = both_removals(&layout, &solution, &out, open);
            assert_eq!(whole, removed, "round {round}");
            let given = whole.givens.iter().flatten().count();
            assert!(given < 120, "round {round}: {given} givens left");
        }
    }

    /// With every cell of two digits out at the start, swapping the two digits solves the
    /// puzzle too: the first checks look at those cells as well, and nothing is removed.
    #[test]
    fn cells_out_at_the_start_are_checked_until_the_givens_are_unique() {
        let layout = Layout::new(Geometry::standard(4, 4)).expect("16x16");
        let mut rng = SeedPhrase::new("two digits out").expect("phrase").rng(1);
        let solution = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 1_000_000).expect("a fill");
        let orbits = shuffled_orbits(&layout, Symmetry::None, &mut rng);
        let out: Vec<Cell> = layout.cells().filter(|cell| solution[cell.index()].index() < 2).collect();
        let open: Vec<Vec<Cell>> = orbits.into_iter().filter(|orbit| !out.contains(&orbit[0])).collect();
        let (whole, removed) = both_removals(&layout, &solution, &out, &open);
        assert_eq!(whole, removed);
        assert_eq!(removed.givens.iter().flatten().count(), 256 - out.len());
    }

    /// Removal of `open` from `solution` with the cells `out` out at the start, checked
    /// on the whole board and on the removed cells, with budgets no check runs out of.
    fn both_removals(layout: &Layout, solution: &[Digit], out: &[Cell], open: &[Vec<Cell>]) -> (Removal, Removal) {
        let budget = 200_000;
        let never = || false;
        let mut start: Vec<Option<Digit>> = solution.iter().copied().map(Some).collect();
        for cell in out {
            start[cell.index()] = None;
        }
        let mut whole = |puzzle: &Puzzle| unique_within(puzzle, budget);
        let mut by_whole = Digger::from_givens(layout, start.clone(), &mut whole, &never);
        by_whole.remove_in_chunks(open);
        let removed_only = |puzzle: &Puzzle, removed: &[Cell]| unique_after(puzzle, solution, removed, budget);
        let mut by_removed = Digger::checking_removed(layout, start, Box::new(removed_only), &never);
        by_removed.remove_in_chunks(open);
        let whole = by_whole.finish().expect("never stopped");
        let removed = by_removed.finish().expect("never stopped");
        assert_eq!((whole.inconclusive, removed.inconclusive), (0, 0));
        (whole, removed)
    }
}
