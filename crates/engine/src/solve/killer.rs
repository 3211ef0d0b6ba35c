//! The exact search on killer boards (any board with cages): candidates as bitsets,
//! propagation to a fixpoint of
//! - naked singles (a placed digit leaves every peer, cage mates included),
//! - hidden singles in every house,
//! - cage combinations: of the digit sets a cage can hold ([`combinations`], the sets
//!   of its size and sum), those that keep the cage's placed digits, give every cell a
//!   candidate and find every digit a cell are kept; each cell keeps the digits of those
//!   sets only, and a digit every kept set needs goes to its only place in the cage, and
//!   leaves the rest of any house that holds all its places in the cage;
//!   the same for the groups whose sums the rule of 45 implies ([`super::innies`]);
//! - without a node budget, house crossings (a digit one house holds only where it meets
//!   another leaves the other's other cells), the outies less the innies of unions of
//!   houses and of single houses that cages stick out of ([`super::leftovers`]), bounded as
//!   the constrained search bounds its sums (exactly while at most three cells are open:
//!   `few_open`), and cages with two to four open cells narrowed exactly (`cage_exact`);
//!
//! and depth-first search on the cell with the fewest candidates (without a node budget:
//! per weight, the weight starting from the rules that read the cell and growing with the
//! contradictions counted against it, halved now and then, or on a digit's two places in
//! a house when those clashed more). Each search level works
//! on its own copy of the position, in one buffer that grows with the depth. A position
//! is the candidates of every cell, then for each cage the candidates of its cells when it
//! was last narrowed: a cage whose cells have not changed since is not looked at again
//! (what a cage does depends only on its own cells' candidates).

mod few_open;
mod leftover_sums;

use super::branching::two_places;
use super::cage_exact::{self, exact_cage};
use super::generic::{most_constrained, Flow, Outcome, POLL_EVERY};
use super::innies::{implied_groups, implied_sums};
use crate::digits::{Digit, MAX_SIZE};
use crate::geometry::{combinations, Layout};
use crate::grid::Puzzle;
use leftover_sums::{leftover_sums, leftovers_of, Leftover};

/// The flag of a placed cell whose digit has left its peers (the generic search's flag).
const PLACED: u32 = super::propagate::SOLVED;

/// The words at the end of a position that hold which rules its propagation left to run
/// (a [`Queue`]'s dirty bits).
const DIRTY_WORDS: usize = 8;

/// A set of cells of a killer board (at most 16x16: 256 cells).
type CellBits = [u64; 4];

fn with_cell(mut set: CellBits, cell: usize) -> CellBits {
    set[cell / 64] |= 1 << (cell % 64);
    set
}

/// Marks `rule` on each of `cells` in `marks`, when the marks can hold it.
fn mark_rule(marks: &mut [CellBits], rule: usize, cells: impl Iterator<Item = u16>) {
    if rule < 256 {
        cells.for_each(|cell| marks[usize::from(cell)] = with_cell(marks[usize::from(cell)], rule));
    }
}

fn holds(set: &CellBits, cell: usize) -> bool {
    set[cell / 64] & (1 << (cell % 64)) != 0
}

/// The propagation's work: the cells left with one candidate, to be placed, and which of
/// the rules that walk the whole board (each house's hidden singles, each crossing of two
/// houses, each implied sum, each cage, numbered in that order) saw a cell of theirs change
/// since they last ran: the others are not looked at, as they would find nothing new. Rules
/// numbered past what the marks hold always run.
#[derive(Debug)]
struct Queue {
    singles: Vec<u16>,
    dirty: CellBits,
    /// For each cell, the rules that read it.
    marks: Vec<CellBits>,
    /// For each cell, the cages that read it: placing its digit changes them (they tell
    /// placed cells from open ones), not the other rules.
    cage_marks: Vec<CellBits>,
}

impl Queue {
    fn new(tables: &Tables) -> Queue {
        let mut marks = vec![[0u64; 4]; tables.cells];
        for (rule, house) in tables.houses.iter().enumerate() {
            mark_rule(&mut marks, rule, house.iter().copied());
        }
        let mut rule = tables.houses.len();
        for parts in &tables.crossings {
            mark_rule(&mut marks, rule, parts.iter().flatten().copied());
            rule += 1;
        }
        for (cells, _) in &tables.sums {
            mark_rule(&mut marks, rule, cells.iter().copied());
            rule += 1;
        }
        let mut cage_marks = vec![[0u64; 4]; tables.cells];
        for cage in &tables.cages {
            // A cage reads its cells, and the rest of each house that holds it.
            let read = || cage.cells.iter().chain(cage.complements.iter().flatten()).copied();
            mark_rule(&mut marks, rule, read());
            mark_rule(&mut cage_marks, rule, read());
            rule += 1;
        }
        // A leftover reads its cells, and which of them are placed.
        for leftover in &tables.leftovers {
            mark_rule(&mut marks, rule, leftover.cells());
            mark_rule(&mut cage_marks, rule, leftover.cells());
            rule += 1;
        }
        Queue { singles: Vec::new(), dirty: [u64::MAX; 4], marks, cage_marks }
    }

