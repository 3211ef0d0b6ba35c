//! Sudoku Explainer's chaining techniques on a 9x9 board, as SE finds and rates them:
//! bidirectional cycles and forcing X-/Y-chains (6.5-7.0), Nishio forcing chains (7.5),
//! multiple forcing chains (cell and region, 8.0) and dynamic forcing chains (8.5), each
//! plus SE's length bonus on the number of implications that justify it.
//!
//! SE follows implications breadth first from an assumption ("this candidate is on",
//! "... is off"); a candidate is reached once, with the candidates that forced it as its
//! parents. A step's complexity is the number of distinct candidates among the ancestors
//! of its conclusions; every producer collects all its steps and keeps the easiest (lowest
//! difficulty, then complexity, then kind), as SE does.

mod levels;

use super::board::{listed, position, Board, HOUSES, HOUSES_OF, PEER_SETS};
use levels::{cycles_may_remove, holds, iterations_within, Tables, Walks};

const NONE: u32 = u32::MAX;
/// A key no node of a search has reached ([`Search::get`]).
const UNREACHED: u16 = u16::MAX;
/// Keys of candidates: `(cell * 9 + digit) * 2 + on`.
const KEYS: usize = 81 * 9 * 2;

fn key(cell: usize, digit: usize, on: bool) -> usize {
    (cell * 9 + digit) * 2 + usize::from(on)
}

/// One implication: a candidate on or off, and the candidates that forced it.
#[derive(Clone, Copy, Debug)]
struct Node {
    cell: u8,
    digit: u8,
    on: bool,
    parents: (u32, u32),
}

/// The implications followed from one assumption.
#[derive(Clone, Debug)]
struct Search {
    nodes: Vec<Node>,
    parents: Vec<u32>,
    /// Node of each key reached (the first version, as SE's linked sets keep it), or
    /// [`UNREACHED`]. Two bytes a key: the forcing-chain producers keep hundreds of
    /// searches, and a search has far fewer nodes than 65,535 (one per key reached, 1,458
    /// at most, plus its contradiction; a cycle search adds, per "on", its second ways
    /// to the few candidates that close a cycle, and the closing nodes).
    index: Vec<u16>,
    ons: Vec<u32>,
    offs: Vec<u32>,
    /// [`Search::ancestors`] of each node once counted (0: not yet); a node's parents do
    /// not change once it is pushed.
    counted: std::cell::RefCell<Vec<u32>>,
}

impl Search {
    fn new() -> Search {
        Search {
            nodes: Vec::new(),
            parents: Vec::new(),
            index: vec![UNREACHED; KEYS],
            ons: Vec::new(),
            offs: Vec::new(),
            counted: std::cell::RefCell::new(Vec::new()),
        }
    }

    /// Empties the search for another start, keeping its memory.
    fn clear(&mut self) {
        for n in &self.nodes {
            self.index[key(n.cell as usize, n.digit as usize, n.on)] = UNREACHED;
        }
        self.nodes.clear();
        self.parents.clear();
        self.ons.clear();
        self.offs.clear();
        self.counted.get_mut().clear();
    }

    fn push(&mut self, cell: usize, digit: usize, on: bool, parents: &[u32]) -> u32 {
        let start = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.nodes.push(Node { cell: cell as u8, digit: digit as u8, on, parents: (start, parents.len() as u32) });
        (self.nodes.len() - 1) as u32
    }

    /// Records `node` as reached (its key was not).
    /// A node for what "p is off" turned on: parents p, then the hidden ones.
    fn push_made(&mut self, p: u32, made: &Made, turned: &Turned) -> u32 {
        let (from, len) = made.hidden;
        let hidden = &turned.hidden[from as usize..(from + len) as usize];
        let start = self.parents.len() as u32;
        self.parents.push(p);
        self.parents.extend_from_slice(hidden);
        self.nodes.push(Node { cell: made.cell as u8, digit: made.digit as u8, on: true, parents: (start, 1 + len) });
        (self.nodes.len() - 1) as u32
    }

    fn mark(&mut self, node: u32) {
        let n = self.nodes[node as usize];
        self.index[key(n.cell as usize, n.digit as usize, n.on)] = node as u16;
        if n.on {
            self.ons.push(node);
        } else {
            self.offs.push(node);
        }
    }

    fn get(&self, cell: usize, digit: usize, on: bool) -> Option<u32> {
        let node = self.index[key(cell, digit, on)];
        (node != UNREACHED).then_some(u32::from(node))
    }

    fn parents_of(&self, node: u32) -> &[u32] {
        let (start, len) = self.nodes[node as usize].parents;
        &self.parents[start as usize..(start + len) as usize]
    }

