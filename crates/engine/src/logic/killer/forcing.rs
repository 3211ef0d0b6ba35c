//! Cage Forcing Chain, the killer's last resort: the dynamic forcing chains of
//! [`super::super::forcing`], whose branches also walk the fillings of every cage with a
//! sum (a cage left no filling that fits its sum breaks the branch, and a cell keeps only
//! the digits some filling gives it).
//!
//! It is tried after every other strategy, so a puzzle the other strategies solve keeps
//! its path and rating. It finds nothing on a board without summed cages, and nothing
//! more than the dynamic chains on a board with variant constraints, whose branches walk
//! the cages already: there it returns `None` at once.

use std::sync::Arc;

use super::super::context::Ctx;
use super::super::forcing::{cell_forcing, contradiction, is_small, unit_forcing, ANY, MAX_WIDE_VARIANT_CELLS};
use super::super::probe::Probes;
use super::super::propagate::Propagation;
use super::super::rules::Rules;
use super::super::{Deduction, Strategy};
use super::{cage_name, summed_cages};
use crate::digits::{Cell, Digit};

/// The most cages a sentence names before it says how many more there are.
const LISTED_CAGES: usize = 4;

pub(crate) fn cage_forcing_chain(ctx: &Ctx) -> Option<Deduction> {
    if !ctx.constraints().is_empty() || summed_cages(ctx).next().is_none() {
        return None;
    }
    if ctx.layout.cell_count() > MAX_WIDE_VARIANT_CELLS && !is_small(ctx) {
        return None;
    }
    // Without constraints, the rules' walked cells are the summed cages, in board order.
    let rules = Arc::new(Rules::new(ctx.layout, &[]));
    let probes = &mut Probes::following(ctx, Strategy::CageForcingChain, Propagation::Locked, Some(rules));
    probes.followers = Some(followers);
    // The narrow forms first, as the static chains search them: most steps are found
    // there, and each branch here walks cages, so the wide forms are searched only after.
    contradiction(probes, (1, 2))
        .or_else(|| cell_forcing(probes, (2, 2)))
        .or_else(|| unit_forcing(probes, (2, 2)))
        .or_else(|| contradiction(probes, (3, 3)))
        .or_else(|| cell_forcing(probes, (3, ANY)))
        .or_else(|| unit_forcing(probes, (3, ANY)))
        .or_else(|| contradiction(probes, (4, ANY)))
}

/// What the branches from `branches` follow, naming the cages whose sums removed a digit
/// in one of them: "the singles, locked candidates and the sum of cage 14 at r1c1 (3 cells)".
fn followers(probes: &mut Probes, branches: &[(Cell, Digit)]) -> String {
    let mut used: Vec<usize> = Vec::new();
    for &branch in branches {
        for k in probes.probe(branch).branch.walks_used() {
            if !used.contains(&k) {
                used.push(k);
            }
        }
    }
    used.sort_unstable();
    let ctx = probes.ctx;
    let cages: Vec<String> = summed_cages(ctx)
        .enumerate()
        .filter(|(k, _)| used.contains(k))
        .map(|(_, (_, cage, _))| cage_name(ctx, cage))
        .collect();
    let named = match cages.as_slice() {
        [] => return "the singles, locked candidates and the cage sums".to_string(),
        [one] => return format!("the singles, locked candidates and the sum of {one}"),
        [init @ .., last] if init.len() <= LISTED_CAGES => format!("{} and {last}", init.join(", ")),
        many => format!("{} and {} more cages", many[..LISTED_CAGES].join(", "), many.len() - LISTED_CAGES),
    };
    format!("the singles, locked candidates and the sums of {named}")
}