    /// Queues `cell`, just left with one candidate, to be placed.
    #[inline]
    fn push(&mut self, cell: u16) {
        self.singles.push(cell);
        self.touch(usize::from(cell));
    }

    /// Notes that the candidates of `cell` changed.
    #[inline]
    fn touch(&mut self, cell: usize) {
        for (dirty, mark) in self.dirty.iter_mut().zip(self.marks[cell]) {
            *dirty |= mark;
        }
    }

    /// Notes that the digit of `cell` was placed: only the cages that read it see that.
    #[inline]
    fn place(&mut self, cell: usize) {
        for (dirty, mark) in self.dirty.iter_mut().zip(self.cage_marks[cell]) {
            *dirty |= mark;
        }
    }

    /// Whether rule `rule` is to run (a cell of its changed since it last ran), taking it
    /// as run.
    #[inline]
    fn take(&mut self, rule: usize) -> bool {
        let dirty = self.is_dirty(rule);
        self.settle(rule);
        dirty
    }

    /// Whether a cell of rule `rule` changed since it last ran.
    #[inline]
    fn is_dirty(&self, rule: usize) -> bool {
        rule >= 256 || self.dirty[rule / 64] & 1 << (rule % 64) != 0
    }

    /// Takes rule `rule` as run on the cells as they are now.
    #[inline]
    fn settle(&mut self, rule: usize) {
        if rule < 256 {
            self.dirty[rule / 64] &= !(1 << (rule % 64));
        }
    }

    fn pop(&mut self) -> Option<u16> {
        self.singles.pop()
    }

    fn is_empty(&self) -> bool {
        self.singles.is_empty()
    }

    fn len(&self) -> usize {
        self.singles.len()
    }

    /// Forgets the queued singles and counts every rule as to run.
    fn clear(&mut self) {
        self.singles.clear();
        self.dirty = [u64::MAX; 4];
    }

    /// Keeps which rules are to run in `saved` ([`DIRTY_WORDS`] words of a position), as
    /// they are when a propagation ends.
    fn save(&self, saved: &mut [u32]) {
        for (pair, &dirty) in saved.chunks_exact_mut(2).zip(&self.dirty) {
            pair[0] = dirty as u32;
            pair[1] = (dirty >> 32) as u32;
        }
    }

    /// Forgets the queued singles and takes as to run the rules `saved` holds: those a
    /// position's propagation left to run (the others would find nothing new there).
    fn resume(&mut self, saved: &[u32]) {
        self.singles.clear();
        for (dirty, pair) in self.dirty.iter_mut().zip(saved.chunks_exact(2)) {
            *dirty = u64::from(pair[0]) | u64::from(pair[1]) << 32;
        }
    }
}

/// A cage as the search sees it.
#[derive(Debug)]
struct CageTable {
    cells: Vec<u16>,
    /// The same cells as a set.
    set: CellBits,
    /// The digit sets the cage can hold; `None` for a cage without a sum (only its
    /// digits differ, which peers see to).
    combos: Option<Vec<u32>>,
    /// The sum of its digits (that of any of its digit sets; 0 without a sum).
    sum: u32,
    /// For each house holding all its cells, the house's other cells (without a node
    /// budget only): a digit those cannot hold is one the cage must.
    complements: Vec<Vec<u16>>,
    /// Where its cells' candidates are kept in a position's stamps (after the board's
    /// candidates), then the digits its complements could not hold, then the needed digits
    /// whose places' common peers were cleared (see [`narrow_cage`]), then its live sets:
    /// one bit per digit set, cleared once the set no longer fits (candidates only
    /// shrink down the search, so it never fits again).
    stamp: usize,
}

impl CageTable {
    /// The words of a position's stamps that hold the cage's live sets.
    fn live_words(&self) -> usize {
        self.combos.as_ref().map_or(0, |combos| combos.len().div_ceil(32))
    }

    /// The words of a position's stamps the cage takes.
    fn stamp_words(&self) -> usize {
        self.cells.len() + 2 + self.live_words()
    }
}

/// The board flattened for the search.
#[derive(Debug)]
struct Tables {
    cells: usize,
    all: u32,
    houses: Vec<Vec<u16>>,
    house_sets: Vec<CellBits>,
    cell_houses: Vec<Vec<u16>>,
    peers: Vec<Vec<u16>>,
    /// The same peers as sets (without a node budget only: a digit a cage needs leaves
    /// the cells that see all its places there).
    peer_sets: Vec<CellBits>,
    cages: Vec<CageTable>,
    /// Where two houses share two cells or more: the shared cells, then each house's
    /// other cells.
    crossings: Vec<[Vec<u16>; 3]>,
    /// Groups of cells (digits may repeat) with the sum the rule of 45 gives them.
    sums: Vec<(Vec<u16>, u32)>,
    /// Outies less innies of unions of houses (without a node budget only).
    leftovers: Vec<Leftover>,
    /// The length of a position: the cells, then every cage's stamp and live sets, the
    /// leftovers' stamps, and last which rules its propagation left to run
    /// ([`DIRTY_WORDS`]).
    frame: usize,
    /// Whether the houses' crossings are looked at: only in a search without a node
    /// budget, whose guesses no generated puzzle depends on.
    crosses: bool,
}

