//! Forcing chains, the last logical resort, bounded: assume a candidate, follow the
//! singles it forces, and see what happens.
//!
//! 1. Contradiction: assuming a candidate of a cell with few candidates leads to a
//!    contradiction, so the candidate goes.
//! 2. Cell forcing: every candidate of a bivalue cell leads to the same placement (or
//!    the same elimination), so it holds whichever is true.
//! 3. Unit forcing: both places of a digit in a house lead to the same placement.
//!
//! Bounds, on every board size: only naked and hidden singles are propagated (no
//! locked candidates or subsets inside a branch), contradictions are tried on cells with
//! at most [`MAX_CANDIDATES`] candidates, cell forcing on bivalue cells, unit forcing on
//! digits with two places in a house.

use super::context::Ctx;
use super::deduction::symbol;
use super::propagate::{assume, Conflict};
use super::{Deduction, Strategy};
use crate::digits::{Cell, Digit, DigitSet};
use crate::grid::Grid;

/// Cells with up to this many candidates are tried for contradictions.
const MAX_CANDIDATES: usize = 3;

pub(crate) fn forcing_chain(ctx: &Ctx) -> Option<Deduction> {
    contradiction(ctx, 2)
        .or_else(|| cell_forcing(ctx))
        .or_else(|| unit_forcing(ctx))
        .or_else(|| contradiction(ctx, MAX_CANDIDATES))
}

/// The difficulty bonus for a forcing chain that needed `placed` singles.
fn bonus(placed: usize) -> u32 {
    super::forcing_bonus(placed)
}

fn contradiction(ctx: &Ctx, max: usize) -> Option<Deduction> {
    let mut best: Option<(usize, Cell, Digit, Conflict)> = None;
    for cell in ctx.grid.empty_cells() {
        let cands = ctx.candidates(cell);
        if cands.len() > max || (max > 2 && cands.len() <= 2) {
            continue;
        }
        for digit in cands.iter() {
            let (probe, outcome) = assume(ctx.layout, ctx.grid, cell, digit);
            if let Err(conflict) = outcome {
                let depth = count_placed(ctx.grid, &probe);
                if best.as_ref().is_none_or(|b| depth < b.0) {
                    best = Some((depth, cell, digit, conflict));
                }
            }
        }
    }
    let (depth, cell, digit, conflict) = best?;
    let mut d = Deduction::new(Strategy::ForcingChain);
    d.eliminations.push((cell, digit));
    d.cells.push(cell);
    d.digits = DigitSet::single(digit);
    d.difficulty += bonus(depth);
    d.explanation = format!(
        "Forcing Chain (contradiction): if {} were {digit}, the singles that follow would break the grid: {}. So \
         {} is not {digit}.",
        ctx.layout.cell_name(cell),
        conflict.describe(ctx.layout),
        ctx.layout.cell_name(cell),
        digit = symbol(digit)
    );
    Some(d)
}

fn count_placed(before: &Grid, after: &Grid) -> usize {
    before.values().iter().zip(after.values()).filter(|(a, b)| a.is_none() && b.is_some()).count()
}

/// Placements and eliminations every branch agrees on, and the singles they needed.
type Agreement = (Vec<(Cell, Digit)>, Vec<(Cell, Digit)>, usize);

/// What all the branches agree on: the placements (cell, digit) they all make and the
/// candidates they all remove, compared with `base`. `None` when a branch breaks.
fn agreement(ctx: &Ctx, branches: &[(Cell, Digit)]) -> Option<Agreement> {
    let mut grids = Vec::with_capacity(branches.len());
    let mut work = 0;
    for &(cell, digit) in branches {
        let (grid, outcome) = assume(ctx.layout, ctx.grid, cell, digit);
        work += outcome.ok()?;
        grids.push(grid);
    }
    let mut placements = Vec::new();
    let mut eliminations = Vec::new();
    for cell in ctx.grid.empty_cells() {
        let first = grids[0].value(cell);
        if first.is_some() && grids.iter().all(|g| g.value(cell) == first) {
            if let Some(v) = first {
                placements.push((cell, v));
            }
            continue;
        }
        for digit in ctx.candidates(cell).iter() {
            if grids.iter().all(|g| excludes(g, cell, digit)) {
                eliminations.push((cell, digit));
            }
        }
    }
    Some((placements, eliminations, work))
}

/// True when `grid` rules out `digit` in `cell` (another digit placed, or the candidate gone).
fn excludes(grid: &Grid, cell: Cell, digit: Digit) -> bool {
    match grid.value(cell) {
        Some(v) => v != digit,
        None => !grid.candidates(cell).contains(digit),
    }
}

fn branch_text(ctx: &Ctx, branches: &[(Cell, Digit)]) -> String {
    let names: Vec<String> =
        branches.iter().map(|&(c, d)| format!("{} = {d}", ctx.layout.cell_name(c), d = symbol(d))).collect();
    names.join(" or ")
}

fn forcing_deduction(
    ctx: &Ctx,
    kind: &str,
    premise: String,
    branches: &[(Cell, Digit)],
    result: Agreement,
) -> Option<Deduction> {
    let (placements, eliminations, work) = result;
    let mut d = Deduction::new(Strategy::ForcingChain);
    // One consequence per step keeps the explanation readable: a placement if any.
    if let Some(&p) = placements.first() {
        d.placements.push(p);
    } else if let Some(&e) = eliminations.first() {
        d.eliminations.push(e);
    } else {
        return None;
    }
    d.cells = branches.iter().map(|&(c, _)| c).collect();
    d.digits = branches.iter().map(|&(_, digit)| digit).collect();
    // Cell and house forcing follow two branches: harder than one contradiction.
    d.difficulty += bonus(work / branches.len().max(1)) + 4;
    let consequence = match (d.placements.first(), d.eliminations.first()) {
        (Some(&(c, v)), _) => format!("{} is {v}", ctx.layout.cell_name(c), v = symbol(v)),
        (None, Some(&(c, v))) => format!("{} is not {v}", ctx.layout.cell_name(c), v = symbol(v)),
        (None, None) => return None,
    };
    d.explanation = format!(
        "Forcing Chain ({kind}): {premise}: {}. Following the singles from each of them, every case ends with \
         {consequence}; so {consequence}.",
        branch_text(ctx, branches)
    );
    Some(d)
}

fn cell_forcing(ctx: &Ctx) -> Option<Deduction> {
    for cell in ctx.grid.empty_cells() {
        let cands = ctx.candidates(cell);
        if cands.len() != 2 {
            continue;
        }
        let branches: Vec<(Cell, Digit)> = cands.iter().map(|d| (cell, d)).collect();
        let Some(result) = agreement(ctx, &branches) else { continue };
        let premise = format!("{} holds one of its two candidates", ctx.layout.cell_name(cell));
        if let Some(d) = forcing_deduction(ctx, "cell", premise, &branches, result) {
            return Some(d);
        }
    }
    None
}

fn unit_forcing(ctx: &Ctx) -> Option<Deduction> {
    for (h, house) in ctx.houses().iter().enumerate() {
        for digit in ctx.digits() {
            let mask = ctx.places(h, digit);
            if mask.count_ones() != 2 {
                continue;
            }
            let branches: Vec<(Cell, Digit)> = ctx.cells_at(h, mask).into_iter().map(|c| (c, digit)).collect();
            let Some(result) = agreement(ctx, &branches) else { continue };
            let premise = format!("{digit} goes in one of two places in {house}", digit = symbol(digit));
            if let Some(mut d) = forcing_deduction(ctx, "house", premise, &branches, result) {
                d.houses.push(h);
                return Some(d);
            }
        }
    }
    None
}
