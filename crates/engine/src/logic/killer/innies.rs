//! Innies and Outies, the 45 rule: a house holds 1 to N once, so its digits sum to
//! N(N+1)/2 (45 on 9x9), and a group of `k` houses that do not overlap sums to `k` times
//! that. Take off the cages wholly inside the group: the cells left over (the innies)
//! have a known sum. Or add up the cages that cover the group: the cells they have
//! outside it (the outies) have a known sum. When one such cell remains it is placed;
//! when two remain, each keeps only the digits that can make the sum with the other.
//!
//! [`Strategy::InniesOuties`] works on one house, [`Strategy::GroupInniesOuties`] on runs
//! of adjacent rows or columns (up to half the board) and on pairs of adjacent boxes or
//! jigsaw regions.

use super::cages_against;
use super::groups::{adjacent_pairs, of_kind, runs};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::{HouseId, HouseKind};
use crate::logic::cellset::CellSet;
use crate::logic::context::Ctx;
use crate::logic::deduction::{cell_list, symbol};
use crate::logic::{Deduction, Strategy};

/// Houses that do not overlap, read as one region.
struct Group {
    name: String,
    houses: Vec<usize>,
    cells: Vec<Cell>,
}

pub(crate) fn innies_outies(ctx: &Ctx) -> Option<Deduction> {
    if ctx.layout.cages().is_empty() {
        return None;
    }
    (0..ctx.houses().len()).find_map(|h| {
        let group = Group { name: ctx.house(h).to_string(), houses: vec![h], cells: ctx.house(h).cells.clone() };
        analyse(ctx, &group, Strategy::InniesOuties)
    })
}

pub(crate) fn group_innies_outies(ctx: &Ctx) -> Option<Deduction> {
    if ctx.layout.cages().is_empty() {
        return None;
    }
    groups(ctx).iter().find_map(|g| analyse(ctx, g, Strategy::GroupInniesOuties))
}

/// Runs of 2 to N/2 adjacent rows or columns, then pairs of adjacent boxes or regions.
fn groups(ctx: &Ctx) -> Vec<Group> {
    let mut found = runs(ctx, ctx.size / 2);
    for (kind, plural) in [(HouseKind::Box, "boxes"), (HouseKind::Region, "regions")] {
        found.extend(adjacent_pairs(ctx, &of_kind(ctx, kind), plural));
    }
    found.into_iter().map(|g| Group { cells: cells(ctx, &g.houses), name: g.name, houses: g.houses }).collect()
}

fn cells(ctx: &Ctx, houses: &[usize]) -> Vec<Cell> {
    houses.iter().flat_map(|&h| ctx.house(h).cells.iter().copied()).collect()
}

fn value_of(ctx: &Ctx, cell: Cell) -> Option<i64> {
    ctx.grid.value(cell).map(|d| i64::from(d.get()))
}

