//! Full House, Naked Single and Hidden Single: the strategies that place digits.

use super::context::Ctx;
use super::deduction::symbol;
use super::{Deduction, Strategy};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::{HouseId, HouseKind};

/// A house with one empty cell left: that cell takes the missing digit.
pub(crate) fn full_house(ctx: &Ctx) -> Option<Deduction> {
    full_houses(ctx).next()
}

/// Every full house of the position, in house order.
pub(crate) fn full_houses<'c>(ctx: &'c Ctx<'c>) -> impl Iterator<Item = Deduction> + 'c {
    ctx.houses().iter().enumerate().filter_map(move |(h, house)| {
        let mut empty = house.cells.iter().filter(|&&c| ctx.grid.value(c).is_none());
        let (Some(&cell), None) = (empty.next(), empty.next()) else { return None };
        let digit = ctx.candidates(cell).single_digit()?;
        let mut d = placement(Strategy::FullHouse, cell, digit);
        d.houses.push(HouseId::new(h));
        d.explanation = format!(
            "Full House: {} is the last empty cell of {house}, so it takes the missing {digit}.",
            ctx.layout.cell_name(cell),
            digit = symbol(digit)
        );
        Some(d)
    })
}

/// A cell with one candidate left.
pub(crate) fn naked_single(ctx: &Ctx) -> Option<Deduction> {
    naked_singles(ctx).next()
}

/// Every naked single of the position, in cell order.
pub(crate) fn naked_singles<'c>(ctx: &'c Ctx<'c>) -> impl Iterator<Item = Deduction> + 'c {
    ctx.grid.empty_cells().filter_map(move |cell| {
        let digit = ctx.candidates(cell).single_digit()?;
        let mut d = placement(Strategy::NakedSingle, cell, digit);
        d.explanation = format!(
            "Naked Single: {digit} is the only candidate left in {}, so it goes there.",
            ctx.layout.cell_name(cell),
            digit = symbol(digit)
        );
        Some(d)
    })
}

/// A digit with one place left in a house; boxes (and other non-line houses) first,
/// as they are the easier to spot.
pub(crate) fn hidden_single(ctx: &Ctx) -> Option<Deduction> {
    hidden_singles(ctx).next()
}

/// Every hidden single of the position, boxes (and other non-line houses) first.
pub(crate) fn hidden_singles<'c>(ctx: &'c Ctx<'c>) -> impl Iterator<Item = Deduction> + 'c {
    let is_line = |kind: HouseKind| matches!(kind, HouseKind::Row | HouseKind::Column);
    let boxes_first = ctx.houses().iter().enumerate().filter(move |(_, h)| !is_line(h.kind));
    let lines = ctx.houses().iter().enumerate().filter(move |(_, h)| is_line(h.kind));
    boxes_first.chain(lines).flat_map(move |(h, house)| {
        ctx.digits().filter_map(move |digit| {
            let mask = ctx.places(h, digit);
            if mask.count_ones() != 1 {
                return None;
            }
            let cell = house.cells[mask.trailing_zeros() as usize];
            let mut d = placement(Strategy::HiddenSingle, cell, digit);
            if is_line(house.kind) {
                // SE: 1.2 in a box, 1.5 in a row or column.
                d.difficulty += 3;
            }
            d.houses.push(HouseId::new(h));
            d.explanation = format!(
                "Hidden Single: {} is the only place for {digit} in {house}.",
                ctx.layout.cell_name(cell),
                digit = symbol(digit)
            );
            Some(d)
        })
    })
}

/// A single of `strategy`: `digit` goes in `cell`.
fn placement(strategy: Strategy, cell: Cell, digit: Digit) -> Deduction {
    let mut d = Deduction::new(strategy);
    d.placements.push((cell, digit));
    d.cells.push(cell);
    d.digits = DigitSet::single(digit);
    d
}
