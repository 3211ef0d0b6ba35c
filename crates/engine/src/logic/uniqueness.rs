//! Uniqueness strategies, used only for puzzles known to have exactly one solution.
//!
//! A unique rectangle is four empty cells on two rows and two columns whose swap of two
//! digits {a,b} would keep every house valid (the "deadly pattern"): were all four
//! cells only {a,b}, the puzzle would have two solutions. So:
//! - Type 1: three cells are exactly {a,b}; the fourth is not a or b.
//! - Type 2: two cells are {a,b}, the other two {a,b,x}; x is in one of them, so it
//!   leaves the cells that see both.
//! - Type 3: the extra digits of the two other cells act as one cell in a naked subset
//!   of a house they share.
//! - Type 4: in a house holding the two other cells, a has no other place; so b leaves both.
//!
//! BUG+1: every empty cell has two candidates but one, which has three; the digit that
//! has three places in its houses goes there (otherwise the grid would have no or many solutions).

use super::context::Ctx;
use super::deduction::{cell_list, digit_list, symbol};
use super::patterns::Rect;
use super::subsets::combos_within;
use super::{Deduction, Strategy};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::HouseId;

/// True when swapping the two diagonals' digits keeps every house valid.
fn swappable(ctx: &Ctx, cells: &[Cell; 4]) -> bool {
    // A house of two of the cells is tested twice: no matter.
    cells.iter().flat_map(|&c| ctx.layout.houses_of(c)).all(|h| {
        let set = ctx.house_set(h.index());
        let count = |a: Cell, b: Cell| usize::from(set.contains(a)) + usize::from(set.contains(b));
        count(cells[0], cells[3]) == count(cells[1], cells[2])
    })
}

/// Every rectangle of empty cells whose four cells all hold both of two digits, two or
/// three of them nothing else (the types need one or two cells with more), found once
/// per position for the four types.
fn rectangles<'c>(ctx: &'c Ctx) -> &'c [Rect] {
    ctx.rectangles.get_or_init(|| find_rectangles(ctx))
}

fn find_rectangles(ctx: &Ctx) -> Vec<Rect> {
    let n = ctx.size;
    // Every rectangle has two cells holding exactly its two digits: each two such cells
    // name the rectangles through them. Corners `(r1, r2, c1, c2)` and the digits' pair,
    // sorted: the order of rows, columns and digits a scan of the board meets them in.
    let mut bivalue: Vec<(u32, usize, usize)> = ctx
        .layout
        .cells()
        .filter(|&cell| ctx.candidates(cell).len() == 2)
        .map(|cell| (ctx.candidates(cell).bits(), ctx.layout.row(cell), ctx.layout.column(cell)))
        .collect();
    bivalue.sort_unstable();
    let mut corners: Vec<(usize, usize, usize, usize, u32, u32)> = Vec::new();
    for (i, &(bits, r, c)) in bivalue.iter().enumerate() {
        let pair = (bits.trailing_zeros(), 31 - bits.leading_zeros());
        for &(_, r2, c2) in bivalue[i + 1..].iter().take_while(|other| other.0 == bits) {
            let (rows, columns) = ((r.min(r2), r.max(r2)), (c.min(c2), c.max(c2)));
            if r == r2 {
                corners.extend(
                    (0..n).filter(|&o| o != r).map(|o| (o.min(r), o.max(r), columns.0, columns.1, pair.0, pair.1)),
                );
            } else if c == c2 {
                corners
                    .extend((0..n).filter(|&o| o != c).map(|o| (rows.0, rows.1, o.min(c), o.max(c), pair.0, pair.1)));
            } else {
                corners.push((rows.0, rows.1, columns.0, columns.1, pair.0, pair.1));
            }
        }
    }
    corners.sort_unstable();
    corners.dedup();
    let mut out = Vec::new();
    for (r1, r2, c1, c2, x, y) in corners {
        let cells =
            [ctx.layout.cell(r1, c1), ctx.layout.cell(r1, c2), ctx.layout.cell(r2, c1), ctx.layout.cell(r2, c2)];
        let digits = DigitSet::from_bits((1 << x) | (1 << y));
        if !cells.iter().all(|&cell| digits.is_subset(ctx.candidates(cell))) {
            continue;
        }
        let exact = cells.iter().filter(|&&cell| ctx.candidates(cell) == digits).count();
        if (2..=3).contains(&exact) && swappable(ctx, &cells) {
            out.push(Rect { cells, digits });
        }
    }
    out
}

fn extras(ctx: &Ctx, rect: &Rect, cell: Cell) -> DigitSet {
    ctx.candidates(cell).difference(rect.digits)
}

