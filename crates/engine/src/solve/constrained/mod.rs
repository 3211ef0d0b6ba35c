//! The exact search on boards with variant constraints (see [`crate::constraint`]):
//! candidates as bitsets, propagated to a fixpoint of
//! - naked singles: a placed digit leaves every peer, the cells a rule keeps apart
//!   (extra regions, a diagonal, anti-knight, anti-king, renban) included;
//! - hidden singles in every house, and house crossings (a digit of one house found only
//!   where it meets another leaves the rest of the other);
//! - the pairs of cells a rule relates (a [`Relation`](crate::constraint::Relation)), each
//!   with a table of the digits of one cell that each digit of the other allows, revised
//!   both ways (thermometers get their bounds this way, dots and whispers their digits,
//!   indexers their links, renban lines their spread);
//! - propagators for the rules with many cells ([`narrow::Narrow`]: sums, digit sets,
//!   renban windows matched digit to cell, row states); a digit every filling of a
//!   renban line or a cage holds leaves the cells that see all its places there;
//! - for the rules without propagators (quadruples, long arrows), the digits of each cell
//!   that some filling of the rule's cells keeps, found by a depth-first walk that stops
//!   where the rule's partial check ([`Constraint::breaks`](crate::constraint::Constraint::breaks))
//!   fails; a walk that grows past a bound is left for later, when the candidates are fewer;
//!
//! each run again only when a cell it reads changed (a work queue, [`queue::Queue`], the
//! cheap units first), and depth-first search. Each cell starts with a weight for each
//! rule beyond the houses that reads it; each contradiction adds to the cells of the rule
//! that found it, and to the cell whose guess led to it, and every weight is halved now
//! and then, so that they follow where the search is; the digit whose guesses clashed
//! most lately, once well ahead of the others, lends its count to the cells that hold it.
//! The search branches on the open cell with the fewest candidates per weight, trying its
//! lowest digit and then going on without it, or on a digit's two places in a house when
//! those clashed more. A full filling is only reached through propagation, where every
//! rule is checked exactly.

mod narrow;
mod queue;
mod tables;

use super::branching::two_places;
use super::generic::{Flow, Outcome, POLL_EVERY};
use crate::digits::{Digit, MAX_SIZE};
use crate::grid::Puzzle;
#[cfg(test)]
pub(super) use narrow::linear;
pub(super) use narrow::{bounds, grouped, Matchings, GROUP_DIGITS};
use narrow::{digits, WindowFlags};
pub(crate) use narrow::{sandwich_fillings, sandwich_sets};
use queue::Queue;
use tables::{Rule, Tables, Unit};

/// The flag of a cell whose single digit has left its peers.
const PLACED: u32 = 1 << 31;

/// The most fillings a rule's walk may try before it is left for later.
const WALK_BOUND: u32 = 4096;

/// The number of fillings of a rule's open cells above which its walk is not tried.
const SKIP_ABOVE: u64 = 1 << 16;

/// The same for a rule that has propagators of its own ([`narrow::Narrow`]): its walk only
/// finishes what they leave, once few fillings are left.
const SKIP_NARROWED_ABOVE: u64 = 1 << 8;

/// How often the search halves its weights (see [`Search::count_blame`]): every this
/// many contradictions counted.
const DECAY_EVERY: u64 = 1 << 9;

/// The weight a cell starts with for each rule beyond the houses that reads it: the
/// search starts where the rules are.
const RULE_WEIGHT: u32 = 4;

struct Search<'t, 'p> {
    tables: &'t Tables<'p>,
    limit: usize,
    budget: u64,
    stop: Option<&'t dyn Fn() -> bool>,
    queue: Queue,
    /// One digit per cell (0 when open), the rules' walks' scratch.
    scratch: Vec<u8>,
    /// A propagator's cells' candidates before it ran, to see which it changed.
    before: Vec<u32>,
    /// The cells seeing every place of a digit, as a bitset.
    common: Vec<u64>,
    /// The renban lines' matching of windows to cells.
    windows: WindowFlags,
    /// The sums' matchings of digits to the cells of each run of peers.
    matchings: Matchings,
    /// For each cell, its rules beyond the houses and how often (lately) a contradiction
    /// was found in a rule of it or on a guess in it: the search branches where the rules
    /// clash most (among the cells with fewest candidates).
    weights: Vec<u32>,
    /// Contradictions found on placing each digit (bit `d` for digit `d + 1`), halved twice as
    /// fast as the cells' weights.
    digit_weights: [u32; 32],
    /// For each house, the digits that lost a place in it since it last ran.
    house_lost: Vec<u32>,
    /// The contradictions counted so far (on a rule's cells or on a guess).
    counted: u64,
    outcome: Outcome,
}

