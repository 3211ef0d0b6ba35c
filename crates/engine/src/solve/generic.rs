//! The exact solver for every geometry and variant: candidates as bitsets, propagation
//! of naked and hidden singles, and depth-first search on the cell with the fewest
//! candidates (MRV).
//!
//! State: one `u32` per cell. Bits 0..N are the candidate digits (digit `d` is bit
//! `d - 1`); bit 31 ([`SOLVED`]) marks a placed cell, whose only other bit is its digit.
//! Each search level works on its own copy of the state in one preallocated buffer.

use rand_core::Rng;

use crate::digits::Digit;
use crate::geometry::Layout;
use crate::grid::Puzzle;
use crate::solve::NoRng;

const SOLVED: u32 = 1 << 31;

/// The layout flattened for the search: peers and houses as index lists.
#[derive(Debug)]
pub(crate) struct Tables {
    size: usize,
    cells: usize,
    all: u32,
    peer_start: Vec<u32>,
    peers: Vec<u16>,
    /// `size` cells per house, house after house.
    houses: Vec<u16>,
}

impl Tables {
    pub(crate) fn new(layout: &Layout) -> Tables {
        let size = layout.size();
        let cells = layout.cell_count();
        let mut peer_start = Vec::with_capacity(cells + 1);
        let mut peers = Vec::new();
        for cell in layout.cells() {
            peer_start.push(peers.len() as u32);
            peers.extend(layout.peers(cell).iter().map(|p| p.0));
        }
        peer_start.push(peers.len() as u32);
        let houses = layout.houses().iter().flat_map(|h| h.cells.iter().map(|c| c.0)).collect();
        let all = if size >= 32 { u32::MAX } else { (1u32 << size) - 1 };
        Tables { size, cells, all, peer_start, peers, houses }
    }

    fn peers(&self, cell: usize) -> &[u16] {
        &self.peers[self.peer_start[cell] as usize..self.peer_start[cell + 1] as usize]
    }
}

/// Why a search stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Continue,
    /// Enough solutions found.
    Done,
    /// The node budget ran out, or the caller's stop check said so.
    OutOfBudget,
}

/// What a search found.
#[derive(Debug, Default)]
pub(crate) struct Outcome {
    pub solutions: Vec<Vec<Digit>>,
    pub complete: bool,
    pub nodes: u64,
}

/// How often (in nodes) the caller's stop check is polled.
const POLL_EVERY: u64 = 1 << 10;

/// A search over one puzzle.
pub(crate) struct Search<'t, 'r, R: Rng + ?Sized> {
    tables: &'t Tables,
    /// One state per depth, `cells` entries each.
    frames: Vec<u32>,
    queue: Vec<u16>,
    limit: usize,
    budget: u64,
    nodes: u64,
    solutions: Vec<Vec<Digit>>,
    rng: Option<&'r mut R>,
    stop: Option<&'t dyn Fn() -> bool>,
}

impl<'t, 'r, R: Rng + ?Sized> Search<'t, 'r, R> {
    pub(crate) fn new(tables: &'t Tables, limit: usize, budget: u64, rng: Option<&'r mut R>) -> Self {
        Search {
            tables,
            frames: vec![tables.all; tables.cells],
            queue: Vec::with_capacity(tables.cells),
            limit,
            budget,
            nodes: 0,
            solutions: Vec::new(),
            rng,
            stop: None,
        }
    }

    /// Gives up once `stop` says true (polled every [`POLL_EVERY`] nodes; the node
    /// count is the same with or without it).
    pub(crate) fn stop_when(mut self, stop: Option<&'t dyn Fn() -> bool>) -> Self {
        self.stop = stop;
        self
    }

