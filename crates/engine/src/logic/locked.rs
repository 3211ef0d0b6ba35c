//! Locked candidates (Sudoku Savant's "crossed sequences"): when a digit's places in one
//! house all lie inside a second house, the digit leaves the rest of the second house.
//! Pointing: the first house is a box (or another non-line house); Claiming: a line.

use super::context::Ctx;
use super::deduction::symbol;
use super::{Deduction, Strategy};
use crate::digits::DigitSet;
use crate::geometry::{HouseId, HouseKind};

fn is_line(kind: HouseKind) -> bool {
    matches!(kind, HouseKind::Row | HouseKind::Column)
}

pub(crate) fn pointing(ctx: &Ctx) -> Option<Deduction> {
    find(ctx, Strategy::Pointing)
}

pub(crate) fn claiming(ctx: &Ctx) -> Option<Deduction> {
    find(ctx, Strategy::Claiming)
}

fn find(ctx: &Ctx, strategy: Strategy) -> Option<Deduction> {
    let want_line = strategy == Strategy::Claiming;
    for (a, house) in ctx.houses().iter().enumerate() {
        if is_line(house.kind) != want_line {
            continue;
        }
        for digit in ctx.digits() {
            let mask = ctx.places(a, digit);
            if mask.count_ones() < 2 {
                continue;
            }
            let cells = ctx.cells_at(a, mask);
            for b in ctx.common_houses(&cells) {
                if b == a {
                    continue;
                }
                // Pointing goes into lines first; claiming into boxes: any other house is fine.
                let targets = ctx.house_set(b).and(ctx.digit_cells(digit)).minus(ctx.house_set(a));
                if targets.is_empty() {
                    continue;
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
                return Some(d);
            }
        }
    }
    None
}
