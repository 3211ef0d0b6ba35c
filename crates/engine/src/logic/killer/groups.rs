//! The groups of houses the 45 rule reads as one region ([`super::innies`],
//! [`super::sums`]): runs of adjacent rows or columns, and adjacent boxes or jigsaw
//! regions, each named as a sentence names it.

use crate::geometry::HouseKind;
use crate::logic::context::Ctx;

/// Houses that do not overlap, read as one region.
pub(crate) struct HouseGroup {
    pub(crate) name: String,
    pub(crate) houses: Vec<usize>,
}

/// The houses of `kind`, by their index.
pub(crate) fn of_kind(ctx: &Ctx, kind: HouseKind) -> Vec<usize> {
    let mut list: Vec<usize> = (0..ctx.houses().len()).filter(|&h| ctx.house(h).kind == kind).collect();
    list.sort_by_key(|&h| ctx.house(h).index);
    list
}

/// Whether a cell of house `a` and a cell of house `b` share a side.
pub(crate) fn touching(ctx: &Ctx, a: usize, b: usize) -> bool {
    let size = ctx.size;
    ctx.house(a).cells.iter().any(|&x| {
        ctx.house(b).cells.iter().any(|&y| {
            let (rx, cx, ry, cy) = (x.index() / size, x.index() % size, y.index() / size, y.index() % size);
            rx.abs_diff(ry) + cx.abs_diff(cy) == 1
        })
    })
}

/// Runs of 2 to `longest` adjacent rows, then of columns: "rows 1-3".
pub(crate) fn runs(ctx: &Ctx, longest: usize) -> Vec<HouseGroup> {
    let mut found = Vec::new();
    for (kind, plural) in [(HouseKind::Row, "rows"), (HouseKind::Column, "columns")] {
        let lines = of_kind(ctx, kind);
        for len in 2..=longest {
            for run in lines.windows(len) {
                let (first, last) = (ctx.house(run[0]).index + 1, ctx.house(run[len - 1]).index + 1);
                found.push(HouseGroup { name: format!("{plural} {first}-{last}"), houses: run.to_vec() });
            }
        }
    }
    found
}

/// The pairs of `areas` (boxes or regions, by index) that share a side: "boxes 1 and 2".
pub(crate) fn adjacent_pairs(ctx: &Ctx, areas: &[usize], plural: &str) -> Vec<HouseGroup> {
    let mut found = Vec::new();
    for (i, &a) in areas.iter().enumerate() {
        for &b in &areas[i + 1..] {
            if touching(ctx, a, b) {
                let name = format!("{plural} {} and {}", ctx.house(a).index + 1, ctx.house(b).index + 1);
                found.push(HouseGroup { name, houses: vec![a, b] });
            }
        }
    }
    found
}