    /// SE's ancestor count: the distinct candidates (by cell, digit and state) among
    /// `node` and its ancestors.
    fn ancestors(&self, node: u32) -> u32 {
        let known = self.counted.borrow().get(node as usize).copied().unwrap_or(0);
        if known != 0 {
            return known;
        }
        let count = self.count_ancestors(node);
        let mut counted = self.counted.borrow_mut();
        if counted.len() < self.nodes.len() {
            counted.resize(self.nodes.len(), 0);
        }
        counted[node as usize] = count;
        count
    }

    fn count_ancestors(&self, node: u32) -> u32 {
        STAMPS.with(|stamps| {
            let mut stamps = stamps.borrow_mut();
            let (seen, generation, todo) = &mut *stamps;
            *generation = generation.wrapping_add(1);
            if *generation == 0 {
                seen.fill(0);
                *generation = 1;
            }
            todo.clear();
            todo.push(node);
            let mut count = 0;
            while let Some(n) = todo.pop() {
                let v = self.nodes[n as usize];
                let k = key(v.cell as usize, v.digit as usize, v.on);
                if seen[k] == *generation {
                    continue;
                }
                seen[k] = *generation;
                count += 1;
                todo.extend_from_slice(self.parents_of(n));
            }
            count
        })
    }
}

thread_local! {
    /// Scratch space of [`Search::ancestors`]: the generation each key was last seen in.
    static STAMPS: std::cell::RefCell<(Vec<u32>, u32, Vec<u32>)> = std::cell::RefCell::new((vec![0; KEYS], 0, Vec::new()));
}

/// Which links a search follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Links {
    /// Cell links: one digit of a cell on puts the others off; a bivalue cell's other digit on.
    y: bool,
    /// House links: a digit on puts its other places off; the last place in a house on.
    x: bool,
}

/// "p is on": the candidates that go off, into `out`.
fn on_to_off(board: &Board, cell: usize, digit: usize, y: bool, out: &mut Vec<(usize, usize)>) {
    out.clear();
    if y {
        out.extend(board.digits(cell).filter(|&d| d != digit).map(|d| (cell, d)));
    }
    let mut added = 1u128 << cell;
    for h in HOUSES_OF[cell] {
        let mut mask = board.places(h, digit);
        while mask != 0 {
            let other = HOUSES[h][mask.trailing_zeros() as usize];
            mask &= mask - 1;
            if added >> other & 1 == 0 {
                out.push((other, digit));
                added |= 1 << other;
            }
        }
    }
}

/// What "p is off" turns on.
struct Made {
    cell: usize,
    digit: usize,
    /// Hidden parents, as a range of [`Turned::hidden`]: the candidates the search's
    /// starting board had there and the current board no longer has (each already off in
    /// the search).
    hidden: (u32, u32),
}

/// What [`off_to_on`] found, kept from one call to the next.
#[derive(Default)]
struct Turned {
    made: Vec<Made>,
    hidden: Vec<u32>,
}

/// "p is off": the candidates that go on, into `out`. `source` is the board the search
/// started from when it updates the board along the way (dynamic chains).
fn off_to_on(
    board: &Board,
    source: Option<&Board>,
    search: &Search,
    (cell, digit): (usize, usize),
    links: Links,
    out: &mut Turned,
) {
    out.made.clear();
    out.hidden.clear();
    if links.y && board.count(cell) == 2 {
        if let Some(other) = board.digits(cell).find(|&d| d != digit) {
            let start = out.hidden.len() as u32;
            if let Some(source) = source {
                let gone = source.mask(cell) & !board.mask(cell);
                out.hidden.extend((0..9).filter(|&d| gone >> d & 1 == 1).filter_map(|d| search.get(cell, d, false)));
            }
            let hidden = (start, out.hidden.len() as u32 - start);
            out.made.push(Made { cell, digit: other, hidden });
        }
    }
    if links.x {
        for h in HOUSES_OF[cell] {
            let others = board.places(h, digit) & !(1 << position(h, cell));
            if others != 0 && others & (others - 1) == 0 {
                let other = HOUSES[h][others.trailing_zeros() as usize];
                let start = out.hidden.len() as u32;
                if let Some(source) = source {
                    let mut gone = source.places(h, digit) & !board.places(h, digit);
                    while gone != 0 {
                        let c = HOUSES[h][gone.trailing_zeros() as usize];
                        gone &= gone - 1;
                        out.hidden.extend(search.get(c, digit, false));
                    }
                }
                let hidden = (start, out.hidden.len() as u32 - start);
                out.made.push(Made { cell: other, digit, hidden });
            }
        }
    }
}

/// A search from one assumption, and the (on, off) nodes of a contradiction if it met one.
type Followed = (Search, Option<(u32, u32)>);

