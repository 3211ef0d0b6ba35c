//! The rules that are not pairs of cells (sums, sets, outside clues), checked on a
//! partial filling, and the cells a filling breaks.
//!
//! A filling is one `u8` per cell, 0 for an empty cell. [`Constraint::breaks`] is true only
//! when no way of filling the empty cells could keep the rule; on a full filling it is
//! exactly the rule.

use super::{line, region_segments, Constraint};
use crate::constraint::family;
use crate::digits::{Cell, Digit};
use crate::geometry::Layout;

impl Constraint {
    /// Whether the digits placed in `v` break the rule's part that is not pairs of cells
    /// (see [`Constraint::pairs`] for the rest), whatever fills the empty cells.
    pub fn breaks(&self, layout: &Layout, v: &[u8]) -> bool {
        let size = layout.size() as u32;
        let at = |cell: &Cell| v.get(cell.index()).copied().unwrap_or(0);
        match self {
            Constraint::Arrow(family::Arrow { bulb, shafts }) => {
                let (low, high) = bulb.iter().fold((0u32, 0u32), |(low, high), c| match at(c) {
                    0 => (low * 10 + 1, high * 10 + size),
                    d => (low * 10 + u32::from(d), high * 10 + u32::from(d)),
                });
                shafts.iter().any(|shaft| {
                    let (min, max) = sum_range(shaft.iter().map(at), size);
                    min > high || max < low
                })
            }
            Constraint::Renban(family::Renban { cells }) => {
                let cells = line::distinct(cells);
                let (min, max) = cells
                    .iter()
                    .map(at)
                    .filter(|&d| d != 0)
                    .fold((u8::MAX, 0), |(min, max), d| (min.min(d), max.max(d)));
                min <= max && usize::from(max - min) >= cells.len()
            }
            Constraint::Between(family::Between { cells }) => {
                let (Some(first), Some(last)) = (cells.first(), cells.last()) else { return false };
                let (a, b) = (at(first), at(last));
                let middle = &cells[1..cells.len().saturating_sub(1).max(1)];
                middle
                    .iter()
                    .map(at)
                    .filter(|&d| d != 0)
                    .any(|d| d == a || d == b || (a != 0 && b != 0 && !(a.min(b) < d && d < a.max(b))))
                    || (a != 0 && b != 0 && !middle.is_empty() && a.abs_diff(b) < 2)
            }
            Constraint::RegionSum(family::RegionSum { cells }) => {
                let ranges: Vec<(u32, u32)> = region_segments(layout, cells)
                    .iter()
                    .map(|segment| sum_range(segment.iter().map(at), size))
                    .collect();
                let lowest_max = ranges.iter().map(|r| r.1).min().unwrap_or(0);
                ranges.iter().any(|r| r.0 > lowest_max)
            }
            Constraint::Quadruple(family::Quadruple { cells, digits }) => {
                let placed = cells.iter().filter(|c| at(c) != 0).count();
                // Each clue digit once: how many more of it the cells need than they show.
                let missing: usize = digits
                    .iter()
                    .enumerate()
                    .filter(|&(i, d)| !digits[..i].contains(d))
                    .map(|(_, &d)| {
                        let needed = digits.iter().filter(|&&x| x == d).count();
                        needed.saturating_sub(cells.iter().filter(|c| at(c) == d).count())
                    })
                    .sum();
                missing > cells.len() - placed
            }
            Constraint::Sandwich(family::Sandwich { clue, sum }) => {
                let Some(line) = clue.line(layout.size()) else { return false };
                let top = size as u8;
                let (Some(i), Some(j)) = (line.iter().position(|c| at(c) == 1), line.iter().position(|c| at(c) == top))
                else {
                    return false;
                };
                let (min, max) = sum_range(line[i.min(j) + 1..i.max(j)].iter().map(at), size);
                u32::from(*sum) < min || u32::from(*sum) > max
            }
            Constraint::LittleKiller(family::LittleKiller { clue, direction, sum }) => {
                let (min, max) = sum_range(clue.ray(layout.size(), *direction).iter().map(at), size);
                u32::from(*sum) < min || u32::from(*sum) > max
            }
            Constraint::XSum(family::XSum { clue, sum }) => {
                let Some(line) = clue.line(layout.size()) else { return false };
                let first = at(&line[0]);
                if first == 0 {
                    return false;
                }
                let (min, max) = sum_range(line.iter().take(usize::from(first)).map(at), size);
                u32::from(*sum) < min || u32::from(*sum) > max
            }
            Constraint::Skyscraper(family::Skyscraper { clue, count }) => {
                let Some(line) = clue.line(layout.size()) else { return false };
                skyscraper_breaks(line.iter().map(at), *count, size as u8)
            }
            // Rules that are pairs of cells or a cell's own digits, all checked elsewhere.
            Constraint::Thermometer(_)
            | Constraint::SlowThermometer(_)
            | Constraint::Difference(_)
            | Constraint::Ratio(_)
            | Constraint::Xv(_)
            | Constraint::Negative(_)
            | Constraint::Whispers(_)
            | Constraint::Palindrome(_)
            | Constraint::Entropic(_)
            | Constraint::Modular(_)
            | Constraint::ExtraRegion(_)
            | Constraint::Diagonal(_)
            | Constraint::AntiKnight
            | Constraint::AntiKing
            | Constraint::NonConsecutive
            | Constraint::Even(_)
            | Constraint::Odd(_)
            | Constraint::Minimum(_)
            | Constraint::Maximum(_)
            | Constraint::Indexer(_)
            | Constraint::Clone(_)
            | Constraint::PencilMarks(_) => false,
        }
    }
}

/// The least and the most that digits sum to, an empty cell (0) counting 1 to `size`.
fn sum_range(digits: impl Iterator<Item = u8>, size: u32) -> (u32, u32) {
    digits.fold((0, 0), |(min, max), d| match d {
        0 => (min + 1, max + size),
        d => (min + u32::from(d), max + u32::from(d)),
    })
}

/// Whether the row seen from the clue cannot show `count` skyscrapers: the ones seen
/// before the first gap are certain, the tallest (`size`) hides the rest.
fn skyscraper_breaks(digits: impl ExactSizeIterator<Item = u8>, count: u8, size: u8) -> bool {
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
