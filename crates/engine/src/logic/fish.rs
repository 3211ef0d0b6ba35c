//! Basic fish (Sudoku Savant's "patterns"): X-Wing (order 2), Swordfish (3), Jellyfish (4)
//! and larger ones on big boards. In k base lines (rows or columns) a digit fits only
//! in k cover lines of the other direction, so it leaves the cover lines elsewhere.
//! Finned fish: the base lines also hold a few extra candidates (fins); the digit then
//! leaves only the cover-line cells that also see every fin.
//!
//! Base and cover lines are rows and columns only, on every variant, by design:
//! - It is what players (and SE) call an X-Wing, Swordfish or Jellyfish; fish with
//!   boxes, jigsaw regions or diagonals among their base or cover houses are "Franken"
//!   and "mutant" fish, a harder family with other names.
//! - Rows and columns stay houses on X, jigsaw and colour boards, so these fish are sound
//!   there unchanged.
//! - Other families add little: with boxes (or jigsaw regions) against lines, order 1 is
//!   exactly locked candidates (found earlier); boxes, regions and colour groups meet a
//!   line in several cells or none, and the two diagonals are not a family that covers
//!   the board, so the "one position per cover line" masks this search works on do not
//!   exist for them. (A fish on any k pairwise disjoint base houses whose candidates lie
//!   in k cover houses is sound; searching all such pairs is the Franken-fish search
//!   this solver leaves to chains and forcing chains.)
//!
//! Basic fish stop at order 8 (the search would explode on 25x25 and 30x30); finned fish
//! go to order 4.

use super::cellset::Cells;
use super::context::{bits, Ctx};
use super::deduction::{join_and, symbol};
use super::sets::Sets;
use super::subsets::combos_within;
use super::{Deduction, Strategy};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::{HouseId, HouseKind};

/// The largest basic fish searched, whatever the board size.
const MAX_ORDER: usize = 8;
/// The largest finned fish searched.
const MAX_FINNED_ORDER: usize = 4;
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

/// Basic fish of order `k`.
pub(crate) fn basic(ctx: &Ctx, k: usize) -> Option<Deduction> {
    if k > MAX_ORDER || 2 * k > ctx.size {
        return None;
    }
    search(ctx, k, false)
}

/// Finned (and sashimi) fish of order `k` (2 to 4).
pub(crate) fn finned(ctx: &Ctx, k: usize) -> Option<Deduction> {
    if k > MAX_FINNED_ORDER || 2 * k > ctx.size {
        return None;
    }
    search(ctx, k, true)
}

fn search(ctx: &Ctx, k: usize, with_fins: bool) -> Option<Deduction> {
    match ctx.small_sets() {
        Some(sets) => search_in(ctx, sets, k, with_fins),
        None => search_in(ctx, ctx.sets(), k, with_fins),
    }
}

fn search_in<const W: usize>(ctx: &Ctx, sets: Sets<W>, k: usize, with_fins: bool) -> Option<Deduction> {
    for (base_kind, cover_kind) in [(HouseKind::Row, HouseKind::Column), (HouseKind::Column, HouseKind::Row)] {
        let (base_lines, cover_lines) = (ctx.lines(base_kind), ctx.lines(cover_kind));
        for digit in ctx.digits() {
            let limit = if with_fins { k + MAX_FIN_LINES } else { k };
            // The base lines where the digit has 1 to `limit` places, and those places, on
            // the stack (a board has at most 30 lines).
            let (mut bases, mut places) = ([0usize; 32], [0u32; 32]);
            let mut len = 0;
            // Without branches: each line is written and kept by counting it.
            for &h in base_lines.iter().take(32) {
                let mask = ctx.places(h, digit);
                (bases[len], places[len]) = (h, mask);
                len += usize::from((1..=limit).contains(&(mask.count_ones() as usize)));
            }
            let (candidates, masks) = (&bases[..len], &places[..len]);
            if candidates.len() < k {
                continue;
            }
            let mut result = None;
            let mut base = Vec::with_capacity(k);
            combos_within(masks, k, limit, &mut |chosen, union| {
                if (union.count_ones() as usize > k) != with_fins {
                    return false;
                }
                if !with_fins && !basic_removes(ctx, digit, masks, chosen, cover_lines, union) {
                    return false;
                }
                base.clear();
                base.extend(chosen.iter().map(|&i| candidates[i]));
                let fish = Fish { digit, k, base: &base, cover_lines, union };
                result = if with_fins {
                    finned_at(ctx, sets, &fish)
                } else if union.count_ones() as usize == k {
                    basic_at(ctx, sets, &fish)
                } else {
                    None
                };
                result.is_some()
            });
            if result.is_some() {
                return result;
            }
        }
    }
    None
}

/// Whether the basic fish of the base lines `chosen` (indices into `masks`, their places
/// of `digit`), covered by the lines of `union`, removes anything: its base cells all lie
/// in the cover lines, and a row meets a column in one cell, so the cover lines hold
/// more places of the digit than the base lines exactly when some lie outside them.
fn basic_removes(ctx: &Ctx, digit: Digit, masks: &[u32], chosen: &[usize], cover_lines: &[usize], union: u32) -> bool {
    let in_base: u32 = chosen.iter().map(|&i| masks[i].count_ones()).sum();
    let in_cover: u32 = bits(union).map(|i| ctx.places(cover_lines[i], digit).count_ones()).sum();
    in_cover > in_base
}

fn names(ctx: &Ctx, houses: &[usize]) -> String {
    let kind = if ctx.house(houses[0]).kind == HouseKind::Row { "rows" } else { "columns" };
    let numbers: Vec<String> = houses.iter().map(|&h| (ctx.house(h).index + 1).to_string()).collect();
    format!("{kind} {}", join_and(&numbers))
}

