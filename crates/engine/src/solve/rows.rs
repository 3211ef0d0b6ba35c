//! The generic search on standard boards (rows, columns and rectangular boxes, up to
//! 32 digits), bit-parallel: a position is one word per digit and row, bit `c` when the
//! digit may stand in column `c` of the row (placed cells included), and one word per
//! row of its placed cells. A placement clears its digit from its column and box in a
//! few word operations; naked and hidden singles are found by counting bits across the
//! words (one-or-more and two-or-more masks) instead of per-house tables kept up to date.
//!
//! It makes the same search as [`super::generic`]'s, node for node (the tests compare
//! them): propagation reaches
//! the same fixpoint of naked and hidden singles (they only remove candidates, so the
//! order does not matter), and the branch is chosen by the same rules (the first cell
//! with the fewest candidates, or the first house and digit with fewer places), so node
//! budgets run out at the same place and generation makes the same puzzles.

use std::cell::RefCell;

use super::generic::Outcome;
use crate::digits::Digit;
use crate::geometry::{Layout, Variant};

/// How often (in nodes) the caller's stop check is polled (as in the generic search).
const POLL_EVERY: u64 = 1 << 10;

thread_local! {
    /// The positions of a search, kept between the searches of a thread.
    static FRAMES: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

/// Why a search stopped.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flow {
    Continue,
    Done,
    OutOfBudget,
}

/// The shape of a standard board.
#[derive(Clone, Copy)]
struct Shape {
    /// Digits, rows and columns.
    n: usize,
    /// Box width (columns) and height (rows).
    width: usize,
    height: usize,
    /// Every column's bit.
    full: u32,
    /// Words per position: `n * n` digit rows, then `n` rows of placed cells.
    stride: usize,
}

impl Shape {
    /// The shape of `layout` when this search can take it: standard houses only.
    fn of(layout: &Layout) -> Option<Shape> {
        let geometry = layout.geometry();
        let n = layout.size();
        if geometry.variant != Variant::standard() || !(2..=32).contains(&n) {
            return None;
        }
        let full = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
        Some(Shape { n, width: geometry.box_width, height: geometry.box_height, full, stride: n * n + n })
    }

    /// The columns of the box holding column `c`.
    #[inline(always)]
    fn stack_mask(&self, c: usize) -> u32 {
        let first = c / self.width * self.width;
        (((1u64 << self.width) - 1) << first) as u32
    }
}

/// Whether this search takes `layout`.
pub(crate) fn takes(layout: &Layout) -> bool {
    Shape::of(layout).is_some()
}

/// One position: `n * n` words (digit-major: word `d * n + r`) then the placed cells of
/// each row.
struct Position<'a> {
    shape: Shape,
    words: &'a mut [u32],
    /// The rows whose cells lost a candidate, and the digits that lost a place, since
    /// propagation last looked: only there can a new single or contradiction be.
    dirty_rows: u32,
    dirty_digits: u32,
}

