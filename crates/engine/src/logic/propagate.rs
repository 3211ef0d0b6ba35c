//! Fast propagation of naked and hidden singles on a [`Grid`], for forcing chains, and
//! for dynamic forcing chains also of locked candidates. It reports the first
//! contradiction it meets. (Solutions and uniqueness come from the exact solver,
//! [`crate::solve`].)

use super::deduction::symbol;
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::Layout;
use crate::grid::Grid;

/// Why a position cannot be completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Conflict {
    /// An empty cell has no candidate left.
    NoCandidate(Cell),
    /// A digit has no place left in a house (index into `Layout::houses`).
    NoPlace(usize, Digit),
}

impl Conflict {
    pub(crate) fn describe(self, layout: &Layout) -> String {
        match self {
            Conflict::NoCandidate(cell) => format!("{} would have no candidate left", layout.cell_name(cell)),
            Conflict::NoPlace(h, digit) => {
                format!("{digit} would have no place left in {}", layout.houses()[h], digit = symbol(digit))
            }
        }
    }
}

/// What follows from an assumption.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Propagation {
    /// Naked and hidden singles.
    Singles,
    /// Singles, and locked candidates whenever no single is left (dynamic chains).
    Locked,
}

/// Follows `propagation` until nothing is left. Returns the number of digits placed,
/// or the first contradiction.
pub(crate) fn propagate_with(layout: &Layout, grid: &mut Grid, propagation: Propagation) -> Result<usize, Conflict> {
    let mut placed = 0;
    loop {
        placed += propagate(layout, grid)?;
        if propagation == Propagation::Singles || !remove_locked(layout, grid) {
            return Ok(placed);
        }
    }
}

/// Locked candidates: a digit whose places in one house all lie in a second house
/// leaves the rest of the second house. True when a candidate was removed.
fn remove_locked(layout: &Layout, grid: &mut Grid) -> bool {
    let mut removed = false;
    for (h, house) in layout.houses().iter().enumerate() {
        for digit in (0..layout.size()).filter_map(Digit::from_index) {
            let mut places = house.cells.iter().copied().filter(|&c| grid.candidates(c).contains(digit));
            let Some(first) = places.next() else { continue };
            let rest: Vec<Cell> = places.collect();
            if rest.is_empty() {
                continue;
            }
            for &other in layout.houses_of(first) {
                let cells = &layout.houses()[other].cells;
                if other == h || !rest.iter().all(|c| cells.contains(c)) {
                    continue;
                }
                for &target in cells {
                    if !house.cells.contains(&target) && grid.eliminate(target, digit) {
                        removed = true;
                    }
                }
            }
        }
    }
    removed
}

/// Places every naked and hidden single until none is left. Returns the number of
/// digits placed, or the first contradiction.
pub(crate) fn propagate(layout: &Layout, grid: &mut Grid) -> Result<usize, Conflict> {
    let all = DigitSet::all(layout.size());
    let mut placed = 0;
    loop {
        let mut changed = false;
        for cell in layout.cells() {
            if grid.value(cell).is_some() {
                continue;
            }
            let cands = grid.candidates(cell);
            if cands.is_empty() {
                return Err(Conflict::NoCandidate(cell));
            }
            if let Some(digit) = cands.single_digit() {
                grid.place(layout, cell, digit);
                placed += 1;
                changed = true;
            }
        }
        for (h, house) in layout.houses().iter().enumerate() {
            let (mut once, mut twice, mut solved) = (0u32, 0u32, 0u32);
            for &cell in &house.cells {
                if let Some(v) = grid.value(cell) {
                    solved |= DigitSet::single(v).bits();
                }
                let c = grid.candidates(cell).bits();
                twice |= once & c;
                once |= c;
            }
            if let Some(missing) = DigitSet::from_bits(all.bits() & !solved & !once).first() {
                return Err(Conflict::NoPlace(h, missing));
            }
            let singles = DigitSet::from_bits(once & !twice & !solved);
            for digit in singles.iter() {
                let Some(&cell) = house.cells.iter().find(|&&c| grid.candidates(c).contains(digit)) else {
                    continue;
                };
                if grid.value(cell).is_some() {
                    continue;
                }
                if !grid.candidates(cell).contains(digit) {
                    continue;
                }
                grid.place(layout, cell, digit);
                placed += 1;
                changed = true;
            }
        }
        if !changed {
            return Ok(placed);
        }
    }
}

/// Places `digit` in `cell` and propagates.
pub(crate) fn assume(
    layout: &Layout,
    grid: &Grid,
    (cell, digit): (Cell, Digit),
    propagation: Propagation,
) -> (Grid, Result<usize, Conflict>) {
    let mut g = grid.clone();
    g.place(layout, cell, digit);
    let outcome = propagate_with(layout, &mut g, propagation).map(|n| n + 1);
    (g, outcome)
}