fn deduction(ctx: &Ctx, strategy: Strategy, rect: &Rect, reason: String) -> Deduction {
    let mut d = Deduction::new(strategy);
    d.cells = rect.cells.to_vec();
    d.digits = rect.digits;
    d.explanation = format!(
        "{strategy}: {} would form a deadly pattern on {} (two solutions) if {reason}",
        cell_list(ctx.layout, &rect.cells),
        digit_list(rect.digits)
    );
    d
}

fn finish(ctx: &Ctx, mut d: Deduction) -> Deduction {
    d.explanation = format!("{} Remove {}.", d.explanation, d.eliminations_text(ctx.layout));
    d
}

pub(crate) fn ur_type1(ctx: &Ctx) -> Option<Deduction> {
    for &rect in rectangles(ctx) {
        let roofs: Vec<Cell> = rect.cells.iter().copied().filter(|&c| !extras(ctx, &rect, c).is_empty()).collect();
        let [roof] = roofs[..] else { continue };
        let reason = format!("{} were reduced to them; so it holds something else.", ctx.layout.cell_name(roof));
        let mut d = deduction(ctx, Strategy::UniqueRectangle1, &rect, reason);
        d.eliminations = rect.digits.iter().map(|x| (roof, x)).collect();
        return Some(finish(ctx, d));
    }
    None
}

/// The rectangles with exactly two cells holding extra candidates: (rect, roof cells).
fn two_roofs(ctx: &Ctx) -> Vec<(Rect, [Cell; 2])> {
    rectangles(ctx)
        .iter()
        .filter_map(|&rect| {
            let roofs: Vec<Cell> = rect.cells.iter().copied().filter(|&c| !extras(ctx, &rect, c).is_empty()).collect();
            match roofs[..] {
                [a, b] => Some((rect, [a, b])),
                _ => None,
            }
        })
        .collect()
}

pub(crate) fn ur_type2(ctx: &Ctx) -> Option<Deduction> {
    for (rect, [p, q]) in two_roofs(ctx) {
        let (ep, eq) = (extras(ctx, &rect, p), extras(ctx, &rect, q));
        let Some(x) = ep.single_digit() else { continue };
        if ep != eq {
            continue;
        }
        let targets = ctx.peers(p).and(ctx.peers(q)).and(ctx.digit_cells(x));
        if targets.is_empty() {
            continue;
        }
        let reason = format!(
            "neither {} nor {} held {x}; so one of them is {x}.",
            ctx.layout.cell_name(p),
            ctx.layout.cell_name(q),
            x = symbol(x)
        );
        let mut d = deduction(ctx, Strategy::UniqueRectangle2, &rect, reason);
        d.eliminations = targets.iter().map(|t| (t, x)).collect();
        return Some(finish(ctx, d));
    }
    None
}

pub(crate) fn ur_type3(ctx: &Ctx) -> Option<Deduction> {
    for (rect, [p, q]) in two_roofs(ctx) {
        let virtual_cell = extras(ctx, &rect, p).union(extras(ctx, &rect, q));
        for h in ctx.common_houses(&[p, q]) {
            let others: Vec<Cell> = ctx
                .house(h)
                .cells
                .iter()
                .copied()
                .filter(|&c| !rect.cells.contains(&c) && ctx.grid.value(c).is_none())
                .collect();
            let masks: Vec<u32> = others.iter().map(|&c| ctx.candidates(c).bits()).collect();
            for k in 1..=3usize {
                let mut found = None;
                // The k cells hold at most k + 1 digits; with the roofs' extras exactly k + 1.
                combos_within(&masks, k, k + 1, &mut |chosen, union| {
                    let digits = DigitSet::from_bits(union).union(virtual_cell);
                    if digits.len() != k + 1 {
                        return false;
                    }
                    let subset: Vec<Cell> = chosen.iter().map(|&i| others[i]).collect();
                    let elims: Vec<(Cell, Digit)> = others
                        .iter()
                        .filter(|c| !subset.contains(c))
                        .flat_map(|&c| ctx.candidates(c).intersection(digits).iter().map(move |x| (c, x)))
                        .collect();
                    if elims.is_empty() {
                        return false;
                    }
                    let reason = format!(
                        "{} and {} held only {}; so one of them holds one of {}, which with {} makes a naked \
                         subset of {} in {}.",
                        ctx.layout.cell_name(p),
                        ctx.layout.cell_name(q),
                        digit_list(rect.digits),
                        digit_list(virtual_cell),
                        cell_list(ctx.layout, &subset),
                        digit_list(digits),
                        ctx.house(h)
                    );
                    let mut d = deduction(ctx, Strategy::UniqueRectangle3, &rect, reason);
                    d.eliminations = elims;
                    d.houses = vec![HouseId::new(h)];
                    d.cells.extend(subset);
                    found = Some(finish(ctx, d));
                    true
                });
                if found.is_some() {
                    return found;
                }
            }
        }
    }
    None
}

