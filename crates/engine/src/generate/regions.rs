//! Jigsaw regions: N connected regions of N cells on an N x N grid.
//!
//! Two ways to draw them (both part of the seed contract v1; [`super::fill`] says which
//! is used when). Both start from the boxes, take random steps that keep every region
//! 4-connected, and end by renumbering the regions by their first cell, row-major.
//!
//! - [`free_regions`], `4 * N * N` steps. Each draws a cell `a` (`below(N*N)`) and a
//!   direction (`below(4)`: up, right, down, left). When the neighbour `b` in that
//!   direction lies in another region B, it lists in row-major order every cell `c` of B
//!   that touches `a`'s region A at a cell other than `a`, draws one (`below(len)`),
//!   moves `a` into B and `c` into A, and undoes the move unless both regions stay
//!   connected. Such a map may admit no solution: the caller checks with the solver.
//! - [`regions_around`] a known solution `S`, `8 * N * N` steps ([`perturb`]). The same
//!   draws, but `c` must be the cell of B holding `S[a]`, so every region keeps each
//!   digit once and `S` stays a solution: the map always admits one. It may start from
//!   an earlier map instead of the boxes ([`regions_around_map`]).

use rand_core::Rng;

use super::seed::below;
use crate::digits::Digit;

/// A random map of connected regions (no promise of a solution), row-major region
/// numbers from 0: the first method of the module documentation.
pub fn free_regions(box_width: usize, box_height: usize, rng: &mut impl Rng) -> Vec<u8> {
    let size = box_width * box_height;
    let cells = size * size;
    let mut region = boxes(box_width, box_height, size);
    let mut candidates = Vec::with_capacity(size);
    for _ in 0..4 * cells {
        let a = below(rng, cells);
        let direction = below(rng, 4);
        let Some(b) = neighbour(size, a, direction) else { continue };
        let (from, to) = (region[a], region[b]);
        if from == to {
            continue;
        }
        candidates.clear();
        candidates.extend((0..cells).filter(|&c| region[c] == to && touches(size, &region, c, from, a)));
        if candidates.is_empty() {
            continue;
        }
        let c = candidates[below(rng, candidates.len())];
        region[a] = to;
        region[c] = from;
        if !connected(size, &region, from) || !connected(size, &region, to) {
            region[a] = from;
            region[c] = to;
        }
    }
    renumber(&region)
}

/// A random map of connected regions for boxes `box_width` x `box_height`, as row-major
/// region numbers from 0, such that `solution` (a solution with those boxes) is also a
/// solution with these regions: the boxes, [`perturb`]ed once, renumbered.
pub fn regions_around(box_width: usize, box_height: usize, solution: &[Digit], rng: &mut impl Rng) -> Vec<u8> {
    regions_around_map(box_width, box_height, &[], solution, rng)
}

/// [`regions_around`] starting from the region map `start` (row-major region numbers)
/// instead of the boxes; from the boxes when `start` does not have one entry per cell.
pub fn regions_around_map(
    box_width: usize,
    box_height: usize,
    start: &[u8],
    solution: &[Digit],
    rng: &mut impl Rng,
) -> Vec<u8> {
    let size = box_width * box_height;
    let mut region = if start.len() == size * size && start.iter().all(|&r| usize::from(r) < size) {
        start.iter().map(|&r| usize::from(r)).collect()
    } else {
        boxes(box_width, box_height, size)
    };
    perturb(size, &mut region, solution, rng);
    renumber(&region)
}

/// The box of every cell, row-major.
pub(super) fn boxes(box_width: usize, box_height: usize, size: usize) -> Vec<usize> {
    (0..size * size).map(|i| (i / size / box_height) * box_height + (i % size) / box_width).collect()
}

/// `8 * N * N` random region swaps that keep `solution` a solution and every region
/// connected (the second method of the module documentation). Leaves `region` alone when `solution` does not
/// fit it (wrong length, or a region without every digit once).
fn perturb(size: usize, region: &mut [usize], solution: &[Digit], rng: &mut impl Rng) {
    let cells = size * size;
    if solution.len() != cells || region.len() != cells {
        return;
    }
    // where_is[r * size + d]: the cell of region r holding digit index d.
    let mut where_is = vec![usize::MAX; size * size];
    for (cell, digit) in solution.iter().enumerate() {
        let Some(slot) = where_is.get_mut(region[cell] * size + digit.index()) else { return };
        *slot = cell;
    }
    if where_is.contains(&usize::MAX) {
        return;
    }
    for _ in 0..8 * cells {
        let a = below(rng, cells);
        let direction = below(rng, 4);
        let Some(b) = neighbour(size, a, direction) else { continue };
        let (from, to) = (region[a], region[b]);
        if from == to {
            continue;
        }
        let digit = solution[a].index();
        let c = where_is[to * size + digit];
        if !touches(size, region, c, from, a) {
            continue;
        }
        region[a] = to;
        region[c] = from;
        if connected(size, region, from) && connected(size, region, to) {
            where_is[to * size + digit] = a;
            where_is[from * size + digit] = c;
        } else {
            region[a] = from;
            region[c] = to;
        }
    }
}

/// The cell next to `cell` in `direction` (0 up, 1 right, 2 down, 3 left), if on the grid.
fn neighbour(size: usize, cell: usize, direction: usize) -> Option<usize> {
    let (row, column) = (cell / size, cell % size);
    match direction {
        0 if row > 0 => Some(cell - size),
        1 if column + 1 < size => Some(cell + 1),
        2 if row + 1 < size => Some(cell + size),
        3 if column > 0 => Some(cell - 1),
        _ => None,
    }
}