impl Tables {
    fn new(layout: &Layout, crosses: bool) -> Tables {
        let size = layout.size();
        let cells = layout.cell_count();
        let to_u16 = |cells: &[crate::Cell]| cells.iter().map(|c| c.index() as u16).collect::<Vec<u16>>();
        let houses: Vec<Vec<u16>> = layout.houses().iter().map(|h| to_u16(&h.cells)).collect();
        let mut stamps = 0;
        let mut table = |cells: Vec<u16>, combos: Option<Vec<u32>>| {
            let set = cells.iter().fold([0; 4], |set, &c| with_cell(set, usize::from(c)));
            let complements = houses
                .iter()
                .filter(|house| crosses && combos.is_some() && cells.iter().all(|c| house.contains(c)))
                .map(|house| house.iter().copied().filter(|c| !holds(&set, usize::from(*c))).collect())
                .collect();
            let sum = combos.as_ref().and_then(|combos| combos.first()).map_or(0, |&set| digit_total(set));
            let cage = CageTable { cells, set, combos, sum, complements, stamp: stamps };
            stamps += cage.stamp_words();
            cage
        };
        let mut cages: Vec<CageTable> = Vec::new();
        for cage in layout.cages() {
            let combos = cage
                .sum
                .map(|sum| combinations(size, cage.cells.len(), Some(sum)).into_iter().map(|set| set.bits()).collect());
            cages.push(table(to_u16(&cage.cells), combos));
        }
        for (group, combos) in implied_groups(layout) {
            cages.push(table(to_u16(&group), Some(combos)));
        }
        let house_sets =
            houses.iter().map(|h| h.iter().fold([0; 4], |set, &c| with_cell(set, usize::from(c)))).collect();
        let mut cell_houses = vec![Vec::new(); cells];
        for (h, house) in houses.iter().enumerate() {
            for &cell in house {
                cell_houses[usize::from(cell)].push(h as u16);
            }
        }
        let mut crossings = Vec::new();
        for (i, a) in houses.iter().enumerate() {
            for b in &houses[i + 1..] {
                let shared: Vec<u16> = a.iter().copied().filter(|c| b.contains(c)).collect();
                if shared.len() >= 2 {
                    let rest = |h: &Vec<u16>| h.iter().copied().filter(|c| !shared.contains(c)).collect::<Vec<u16>>();
                    crossings.push([rest(a), rest(b), shared]);
                }
            }
        }
        let cage_stamps = cages.iter().map(CageTable::stamp_words).sum::<usize>();
        let leftovers = if crosses { leftovers_of(layout, cage_stamps) } else { Vec::new() };
        Tables {
            crosses,
            crossings,
            cells,
            all: if size >= 32 { u32::MAX } else { (1u32 << size) - 1 },
            houses,
            house_sets,
            cell_houses,
            peers: layout.cells().map(|c| to_u16(layout.peers(c))).collect(),
            peer_sets: if crosses {
                layout
                    .cells()
                    .map(|c| layout.peers(c).iter().fold([0; 4], |set, p| with_cell(set, p.index())))
                    .collect()
            } else {
                Vec::new()
            },
            frame: cells + cage_stamps + leftovers.iter().map(Leftover::stamps).sum::<usize>() + DIRTY_WORDS,
            leftovers,
            cages,
            sums: implied_sums(layout).into_iter().map(|(cells, sum)| (to_u16(&cells), sum)).collect(),
        }
    }
}

struct Search<'a> {
    tables: &'a Tables,
    frames: Vec<u32>,
    singles: Queue,
    limit: usize,
    budget: u64,
    nodes: u64,
    solutions: Vec<Vec<Digit>>,
    stop: Option<&'a dyn Fn() -> bool>,
    /// For each cell, how often a contradiction was found in a cage or house of it, or on
    /// a guess in it: the search branches where the rules clash most.
    weights: Vec<u32>,
    /// Whether the branch cell follows [`Search::weights`]. A search with a node budget
    /// branches on the fewest candidates alone, as it always has: where its budget runs out
    /// decides the generator's puzzles, which a seed phrase must keep making.
    learns: bool,
    /// The contradictions counted so far: every [`DECAY_EVERY`] of them the weights are
    /// halved, so that they follow where the search is now.
    contradictions: u64,
}

