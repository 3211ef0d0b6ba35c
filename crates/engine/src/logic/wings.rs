//! XY-Wing and XYZ-Wing (as Sudoku Savant defines them) and W-Wing.
//!
//! XY-Wing: a stem A with candidates {x,y} and two branches B {x,z} and C {y,z}, A
//! sharing a house with each branch and B and C sharing none; whichever A holds, one
//! branch is z, so z leaves every cell that sees both branches. XYZ-Wing: the stem is
//! {x,y,z}, and z leaves the cells that see the stem and both branches.
//! W-Wing: two cells {x,y} that do not see each other, joined by a house where x has
//! only two places, one seeing each cell; one of the two cells is y.

use super::cellset::CellSet;
use super::context::Ctx;
use super::deduction::symbol;
use super::{Deduction, Strategy};
use crate::digits::{Cell, DigitSet};
use crate::geometry::HouseId;

fn cells_with(ctx: &Ctx, count: usize) -> Vec<Cell> {
    ctx.grid.empty_cells().filter(|&c| ctx.candidates(c).len() == count).collect()
}

pub(crate) fn xy_wing(ctx: &Ctx) -> Option<Deduction> {
    wing(ctx, false)
}

pub(crate) fn xyz_wing(ctx: &Ctx) -> Option<Deduction> {
    wing(ctx, true)
}

fn wing(ctx: &Ctx, xyz: bool) -> Option<Deduction> {
    let bivalue_cells = cells_with(ctx, 2);
    let bivalue: CellSet = bivalue_cells.iter().copied().collect();
    let stems = if xyz { cells_with(ctx, 3) } else { bivalue_cells };
    let mut branches: Vec<Cell> = Vec::new();
    for stem in stems {
        let s = ctx.candidates(stem);
        // The bivalue cells the stem sees, in order.
        branches.clear();
        branches.extend(ctx.peers(stem).and(&bivalue).iter().filter(|&b| b != stem));
        for (i, &b) in branches.iter().enumerate() {
            for &c in &branches[i + 1..] {
                let (cb, cc) = (ctx.candidates(b), ctx.candidates(c));
                if ctx.sees(b, c) || cb == cc {
                    continue;
                }
                let common = cb.intersection(cc);
                let Some(z) = common.single_digit() else { continue };
                let fits = if xyz {
                    cb.is_subset(s) && cc.is_subset(s) && cb.union(cc) == s
                } else {
                    !s.contains(z) && cb.union(cc).difference(DigitSet::single(z)) == s
                };
                if !fits {
                    continue;
                }
                let mut seen = ctx.peers(b).and(ctx.peers(c)).and(ctx.digit_cells(z));
                if xyz {
                    seen = seen.and(ctx.peers(stem));
                }
                seen.remove(stem);
                if seen.is_empty() {
                    continue;
                }
                let strategy = if xyz { Strategy::XYZWing } else { Strategy::XYWing };
                let mut d = Deduction::new(strategy);
                d.eliminations = seen.iter().map(|t| (t, z)).collect();
                d.cells = vec![stem, b, c];
                d.digits = s.union(cb).union(cc);
                let name = |x: Cell| ctx.layout.cell_name(x);
                d.explanation = format!(
                    "{strategy}: the stem {} ({}) sees the branches {} ({}) and {} ({}); whatever the stem holds, \
                     {z} goes in {}: remove {}.",
                    name(stem),
                    super::deduction::digit_list(s),
                    name(b),
                    super::deduction::digit_list(cb),
                    name(c),
                    super::deduction::digit_list(cc),
                    if xyz { "the stem or one of the branches" } else { "one of the branches" },
                    d.eliminations_text(ctx.layout),
                    z = symbol(z)
                );
                return Some(d);
            }
        }
    }
    None
}

pub(crate) fn w_wing(ctx: &Ctx) -> Option<Deduction> {
    let bivalue = cells_with(ctx, 2);
    for (i, &a) in bivalue.iter().enumerate() {
        for &b in &bivalue[i + 1..] {
            let pair = ctx.candidates(a);
            if ctx.candidates(b) != pair || ctx.sees(a, b) {
                continue;
            }
            for x in pair.iter() {
                let Some(y) = pair.difference(DigitSet::single(x)).single_digit() else { continue };
                let targets = ctx.peers(a).and(ctx.peers(b)).and(ctx.digit_cells(y));
                if targets.is_empty() {
                    continue;
                }
                for h in 0..ctx.houses().len() {
                    let Some([p, q]) = ctx.pair_at(h, ctx.places(h, x)) else { continue };
                    if [p, q].iter().any(|&e| e == a || e == b) {
                        continue;
                    }
                    let linked = (ctx.sees(p, a) && ctx.sees(q, b)) || (ctx.sees(p, b) && ctx.sees(q, a));
                    if !linked {
                        continue;
                    }
                    let mut d = Deduction::new(Strategy::WWing);
                    d.eliminations = targets.iter().map(|t| (t, y)).collect();
                    d.cells = vec![a, b, p, q];
                    d.houses = vec![HouseId::new(h)];
                    d.digits = pair;
                    d.explanation =
                        format!(
                        "W-Wing: {} and {} both hold only {x} and {y}; in {}, {x} must go in {} or {}, each seeing \
                         one of them, so they cannot both be {x} and one of them is {y}: remove {}.",
                        ctx.layout.cell_name(a),
                        ctx.layout.cell_name(b),
                        ctx.house(h),
                        ctx.layout.cell_name(p),
                        ctx.layout.cell_name(q),
                        d.eliminations_text(ctx.layout), x = symbol(x), y = symbol(y)
                    );
                    return Some(d);
                }
            }
        }
    }
    None
}