/// True when `cell` has a neighbour in region `target` other than `except`.
fn touches(size: usize, region: &[usize], cell: usize, target: usize, except: usize) -> bool {
    (0..4).filter_map(|d| neighbour(size, cell, d)).any(|n| n != except && region[n] == target)
}

/// True when the cells of region `target` form one 4-connected piece.
pub fn connected(size: usize, region: &[usize], target: usize) -> bool {
    let Some(start) = region.iter().position(|&r| r == target) else { return true };
    let total = region.iter().filter(|&&r| r == target).count();
    let mut seen = vec![false; region.len()];
    let mut stack = vec![start];
    seen[start] = true;
    let mut reached = 0;
    while let Some(cell) = stack.pop() {
        reached += 1;
        for n in (0..4).filter_map(|d| neighbour(size, cell, d)) {
            if !seen[n] && region[n] == target {
                seen[n] = true;
                stack.push(n);
            }
        }
    }
    reached == total
}

/// Region numbers in order of each region's first cell, row-major.
pub(super) fn renumber(region: &[usize]) -> Vec<u8> {
    let mut new_number = vec![u8::MAX; region.len()];
    let mut next = 0u8;
    region
        .iter()
        .map(|&r| {
            if new_number[r] == u8::MAX {
                new_number[r] = next;
                next += 1;
            }
            new_number[r]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::fill::random_regions;
    use crate::generate::seed::SeedPhrase;
    use crate::geometry::Geometry;
    use crate::geometry::{Layout, Variant};
    use crate::grid::Puzzle;
    use crate::solve::{is_valid_solution, solve_randomly};

    fn solution(w: usize, h: usize, phrase: &SeedPhrase) -> Vec<Digit> {
        let layout = Layout::new(Geometry::standard(w, h)).unwrap();
        solve_randomly(&Puzzle::empty(layout), &mut phrase.rng(0), 1_000_000).unwrap()
    }

    fn check_regions(w: usize, h: usize, regions: &[u8]) -> Layout {
        let size = w * h;
        let as_usize: Vec<usize> = regions.iter().map(|&r| usize::from(r)).collect();
        assert!((0..size).all(|r| connected(size, &as_usize, r)), "{w}x{h}");
        assert_eq!(regions[0], 0);
        Layout::new(Geometry::new(w, h, Variant { regions: Some(regions.to_vec()), ..Variant::default() })).unwrap()
    }

    fn moved(w: usize, h: usize, regions: &[u8]) -> usize {
        let boxes = Layout::new(Geometry::standard(w, h)).unwrap();
        boxes.cells().filter(|&c| boxes.region(c) != usize::from(regions[c.index()])).count()
    }

    #[test]
    fn regions_around_a_solution_keep_it_a_solution() {
        let phrase = SeedPhrase::new("regions").unwrap();
        for (w, h) in [(2, 2), (3, 2), (2, 3), (3, 3), (4, 4), (5, 5), (6, 5)] {
            let solution = solution(w, h, &phrase);
            let regions = regions_around(w, h, &solution, &mut phrase.rng(1));
            let layout = check_regions(w, h, &regions);
            assert!(is_valid_solution(&Puzzle::empty(layout), &solution), "{w}x{h}");
        }
        // On big boards the swaps move a good share of the cells.
        let solution = solution(5, 5, &phrase);
        assert!(moved(5, 5, &regions_around(5, 5, &solution, &mut phrase.rng(1))) >= 50);
    }

    #[test]
    fn free_and_random_regions_wander_from_the_boxes() {
        let phrase = SeedPhrase::new("regions").unwrap();
        for (w, h) in [(3, 2), (2, 3), (3, 3), (4, 3), (4, 4)] {
            let free = free_regions(w, h, &mut phrase.rng(1));
            check_regions(w, h, &free);
            assert!(moved(w, h, &free) >= w * h, "{w}x{h}: {}", moved(w, h, &free));
            let random = random_regions(w, h, &mut phrase.rng(2));
            check_regions(w, h, &random);
            assert!(moved(w, h, &random) >= w * h, "{w}x{h}: {}", moved(w, h, &random));
        }
    }

    #[test]
    fn regions_depend_only_on_the_stream() {
        let phrase = SeedPhrase::new("regions").unwrap();
        let s = solution(3, 3, &phrase);
        assert_eq!(regions_around(3, 3, &s, &mut phrase.rng(1)), regions_around(3, 3, &s, &mut phrase.rng(1)));
        assert_ne!(regions_around(3, 3, &s, &mut phrase.rng(1)), regions_around(3, 3, &s, &mut phrase.rng(2)));
        assert_eq!(random_regions(2, 3, &mut phrase.rng(5)), random_regions(2, 3, &mut phrase.rng(5)));
    }

    #[test]
    fn connectivity_sees_a_split_region() {
        // 4x4 rows as regions, then cells 0 and 15 swapped: region 0 is split.
        let mut region: Vec<usize> = (0..16).map(|i| i / 4).collect();
        assert!(connected(4, &region, 0));
        region.swap(0, 15);
        assert!(!connected(4, &region, 0));
        assert!(!connected(4, &region, 3));
    }
}
