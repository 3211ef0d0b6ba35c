//! Innie-Outie Sums: the 45 rule read as an equation over any number of cells. A house or
//! a group of houses (runs of rows or columns, adjacent boxes or regions, three boxes in
//! an L, a square of four boxes) sums to `k` times N(N+1)/2. Take off the cages wholly inside it: the cells left
//! (the innies) make a cage of known sum, however many they are. Or, when every innie
//! lies in a cage that reaches outside, each such cage's part inside is its sum less its
//! part outside, so the loose innies less the outies make a known difference
//! ("r1c9 + r2c9 - r3c1 - r3c2 = 7"). Each cell keeps the digits some solution of the
//! equation gives it: cells that see each other differ, and each term within 1..N.
//!
//! [`Strategy::InnieOutieSum`]; only from [`Edition::V2`]. The one- and two-cell forms
//! are [`Strategy::InniesOuties`] and [`Strategy::GroupInniesOuties`], earlier in the solve
//! order, which find those first.

use super::cages_against;
use super::groups::{adjacent_pairs, of_kind, runs, touching, HouseGroup};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::{HouseId, HouseKind};
use crate::logic::cellset::CellSet;
use crate::logic::context::Ctx;
use crate::logic::deduction::cell_list;
use crate::logic::{Deduction, Edition, Strategy};

/// Equations with more open cells than this are not solved.
const MAX_CELLS: usize = 9;
/// Nodes the exact walk of one equation may visit before it gives up.
const NODE_BUDGET: usize = 20_000;

pub(crate) fn innie_outie_sums(ctx: &Ctx) -> Option<Deduction> {
    if !ctx.edition().has(Edition::V2) || ctx.layout.cages().is_empty() {
        return None;
    }
    groups(ctx).iter().find_map(|g| analyse(ctx, g))
}

/// Every house, runs of 2 to N-1 adjacent rows or columns, pairs of adjacent boxes or
/// regions, three boxes in an L and squares of four boxes.
fn groups(ctx: &Ctx) -> Vec<HouseGroup> {
    let mut found: Vec<HouseGroup> =
        (0..ctx.houses().len()).map(|h| HouseGroup { name: ctx.house(h).to_string(), houses: vec![h] }).collect();
    found.extend(runs(ctx, ctx.size - 1));
    let size = ctx.size;
    let touch = |a: usize, b: usize| touching(ctx, a, b);
    for (kind, plural) in [(HouseKind::Box, "boxes"), (HouseKind::Region, "regions")] {
        let areas = of_kind(ctx, kind);
        found.extend(adjacent_pairs(ctx, &areas, plural));
        // Three boxes in an L and squares of four: connected sets of boxes within a 2x2 block.
        if kind == HouseKind::Box {
            let linked = |set: &[usize]| {
                (0..set.len())
                    .flat_map(|x| (x + 1..set.len()).map(move |y| (x, y)))
                    .filter(|&(x, y)| touch(set[x], set[y]))
                    .count()
            };
            let name = |set: &[usize]| {
                let names: Vec<String> = set.iter().map(|&h| (ctx.house(h).index + 1).to_string()).collect();
                format!("boxes {}", names.join(", "))
            };
            for (i, &a) in areas.iter().enumerate() {
                for (j, &b) in areas.iter().enumerate().skip(i + 1) {
                    for (k, &c) in areas.iter().enumerate().skip(j + 1) {
                        // Three boxes with two links and not in one band or stack: an L.
                        let three = [a, b, c];
                        let straight = |t: &[usize]| {
                            let (width, height) = (ctx.layout.geometry().box_width, ctx.layout.geometry().box_height);
                            let corners: Vec<usize> =
                                t.iter().filter_map(|&h| ctx.house(h).cells.first().map(|c| c.index())).collect();
                            let band = |c: &usize| c / size / height;
                            let stack = |c: &usize| c % size / width;
                            let first = corners.first().copied().unwrap_or_default();
                            corners.iter().all(|c| band(c) == band(&first))
                                || corners.iter().all(|c| stack(c) == stack(&first))
                        };
                        if linked(&three) == 2 && !straight(&three) {
                            found.push(HouseGroup { name: name(&three), houses: three.to_vec() });
                        }
                        for &e in areas.iter().skip(k + 1) {
                            let square = [a, b, c, e];
                            if linked(&square) == 4 && !straight(&square[..3]) {
                                found.push(HouseGroup { name: name(&square), houses: square.to_vec() });
                            }
                        }
                    }
                }
            }
        }
    }
    found
}

