//! The exact search on boards with variant constraints (see [`crate::constraint`]):
//! candidates as bitsets, propagated to a fixpoint of
//! - naked singles: a placed digit leaves every peer, the cells a rule keeps apart
//!   (extra regions, a diagonal, anti-knight, anti-king, renban) included;
//! - hidden singles in every house, and house crossings (a digit of one house found only
//!   where it meets another leaves the rest of the other);
//! - the pairs of cells a rule relates ([`Relation`]), each with a table of the digits
//!   of one cell that each digit of the other allows, revised both ways (thermometers
//!   get their bounds this way, dots and whispers their digits, indexers their links,
//!   renban lines their spread);
//! - propagators for the rules with many cells ([`Narrow`]: sum bounds, digit sets,
//!   windows, row states), once the steps above settle;
//! - the other rules (sums, sets, outside clues, killer cages): the digits of each cell
//!   that some filling of the rule's cells keeps, found by a depth-first walk that stops
//!   where the rule's partial check ([`Constraint::breaks`]) fails; a walk that grows past
//!   a bound is left for later, when the candidates are fewer (a rule with propagators
//!   is walked only when few fillings are left);
//!
//! and depth-first search. Each contradiction is counted against the cells of the rule
//! that found it; the search branches on the open cell with the fewest candidates per
//! count (the fewest candidates while none was found), trying its lowest digit and then
//! going on without it, or on a digit's two places in a house when those clashed more.
//! A full filling is only reached through propagation, where every rule is checked
//! exactly.

mod narrow;

use super::generic::{Flow, Outcome, POLL_EVERY};
use crate::constraint::{Constraint, Relation};
use crate::digits::Digit;
use crate::geometry::{Cage, Layout};
use crate::grid::Puzzle;
use narrow::{digits, Narrow};

/// The flag of a cell whose single digit has left its peers.
const PLACED: u32 = 1 << 31;

/// The most fillings a rule's walk may try before it is left for later.
const WALK_BOUND: u32 = 4096;

/// The number of fillings of a rule's open cells above which its walk is not tried.
const SKIP_ABOVE: u64 = 1 << 16;

/// The same for a rule that has propagators of its own ([`Narrow`]): its walk only
/// finishes what they leave, once few fillings are left.
const SKIP_NARROWED_ABOVE: u64 = 1 << 8;

