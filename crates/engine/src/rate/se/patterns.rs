//! Two families of Sudoku Explainer's patterns the engine's finders do not search the
//! way SE does: the wings of a bivalue cell and a set of mutually visible cells
//! (WXYZ- to TUVWXYZ-Wing) and X-chains of a given number of strong links (SE's "strong
//! links": Skyscraper, 2-String Kite, Turbot Fish, their 3- and 4-link forms). SE rates
//! every instance and takes the easiest; so do these.

use super::board::{bit_count, cells_of_set, listed, Board, HOUSES, PEER_SETS};

/// A pattern's rating (tenths of the SE scale) and what it removes (cell, digit index).
pub(crate) type Found = (u32, Vec<(usize, usize)>);

/// The cells of a list as a bit set.
fn set_of(cells: &[usize]) -> u128 {
    cells.iter().fold(0, |m, &c| m | 1 << c)
}

/// SE's wing of a bivalue cell and a set of `size` mutually visible cells (3: WXYZ-Wing
/// 5.5-5.6, 4: VWXYZ-Wing 6.2-6.4, 5: UVWXYZ-Wing 6.6, 6: TUVWXYZ-Wing 7.5) holding
/// `size + 1` digits: the easiest one that removes something, the one removing most
/// among equals.
pub(crate) fn wing(board: &Board, size: usize) -> Option<Found> {
    let mut best: Option<Found> = None;
    let bivalue = (0..81).filter(|&c| board.count(c) == 2).fold(0u128, |m, c| m | 1 << c);
    for house in &HOUSES {
        let cells: Vec<usize> = house.iter().copied().filter(|&c| board.count(c) > 1).collect();
        for_each_subset(board, &cells, size, size as u32 + 1, &mut |set| {
            let digits = set.iter().fold(0u16, |m, &c| m | board.mask(c));
            if bit_count(digits) as usize != size + 1 {
                return;
            }
            let biggest = set.iter().map(|&c| board.count(c)).max().unwrap_or(0) as u32;
            let tenths = wing_difficulty(size, biggest);
            if best.as_ref().is_some_and(|(t, _)| tenths > *t) {
                return;
            }
            let cells = set_of(set);
            let seen = set.iter().fold(0u128, |m, &c| m | PEER_SETS[c]);
            for pivot in cells_of_set(bivalue & seen & !cells) {
                if board.mask(pivot) & !digits != 0 {
                    continue;
                }
                let removed = wing_eliminations(board, cells, pivot, digits);
                if removed.iter().all(|&s| s == 0) {
                    continue;
                }
                // Counted only to compare with a step of the same rating.
                let count = || removed.iter().map(|s| s.count_ones() as usize).sum::<usize>();
                let better = best.as_ref().is_none_or(|(t, r)| tenths < *t || (tenths == *t && count() > r.len()));
                if better {
                    best = Some((tenths, listed(&removed)));
                }
            }
        });
    }
    best
}

/// "Extremities of size are easier than the middle": the base, plus a bonus that falls
/// with the distance of the set's biggest cell from the middle size.
fn wing_difficulty(size: usize, biggest: u32) -> u32 {
    match size {
        3 => 55 + 1u32.saturating_sub(biggest.abs_diff(3)),
        4 => 62 + 2u32.saturating_sub(biggest.abs_diff(3)),
        5 => 66,
        _ => 75,
    }
}

/// The cells outside `pattern`, holding `d`, that see every cell of `group`.
fn seeing_all(board: &Board, group: u128, pattern: u128, d: usize) -> u128 {
    cells_of_set(group).fold(board.cells_of(d), |m, g| m & PEER_SETS[g]) & !pattern
}

/// What the wing of the cells `set` and `pivot` removes, as cells per digit.
fn wing_eliminations(board: &Board, set: u128, pivot: usize, digits: u16) -> [u128; 9] {
    let mask = board.mask(pivot);
    let (p0, p1) = (mask.trailing_zeros() as usize, 15 - mask.leading_zeros() as usize);
    let holding = |x: usize| set & board.cells_of(x);
    let restricted = |x: usize| holding(x) & !PEER_SETS[pivot] == 0;
    let pattern = set | 1 << pivot;
    let mut removed = [0u128; 9];
    for (x, z) in [(p0, p1), (p1, p0)] {
        if restricted(x) {
            removed[z] |= seeing_all(board, holding(z) | 1 << pivot, pattern, z);
        }
    }
    if restricted(p0) && restricted(p1) {
        // Doubly linked: the set is locked on its other digits.
        for w in (0..9).filter(|&w| digits >> w & 1 == 1 && w != p0 && w != p1) {
            removed[w] |= seeing_all(board, holding(w), pattern, w);
        }
    }
    removed
}

/// Visits the subsets of `size` cells of `cells` whose candidates hold at most `digits`
/// digits together, in the order of the cells; a smaller set over that is not extended.
fn for_each_subset(board: &Board, cells: &[usize], size: usize, digits: u32, visit: &mut impl FnMut(&[usize])) {
    struct Subsets<'a> {
        board: &'a Board,
        cells: &'a [usize],
        size: usize,
        digits: u32,
    }
    fn go(s: &Subsets, start: usize, held: u16, chosen: &mut Vec<usize>, visit: &mut impl FnMut(&[usize])) {
        if chosen.len() == s.size {
            visit(chosen);
            return;
        }
        for i in start..s.cells.len() {
            if s.cells.len() - i < s.size - chosen.len() {
                break;
            }
            let held = held | s.board.mask(s.cells[i]);
            if bit_count(held) > s.digits {
                continue;
            }
            chosen.push(s.cells[i]);
            go(s, i + 1, held, chosen, visit);
            chosen.pop();
        }
    }
    let subsets = Subsets { board, cells, size, digits };
    go(&subsets, 0, 0, &mut Vec::with_capacity(size), visit);
}