/// How often the weights are halved (see [`Search::contradictions`]). Measured on the tune
/// half's eight Mathemagic killers (BENCHMARKS.md, branch `overlap`): 2^14 2.76 M nodes,
/// 2^12 2.11 M, 2^11 2.03 M, 2^10 1.84 M, 2^9 1.85 M, 2^8 2.26 M.
const DECAY_EVERY: u64 = 1 << 10;

/// Solves the killer `puzzle`: up to `limit` solutions within `budget` nodes.
pub(crate) fn search(puzzle: &Puzzle, limit: usize, budget: u64, stop: Option<&dyn Fn() -> bool>) -> Outcome {
    let tables = Tables::new(puzzle.layout(), budget == u64::MAX);
    let mut frames = vec![tables.all; tables.cells];
    // No stamp matches a position's candidates (no cell is left without one).
    frames.resize(tables.frame, 0);
    for cage in &tables.cages {
        let Some(combos) = &cage.combos else { continue };
        let live = tables.cells + cage.stamp + cage.cells.len() + 2;
        for (word, first) in frames[live..live + cage.live_words()].iter_mut().zip((0..).step_by(32)) {
            *word = 1u32.checked_shl((combos.len() - first) as u32).map_or(u32::MAX, |bit| bit - 1);
        }
    }
    let mut search = Search {
        tables: &tables,
        frames,
        singles: Queue::new(&tables),
        limit,
        budget,
        nodes: 0,
        solutions: Vec::new(),
        stop,
        // Only a search without a node budget follows the weights.
        weights: if budget == u64::MAX { tables.rule_weights() } else { vec![0; tables.cells] },
        learns: budget == u64::MAX,
        contradictions: 0,
    };
    search.singles.clear();
    let mut consistent = puzzle.givens().len() == tables.cells;
    for (cell, given) in puzzle.givens().iter().enumerate() {
        let Some(digit) = given else { continue };
        let bit = 1u32.checked_shl(digit.index() as u32).unwrap_or(0);
        if !consistent || search.frames[cell] & bit == 0 {
            consistent = false;
            break;
        }
        search.frames[cell] = bit;
        search.singles.push(cell as u16);
    }
    let mut complete = true;
    if consistent && limit > 0 && propagate(&tables, &mut search.frames[..], &mut search.singles, &mut search.weights) {
        search.singles.save(&mut search.frames[tables.frame - DIRTY_WORDS..tables.frame]);
        complete = search.search(0) != Flow::OutOfBudget;
    }
    Outcome { solutions: search.solutions, complete, nodes: search.nodes }
}

impl Search<'_> {
    fn search(&mut self, depth: usize) -> Flow {
        let (cells, frame) = (self.tables.cells, self.tables.frame);
        let base = depth * frame;
        let position = &self.frames[base..base + cells];
        let next = if self.learns { branch_cell(position, &self.weights) } else { most_constrained(position) };
        let Some(cell) = next else {
            self.solutions.push(
                position.iter().filter_map(|&c| Digit::from_index((c & !PLACED).trailing_zeros() as usize)).collect(),
            );
            return if self.solutions.len() >= self.limit { Flow::Done } else { Flow::Continue };
        };
        if self.frames.len() < base + 2 * frame {
            self.frames.resize(base + 2 * frame, 0);
        }
        let position = &self.frames[base..base + cells];
        let places = if self.learns { two_places(&self.tables.houses, position, &self.weights, cell) } else { None };
        if let Some((bit, [a, b])) = places {
            for (here, not) in [(a, b), (b, a)] {
                let flow = self.descend(depth, here, |next, singles| {
                    next[here] = bit;
                    singles.push(here as u16);
                    narrow(next, singles, not, !bit)
                });
                if flow != Flow::Continue {
                    return flow;
                }
            }
            return Flow::Continue;
        }
        let mut digits = self.frames[base + cell] & !PLACED;
        while digits != 0 {
            let bit = digits & digits.wrapping_neg();
            digits &= digits - 1;
            let flow = self.descend(depth, cell, |next, singles| {
                next[cell] = bit;
                singles.push(cell as u16);
                true
            });
            if flow != Flow::Continue {
                return flow;
            }
        }
        Flow::Continue
    }

    /// Tries a guess (`guess` sets it in a copy of the position at `depth`, queueing its
    /// singles; false when it empties a cell): propagates and searches below, or counts a
    /// contradiction against `cell`.
    fn descend(&mut self, depth: usize, cell: usize, guess: impl FnOnce(&mut [u32], &mut Queue) -> bool) -> Flow {
        if self.nodes >= self.budget {
            return Flow::OutOfBudget;
        }
        self.nodes += 1;
        if self.nodes % POLL_EVERY == 0 && self.stop.is_some_and(|stop| stop()) {
            return Flow::OutOfBudget;
        }
        let frame = self.tables.frame;
        let base = depth * frame;
        let (current, next) = self.frames.split_at_mut(base + frame);
        let next = &mut next[..frame];
        next.copy_from_slice(&current[base..]);
        self.singles.resume(&next[frame - DIRTY_WORDS..]);
        if guess(next, &mut self.singles) && propagate(self.tables, next, &mut self.singles, &mut self.weights) {
            self.singles.save(&mut next[frame - DIRTY_WORDS..]);
            return self.search(depth + 1);
        }
        self.weights[cell] += 1;
        self.contradictions += 1;
        if self.contradictions % DECAY_EVERY == 0 {
            self.weights.iter_mut().for_each(|w| *w >>= 1);
        }
        Flow::Continue
    }
}