impl Search<'_, '_> {
    /// Propagates what the queue holds to a fixpoint; false on a contradiction (the queue
    /// is then emptied).
    fn propagate(&mut self, cand: &mut [u32]) -> bool {
        let settled = self.settle(cand);
        if !settled {
            self.queue.clear();
            self.house_lost.iter_mut().for_each(|lost| *lost = 0);
        }
        settled
    }

    fn settle(&mut self, cand: &mut [u32]) -> bool {
        let tables = self.tables;
        loop {
            if let Some((cell, lost)) = self.queue.next_cell() {
                for &house in &tables.cell_houses[cell] {
                    self.house_lost[usize::from(house)] |= lost;
                }
                let c = cand[cell];
                if c & PLACED == 0 && c.is_power_of_two() {
                    cand[cell] = c | PLACED;
                    for &peer in &tables.peers[cell] {
                        let peer = usize::from(peer);
                        let p = cand[peer];
                        if p & c != 0 {
                            if p & PLACED != 0 || digits(p) == c {
                                self.blame(&[cell as u16, peer as u16]);
                                return false;
                            }
                            cand[peer] = p & !c;
                            self.queue.mark(peer, c);
                        }
                    }
                }
                for &unit in &tables.watchers[cell] {
                    self.queue.push(unit as usize, tables.units[unit as usize].tier());
                }
                continue;
            }
            let Some(unit) = self.queue.next_unit() else { return true };
            let kept = match tables.units[unit] {
                Unit::House(house) => self.house(house, cand),
                Unit::Pair(pair) => self.pair(pair, cand),
                Unit::Narrow(narrow) => self.narrow(narrow, cand),
                Unit::Walk(rule) => self.walk_cells(rule, cand).is_some(),
            };
            if !kept {
                let cells: &[u16] = match tables.units[unit] {
                    Unit::House(house) => &tables.houses[house],
                    Unit::Pair(pair) => &[tables.pairs[pair].a as u16, tables.pairs[pair].b as u16],
                    Unit::Narrow(narrow) => &tables.narrows[narrow].1,
                    Unit::Walk(rule) => &tables.rules[rule].1,
                };
                self.blame(cells);
                return false;
            }
        }
    }

    /// Hidden singles in a house, then its crossings.
    fn house(&mut self, house: usize, cand: &mut [u32]) -> bool {
        let tables = self.tables;
        let cells = &tables.houses[house];
        // Only a digit that lost a place since the house last ran can have become a
        // hidden single, two places or locked in a crossing.
        let lost = std::mem::take(&mut self.house_lost[house]);
        let mut buffer = [0u32; MAX_SIZE];
        let Some(values) = buffer.get_mut(..cells.len()) else { return true };
        let read = |values: &mut [u32], cand: &[u32]| {
            for (v, &c) in values.iter_mut().zip(cells) {
                *v = digits(cand[usize::from(c)]);
            }
        };
        read(values, cand);
        let (mut once, mut twice) = (0u32, 0u32);
        for &c in values.iter() {
            twice |= once & c;
            once |= c;
        }
        if once != tables.all {
            return false;
        }
        if tables.extra_peers {
            // A digit with two places in the house leaves the cells seeing both (beyond
            // the houses, only rules such as anti-king make such cells).
            let (mut thrice, mut placed) = (0u32, 0u32);
            let (mut seen_once, mut seen_twice) = (0u32, 0u32);
            for &c in values.iter() {
                thrice |= seen_twice & c;
                seen_twice |= seen_once & c;
                seen_once |= c;
                if c.is_power_of_two() {
                    placed |= c;
                }
            }
            let two = twice & !thrice & !placed & lost;
            if two != 0 {
                if !self.exclude_required(cells, two, cand) {
                    return false;
                }
                read(values, cand);
            }
        }
        let mut hidden = once & !twice & lost;
        while hidden != 0 {
            let bit = hidden & hidden.wrapping_neg();
            hidden &= hidden - 1;
            let Some(k) = values.iter().position(|&c| c & bit != 0) else { continue };
            if values[k] != bit {
                let cell = usize::from(cells[k]);
                self.queue.mark(cell, values[k] & !bit);
                values[k] = bit;
                cand[cell] = bit;
            }
        }
        let crossings = &tables.crossings[house];
        let open = twice & lost;
        if open == 0 || crossings.is_empty() {
            return true;
        }
        // Few digits: each one's places in the house, against each crossing's; many: the
        // unions of the crossings' inside and outside cells.
        if open.count_ones() <= 2 {
            let mut left = open;
            while left != 0 {
                let bit = left & left.wrapping_neg();
                left &= left - 1;
                let places = values.iter().enumerate().fold(0u64, |p, (k, &c)| p | u64::from(c & bit != 0) << k);
                for crossing in crossings.iter().filter(|crossing| places & crossing.outside == 0) {
                    if !self.clear_rest(&crossing.rest, bit, cand) {
                        return false;
                    }
                }
            }
            return true;
        }
        for crossing in crossings {
            let union = |mut positions: u64| {
                let mut found = 0u32;
                while positions != 0 {
                    found |= values[positions.trailing_zeros() as usize];
                    positions &= positions - 1;
                }
                found
            };
            let locked = union(crossing.shared) & !union(crossing.outside) & open;
            if locked != 0 && !self.clear_rest(&crossing.rest, locked, cand) {
                return false;
            }
        }
        true
    }

