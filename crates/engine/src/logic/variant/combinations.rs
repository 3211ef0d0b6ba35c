//! Constraint Combinations: the ways one rule's cells can still be filled, as a player
//! lists a cage's combinations: each cell keeps the digits some filling gives it. A
//! filling takes each cell's candidates, repeats no digit between cells that see each
//! other, keeps the rule's pairs and the rest of its rule (an arrow's sums, a renban's
//! run, a between line's ends, an outside clue's count) ([`walk`]). A rule with too many
//! fillings to list by hand is left to the other strategies.

use super::super::context::Ctx;
use super::super::{Deduction, Strategy};
use super::walk::{walk, Walkable, Walked};
use super::{label, narrowing};
use crate::digits::DigitSet;

/// The most digits tried in the fillings of one rule before it counts as too large.
const NODE_BUDGET: usize = 20_000;

/// The first rule whose fillings rule out a candidate.
pub(crate) fn constraint_combinations(ctx: &Ctx) -> Option<Deduction> {
    ctx.constraints().iter().enumerate().find_map(|(k, constraint)| {
        let cells = ctx.walked_cells(k);
        if cells.iter().all(|&c| ctx.grid.value(c).is_some()) {
            return None;
        }
        let before: Vec<DigitSet> = cells.iter().map(|&c| ctx.domain(c)).collect();
        let mut board: Vec<u8> = ctx.layout.cells().map(|c| ctx.grid.value(c).map_or(0, |d| d.get())).collect();
        let sees = |a, b| ctx.sees(a, b);
        let rule = Walkable { constraint, pairs: ctx.pairs(k), cells };
        let Walked::Narrowed(after) = walk(ctx.layout, rule, &before, &mut board, &sees, NODE_BUDGET) else {
            return None;
        };
        let why = ", in every filling of its cells that keeps the rule";
        narrowing(ctx, Strategy::ConstraintCombination, cells, &before, &after, &label(ctx.layout, constraint), why)
    })
}