    /// Places the givens, then searches.
    pub(crate) fn run(mut self, givens: &[Option<Digit>]) -> Outcome {
        let mut consistent = givens.len() == self.tables.cells;
        for (cell, given) in givens.iter().enumerate() {
            let Some(digit) = given else { continue };
            let bit = 1u32.checked_shl(digit.index() as u32).unwrap_or(0);
            if self.frames[cell] & bit == 0 || bit & self.tables.all == 0 {
                consistent = false;
                break;
            }
            self.frames[cell] = bit;
            self.queue.push(cell as u16);
        }
        let mut complete = true;
        if consistent && self.limit > 0 && propagate(self.tables, &mut self.frames[..], &mut self.queue) {
            complete = self.search(0) != Flow::OutOfBudget;
        }
        Outcome { solutions: self.solutions, complete, nodes: self.nodes }
    }

    fn search(&mut self, depth: usize) -> Flow {
        let cells = self.tables.cells;
        let base = depth * cells;
        let chosen = match self.rng.as_deref_mut() {
            Some(rng) => most_constrained_random(&self.frames[base..base + cells], rng),
            None => most_constrained(&self.frames[base..base + cells]),
        };
        let Some(cell) = chosen else {
            let frame = &self.frames[base..base + cells];
            self.solutions.push(
                frame.iter().filter_map(|&c| Digit::from_index((c & !SOLVED).trailing_zeros() as usize)).collect(),
            );
            return if self.solutions.len() >= self.limit { Flow::Done } else { Flow::Continue };
        };
        if self.frames.len() < base + 2 * cells {
            self.frames.resize(base + 2 * cells, 0);
        }
        // Branch on the cell's digits, or on the places of a digit in a house when a
        // digit has fewer places than the cell has digits (the dual view of the same
        // choice: large boards near half full need it).
        let mut order = [0u32; 32];
        let mut targets = [cell as u16; 32];
        let cell_count = self.choices(self.frames[base + cell], &mut order);
        let mut count = cell_count;
        if cell_count > 2 {
            if let Some((house, bit, places)) = fewest_places(self.tables, &self.frames[base..base + cells]) {
                if places < cell_count {
                    count = 0;
                    for &c in house {
                        let candidates = self.frames[base + usize::from(c)];
                        if candidates & bit != 0 && candidates & SOLVED == 0 {
                            targets[count] = c;
                            order[count] = bit;
                            count += 1;
                        }
                    }
                }
            }
        }
        for i in 0..count {
            let (cell, bit) = (usize::from(targets[i]), order[i]);
            if self.nodes >= self.budget {
                return Flow::OutOfBudget;
            }
            self.nodes += 1;
            if self.nodes % POLL_EVERY == 0 && self.stop.is_some_and(|stop| stop()) {
                return Flow::OutOfBudget;
            }
            let (current, next) = self.frames.split_at_mut(base + cells);
            let next = &mut next[..cells];
            next.copy_from_slice(&current[base..]);
            next[cell] = bit;
            self.queue.clear();
            self.queue.push(cell as u16);
            if propagate(self.tables, next, &mut self.queue) {
                let flow = self.search(depth + 1);
                if flow != Flow::Continue {
                    return flow;
                }
            }
        }
        Flow::Continue
    }

    /// The candidate bits of `candidates` in trial order (random when there is an RNG).
    fn choices(&mut self, candidates: u32, order: &mut [u32; 32]) -> usize {
        let mut count = 0;
        let mut bits = candidates & !SOLVED;
        while bits != 0 {
            order[count] = bits & bits.wrapping_neg();
            bits &= bits - 1;
            count += 1;
        }
        if let Some(rng) = self.rng.as_deref_mut() {
            for i in (1..count).rev() {
                let j = (rng.next_u32() as usize) % (i + 1);
                order.swap(i, j);
            }
        }
        count
    }
}

/// The unsolved cell with the fewest candidates, or `None` when every cell is placed.
fn most_constrained(frame: &[u32]) -> Option<usize> {
    let mut best = None;
    let mut best_count = u32::MAX;
    for (cell, &c) in frame.iter().enumerate() {
        if c & SOLVED == 0 {
            let count = c.count_ones();
            if count < best_count {
                best = Some(cell);
                best_count = count;
                if count <= 2 {
                    break;
                }
            }
        }
    }
    best
}

