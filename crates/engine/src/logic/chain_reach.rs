//! Whether an X-Chain or an XY-Chain eliminates anything, found without the implication
//! graph ([`super::chains`]): most positions where the strategy is tried have none, and
//! there a closure over the strong links alone answers in a fraction of the time.
//!
//! A candidate is eliminated when its truth implies its falsehood. Along an X-Chain
//! (one digit, strong links from houses), "c is true" makes every peer of c false, a
//! false end of a strong link makes the other end true, and so on; "c is false" follows
//! from a true peer. So c goes when, from the falsehood of one peer that ends a strong
//! link, the truth of another peer follows. Along an XY-Chain a false digit of a
//! bivalue cell makes its other digit true, and a true digit makes it false in the
//! peers: the states are bivalue cells with one of their digits true.
//!
//! Each answer is exact: whether the graph has an eliminable candidate, or `None` when
//! the states are too many for one mask (then the graph decides). Sight is mutual (a
//! cell's peers see it), as every board and rule makes it.

use super::cellset::Cells;
use super::context::{bits, Ctx};
use super::sets::Sets;
use crate::digits::{Cell, Digit, DigitSet};

/// The most states one closure follows: the bits of its masks.
const MAX_STATES: usize = 128;

/// The states reachable from each state in one or more steps, given each state's one
/// step `next`: masks over the states.
fn closure(next: &[u128]) -> Vec<u128> {
    let mut reach = next.to_vec();
    loop {
        let mut grew = false;
        for s in 0..reach.len() {
            let all = bits(reach[s]).fold(reach[s], |all, t| all | reach[t]);
            if all != reach[s] {
                reach[s] = all;
                grew = true;
            }
        }
        if !grew {
            return reach;
        }
    }
}

fn mask_of(states: impl Iterator<Item = usize>) -> u128 {
    states.fold(0, |mask, s| mask | 1 << s)
}

/// The digits of which an X-Chain eliminates a candidate ([`super::chains::x_chain`]
/// finds one when there is any): an X-Chain keeps to one digit.
pub(crate) fn x_chain_digits(ctx: &Ctx) -> Option<DigitSet> {
    match ctx.small_sets() {
        Some(sets) => x_chain_in(ctx, sets),
        None => x_chain_in(ctx, ctx.sets()),
    }
}

fn x_chain_in<const W: usize>(ctx: &Ctx, sets: Sets<W>) -> Option<DigitSet> {
    let mut digits = DigitSet::EMPTY;
    for digit in ctx.digits() {
        if x_chain_of_digit(ctx, sets, digit)? {
            digits.insert(digit);
        }
    }
    Some(digits)
}

fn x_chain_of_digit<const W: usize>(ctx: &Ctx, sets: Sets<W>, digit: Digit) -> Option<bool> {
    // The ends of the digit's strong links, and each end's partners as a mask of ends.
    let mut ends: Vec<Cell> = Vec::new();
    let mut partners: Vec<u128> = Vec::new();
    let index_of = |cell: Cell, ends: &mut Vec<Cell>, partners: &mut Vec<u128>| {
        ends.iter().position(|&e| e == cell).unwrap_or_else(|| {
            ends.push(cell);
            partners.push(0);
            ends.len() - 1
        })
    };
    for h in 0..ctx.houses().len() {
        let Some([a, b]) = ctx.pair_at(h, ctx.places(h, digit)) else { continue };
        let (i, j) = (index_of(a, &mut ends, &mut partners), index_of(b, &mut ends, &mut partners));
        if ends.len() > MAX_STATES {
            return None;
        }
        partners[i] |= 1 << j;
        partners[j] |= 1 << i;
    }
    if ends.len() < 2 {
        return Some(false);
    }
    // From an end true, its peers among the ends are false, and their partners true.
    let seen: Vec<u128> =
        ends.iter().map(|&q| mask_of((0..ends.len()).filter(|&e| sets.peers(q).contains(ends[e])))).collect();
    let next: Vec<u128> = seen.iter().map(|&s| bits(s).fold(0, |m, e| m | partners[e])).collect();
    let reach = closure(&next);
    // From an end false: its partners true, then what they reach.
    let from_false: Vec<u128> = partners.iter().map(|&p| bits(p).fold(p, |m, t| m | reach[t])).collect();
    Some(sets.digit_cells(digit).iter().any(|c| {
        let around = mask_of((0..ends.len()).filter(|&e| sets.peers(c).contains(ends[e])));
        bits(around).any(|p| from_false[p] & around != 0)
    }))
}

/// Whether some XY-Chain eliminates a candidate ([`super::chains::xy_chain`] finds one).
pub(crate) fn xy_chain_eliminates(ctx: &Ctx) -> Option<bool> {
    match ctx.small_sets() {
        Some(sets) => xy_chain_in(ctx, sets),
        None => xy_chain_in(ctx, ctx.sets()),
    }
}

fn xy_chain_in<const W: usize>(ctx: &Ctx, sets: Sets<W>) -> Option<bool> {
    // State 2k + t: the k-th bivalue cell with its t-th digit (lower first) true.
    let bivalue: Vec<(Cell, [Digit; 2])> = ctx
        .grid
        .empty_cells()
        .filter_map(|cell| {
            let mut digits = ctx.candidates(cell).iter();
            match (digits.next(), digits.next(), digits.next()) {
                (Some(a), Some(b), None) => Some((cell, [a, b])),
                _ => None,
            }
        })
        .collect();
    if bivalue.len() < 2 {
        return Some(false);
    }
    if bivalue.len() * 2 > MAX_STATES {
        return None;
    }
    let mut cells = Cells::<W>::EMPTY;
    bivalue.iter().for_each(|&(cell, _)| cells.insert(cell));
    let position: Vec<usize> = {
        let mut at = vec![usize::MAX; ctx.layout.cell_count()];
        bivalue.iter().enumerate().for_each(|(k, &(cell, _))| at[cell.index()] = k);
        at
    };
    // The bivalue peers of a cell holding `digit`, entered false there: their other digit true.
    let entered = |cell: Cell, digit: Digit| -> (u128, u128) {
        let mut other_true = 0;
        let mut this_true = 0;
        for peer in sets.peers(cell).and(&cells).and(sets.digit_cells(digit)).iter() {
            let k = position[peer.index()];
            let t = usize::from(bivalue[k].1[0] == digit);
            other_true |= 1 << (2 * k + t);
            this_true |= 1 << (2 * k + 1 - t);
        }
        (other_true, this_true)
    };
    let next: Vec<u128> =
        bivalue.iter().flat_map(|&(cell, digits)| digits.map(|digit| entered(cell, digit).0)).collect();
    let reach = closure(&next);
    Some(ctx.grid.empty_cells().any(|cell| {
        ctx.candidates(cell).iter().any(|digit| {
            let (starts, goals) = entered(cell, digit);
            bits(starts).any(|s| (reach[s] | 1 << s) & goals != 0)
        })
    }))
}
