//! Simple colouring and multi-colouring (Sudoku Savant). For one digit, the two places of
//! every house that has exactly two (a conjugate pair) take opposite colours; a chain of
//! such pairs is one "cluster" whose two colours are the two possible truths.
//!
//! - Contradiction: two cells of one colour see each other, so that colour is false.
//! - Exclusion: a cell that sees both colours of a cluster cannot hold the digit.
//! - Multi-colouring: when colour X of one cluster sees colour A of another, one of their
//!   opposites Y and B is true, so a cell that sees both Y and B loses the digit (and if
//!   that cell is itself coloured Z, every Z cell does).

use super::cellset::CellSet;
use super::context::Ctx;
use super::deduction::{cell_list, symbol};
use super::patterns::Cluster;
use super::{Deduction, Strategy};
use crate::digits::{Cell, Digit, DigitSet};

/// The clusters of `digit` ([`find_clusters`]), found once per position.
fn clusters<'c>(ctx: &'c Ctx, digit: Digit) -> &'c [Cluster] {
    let per_digit = ctx.clusters.get_or_init(|| (0..ctx.size).map(|_| std::cell::OnceCell::new()).collect());
    match per_digit.get(digit.index()) {
        Some(found) => found.get_or_init(|| find_clusters(ctx, digit)),
        None => &[],
    }
}

/// The clusters of `digit` with at least two conjugate pairs; clusters that cannot be
/// two-coloured (only in broken positions) are dropped.
fn find_clusters(ctx: &Ctx, digit: Digit) -> Vec<Cluster> {
    let mut edges: Vec<(Cell, Cell)> = Vec::new();
    for h in 0..ctx.houses().len() {
        if let Some([a, b]) = ctx.pair_at(h, ctx.places(h, digit)) {
            let e = (a.min(b), a.max(b));
            if !edges.contains(&e) {
                edges.push(e);
            }
        }
    }
    // The cells coloured so far, by colour.
    let mut coloured = [CellSet::EMPTY; 2];
    let mut out = Vec::new();
    // The cells of the cluster being followed, with their colours, and those still to visit.
    let mut members: Vec<(Cell, usize)> = Vec::new();
    let mut stack: Vec<(Cell, usize)> = Vec::new();
    for &(start, _) in &edges {
        if coloured.iter().any(|set| set.contains(start)) {
            continue;
        }
        let mut ok = true;
        members.clear();
        stack.push((start, 0));
        coloured[0].insert(start);
        let mut links = 0;
        while let Some((cell, c)) = stack.pop() {
            members.push((cell, c));
            for &(a, b) in &edges {
                let other = if a == cell {
                    b
                } else if b == cell {
                    a
                } else {
                    continue;
                };
                links += 1;
                if coloured[c].contains(other) {
                    ok = false;
                } else if !coloured[1 - c].contains(other) {
                    coloured[1 - c].insert(other);
                    stack.push((other, 1 - c));
                }
            }
        }
        if ok && links >= 4 {
            let mut cluster =
                Cluster { colours: [vec![], vec![]], sets: [CellSet::EMPTY; 2], seen: [CellSet::EMPTY; 2] };
            for &(cell, c) in &members {
                cluster.colours[c].push(cell);
            }
            for c in 0..2 {
                cluster.colours[c].sort_unstable();
                cluster.sets[c] = cluster.colours[c].iter().copied().collect();
                cluster.seen[c] = cluster.colours[c].iter().fold(CellSet::EMPTY, |s, &x| s.or(ctx.peers(x)));
            }
            out.push(cluster);
        }
    }
    out
}

fn base(strategy: Strategy, digit: Digit, clusters: &[&Cluster]) -> Deduction {
    let mut d = Deduction::new(strategy);
    d.digits = DigitSet::single(digit);
    for cl in clusters {
        d.cells.extend(cl.colours[0].iter().chain(cl.colours[1].iter()));
    }
    d
}