/// The open cell to branch on: fewest candidates per contradiction counted against it
/// (the fewest candidates while none was).
fn branch_cell(cand: &[u32], weights: &[u32]) -> Option<usize> {
    (0..cand.len())
        .filter(|&c| cand[c] & PLACED == 0)
        .min_by_key(|&c| (u64::from(cand[c].count_ones()) << 32) / (u64::from(weights[c]) + 1))
}

impl Tables {
    /// The weight each cell starts with: for each house, cage or leftover reading it, the
    /// board's size, and more for a short sum (twice the size less its length), so that
    /// the search starts where the rules are (as the Interactive Sudoku Solver's cell
    /// priorities do; the leftovers exist without a node budget only).
    fn rule_weights(&self) -> Vec<u32> {
        let size = self.all.count_ones();
        let sum_weight = |len: usize| (2 * size).saturating_sub(len as u32).max(size);
        let mut weights: Vec<u32> = self.cell_houses.iter().map(|houses| size * houses.len() as u32).collect();
        for cage in &self.cages {
            cage.cells.iter().for_each(|&cell| weights[usize::from(cell)] += sum_weight(cage.cells.len()));
        }
        for leftover in &self.leftovers {
            leftover.cells().for_each(|cell| weights[usize::from(cell)] += sum_weight(leftover.stamps()));
        }
        weights
    }
}

/// Counts a contradiction against `cells`.
fn blame(weights: &mut [u32], cells: &[u16]) {
    for &c in cells {
        weights[usize::from(c)] += 1;
    }
}

/// Narrows `cand[cell]` to `keep`; false when nothing is left. A cell left with one
/// candidate is queued to be placed.
#[inline]
fn narrow(cand: &mut [u32], singles: &mut Queue, cell: usize, keep: u32) -> bool {
    let current = cand[cell];
    if current & PLACED != 0 {
        return current & keep != 0;
    }
    let left = current & keep;
    if left != current {
        if left == 0 {
            return false;
        }
        cand[cell] = left;
        singles.touch(cell);
        if left & (left - 1) == 0 {
            singles.singles.push(cell as u16);
        }
    }
    true
}

/// Applies singles, hidden singles and cage combinations until nothing changes; false
/// on a contradiction. `position` is a whole position (candidates, then stamps).
fn propagate(tables: &Tables, position: &mut [u32], singles: &mut Queue, weights: &mut [u32]) -> bool {
    let (cand, stamps) = position.split_at_mut(tables.cells);
    loop {
        while let Some(cell) = singles.pop() {
            let cell = usize::from(cell);
            let bit = cand[cell];
            if bit & PLACED != 0 {
                continue;
            }
            cand[cell] = bit | PLACED;
            singles.place(cell);
            for &peer in &tables.peers[cell] {
                let peer = usize::from(peer);
                if cand[peer] & bit != 0 && (cand[peer] & PLACED != 0 || !narrow(cand, singles, peer, !bit)) {
                    blame(weights, &[cell as u16, peer as u16]);
                    return false;
                }
            }
        }
        if !hidden_singles(tables, cand, singles, weights) {
            return false;
        }
        if !singles.is_empty() {
            continue;
        }
        let Some(changed) = cage_combinations(tables, cand, stamps, singles, weights) else { return false };
        if !changed && singles.is_empty() && !sum_bounds(tables, cand, singles) {
            return false;
        }
        if !changed && singles.is_empty() && !tables.leftovers.is_empty() {
            let first = tables.houses.len() + tables.crossings.len() + tables.sums.len() + tables.cages.len();
            let Some(moved) = leftover_sums(&tables.leftovers, first, cand, stamps, singles) else { return false };
            if moved {
                continue;
            }
        }
        if !changed && singles.is_empty() && tables.crosses {
            let Some(crossed) = crossings(tables, cand, singles) else { return false };
            if crossed {
                continue;
            }
        }
        if !changed && singles.is_empty() {
            return true;
        }
    }
}

/// A digit one house holds only where it meets another leaves the other's other cells;
/// `None` when a cell is left empty, else whether a candidate went.
fn crossings(tables: &Tables, cand: &mut [u32], singles: &mut Queue) -> Option<bool> {
    let union = |cells: &[u16], cand: &[u32]| cells.iter().fold(0u32, |u, &c| u | cand[usize::from(c)]) & !PLACED;
    let mut changed = false;
    for (index, [a_rest, b_rest, shared]) in tables.crossings.iter().enumerate() {
        if !singles.take(tables.houses.len() + index) {
            continue;
        }
        let inside = union(shared, cand);
        for (this, other) in [(a_rest, b_rest), (b_rest, a_rest)] {
            let locked = inside & !union(this, cand);
            if locked == 0 || union(other, cand) & locked == 0 {
                continue;
            }
            for &cell in other {
                let cell = usize::from(cell);
                if cand[cell] & locked != 0 {
                    if !narrow(cand, singles, cell, !locked) {
                        return None;
                    }
                    changed = true;
                }
            }
        }
    }
    Some(changed)
}