fn value_of(ctx: &Ctx, cell: Cell) -> Option<i64> {
    ctx.grid.value(cell).map(|d| i64::from(d.get()))
}

/// The innies' equation of `group`, then its innies-against-outies equation.
fn analyse(ctx: &Ctx, group: &HouseGroup) -> Option<Deduction> {
    let n = ctx.size as i64;
    let total = group.houses.len() as i64 * n * (n + 1) / 2;
    let cells: Vec<Cell> = group.houses.iter().flat_map(|&h| ctx.house(h).cells.iter().copied()).collect();
    let inside_set: CellSet = cells.iter().copied().collect();
    let (inside, covering) = cages_against(ctx, &inside_set);
    let inside_sum: i64 = inside.iter().map(|&(_, s)| s).sum();
    let in_inside = |c: Cell| inside.iter().any(|(cage, _)| cage.cells.contains(&c));
    let innies: Vec<Cell> = cells.iter().copied().filter(|&c| !in_inside(c)).collect();
    let anchors = |list: &[(&crate::geometry::Cage, i64)]| {
        let names: Vec<Cell> = list.iter().filter_map(|(cage, _)| cage.anchor()).collect();
        cell_list(ctx.layout, &names)
    };
    if !inside.is_empty() {
        let terms: Vec<(Cell, i64)> = innies.iter().map(|&c| (c, 1)).collect();
        let why = format!(
            "{} sums to {total}; the cages wholly inside it (at {}) sum to {inside_sum}; so its other cells (the \
             innies) sum to {}",
            group.name,
            anchors(&inside),
            total - inside_sum
        );
        if let Some(d) = restrict(ctx, group, &cells, &terms, total - inside_sum, &why) {
            return Some(d);
        }
    }
    // Innies against outies: every innie is loose (in no cage) or in a covering cage.
    if covering.is_empty() {
        return None;
    }
    let in_covering = |c: Cell| covering.iter().any(|(cage, _)| cage.cells.contains(&c));
    let covering_sum: i64 = covering.iter().map(|&(_, s)| s).sum();
    let mut terms: Vec<(Cell, i64)> = innies.iter().copied().filter(|&c| !in_covering(c)).map(|c| (c, 1)).collect();
    terms.extend(
        covering
            .iter()
            .flat_map(|(cage, _)| cage.cells.iter().copied())
            .filter(|&c| !inside_set.contains(c))
            .map(|c| (c, -1)),
    );
    let target = total - inside_sum - covering_sum;
    let why = format!(
        "{} sums to {total}; the cages {}that reach outside it (at {}) sum to {covering_sum}{}; so its cells in no \
         such cage less the cells those cages have outside it make {target}",
        group.name,
        if inside.is_empty() { String::new() } else { format!("inside it sum to {inside_sum}, and those ") },
        anchors(&covering),
        if inside.is_empty() { String::new() } else { format!(" (at {})", anchors(&inside)) },
    );
    restrict(ctx, group, &cells, &terms, target, &why)
        .or_else(|| mixed(ctx, group, &cells, &inside_set, &inside, &covering))
}