pub(crate) fn simple(ctx: &Ctx) -> Option<Deduction> {
    for digit in ctx.digits() {
        let all = clusters(ctx, digit);
        for cl in all {
            // Exclusion: cells outside the cluster that see both colours.
            let both = cl.seen[0].and(&cl.seen[1]).and(ctx.digit_cells(digit)).minus(&cl.sets[0]).minus(&cl.sets[1]);
            if !both.is_empty() {
                let mut d = base(Strategy::SimpleColouring, digit, &[cl]);
                d.eliminations = both.iter().map(|c| (c, digit)).collect();
                d.explanation = format!(
                    "Simple Colouring (exclusion) on {digit}: following the houses where {digit} has only two \
                     places, either {} or {} hold {digit}; so {digit} cannot go in a cell that sees one of each: \
                     remove {}.",
                    cell_list(ctx.layout, &cl.colours[0]),
                    cell_list(ctx.layout, &cl.colours[1]),
                    d.eliminations_text(ctx.layout),
                    digit = symbol(digit)
                );
                return Some(d);
            }
            // Contradiction: a colour that sees itself is false.
            for c in 0..2 {
                if cl.seen[c].and(&cl.sets[c]).is_empty() {
                    continue;
                }
                let mut d = base(Strategy::SimpleColouring, digit, &[cl]);
                d.eliminations = cl.colours[c].iter().map(|&x| (x, digit)).collect();
                d.explanation = format!(
                    "Simple Colouring (contradiction) on {digit}: following the houses where {digit} has only \
                     two places, either {} or {} hold {digit}; two cells of the first group share a house, so \
                     the first group is false: remove {}.",
                    cell_list(ctx.layout, &cl.colours[c]),
                    cell_list(ctx.layout, &cl.colours[1 - c]),
                    d.eliminations_text(ctx.layout),
                    digit = symbol(digit)
                );
                return Some(d);
            }
        }
    }
    None
}

/// "{r1c1, r2c5}": a colour group, braced so that two groups read apart.
fn group(layout: &crate::geometry::Layout, cells: &[Cell]) -> String {
    let names: Vec<String> = cells.iter().map(|&c| layout.cell_name(c)).collect();
    format!("{{{}}}", names.join(", "))
}

pub(crate) fn multi(ctx: &Ctx) -> Option<Deduction> {
    for digit in ctx.digits() {
        let all = clusters(ctx, digit);
        for (i, ci) in all.iter().enumerate() {
            for (j, cj) in all.iter().enumerate() {
                if i == j {
                    continue;
                }
                for a in 0..2 {
                    for b in 0..2 {
                        // Colour a of i sees colour b of j: one of their opposites is true.
                        if ci.sets[a].and(&cj.seen[b]).is_empty() {
                            continue;
                        }
                        let (ya, yb) = (1 - a, 1 - b);
                        let mut coloured = ci.sets[0].or(&ci.sets[1]).or(&cj.sets[0]).or(&cj.sets[1]);
                        let targets = ci.seen[ya].and(&cj.seen[yb]).and(ctx.digit_cells(digit)).minus(&coloured);
                        if targets.is_empty() {
                            continue;
                        }
                        let mut elims: Vec<Cell> = targets.iter().collect();
                        // A target coloured in a third cluster makes its whole colour false.
                        for ck in all.iter() {
                            for z in 0..2 {
                                if !ck.sets[z].and(&targets).is_empty() && !ck.sets[z].minus(&coloured).is_empty() {
                                    elims.extend(ck.sets[z].minus(&coloured).iter());
                                    coloured = coloured.or(&ck.sets[z]);
                                }
                            }
                        }
                        elims.sort_unstable();
                        elims.dedup();
                        let mut d = base(Strategy::MultiColouring, digit, &[ci, cj]);
                        d.eliminations = elims.into_iter().map(|c| (c, digit)).collect();
                        d.explanation = format!(
                            "Multi-Colouring on {digit}: following the houses where {digit} has only two places, \
                             the groups {} and {} cannot both hold {digit} (a cell of one sees a cell of the \
                             other), so {} or {} does; a cell that sees both loses {digit}: \
                             remove {}.",
                            group(ctx.layout, &ci.colours[a]),
                            group(ctx.layout, &cj.colours[b]),
                            group(ctx.layout, &ci.colours[ya]),
                            group(ctx.layout, &cj.colours[yb]),
                            d.eliminations_text(ctx.layout),
                            digit = symbol(digit)
                        );
                        return Some(d);
                    }
                }
            }
        }
    }
    None
}