/// SE's `doChaining`: follows every implication of the seeds (on first, then one off at a
/// time); dynamic searches take each candidate turned off out of the board. Returns the
/// search and, on a contradiction, the node pair (on, off) of one candidate.
///
/// Nodes at `depth` implications from the seed or deeper are not followed. Nodes come in
/// order of depth (an "off" waits behind the earlier ones, an "on" is followed at once,
/// and the two alternate along a line), so the search up to that depth is the same as
/// without the limit, and the limit only leaves out nodes at `depth` or deeper and
/// contradictions met from them.
fn follow(
    board: &Board,
    seed: (usize, usize, bool),
    (dynamic, y): (bool, bool),
    depth: u32,
    queues: &mut Queues,
) -> Followed {
    let mut search = spare_search();
    // Only a dynamic search changes its board.
    let mut work = dynamic.then(|| board.clone());
    let first = search.push(seed.0, seed.1, seed.2, &[]);
    search.mark(first);
    let Queues { pending_on, pending_off, offs, turned } = queues;
    pending_on.clear();
    pending_off.clear();
    if seed.2 {
        pending_on.push_back((first, 0));
    } else {
        pending_off.push_back((first, 0));
    }
    loop {
        if let Some((p, at)) = pending_on.pop_front() {
            if at >= depth {
                continue;
            }
            let n = search.nodes[p as usize];
            on_to_off(work.as_ref().unwrap_or(board), n.cell as usize, n.digit as usize, y, offs);
            for &(cell, digit) in offs.iter() {
                if let Some(on) = search.get(cell, digit, true) {
                    let off = search.push(cell, digit, false, &[p]);
                    return (search, Some((on, off)));
                }
                if search.get(cell, digit, false).is_none() {
                    let off = search.push(cell, digit, false, &[p]);
                    search.mark(off);
                    pending_off.push_back((off, at + 1));
                }
            }
            continue;
        }
        let Some((p, at)) = pending_off.pop_front() else { break };
        if at >= depth {
            // The "off"s behind it are as deep.
            break;
        }
        let n = search.nodes[p as usize];
        let source = dynamic.then_some(board);
        let links = Links { y, x: true };
        off_to_on(work.as_ref().unwrap_or(board), source, &search, (n.cell as usize, n.digit as usize), links, turned);
        if let Some(work) = work.as_mut() {
            work.remove(n.cell as usize, n.digit as usize);
        }
        for made in &turned.made {
            let (cell, digit) = (made.cell, made.digit);
            if let Some(off) = search.get(cell, digit, false) {
                let on = search.push_made(p, made, turned);
                return (search, Some((on, off)));
            }
            if search.get(cell, digit, true).is_none() {
                let on = search.push_made(p, made, turned);
                search.mark(on);
                pending_on.push_back((on, at + 1));
            }
        }
    }
    (search, None)
}

/// The queues of [`follow`], kept from one search to the next.
#[derive(Default)]
struct Queues {
    /// Nodes to follow, with their depth.
    pending_on: std::collections::VecDeque<(u32, u32)>,
    pending_off: std::collections::VecDeque<(u32, u32)>,
    offs: Vec<(usize, usize)>,
    turned: Turned,
}

thread_local! {
    /// Searches done with, kept for their memory.
    static SPARE: std::cell::RefCell<Vec<Search>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// How many spare searches are kept at most.
const SPARE_KEPT: usize = 512;

/// An empty search, made anew or kept from before.
fn spare_search() -> Search {
    SPARE.with(|spare| spare.borrow_mut().pop()).unwrap_or_else(Search::new)
}

/// A chaining step: what it removes and how SE ranks it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ChainStep {
    /// Tenths of the SE scale, length bonus included.
    pub difficulty: u32,
    pub complexity: u32,
    sort_key: u8,
    /// The candidates it removes, as (cell, digit index).
    pub eliminations: Vec<(usize, usize)>,
}

