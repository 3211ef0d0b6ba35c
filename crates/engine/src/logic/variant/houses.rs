//! Extra House: an extra region of a full house's size and a diagonal of a variant rule
//! hold every digit once, as the board's houses do: a digit with one place left there goes
//! there; a digit whose places there share a row, column or box leaves the rest of it;
//! a digit of a row, column or box whose places all lie in the extra house leaves the
//! rest of the extra house.

use super::super::cellset::CellSet;
use super::super::context::Ctx;
use super::super::deduction::{cell_list, symbol};
use super::super::{Deduction, Strategy};
use crate::constraint::family::Scope;
use crate::digits::{Cell, Digit, DigitSet};

/// The first digit an extra house places or confines.
pub(crate) fn extra_house(ctx: &Ctx) -> Option<Deduction> {
    ctx.constraints().iter().find_map(|constraint| {
        if constraint.scope(ctx.layout) != Scope::House {
            return None;
        }
        let cells = constraint.cells(ctx.layout);
        let name = constraint.label(ctx.layout);
        ctx.digits().find_map(|digit| {
            if cells.iter().any(|&c| ctx.grid.value(c) == Some(digit)) {
                return None;
            }
            let places: Vec<Cell> = cells.iter().copied().filter(|&c| ctx.candidates(c).contains(digit)).collect();
            match places.as_slice() {
                [] => None,
                [only] => Some(single(ctx, &name, &cells, *only, digit)),
                _ => pointing(ctx, &name, &cells, &places, digit).or_else(|| claiming(ctx, &name, &cells, digit)),
            }
        })
    })
}

fn single(ctx: &Ctx, name: &str, cells: &[Cell], cell: Cell, digit: Digit) -> Deduction {
    let mut d = Deduction::new(Strategy::ExtraHouse);
    d.placements.push((cell, digit));
    d.cells = cells.to_vec();
    d.digits = DigitSet::single(digit);
    d.explanation = format!(
        "{name}: {} is the only place for {} there, so it is {}.",
        ctx.layout.cell_name(cell),
        symbol(digit),
        symbol(digit)
    );
    d
}

/// The places of `digit` in the extra house share a house of the board: the rest of
/// that house loses it.
fn pointing(ctx: &Ctx, name: &str, cells: &[Cell], places: &[Cell], digit: Digit) -> Option<Deduction> {
    let inside: CellSet = cells.iter().copied().collect();
    ctx.common_houses(places).into_iter().find_map(|h| {
        let gone: Vec<Cell> = ctx
            .house(h)
            .cells
            .iter()
            .copied()
            .filter(|&c| !inside.contains(c) && ctx.candidates(c).contains(digit))
            .collect();
        (!gone.is_empty()).then(|| {
            let mut d = confine(places, &gone, digit);
            d.houses.push(crate::geometry::HouseId::new(h));
            d.explanation = format!(
                "{name}: {} goes in {}, all in {}, so {} cannot be {}.",
                symbol(digit),
                cell_list(ctx.layout, places),
                ctx.house(h),
                cell_list(ctx.layout, &gone),
                symbol(digit)
            );
            d
        })
    })
}

/// A house of the board whose places for `digit` all lie in the extra house: the rest
/// of the extra house loses it.
fn claiming(ctx: &Ctx, name: &str, cells: &[Cell], digit: Digit) -> Option<Deduction> {
    let inside: CellSet = cells.iter().copied().collect();
    (0..ctx.houses().len()).find_map(|h| {
        if ctx.placed(h).contains(digit) {
            return None;
        }
        let places = ctx.cells_at(h, ctx.places(h, digit));
        if places.is_empty() || !places.iter().all(|&c| inside.contains(c)) {
            return None;
        }
        let gone: Vec<Cell> =
            cells.iter().copied().filter(|c| !places.contains(c) && ctx.candidates(*c).contains(digit)).collect();
        (!gone.is_empty()).then(|| {
            let mut d = confine(&places, &gone, digit);
            d.houses.push(crate::geometry::HouseId::new(h));
            d.explanation = format!(
                "{name}: {} of {} must be in {}, inside it, so {} cannot be {}.",
                symbol(digit),
                ctx.house(h),
                cell_list(ctx.layout, &places),
                cell_list(ctx.layout, &gone),
                symbol(digit)
            );
            d
        })
    })
}

fn confine(places: &[Cell], gone: &[Cell], digit: Digit) -> Deduction {
    let mut d = Deduction::new(Strategy::ExtraHouse);
    d.eliminations = gone.iter().map(|&c| (c, digit)).collect();
    d.cells = places.to_vec();
    d.digits = DigitSet::single(digit);
    d
}
