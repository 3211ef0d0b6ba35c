//! Fast propagation of an assumption for forcing chains: naked and hidden singles, and
//! for dynamic forcing chains also locked candidates. Work is driven by a queue (a
//! removed candidate only revisits its cell and its houses), and the first
//! contradiction met is reported. (Solutions and uniqueness come from the exact solver,
//! [`crate::solve`].)

use std::collections::VecDeque;

use super::context::bits;
use super::deduction::symbol;
use super::Strategy;
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

impl Propagation {
    /// Whether following this propagation to its end leaves no step of `strategy`:
    /// singles for both, locked candidates (pointing and claiming, between any two
    /// houses) for [`Propagation::Locked`].
    pub(crate) fn exhausts(self, strategy: Strategy) -> bool {
        match strategy {
            Strategy::FullHouse | Strategy::HiddenSingle | Strategy::NakedSingle => true,
            Strategy::Pointing | Strategy::Claiming => self == Propagation::Locked,
            _ => false,
        }
    }
}

/// Something to look at again after a candidate went.
#[derive(Clone, Copy, Debug)]
enum Pending {
    /// The cell may have one candidate left.
    Cell(Cell),
    /// The digit may have one place left in the house.
    Place(usize, Digit),
}

/// A position being followed: values, candidates, and for every house and digit the
/// number of places left, so that singles are found without scanning the board.
#[derive(Clone, Debug)]
pub(crate) struct Branch {
    size: usize,
    values: Vec<Option<Digit>>,
    candidates: Vec<DigitSet>,
    /// `places[h * size + d]`: how many cells of house `h` still hold candidate `d`.
    places: Vec<u16>,
    /// The digits placed in each house.
    solved: Vec<DigitSet>,
    /// Digits placed since the branch started.
    pub placed: usize,
    /// What to look at again.
    pending: VecDeque<Pending>,
}

impl Branch {
    /// The position of `grid`: its values and candidates, and each house's counts.
    pub(crate) fn from_grid(layout: &Layout, grid: &Grid) -> Branch {
        let size = layout.size();
        let houses = layout.houses();
        let mut places = vec![0u16; houses.len() * size];
        let mut solved = vec![DigitSet::EMPTY; houses.len()];
        for (h, house) in houses.iter().enumerate() {
            for &cell in &house.cells {
                if let Some(digit) = grid.value(cell) {
                    solved[h].insert(digit);
                }
                for digit in grid.candidates(cell).iter() {
                    places[h * size + digit.index()] += 1;
                }
            }
        }
        Branch {
            size,
            values: grid.values().to_vec(),
            candidates: layout.cells().map(|c| grid.candidates(c)).collect(),
            places,
            solved,
            placed: 0,
            pending: VecDeque::new(),
        }
    }

    pub(crate) fn values(&self) -> &[Option<Digit>] {
        &self.values
    }

    /// The candidates of every cell, by cell index.
    pub(crate) fn all_candidates(&self) -> &[DigitSet] {
        &self.candidates
    }

    pub(crate) fn value(&self, cell: Cell) -> Option<Digit> {
        self.values[cell.index()]
    }

    pub(crate) fn candidates(&self, cell: Cell) -> DigitSet {
        self.candidates[cell.index()]
    }

    /// Places `digit` in `cell` and follows `propagation`; the first contradiction met.
    pub(crate) fn assume(
        &mut self,
        layout: &Layout,
        (cell, digit): (Cell, Digit),
        propagation: Propagation,
    ) -> Result<(), Conflict> {
        // A clone's queue starts with no room; a placement queues a few dozen cells.
        self.pending.reserve(self.values.len());
        self.place(layout, cell, digit)?;
        loop {
            self.drain(layout)?;
            if propagation == Propagation::Singles || !self.remove_locked(layout)? {
                return Ok(());
            }
        }
    }

    /// Follows `propagation` from the position as it stands (every single already there,
    /// then what they lead to): the generator's fast check that a puzzle falls to singles
    /// (and locked candidates). The first contradiction met.
    pub(crate) fn settle(&mut self, layout: &Layout, propagation: Propagation) -> Result<(), Conflict> {
        self.pending.reserve(self.values.len());
        for cell in layout.cells() {
            if self.value(cell).is_none() {
                self.pending.push_back(Pending::Cell(cell));
            }
        }
        for h in 0..layout.houses().len() {
            for digit in (0..self.size).filter_map(Digit::from_index) {
                if !self.solved[h].contains(digit) && self.places[h * self.size + digit.index()] == 1 {
                    self.pending.push_back(Pending::Place(h, digit));
                }
            }
        }
        loop {
            self.drain(layout)?;
            if propagation == Propagation::Singles || !self.remove_locked(layout)? {
                return Ok(());
            }
        }
    }