/// SE's length bonus, in tenths, for a step of `complexity` implications: +0.1 each time
/// the length (complexity - 2) passes 4, 6, 8, 12, 16, 24, 32, ...
pub(crate) fn length_bonus(complexity: u32) -> u32 {
    let length = i64::from(complexity) - 2;
    let (mut ceil, mut odd, mut added) = (4i64, false, 0);
    while length > ceil {
        added += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

/// The eliminations of concluding `(cell, digit, on)`.
fn conclusion(board: &Board, cell: usize, digit: usize, on: bool) -> Vec<(usize, usize)> {
    if on {
        board.digits(cell).filter(|&d| d != digit).map(|d| (cell, d)).collect()
    } else if board.has(cell, digit) {
        vec![(cell, digit)]
    } else {
        Vec::new()
    }
}

/// The easiest step offered so far: SE collects all the steps of a producer and sorts
/// them by difficulty, complexity, then kind, ties keeping the first found; keeping only
/// the easiest as they come gives the same step without building the others.
#[derive(Default)]
struct Easiest(Option<ChainStep>);

impl Easiest {
    /// Whether a step of `complexity` (or more) with `base` and `sort_key` could still be
    /// easier than the easiest so far.
    fn could_take(&self, base: u32, complexity: u32, sort_key: u8) -> bool {
        self.0.as_ref().is_none_or(|best| {
            (base + length_bonus(complexity), complexity, sort_key) < (best.difficulty, best.complexity, best.sort_key)
        })
    }

    /// Offers a step; `eliminations` is only built when the step would be the easiest, and
    /// a step that removes nothing is none. Returns whether it was taken.
    fn offer(
        &mut self,
        base: u32,
        complexity: u32,
        sort_key: u8,
        eliminations: impl FnOnce() -> Vec<(usize, usize)>,
    ) -> bool {
        if !self.could_take(base, complexity, sort_key) {
            return false;
        }
        let eliminations = eliminations();
        if eliminations.is_empty() {
            return false;
        }
        let difficulty = base + length_bonus(complexity);
        self.0 = Some(ChainStep { difficulty, complexity, sort_key, eliminations });
        true
    }
}

/// SE's "Forcing Chains & Cycles" producer: X-cycles and forcing X-chains, Y-cycles,
/// then cycles and forcing chains with both kinds of links.
///
/// A search stops where whatever it could still find rates above the easiest step found
/// so far: along a search the candidates are distinct, so a conclusion at depth k has
/// complexity k + 1 (a cycle, back at its start, k), and the length bonus only grows.
pub(crate) fn cycles_and_forcing_chains(board: &Board) -> Option<ChainStep> {
    let tables = Tables::new(board);
    let mut walks = Walks::new();
    let mut search = Search::new();
    let mut settled = Settled { searches: vec![0; 3 * 81 * 9], cut: false, scratch: Scratch::default() };
    // Shallow first: a pass with a limit finds every step up to it, so the first pass
    // that finds any has found the easiest. A pass that finds none and that the limit
    // never stopped would do the same with any higher limit. Any rising limits give the
    // same step; these did the least work on SE-rated puzzles.
    for limit in [68, 74, u32::MAX] {
        settled.cut = false;
        let found = unary_pass(board, (&tables, &mut walks), limit, &mut search, &mut settled);
        if found.is_some() || !settled.cut {
            return found;
        }
    }
    None
}

/// What the passes of [`cycles_and_forcing_chains`] that found no step learnt: the
/// searches the limit did not stop (bits `CYCLE`, `ON`, `OFF` per kind of links and
/// start). Such a search found no step, and with any bound it finds the same or less, so
/// later passes skip it.
struct Settled {
    searches: Vec<u8>,
    /// The current pass's limit stopped a search or a kind of links.
    cut: bool,
    scratch: Scratch,
}

/// The queues of one unary search, kept from one search to the next; `cut` is set when
/// the bound stopped the search.
#[derive(Default)]
struct Scratch {
    pending_on: Vec<u32>,
    pending_off: Vec<u32>,
    current: Vec<u32>,
    offs: Vec<(usize, usize)>,
    turned: Turned,
    cut: bool,
}

impl Scratch {
    /// Empties the queues for a new search.
    fn start(&mut self) -> &mut Scratch {
        self.pending_on.clear();
        self.pending_off.clear();
        self.current.clear();
        self.cut = false;
        self
    }
}

const CYCLE: u8 = 1;
const ON: u8 = 2;
const OFF: u8 = 4;

impl Settled {
    fn slot(&mut self, links: Links, (cell, digit): (usize, usize)) -> &mut u8 {
        let kind = usize::from(links.y) + usize::from(links.x && links.y);
        &mut self.searches[(kind * 81 + cell) * 9 + digit]
    }

    /// Records a search's outcome: a search the bound did not stop is settled.
    fn record(&mut self, links: Links, start: (usize, usize), bit: u8, cut: bool) {
        self.cut |= cut;
        if !cut {
            *self.slot(links, start) |= bit;
        }
    }
}

/// One pass with `limit`.
fn unary_pass(
    board: &Board,
    (tables, walks): (&Tables, &mut Walks),
    limit: u32,
    search: &mut Search,
    settled: &mut Settled,
) -> Option<ChainStep> {
    let mut steps = Easiest::default();
    let mut bound = limit;
    for links in [Links { y: false, x: true }, Links { y: true, x: false }, Links { y: true, x: true }] {
        let (cycle_base, _) = bases(links);
        if cycle_base > bound {
            settled.cut = true;
            continue;
        }
        for cell in 0..81 {
            if board.count(cell) < 2 || (!links.x && board.count(cell) > 2) {
                continue;
            }
            for digit in board.digits(cell) {
                let mut unary = Unary { board, tables, walks, start: (cell, digit), links };
                unary.chaining(search, &mut bound, &mut steps, settled);
            }
        }
    }
    steps.0
}

/// The base ratings of cycles and forcing chains with `links`.
fn bases(links: Links) -> (u32, u32) {
    if links.x && links.y {
        (70, 70)
    } else {
        (65, 66)
    }
}

/// The unary searches from one candidate with one kind of links.
struct Unary<'a> {
    board: &'a Board,
    tables: &'a Tables,
    walks: &'a mut Walks,
    start: (usize, usize),
    links: Links,
}

impl Unary<'_> {
    fn chaining(&mut self, search: &mut Search, bound: &mut u32, steps: &mut Easiest, settled: &mut Settled) {
        let (board, start, links) = (self.board, self.start, self.links);
        let (cycle_base, chain_base) = bases(links);
        let kind = match (links.x, links.y) {
            (true, true) => 4,
            (false, true) => 3,
            _ => 2,
        };
        if *settled.slot(links, start) & CYCLE == 0 {
            // A cycle closing at iteration i has complexity 2i, and [`cycles_from`] can
            // only find one where some closer of the start is implied.
            let levels = iterations_within(cycle_base, *bound);
            let (closed, mut cut) = self.walks.get(start, true, links).closed(self.tables, levels);
            if let Some(level) = closed {
                if !steps.could_take(cycle_base, 2 * level, kind) {
                    // Easier than any of its cycles: this pass finds a step anyway.
                    cut = true;
                } else if !self.cycles_may_remove(levels) {
                    // The search would only find cycles that remove nothing; a walk that
                    // ended within the bound saw every cycle there is.
                    cut = self.walks.get(start, true, links).reach(self.tables, levels);
                } else {
                    let closers = self.tables.closers(start, links);
                    let cycles = Cycles { start, links, base: cycle_base, bound: *bound, closers: &closers };
                    cycles_from(board, &cycles, search, &mut settled.scratch, |search, node| {
                        let complexity = search.ancestors(node);
                        let taken =
                            steps.offer(cycle_base, complexity, kind, || cycle_eliminations(board, search, node));
                        if taken {
                            *bound = (*bound).min(cycle_base + length_bonus(complexity));
                        }
                        taken
                    });
                    cut = settled.scratch.cut;
                }
            }
            settled.record(links, start, CYCLE, cut);
        }
        if !links.x {
            return;
        }
        for (on, bit) in [(true, ON), (false, OFF)] {
            if *settled.slot(links, start) & bit != 0 {
                continue;
            }
            // SE's `doForcingChains` from the start on (or off) ends at the first
            // conclusion, the start's opposite; found at iteration i, it is at depth
            // 2i - 1 and the candidates of its line are distinct: complexity 2i.
            let levels = iterations_within(chain_base, *bound);
            let (found, cut) = self.walks.get(start, on, links).hit(self.tables, levels);
            settled.record(links, start, bit, cut);
            let Some(level) = found else { continue };
            let (cell, digit) = start;
            if steps.offer(chain_base, 2 * level, kind, || conclusion(board, cell, digit, !on)) {
                *bound = (*bound).min(chain_base + length_bonus(2 * level));
            }
        }
    }

    /// Whether a cycle from the start within `levels` iterations can remove anything
    /// ([`cycles_may_remove`]).
    fn cycles_may_remove(&mut self, levels: u32) -> bool {
        let (tables, start, links) = (self.tables, self.start, self.links);
        self.walks.get(start, true, links).reach(tables, levels);
        self.walks.get(start, false, links).reach(tables, levels);
        let (forward, back) = self.walks.pair(start, links);
        cycles_may_remove(tables, forward, back, levels)
    }
}

