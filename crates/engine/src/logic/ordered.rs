//! Strategies run in a caller's order over one position: a rater that follows another
//! solver's order of techniques (Sudoku Explainer's, `rate::se`) reuses the finders.

use super::context::{Ctx, LayoutIndex};
use super::solver::FINDERS;
use super::{Deduction, Strategy};
use crate::geometry::Layout;
use crate::grid::Grid;

/// One position, read once, on which strategies run in a caller's order.
pub(crate) struct Ordered<'a> {
    /// `None` when the position is broken.
    ctx: Option<Ctx<'a>>,
}

impl<'a> Ordered<'a> {
    /// Uniqueness strategies are tried only when `unique`.
    pub(crate) fn new(layout: &'a Layout, index: &'a LayoutIndex, grid: &'a Grid, unique: bool) -> Ordered<'a> {
        let ctx = Ctx::new(layout, index, grid, unique);
        Ordered { ctx: (!ctx.is_broken()).then_some(ctx) }
    }

    /// The first productive deduction of the strategies of `order`, tried in that order,
    /// that `accept` takes; `None` when the position is broken or none applies.
    pub(crate) fn first(&self, order: &[Strategy], mut accept: impl FnMut(&Deduction) -> bool) -> Option<Deduction> {
        let ctx = self.ctx.as_ref()?;
        order.iter().filter(|s| ctx.unique || !s.needs_uniqueness()).find_map(|&strategy| {
            let (_, finder) = FINDERS.iter().find(|(s, _)| *s == strategy)?;
            finder(ctx).filter(|d| d.is_productive() && accept(d))
        })
    }
}