    /// The digits of `locked` leave the cells of `rest`; false when one is left empty.
    fn clear_rest(&mut self, rest: &[u16], locked: u32, cand: &mut [u32]) -> bool {
        for &cell in rest {
            let cell = usize::from(cell);
            let c = cand[cell];
            if c & locked != 0 {
                if digits(c) & !locked == 0 {
                    return false;
                }
                cand[cell] = digits(c) & !locked;
                self.queue.mark(cell, c & locked);
            }
        }
        true
    }

    /// Revises a pair of cells both ways.
    fn pair(&mut self, index: usize, cand: &mut [u32]) -> bool {
        let pair = &self.tables.pairs[index];
        let (a, b) = (digits(cand[pair.a]), digits(cand[pair.b]));
        let b_left = b & allowed(&pair.a_allows, a);
        let a_left = a & allowed(&pair.b_allows, b);
        if a_left == 0 || b_left == 0 {
            return false;
        }
        for (cell, old, new) in [(pair.a, a, a_left), (pair.b, b, b_left)] {
            if new != old {
                cand[cell] = new;
                self.queue.mark(cell, old & !new);
            }
        }
        true
    }

    /// Runs a propagator and marks the cells it changed.
    fn narrow(&mut self, index: usize, cand: &mut [u32]) -> bool {
        let (narrow, cells) = &self.tables.narrows[index];
        self.before.clear();
        self.before.extend(cells.iter().map(|&c| cand[usize::from(c)]));
        let mut required = 0;
        let Some(changed) =
            narrow.narrow(cand, self.tables.layout.size(), &mut required, &mut self.windows, &mut self.matchings)
        else {
            return false;
        };
        if changed {
            for (&cell, &old) in cells.iter().zip(&self.before) {
                if cand[usize::from(cell)] != old {
                    self.queue.mark(usize::from(cell), old & !cand[usize::from(cell)]);
                }
            }
        }
        required == 0 || self.exclude_required(cells, required, cand)
    }

    /// Each digit of `required` (held by some cell of `cells` in every filling) leaves the
    /// cells outside that see every place it has among `cells`; false when one is left empty.
    fn exclude_required(&mut self, cells: &[u16], required: u32, cand: &mut [u32]) -> bool {
        let tables = self.tables;
        let mut left = required;
        while left != 0 {
            let bit = left & left.wrapping_neg();
            left &= left - 1;
            let mut places = cells.iter().map(|&c| usize::from(c)).filter(|&c| cand[c] & bit != 0);
            let Some(first) = places.next() else { return false };
            if cand[first] & PLACED != 0 || digits(cand[first]) == bit {
                continue;
            }
            let common = &mut self.common;
            common.clear();
            common.extend_from_slice(&tables.peer_sets[first]);
            for place in places {
                for (word, peers) in common.iter_mut().zip(&tables.peer_sets[place]) {
                    *word &= peers;
                }
            }
            for (w, &word) in common.iter().enumerate() {
                let mut word = word;
                while word != 0 {
                    let cell = w * 64 + word.trailing_zeros() as usize;
                    word &= word - 1;
                    let c = cand[cell];
                    if c & bit != 0 {
                        if digits(c) == bit {
                            return false;
                        }
                        cand[cell] = digits(c) & !bit;
                        self.queue.mark(cell, bit);
                    }
                }
            }
        }
        true
    }