/// A rule that is not pairs of cells.
enum Rule<'p> {
    Constraint(&'p Constraint),
    Cage(&'p Cage),
}

/// One pair of cells with, for each digit of one, the digits the other may hold.
struct PairTable {
    a: usize,
    b: usize,
    /// `a_allows[i]`: the digits of `b` that digit `i + 1` in `a` allows.
    a_allows: Vec<u32>,
    b_allows: Vec<u32>,
}

impl PairTable {
    /// The table of the pairs of digits `(x in a, y in b)` that `allows` keeps.
    fn new(a: usize, b: usize, size: usize, allows: impl Fn(u8, u8) -> bool) -> PairTable {
        let table = |forward: bool| -> Vec<u32> {
            (1..=size as u8)
                .map(|x| {
                    (1..=size as u8)
                        .filter(|&y| if forward { allows(x, y) } else { allows(y, x) })
                        .fold(0, |mask, y| mask | 1 << (y - 1))
                })
                .collect()
        };
        PairTable { a, b, a_allows: table(true), b_allows: table(false) }
    }
}

struct Tables<'p> {
    layout: &'p Layout,
    all: u32,
    peers: Vec<Vec<u16>>,
    houses: Vec<Vec<u16>>,
    pairs: Vec<PairTable>,
    /// Each rule, its cells, and the most fillings of them its walk is tried on.
    rules: Vec<(Rule<'p>, Vec<u16>, u64)>,
    /// For two houses sharing two cells or more: the shared cells, the first's other
    /// cells, the second's other cells. A digit of the first found only in the shared
    /// cells leaves the second's other cells.
    crossings: Vec<[Vec<u16>; 3]>,
    /// The propagators of the rules too large to walk, each with the cells it reads.
    narrows: Vec<(Narrow, Vec<u16>)>,
    start: Vec<u32>,
}

impl<'p> Tables<'p> {
    fn new(puzzle: &'p Puzzle) -> Tables<'p> {
        let layout = puzzle.layout();
        let size = layout.size();
        let all = if size >= 31 { u32::MAX >> 1 } else { (1u32 << size) - 1 };
        let mut peers: Vec<Vec<u16>> =
            layout.cells().map(|c| layout.peers(c).iter().map(|p| p.index() as u16).collect()).collect();
        let mut pairs = Vec::new();
        let mut start: Vec<u32> = puzzle.givens().iter().map(|g| g.map_or(all, |d| 1 << d.index())).collect();
        let mut rules = Vec::new();
        let mut narrows = Vec::new();
        let constraints = puzzle.constraints();
        for constraint in constraints {
            for (a, b, relation) in constraint.pairs(layout, constraints) {
                let (a, b) = (a.index(), b.index());
                if relation == Relation::Differ {
                    if !peers[a].contains(&(b as u16)) {
                        peers[a].push(b as u16);
                        peers[b].push(a as u16);
                    }
                    continue;
                }
                pairs.push(PairTable::new(a, b, size, |x, y| relation.allows(x, y)));
            }
            // Two digits of a renban line are at most its length less one apart.
            if let Constraint::Renban { cells } = constraint {
                let most = cells.len().saturating_sub(1);
                for (i, a) in cells.iter().enumerate() {
                    for b in &cells[i + 1..] {
                        let near = |x: u8, y: u8| usize::from(x.abs_diff(y)) <= most;
                        pairs.push(PairTable::new(a.index(), b.index(), size, near));
                    }
                }
            }
            if let Some((cell, mask)) = constraint.unary(size) {
                start[cell.index()] &= mask;
            }
            let own = Narrow::of(constraint, layout);
            let bound = if own.is_empty() { SKIP_ABOVE } else { SKIP_NARROWED_ABOVE };
            narrows.extend(own);
            if is_rule_of_cells(constraint) {
                rules.push((Rule::Constraint(constraint), cells_of(&constraint.cells(layout)), bound));
            }
        }
        for cage in layout.cages().iter().filter(|cage| cage.sum.is_some()) {
            let own = Narrow::of_cage(cage, size);
            let bound = if own.is_none() { SKIP_ABOVE } else { SKIP_NARROWED_ABOVE };
            rules.push((Rule::Cage(cage), cells_of(&cage.cells), bound));
            narrows.extend(own);
        }
        let narrows = narrows
            .into_iter()
            .map(|n: Narrow| {
                let cells = n.cells();
                (n, cells)
            })
            .collect();
        let houses: Vec<Vec<u16>> = layout.houses().iter().map(|h| cells_of(&h.cells)).collect();
        let mut crossings = Vec::new();
        for (i, a) in houses.iter().enumerate() {
            for (j, b) in houses.iter().enumerate() {
                let shared: Vec<u16> = a.iter().filter(|c| b.contains(c)).copied().collect();
                if i != j && shared.len() >= 2 && shared.len() < a.len() {
                    let rest = |h: &[u16]| h.iter().filter(|c| !shared.contains(c)).copied().collect();
                    crossings.push([shared.clone(), rest(a), rest(b)]);
                }
            }
        }
        Tables { layout, all, peers, houses, pairs, crossings, rules, narrows, start }
    }

    /// Whether the digits of `v` break `rule` whatever fills its empty cells.
    fn breaks(&self, rule: &Rule<'_>, v: &[u8]) -> bool {
        match rule {
            Rule::Constraint(constraint) => constraint.breaks(self.layout, v),
            Rule::Cage(cage) => {
                let (placed, empty) = cage.cells.iter().fold((0u32, 0u32), |(sum, empty), c| match v[c.index()] {
                    0 => (sum, empty + 1),
                    d => (sum + u32::from(d), empty),
                });
                let sum = u32::from(cage.sum.unwrap_or(0));
                placed + empty > sum || placed + empty * (self.layout.size() as u32) < sum
            }
        }
    }
}

/// Whether the rule has a part beyond pairs of cells, checked by [`Constraint::breaks`].
fn is_rule_of_cells(constraint: &Constraint) -> bool {
    matches!(
        constraint,
        Constraint::Arrow { .. }
            | Constraint::Between { .. }
            | Constraint::RegionSum { .. }
            | Constraint::Quadruple { .. }
            | Constraint::Sandwich { .. }
            | Constraint::LittleKiller { .. }
            | Constraint::XSum { .. }
            | Constraint::Skyscraper { .. }
    )
}

fn cells_of(cells: &[crate::Cell]) -> Vec<u16> {
    let mut found: Vec<u16> = cells.iter().map(|c| c.index() as u16).collect();
    found.sort_unstable();
    found.dedup();
    found
}

struct Search<'t, 'p> {
    tables: &'t Tables<'p>,
    limit: usize,
    budget: u64,
    stop: Option<&'t dyn Fn() -> bool>,
    /// One digit per cell (0 when open), the rules' walks' scratch.
    scratch: Vec<u8>,
    /// For each rule, its cells' candidates after its last walk.
    seen: Vec<Vec<u32>>,
    /// For each propagator, its cells' candidates after its last pass that changed none.
    narrowed: Vec<Vec<u32>>,
    /// For each cell, how often a contradiction was found in a rule of it: the search
    /// branches where the rules clash most (among the cells with fewest candidates).
    weights: Vec<u32>,
    outcome: Outcome,
}

impl Search<'_, '_> {
    /// Counts a contradiction against `cells`; false, for the caller to return.
    fn blame(&mut self, cells: &[u16]) -> bool {
        for &cell in cells {
            self.weights[usize::from(cell)] += 1;
        }
        false
    }

    /// Propagates to a fixpoint; false on a contradiction. The cheap steps (singles, house
    /// crossings, pairs) settle before the propagators run, and those before the walks.
    fn propagate(&mut self, cand: &mut [u32]) -> bool {
        let tables = self.tables;
        loop {
            let mut changed = false;
            for cell in 0..cand.len() {
                let c = cand[cell];
                if c & PLACED != 0 || c.count_ones() != 1 {
                    continue;
                }
                cand[cell] = c | PLACED;
                for &peer in &tables.peers[cell] {
                    let p = &mut cand[usize::from(peer)];
                    if *p & c != 0 {
                        if *p & PLACED != 0 || digits(*p) == c {
                            return self.blame(&[cell as u16, peer]);
                        }
                        *p &= !c;
                    }
                }
                changed = true;
            }
            for house in &tables.houses {
                let (mut once, mut twice) = (0u32, 0u32);
                for &cell in house {
                    let c = digits(cand[usize::from(cell)]);
                    twice |= once & c;
                    once |= c;
                }
                if once != tables.all {
                    return self.blame(house);
                }
                let mut hidden = once & !twice;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden &= hidden - 1;
                    let Some(&cell) = house.iter().find(|&&c| cand[usize::from(c)] & bit != 0) else { continue };
                    let c = &mut cand[usize::from(cell)];
                    if digits(*c) != bit {
                        *c = bit;
                        changed = true;
                    }
                }
            }
            for pair in &tables.pairs {
                let (a, b) = (digits(cand[pair.a]), digits(cand[pair.b]));
                let b_left = b & allowed(&pair.a_allows, a);
                let a_left = a & allowed(&pair.b_allows, b);
                if a_left == 0 || b_left == 0 {
                    return self.blame(&[pair.a as u16, pair.b as u16]);
                }
                for (cell, old, new) in [(pair.a, a, a_left), (pair.b, b, b_left)] {
                    if new != old {
                        cand[cell] = new;
                        changed = true;
                    }
                }
            }
            for [shared, first, second] in &tables.crossings {
                let inside = shared.iter().fold(0, |m, &c| m | cand[usize::from(c)]);
                let locked = digits(inside & !first.iter().fold(0, |m, &c| m | cand[usize::from(c)]));
                for &cell in second {
                    let c = &mut cand[usize::from(cell)];
                    if *c & locked != 0 {
                        if digits(*c) & !locked == 0 {
                            return self.blame(shared);
                        }
                        *c = digits(*c) & !locked;
                        changed = true;
                    }
                }
            }
            if changed {
                continue;
            }
            for (index, (narrow, cells)) in tables.narrows.iter().enumerate() {
                let seen = &mut self.narrowed[index];
                if seen.len() == cells.len() && cells.iter().zip(seen.iter()).all(|(&c, &s)| cand[usize::from(c)] == s)
                {
                    continue;
                }
                match narrow.narrow(cand, tables.layout.size()) {
                    None => return self.blame(cells),
                    Some(true) => changed = true,
                    Some(false) => *seen = cells.iter().map(|&c| cand[usize::from(c)]).collect(),
                }
            }
            if changed {
                continue;
            }
            for rule in 0..tables.rules.len() {
                match self.walk(rule, cand) {
                    None => return self.blame(&tables.rules[rule].1),
                    Some(narrowed) => changed |= narrowed,
                }
            }
            if !changed {
                return true;
            }
        }
    }

    /// Keeps in each open cell of rule `rule` the digits some filling of its cells keeps;
    /// `None` when no filling does, `Some(changed)` otherwise.
    fn walk(&mut self, index: usize, cand: &mut [u32]) -> Option<bool> {
        let tables = self.tables;
        let (rule, cells, bound) = &tables.rules[index];
        // What a rule keeps depends on its cells' candidates only, and a walk keeps what it
        // left: the same candidates as after its last walk need no new one.
        let same = self.seen[index].len() == cells.len()
            && cells.iter().zip(&self.seen[index]).all(|(&c, &seen)| cand[usize::from(c)] == seen);
        if same {
            return Some(false);
        }
        let narrowed = self.walk_cells(rule, cells, *bound, cand);
        if narrowed.is_some() {
            self.seen[index] = cells.iter().map(|&c| cand[usize::from(c)]).collect();
        }
        narrowed
    }

    fn walk_cells(&mut self, rule: &Rule<'_>, cells: &[u16], bound: u64, cand: &mut [u32]) -> Option<bool> {
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

    /// The open cell to branch on: fewest candidates per contradiction found in its rules
    /// (fewest candidates first while none was).
    fn branch_cell(&self, cand: &[u32]) -> Option<usize> {
        (0..cand.len())
            .filter(|&c| cand[c] & PLACED == 0)
            .min_by_key(|&c| (u64::from(cand[c].count_ones()) << 32) / (u64::from(self.weights[c]) + 1))
    }

    /// A digit of a house with two places left, as two cells, when the cell to branch on
    /// has more than two candidates: the branch on where the digit goes is then smaller.
    /// The pair whose cells clashed most is taken.
    fn branch_places(&self, cand: &[u32]) -> Option<(u32, [usize; 2])> {
        let mut best: Option<(u32, u32, [usize; 2])> = None;
        for house in &self.tables.houses {
            let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
            for &cell in house {
                let c = cand[usize::from(cell)];
                let c = if c & PLACED != 0 { 0 } else { c };
                thrice |= twice & c;
                twice |= once & c;
                once |= c;
            }
            let mut two = twice & !thrice;
            while two != 0 {
                let bit = two & two.wrapping_neg();
                two &= two - 1;
                let mut places = house.iter().map(|&c| usize::from(c)).filter(|&c| cand[c] & bit != 0);
                let (Some(a), Some(b)) = (places.next(), places.next()) else { continue };
                let weight = self.weights[a] + self.weights[b];
                if best.is_none_or(|(w, _, _)| weight > w) {
                    best = Some((weight, bit, [a, b]));
                }
            }
        }
        best.map(|(_, bit, places)| (bit, places))
    }

    /// Counts a guess; false once the budget is spent or the caller asked to stop.
    fn guess(&mut self) -> bool {
        self.outcome.nodes += 1;
        !(self.outcome.nodes > self.budget
            || (self.outcome.nodes % POLL_EVERY == 0 && self.stop.is_some_and(|stop| stop())))
    }

    /// Searches below `cand`: propagates, then branches on the chosen cell's lowest digit
    /// and goes on without it (what that leaves is propagated and the branch chosen
    /// afresh), or on a digit's two places in a house.
    fn run(&mut self, cand: &mut [u32]) -> Flow {
        loop {
            if !self.propagate(cand) {
                return Flow::Continue;
            }
            let Some(cell) = self.branch_cell(cand) else {
                let solution =
                    cand.iter().filter_map(|&c| Digit::from_index(digits(c).trailing_zeros() as usize)).collect();
                self.outcome.solutions.push(solution);
                return if self.outcome.solutions.len() >= self.limit { Flow::Done } else { Flow::Continue };
            };
            // Where a digit goes, when that clashed more per branch than the cell did.
            let count = cand[cell].count_ones();
            let places = if count > 2 { self.branch_places(cand) } else { None }.filter(|(_, [a, b])| {
                u64::from(self.weights[*a] + self.weights[*b]) * u64::from(count) > 4 * u64::from(self.weights[cell])
            });
            if let Some((bit, [a, b])) = places {
                for (here, not) in [(a, b), (b, a)] {
                    if !self.guess() {
                        return Flow::OutOfBudget;
                    }
                    let mut next = cand.to_vec();
                    next[here] = bit;
                    next[not] = digits(next[not]) & !bit;
                    match self.run(&mut next) {
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
            next[cell] = bit;
            match self.run(&mut next) {
                Flow::Continue => {}
                flow => return flow,
            }
            cand[cell] &= !bit;
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
    let tables = Tables::new(puzzle);
    let mut cand = tables.start.clone();
    let mut search = Search {
        tables: &tables,
        limit,
        budget,
        stop,
        scratch: vec![0; cand.len()],
        seen: vec![Vec::new(); tables.rules.len()],
        narrowed: vec![Vec::new(); tables.narrows.len()],
        weights: vec![0; cand.len()],
        outcome: Outcome::default(),
    };
    if cand.contains(&0) {
        search.outcome.complete = true;
        return search.outcome;
    }
    let flow = search.run(&mut cand);
    search.outcome.complete = flow != Flow::OutOfBudget;
    search.outcome
}