/// The cycles from one start: a way back to it of at least four links, through one of
/// the `closers` (the "off" candidates that turn the start on), within `bound`.
struct Cycles<'c> {
    start: (usize, usize),
    links: Links,
    base: u32,
    bound: u32,
    closers: &'c [u128; 9],
}

/// SE's `doCycles`: breadth first from "p is on", offering each node that closes a cycle
/// to `take`, in SE's order, until `take` takes one. The cycles come by length, and a
/// cycle's complexity is its length, so none after the first taken would be easier.
fn cycles_from(
    board: &Board,
    cycles: &Cycles,
    search: &mut Search,
    scratch: &mut Scratch,
    mut take: impl FnMut(&Search, u32) -> bool,
) {
    let Cycles { start: (cell, digit), links, base, bound, closers } = *cycles;
    search.clear();
    let first = search.push(cell, digit, true, &[]);
    search.mark(first);
    let Scratch { pending_on, pending_off, current, offs, turned, cut } = scratch.start();
    pending_on.push(first);
    let mut length = 0;
    while !pending_on.is_empty() || !pending_off.is_empty() {
        if base + length_bonus(length + 2) > bound {
            *cut = true;
            break;
        }
        length += 1;
        current.clear();
        std::mem::swap(pending_on, current);
        for &p in current.iter() {
            let n = search.nodes[p as usize];
            on_to_off(board, n.cell as usize, n.digit as usize, links.y, offs);
            for &(c, d) in offs.iter() {
                if search.get(c, d, false).is_none() {
                    let off = search.push(c, d, false, &[p]);
                    search.mark(off);
                    pending_off.push(off);
                } else if length >= 3 && holds(closers, (c, d)) && !is_ancestor_on_first_line(search, p, c, d, false) {
                    // A second way to the same "off": everything it turns on is reached
                    // already (the first way came earlier, on a static board); it can
                    // only close one more cycle.
                    pending_off.push(search.push(c, d, false, &[p]));
                }
            }
        }
        length += 1;
        current.clear();
        std::mem::swap(pending_off, current);
        for &p in current.iter() {
            let n = search.nodes[p as usize];
            if search.get(n.cell as usize, n.digit as usize, false) != Some(p) {
                let node = search.push(cell, digit, true, &[p]);
                if take(search, node) {
                    return;
                }
                continue;
            }
            off_to_on(board, None, search, (n.cell as usize, n.digit as usize), links, turned);
            for &Made { cell: c, digit: d, .. } in turned.made.iter() {
                let reached = search.get(c, d, true).is_some();
                if length >= 4 && c == cell && d == digit {
                    let node = search.push(c, d, true, &[p]);
                    if take(search, node) {
                        return;
                    }
                }
                if !reached {
                    let on = search.push(c, d, true, &[p]);
                    search.mark(on);
                    pending_on.push(on);
                }
            }
        }
    }
}