fn analyse(ctx: &Ctx, group: &Group, strategy: Strategy) -> Option<Deduction> {
    let n = ctx.size as i64;
    let total = group.houses.len() as i64 * n * (n + 1) / 2;
    let inside_set: CellSet = group.cells.iter().copied().collect();
    let (inside, covering) = cages_against(ctx, &inside_set);
    let inside_sum: i64 = inside.iter().map(|&(_, s)| s).sum();
    let in_inside = |c: Cell| inside.iter().any(|(cage, _)| cage.cells.contains(&c));
    let innies: Vec<Cell> = group.cells.iter().copied().filter(|&c| !in_inside(c)).collect();
    let innies_placed: i64 = innies.iter().filter_map(|&c| value_of(ctx, c)).sum();
    let open_innies: Vec<Cell> = innies.iter().copied().filter(|&c| ctx.grid.value(c).is_none()).collect();
    let innie_sum = total - inside_sum - innies_placed;
    let anchors = |list: &[(&crate::geometry::Cage, i64)]| {
        let names: Vec<Cell> = list.iter().filter_map(|(cage, _)| cage.anchor()).collect();
        cell_list(ctx.layout, &names)
    };
    if (1..=2).contains(&open_innies.len()) && !inside.is_empty() {
        let why = format!(
            "{} sums to {total}; the cages wholly inside it (at {}) sum to {inside_sum}{}; so {} (the innies) \
             sum to {innie_sum}",
            group.name,
            anchors(&inside),
            placed_text(innies_placed, "the digits placed outside them"),
            cell_list(ctx.layout, &open_innies),
        );
        if let Some(d) = restrict(ctx, group, strategy, &open_innies, innie_sum, &why) {
            return Some(d);
        }
    }
    // Outies: every innie is placed or lies in a cage that reaches outside the group.
    let in_covering = |c: Cell| covering.iter().any(|(cage, _)| cage.cells.contains(&c));
    if covering.is_empty() || innies.iter().any(|&c| !in_covering(c) && ctx.grid.value(c).is_none()) {
        return None;
    }
    let loose_placed: i64 = innies.iter().filter(|&&c| !in_covering(c)).filter_map(|&c| value_of(ctx, c)).sum();
    let covering_sum: i64 = covering.iter().map(|&(_, s)| s).sum();
    let outies: Vec<Cell> =
        covering.iter().flat_map(|(cage, _)| cage.cells.iter().copied()).filter(|&c| !inside_set.contains(c)).collect();
    let outies_placed: i64 = outies.iter().filter_map(|&c| value_of(ctx, c)).sum();
    let open_outies: Vec<Cell> = outies.iter().copied().filter(|&c| ctx.grid.value(c).is_none()).collect();
    if !(1..=2).contains(&open_outies.len()) {
        return None;
    }
    let outside_sum = covering_sum + inside_sum + loose_placed - total;
    let outie_sum = outside_sum - outies_placed;
    let why = format!(
        "{} sums to {total}; the cages that cover it (at {}{}) sum to {}{}; so the cells they have outside it sum \
         to {outside_sum}{}, and {} (the outies) to {outie_sum}",
        group.name,
        if inside.is_empty() { String::new() } else { format!("{}, ", anchors(&inside)) },
        anchors(&covering),
        covering_sum + inside_sum,
        placed_text(loose_placed, "its placed digits outside them"),
        if outies_placed == 0 { String::new() } else { format!(" ({outies_placed} of it placed)") },
        cell_list(ctx.layout, &open_outies),
    );
    restrict(ctx, group, strategy, &open_outies, outie_sum, &why)
}

fn placed_text(sum: i64, what: &str) -> String {
    if sum == 0 {
        String::new()
    } else {
        format!(" and {what} to {sum}")
    }
}

/// One cell with a known sum is placed; two keep the digits that can make it together.
fn restrict(ctx: &Ctx, group: &Group, strategy: Strategy, cells: &[Cell], sum: i64, why: &str) -> Option<Deduction> {
    let mut d = Deduction::new(strategy);
    let digit_of = |v: i64| u8::try_from(v).ok().and_then(Digit::new).filter(|x| x.index() < ctx.size);
    match *cells {
        [cell] => {
            let digit = digit_of(sum).filter(|&x| ctx.candidates(cell).contains(x))?;
            d.placements = vec![(cell, digit)];
            d.digits = DigitSet::single(digit);
            d.explanation = format!("{strategy}: {why}: place {} in {}.", symbol(digit), ctx.layout.cell_name(cell));
        }
        [a, b] => {
            let distinct = ctx.sees(a, b);
            let fits = |x: Digit, other: Cell| {
                digit_of(sum - i64::from(x.get()))
                    .is_some_and(|y| ctx.candidates(other).contains(y) && !(distinct && y == x))
            };
            for (cell, other) in [(a, b), (b, a)] {
                d.eliminations.extend(ctx.candidates(cell).iter().filter(|&x| !fits(x, other)).map(|x| (cell, x)));
            }
            if d.eliminations.is_empty() {
                return None;
            }
            d.digits = ctx.candidates(a).union(ctx.candidates(b));
            d.explanation = format!("{strategy}: {why}: remove {}.", d.eliminations_text(ctx.layout));
        }
        _ => return None,
    }
    d.cells = group.cells.clone();
    d.houses = group.houses.iter().map(|&h| HouseId::new(h)).collect();
    Some(d)
}