impl Position<'_> {
    #[inline(always)]
    fn placed(&self, r: usize) -> u32 {
        self.words[self.shape.n * self.shape.n + r]
    }

    /// Places digit `d` in row `r`, column `c` (a candidate there): it leaves the cell's
    /// other digits, its row, its column and its box.
    #[inline(always)]
    fn place(&mut self, d: usize, r: usize, c: usize) {
        let Shape { n, height, .. } = self.shape;
        let bit = 1u32 << c;
        let mut digits = 1u32 << d;
        for e in 0..n {
            let word = &mut self.words[e * n + r];
            if *word & bit != 0 {
                *word &= !bit;
                digits |= 1 << e;
            }
        }
        let stack = self.shape.stack_mask(c);
        let band = r / height * height;
        let mut rows = 1u32 << r;
        let digit = &mut self.words[d * n..d * n + n];
        for (r2, word) in digit.iter_mut().enumerate() {
            let same_band = r2 >= band && r2 < band + height;
            let kept = *word & !if same_band { stack } else { bit };
            if kept != *word {
                *word = kept;
                rows |= 1 << r2;
            }
        }
        digit[r] = bit;
        self.words[n * n + r] |= bit;
        self.dirty_rows |= rows;
        self.dirty_digits |= digits;
    }

    /// The givens placed; false when two givens clash or a digit is out of range.
    fn start(&mut self, givens: &[Option<Digit>]) -> bool {
        let Shape { n, full, .. } = self.shape;
        self.words[..n * n].fill(full);
        self.words[n * n..].fill(0);
        self.dirty_rows = full;
        self.dirty_digits = full;
        for (cell, given) in givens.iter().enumerate() {
            let Some(digit) = given else { continue };
            let (d, r, c) = (digit.index(), cell / n, cell % n);
            if d >= n || self.words[d * n + r] >> c & 1 == 0 {
                return false;
            }
            self.place(d, r, c);
        }
        true
    }

    /// Naked and hidden singles to their fixpoint; false on a contradiction (a cell with
    /// no candidate, or a digit with no place in a house).
    fn propagate(&mut self) -> bool {
        while self.dirty_rows | self.dirty_digits != 0 {
            let (rows, digits) = (self.dirty_rows, self.dirty_digits);
            self.dirty_rows = 0;
            self.dirty_digits = 0;
            if !self.naked_singles(rows) || !self.hidden_singles(digits) {
                return false;
            }
        }
        true
    }

    /// Places the cells of `rows` with one candidate; false on a cell without any.
    fn naked_singles(&mut self, mut rows: u32) -> bool {
        let Shape { n, full, .. } = self.shape;
        while rows != 0 {
            let r = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            let (mut one, mut two) = (0u32, 0u32);
            for d in 0..n {
                let x = self.words[d * n + r];
                two |= one & x;
                one |= x;
            }
            if one != full {
                return false;
            }
            let mut singles = one & !two & !self.placed(r);
            while singles != 0 {
                let c = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let bit = 1u32 << c;
                // The cell may have lost its digit to a placement made just before.
                let Some(d) = (0..n).find(|&d| self.words[d * n + r] & bit != 0) else { return false };
                self.place(d, r, c);
            }
        }
        true
    }

    /// Places each of `digits` with one place left in a row, column or box; false on a
    /// digit with none.
    fn hidden_singles(&mut self, mut digits: u32) -> bool {
        let Shape { n, full, width, height, .. } = self.shape;
        let lane = ((1u64 << width) - 1) as u32;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let base = d * n;
            // Where the digit is placed, its one place in each house is that cell.
            let (mut one, mut two, mut done) = (0u32, 0u32, 0u32);
            for r in 0..n {
                let x = self.words[base + r];
                if x == 0 {
                    return false;
                }
                if x & (x - 1) == 0 && x & self.placed(r) == 0 {
                    self.place(d, r, x.trailing_zeros() as usize);
                }
                let x = self.words[base + r];
                two |= one & x;
                one |= x;
                done |= x & self.placed(r);
            }
            if one != full {
                return false;
            }
            let mut columns = one & !two & !done;
            while columns != 0 {
                let c = columns.trailing_zeros() as usize;
                columns &= columns - 1;
                let bit = 1u32 << c;
                let Some(r) = (0..n).find(|&r| self.words[base + r] & bit != 0) else { return false };
                if self.placed(r) & bit == 0 {
                    self.place(d, r, c);
                }
            }
            for band in (0..n).step_by(height) {
                let (mut one, mut two, mut done) = (0u32, 0u32, 0u32);
                for r in band..band + height {
                    let x = self.words[base + r];
                    two |= one & x;
                    one |= x;
                    done |= x & self.placed(r);
                }
                for first in (0..n).step_by(width) {
                    let (in_one, in_two) = (one >> first & lane, two >> first & lane);
                    if in_one == 0 {
                        return false;
                    }
                    if in_two != 0 || in_one & (in_one - 1) != 0 || (done >> first & lane) != 0 {
                        continue;
                    }
                    let bit = in_one << first;
                    let Some(r) = (band..band + height).find(|&r| self.words[base + r] & bit != 0) else {
                        return false;
                    };
                    if self.placed(r) & bit == 0 {
                        self.place(d, r, bit.trailing_zeros() as usize);
                    }
                }
            }
        }
        true
    }

    /// The candidates (bit per digit) of the cell in row `r`, column `c`.
    fn digits_of(&self, r: usize, c: usize) -> u32 {
        let n = self.shape.n;
        (0..n).filter(|&d| self.words[d * n + r] >> c & 1 != 0).fold(0, |acc, d| acc | 1 << d)
    }

    /// The first unplaced cell (row-major) with the fewest candidates, or `None` when
    /// every cell is placed (the generic search's `most_constrained`).
    fn most_constrained(&self) -> Option<usize> {
        let n = self.shape.n;
        let mut any = false;
        for r in 0..n {
            let open = !self.placed(r) & self.shape.full;
            if open == 0 {
                continue;
            }
            any = true;
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for d in 0..n {
                let x = self.words[d * n + r];
                three |= two & x;
                two |= one & x;
                one |= x;
            }
            // After propagation an open cell has two candidates or more.
            let pairs = open & !three & two;
            if pairs != 0 {
                return Some(r * n + pairs.trailing_zeros() as usize);
            }
        }
        if !any {
            return None;
        }
        let mut best = (u32::MAX, 0);
        for r in 0..n {
            let mut open = !self.placed(r) & self.shape.full;
            while open != 0 {
                let c = open.trailing_zeros() as usize;
                open &= open - 1;
                let count = self.digits_of(r, c).count_ones();
                if count < best.0 {
                    best = (count, r * n + c);
                }
            }
        }
        Some(best.1)
    }

    /// The first house (rows, then columns, then boxes, as the layout numbers them) and
    /// digit with the fewest places, at least 2: `(house, digit, places)` (the generic
    /// search's `fewest_places`).
    fn fewest_places(&self, counts: &mut [u32]) -> Option<(usize, usize, u32)> {
        let Shape { n, width, height, .. } = self.shape;
        let mut best: Option<(usize, usize, u32)> = None;
        let consider = |house: usize, d: usize, count: u32, best: &mut Option<(usize, usize, u32)>| {
            if count >= 2 && best.is_none_or(|b| count < b.2) {
                *best = Some((house, d, count));
            }
            count == 2
        };
        for r in 0..n {
            for d in 0..n {
                if consider(r, d, self.words[d * n + r].count_ones(), &mut best) {
                    return best;
                }
            }
        }
        // Places per column and per box, digit after digit: `counts[house * n + d]`
        // for the columns (houses 0..n) and the boxes (houses n..2n).
        counts.fill(0);
        for d in 0..n {
            for r in 0..n {
                let mut x = self.words[d * n + r];
                let box_row = r / height * height;
                while x != 0 {
                    let c = x.trailing_zeros() as usize;
                    x &= x - 1;
                    counts[c * n + d] += 1;
                    counts[(n + box_row + c / width) * n + d] += 1;
                }
            }
        }
        for house in 0..2 * n {
            for d in 0..n {
                if consider(n + house, d, counts[house * n + d], &mut best) {
                    return best;
                }
            }
        }
        best
    }

    /// The cells (row, column) of `house` (numbered as in [`Position::fewest_places`]),
    /// in the layout's order.
    fn house_cell(&self, house: usize, i: usize) -> (usize, usize) {
        let Shape { n, width, height, .. } = self.shape;
        match house / n {
            0 => (house, i),
            1 => (i, house - n),
            _ => {
                let b = house - 2 * n;
                (b / height * height + i / width, b % height * width + i % width)
            }
        }
    }
}

