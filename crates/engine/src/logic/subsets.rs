//! Naked and hidden subsets (Sudoku Savant's "number subsets"), pairs to quads and, on
//! large boards, larger ones. Naked: k cells of a house whose candidates together are
//! k digits; those digits leave every other cell of each house holding all k cells.
//! Hidden: k digits of a house that fit only in the same k cells; those cells lose
//! every other candidate.

use super::context::Ctx;
use super::deduction::{cell_list, digit_list};
use super::{Deduction, Strategy};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::HouseId;

/// The largest subset searched, whatever the board size (bounds the search on 30x30).
const MAX_ORDER: usize = 8;

fn strategy(naked: bool, k: usize) -> Strategy {
    match (naked, k) {
        (true, 2) => Strategy::NakedPair,
        (true, 3) => Strategy::NakedTriple,
        (true, 4) => Strategy::NakedQuad,
        (true, _) => Strategy::NakedSubset,
        (false, 2) => Strategy::HiddenPair,
        (false, 3) => Strategy::HiddenTriple,
        (false, 4) => Strategy::HiddenQuad,
        (false, _) => Strategy::HiddenSubset,
    }
}

/// Calls `found` for each choice of `k` items whose masks together have at most `k`
/// bits, until it returns true; returns whether it did.
pub(crate) fn combos(masks: &[u32], k: usize, found: &mut impl FnMut(&[usize], u32) -> bool) -> bool {
    combos_within(masks, k, k, found)
}

/// Like [`combos`], with at most `limit` bits in the union.
pub(crate) fn combos_within(
    masks: &[u32],
    k: usize,
    limit: usize,
    found: &mut impl FnMut(&[usize], u32) -> bool,
) -> bool {
    fn go(
        masks: &[u32],
        limit: usize,
        start: usize,
        (chosen, len): (&mut [usize], usize),
        union: u32,
        found: &mut impl FnMut(&[usize], u32) -> bool,
    ) -> bool {
        let k = chosen.len();
        if len == k {
            return found(chosen, union);
        }
        for i in start..masks.len() {
            if masks.len() - i < k - len {
                break;
            }
            let u = union | masks[i];
            if u.count_ones() as usize > limit {
                continue;
            }
            chosen[len] = i;
            if go(masks, limit, i + 1, (&mut *chosen, len + 1), u, found) {
                return true;
            }
        }
        false
    }
    // The choice so far, on the stack for the orders searched (at most 32 items).
    let mut stack = [0usize; 32];
    let mut heap = Vec::new();
    let chosen = match stack.get_mut(..k) {
        Some(chosen) => chosen,
        None => {
            heap.resize(k, 0);
            &mut heap[..]
        }
    };
    go(masks, limit, 0, (chosen, 0), 0, found)
}

/// Naked subsets of exactly `k` cells.
pub(crate) fn naked(ctx: &Ctx, k: usize) -> Option<Deduction> {
    // A house's empty cells with at most `k` candidates (the others are in no naked
    // subset of `k` cells) and their candidates, on the stack (a house has at most 32
    // cells: places are u32 masks).
    let mut cells = [Cell::new(0); 32];
    let mut masks = [0u32; 32];
    for (h, house) in ctx.houses().iter().enumerate() {
        let (mut len, mut open) = (0, 0);
        // Without branches: each cell is written and kept by counting it.
        for &cell in house.cells.iter().take(32) {
            let empty = ctx.grid.value(cell).is_none();
            let digits = ctx.candidates(cell).bits();
            (cells[len], masks[len]) = (cell, digits);
            open += usize::from(empty);
            len += usize::from(empty && digits.count_ones() as usize <= k);
        }
        let (empty, masks) = (&cells[..len], &masks[..len]);
        // Larger naked subsets in a house are its complementary hidden subsets, found
        // earlier; small ones are still worth it for the eliminations in a second house.
        if k >= open || (k > open / 2 && k > 3) || k > MAX_ORDER {
            continue;
        }
        let mut result = None;
        combos(masks, k, &mut |chosen, union| {
            if !naked_removes(ctx, empty, chosen, union) {
                return false;
            }
            let cells: Vec<Cell> = chosen.iter().map(|&i| empty[i]).collect();
            let digits = DigitSet::from_bits(union);
            let houses = ctx.common_houses(&cells);
            let mut d = Deduction::new(strategy(true, k));
            for &other_h in &houses {
                for &c in &ctx.house(other_h).cells {
                    if cells.contains(&c) {
                        continue;
                    }
                    for digit in ctx.candidates(c).intersection(digits).iter() {
                        if !d.eliminations.contains(&(c, digit)) {
                            d.eliminations.push((c, digit));
                        }
                    }
                }
            }
            if d.eliminations.is_empty() {
                return false;
            }
            d.explanation = format!(
                "{}: {} hold only {} between them, so these digits go in those cells: remove {}.",
                d.strategy,
                cell_list(ctx.layout, &cells),
                digit_list(digits),
                d.eliminations_text(ctx.layout)
            );
            d.cells = cells;
            d.houses = houses.into_iter().map(HouseId::new).collect();
            d.digits = digits;
            result = Some(d);
            true
        });
        if let Some(mut d) = result {
            // Name the house the search started from first.
            if let Some(pos) = d.houses.iter().position(|&x| x == HouseId::new(h)) {
                d.houses.swap(0, pos);
            }
            return Some(d);
        }
    }
    None
}