/// Whether (cell, digit, on) is an ancestor of `node` along first parents.
fn is_ancestor_on_first_line(search: &Search, node: u32, cell: usize, digit: usize, on: bool) -> bool {
    let mut n = node;
    while let Some(&parent) = search.parents_of(n).first() {
        let v = search.nodes[parent as usize];
        if v.cell as usize == cell && v.digit as usize == digit && v.on == on {
            return true;
        }
        n = parent;
    }
    false
}

/// SE's `createCycleHint`: a digit leaves the cells outside the cycle that see both an
/// "on" and an "off" of that digit in it.
fn cycle_eliminations(board: &Board, search: &Search, end: u32) -> Vec<(usize, usize)> {
    let mut in_cycle = 0u128;
    let mut n = end;
    while let Some(&parent) = search.parents_of(n).first() {
        in_cycle |= 1 << search.nodes[n as usize].cell;
        n = parent;
    }
    let (mut forward, mut back) = ([0u128; 9], [0u128; 9]);
    let mut n = end;
    while let Some(&parent) = search.parents_of(n).first() {
        let v = search.nodes[n as usize];
        let d = v.digit as usize;
        let seen = PEER_SETS[v.cell as usize] & board.cells_of(d) & !in_cycle;
        if v.on {
            forward[d] |= seen;
        } else {
            back[d] |= seen;
        }
        n = parent;
    }
    listed(&std::array::from_fn(|d| forward[d] & back[d]))
}

/// Which forcing-chain producer: Nishio (house links only, contradictions), multiple
/// (cell and region forcing, static) or dynamic (all of them, with the board updated
/// along each branch).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Forcing {
    Nishio,
    Multiple,
    Dynamic,
}

impl Forcing {
    fn base(self) -> u32 {
        match self {
            Forcing::Nishio => 75,
            Forcing::Multiple => 80,
            Forcing::Dynamic => 85,
        }
    }
    fn dynamic(self) -> bool {
        self != Forcing::Multiple
    }
    fn multiple(self) -> bool {
        self != Forcing::Nishio
    }
}

/// The searches from each candidate on and off, computed once per position.
struct Memo<'b> {
    board: &'b Board,
    kind: Forcing,
    /// The index in `followed` of each key's search (`NONE`: not yet).
    slots: Vec<u32>,
    followed: Vec<Followed>,
    queues: Queues,
}

impl Memo<'_> {
    fn new(board: &Board, kind: Forcing) -> Memo<'_> {
        Memo { board, kind, slots: vec![NONE; KEYS], followed: Vec::new(), queues: Queues::default() }
    }

    /// The search from (`cell`, `digit`, `on`), made when first asked for, as deep as a
    /// step easier than `steps`' easiest can reach.
    ///
    /// A node at depth t has the t distinct candidates of its line back to the seed among
    /// its ancestors (t + 1 with itself), and every step draws on two nodes or more, so
    /// a step with a node at depth t, or a contradiction met from one, has complexity
    /// t + 1 or more. A search made earlier, with a looser bound, serves as well.
    fn get(&mut self, cell: usize, digit: usize, on: bool, steps: &Easiest) -> &Followed {
        let k = key(cell, digit, on);
        if self.slots[k] == NONE {
            let y = self.kind != Forcing::Nishio;
            let base = self.kind.base();
            let mut depth = u32::MAX;
            if steps.0.is_some() {
                depth = 1;
                while steps.could_take(base, depth + 1, 0) {
                    depth += 1;
                }
            }
            let links = (self.kind.dynamic(), y);
            let followed = follow(self.board, (cell, digit, on), links, depth, &mut self.queues);
            self.slots[k] = self.followed.len() as u32;
            self.followed.push(followed);
        }
        &self.followed[self.slots[k] as usize]
    }

    /// A search [`Memo::get`] made.
    fn computed(&self, cell: usize, digit: usize, on: bool) -> &Followed {
        &self.followed[self.slots[key(cell, digit, on)] as usize]
    }
}

