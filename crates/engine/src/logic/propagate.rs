//! Fast propagation of an assumption for forcing chains: naked and hidden singles, and
//! for dynamic forcing chains also locked candidates. Work is driven by a queue (a
//! removed candidate only revisits its cell and its houses), and the first
//! contradiction met is reported. (Solutions and uniqueness come from the exact solver,
//! [`crate::solve`].)

use std::collections::VecDeque;

use std::sync::Arc;

use super::deduction::symbol;
use super::nc_fillings::house_fillings;
use super::rules::Rules;
use super::variant::walk::{few_enough_to_walk, known_fillings, walk_remembered};
use super::{Deduction, Strategy};
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
    /// The digits of two cells break the variant rule that pairs them.
    Rule(Cell, Cell),
    /// A variant rule through the cell has no filling left.
    Unkept(Cell),
}

impl Conflict {
    /// The conflict in words, calling the walked rules `rule` ("cage" where they are the
    /// killer cages).
    pub(crate) fn describe_as(self, layout: &Layout, rule: &str) -> String {
        match self {
            Conflict::NoCandidate(cell) => format!("{} would have no candidate left", layout.cell_name(cell)),
            Conflict::NoPlace(h, digit) => {
                format!("{digit} would have no place left in {}", layout.houses()[h], digit = symbol(digit))
            }
            Conflict::Rule(a, b) => {
                format!("{} and {} would break the rule that joins them", layout.cell_name(a), layout.cell_name(b))
            }
            Conflict::Unkept(cell) => {
                format!("the {rule} through {} would have no filling left", layout.cell_name(cell))
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
    /// The cell's digits changed: the cells a variant rule pairs with it may lose some.
    Linked(Cell),
    /// A cell of the variant rule (index into the constraints) changed: walk its fillings.
    Walk(usize),
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
    /// `place_masks[h * size + d]`: bit `i` set when the `i`-th cell of house `h` holds
    /// candidate `d`.
    place_masks: Vec<u32>,
    /// The digits placed in each house.
    solved: Vec<DigitSet>,
    /// Digits placed since the branch started.
    pub placed: usize,
    /// For each house, whether its candidates changed since locked candidates last
    /// looked at it (what they find in a house unchanged is removed already).
    unlooked: Vec<bool>,
    /// What to look at again.
    pending: VecDeque<Pending>,
    /// The variant rules, followed after each change.
    rules: Option<Arc<Rules>>,
    /// For each walked rule, whether it waits in `pending`.
    walk_queued: Vec<bool>,
    /// For each walked rule, whether its fillings removed a digit (or had none left).
    walk_used: Vec<bool>,
    /// For each cell, its digits (its own when placed) when the cells linked to it last
    /// lost what they do not allow (`None`: not yet). Their digits only shrink since, so
    /// while the cell's stay the same, the same revision would remove nothing.
    revised_with: Vec<Option<DigitSet>>,
    /// Whether `revised_with` spares the revisions that would remove nothing (a test
    /// compares the branches without it).
    spares_revisions: bool,
}

impl Branch {
    /// The position of `grid`: its values and candidates, and each house's counts.
    pub(crate) fn from_grid(layout: &Layout, grid: &Grid) -> Branch {
        let size = layout.size();
        let houses = layout.houses();
        let mut places = vec![0u16; houses.len() * size];
        let mut place_masks = vec![0u32; houses.len() * size];
        let mut solved = vec![DigitSet::EMPTY; houses.len()];
        for (h, house) in houses.iter().enumerate() {
            for (i, &cell) in house.cells.iter().enumerate() {
                if let Some(digit) = grid.value(cell) {
                    solved[h].insert(digit);
                }
                for digit in grid.candidates(cell).iter() {
                    places[h * size + digit.index()] += 1;
                    place_masks[h * size + digit.index()] |= 1 << i;
                }
            }
        }
        Branch {
            size,
            values: grid.values().to_vec(),
            candidates: layout.cells().map(|c| grid.candidates(c)).collect(),
            places,
            place_masks,
            solved,
            placed: 0,
            unlooked: vec![true; houses.len()],
            pending: VecDeque::new(),
            rules: None,
            walk_queued: Vec::new(),
            walk_used: Vec::new(),
            revised_with: vec![None; layout.cell_count()],
            spares_revisions: true,
        }
    }

    /// The branch that also follows the variant rules: a cell's digits remove those the
    /// rule's pairs forbid from the cells paired with it, and each rule with a changed
    /// cell keeps only what its fillings allow.
    pub(crate) fn with_rules(mut self, rules: Option<Arc<Rules>>) -> Branch {
        self.walk_queued = vec![false; rules.as_ref().map_or(0, |r| r.walked_cells.len())];
        self.walk_used = self.walk_queued.clone();
        self.rules = rules;
        self
    }

    /// The branch that revises a cell's links whenever it changes (as before
    /// `revised_with`), for the test that compares the two.
    #[cfg(test)]
    fn revising_always(mut self) -> Branch {
        self.spares_revisions = false;
        self
    }

    pub(crate) fn values(&self) -> &[Option<Digit>] {
        &self.values
    }

    /// The candidates of every cell, by cell index.
    pub(crate) fn all_candidates(&self) -> &[DigitSet] {
        &self.candidates
    }

    /// For each house and digit (`h * size + d`), bit `i` set when the `i`-th cell of
    /// house `h` holds candidate `d`; and the digits placed in each house.
    pub(crate) fn houses(&self) -> (&[u32], &[DigitSet]) {
        (&self.place_masks, &self.solved)
    }

    pub(crate) fn value(&self, cell: Cell) -> Option<Digit> {
        self.values[cell.index()]
    }

    pub(crate) fn candidates(&self, cell: Cell) -> DigitSet {
        self.candidates[cell.index()]
    }

    /// The walked rules (indices into [`Rules::walked_cells`]) whose fillings removed a
    /// digit in this branch or left it none.
    pub(crate) fn walks_used(&self) -> impl Iterator<Item = usize> + '_ {
        self.walk_used.iter().enumerate().filter(|&(_, &used)| used).map(|(k, _)| k)
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
        self.run_queue(layout, propagation)
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
        self.run_queue(layout, propagation)
    }

    /// Makes `step`'s eliminations and then its placements (on cells still empty), as
    /// [`Deduction::apply`] does, and follows `propagation` from what they changed: from
    /// a position where nothing was left to follow, the position following it all again
    /// reaches. A placement of a digit that is no candidate is a contradiction.
    pub(crate) fn follow(
        &mut self,
        layout: &Layout,
        step: &Deduction,
        propagation: Propagation,
    ) -> Result<(), Conflict> {
        self.pending.reserve(self.values.len());
        for &(cell, digit) in &step.eliminations {
            self.eliminate(layout, cell, digit)?;
        }
        for &(cell, digit) in &step.placements {
            if self.value(cell).is_some() {
                continue;
            }
            if !self.candidates(cell).contains(digit) {
                return Err(Conflict::NoCandidate(cell));
            }
            self.place(layout, cell, digit)?;
        }
        self.run_queue(layout, propagation)
    }

    /// Follows what waits in the queue, then (for [`Propagation::Locked`]) locked
    /// candidates and what they lead to, until nothing changes.
    fn run_queue(&mut self, layout: &Layout, propagation: Propagation) -> Result<(), Conflict> {
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
                Pending::Linked(cell) => {
                    if self.value(cell).is_none() {
                        self.revise_linked(layout, cell)?;
                    }
                }
                Pending::Walk(k) => {
                    self.walk_queued[k] = false;
                    self.walk_rule(layout, k)?;
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
        for (h, &i) in layout.houses_of(cell).iter().map(|h| h.index()).zip(layout.positions_in_houses(cell)) {
            self.one_place_less(h, digit, i);
            self.solved[h].insert(digit);
        }
        self.placed += 1;
        for &peer in layout.peers(cell) {
            self.eliminate(layout, peer, digit)?;
        }
        self.changed(cell);
        self.revise_linked(layout, cell)?;
        Ok(())
    }

    /// The cells a variant rule pairs with `cell` lose the digits that none of its own
    /// allows; two placed digits that break their rule are a contradiction.
    fn revise_linked(&mut self, layout: &Layout, cell: Cell) -> Result<(), Conflict> {
        let own = self.value(cell).map_or_else(|| self.candidates(cell), DigitSet::single);
        if self.spares_revisions && self.revised_with[cell.index()] == Some(own) {
            return Ok(());
        }
        let Some(rules) = self.rules.clone() else { return Ok(()) };
        for (j, &(other, ..)) in rules.links[cell.index()].iter().enumerate() {
            if let Some(value) = self.value(other) {
                if rules.beside.allowed(cell, j, own, DigitSet::single(value)).is_empty() {
                    return Err(Conflict::Rule(cell, other));
                }
                continue;
            }
            let theirs = self.candidates(other);
            for y in theirs.difference(rules.beside.allowed(cell, j, own, theirs)).iter() {
                self.eliminate(layout, other, y)?;
            }
        }
        self.revised_with[cell.index()] = Some(own);
        Ok(())
    }

    /// Queues what a change of `cell`'s digits may affect through the variant rules.
    fn changed(&mut self, cell: Cell) {
        let Some(rules) = &self.rules else { return };
        if !rules.links[cell.index()].is_empty() {
            self.pending.push_back(Pending::Linked(cell));
        }
        for &k in &rules.walked_of[cell.index()] {
            if !self.walk_queued[k] {
                self.walk_queued[k] = true;
                self.pending.push_back(Pending::Walk(k));
            }
        }
    }

    /// Keeps in the cells of rule `k` only the digits some filling of the rule gives
    /// them, when the fillings are few enough to walk (found without a walk where the
    /// rule allows: a branch follows the same rules either way, only faster).
    fn walk_rule(&mut self, layout: &Layout, k: usize) -> Result<(), Conflict> {
        let Some(rules) = self.rules.clone() else { return Ok(()) };
        let cells = &rules.walked_cells[k];
        let domains: Vec<DigitSet> =
            cells.iter().map(|&c| self.value(c).map_or_else(|| self.candidates(c), DigitSet::single)).collect();
        if let Some(shape) = rules.non_consecutive_house(k) {
            let Some(kept) = house_fillings(shape, &domains) else { return Ok(()) };
            return self.keep_walked(layout, k, cells, &domains, &kept);
        }
        if !few_enough_to_walk(&domains) {
            return Ok(());
        }
        let digit_of = |v: &Option<Digit>| v.map_or(0, Digit::get);
        let placed = cells.iter().map(|c| digit_of(&self.values[c.index()]));
        let found = known_fillings(&rules, layout, k, &domains, placed).unwrap_or_else(|key| {
            // The board is made only for a walk.
            let mut board: Vec<u8> = self.values.iter().map(digit_of).collect();
            walk_remembered(&rules, layout, k, &domains, &mut board, key)
        });
        let Some(kept) = found else { return Ok(()) };
        self.keep_walked(layout, k, cells, &domains, &kept)
    }

    /// Keeps in each of rule `k`'s walked cells (with digits `domains`) the digits its
    /// fillings gave it (`kept`).
    fn keep_walked(
        &mut self,
        layout: &Layout,
        k: usize,
        cells: &[Cell],
        domains: &[DigitSet],
        kept: &[DigitSet],
    ) -> Result<(), Conflict> {
        for ((&cell, &had), &keep) in cells.iter().zip(domains).zip(kept) {
            if keep != had {
                self.walk_used[k] = true;
            }
            if keep.is_empty() {
                return Err(Conflict::Unkept(cell));
            }
            if self.value(cell).is_none() {
                for digit in had.difference(keep).iter() {
                    self.eliminate(layout, cell, digit)?;
                }
            }
        }
        Ok(())
    }

    /// Counts one place less for `digit` in house `h`, the one at position `i`; the
    /// places left.
    fn one_place_less(&mut self, h: usize, digit: Digit, i: u8) -> u16 {
        self.unlooked[h] = true;
        let slot = h * self.size + digit.index();
        self.place_masks[slot] &= !(1 << i);
        let count = &mut self.places[slot];
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
        self.changed(cell);
        for (h, &i) in layout.houses_of(cell).iter().map(|h| h.index()).zip(layout.positions_in_houses(cell)) {
            let places = self.one_place_less(h, digit, i);
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
        for (h, house) in layout.houses().iter().enumerate() {
            if !std::mem::take(&mut self.unlooked[h]) {
                continue;
            }
            // Only cells outside the house lose candidates here, so its places stay.
            for digit in (0..self.size).filter_map(Digit::from_index) {
                let mask = self.place_masks[h * self.size + digit.index()];
                if self.solved[h].contains(digit) || self.places[h * self.size + digit.index()] < 2 || mask == 0 {
                    continue;
                }
                let first = house.cells[mask.trailing_zeros() as usize];
                for other in layout.houses_of(first).iter().map(|h| h.index()) {
                    if other == h || mask & !layout.crossing(h, other) != 0 {
                        continue;
                    }
                    // The cells of `other` outside `h` that hold the digit, in the house's
                    // order (each elimination changes only its own cell).
                    let cells = &layout.houses()[other].cells;
                    let mut outside = !layout.crossing(other, h) & self.place_masks[other * self.size + digit.index()];
                    while outside != 0 {
                        let target = cells[outside.trailing_zeros() as usize];
                        outside &= outside - 1;
                        self.eliminate(layout, target, digit)?;
                        removed = true;
                    }
                }
            }
        }
        Ok(removed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraint::family;
    use crate::constraint::Constraint;

    fn digit(value: u8) -> Digit {
        Digit::new(value).expect("a digit")
    }

    #[test]
    fn a_branch_follows_the_rules_pairs_and_fillings() {
        let layout = Layout::classic();
        let thermo =
            Constraint::Thermometer(family::Thermometer { cells: vec![Cell::new(0), Cell::new(1), Cell::new(2)] });
        let arrow = Constraint::Arrow(family::Arrow {
            bulb: vec![Cell::new(80)],
            shafts: vec![vec![Cell::new(79), Cell::new(78)]],
        });
        let rules = Arc::new(Rules::new(&layout, &[thermo, arrow]));
        let grid = Grid::from_values(&layout, &[None; 81]);
        let start = || Branch::from_grid(&layout, &grid).with_rules(Some(Arc::clone(&rules)));

        // r1c2 = 2 leaves the bulb below it only 1.
        let mut branch = start();
        branch.assume(&layout, (Cell::new(1), digit(2)), Propagation::Singles).expect("no contradiction");
        assert_eq!(branch.value(Cell::new(0)), Some(digit(1)));
        let mut plain = Branch::from_grid(&layout, &grid);
        plain.assume(&layout, (Cell::new(1), digit(2)), Propagation::Singles).expect("no contradiction");
        assert_eq!(plain.value(Cell::new(0)), None, "without the rules nothing follows");

        // A bulb of 3 leaves its two-cell shaft in one row 1 and 2.
        let mut branch = start();
        branch.assume(&layout, (Cell::new(80), digit(3)), Propagation::Singles).expect("no contradiction");
        let low: DigitSet = [digit(1), digit(2)].into_iter().collect();
        assert_eq!(branch.candidates(Cell::new(79)), low);
        assert_eq!(branch.candidates(Cell::new(78)), low);

        // A bulb of 9 leaves nothing above it.
        let mut broken = start();
        let conflict = broken.assume(&layout, (Cell::new(0), digit(9)), Propagation::Singles).expect_err("broken");
        assert!(
            matches!(conflict, Conflict::NoCandidate(_) | Conflict::Rule(..) | Conflict::Unkept(_)),
            "{conflict:?}"
        );
        let mut broken = start();
        let conflict = broken.assume(&layout, (Cell::new(80), digit(2)), Propagation::Singles).expect_err("broken");
        let said = conflict.describe_as(&layout, "rule");
        assert!(said.contains("r9c"), "{said}");
    }

    /// Kropki dots, all given, on a solution: white where the digits are consecutive,
    /// black where one is twice the other, and the negative rules between the rest.
    fn kropki_negative(solution: &[u8]) -> Vec<Constraint> {
        let mut constraints: Vec<Constraint> =
            [crate::constraint::Negative::Difference, crate::constraint::Negative::Ratio]
                .map(|mark| Constraint::Negative(family::Negative { mark }))
                .to_vec();
        for a in 0..81 {
            for b in [a + 1, a + 9].into_iter().filter(|&b| b < 81 && (b == a + 9 || b % 9 != 0)) {
                let cells = [Cell::new(a), Cell::new(b)];
                let (x, y) = (solution[a], solution[b]);
                if x.abs_diff(y) == 1 {
                    constraints.push(Constraint::Difference(family::Difference { cells, value: 1 }));
                } else if x == 2 * y || y == 2 * x {
                    constraints.push(Constraint::Ratio(family::Ratio { cells, value: 2 }));
                }
            }
        }
        constraints
    }

    #[test]
    fn sparing_revisions_that_remove_nothing_changes_no_branch() {
        let layout = Layout::classic();
        let solution: Vec<u8> = (0..81).map(|i| ((i / 9 * 3 + i / 27 + i % 9) % 9 + 1) as u8).collect();
        let rules = Arc::new(Rules::new(&layout, &kropki_negative(&solution)));
        for every in [5, 11, 81] {
            let values: Vec<Option<Digit>> = (0..81).map(|i| (i % every == 0).then(|| digit(solution[i]))).collect();
            let grid = Grid::from_values(&layout, &values);
            let start = Branch::from_grid(&layout, &grid).with_rules(Some(Arc::clone(&rules)));
            for cell in layout.cells() {
                for candidate in grid.candidates(cell).iter() {
                    for propagation in [Propagation::Singles, Propagation::Locked] {
                        let (mut spared, mut always) = (start.clone(), start.clone().revising_always());
                        let outcome = spared.assume(&layout, (cell, candidate), propagation);
                        assert_eq!(
                            outcome,
                            always.assume(&layout, (cell, candidate), propagation),
                            "{cell:?} {candidate:?}"
                        );
                        assert_eq!(spared.into_parts(), always.into_parts(), "{cell:?} {candidate:?}");
                    }
                }
            }
        }
    }
}