/// Queues every digit with one place in a house; false when a digit has none.
fn hidden_singles(tables: &Tables, cand: &mut [u32], singles: &mut Queue, weights: &mut [u32]) -> bool {
    for (index, house) in tables.houses.iter().enumerate() {
        if !singles.take(index) {
            continue;
        }
        let (mut once, mut twice, mut solo) = (0u32, 0u32, 0u32);
        for &cell in house {
            let c = cand[usize::from(cell)] & !PLACED;
            twice |= once & c;
            once |= c;
            solo |= if c & c.wrapping_sub(1) == 0 { c } else { 0 };
        }
        if once != tables.all {
            blame(weights, house);
            return false;
        }
        // A digit whose one place holds nothing else (placed, or queued to be) has nothing
        // left to place: only the others are looked for below.
        let mut unique = once & !twice & !solo;
        if unique == 0 {
            continue;
        }
        for &cell in house {
            let cell = usize::from(cell);
            let c = cand[cell];
            let hit = c & unique;
            if hit != 0 && c & PLACED == 0 {
                if hit & (hit - 1) != 0 {
                    blame(weights, house);
                    return false;
                }
                unique &= !hit;
                if c != hit {
                    cand[cell] = hit;
                    singles.push(cell as u16);
                }
            }
        }
    }
    true
}

/// Narrows every cage whose cells changed since it was last narrowed (see [`narrow_cage`]);
/// `None` on a contradiction, else whether a candidate went.
fn cage_combinations(
    tables: &Tables,
    cand: &mut [u32],
    stamps: &mut [u32],
    singles: &mut Queue,
    weights: &mut [u32],
) -> Option<bool> {
    let mut changed = false;
    let first = tables.houses.len() + tables.crossings.len() + tables.sums.len();
    for (rule, cage) in (first..).zip(&tables.cages) {
        let Some(combos) = &cage.combos else { continue };
        if !singles.is_dirty(rule) {
            continue;
        }
        let (stamp, rest) = stamps[cage.stamp..cage.stamp + cage.stamp_words()].split_at_mut(cage.cells.len());
        let (must_seen, rest) = rest.split_at_mut(1);
        let (cleared, live) = rest.split_at_mut(1);
        let must = complements_lack(tables.all, &cage.complements, cand);
        if must == must_seen[0]
            && cage.cells.iter().zip(stamp.iter()).all(|(&cell, &seen)| cand[usize::from(cell)] == seen)
        {
            singles.settle(rule);
            continue;
        }
        let before = singles.len();
        let seen = Seen { cells: stamp, cleared: &mut cleared[0] };
        let Some(narrowed) = narrow_cage(tables, cage, combos, must, live, seen, cand, singles) else {
            blame(weights, &cage.cells);
            return None;
        };
        changed |= narrowed;
        changed |= singles.len() != before;
        for (&cell, seen) in cage.cells.iter().zip(stamp.iter_mut()) {
            *seen = cand[usize::from(cell)];
        }
        // The cage's narrowing may have taken digits from its complements (when it changed
        // nothing, they are as `must` read them).
        must_seen[0] = if narrowed || singles.len() != before {
            complements_lack(tables.all, &cage.complements, cand)
        } else {
            must
        };
        // Its stamps are the cells as they are now, whatever it changed itself.
        singles.settle(rule);
    }
    Some(changed)
}

/// The digits some complement of a cage (see [`CageTable::complements`]) cannot hold:
/// digits the cage must.
fn complements_lack(all: u32, complements: &[Vec<u16>], cand: &[u32]) -> u32 {
    complements
        .iter()
        .fold(0, |must, rest| must | all & !rest.iter().fold(0u32, |u, &c| u | cand[usize::from(c)]) & !PLACED)
}