/// From [`Edition::V3`]: the innies-against-outies equation with each cage that reaches
/// outside the group counted from the side with fewer open cells: its cells inside as
/// innies, or its sum less its cells outside (outies). The two forms above count every
/// such cage the same way; this one is tried when it differs from both.
fn mixed(
    ctx: &Ctx,
    group: &HouseGroup,
    cells: &[Cell],
    inside_set: &CellSet,
    inside: &[(&crate::geometry::Cage, i64)],
    covering: &[(&crate::geometry::Cage, i64)],
) -> Option<Deduction> {
    if !ctx.edition().has(Edition::V3) || covering.len() < 2 {
        return None;
    }
    let open = |list: &[Cell]| list.iter().filter(|&&c| ctx.grid.value(c).is_none()).count();
    let in_inside = |c: Cell| inside.iter().any(|(cage, _)| cage.cells.contains(&c));
    let in_covering = |c: Cell| covering.iter().any(|(cage, _)| cage.cells.contains(&c));
    let inside_sum: i64 = inside.iter().map(|&(_, s)| s).sum();
    let n = ctx.size as i64;
    let mut target = group.houses.len() as i64 * n * (n + 1) / 2 - inside_sum;
    let mut terms: Vec<(Cell, i64)> =
        cells.iter().copied().filter(|&c| !in_inside(c) && !in_covering(c)).map(|c| (c, 1)).collect();
    let (mut as_innies, mut as_outies) = (Vec::new(), Vec::new());
    let mut outies: Vec<(Cell, i64)> = Vec::new();
    for &(cage, sum) in covering {
        let (within, without): (Vec<Cell>, Vec<Cell>) = cage.cells.iter().partition(|&&c| inside_set.contains(c));
        if open(&within) <= open(&without) {
            terms.extend(within.iter().map(|&c| (c, 1)));
            as_innies.push((cage, sum));
        } else {
            outies.extend(without.iter().map(|&c| (c, -1)));
            target -= sum;
            as_outies.push((cage, sum));
        }
    }
    // The innies first, in board order, then the outies: "r1c1 + r1c9 - r2c1 = 5".
    terms.sort_by_key(|&(c, _)| c.index());
    outies.sort_by_key(|&(c, _)| c.index());
    terms.extend(outies);
    // Every cage on one side is one of the two forms above.
    if as_innies.is_empty() || as_outies.is_empty() {
        return None;
    }
    let anchors = |list: &[(&crate::geometry::Cage, i64)]| {
        let names: Vec<Cell> = list.iter().filter_map(|(cage, _)| cage.anchor()).collect();
        cell_list(ctx.layout, &names)
    };
    let outie_sum: i64 = as_outies.iter().map(|&(_, s)| s).sum();
    let why = format!(
        "{} sums to {}{}; the cages at {} reach outside it and sum to {outie_sum}, so their cells inside it are \
         {outie_sum} less their cells outside it; so the other cells of {} (the innies) less those outside cells \
         (the outies) make {target}",
        group.name,
        group.houses.len() as i64 * n * (n + 1) / 2,
        if inside.is_empty() {
            String::new()
        } else {
            format!(" and the cages wholly inside it (at {}) to {inside_sum}", anchors(inside))
        },
        anchors(&as_outies),
        group.name,
    );
    restrict(ctx, group, cells, &terms, target, &why)
}

/// Solves `Σ sign·digit = target` over `terms` (placed cells move to the target) and
/// removes the candidates no solution gives.
fn restrict(
    ctx: &Ctx,
    group: &HouseGroup,
    cells: &[Cell],
    terms: &[(Cell, i64)],
    target: i64,
    why: &str,
) -> Option<Deduction> {
    let placed: i64 = terms.iter().filter_map(|&(c, s)| value_of(ctx, c).map(|v| s * v)).sum();
    let open: Vec<(Cell, i64)> = terms.iter().copied().filter(|&(c, _)| ctx.grid.value(c).is_none()).collect();
    // One or two innies alone are the earlier strategies' (and too many is too long).
    if open.is_empty() || open.len() > MAX_CELLS {
        return None;
    }
    let goal = target - placed;
    let supported = solve(ctx, &open, goal)?;
    let mut d = Deduction::new(Strategy::InnieOutieSum);
    for (&(cell, _), &ok) in open.iter().zip(&supported) {
        d.eliminations.extend(ctx.candidates(cell).difference(ok).iter().map(|x| (cell, x)));
    }
    if d.eliminations.is_empty() {
        return None;
    }
    let equation = equation_text(ctx, &open, goal);
    d.digits = open.iter().fold(DigitSet::EMPTY, |all, &(c, _)| all.union(ctx.candidates(c)));
    d.explanation = format!(
        "{}: {why}: {equation}, which no other digits make: remove {}.",
        Strategy::InnieOutieSum,
        d.eliminations_text(ctx.layout)
    );
    d.cells = cells.to_vec();
    d.houses = group.houses.iter().map(|&h| HouseId::new(h)).collect();
    Some(d)
}