/// A conjugate pair: the only two places of a digit in a house, and the house's kind
/// (0 box, 1 row, 2 column).
#[derive(Clone, Copy)]
struct Strong {
    a: usize,
    b: usize,
    kind: usize,
}

/// The conjugate pairs of each digit (both ways) and the pairs each leads to, read once
/// per position for the strong-link searches of every length.
pub(crate) struct StrongPairs {
    digits: [(Vec<Strong>, Vec<u64>); 9],
}

impl StrongPairs {
    pub(crate) fn new(board: &Board) -> StrongPairs {
        StrongPairs {
            digits: std::array::from_fn(|d| {
                let mut strong = Vec::new();
                for (h, house) in HOUSES.iter().enumerate() {
                    let places = board.places(h, d);
                    if bit_count(places) == 2 {
                        let a = house[places.trailing_zeros() as usize];
                        let b = house[15 - places.leading_zeros() as usize];
                        let kind = h / 9;
                        // Pair `2k + 1` is pair `2k` the other way.
                        strong.push(Strong { a, b, kind });
                        strong.push(Strong { a: b, b: a, kind });
                    }
                }
                // The pairs each pair leads to: those whose first cell its second cell sees
                // (at most 27 houses, two ways each).
                let mut starting = [0u64; 81];
                let mut firsts = 0u128;
                for (j, t) in strong.iter().enumerate() {
                    starting[t.a] |= 1 << j;
                    firsts |= 1 << t.a;
                }
                let next = strong
                    .iter()
                    .map(|s| cells_of_set(PEER_SETS[s.b] & firsts).fold(0, |m, c| m | starting[c]))
                    .collect();
                (strong, next)
            }),
        }
    }
}

/// SE's X-chain of exactly `links` strong links on one digit, joined by weak links
/// between distinct cells that see each other: 4.0, 5.4, 5.8 for 2, 3, 4 links, +0.1
/// when the links mix rows and columns or use a box, +0.2 when they do both.
pub(crate) fn strong_links(board: &Board, pairs: &StrongPairs, links: usize) -> Option<Found> {
    let mut best: Option<Found> = None;
    for (d, (strong, next)) in pairs.digits.iter().enumerate() {
        let search = ChainSearch { cells: board.cells_of(d), d, strong, next, links };
        let mut chain = Vec::with_capacity(links);
        for (i, first) in strong.iter().enumerate() {
            chain.push(i);
            search.extend(&mut chain, 1 << first.a | 1 << first.b, &mut best);
            chain.pop();
        }
    }
    best
}

/// The X-chains of one digit: its cells and conjugate pairs, and where each pair leads.
struct ChainSearch<'s> {
    cells: u128,
    d: usize,
    strong: &'s [Strong],
    next: &'s [u64],
    links: usize,
}

impl ChainSearch<'_> {
    /// Extends `chain` (indices of pairs), whose cells are `used`, by every conjugate pair
    /// the last cell sees.
    fn extend(&self, chain: &mut Vec<usize>, used: u128, best: &mut Option<Found>) {
        let last = chain[chain.len() - 1];
        if chain.len() == self.links {
            let (start, end) = (self.strong[chain[0]].a, self.strong[last].b);
            let targets = self.cells & PEER_SETS[start] & PEER_SETS[end] & !used;
            if targets == 0 {
                return;
            }
            let tenths = strong_links_difficulty(chain.iter().map(|&i| self.strong[i].kind));
            let count = targets.count_ones() as usize;
            if best.as_ref().is_none_or(|(t, r)| tenths < *t || (tenths == *t && count > r.len())) {
                *best = Some((tenths, cells_of_set(targets).map(|c| (c, self.d)).collect()));
            }
            return;
        }
        let mut next = self.next[last];
        let closing = chain.len() + 1 == self.links;
        while next != 0 {
            let j = next.trailing_zeros() as usize;
            next &= next - 1;
            if closing && (j ^ 1) < chain[0] {
                // A chain and its reverse rate and remove the same: the reverse, whose
                // first pair comes first (pair `j ^ 1` is pair `j` the other way), was met
                // before.
                continue;
            }
            let cells = 1u128 << self.strong[j].a | 1 << self.strong[j].b;
            if used & cells == 0 {
                chain.push(j);
                self.extend(chain, used | cells, best);
                chain.pop();
            }
        }
    }
}

/// SE's rating of a chain of strong links of these kinds of house.
fn strong_links_difficulty(kinds: impl Iterator<Item = usize> + Clone) -> u32 {
    let has = |kind: usize| kinds.clone().any(|k| k == kind);
    let base = match kinds.clone().count() {
        2 => 40,
        3 => 54,
        _ => 58,
    };
    base + match (has(0), has(1) && has(2)) {
        (false, false) => 0,
        (true, true) => 2,
        _ => 1,
    }
}