/// One search over a standard board.
struct Search<'s> {
    shape: Shape,
    frames: Vec<u32>,
    counts: Vec<u32>,
    limit: usize,
    budget: u64,
    nodes: u64,
    solutions: Vec<Vec<Digit>>,
    stop: Option<&'s dyn Fn() -> bool>,
}

impl Search<'_> {
    fn position(&mut self, depth: usize) -> Position<'_> {
        let stride = self.shape.stride;
        let end = (depth + 1) * stride;
        if self.frames.len() < end {
            self.frames.resize(end, 0);
        }
        Position { shape: self.shape, words: &mut self.frames[depth * stride..end], dirty_rows: 0, dirty_digits: 0 }
    }

    fn search(&mut self, depth: usize) -> Flow {
        let Shape { n, stride, .. } = self.shape;
        let mut counts = std::mem::take(&mut self.counts);
        let (branches, count) = {
            let position = self.position(depth);
            let Some(cell) = position.most_constrained() else {
                let solution = (0..n * n)
                    .filter_map(|cell| {
                        let d = position.digits_of(cell / n, cell % n).trailing_zeros() as usize;
                        Digit::from_index(d)
                    })
                    .collect();
                self.counts = counts;
                self.solutions.push(solution);
                return if self.solutions.len() >= self.limit { Flow::Done } else { Flow::Continue };
            };
            let digits = position.digits_of(cell / n, cell % n);
            let mut branches = [(0u16, 0u8); 32];
            let mut count = 0;
            let mut bits = digits;
            while bits != 0 {
                branches[count] = (cell as u16, bits.trailing_zeros() as u8);
                bits &= bits - 1;
                count += 1;
            }
            if count > 2 {
                if let Some((house, d, places)) = position.fewest_places(&mut counts) {
                    if (places as usize) < count {
                        count = 0;
                        for i in 0..n {
                            let (r, c) = position.house_cell(house, i);
                            let bit = 1u32 << c;
                            if position.words[d * n + r] & bit != 0 && position.placed(r) & bit == 0 {
                                branches[count] = ((r * n + c) as u16, d as u8);
                                count += 1;
                            }
                        }
                    }
                }
            }
            (branches, count)
        };
        self.counts = counts;
        self.position(depth + 1);
        for (i, &(cell, d)) in branches[..count].iter().enumerate() {
            if self.nodes >= self.budget {
                return Flow::OutOfBudget;
            }
            self.nodes += 1;
            if self.nodes % POLL_EVERY == 0 && self.stop.is_some_and(|stop| stop()) {
                return Flow::OutOfBudget;
            }
            // The last branch needs the position no more: it works on it in place.
            let last = i + 1 == count;
            let next = if last { depth } else { depth + 1 };
            if !last {
                let (current, below) = self.frames.split_at_mut((depth + 1) * stride);
                below[..stride].copy_from_slice(&current[depth * stride..]);
            }
            let mut position = self.position(next);
            let (r, c) = (usize::from(cell) / n, usize::from(cell) % n);
            position.place(usize::from(d), r, c);
            if position.propagate() {
                let flow = self.search(next);
                if flow != Flow::Continue {
                    return flow;
                }
            }
        }
        Flow::Continue
    }
}

