//! Constraint Rule: what one rule's pairs of cells allow, followed along the rule (a
//! thermometer's bounds from its bulb and its tip, the digits a dot allows, the digits a
//! whisper keeps away), the digits a placed or narrowed cell forbids a knight's or a
//! king's move away or beside it, the digits of odd, even and pencil-marked cells, and
//! what a skyscraper or sandwich clue allows along its line ([`super::clues`]).

use super::super::context::Ctx;
use super::super::deduction::{join_or, symbol};
use super::super::{Deduction, Strategy};
use super::clues::clue_narrowing;
use super::narrowing;
use crate::constraint::family::Scope;
use crate::constraint::{Constraint, Pair};
use crate::digits::{Cell, DigitSet};

/// The first rule, in the puzzle's order, whose pairs or cells narrow a candidate.
pub(crate) fn constraint_rule(ctx: &Ctx) -> Option<Deduction> {
    ctx.constraints().iter().enumerate().find_map(|(k, constraint)| {
        if let Some((cell, mask)) = constraint.unary(ctx.size) {
            return one_cell(ctx, constraint, cell, DigitSet::from_bits(mask));
        }
        if let Some((cells, before, after)) = clue_narrowing(ctx, constraint) {
            return narrowing(
                ctx,
                Strategy::ConstraintRule,
                &cells,
                &before,
                &after,
                &constraint.label(ctx.layout),
                "",
            );
        }
        if constraint.scope(ctx.layout) == Scope::Board {
            from_each_cell(ctx, constraint, ctx.pairs(k))
        } else {
            along(ctx, constraint, ctx.pairs(k))
        }
    })
}

/// An odd, even or pencil-marked cell keeps only the digits it allows.
fn one_cell(ctx: &Ctx, constraint: &Constraint, cell: Cell, allowed: DigitSet) -> Option<Deduction> {
    if cell.index() >= ctx.layout.cell_count() {
        return None;
    }
    let before = ctx.domain(cell);
    let after = before.intersection(allowed);
    narrowing(ctx, Strategy::ConstraintRule, &[cell], &[before], &[after], &constraint.label(ctx.layout), "")
}

/// The digits of a cell that no digit of its partner allows, for one pair: `(a, b)` keeps
/// the digits of `a` that some digit of `b` allows.
fn supported(pair: &Pair, a: DigitSet, b: DigitSet) -> (DigitSet, DigitSet) {
    let (_, _, relation) = *pair;
    let keep_a = a.iter().filter(|x| b.iter().any(|y| relation.allows(x.get(), y.get()))).collect();
    let keep_b = b.iter().filter(|y| a.iter().any(|x| relation.allows(x.get(), y.get()))).collect();
    (keep_a, keep_b)
}

/// A rule of a few cells: its pairs narrow each other until nothing changes.
fn along(ctx: &Ctx, constraint: &Constraint, pairs: &[Pair]) -> Option<Deduction> {
    if pairs.is_empty() {
        return None;
    }
    let mut cells: Vec<Cell> = Vec::new();
    for &(a, b, _) in pairs {
        for cell in [a, b] {
            if !cells.contains(&cell) && cell.index() < ctx.layout.cell_count() {
                cells.push(cell);
            }
        }
    }
    let at = |cells: &[Cell], cell: Cell| cells.iter().position(|&c| c == cell);
    let before: Vec<DigitSet> = cells.iter().map(|&c| ctx.domain(c)).collect();
    let mut after = before.clone();
    let mut changed = true;
    while changed {
        changed = false;
        for pair in pairs {
            let (Some(i), Some(j)) = (at(&cells, pair.0), at(&cells, pair.1)) else { continue };
            let (a, b) = supported(pair, after[i], after[j]);
            if a != after[i] || b != after[j] {
                changed = true;
                after[i] = a;
                after[j] = b;
            }
        }
    }
    narrowing(ctx, Strategy::ConstraintRule, &cells, &before, &after, &constraint.label(ctx.layout), "")
}

/// A rule of the whole board: the first cell whose digits forbid some candidate of a
/// cell it is paired with (a knight's or king's move away, or beside it).
fn from_each_cell(ctx: &Ctx, constraint: &Constraint, pairs: &[Pair]) -> Option<Deduction> {
    ctx.layout.cells().find_map(|source| {
        let from = ctx.domain(source);
        let mut cells = Vec::new();
        let (mut before, mut after) = (Vec::new(), Vec::new());
        for pair in pairs.iter().filter(|p| p.0 == source || p.1 == source) {
            let other = if pair.0 == source { pair.1 } else { pair.0 };
            if ctx.grid.value(other).is_some() || other.index() >= ctx.layout.cell_count() {
                continue;
            }
            let was = ctx.domain(other);
            let now = if pair.0 == source { supported(pair, from, was).1 } else { supported(pair, was, from).0 };
            if now != was && !cells.contains(&other) {
                cells.push(other);
                before.push(was);
                after.push(now);
            }
        }
        let digits: Vec<String> = from.iter().map(|d| symbol(d).to_string()).collect();
        let holds = match digits.len() {
            1 => format!("{} is {}", ctx.layout.cell_name(source), digits.join("")),
            _ => format!("{} holds {}", ctx.layout.cell_name(source), join_or(&digits)),
        };
        let why = format!(", since {holds}");
        let mut found =
            narrowing(ctx, Strategy::ConstraintRule, &cells, &before, &after, &constraint.label(ctx.layout), &why)?;
        found.cells.insert(0, source);
        Some(found)
    })
}
