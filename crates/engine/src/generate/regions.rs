//! Jigsaw regions: N connected regions of N cells on an N x N grid.
//!
//! Algorithm (part of the seed contract v1):
//! 1. Start from the boxes of the geometry.
//! 2. Take `4 * N * N` steps. Each step draws a cell `a` (`below(N*N)`) and a direction
//!    (`below(4)`: up, right, down, left). When the neighbour `b` in that direction exists
//!    and lies in another region B, it lists in row-major order every cell `c` of B that
//!    touches `a`'s region A at a cell other than `a`, draws one (`below(len)`), moves `a`
//!    into B and `c` into A, and undoes the move unless both regions stay 4-connected.
//! 3. Renumber the regions by their first cell in row-major order.
//!
//! A region map made this way may admit no solution at all (small boards especially): the
//! generator checks that with the solver and draws again.

use rand_core::Rng;

use super::seed::below;

/// A random map of `size` connected regions of `size` cells each, starting from boxes
/// `box_width` x `box_height` (`size = box_width * box_height`), as row-major region
/// numbers from 0.
pub fn random_regions(box_width: usize, box_height: usize, rng: &mut impl Rng) -> Vec<u8> {
    let size = box_width * box_height;
    let cells = size * size;
    let mut region: Vec<usize> =
        (0..cells).map(|i| (i / size / box_height) * box_height + (i % size) / box_width).collect();
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
        candidates.extend(
            (0..cells).filter(|&c| region[c] == to && touches(size, &region, c, from, a)).map(|c| c as u16),
        );
        if candidates.is_empty() {
            continue;
        }
        let c = usize::from(candidates[below(rng, candidates.len())]);
        region[a] = to;
        region[c] = from;
        if !connected(size, &region, from) || !connected(size, &region, to) {
            region[a] = from;
            region[c] = to;
        }
    }
    renumber(&region)
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
fn renumber(region: &[usize]) -> Vec<u8> {
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
    use crate::generate::seed::SeedPhrase;
    use crate::geometry::{Geometry, Layout, Variant};

    #[test]
    fn regions_are_valid_connected_and_not_the_boxes() {
        for (w, h) in [(2, 2), (3, 2), (2, 3), (3, 3), (4, 4), (5, 5), (6, 5)] {
            let mut rng = SeedPhrase::new("regions").unwrap().rng(1);
            let regions = random_regions(w, h, &mut rng);
            let size = w * h;
            let layout = Layout::new(Geometry::new(w, h, Variant { regions: Some(regions.clone()), ..Variant::default() }));
            assert!(layout.is_ok(), "{w}x{h}: {layout:?}");
            let as_usize: Vec<usize> = regions.iter().map(|&r| usize::from(r)).collect();
            assert!((0..size).all(|r| connected(size, &as_usize, r)), "{w}x{h}");
            let boxes = Layout::new(Geometry::standard(w, h)).unwrap();
            assert!(boxes.cells().any(|c| boxes.region(c) != usize::from(regions[c.index()])), "{w}x{h}");
            assert_eq!(regions[0], 0);
        }
    }

    #[test]
    fn regions_depend_only_on_the_stream() {
        let phrase = SeedPhrase::new("regions").unwrap();
        assert_eq!(random_regions(3, 3, &mut phrase.rng(1)), random_regions(3, 3, &mut phrase.rng(1)));
        assert_ne!(random_regions(3, 3, &mut phrase.rng(1)), random_regions(3, 3, &mut phrase.rng(2)));
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
