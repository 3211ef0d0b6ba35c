//! Basic fish (seed 000's "patterns"): X-Wing (order 2), Swordfish (3), Jellyfish (4)
//! and larger ones on big boards. In k base lines (rows or columns) a digit fits only
//! in k cover lines of the other direction, so it leaves the cover lines elsewhere.
//! Finned fish: the base lines also hold a few extra candidates (fins); the digit then
//! leaves only the cover-line cells that also see every fin.

use super::context::{bits, Ctx};
use super::deduction::join_and;
use super::subsets::combos_within;
use super::{Deduction, Strategy};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::HouseKind;

/// The largest basic fish searched, whatever the board size.
const MAX_ORDER: usize = 8;
/// The most extra columns the fins of a finned fish may use.
const MAX_FIN_LINES: usize = 2;

fn basic_strategy(k: usize) -> Strategy {
    match k {
        2 => Strategy::XWing,
        3 => Strategy::Swordfish,
        4 => Strategy::Jellyfish,
        _ => Strategy::LargeFish,
    }
}

fn finned_strategy(k: usize) -> Strategy {
    match k {
        2 => Strategy::FinnedXWing,
        3 => Strategy::FinnedSwordfish,
        _ => Strategy::FinnedJellyfish,
    }
}

/// The houses of the lines of `kind`, in order (row 1 first).
fn lines(ctx: &Ctx, kind: HouseKind) -> Vec<usize> {
    let mut lines: Vec<usize> = (0..ctx.houses().len()).filter(|&h| ctx.house(h).kind == kind).collect();
    lines.sort_by_key(|&h| ctx.house(h).index);
    lines
}

/// Basic fish of order `k`.
pub(crate) fn basic(ctx: &Ctx, k: usize) -> Option<Deduction> {
    if k > MAX_ORDER || 2 * k > ctx.size {
        return None;
    }
    search(ctx, k, false)
}

/// Finned (and sashimi) fish of order `k` (2 to 4).
pub(crate) fn finned(ctx: &Ctx, k: usize) -> Option<Deduction> {
    if 2 * k > ctx.size {
        return None;
    }
    search(ctx, k, true)
}

fn search(ctx: &Ctx, k: usize, with_fins: bool) -> Option<Deduction> {
    for digit in ctx.digits() {
        for (base_kind, cover_kind) in [(HouseKind::Row, HouseKind::Column), (HouseKind::Column, HouseKind::Row)] {
            let base_lines = lines(ctx, base_kind);
            let cover_lines = lines(ctx, cover_kind);
            let limit = if with_fins { k + MAX_FIN_LINES } else { k };
            let candidates: Vec<usize> = base_lines
                .iter()
                .copied()
                .filter(|&h| (1..=limit).contains(&(ctx.places(h, digit).count_ones() as usize)))
                .collect();
            let masks: Vec<u32> = candidates.iter().map(|&h| ctx.places(h, digit)).collect();
            let mut result = None;
            combos_within(&masks, k, limit, &mut |chosen, union| {
                let base: Vec<usize> = chosen.iter().map(|&i| candidates[i]).collect();
                let found = if with_fins {
                    finned_at(ctx, digit, k, &base, &cover_lines, union)
                } else if union.count_ones() as usize == k {
                    basic_at(ctx, digit, k, &base, &cover_lines, union)
                } else {
                    None
                };
                result = found;
                result.is_some()
            });
            if result.is_some() {
                return result;
            }
        }
    }
    None
}

/// The cells of `lines` (house indices) as one set, and the candidates of `digit` in
/// the cover lines at `cover` outside them.
fn targets(ctx: &Ctx, digit: Digit, base: &[usize], cover_lines: &[usize], cover: u32) -> Vec<Cell> {
    let mut base_set = super::cellset::CellSet::EMPTY;
    for &h in base {
        base_set = base_set.or(ctx.house_set(h));
    }
    let mut out = Vec::new();
    for i in bits(cover) {
        let cover_set = ctx.house_set(cover_lines[i]);
        out.extend(cover_set.and(ctx.digit_cells(digit)).minus(&base_set).iter());
    }
    out.sort_unstable();
    out
}

