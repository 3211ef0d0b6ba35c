//! Two families of Sudoku Explainer's patterns the engine's finders do not search the
//! way SE does: the wings of a bivalue cell and a set of mutually visible cells
//! (WXYZ- to TUVWXYZ-Wing) and X-chains of a given number of strong links (SE's "strong
//! links": Skyscraper, 2-String Kite, Turbot Fish, their 3- and 4-link forms). SE rates
//! every instance and takes the easiest; so do these.

use super::board::{Board, HOUSES, PEER_SETS};

/// A pattern's rating (tenths of the SE scale) and what it removes (cell, digit index).
pub(crate) type Found = (u32, Vec<(usize, usize)>);

fn sees(a: usize, b: usize) -> bool {
    PEER_SETS[a] >> b & 1 == 1
}

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
    for house in &HOUSES {
        let cells: Vec<usize> = house.iter().copied().filter(|&c| board.count(c) > 1).collect();
        for_each_subset(&cells, size, &mut |set| {
            let digits = set.iter().fold(0u16, |m, &c| m | board.mask(c));
            if digits.count_ones() as usize != size + 1 {
                return;
            }
            let biggest = set.iter().map(|&c| board.count(c)).max().unwrap_or(0) as u32;
            let tenths = wing_difficulty(size, biggest);
            for pivot in 0..81 {
                if board.count(pivot) != 2 || set.contains(&pivot) || board.mask(pivot) & !digits != 0 {
                    continue;
                }
                if !set.iter().any(|&c| sees(pivot, c)) {
                    continue;
                }
                let removed = wing_eliminations(board, set, pivot, digits);
                if removed.is_empty() {
                    continue;
                }
                let better =
                    best.as_ref().is_none_or(|(t, r)| tenths < *t || (tenths == *t && removed.len() > r.len()));
                if better {
                    best = Some((tenths, removed));
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

/// The set's cells holding digit `d`.
fn holding(board: &Board, set: &[usize], d: usize) -> Vec<usize> {
    set.iter().copied().filter(|&c| board.has(c, d)).collect()
}

/// The cells outside the pattern, holding `d`, that see every cell of `group`.
fn seeing_all(board: &Board, group: &[usize], pattern: &[usize], d: usize) -> Vec<(usize, usize)> {
    let mut targets = group.iter().fold(board.cells_of(d), |m, &g| m & PEER_SETS[g]) & !set_of(pattern);
    let mut found = Vec::new();
    while targets != 0 {
        found.push((targets.trailing_zeros() as usize, d));
        targets &= targets - 1;
    }
    found
}

fn wing_eliminations(board: &Board, set: &[usize], pivot: usize, digits: u16) -> Vec<(usize, usize)> {
    let pair: Vec<usize> = board.digits(pivot).collect();
    let restricted = |x: usize| holding(board, set, x).iter().all(|&c| sees(pivot, c));
    let mut pattern = set.to_vec();
    pattern.push(pivot);
    let mut removed = Vec::new();
    let both = restricted(pair[0]) && restricted(pair[1]);
    for (x, z) in [(pair[0], pair[1]), (pair[1], pair[0])] {
        if !restricted(x) {
            continue;
        }
        let mut group = holding(board, set, z);
        group.push(pivot);
        removed.extend(seeing_all(board, &group, &pattern, z));
    }
    if both {
        // Doubly linked: the set is locked on its other digits.
        for w in (0..9).filter(|&w| digits >> w & 1 == 1 && !pair.contains(&w)) {
            removed.extend(seeing_all(board, &holding(board, set, w), &pattern, w));
        }
    }
    removed.sort_unstable();
    removed.dedup();
    removed
}

fn for_each_subset(cells: &[usize], size: usize, visit: &mut impl FnMut(&[usize])) {
    fn go(cells: &[usize], size: usize, start: usize, chosen: &mut Vec<usize>, visit: &mut impl FnMut(&[usize])) {
        if chosen.len() == size {
            visit(chosen);
            return;
        }
        for i in start..cells.len() {
            if cells.len() - i < size - chosen.len() {
                break;
            }
            chosen.push(cells[i]);
            go(cells, size, i + 1, chosen, visit);
            chosen.pop();
        }
    }
    go(cells, size, 0, &mut Vec::with_capacity(size), visit);
}

/// A conjugate pair: the only two places of a digit in a house, and the house's kind
/// (0 box, 1 row, 2 column).
#[derive(Clone, Copy)]
struct Strong {
    a: usize,
    b: usize,
    kind: usize,
}

/// SE's X-chain of exactly `links` strong links on one digit, joined by weak links
/// between distinct cells that see each other: 4.0, 5.4, 5.8 for 2, 3, 4 links, +0.1
/// when the links mix rows and columns or use a box, +0.2 when they do both.
pub(crate) fn strong_links(board: &Board, links: usize) -> Option<Found> {
    let mut best: Option<Found> = None;
    for d in 0..9 {
        let mut strong = Vec::new();
        for (h, house) in HOUSES.iter().enumerate() {
            let places = board.places(h, d);
            if places.count_ones() == 2 {
                let a = house[places.trailing_zeros() as usize];
                let b = house[15 - places.leading_zeros() as usize];
                let kind = h / 9;
                strong.push(Strong { a, b, kind });
                strong.push(Strong { a: b, b: a, kind });
            }
        }
        let mut chain = Vec::with_capacity(links);
        for first in &strong {
            chain.push(*first);
            extend_chain(board, d, &strong, links, &mut chain, &mut best);
            chain.pop();
        }
    }
    best
}

fn extend_chain(
    board: &Board,
    d: usize,
    strong: &[Strong],
    links: usize,
    chain: &mut Vec<Strong>,
    best: &mut Option<Found>,
) {
    if chain.len() == links {
        let (start, end) = (chain[0].a, chain[links - 1].b);
        let pattern: Vec<usize> = chain.iter().flat_map(|s| [s.a, s.b]).collect();
        if board.cells_of(d) & PEER_SETS[start] & PEER_SETS[end] & !set_of(&pattern) == 0 {
            return;
        }
        let removed = seeing_all(board, &[start, end], &pattern, d);
        let tenths = strong_links_difficulty(chain);
        if best.as_ref().is_none_or(|(t, r)| tenths < *t || (tenths == *t && removed.len() > r.len())) {
            *best = Some((tenths, removed));
        }
        return;
    }
    let last = chain[chain.len() - 1].b;
    for next in strong {
        let used = chain.iter().any(|s| [s.a, s.b].contains(&next.a) || [s.a, s.b].contains(&next.b));
        if !used && sees(last, next.a) {
            chain.push(*next);
            extend_chain(board, d, strong, links, chain, best);
            chain.pop();
        }
    }
}

fn strong_links_difficulty(chain: &[Strong]) -> u32 {
    let has = |kind: usize| chain.iter().any(|s| s.kind == kind);
    let base = match chain.len() {
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