/// Solves a standard `layout` with these givens (see [`takes`]).
pub(crate) fn search(
    layout: &Layout,
    givens: &[Option<Digit>],
    limit: usize,
    budget: u64,
    stop: Option<&dyn Fn() -> bool>,
) -> Outcome {
    let Some(shape) = Shape::of(layout) else {
        return Outcome { solutions: Vec::new(), complete: true, nodes: 0 };
    };
    let frames =
        FRAMES.with(|kept| kept.try_borrow_mut().map(|mut kept| std::mem::take(&mut *kept)).unwrap_or_default());
    let mut search = Search {
        shape,
        frames,
        counts: vec![0; 2 * shape.n * shape.n],
        limit,
        budget,
        nodes: 0,
        solutions: Vec::new(),
        stop,
    };
    let mut complete = true;
    let consistent = givens.len() == shape.n * shape.n && {
        let mut root = search.position(0);
        root.start(givens) && root.propagate()
    };
    if consistent && limit > 0 {
        complete = search.search(0) != Flow::OutOfBudget;
    }
    let Search { frames, solutions, nodes, .. } = search;
    FRAMES.with(|kept| {
        if let Ok(mut kept) = kept.try_borrow_mut() {
            *kept = frames;
        }
    });
    Outcome { solutions, complete, nodes }
}

#[cfg(test)]
mod tests {
    use rand_core::Rng;

    use super::super::generic::search_by_cells;
    use crate::generate::SeedPhrase;
    use crate::geometry::{Geometry, Layout};
    use crate::grid::Puzzle;
    use crate::solve::solve_randomly;

    /// A random fill of boxes `w` x `h` keeping about `percent` of its cells.
    fn puzzle(w: usize, h: usize, phrase: &str, percent: u32) -> Puzzle {
        let layout = Layout::new(Geometry::standard(w, h)).unwrap();
        let mut rng = SeedPhrase::new(phrase).unwrap().rng(0);
        let fill = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 10_000_000).unwrap();
        let givens = fill.into_iter().map(|d| (rng.next_u32() % 100 < percent).then_some(d)).collect();
        Puzzle::new(layout, givens).unwrap()
    }

    /// The same nodes, solutions (in the same order) and verdict as the search on
    /// candidates per cell, on boards of every shape, open or nearly full, within a node
    /// budget that some searches run out of.
    #[test]
    fn the_same_search_as_by_cells() {
        let shapes = [(2, 2), (3, 2), (2, 3), (4, 2), (3, 3), (4, 3), (3, 4), (4, 4), (5, 4), (5, 5)];
        let mut compared = 0;
        for (w, h) in shapes {
            for percent in [0, 10, 25, 30, 35, 40, 45, 50, 60, 75] {
                for seed in 0..3 {
                    let puzzle = puzzle(w, h, &format!("rows {seed}"), percent);
                    for (limit, budget) in [(2, 3_000), (5, 500), (1, 20_000)] {
                        let ours = super::search(puzzle.layout(), puzzle.givens(), limit, budget, None);
                        let theirs = search_by_cells(&puzzle, limit, budget, None);
                        let what = format!("{w}x{h}, {percent} %, seed {seed}, limit {limit}, budget {budget}");
                        assert_eq!(ours.nodes, theirs.nodes, "{what}");
                        assert_eq!(ours.complete, theirs.complete, "{what}");
                        assert!(ours.solutions == theirs.solutions, "{what}");
                        compared += 1;
                    }
                }
            }
        }
        assert_eq!(compared, 10 * 10 * 3 * 3);
    }
}
