//! The exact solver for every geometry and variant: candidates as bitsets, propagation
//! of naked and hidden singles ([`super::propagate`]), and depth-first search on the
//! cell with the fewest candidates (MRV), or on the places of a digit in a house when
//! some digit has fewer places than that cell has candidates.
//!
//! Each search level works on its own copy of the position (candidates per cell, places
//! per house and digit) in two buffers that grow with the depth.

use std::cell::RefCell;
use std::rc::Rc;

use rand_core::Rng;

use super::propagate::{Position, Queues, SOLVED};
pub(crate) use super::tables::Tables;
use crate::digits::Digit;
use crate::grid::Puzzle;
use crate::solve::NoRng;

/// Why a search stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Flow {
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
pub(super) const POLL_EVERY: u64 = 1 << 10;

/// The buffers of a search, kept between the searches of a thread: a generation runs
/// thousands of checks on one board, most of them small.
#[derive(Default)]
struct Scratch {
    frames: Vec<u32>,
    places: Vec<u32>,
    queues: Queues,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

/// A search over one puzzle.
pub(crate) struct Search<'t, 'r, R: Rng + ?Sized> {
    tables: &'t Tables,
    /// One position's candidates per depth, `cells` entries each.
    frames: Vec<u32>,
    /// One position's places per depth, `houses * size` entries each.
    places: Vec<u32>,
    queues: Queues,
    limit: usize,
    budget: u64,
    nodes: u64,
    solutions: Vec<Vec<Digit>>,
    rng: Option<&'r mut R>,
    stop: Option<&'t dyn Fn() -> bool>,
}

impl<'t, 'r, R: Rng + ?Sized> Search<'t, 'r, R> {
    pub(crate) fn new(tables: &'t Tables, limit: usize, budget: u64, rng: Option<&'r mut R>) -> Self {
        // A search inside a search (none today) would find the buffers taken: it makes its own.
        let Scratch { mut frames, mut places, queues } =
            SCRATCH.with(|kept| kept.try_borrow_mut().map(|mut kept| std::mem::take(&mut *kept)).unwrap_or_default());
        frames.resize(frames.len().max(tables.cells), 0);
        places.resize(places.len().max(tables.house_count * tables.size), 0);
        Search { tables, frames, places, queues, limit, budget, nodes: 0, solutions: Vec::new(), rng, stop: None }
    }

    /// Gives up once `stop` says true (polled every [`POLL_EVERY`] nodes; the node
    /// count is the same with or without it).
    pub(crate) fn stop_when(mut self, stop: Option<&'t dyn Fn() -> bool>) -> Self {
        self.stop = stop;
        self
    }

    /// Places the givens, then searches.
    pub(crate) fn run(mut self, givens: &[Option<Digit>]) -> Outcome {
        let tables = self.tables;
        let stride = tables.house_count * tables.size;
        let mut root = Position { cand: &mut self.frames[..tables.cells], places: &mut self.places[..stride] };
        let consistent = givens.len() == tables.cells && root.start(tables, &mut self.queues, givens);
        let mut complete = true;
        if consistent && self.limit > 0 && root.propagate(tables, &mut self.queues) {
            complete = self.search(0) != Flow::OutOfBudget;
        }
        let scratch = Scratch { frames: self.frames, places: self.places, queues: self.queues };
        SCRATCH.with(|kept| {
            if let Ok(mut kept) = kept.try_borrow_mut() {
                *kept = scratch;
            }
        });
        Outcome { solutions: self.solutions, complete, nodes: self.nodes }
    }

