//! Variant-constraint strategies: what the rules of [`crate::constraint`] tell, on boards
//! that carry them. Every finder here returns `None` at once on a board without variant
//! constraints, so classic and killer puzzles solve and rate as without them.
//!
//! - [`rule`]: what one rule's pairs of cells allow, and the digits of odd, even and
//!   pencil-marked cells (Constraint Rule);
//! - [`houses`]: extra regions and diagonals as houses: a digit's only place, or its
//!   places confined to one row, column or box (Extra House);
//! - [`combinations`]: the fillings one rule's cells can still take (Constraint Combinations).
//! - [`non_consecutive`]: the fillings of a row, column or box under the non-consecutive
//!   rule (Constraint Combinations), from the tables of [`super::nc_fillings`].
//! - [`region_sums`]: the boxes made of region-sum line segments, whose sums bound the
//!   lines' sums (Constraint Combinations).
//! - [`sum_bounds`]: a long sum bounded by the different digits of its cells that share a
//!   house (Constraint Combinations, from the third edition).
//!
//! Cells a rule keeps apart (anti-knight, anti-king, extra regions, diagonals, renban)
//! see each other for every strategy ([`super::LayoutIndex::with_constraints`]).

pub(crate) mod clues;
pub(crate) mod combinations;
pub(crate) mod houses;
pub(crate) mod non_consecutive;
pub(crate) mod region_sums;
pub(crate) mod rule;
pub(crate) mod sum_bounds;
pub(crate) mod walk;

use super::deduction::{join_and, join_or, symbol};
use super::Deduction;
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::Layout;

/// What is left of a cell's digits, as a player says it, for one cell and for several:
/// "is 5", "cannot be 5", "is between 2 and 7", "can only be 1, 2, 4 or 8".
fn narrowed(before: DigitSet, after: DigitSet) -> (String, String) {
    let removed = before.difference(after);
    let list = |set: DigitSet| join_or(&set.iter().map(|d| symbol(d).to_string()).collect::<Vec<_>>());
    let (low, high) = (after.iter().next(), after.iter().last());
    let same = |text: String| (text.clone(), text);
    match (low, high) {
        (None, _) | (_, None) => ("has no digit left".to_string(), "have no digit left".to_string()),
        (Some(d), _) if after.len() == 1 => (format!("is {}", symbol(d)), format!("are {}", symbol(d))),
        _ if removed.len() <= 2 => same(format!("cannot be {}", list(removed))),
        (Some(lo), Some(hi)) if usize::from(hi.get() - lo.get()) + 1 == after.len() => (
            format!("is between {} and {}", symbol(lo), symbol(hi)),
            format!("are between {} and {}", symbol(lo), symbol(hi)),
        ),
        _ => same(format!("can only be {}", list(after))),
    }
}

/// "r1c2 cannot be 5; r1c3 and r1c4 are between 2 and 4": the cells that narrow in the
/// same words said together, in the order of their first cell.
fn effects_text(layout: &Layout, changes: &[(Cell, DigitSet, DigitSet)]) -> String {
    let mut groups: Vec<((String, String), Vec<String>)> = Vec::new();
    for &(cell, before, after) in changes {
        let words = narrowed(before, after);
        match groups.iter_mut().find(|(w, _)| *w == words) {
            Some((_, cells)) => cells.push(layout.cell_name(cell)),
            None => groups.push((words, vec![layout.cell_name(cell)])),
        }
    }
    let parts: Vec<String> = groups
        .into_iter()
        .map(|((one, several), cells)| format!("{} {}", join_and(&cells), if cells.len() == 1 { one } else { several }))
        .collect();
    parts.join("; ")
}

/// A deduction of `strategy` that narrows each cell of `cells` from its domain
/// `before` to `after` (eliminations from empty cells only), explained as "{label}:
/// {effects}{why}." `None` when nothing narrows.
pub(crate) fn narrowing(
    ctx: &super::context::Ctx,
    strategy: super::Strategy,
    cells: &[Cell],
    before: &[DigitSet],
    after: &[DigitSet],
    label: &str,
    why: &str,
) -> Option<Deduction> {
    let mut d = Deduction::new(strategy);
    let mut changes = Vec::new();
    for ((&cell, &was), &now) in cells.iter().zip(before).zip(after) {
        if ctx.grid.value(cell).is_some() || was == now || d.eliminations.iter().any(|&(c, _)| c == cell) {
            continue;
        }
        let gone: Vec<(Cell, Digit)> = was.difference(now).iter().map(|digit| (cell, digit)).collect();
        if gone.is_empty() {
            continue;
        }
        d.digits = d.digits.union(was.difference(now));
        d.eliminations.extend(gone);
        changes.push((cell, was, now));
    }
    if d.eliminations.is_empty() {
        return None;
    }
    d.cells = cells.to_vec();
    d.cells.dedup();
    d.explanation = format!("{label}: {}{why}.", effects_text(ctx.layout, &changes));
    Some(d)
}
