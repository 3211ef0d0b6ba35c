//! Strategies run in a caller's order over one position: a rater that follows another
//! solver's order of techniques (Sudoku Explainer's, `rate::se`) reuses the finders.

use super::context::{Ctx, LayoutIndex};
use super::solver::FINDERS;
use super::{Deduction, Strategy};
use crate::geometry::Layout;
use crate::grid::Grid;

/// The first productive deduction of the strategies of `order`, tried in that order,
/// that `accept` takes; `None` when the position is broken or none applies.
/// Uniqueness strategies are tried only when `unique`.
pub(crate) fn first_in_order(
    layout: &Layout,
    index: &LayoutIndex,
    grid: &Grid,
    unique: bool,
    order: &[Strategy],
    mut accept: impl FnMut(&Deduction) -> bool,
) -> Option<Deduction> {
    let ctx = Ctx::new(layout, index, grid, unique);
    if ctx.is_broken() {
        return None;
    }
    order.iter().filter(|s| ctx.unique || !s.needs_uniqueness()).find_map(|&strategy| {
        let (_, finder) = FINDERS.iter().find(|(s, _)| *s == strategy)?;
        finder(&ctx).filter(|d| d.is_productive() && accept(d))
    })
}