    fn search(&mut self, depth: usize) -> Flow {
        let tables = self.tables;
        let cells = tables.cells;
        let stride = tables.house_count * tables.size;
        let (base, places_base) = (depth * cells, depth * stride);
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
        // The buffers may be longer already (kept from a search on another board).
        if self.frames.len() < base + 2 * cells {
            self.frames.resize(base + 2 * cells, 0);
        }
        if self.places.len() < places_base + 2 * stride {
            self.places.resize(places_base + 2 * stride, 0);
        }
        // Branch on the cell's digits, or on the places of a digit in a house when a
        // digit has fewer places than the cell has digits (the dual view of the same
        // choice: large boards near half full need it).
        let mut order = [0u32; 32];
        let mut targets = [cell as u16; 32];
        let cell_count = self.choices(self.frames[base + cell], &mut order);
        let mut count = cell_count;
        if cell_count > 2 {
            if let Some((house, bit, places)) = fewest_places(tables, &self.places[places_base..places_base + stride]) {
                if places < cell_count {
                    count = 0;
                    for &c in tables.house_cells(house * tables.size) {
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
            // The last branch needs the position no more: it works on it in place.
            let last = i + 1 == count;
            let mut position = if last {
                Position {
                    cand: &mut self.frames[base..base + cells],
                    places: &mut self.places[places_base..places_base + stride],
                }
            } else {
                let (current, next) = self.frames.split_at_mut(base + cells);
                let next_cand = &mut next[..cells];
                next_cand.copy_from_slice(&current[base..]);
                let (current, next) = self.places.split_at_mut(places_base + stride);
                let next_places = &mut next[..stride];
                next_places.copy_from_slice(&current[places_base..]);
                Position { cand: next_cand, places: next_places }
            };
            self.queues.clear();
            if position.assign(tables, &mut self.queues, cell, bit) && position.propagate(tables, &mut self.queues) {
                let flow = self.search(if last { depth } else { depth + 1 });
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
pub(super) fn most_constrained(frame: &[u32]) -> Option<usize> {
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

/// The first house and digit (in house order, then digit order) with the fewest places
/// left, at least 2: `(house, digit bit, places)`. At a propagated position a count of
/// 1 is a placed digit, so the counts of 2 or more are places in unsolved cells.
fn fewest_places(tables: &Tables, places: &[u32]) -> Option<(usize, u32, usize)> {
    let mut best = None;
    let mut best_count = u32::MAX;
    for (house, masks) in places.chunks_exact(tables.size).enumerate() {
        for (digit, mask) in masks.iter().enumerate() {
            let n = mask.count_ones();
            if n >= 2 && n < best_count {
                best_count = n;
                best = Some((house, 1u32 << digit, n as usize));
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

/// Solves `puzzle` with the generic search.
pub(crate) fn search(puzzle: &Puzzle, limit: usize, budget: u64, stop: Option<&dyn Fn() -> bool>) -> Outcome {
    let tables: Rc<Tables> = Tables::for_layout(puzzle.layout());
    Search::<NoRng>::new(&tables, limit, budget, None).stop_when(stop).run(puzzle.givens())
}

#[cfg(test)]
mod tests {
    use rand_core::Rng;

    use crate::generate::SeedPhrase;
    use crate::geometry::{Geometry, Layout};
    use crate::grid::Puzzle;
    use crate::solve::{solve_randomly, Solver};

    /// A search for 2 solutions on a random fill of boxes `w` x `h` keeping about
    /// `percent` of its cells, within `budget`: (nodes, solutions, complete).
    fn nodes(w: usize, h: usize, phrase: &str, percent: u32, budget: u64) -> (u64, usize, bool) {
        let layout = Layout::new(Geometry::standard(w, h)).unwrap();
        let mut rng = SeedPhrase::new(phrase).unwrap().rng(0);
        let fill = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 10_000_000).unwrap();
        let givens = fill.into_iter().map(|d| (rng.next_u32() % 100 < percent).then_some(d)).collect();
        let found = Solver::new(&Puzzle::new(layout, givens).unwrap()).limit(2).node_budget(budget).run();
        (found.nodes(), found.count(), found.complete)
    }

    /// Generation's puzzles on big boards depend on the search tree (a check that runs out
    /// of its node budget keeps its clues), so faster propagation must keep it node for
    /// node: these counts are those of the search before places were counted per house.
    #[test]
    fn the_search_tree_is_pinned() {
        assert_eq!(nodes(4, 4, "search tree", 30, 20_000), (42, 2, true));
        assert_eq!(nodes(4, 4, "search tree", 25, 20_000), (79, 2, true));
        assert_eq!(nodes(5, 5, "search tree", 50, 3_000), (39, 2, true));
        assert_eq!(nodes(5, 5, "search tree", 45, 3_000), (3_000, 0, false), "runs out of its budget");
    }

    /// The buffers a thread keeps between searches may come from a bigger board, with
    /// more depth on one side than the other.
    #[test]
    fn buffers_kept_from_another_board_change_nothing() {
        assert_eq!(nodes(5, 5, "search tree", 45, 3_000), (3_000, 0, false));
        assert_eq!(nodes(4, 4, "search tree", 25, 20_000), (79, 2, true));
        assert_eq!(nodes(3, 2, "search tree", 25, 20_000).1, 2, "a 6x6 with 9 givens or so");
        assert_eq!(nodes(5, 5, "search tree", 50, 3_000), (39, 2, true));
    }
}
