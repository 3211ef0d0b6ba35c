//! Constraint Combinations: the ways one rule's cells can still be filled, as a player
//! lists a cage's combinations: each cell keeps the digits some filling gives it. A
//! filling takes each cell's candidates, repeats no digit between cells that see each
//! other, keeps the rule's pairs and the rest of its rule (an arrow's sums, a renban's
//! run, a between line's ends, an outside clue's count) ([`walk`]). A rule with too many
//! fillings to list by hand is left to the other strategies. A digit every filling holds,
//! whose places in the rule all lie in one house, leaves the rest of that house (a renban
//! of five holds a 5). Under the non-consecutive rule, the orders of a row, column or box
//! ([`super::non_consecutive`]). A sum too long to list, by its bounds ([`super::sum_bounds`]).

use super::super::context::Ctx;
use super::super::deduction::{cell_list, symbol};
use super::super::{Deduction, Strategy};
use super::narrowing;
use super::non_consecutive::non_consecutive_houses;
use super::region_sums::region_sum_boxes;
use super::sum_bounds::sum_bounds;
use super::walk::{breaks_of, of_house_fillings, walk, witness, Goal, Walkable, Walked};
use crate::digits::{Cell, DigitSet};
use crate::geometry::HouseId;

/// The most digits tried in the fillings of one rule before it counts as too large.
const NODE_BUDGET: usize = 20_000;

/// The first rule whose fillings rule out a candidate.
pub(crate) fn constraint_combinations(ctx: &Ctx) -> Option<Deduction> {
    ctx.constraints()
        .iter()
        .enumerate()
        .find_map(|(k, constraint)| {
            let cells = ctx.walked_cells(k);
            if cells.iter().all(|&c| ctx.grid.value(c).is_some()) {
                return None;
            }
            let before: Vec<DigitSet> = cells.iter().map(|&c| ctx.domain(c)).collect();
            let mut board: Vec<u8> = ctx.layout.cells().map(|c| ctx.grid.value(c).map_or(0, |d| d.get())).collect();
            let sees = |a, b| ctx.sees(a, b);
            let breaks = breaks_of(ctx.layout, constraint);
            let rule = Walkable { breaks: &breaks, pairs: ctx.pairs(k), cells };
            let walked = match ctx.exact_fillings(k, &before) {
                Some(reached) => of_house_fillings(reached),
                None => match walk(rule, &before, &mut board, &sees, NODE_BUDGET, Goal::Every) {
                    Walked::TooMany => witness(rule, &before, &mut board, &sees, NODE_BUDGET),
                    listed => listed,
                },
            };
            let Walked::Narrowed(after, required) = walked else {
                return None;
            };
            let name = constraint.label(ctx.layout);
            let why = ", in every filling of its cells that keeps the rule";
            narrowing(ctx, Strategy::ConstraintCombination, cells, &before, &after, &name, why)
                .or_else(|| confined(ctx, &name, cells, &after, required))
        })
        .or_else(|| region_sum_boxes(ctx))
        .or_else(|| non_consecutive_houses(ctx))
        .or_else(|| sum_bounds(ctx))
}

/// A digit every filling of the rule holds, whose places in the rule all lie in one house,
/// leaves the rest of that house.
fn confined(ctx: &Ctx, name: &str, cells: &[Cell], after: &[DigitSet], required: DigitSet) -> Option<Deduction> {
    required.iter().find_map(|digit| {
        if cells.iter().any(|&c| ctx.grid.value(c) == Some(digit)) {
            return None;
        }
        let places: Vec<Cell> =
            cells.iter().zip(after).filter(|(_, allowed)| allowed.contains(digit)).map(|(&c, _)| c).collect();
        ctx.common_houses(&places).into_iter().find_map(|h| {
            let gone: Vec<Cell> = ctx
                .house(h)
                .cells
                .iter()
                .copied()
                .filter(|c| !cells.contains(c) && ctx.candidates(*c).contains(digit))
                .collect();
            (!gone.is_empty()).then(|| {
                let mut d = Deduction::new(Strategy::ConstraintCombination);
                d.eliminations = gone.iter().map(|&c| (c, digit)).collect();
                d.cells = places.clone();
                d.houses.push(HouseId::new(h));
                d.digits = DigitSet::single(digit);
                d.explanation = format!(
                    "{name}: every filling that keeps the rule holds {}, and its places for it, {}, all lie in {}, so {} \
                     cannot be {}.",
                    symbol(digit),
                    cell_list(ctx.layout, &places),
                    ctx.house(h),
                    cell_list(ctx.layout, &gone),
                    symbol(digit)
                );
                d
            })
        })
    })
}