pub(crate) fn ur_type4(ctx: &Ctx) -> Option<Deduction> {
    for (rect, [p, q]) in two_roofs(ctx) {
        for h in ctx.common_houses(&[p, q]) {
            for a in rect.digits.iter() {
                let Some(b) = rect.digits.difference(DigitSet::single(a)).single_digit() else { continue };
                if ctx.places(h, a).count_ones() != 2 {
                    continue;
                }
                let reason = format!(
                    "both {} and {} were {a} or {b}; but {a} must go in one of them (its only places in {}), so \
                     neither is {b}.",
                    ctx.layout.cell_name(p),
                    ctx.layout.cell_name(q),
                    ctx.house(h),
                    a = symbol(a),
                    b = symbol(b)
                );
                let mut d = deduction(ctx, Strategy::UniqueRectangle4, &rect, reason);
                d.eliminations = vec![(p, b), (q, b)];
                d.houses = vec![HouseId::new(h)];
                return Some(finish(ctx, d));
            }
        }
    }
    None
}

pub(crate) fn bug_plus_one(ctx: &Ctx) -> Option<Deduction> {
    let mut odd = None;
    for cell in ctx.grid.empty_cells() {
        match ctx.candidates(cell).len() {
            2 => {}
            3 if odd.is_none() => odd = Some(cell),
            _ => return None,
        }
    }
    let cell = odd?;
    let houses_of = ctx.layout.houses_of(cell);
    let mut extra = None;
    for h in 0..ctx.houses().len() {
        for digit in ctx.digits() {
            let count = ctx.places(h, digit).count_ones();
            let in_odd_house = houses_of.contains(&HouseId::new(h)) && ctx.candidates(cell).contains(digit);
            match count {
                0 | 2 => {}
                3 if in_odd_house && extra.is_none_or(|x| x == digit) => extra = Some(digit),
                _ => return None,
            }
        }
    }
    let digit = extra?;
    // The extra digit must have three places in every house of the cell.
    if houses_of.iter().any(|&h| ctx.places(h.index(), digit).count_ones() != 3) {
        return None;
    }
    let mut d = Deduction::new(Strategy::Bug1);
    d.placements.push((cell, digit));
    d.cells.push(cell);
    d.digits = DigitSet::single(digit);
    d.explanation = format!(
        "BUG+1: every empty cell has two candidates except {}; without {digit} there the grid would be a \
         bivalue graveyard with no unique solution, so {} is {digit}.",
        ctx.layout.cell_name(cell),
        ctx.layout.cell_name(cell),
        digit = symbol(digit)
    );
    Some(d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::rated_paths::each_position;
    use crate::logic::LayoutIndex;

    /// Along the solve paths of 60 rated puzzles, the rectangles are every swappable one
    /// with one or two cells holding more than its two digits, in row and column order.
    #[test]
    fn the_rectangles_are_those_with_one_or_two_roofs() {
        let mut found = 0;
        each_position(60, |line, puzzle, grid, _| {
            let (layout, index) = (puzzle.layout(), LayoutIndex::new(puzzle.layout()));
            let ctx = Ctx::new(layout, &index, grid, true);
            let mut expected = Vec::new();
            let corners = (0..9).flat_map(|r1| (r1 + 1..9).map(move |r2| (r1, r2)));
            let corners =
                corners.flat_map(|(r1, r2)| (0..9).flat_map(move |c1| (c1 + 1..9).map(move |c2| (r1, r2, c1, c2))));
            for (r1, r2, c1, c2) in corners {
                let cells = [layout.cell(r1, c1), layout.cell(r1, c2), layout.cell(r2, c1), layout.cell(r2, c2)];
                let common = cells.iter().fold(DigitSet::all(9), |set, &c| set.intersection(ctx.candidates(c)));
                for (i, x) in common.iter().enumerate() {
                    for y in common.iter().skip(i + 1) {
                        let rect = Rect { cells, digits: [x, y].into_iter().collect() };
                        let roofs = cells.iter().filter(|&&c| !extras(&ctx, &rect, c).is_empty()).count();
                        if (1..=2).contains(&roofs) && swappable(&ctx, &cells) {
                            expected.push((cells, rect.digits));
                        }
                    }
                }
            }
            let rects: Vec<_> = rectangles(&ctx).iter().map(|rect| (rect.cells, rect.digits)).collect();
            assert_eq!(rects, expected, "{line}");
            found += rects.len();
        });
        assert!(found > 100, "{found} rectangles");
    }
}
