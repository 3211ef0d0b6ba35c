//! Cage-House Interaction, the locked candidates of cages, both ways:
//! - a digit every combination of a cage holds, whose places in the cage all see some
//!   cells outside it (most often: all lie in one house), leaves those cells;
//! - a digit whose places in a house all lie in one cage is that cage's, there: it leaves
//!   the cage's other cells, and the cage keeps only its combinations with the digit.

use super::{cage_name, excluded, options, options_where, sets_text, summed_cages};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::{Cage, HouseId};
use crate::logic::context::Ctx;
use crate::logic::deduction::{cell_list, symbol};
use crate::logic::{Deduction, Strategy};

pub(crate) fn cage_house_interaction(ctx: &Ctx) -> Option<Deduction> {
    if ctx.layout.cages().is_empty() {
        return None;
    }
    summed_cages(ctx).find_map(|(_, cage, _)| required_digit(ctx, cage)).or_else(|| house_digit(ctx))
}

/// A digit the cage must hold, whose places in the cage all see cells outside it.
fn required_digit(ctx: &Ctx, cage: &Cage) -> Option<Deduction> {
    let found = options(ctx, cage)?;
    let placed: Vec<Digit> = cage.cells.iter().filter_map(|&c| ctx.grid.value(c)).collect();
    for digit in found.required().iter().filter(|d| !placed.contains(d)) {
        let places: Vec<Cell> = cage
            .cells
            .iter()
            .zip(&found.digits)
            .filter(|(&c, ds)| ctx.grid.value(c).is_none() && ds.contains(digit))
            .map(|(&c, _)| c)
            .collect();
        if places.is_empty() {
            continue;
        }
        let targets: Vec<Cell> = ctx
            .digit_cells(digit)
            .iter()
            .filter(|&c| !cage.cells.contains(&c) && places.iter().all(|&p| ctx.sees(p, c)))
            .collect();
        if targets.is_empty() {
            continue;
        }
        let mut d = Deduction::new(Strategy::CageHouseInteraction);
        d.eliminations = targets.iter().map(|&c| (c, digit)).collect();
        d.cells = places.clone();
        d.digits = DigitSet::single(digit);
        let houses = ctx.common_houses(&places);
        d.houses = houses.iter().map(|&h| HouseId::new(h)).collect();
        let reach = match houses.first() {
            Some(&h) => format!("which all lie in {}; so {} leaves the rest of it", ctx.house(h), symbol(digit)),
            None => format!("so {} leaves every cell that sees them all", symbol(digit)),
        };
        d.explanation = format!(
            "{}: {} can only hold {}, each with {digit}; in the cage {digit} can only go in {}, {reach}: remove {}.",
            Strategy::CageHouseInteraction,
            cage_name(ctx, cage),
            sets_text(&found.combos),
            cell_list(ctx.layout, &places),
            d.eliminations_text(ctx.layout),
            digit = symbol(digit)
        );
        return Some(d);
    }
    None
}

/// A digit whose places in a house all lie in one cage.
fn house_digit(ctx: &Ctx) -> Option<Deduction> {
    for h in 0..ctx.houses().len() {
        for digit in ctx.digits().filter(|&d| !ctx.placed(h).contains(d)) {
            let places = ctx.cells_at(h, ctx.places(h, digit));
            let Some(k) = places.first().and_then(|&c| ctx.layout.cage_of(c)) else { continue };
            if places.iter().any(|&c| ctx.layout.cage_of(c) != Some(k)) {
                continue;
            }
            let cage = &ctx.layout.cages()[k];
            let mut d = Deduction::new(Strategy::CageHouseInteraction);
            d.eliminations = cage
                .cells
                .iter()
                .filter(|&&c| !places.contains(&c) && ctx.candidates(c).contains(digit))
                .map(|&c| (c, digit))
                .collect();
            let with_digit = options_where(ctx, cage, |set| set.contains(digit));
            if let Some(found) = &with_digit {
                for found in excluded(ctx, cage, &found.digits) {
                    if !d.eliminations.contains(&found) {
                        d.eliminations.push(found);
                    }
                }
            }
            if d.eliminations.is_empty() {
                continue;
            }
            d.cells = places.clone();
            d.houses = vec![HouseId::new(h)];
            d.digits = DigitSet::single(digit);
            let combos = with_digit
                .map(|f| format!(", and only its combinations with {} remain: {}", symbol(digit), sets_text(&f.combos)))
                .unwrap_or_default();
            d.explanation = format!(
                "{}: in {}, {digit} can only go in {}, which all lie in {}; so the cage holds {digit} there{combos}: \
                 remove {}.",
                Strategy::CageHouseInteraction,
                ctx.house(h),
                cell_list(ctx.layout, &places),
                cage_name(ctx, cage),
                d.eliminations_text(ctx.layout),
                digit = symbol(digit)
            );
            return Some(d);
        }
    }
    None
}