impl Drop for Memo<'_> {
    fn drop(&mut self) {
        SPARE.with(|spare| {
            let mut spare = spare.borrow_mut();
            let room = SPARE_KEPT.saturating_sub(spare.len());
            for (mut search, _) in self.followed.drain(..).take(room) {
                search.clear();
                spare.push(search);
            }
        });
    }
}

/// SE's multiple-chains producers (`getMultipleChainsHintList`).
pub(crate) fn forcing_chains(board: &Board, kind: Forcing) -> Option<ChainStep> {
    let mut memo = Memo::new(board, kind);
    let mut steps = Easiest::default();
    let base = kind.base();
    for cell in 0..81 {
        let cardinality = board.count(cell);
        if !(cardinality > 2 || (cardinality > 1 && kind.dynamic())) {
            continue;
        }
        let (digits, n) = listed_bits(board.mask(cell), |d| d);
        let digits = &digits[..n];
        for &digit in digits {
            binary_chaining(&mut memo, cell, digit, cardinality, base, &mut steps);
            if kind != Forcing::Nishio {
                region_chaining(&mut memo, cell, digit, base, &mut steps);
            }
        }
        if kind != Forcing::Nishio && (cardinality == 2 || kind.multiple()) {
            cell_chaining(&mut memo, cell, digits, base, &mut steps);
        }
    }
    steps.0
}

fn binary_chaining(memo: &mut Memo, cell: usize, digit: usize, cardinality: usize, base: u32, steps: &mut Easiest) {
    let board = memo.board;
    let kind = memo.kind;
    let contradiction = kind.dynamic();
    let reduction = cardinality >= 3 && kind == Forcing::Dynamic;
    if !contradiction && !reduction {
        // Static multiple chains draw nothing from one candidate's two searches.
        return;
    }
    memo.get(cell, digit, true, steps);
    memo.get(cell, digit, false, steps);
    let computed = |on: bool| memo.computed(cell, digit, on);
    let (on_search, on_absurd) = computed(true);
    let (off_search, off_absurd) = computed(false);
    if contradiction {
        if let Some(&(a, b)) = on_absurd.as_ref() {
            let complexity = on_search.ancestors(a) + on_search.ancestors(b);
            steps.offer(base, complexity, 7, || conclusion(board, cell, digit, false));
        }
    }
    if contradiction {
        if let Some(&(a, b)) = off_absurd.as_ref() {
            let complexity = off_search.ancestors(a) + off_search.ancestors(b);
            steps.offer(base, complexity, 7, || conclusion(board, cell, digit, true));
        }
    }
    if reduction {
        for &node in &on_search.ons {
            let n = on_search.nodes[node as usize];
            if let Some(other) = off_search.get(n.cell as usize, n.digit as usize, true) {
                let complexity = on_search.ancestors(node) + off_search.ancestors(other);
                steps.offer(base, complexity, 1, || conclusion(board, n.cell as usize, n.digit as usize, true));
            }
        }
        for &node in &on_search.offs {
            let n = on_search.nodes[node as usize];
            if let Some(other) = off_search.get(n.cell as usize, n.digit as usize, false) {
                let complexity = on_search.ancestors(node) + off_search.ancestors(other);
                steps.offer(base, complexity, 1, || conclusion(board, n.cell as usize, n.digit as usize, false));
            }
        }
    }
}

/// Offers the candidates every search of `branches` reaches, in the first search's order,
/// with the sum of their ancestor counts as complexity; `on` picks the "on" or the "off"
/// conclusions. A sum stops as soon as it is too big to be the easiest.
fn common_conclusions(board: &Board, branches: &[&Search], on: bool, base: u32, kind: u8, steps: &mut Easiest) {
    let first = branches[0];
    let list = if on { &first.ons } else { &first.offs };
    'conclusions: for &node in list {
        let n = first.nodes[node as usize];
        let (c, d) = (n.cell as usize, n.digit as usize);
        if branches[1..].iter().any(|s| s.get(c, d, on).is_none()) {
            continue;
        }
        let mut complexity = first.ancestors(node);
        for s in &branches[1..] {
            if !steps.could_take(base, complexity, kind) {
                continue 'conclusions;
            }
            complexity += s.get(c, d, on).map_or(0, |other| s.ancestors(other));
        }
        steps.offer(base, complexity, kind, || conclusion(board, c, d, on));
    }
}