    /// Keeps in each open cell of rule `index` the digits some filling of its cells keeps;
    /// `None` when no filling does, `Some(changed)` otherwise.
    fn walk_cells(&mut self, index: usize, cand: &mut [u32]) -> Option<bool> {
        let tables = self.tables;
        let (rule, cells, bound) = &tables.rules[index];
        let bound = *bound;
        let open: Vec<usize> = cells
            .iter()
            .map(|&c| usize::from(c))
            .filter(|&c| cand[c] & PLACED == 0 && cand[c].count_ones() > 1)
            .collect();
        // Far too many fillings to walk yet: left for when the candidates are fewer.
        let fillings = open.iter().fold(1u64, |n, &c| n.saturating_mul(u64::from(cand[c].count_ones())));
        if fillings > bound {
            return Some(false);
        }
        for &c in cells {
            let c = usize::from(c);
            let d = digits(cand[c]);
            self.scratch[c] = if d.count_ones() == 1 { d.trailing_zeros() as u8 + 1 } else { 0 };
        }
        if open.is_empty() {
            let broken = self.tables.breaks(rule, &self.scratch);
            for &c in cells {
                self.scratch[usize::from(c)] = 0;
            }
            return (!broken).then_some(false);
        }
        let mut kept = vec![0u32; open.len()];
        let mut tries = 0u32;
        let finished = self.fill(rule, &open, 0, cand, &mut kept, &mut tries);
        for &c in cells {
            self.scratch[usize::from(c)] = 0;
        }
        if !finished {
            return Some(false);
        }
        let mut changed = false;
        for (&cell, &keep) in open.iter().zip(&kept) {
            let left = cand[cell] & keep;
            if left == 0 {
                return None;
            }
            if left != cand[cell] {
                self.queue.mark(cell, cand[cell] & !left);
                cand[cell] = left;
                changed = true;
            }
        }
        Some(changed)
    }

    /// Fills `open[i..]` every way the rule allows, adding each full filling's digits to
    /// `kept`; false when the tries ran past [`WALK_BOUND`].
    fn fill(
        &mut self,
        rule: &Rule<'_>,
        open: &[usize],
        i: usize,
        cand: &[u32],
        kept: &mut [u32],
        tries: &mut u32,
    ) -> bool {
        *tries += 1;
        if *tries > WALK_BOUND {
            return false;
        }
        if self.tables.breaks(rule, &self.scratch) {
            return true;
        }
        let Some(&cell) = open.get(i) else {
            for (k, &c) in open.iter().enumerate() {
                kept[k] |= 1 << (self.scratch[c] - 1);
            }
            return true;
        };
        let mut left = digits(cand[cell]);
        while left != 0 {
            let digit = left.trailing_zeros() as u8 + 1;
            left &= left - 1;
            self.scratch[cell] = digit;
            if !self.fill(rule, open, i + 1, cand, kept, tries) {
                self.scratch[cell] = 0;
                return false;
            }
        }
        self.scratch[cell] = 0;
        true
    }

    /// Counts a contradiction against the cells of the rule that found it.
    fn blame(&mut self, cells: &[u16]) {
        for &c in cells {
            self.weights[usize::from(c)] += 1;
        }
        self.count_blame();
    }

    /// Counts a contradiction found on placing a digit in `cell`.
    fn conflict(&mut self, cell: usize, bit: u32) {
        self.weights[cell] += 1;
        self.digit_weights[bit.trailing_zeros() as usize % 32] += 1;
        self.count_blame();
    }

    /// Halves every weight once [`DECAY_EVERY`] contradictions were counted, so that the
    /// weights follow where the search is now.
    fn count_blame(&mut self) {
        self.counted += 1;
        if self.counted % DECAY_EVERY == 0 {
            self.weights.iter_mut().for_each(|w| *w >>= 1);
            self.digit_weights.iter_mut().for_each(|w| *w >>= 2);
        }
    }

    /// The open cell to branch on: fewest candidates per weight (fewest candidates first
    /// while no cell has any).
    fn branch_cell(&self, cand: &[u32]) -> Option<usize> {
        // The digit that clashed most lately lends its count to its cells, once it clashed
        // at least once per digit and half as much again as the least (a digit barely ahead
        // of the others says little). Its whole count: a digit gains one per clash, while
        // the cells gain one each on the clashing rule besides one on the guess.
        let (mut top, mut bonus, mut least) = (0u32, 0u32, u32::MAX);
        for (d, &w) in self.digit_weights.iter().enumerate() {
            if w > bonus {
                (top, bonus) = (1 << d, w);
            }
            if w > 0 {
                least = least.min(w);
            }
        }
        let digits = self.tables.layout.size() as u32;
        if bonus < digits || u64::from(bonus) * 2 <= u64::from(least) * 3 {
            bonus = 0;
        }
        let bonus = u64::from(bonus);
        (0..cand.len()).filter(|&c| cand[c] & PLACED == 0).min_by_key(|&c| {
            let extra = if cand[c] & top != 0 { bonus } else { 0 };
            (u64::from(cand[c].count_ones()) << 32) / (u64::from(self.weights[c]) + extra + 1)
        })
    }