/// Keeps in each cell of a cage (or implied group) the digits of its possible sets (those
/// of `combos` whose bits in `live` are set and that hold `must`; the others are cleared
/// there); a digit every possible set needs goes to its only place in the cage, or leaves
/// the rest of a house that holds all its places (without a node budget: the cells that
/// see all its places). `None` on a contradiction, else whether a candidate went.
///
/// A needed digit whose places are those it had when the cage was last narrowed, and whose
/// places' common peers were cleared then (`seen.cleared`), is not cleared again: they
/// already lack it.
#[allow(clippy::too_many_arguments)]
fn narrow_cage(
    tables: &Tables,
    cage: &CageTable,
    combos: &[u32],
    must: u32,
    live: &mut [u32],
    seen: Seen<'_>,
    cand: &mut [u32],
    singles: &mut Queue,
) -> Option<bool> {
    let cells = &cage.cells[..];
    let mut changed = false;
    let (mut placed, mut open, mut placed_total) = (0u32, 0u32, 0u32);
    // The open cells' candidates (a cage has at most a digit per cell of the board's size).
    let (mut masks, mut opens, mut count) = ([0u32; MAX_SIZE], [0usize; MAX_SIZE], 0);
    for &cell in cells {
        let c = cand[usize::from(cell)];
        if c & PLACED != 0 {
            // Each placed digit once, as the sum of `placed`'s digits.
            if placed & c == 0 {
                placed_total += (c & !PLACED).trailing_zeros() + 1;
            }
            placed |= c & !PLACED;
        } else {
            open |= c;
            masks[count] = c;
            opens[count] = usize::from(cell);
            count += 1;
        }
    }
    let masks = &masks[..count];
    let fits =
        |combo: u32| combo & placed == placed && combo & !(placed | open) == 0 && masks.iter().all(|&c| c & combo != 0);
    let (mut allowed, mut required, mut lost) = (0u32, u32::MAX, false);
    for (word, first) in live.iter_mut().zip((0..).step_by(32)) {
        let mut bits = *word;
        while bits != 0 {
            let bit = bits & bits.wrapping_neg();
            bits &= bits - 1;
            let combo = combos[first + bit.trailing_zeros() as usize];
            // Candidates only shrink down the search, so `must` only grows.
            if combo & must == must && fits(combo) {
                allowed |= combo;
                required &= combo;
            } else {
                *word &= !bit;
                lost = true;
            }
        }
    }
    if allowed == 0 {
        return None;
    }
    // With the same sets live as when the cage was last narrowed (its stamps are 0 until
    // then), its cells already hold their digits only (a digit placed since left its open
    // cells, all peers of its cell).
    let narrowed_before = seen.cells.first().is_some_and(|&stamp| stamp != 0);
    if lost || !narrowed_before {
        for &cell in cells {
            let cell = usize::from(cell);
            let old = cand[cell];
            if !narrow(cand, singles, cell, allowed & !placed | PLACED) {
                return None;
            }
            changed |= cand[cell] != old;
        }
    }
    // Without a node budget only: a budgeted search's narrowing decides the generator's
    // puzzles, which a seed phrase must keep making.
    if tables.crosses && (2..=cage_exact::FEW).contains(&count) {
        let opens = &opens[..count];
        let mut now = [0u32; cage_exact::FEW];
        now.iter_mut().zip(opens).for_each(|(m, &cell)| *m = cand[cell]);
        let mut found = [0u32; cage_exact::FEW];
        let rest = cage.sum - placed_total;
        exact_cage(&now[..count], rest, placed, must, &mut found);
        for (&cell, &keep) in opens.iter().zip(&found) {
            let old = cand[cell];
            if !narrow(cand, singles, cell, keep) {
                return None;
            }
            changed |= cand[cell] != old;
        }
    }
    let mut needed = required & !placed;
    let (mut cleared, mut placed_one) = (0u32, false);
    // Over the cage's cells, for every digit at once: where it is, where it is twice or
    // more, and where it changed since the cage was last narrowed. Only a digit placed
    // below changes the cage's cells, and the three are then read again.
    let scan = |cand: &[u32]| {
        let (mut once, mut twice, mut moved) = (0u32, 0u32, 0u32);
        for (&cell, &before) in cells.iter().zip(seen.cells.iter()) {
            let c = cand[usize::from(cell)];
            twice |= once & c;
            once |= c;
            moved |= c ^ before;
        }
        (once, twice, moved)
    };
    let (mut once, mut twice, mut moved_digits) = scan(cand);
    while needed != 0 {
        let bit = needed & needed.wrapping_neg();
        needed &= needed - 1;
        if once & bit == 0 {
            return None;
        }
        let moved = moved_digits & bit != 0;
        if twice & bit == 0 {
            // Its only place in the cage.
            let first = cells.iter().map(|&c| usize::from(c)).find(|&c| cand[c] & bit != 0).unwrap_or(usize::MAX);
            if cand[first] != bit && cand[first] & PLACED == 0 {
                cand[first] = bit;
                singles.push(first as u16);
                changed = true;
                placed_one = true;
                (once, twice, moved_digits) = scan(cand);
            }
        }
        cleared |= bit;
        if !moved && *seen.cleared & bit != 0 {
            continue;
        }
        if !tables.peer_sets.is_empty() {
            if !leave_common_peers(tables, cage, bit, cand, singles, &mut changed) {
                return None;
            }
            continue;
        }
        // Every house holding all the digit's places in the cage loses it elsewhere.
        let first = cells.iter().map(|&c| usize::from(c)).filter(|&c| cand[c] & bit != 0).min().unwrap_or(usize::MAX);
        for &house in &tables.cell_houses[first] {
            let house = usize::from(house);
            let set = &tables.house_sets[house];
            if cells.iter().any(|&c| cand[usize::from(c)] & bit != 0 && !holds(set, usize::from(c))) {
                continue;
            }
            for &other in &tables.houses[house] {
                let other = usize::from(other);
                if cand[other] & bit != 0 && !holds(&cage.set, other) {
                    if !narrow(cand, singles, other, !bit) {
                        return None;
                    }
                    changed = true;
                }
            }
        }
    }
    // A digit placed here may have taken other needed digits' places after their common
    // peers were cleared: those are cleared again next time.
    *seen.cleared = if placed_one { 0 } else { cleared };
    Some(changed)
}

