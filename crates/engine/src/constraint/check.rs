//! The rules that are not pairs of cells (sums, sets, outside clues), checked on a
//! partial filling, and the cells a filling breaks.
//!
//! A filling is one `u8` per cell, 0 for an empty cell. [`Constraint::breaks`] (each
//! family's own, in [`super::family`]) is true only when no way of filling the empty cells
//! could keep the rule; on a full filling it is exactly the rule. The helpers here are the
//! ones families share.

use super::Constraint;
use crate::digits::{Cell, Digit};
use crate::geometry::Layout;

/// The least and the most that digits sum to, an empty cell (0) counting 1 to `size`.
pub(crate) fn sum_range(digits: impl Iterator<Item = u8>, size: u32) -> (u32, u32) {
    digits.fold((0, 0), |(min, max), d| match d {
        0 => (min + 1, max + size),
        d => (min + u32::from(d), max + u32::from(d)),
    })
}

/// Whether the row seen from the clue cannot show `count` skyscrapers: the ones seen
/// before the first gap are certain, the tallest (`size`) hides the rest.
pub(crate) fn skyscraper_breaks(digits: impl ExactSizeIterator<Item = u8>, count: u8, size: u8) -> bool {
    let mut tallest = 0;
    let mut seen = 0u8;
    let len = digits.len();
    for (i, d) in digits.enumerate() {
        if d == 0 {
            // Seen so far, plus at most one per cell left before the tallest.
            let at_most = seen as usize + len - i;
            return seen > count || at_most < usize::from(count);
        }
        if d > tallest {
            tallest = d;
            seen += 1;
        }
        if d == size {
            return seen != count;
        }
    }
    seen != count
}

/// The cells whose digits break a rule of `constraints`, in cell order: both cells of a
/// pair that breaks its relation, every filled cell of a rule broken otherwise.
pub fn broken_cells(layout: &Layout, constraints: &[Constraint], values: &[Option<Digit>]) -> Vec<Cell> {
    let v: Vec<u8> = values.iter().map(|d| d.map_or(0, Digit::get)).collect();
    let at = |cell: Cell| v.get(cell.index()).copied().unwrap_or(0);
    let mut broken = vec![false; v.len()];
    let mut mark = |cell: Cell| {
        if let Some(slot) = broken.get_mut(cell.index()) {
            *slot = true;
        }
    };
    for constraint in constraints {
        for (a, b, relation) in constraint.pairs(layout, constraints) {
            let (x, y) = (at(a), at(b));
            if x != 0 && y != 0 && !relation.allows(x, y) {
                mark(a);
                mark(b);
            }
        }
        if let Some((cell, mask)) = constraint.unary(layout.size()) {
            let d = at(cell);
            if d != 0 && mask & (1 << (d - 1)) == 0 {
                mark(cell);
            }
        }
        if constraint.breaks(layout, &v) {
            constraint.cells(layout).into_iter().filter(|&c| at(c) != 0).for_each(&mut mark);
        }
    }
    broken.iter().enumerate().filter(|(_, &b)| b).map(|(i, _)| Cell::new(i)).collect()
}
