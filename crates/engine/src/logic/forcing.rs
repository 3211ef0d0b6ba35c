//! Forcing chains, the last logical resort: assume a candidate, follow what it forces,
//! and see what happens.
//!
//! 1. Contradiction: assuming a candidate leads to a contradiction, so it goes.
//! 2. Cell forcing: every candidate of a cell leads to the same placement (or the same
//!    elimination), so it holds whichever is true.
//! 3. Unit forcing: every place of a digit in a house leads to the same placement.
//!
//! Two strategies, tried in this order:
//! - [`Strategy::ForcingChain`] follows naked and hidden singles only. The narrow forms
//!   come first (contradictions on cells of two candidates, bivalue cells, digits with
//!   two places, contradictions on cells of three), then every cell and every house.
//! - [`Strategy::DynamicForcingChain`] also follows locked candidates inside each branch.
//!
//! A third, [`Strategy::CageForcingChain`] (`killer/forcing.rs`), runs the dynamic forms
//! with branches that also follow the cage sums of a killer board.
//!
//! The wide forms and dynamic chains are searched on positions of at most
//! [`MAX_WIDE_CANDIDATES`] candidates. Each assumption is followed once per step
//! ([`Probes`]), whichever forms ask for it.

use super::context::Ctx;
use super::deduction::symbol;
use super::probe::Probes;
use super::propagate::{Branch, Conflict, Propagation};
use super::{Deduction, Strategy};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::HouseId;

/// The wide forms (every cell, every house, contradictions on any cell) and dynamic
/// chains are searched on positions with at most this many candidates: about four per
/// empty cell of a 9x9 where logic is stuck (all of magictour top1465 needs no more;
/// 200 would not do), and large boards late in the solve, so that rating a big board
/// that logic cannot finish stays fast.
const MAX_WIDE_CANDIDATES: usize = 320;

/// The widest branching searched: every candidate of a cell, every place of a digit.
pub(super) const ANY: usize = usize::MAX;

pub(crate) fn forcing_chain(ctx: &Ctx) -> Option<Deduction> {
    let probes = &mut Probes::new(ctx, Strategy::ForcingChain, Propagation::Singles);
    let narrow = contradiction(probes, (1, 2))
        .or_else(|| cell_forcing(probes, (2, 2)))
        .or_else(|| unit_forcing(probes, (2, 2)))
        .or_else(|| contradiction(probes, (3, 3)));
    if narrow.is_some() || !is_small(ctx) {
        return narrow;
    }
    cell_forcing(probes, (3, ANY))
        .or_else(|| unit_forcing(probes, (3, ANY)))
        .or_else(|| contradiction(probes, (4, ANY)))
}

/// True when the wide forms are worth their cost here (see [`MAX_WIDE_CANDIDATES`]).
pub(super) fn is_small(ctx: &Ctx) -> bool {
    let candidates: usize = ctx.grid.empty_cells().map(|c| ctx.candidates(c).len()).sum();
    // Variant rules give each branch much more to follow: on boards up to 9x9 with
    // constraints the wide forms are searched from the start.
    let variant_board = !ctx.constraints().is_empty() && ctx.layout.cell_count() <= MAX_WIDE_VARIANT_CELLS;
    candidates <= MAX_WIDE_CANDIDATES || variant_board
}

/// The largest board (in cells) on which forcing chains search their wide forms whatever
/// the number of candidates, when it has variant constraints.
pub(super) const MAX_WIDE_VARIANT_CELLS: usize = 81;

pub(crate) fn dynamic_forcing_chain(ctx: &Ctx) -> Option<Deduction> {
    if !is_small(ctx) {
        return None;
    }
    let probes = &mut Probes::new(ctx, Strategy::DynamicForcingChain, Propagation::Locked);
    contradiction(probes, (1, ANY))
        .or_else(|| cell_forcing(probes, (2, ANY)))
        .or_else(|| unit_forcing(probes, (2, ANY)))
}

/// The difficulty bonus for a forcing chain that needed `placed` singles.
fn bonus(placed: usize) -> u32 {
    super::forcing_bonus(placed)
}

/// The shortest contradiction from assuming a candidate of a cell with `min..=max` candidates.
pub(super) fn contradiction(probes: &mut Probes, (min, max): (usize, usize)) -> Option<Deduction> {
    let ctx = probes.ctx;
    let mut best: Option<(usize, Cell, Digit, Conflict)> = None;
    for cell in ctx.grid.empty_cells() {
        let cands = ctx.candidates(cell);
        if cands.len() > max || cands.len() < min {
            continue;
        }
        for digit in cands.iter() {
            let probe = probes.probe((cell, digit));
            if let Err(conflict) = probe.outcome {
                let depth = probe.branch.placed;
                if best.as_ref().is_none_or(|b| depth < b.0) {
                    best = Some((depth, cell, digit, conflict));
                }
            }
        }
    }
    let (depth, cell, digit, conflict) = best?;
    let followed = followers(probes, &[(cell, digit)]);
    let rule = if probes.strategy == Strategy::CageForcingChain { "cage" } else { "rule" };
    let mut d = Deduction::new(probes.strategy);
    d.eliminations.push((cell, digit));
    d.cells.push(cell);
    d.digits = DigitSet::single(digit);
    d.difficulty += bonus(depth);
    d.explanation = format!(
        "{} (contradiction): if {} were {digit}, {} that follow would break the grid: {}. So {} is not {digit}.",
        probes.strategy,
        ctx.layout.cell_name(cell),
        followed,
        conflict.describe_as(ctx.layout, rule),
        ctx.layout.cell_name(cell),
        digit = symbol(digit)
    );
    Some(d)
}

