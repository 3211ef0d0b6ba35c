//! Single-digit patterns built from two conjugate pairs (houses where a digit has
//! exactly two places) joined by a weak link: whichever end of the join is false, one
//! of the two far ends holds the digit, so cells that see both far ends lose it.
//!
//! - Skyscraper: two parallel lines, their pairs sharing one cross line at the base.
//! - 2-String Kite: a row pair and a column pair whose near ends share a box (region).

use super::context::Ctx;
use super::deduction::symbol;
use super::{Deduction, Strategy};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::{HouseId, HouseKind};

/// The lines of `kind` where `digit` has exactly two places: (house, the two cells).
fn pairs(ctx: &Ctx, digit: Digit, kind: HouseKind) -> Vec<(usize, [Cell; 2])> {
    (0..ctx.houses().len())
        .filter(|&h| ctx.house(h).kind == kind)
        .filter_map(|h| Some((h, ctx.pair_at(h, ctx.places(h, digit))?)))
        .collect()
}

fn finish(
    ctx: &Ctx,
    strategy: Strategy,
    digit: Digit,
    houses: [usize; 2],
    near: [Cell; 2],
    far: [Cell; 2],
) -> Option<Deduction> {
    let mut targets = ctx.peers(far[0]).and(ctx.peers(far[1])).and(ctx.digit_cells(digit));
    for c in near {
        targets.remove(c);
    }
    if targets.is_empty() {
        return None;
    }
    let mut d = Deduction::new(strategy);
    d.eliminations = targets.iter().map(|t| (t, digit)).collect();
    d.cells = vec![near[0], far[0], near[1], far[1]];
    d.houses = houses.iter().map(|&h| HouseId::new(h)).collect();
    d.digits = DigitSet::single(digit);
    let name = |c: Cell| ctx.layout.cell_name(c);
    d.explanation = format!(
        "{strategy} on {digit}: in {} it goes in {} or {}, in {} in {} or {}; {} and {} see each other, so at \
         most one holds {digit} and {} or {} does: remove {}.",
        ctx.house(houses[0]),
        name(near[0]),
        name(far[0]),
        ctx.house(houses[1]),
        name(near[1]),
        name(far[1]),
        name(near[0]),
        name(near[1]),
        name(far[0]),
        name(far[1]),
        d.eliminations_text(ctx.layout),
        digit = symbol(digit)
    );
    Some(d)
}

pub(crate) fn skyscraper(ctx: &Ctx) -> Option<Deduction> {
    for digit in ctx.digits() {
        for (kind, cross) in [(HouseKind::Row, HouseKind::Column), (HouseKind::Column, HouseKind::Row)] {
            let lines = pairs(ctx, digit, kind);
            let along = |c: Cell| if cross == HouseKind::Column { ctx.layout.column(c) } else { ctx.layout.row(c) };
            for (i, &(h1, p1)) in lines.iter().enumerate() {
                for &(h2, p2) in &lines[i + 1..] {
                    for (a, b) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                        let (n1, f1, n2, f2) = (p1[a], p1[1 - a], p2[b], p2[1 - b]);
                        if along(n1) != along(n2) || along(f1) == along(f2) {
                            continue;
                        }
                        if let Some(d) = finish(ctx, Strategy::Skyscraper, digit, [h1, h2], [n1, n2], [f1, f2]) {
                            return Some(d);
                        }
                    }
                }
            }
        }
    }
    None
}

pub(crate) fn two_string_kite(ctx: &Ctx) -> Option<Deduction> {
    for digit in ctx.digits() {
        let rows = pairs(ctx, digit, HouseKind::Row);
        let columns = pairs(ctx, digit, HouseKind::Column);
        for &(hr, pr) in &rows {
            for &(hc, pc) in &columns {
                if pr.iter().any(|c| pc.contains(c)) {
                    continue;
                }
                for (a, b) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                    let (n1, f1, n2, f2) = (pr[a], pr[1 - a], pc[b], pc[1 - b]);
                    if ctx.layout.region(n1) != ctx.layout.region(n2) {
                        continue;
                    }
                    if let Some(d) = finish(ctx, Strategy::TwoStringKite, digit, [hr, hc], [n1, n2], [f1, f2]) {
                        return Some(d);
                    }
                }
            }
        }
    }
    None
}