    /// The values and candidates of the position.
    pub(crate) fn into_parts(self) -> (Vec<Option<Digit>>, Vec<DigitSet>) {
        (self.values, self.candidates)
    }

    fn drain(&mut self, layout: &Layout) -> Result<(), Conflict> {
        while let Some(next) = self.pending.pop_front() {
            match next {
                Pending::Cell(cell) => {
                    if self.value(cell).is_none() {
                        if let Some(digit) = self.candidates(cell).single_digit() {
                            self.place(layout, cell, digit)?;
                        }
                    }
                }
                Pending::Place(h, digit) => {
                    if self.solved[h].contains(digit) || self.places[h * self.size + digit.index()] != 1 {
                        continue;
                    }
                    let cells = &layout.houses()[h].cells;
                    if let Some(&cell) = cells.iter().find(|&&c| self.candidates(c).contains(digit)) {
                        self.place(layout, cell, digit)?;
                    }
                }
            }
        }
        Ok(())
    }

    fn place(&mut self, layout: &Layout, cell: Cell, digit: Digit) -> Result<(), Conflict> {
        for other in self.candidates(cell).difference(DigitSet::single(digit)).iter() {
            self.eliminate(layout, cell, other)?;
        }
        self.values[cell.index()] = Some(digit);
        self.candidates[cell.index()] = DigitSet::EMPTY;
        for h in layout.houses_of(cell).iter().map(|h| h.index()) {
            self.one_place_less(h, digit);
            self.solved[h].insert(digit);
        }
        self.placed += 1;
        for &peer in layout.peers(cell) {
            self.eliminate(layout, peer, digit)?;
        }
        Ok(())
    }

    /// Counts one place less for `digit` in house `h`; the places left.
    fn one_place_less(&mut self, h: usize, digit: Digit) -> u16 {
        let count = &mut self.places[h * self.size + digit.index()];
        *count = count.saturating_sub(1);
        *count
    }

    fn eliminate(&mut self, layout: &Layout, cell: Cell, digit: Digit) -> Result<(), Conflict> {
        let cands = &mut self.candidates[cell.index()];
        if !cands.contains(digit) {
            return Ok(());
        }
        cands.remove(digit);
        let left = cands.len();
        for h in layout.houses_of(cell).iter().map(|h| h.index()) {
            let places = self.one_place_less(h, digit);
            if !self.solved[h].contains(digit) {
                match places {
                    0 => return Err(Conflict::NoPlace(h, digit)),
                    1 => self.pending.push_back(Pending::Place(h, digit)),
                    _ => {}
                }
            }
        }
        match left {
            0 => Err(Conflict::NoCandidate(cell)),
            1 => {
                self.pending.push_back(Pending::Cell(cell));
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Locked candidates: a digit whose places in one house all lie in a second house
    /// leaves the rest of the second house. True when a candidate was removed.
    fn remove_locked(&mut self, layout: &Layout) -> Result<bool, Conflict> {
        let mut removed = false;
        // `places[d]`: bit `i` set when the `i`-th cell of the house holds candidate `d`.
        // Only cells outside the house lose candidates here, so it holds for the house.
        let mut places = vec![0u32; self.size];
        for (h, house) in layout.houses().iter().enumerate() {
            places.fill(0);
            for (i, &cell) in house.cells.iter().enumerate() {
                for digit in self.candidates(cell).iter() {
                    places[digit.index()] |= 1 << i;
                }
            }
            for digit in (0..self.size).filter_map(Digit::from_index) {
                let mask = places[digit.index()];
                if self.solved[h].contains(digit) || self.places[h * self.size + digit.index()] < 2 || mask == 0 {
                    continue;
                }
                let first = house.cells[mask.trailing_zeros() as usize];
                for other in layout.houses_of(first).iter().map(|h| h.index()) {
                    if other == h || !bits(mask).all(|i| in_house(layout, house.cells[i], other)) {
                        continue;
                    }
                    for &target in &layout.houses()[other].cells {
                        if !in_house(layout, target, h) && self.candidates(target).contains(digit) {
                            self.eliminate(layout, target, digit)?;
                            removed = true;
                        }
                    }
                }
            }
        }
        Ok(removed)
    }
}

/// Whether `cell` lies in house `h` (an index into `Layout::houses`).
fn in_house(layout: &Layout, cell: Cell, h: usize) -> bool {
    layout.houses_of(cell).iter().any(|id| id.index() == h)
}
