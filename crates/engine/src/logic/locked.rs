//! Locked candidates (Sudoku Savant's "crossed sequences"): when a digit's places in one
//! house all lie inside a second house, the digit leaves the rest of the second house.
//! Pointing: the first house is a box (or another non-line house); Claiming: a line.

use super::context::Ctx;
use super::deduction::symbol;
use super::{Deduction, Strategy};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{HouseId, HouseKind};

fn is_line(kind: HouseKind) -> bool {
    matches!(kind, HouseKind::Row | HouseKind::Column)
}

pub(crate) fn pointing(ctx: &Ctx) -> Option<Deduction> {
    all(ctx, Strategy::Pointing).next()
}

pub(crate) fn claiming(ctx: &Ctx) -> Option<Deduction> {
    all(ctx, Strategy::Claiming).next()
}

/// Every instance of `strategy` (Pointing or Claiming) in the position.
pub(crate) fn all<'c>(ctx: &'c Ctx<'c>, strategy: Strategy) -> impl Iterator<Item = Deduction> + 'c {
    let want_line = strategy == Strategy::Claiming;
    let houses = ctx.houses().iter().enumerate().filter(move |(_, house)| is_line(house.kind) == want_line);
    houses.flat_map(move |(a, house)| {
        ctx.digits().flat_map(move |digit| {
            let mask = ctx.places(a, digit);
            let locks = mask.count_ones() >= 2 && removes_something(ctx, a, digit, mask);
            let cells = if locks { ctx.cells_at(a, mask) } else { Vec::new() };
            let targets = if cells.is_empty() { Vec::new() } else { ctx.common_houses(&cells) };
            targets.into_iter().filter_map(move |b| {
                if b == a {
                    return None;
                }
                // Pointing goes into lines first; claiming into boxes: any other house is fine.
                let targets = ctx.house_set(b).and(ctx.digit_cells(digit)).minus(ctx.house_set(a));
                if targets.is_empty() {
                    return None;
                }
                let mut d = Deduction::new(strategy);
                d.eliminations = targets.iter().map(|c| (c, digit)).collect();
                d.cells = cells.clone();
                d.houses = vec![HouseId::new(a), HouseId::new(b)];
                d.digits = DigitSet::single(digit);
                let other = ctx.house(b);
                d.explanation = format!(
                    "{strategy}: in {house}, {digit} can only go in {}, which all lie in {other}; so {digit} \
                     leaves the rest of {other}: remove {}.",
                    super::deduction::cell_list(ctx.layout, &cells),
                    d.eliminations_text(ctx.layout),
                    digit = symbol(digit)
                );
                Some(d)
            })
        })
    })
}

/// Whether `digit`'s places `mask` in house `a` (two or more) all lie in another house
/// that holds the digit elsewhere too: the test of [`all`] without building its lists.
/// The places in `a` are places in that house too, so it has others when it has more.
fn removes_something(ctx: &Ctx, a: usize, digit: Digit, mask: u32) -> bool {
    let house = &ctx.house(a).cells;
    let first = house[mask.trailing_zeros() as usize];
    ctx.layout.houses_of(first).iter().map(|h| h.index()).any(|b| {
        b != a
            && ctx.places(b, digit).count_ones() > mask.count_ones()
            && super::context::bits(mask).all(|i| ctx.house_set(b).contains(house[i]))
    })
}
