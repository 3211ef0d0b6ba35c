//! The sums the rule of 45 gives the killer search beyond its cages (`solve/leftovers.rs`):
//! each kept with its cells' candidates when it was last bounded, bounded exactly while few
//! of its cells are open and by its terms' least and largest digits otherwise.

use super::few_open::{exact_few, FEW};
use super::{Queue, PLACED};
use crate::geometry::Layout;
use crate::solve::constrained::{bounds, grouped, GROUP_DIGITS};
use crate::solve::leftovers::{all_leftover_sums, house_outies};

/// Cells with coefficients 1 or -1 summing to `total`, in runs of peers (`groups`
/// lengths) that take different digits.
#[derive(Debug)]
pub(super) struct Leftover {
    terms: Vec<(u16, i64)>,
    groups: Vec<u8>,
    total: i64,
    /// Whether it is bounded exactly while few of its cells are open: its coefficients
    /// are 1 or -1 and its terms fewer than [`EXACT_TERMS`].
    exact: bool,
    /// Where its cells' candidates when it was last bounded are kept in a position's
    /// stamps: one whose cells have not changed since is not looked at again.
    stamp: usize,
}

impl Leftover {
    /// Its cells.
    pub(super) fn cells(&self) -> impl Iterator<Item = u16> + '_ {
        self.terms.iter().map(|&(cell, _)| cell)
    }

    /// How many stamps it takes: one per cell, so also how many cells it has.
    pub(super) fn stamps(&self) -> usize {
        self.terms.len()
    }
}

/// The leftovers of `layout`, their stamps from `stamps` on.
pub(super) fn leftovers_of(layout: &Layout, mut stamps: usize) -> Vec<Leftover> {
    let grouping = layout.size() <= GROUP_DIGITS;
    let sees =
        |a: u16, b: u16| grouping && layout.sees(crate::Cell::new(usize::from(a)), crate::Cell::new(usize::from(b)));
    let cages: Vec<(Vec<crate::Cell>, i64)> =
        layout.cages().iter().filter_map(|cage| Some((cage.cells.clone(), i64::from(cage.sum?)))).collect();
    let outies = house_outies(layout, &cages)
        .into_iter()
        .map(|(cells, total)| (cells.into_iter().map(|c| (c, 1)).collect(), total));
    all_leftover_sums(layout)
        .into_iter()
        .chain(outies)
        .map(|(terms, total)| {
            let (terms, groups) = grouped(terms.into_iter().map(|(c, k)| (c.index() as u16, k)).collect(), sees);
            let exact = terms.len() < EXACT_TERMS && terms.iter().all(|&(_, k)| k.abs() == 1);
            let leftover = Leftover { terms, groups, total, exact, stamp: stamps };
            stamps += leftover.terms.len();
            leftover
        })
        .collect()
}

/// Bounds the leftovers' cells ([`bounds`], or [`exact_few`] while few are open); `None` on a contradiction, else whether
/// a candidate went. Cells left with one digit are queued. The leftovers are the
/// propagation's rules from `first` on: one none of whose cells changed since it was last
/// bounded is skipped.
pub(super) fn leftover_sums(
    leftovers: &[Leftover],
    first: usize,
    cand: &mut [u32],
    stamps: &mut [u32],
    singles: &mut Queue,
) -> Option<bool> {
    let mut changed = false;
    for (rule, leftover) in (first..).zip(leftovers) {
        if !singles.is_dirty(rule) {
            continue;
        }
        // Its stamps are its cells as they are now, whatever it changes below.
        singles.settle(rule);
        let stamp = &mut stamps[leftover.stamp..leftover.stamp + leftover.terms.len()];
        if leftover.terms.iter().zip(stamp.iter()).all(|(&(cell, _), &seen)| cand[usize::from(cell)] == seen) {
            continue;
        }
        let open = leftover.terms.iter().filter(|&&(cell, _)| cand[usize::from(cell)] & PLACED == 0).count();
        // With few cells open the exact walk keeps no more than the bounds would.
        let narrowed = if open > EXACT_OPEN || !leftover.exact {
            bounds(&leftover.terms, leftover.total, cand)?
        } else {
            exact_few(&leftover.terms, &leftover.groups, leftover.total, cand)?
        };
        for (&(cell, _), seen) in leftover.terms.iter().zip(stamp.iter_mut()) {
            let c = cand[usize::from(cell)];
            *seen = c;
            if narrowed {
                singles.touch(usize::from(cell));
            }
            if narrowed && c & PLACED == 0 && c & (c - 1) == 0 {
                singles.push(cell);
            }
        }
        changed |= narrowed;
    }
    Some(changed)
}

/// The most open cells of a leftover on which it is bounded exactly ([`exact_few`]); one
/// with more is bounded by its terms' least and largest digits alone ([`bounds`]).
const EXACT_OPEN: usize = FEW;

/// The most terms of a leftover bounded exactly (as the constrained search's exact sums).
const EXACT_TERMS: usize = 32;