fn names(ctx: &Ctx, houses: &[usize]) -> String {
    let kind = if ctx.house(houses[0]).kind == HouseKind::Row { "rows" } else { "columns" };
    let numbers: Vec<String> = houses.iter().map(|&h| (ctx.house(h).index + 1).to_string()).collect();
    format!("{kind} {}", join_and(&numbers))
}

fn pattern_cells(ctx: &Ctx, digit: Digit, base: &[usize]) -> Vec<Cell> {
    base.iter().flat_map(|&h| ctx.cells_at(h, ctx.places(h, digit))).collect()
}

fn basic_at(ctx: &Ctx, digit: Digit, k: usize, base: &[usize], cover_lines: &[usize], union: u32) -> Option<Deduction> {
    let cells = targets(ctx, digit, base, cover_lines, union);
    if cells.is_empty() {
        return None;
    }
    let cover: Vec<usize> = bits(union).map(|i| cover_lines[i]).collect();
    let mut d = Deduction::new(basic_strategy(k));
    d.eliminations = cells.into_iter().map(|c| (c, digit)).collect();
    d.explanation = format!(
        "{}: in {}, {digit} can only go in {}; so {digit} goes there in those lines and leaves the rest of \
         them: remove {}.",
        d.strategy,
        names(ctx, base),
        names(ctx, &cover),
        d.eliminations_text(ctx.layout)
    );
    d.cells = pattern_cells(ctx, digit, base);
    d.houses = base.iter().chain(cover.iter()).copied().collect();
    d.digits = DigitSet::single(digit);
    Some(d)
}

fn finned_at(
    ctx: &Ctx,
    digit: Digit,
    k: usize,
    base: &[usize],
    cover_lines: &[usize],
    union: u32,
) -> Option<Deduction> {
    if union.count_ones() as usize <= k {
        return None;
    }
    let positions: Vec<usize> = bits(union).collect();
    let mut result = None;
    // Every choice of k cover lines among the base lines' positions; the rest are fins.
    let single_masks: Vec<u32> = positions.iter().map(|&p| 1u32 << p).collect();
    combos_within(&single_masks, k, k, &mut |_, cover| {
        let fins_mask = union & !cover;
        let fins: Vec<Cell> = base.iter().flat_map(|&h| ctx.cells_at(h, ctx.places(h, digit) & fins_mask)).collect();
        if fins.is_empty() {
            return false;
        }
        let seen = ctx.common_peers(&fins);
        let cells: Vec<Cell> =
            targets(ctx, digit, base, cover_lines, cover).into_iter().filter(|c| seen.contains(*c)).collect();
        if cells.is_empty() {
            return false;
        }
        let cover_h: Vec<usize> = bits(cover).map(|i| cover_lines[i]).collect();
        let mut d = Deduction::new(finned_strategy(k));
        d.eliminations = cells.into_iter().map(|c| (c, digit)).collect();
        d.explanation = format!(
            "{}: in {}, {digit} can only go in {} or in the fin{} {}; either way {digit} cannot go where a cell \
             of those columns also sees every fin: remove {}.",
            d.strategy,
            names(ctx, base),
            names(ctx, &cover_h),
            if fins.len() > 1 { "s" } else { "" },
            super::deduction::cell_list(ctx.layout, &fins),
            d.eliminations_text(ctx.layout)
        );
        d.explanation = d.explanation.replace(
            "of those columns",
            if ctx.house(cover_h[0]).kind == HouseKind::Row { "of those rows" } else { "of those columns" },
        );
        d.cells = pattern_cells(ctx, digit, base);
        d.houses = base.iter().chain(cover_h.iter()).copied().collect();
        d.digits = DigitSet::single(digit);
        result = Some(d);
        true
    });
    result
}