    /// Counts a guess; false once the budget is spent or the caller asked to stop.
    fn guess(&mut self) -> bool {
        self.outcome.nodes += 1;
        !(self.outcome.nodes > self.budget
            || (self.outcome.nodes % POLL_EVERY == 0 && self.stop.is_some_and(|stop| stop())))
    }

    /// Tries `next` (a copy of the position with a guess in `cell`): propagates, searches
    /// below, and counts a contradiction against `cell`.
    fn descend(&mut self, next: &mut [u32], cell: usize, bit: u32) -> Flow {
        if self.propagate(next) {
            self.run(next)
        } else {
            self.conflict(cell, bit);
            Flow::Continue
        }
    }

    /// Searches below the propagated `cand`: branches on the chosen cell's lowest digit and
    /// goes on without it (what that leaves is propagated and the branch chosen afresh), or
    /// on a digit's two places in a house.
    fn run(&mut self, cand: &mut [u32]) -> Flow {
        loop {
            let Some(cell) = self.branch_cell(cand) else {
                let solution =
                    cand.iter().filter_map(|&c| Digit::from_index(digits(c).trailing_zeros() as usize)).collect();
                self.outcome.solutions.push(solution);
                return if self.outcome.solutions.len() >= self.limit { Flow::Done } else { Flow::Continue };
            };
            if let Some((bit, [a, b])) = two_places(&self.tables.houses, cand, &self.weights, cell) {
                for (here, not) in [(a, b), (b, a)] {
                    if !self.guess() {
                        return Flow::OutOfBudget;
                    }
                    let mut next = cand.to_vec();
                    self.queue.mark(here, next[here] & !bit);
                    self.queue.mark(not, bit);
                    next[here] = bit;
                    next[not] = digits(next[not]) & !bit;
                    match self.descend(&mut next, here, bit) {
                        Flow::Continue => {}
                        flow => return flow,
                    }
                }
                return Flow::Continue;
            }
            let bit = cand[cell] & cand[cell].wrapping_neg();
            if !self.guess() {
                return Flow::OutOfBudget;
            }
            let mut next = cand.to_vec();
            self.queue.mark(cell, next[cell] & !bit);
            next[cell] = bit;
            match self.descend(&mut next, cell, bit) {
                Flow::Continue => {}
                flow => return flow,
            }
            cand[cell] &= !bit;
            self.queue.mark(cell, bit);
            if !self.propagate(cand) {
                return Flow::Continue;
            }
        }
    }
}

/// The digits of one cell that some digit of `mask` in the other allows.
fn allowed(allows: &[u32], mut mask: u32) -> u32 {
    let mut found = 0;
    while mask != 0 {
        found |= allows.get(mask.trailing_zeros() as usize).copied().unwrap_or(0);
        mask &= mask - 1;
    }
    found
}

/// Solves `puzzle`, with its constraints, up to `limit` solutions within `budget` guesses.
pub(crate) fn search(puzzle: &Puzzle, limit: usize, budget: u64, stop: Option<&dyn Fn() -> bool>) -> Outcome {
    let tables = Tables::new(puzzle, budget == u64::MAX);
    let mut cand = tables.start.clone();
    let mut search = Search {
        tables: &tables,
        limit,
        budget,
        stop,
        queue: Queue::new(cand.len(), tables.units.len()),
        scratch: vec![0; cand.len()],
        before: Vec::new(),
        common: Vec::new(),
        windows: WindowFlags::new(),
        matchings: Matchings::new(),
        weights: tables.rule_weights(),
        digit_weights: [0; 32],
        house_lost: vec![0; tables.houses.len()],
        counted: 0,
        outcome: Outcome::default(),
    };
    if cand.contains(&0) {
        search.outcome.complete = true;
        return search.outcome;
    }
    (0..cand.len()).for_each(|cell| search.queue.mark(cell, tables.all));
    let flow = if search.propagate(&mut cand) { search.run(&mut cand) } else { Flow::Continue };
    search.outcome.complete = flow != Flow::OutOfBudget;
    search.outcome
}
