//! What an outside clue allows along its row or column before any filling is tried:
//! a skyscraper clue bounds each cell by its distance from the clue, a sandwich clue
//! keeps the 1 and the largest digit where the cells between them can make the sum.

use super::super::context::Ctx;
use crate::constraint::primitive::Primitive;
use crate::constraint::Constraint;
use crate::digits::{Cell, Digit, DigitSet};

/// The cells of the clue's line, their digits now and the digits the clue leaves them;
/// `None` for another rule.
pub(crate) fn clue_narrowing(ctx: &Ctx, constraint: &Constraint) -> Option<(Vec<Cell>, Vec<DigitSet>, Vec<DigitSet>)> {
    // The clues whose lines the logic reads: skyscrapers and sandwiches (not yet X-sums).
    let (line, after): (Vec<Cell>, Vec<DigitSet>) =
        constraint.primitives(ctx.layout).into_iter().find_map(|primitive| match primitive {
            Primitive::Skyscraper { line, count } => {
                let after = skyscraper(ctx, &line, usize::from(count));
                Some((line, after))
            }
            Primitive::Sandwich { line, sum } => {
                let after = sandwich(ctx, &line, usize::from(sum));
                Some((line, after))
            }
            Primitive::Sum { .. }
            | Primitive::AllDifferent { .. }
            | Primitive::Consecutive { .. }
            | Primitive::Between { .. }
            | Primitive::XSum { .. }
            | Primitive::Quadruple { .. }
            | Primitive::Walk => None,
        })?;
    let before: Vec<DigitSet> = line.iter().map(|&c| ctx.domain(c)).collect();
    let after = before.iter().zip(after).map(|(&b, a)| b.intersection(a)).collect();
    Some((line, before, after))
}

/// Seen from a clue of `count`, the cell `i` from it holds at most `size - count + 1 + i`
/// (each taller cell before it needs a smaller one in front); a clue of 1 sees the
/// tallest first, any other clue does not.
fn skyscraper(ctx: &Ctx, line: &[Cell], count: usize) -> Vec<DigitSet> {
    let size = ctx.size;
    (0..line.len())
        .map(|i| {
            let top = (size + 1 + i).saturating_sub(count).min(size);
            let mut allowed: DigitSet = (1..=top).filter_map(|v| Digit::new(v as u8)).collect();
            if i == 0 && count > 1 {
                allowed = allowed.difference(Digit::new(size as u8).map(DigitSet::single).unwrap_or_default());
            }
            if i == 0 && count == 1 {
                allowed = Digit::new(size as u8).map(DigitSet::single).unwrap_or_default();
            }
            allowed
        })
        .collect()
}

/// The 1 and the largest digit sit where the number of cells between them can sum to
/// `sum` (distinct digits other than those two): each keeps the places that have a
/// partner place at such a distance.
fn sandwich(ctx: &Ctx, line: &[Cell], sum: usize) -> Vec<DigitSet> {
    let size = ctx.size;
    let (Some(one), Some(top)) = (Digit::new(1), Digit::new(size as u8)) else {
        return vec![DigitSet::all(size); line.len()];
    };
    // Between k cells: at least 2 + 3 + ... + (k + 1), at most (size - 1) + ... + (size - k).
    let fits = |k: usize| {
        let low: usize = (2..k + 2).sum();
        let high: usize = (size - k..size).sum();
        k <= size.saturating_sub(2) && low <= sum && sum <= high
    };
    let holds = |i: usize, d: Digit| ctx.domain(line[i]).contains(d);
    let partnered = |i: usize, me: Digit, other: Digit| {
        holds(i, me) && (0..line.len()).any(|j| j != i && holds(j, other) && fits(i.abs_diff(j) - 1))
    };
    (0..line.len())
        .map(|i| {
            let mut allowed = DigitSet::all(size);
            if !partnered(i, one, top) {
                allowed.remove(one);
            }
            if !partnered(i, top, one) {
                allowed.remove(top);
            }
            allowed
        })
        .collect()
}