/// What the branches from `branches` follow, as the sentence says it.
fn followers(probes: &mut Probes, branches: &[(Cell, Digit)]) -> String {
    if let Some(followers) = probes.followers {
        return followers(probes, branches);
    }
    let said = match (probes.propagation, probes.ctx.constraints().is_empty()) {
        (Propagation::Singles, true) => "the singles",
        (Propagation::Locked, true) => "the singles and locked candidates",
        (Propagation::Singles, false) => "the singles and the rules' pairs",
        (Propagation::Locked, false) => "the singles, locked candidates and the rules' pairs",
    };
    said.to_string()
}

/// Placements and eliminations every branch agrees on, and the digits they placed.
type Agreement = (Vec<(Cell, Digit)>, Vec<(Cell, Digit)>, usize);

/// What all the branches agree on: the placements (cell, digit) they all make and the
/// candidates they all remove. `None` when a branch breaks (a contradiction, found as such).
fn agreement(probes: &mut Probes, branches: &[(Cell, Digit)]) -> Option<Agreement> {
    let ctx = probes.ctx;
    let mut followed = Vec::with_capacity(branches.len());
    let mut work = 0;
    for &branch in branches {
        let probe = probes.probe(branch);
        probe.outcome.ok()?;
        work += probe.branch.placed;
        followed.push(probe);
    }
    let mut placements = Vec::new();
    let mut eliminations = Vec::new();
    for cell in ctx.grid.empty_cells() {
        let first = followed[0].branch.value(cell);
        if first.is_some() && followed.iter().all(|p| p.branch.value(cell) == first) {
            if let Some(v) = first {
                placements.push((cell, v));
            }
            continue;
        }
        for digit in ctx.candidates(cell).iter() {
            if followed.iter().all(|p| excludes(&p.branch, cell, digit)) {
                eliminations.push((cell, digit));
            }
        }
    }
    Some((placements, eliminations, work))
}

/// True when `branch` rules out `digit` in `cell` (another digit placed, or the candidate gone).
fn excludes(branch: &Branch, cell: Cell, digit: Digit) -> bool {
    match branch.value(cell) {
        Some(v) => v != digit,
        None => !branch.candidates(cell).contains(digit),
    }
}

fn branch_text(ctx: &Ctx, branches: &[(Cell, Digit)]) -> String {
    let names: Vec<String> =
        branches.iter().map(|&(c, d)| format!("{} = {d}", ctx.layout.cell_name(c), d = symbol(d))).collect();
    names.join(" or ")
}

fn forcing_deduction(
    probes: &mut Probes,
    (kind, premise): (&str, String),
    branches: &[(Cell, Digit)],
    result: Agreement,
) -> Option<Deduction> {
    let ctx = probes.ctx;
    let (placements, eliminations, work) = result;
    let mut d = Deduction::new(probes.strategy);
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
    // Cell and house forcing follow two branches or more: harder than one contradiction,
    // and 0.2 harder for every branch beyond two.
    let extra_branches = u32::try_from(branches.len().saturating_sub(2)).unwrap_or(u32::MAX);
    d.difficulty += bonus(work / branches.len().max(1)) + 4 + 2 * extra_branches.min(5);
    let consequence = match (d.placements.first(), d.eliminations.first()) {
        (Some(&(c, v)), _) => format!("{} is {v}", ctx.layout.cell_name(c), v = symbol(v)),
        (None, Some(&(c, v))) => format!("{} is not {v}", ctx.layout.cell_name(c), v = symbol(v)),
        (None, None) => return None,
    };
    let followed = followers(probes, branches);
    d.explanation = format!(
        "{} ({kind}): {premise}: {}. Following {followed} from each of them, every case ends with {consequence}; \
         so {consequence}.",
        probes.strategy,
        branch_text(ctx, branches),
    );
    Some(d)
}

/// Cell forcing on the cells with `min..=max` candidates.
pub(super) fn cell_forcing(probes: &mut Probes, (min, max): (usize, usize)) -> Option<Deduction> {
    let ctx = probes.ctx;
    for cell in ctx.grid.empty_cells() {
        let cands = ctx.candidates(cell);
        if cands.len() < min || cands.len() > max {
            continue;
        }
        let branches: Vec<(Cell, Digit)> = cands.iter().map(|d| (cell, d)).collect();
        let Some(result) = agreement(probes, &branches) else { continue };
        let premise = format!("{} holds one of its {} candidates", ctx.layout.cell_name(cell), cands.len());
        if let Some(d) = forcing_deduction(probes, ("cell", premise), &branches, result) {
            return Some(d);
        }
    }
    None
}

/// Unit forcing on the digits with `min..=max` places in a house.
pub(super) fn unit_forcing(probes: &mut Probes, (min, max): (usize, usize)) -> Option<Deduction> {
    let ctx = probes.ctx;
    for (h, house) in ctx.houses().iter().enumerate() {
        for digit in ctx.digits() {
            let mask = ctx.places(h, digit);
            let count = mask.count_ones() as usize;
            if count < min.max(2) || count > max {
                continue;
            }
            let branches: Vec<(Cell, Digit)> = ctx.cells_at(h, mask).into_iter().map(|c| (c, digit)).collect();
            let Some(result) = agreement(probes, &branches) else { continue };
            let premise = format!("{digit} goes in one of {count} places in {house}", digit = symbol(digit));
            if let Some(mut d) = forcing_deduction(probes, ("house", premise), &branches, result) {
                d.houses.push(HouseId::new(h));
                return Some(d);
            }
        }
    }
    None
}