/// "r1c9 + r2c9 - r3c1 = 7".
fn equation_text(ctx: &Ctx, open: &[(Cell, i64)], goal: i64) -> String {
    let mut text = String::new();
    for (i, &(cell, sign)) in open.iter().enumerate() {
        let name = ctx.layout.cell_name(cell);
        text += &match (i, sign > 0) {
            (0, true) => name,
            (0, false) => format!("-{name}"),
            (_, true) => format!(" + {name}"),
            (_, false) => format!(" - {name}"),
        };
    }
    format!("{text} = {goal}")
}

/// The digits each open cell takes in some solution of the equation (cells that see each
/// other differ); `None` when the walk ran out of budget or found no solution (a broken
/// position is left to the other strategies).
fn solve(ctx: &Ctx, open: &[(Cell, i64)], goal: i64) -> Option<Vec<DigitSet>> {
    let domains: Vec<Vec<i64>> =
        open.iter().map(|&(c, s)| ctx.candidates(c).iter().map(|d| s * i64::from(d.get())).collect()).collect();
    // The least and most the cells from `i` on can add.
    let mut low = vec![0i64; open.len() + 1];
    let mut high = vec![0i64; open.len() + 1];
    for i in (0..open.len()).rev() {
        low[i] = low[i + 1] + domains[i].iter().copied().min()?;
        high[i] = high[i + 1] + domains[i].iter().copied().max()?;
    }
    let sees: Vec<Vec<bool>> =
        open.iter().map(|&(a, _)| open.iter().map(|&(b, _)| a != b && ctx.sees(a, b)).collect()).collect();
    let unsupported = domains.iter().map(Vec::len).sum();
    let mut walk = Walk {
        open,
        domains: &domains,
        low: &low,
        high: &high,
        sees: &sees,
        chosen: Vec::new(),
        nodes: 0,
        unsupported,
    };
    let mut supported = vec![DigitSet::EMPTY; open.len()];
    walk.search(0, goal, &mut supported);
    (walk.nodes <= NODE_BUDGET && supported.iter().all(|s| !s.is_empty())).then_some(supported)
}

struct Walk<'w> {
    open: &'w [(Cell, i64)],
    domains: &'w [Vec<i64>],
    low: &'w [i64],
    high: &'w [i64],
    sees: &'w [Vec<bool>],
    chosen: Vec<i64>,
    nodes: usize,
    /// Candidates no solution found so far gives: the walk stops when none is left.
    unsupported: usize,
}

impl Walk<'_> {
    fn search(&mut self, i: usize, left: i64, supported: &mut [DigitSet]) {
        self.nodes += 1;
        if self.nodes > NODE_BUDGET || self.unsupported == 0 {
            return;
        }
        if i == self.open.len() {
            if left == 0 {
                for (j, &term) in self.chosen.iter().enumerate() {
                    let digit = u8::try_from(term.abs()).ok().and_then(Digit::new);
                    if let Some(digit) = digit.filter(|&x| !supported[j].contains(x)) {
                        supported[j] = supported[j].union(DigitSet::single(digit));
                        self.unsupported -= 1;
                    }
                }
            }
            return;
        }
        for &term in &self.domains[i] {
            let rest = left - term;
            if rest < self.low[i + 1] || rest > self.high[i + 1] {
                continue;
            }
            let digit = term.abs();
            if self.chosen.iter().enumerate().any(|(j, &t)| self.sees[i][j] && t.abs() == digit) {
                continue;
            }
            self.chosen.push(term);
            self.search(i + 1, rest, supported);
            self.chosen.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Cage, Geometry, Layout, Variant};
    use crate::grid::Grid;
    use crate::logic::context::LayoutIndex;

    #[test]
    fn only_the_second_edition_has_the_step() {
        // Row 1 holds a cage of 21 in six cells: the other three sum to 24.
        let cage = Cage::new((0..6).map(Cell::new).collect(), Some(21));
        let variant = Variant { cages: Some(vec![cage]), ..Variant::default() };
        let layout = Layout::new(Geometry::new(3, 3, variant)).expect("valid cage");
        let grid = Grid::from_values(&layout, &[None; 81]);
        let found = |edition: Edition| {
            let index = LayoutIndex::new(&layout).with_edition(edition);
            innie_outie_sums(&Ctx::new(&layout, &index, &grid, false)).map(|d| d.eliminations.len())
        };
        assert_eq!(found(Edition::V1), None);
        assert_eq!(found(Edition::V2), Some(18));
    }
}