fn pattern_cells(ctx: &Ctx, digit: Digit, base: &[usize]) -> Vec<Cell> {
    base.iter().flat_map(|&h| ctx.cells_at(h, ctx.places(h, digit))).collect()
}

/// A fish being tried: `digit` in the `k` base lines `base`, whose places lie in the
/// lines of `union` (bit `i`: `cover_lines[i]`).
struct Fish<'a> {
    digit: Digit,
    k: usize,
    base: &'a [usize],
    cover_lines: &'a [usize],
    union: u32,
}

fn basic_at<const W: usize>(ctx: &Ctx, sets: Sets<W>, fish: &Fish) -> Option<Deduction> {
    let Fish { digit, k, base, cover_lines, union } = *fish;
    let base_set = sets.union_of(base.iter().copied());
    let cover_set = sets.union_of(bits(union).map(|i| cover_lines[i]));
    let targets = cover_set.and(sets.digit_cells(digit)).minus(&base_set);
    if targets.is_empty() {
        return None;
    }
    let cover: Vec<usize> = bits(union).map(|i| cover_lines[i]).collect();
    let mut d = Deduction::new(basic_strategy(k));
    d.eliminations = targets.iter().map(|c| (c, digit)).collect();
    d.explanation = format!(
        "{}: in {}, {digit} can only go in {}; so {digit} goes there in those lines and leaves the rest of \
         them: remove {}.",
        d.strategy,
        names(ctx, base),
        names(ctx, &cover),
        d.eliminations_text(ctx.layout),
        digit = symbol(digit)
    );
    d.cells = pattern_cells(ctx, digit, base);
    d.houses = base.iter().chain(cover.iter()).map(|&h| HouseId::new(h)).collect();
    d.digits = DigitSet::single(digit);
    Some(d)
}

/// The masks of `size` bits chosen among the bits of `mask` (size 1 or 2; none for other
/// sizes), by their lowest bit, then their other bit.
fn sub_masks(mask: u32, size: usize) -> impl Iterator<Item = u32> {
    bits(mask).flat_map(move |p| {
        let alone = (size == 1).then_some(1 << p);
        let above = if size == 2 { mask & u32::MAX.checked_shl(p as u32 + 1).unwrap_or(0) } else { 0 };
        alone.into_iter().chain(bits(above).map(move |q| (1 << p) | (1 << q)))
    })
}

fn finned_at<const W: usize>(ctx: &Ctx, sets: Sets<W>, fish: &Fish) -> Option<Deduction> {
    let Fish { digit, k, base, cover_lines, union } = *fish;
    let extra = (union.count_ones() as usize).checked_sub(k).filter(|&e| e >= 1)?;
    let base_set = sets.union_of(base.iter().copied());
    let base_digit = base_set.and(sets.digit_cells(digit));
    let lines_of = |mask: u32| sets.union_of(bits(mask).map(|i| cover_lines[i]));
    // The places of the digit in the lines of `union` outside the base lines: what the
    // fish may remove, whichever lines hold the fins.
    let outside = sets.digit_cells(digit).and(&lines_of(union)).minus(&base_set);
    if outside.is_empty() {
        return None;
    }
    // For each line of `union` (by rank), the cells of `outside` in the other lines that
    // see every place of the digit in the base lines there: what sees fins in several
    // lines is what these sets of those lines have in common.
    let mut line_seen = [Cells::<W>::EMPTY; MAX_FINNED_ORDER + MAX_FIN_LINES];
    for (seen, line) in line_seen.iter_mut().zip(bits(union)) {
        let cells = sets.house(cover_lines[line]);
        *seen = sets.seeing_all(outside.minus(cells), &base_digit.and(cells));
    }
    if line_seen.iter().all(Cells::is_empty) {
        return None;
    }
    let seen_of = |line: usize| &line_seen[(union & ((1 << line) - 1)).count_ones() as usize];
    // Every choice of the fin lines among the base lines' positions; the rest cover. The
    // base lines' places all lie in the lines of `union`, and lines of one kind are
    // disjoint, so the fins are the places in the fin lines.
    for fin_lines in sub_masks(union, extra) {
        let seen = bits(fin_lines).fold(outside, |seen, line| seen.and(seen_of(line)));
        if seen.is_empty() {
            continue;
        }
        let fins = base_digit.and(&lines_of(fin_lines));
        if fins.is_empty() {
            continue;
        }
        let cover = union & !fin_lines;
        let fins: Vec<Cell> = fins.iter().collect();
        let cover_h: Vec<usize> = bits(cover).map(|i| cover_lines[i]).collect();
        let mut d = Deduction::new(finned_strategy(k));
        d.eliminations = seen.iter().map(|c| (c, digit)).collect();
        let lines_word = if ctx.house(cover_h[0]).kind == HouseKind::Row { "rows" } else { "columns" };
        d.explanation = format!(
            "{}: in {}, {digit} can only go in {} or in the fin{} {}; either way {digit} cannot go where a cell \
             of those {lines_word} also sees every fin: remove {}.",
            d.strategy,
            names(ctx, base),
            names(ctx, &cover_h),
            if fins.len() > 1 { "s" } else { "" },
            super::deduction::cell_list(ctx.layout, &fins),
            d.eliminations_text(ctx.layout),
            digit = symbol(digit)
        );
        d.cells = pattern_cells(ctx, digit, base);
        d.houses = base.iter().chain(cover_h.iter()).map(|&h| HouseId::new(h)).collect();
        d.digits = DigitSet::single(digit);
        return Some(d);
    }
    None
}