/// What the set bits of a 9-bit `mask` stand for (`of` each bit's index), lowest first,
/// and how many they are.
fn listed_bits(mask: u16, of: impl Fn(usize) -> usize) -> ([usize; 9], usize) {
    let mut listed = [0; 9];
    let mut n = 0;
    let mut bits = mask & 0x1ff;
    while bits != 0 {
        listed[n] = of(bits.trailing_zeros() as usize);
        n += 1;
        bits &= bits - 1;
    }
    (listed, n)
}

fn region_chaining(memo: &mut Memo, cell: usize, digit: usize, base: u32, steps: &mut Easiest) {
    let board = memo.board;
    let multiple = memo.kind.multiple();
    for h in HOUSES_OF[cell] {
        let (places, n) = listed_bits(board.places(h, digit), |i| HOUSES[h][i]);
        let places = &places[..n];
        if !(n == 2 || (multiple && n > 2)) || places[0] != cell {
            continue;
        }
        for &c in places {
            memo.get(c, digit, true, steps);
        }
        let branches: [&Search; 9] = std::array::from_fn(|i| &memo.computed(places[i.min(n - 1)], digit, true).0);
        for on in [true, false] {
            common_conclusions(board, &branches[..n], on, base, 6, steps);
        }
    }
}

fn cell_chaining(memo: &mut Memo, cell: usize, digits: &[usize], base: u32, steps: &mut Easiest) {
    let board = memo.board;
    for &d in digits {
        memo.get(cell, d, true, steps);
    }
    let n = digits.len();
    let branches: [&Search; 9] = std::array::from_fn(|i| &memo.computed(cell, digits[i.min(n - 1)], true).0);
    for on in [true, false] {
        common_conclusions(board, &branches[..n], on, base, 5, steps);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether some cycle [`cycles_from`] finds from `start` within `bound` removes something.
    fn some_cycle_removes(board: &Board, start: (usize, usize), links: Links, bound: u32) -> bool {
        let closers = Tables::new(board).closers(start, links);
        let cycles = Cycles { start, links, base: bases(links).0, bound, closers: &closers };
        let mut removes = false;
        cycles_from(board, &cycles, &mut Search::new(), &mut Scratch::default(), |search, node| {
            removes |= !cycle_eliminations(board, search, node).is_empty();
            false
        });
        removes
    }

    #[test]
    fn cycles_may_remove_holds_wherever_a_cycle_removes_something() {
        let text = include_str!("../../../tests/data/se_rated_sample.tsv");
        let (mut removing, mut ruled_out) = (0, 0);
        for line in text.lines().filter(|l| !l.starts_with('#')).take(12) {
            let puzzle = crate::format::parse_puzzle(line.split('\t').next().unwrap_or(line)).expect("a puzzle");
            let board = Board::from_grid(&crate::grid::Grid::from_puzzle(&puzzle));
            let tables = Tables::new(&board);
            let mut walks = Walks::new();
            for links in [Links { y: false, x: true }, Links { y: true, x: false }, Links { y: true, x: true }] {
                let base = bases(links).0;
                for bound in [base + 1, base + 4] {
                    let levels = iterations_within(base, bound);
                    for cell in (0..81).filter(|&c| board.count(c) == 2 || (links.x && board.count(c) > 2)) {
                        for digit in board.digits(cell) {
                            let removes = some_cycle_removes(&board, (cell, digit), links, bound);
                            walks.get((cell, digit), true, links).reach(&tables, levels);
                            walks.get((cell, digit), false, links).reach(&tables, levels);
                            let (forward, back) = walks.pair((cell, digit), links);
                            let may = cycles_may_remove(&tables, forward, back, levels);
                            assert!(
                                may || !removes,
                                "{line}: r{}c{} {} {links:?}",
                                cell / 9 + 1,
                                cell % 9 + 1,
                                digit + 1
                            );
                            removing += usize::from(removes);
                            ruled_out += usize::from(!may);
                        }
                    }
                }
            }
        }
        // Both answers come up: cycles that remove something, and starts ruled out.
        assert!(removing > 0 && ruled_out > 0, "{removing} {ruled_out}");
    }

    #[test]
    fn length_bonus_follows_se_steps() {
        // length = complexity - 2; +0.1 past 4, 6, 8, 12, 16, 24, 32.
        assert_eq!(length_bonus(6), 0);
        assert_eq!(length_bonus(7), 1);
        assert_eq!(length_bonus(8), 1);
        assert_eq!(length_bonus(9), 2);
        assert_eq!(length_bonus(10), 2);
        assert_eq!(length_bonus(11), 3);
        assert_eq!(length_bonus(15), 4);
        assert_eq!(length_bonus(19), 5);
        assert_eq!(length_bonus(27), 6);
        assert_eq!(length_bonus(35), 7);
    }
}
