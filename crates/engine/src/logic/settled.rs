//! The solve loop with its easiest strategies followed by a queue: naked and hidden
//! singles (and locked candidates when harder strategies are allowed) run to their
//! fixpoint between steps instead of one step at a time. Those strategies only place
//! digits and remove candidates, so their fixpoint is the same whatever their order, and
//! the loop meets the same positions before each harder step as [`solve_grid`] does: it
//! takes the same harder steps and stops in the same position, several times faster.
//! The generator's trainer runs it for every given it tries.
//!
//! [`solve_grid`]: super::solve_grid

use super::context::{Ctx, LayoutIndex};
use super::propagate::{Branch, Propagation};
use super::solver::find_skipping;
use super::{Deduction, Strategy};
use crate::digits::Digit;
use crate::geometry::Layout;
use crate::grid::Grid;

/// Where the settled solve loop ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettledSolution {
    /// The steps of strategies harder than those followed by the queue, in order.
    pub steps: Vec<Deduction>,
    /// Every cell filled.
    pub solved: bool,
    /// The values where the loop ended (all filled when `solved`).
    pub values: Vec<Option<Digit>>,
}

impl SettledSolution {
    /// The number of steps that used `strategy` (a strategy harder than those followed).
    pub fn count(&self, strategy: Strategy) -> usize {
        self.steps.iter().filter(|s| s.strategy == strategy).count()
    }
}

/// Solves from `grid` with strategies up to `hardest_allowed` (no brute force; `unique`
/// allows the uniqueness strategies). Naked and hidden singles are followed by a queue
/// when `hardest_allowed` includes them, and locked candidates too when it is harder than
/// [`Strategy::Claiming`]; every other step is listed. A contradiction ends the loop unsolved.
pub fn solve_settled(layout: &Layout, grid: Grid, unique: bool, hardest_allowed: Strategy) -> SettledSolution {
    solve_settled_in(layout, &LayoutIndex::new(layout), grid, unique, hardest_allowed)
}

/// [`solve_settled`] with the layout's index built by the caller, who solves many
/// positions of one layout (the trainer's give-back).
pub(crate) fn solve_settled_in(
    layout: &Layout,
    index: &LayoutIndex,
    mut grid: Grid,
    unique: bool,
    hardest_allowed: Strategy,
) -> SettledSolution {
    let propagation = match hardest_allowed {
        s if s > Strategy::Claiming => Some(Propagation::Locked),
        s if s >= Strategy::NakedSingle => Some(Propagation::Singles),
        _ => None,
    };
    // The queue has run out the strategies it follows whenever the loop looks for a step.
    let exhausted = |strategy| propagation.is_some_and(|p: Propagation| p.exhausts(strategy));
    let nothing_else = Strategy::ALL.iter().filter(|&&s| s <= hardest_allowed).all(|&s| exhausted(s));
    let mut steps = Vec::new();
    let limit = layout.cell_count() * (layout.size() + 1);
    while steps.len() < limit && !grid.is_solved() {
        if let Some(propagation) = propagation {
            let mut branch = Branch::from_grid(layout, &grid);
            if branch.settle(layout, propagation).is_err() {
                break;
            }
            let (values, candidates) = branch.into_parts();
            grid = Grid::from_parts(values, candidates);
            if grid.is_solved() || nothing_else {
                break;
            }
        }
        let ctx = Ctx::new(layout, index, &grid, unique);
        if ctx.is_broken() {
            break;
        }
        let Some(step) = find_skipping(&ctx, hardest_allowed, None, exhausted) else { break };
        step.apply(layout, &mut grid);
        steps.push(step);
    }
    SettledSolution { steps, solved: grid.is_solved(), values: grid.values().to_vec() }
}