/// The sum of the digits of `set`.
fn digit_total(set: u32) -> u32 {
    (0..32).filter(|&k| set & 1 << k != 0).map(|k| k + 1).sum()
}

/// What a cage's stamps held when it was last narrowed: its cells' candidates, and the
/// needed digits whose places' common peers were cleared.
struct Seen<'a> {
    cells: &'a [u32],
    cleared: &'a mut u32,
}

/// Takes `bit` from the cells outside `cage` that see all its places in the cage; false
/// when a cell is left empty.
fn leave_common_peers(
    tables: &Tables,
    cage: &CageTable,
    bit: u32,
    cand: &mut [u32],
    singles: &mut Queue,
    changed: &mut bool,
) -> bool {
    let mut common = [u64::MAX; 4];
    for &cell in &cage.cells {
        let cell = usize::from(cell);
        if cand[cell] & bit != 0 {
            let peers = &tables.peer_sets[cell];
            for (word, peer) in common.iter_mut().zip(peers) {
                *word &= peer;
            }
        }
    }
    for (index, (word, own)) in common.iter().zip(cage.set).enumerate() {
        let mut rest = word & !own;
        while rest != 0 {
            let other = index * 64 + rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if cand[other] & bit != 0 {
                if !narrow(cand, singles, other, !bit) {
                    return false;
                }
                *changed = true;
            }
        }
    }
    true
}

/// Keeps in each cell of every implied sum the digits the group's other cells can
/// complete to its sum (their smallest and largest candidates bound them); false on a
/// contradiction. Cells left with one digit are queued.
fn sum_bounds(tables: &Tables, cand: &mut [u32], singles: &mut Queue) -> bool {
    let first = tables.houses.len() + tables.crossings.len();
    for (index, (cells, sum)) in tables.sums.iter().enumerate() {
        if !singles.take(first + index) {
            continue;
        }
        let (mut low, mut high, mut span) = (0u32, 0u32, 0u32);
        for &cell in cells {
            let c = cand[usize::from(cell)] & !PLACED;
            let (least, most) = (c.trailing_zeros() + 1, 32 - c.leading_zeros());
            low += least;
            high += most;
            span = span.max(most.saturating_sub(least));
        }
        if *sum < low || *sum > high {
            return false;
        }
        // A cell loses digits only when the sum's slack on one side is less than its span.
        if (sum - low).min(high - sum) >= span {
            continue;
        }
        for &cell in cells {
            let cell = usize::from(cell);
            let c = cand[cell] & !PLACED;
            // The others add up to between low - min(c) and high - max(c).
            let (others_low, others_high) = (low - (c.trailing_zeros() + 1), high - (32 - c.leading_zeros()));
            let smallest = sum.saturating_sub(others_high).max(1);
            let Some(largest) = sum.checked_sub(others_low) else { return false };
            if largest < smallest {
                return false;
            }
            // Digits `smallest..=largest`: bits `smallest - 1 .. largest` (no digit is 32 or more).
            let below_largest = 1u32.checked_shl(largest).map_or(u32::MAX, |bit| bit - 1);
            let Some(below_smallest) = 1u32.checked_shl(smallest - 1).map(|bit| bit - 1) else { return false };
            let keep = below_largest & !below_smallest;
            if !narrow(cand, singles, cell, keep | PLACED) {
                return false;
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digits::Cell;
    use crate::geometry::{Cage, Geometry, Variant};

    #[test]
    fn the_search_starts_where_the_rules_are() {
        // 4x4, one cage of cells 0 and 1; cell 15 lies in no sum the rule of 45 gives.
        let cage = Cage::new(vec![Cell::new(0), Cell::new(1)], Some(3));
        let layout = Layout::new(Geometry::new(2, 2, Variant { cages: Some(vec![cage]), ..Variant::default() }))
            .expect("a valid cage");
        let weights = Tables::new(&layout, true).rule_weights();
        // Three houses of four cells; the cage adds twice the size less its length.
        assert_eq!(weights[15], 3 * 4);
        assert!(weights[0] >= 3 * 4 + 6, "{weights:?}");
        // Cell 3 is in row 1's innies: cells 2 and 3 make 7.
        assert!(weights[3] > weights[15], "{weights:?}");
    }
}