/// Whether the naked subset of the cells `chosen` (indices into `empty`), holding the
/// digits `union`, removes anything: some other cell of a house holding all of them has
/// one of those digits. The test of [`naked`] without building its lists.
fn naked_removes(ctx: &Ctx, empty: &[Cell], chosen: &[usize], union: u32) -> bool {
    let Some(&first) = chosen.first() else { return false };
    let digits = DigitSet::from_bits(union);
    ctx.layout.houses_of(empty[first]).iter().any(|h| {
        let set = ctx.house_set(h.index());
        chosen.iter().all(|&i| set.contains(empty[i]))
            && ctx
                .house(h.index())
                .cells
                .iter()
                .any(|&c| !chosen.iter().any(|&i| empty[i] == c) && !ctx.candidates(c).intersection(digits).is_empty())
    })
}

/// Hidden subsets of exactly `k` digits.
pub(crate) fn hidden(ctx: &Ctx, k: usize) -> Option<Deduction> {
    // The digits with two places or more in a house, but at most `k` (the others are in
    // no hidden subset of `k` digits), and those places, on the stack.
    let mut digits: [Option<Digit>; 32] = [None; 32];
    let mut masks = [0u32; 32];
    for (h, house) in ctx.houses().iter().enumerate() {
        let empty = house.cells.iter().filter(|&&c| ctx.grid.value(c).is_none()).count();
        if k > empty / 2 || k > MAX_ORDER {
            continue;
        }
        let mut len = 0;
        // Without branches: each digit is written and kept by counting it.
        for digit in ctx.digits().take(32) {
            let places = ctx.places(h, digit);
            (digits[len], masks[len]) = (Some(digit), places);
            len += usize::from((2..=k).contains(&(places.count_ones() as usize)));
        }
        let (digits, masks) = (&digits[..len], &masks[..len]);
        let mut result = None;
        combos(masks, k, &mut |chosen, union| {
            let set: DigitSet = chosen.iter().filter_map(|&i| digits[i]).collect();
            // Nothing to remove: skip building the step.
            let cells_of_house = &house.cells;
            let others = |i: usize| !ctx.candidates(cells_of_house[i]).difference(set).is_empty();
            if !super::context::bits(union).any(others) {
                return false;
            }
            let cells = ctx.cells_at(h, union);
            let mut d = Deduction::new(strategy(false, k));
            for &c in &cells {
                for digit in ctx.candidates(c).difference(set).iter() {
                    d.eliminations.push((c, digit));
                }
            }
            if d.eliminations.is_empty() {
                return false;
            }
            d.explanation = format!(
                "{}: in {house}, {} fit only in {}, so those cells hold nothing else: remove {}.",
                d.strategy,
                digit_list(set),
                cell_list(ctx.layout, &cells),
                d.eliminations_text(ctx.layout)
            );
            d.cells = cells;
            d.houses = vec![HouseId::new(h)];
            d.digits = set;
            result = Some(d);
            true
        });
        if result.is_some() {
            return result;
        }
    }
    None
}