/// The house and digit with the fewest places left (at least 2 after propagation).
fn fewest_places<'t>(tables: &'t Tables, frame: &[u32]) -> Option<(&'t [u16], u32, usize)> {
    let mut best = None;
    let mut best_count = usize::MAX;
    for house in tables.houses.chunks_exact(tables.size) {
        let mut counts = [0u8; 32];
        for &cell in house {
            let c = frame[usize::from(cell)];
            if c & SOLVED == 0 {
                let mut bits = c;
                while bits != 0 {
                    counts[bits.trailing_zeros() as usize] += 1;
                    bits &= bits - 1;
                }
            }
        }
        for (digit, &n) in counts[..tables.size].iter().enumerate() {
            let n = usize::from(n);
            if n >= 2 && n < best_count {
                best_count = n;
                best = Some((house, 1u32 << digit, n));
                if n == 2 {
                    return best;
                }
            }
        }
    }
    best
}

/// Like [`most_constrained`], choosing at random among the cells with fewest candidates.
fn most_constrained_random<R: Rng + ?Sized>(frame: &[u32], rng: &mut R) -> Option<usize> {
    let mut best = None;
    let mut best_count = u32::MAX;
    let mut ties = 0u32;
    for (cell, &c) in frame.iter().enumerate() {
        if c & SOLVED == 0 {
            let count = c.count_ones();
            if count < best_count {
                best = Some(cell);
                best_count = count;
                ties = 1;
            } else if count == best_count {
                ties += 1;
                if rng.next_u32() % ties == 0 {
                    best = Some(cell);
                }
            }
        }
    }
    best
}

/// Places every queued single and every hidden single until none is left; false on a
/// contradiction (a cell without candidates, or a digit with no place in a house).
fn propagate(tables: &Tables, frame: &mut [u32], queue: &mut Vec<u16>) -> bool {
    loop {
        while let Some(cell) = queue.pop() {
            let cell = usize::from(cell);
            let bit = frame[cell];
            if bit & SOLVED != 0 {
                continue;
            }
            if bit == 0 {
                return false;
            }
            frame[cell] = bit | SOLVED;
            for &peer in tables.peers(cell) {
                let peer = usize::from(peer);
                let c = frame[peer];
                if c & bit != 0 {
                    if c & SOLVED != 0 {
                        return false;
                    }
                    let rest = c & !bit;
                    if rest == 0 {
                        return false;
                    }
                    frame[peer] = rest;
                    if rest & (rest - 1) == 0 {
                        queue.push(peer as u16);
                    }
                }
            }
        }
        match hidden_singles(tables, frame, queue) {
            None => return false,
            Some(false) => return true,
            Some(true) => {}
        }
    }
}

/// Queues the hidden singles of every house: `Some(found any)`, or `None` on a contradiction.
fn hidden_singles(tables: &Tables, frame: &mut [u32], queue: &mut Vec<u16>) -> Option<bool> {
    let mut found = false;
    for house in tables.houses.chunks_exact(tables.size) {
        let (mut once, mut twice, mut placed) = (0u32, 0u32, 0u32);
        for &cell in house {
            let c = frame[usize::from(cell)];
            if c & SOLVED != 0 {
                placed |= c;
            } else {
                twice |= once & c;
                once |= c;
            }
        }
        if (once | placed) & tables.all != tables.all {
            return None;
        }
        let mut hidden = once & !twice & !placed;
        while hidden != 0 {
            let bit = hidden & hidden.wrapping_neg();
            hidden &= hidden - 1;
            let cell =
                house.iter().map(|&c| usize::from(c)).find(|&c| frame[c] & bit != 0 && frame[c] & SOLVED == 0)?;
            if frame[cell] != bit {
                frame[cell] = bit;
                queue.push(cell as u16);
                found = true;
            }
        }
    }
    Some(found)
}

/// Solves `puzzle` with the generic search.
pub(crate) fn search(puzzle: &Puzzle, limit: usize, budget: u64, stop: Option<&dyn Fn() -> bool>) -> Outcome {
    let tables = Tables::new(puzzle.layout());
    Search::<NoRng>::new(&tables, limit, budget, None).stop_when(stop).run(puzzle.givens())
}
