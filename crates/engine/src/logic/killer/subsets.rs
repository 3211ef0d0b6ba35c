//! Cage Subset: two or three cages wholly inside one house cannot share a digit, so only
//! the choices of combinations that do not overlap remain. A cage keeps only its
//! combinations in some such choice, and the digits every choice holds are locked in
//! these cages: they leave the rest of the house (the cages form a naked subset).

use super::{cage_name, excluded, options, options_where, set_text};
use crate::digits::{Cell, DigitSet};
use crate::geometry::{combinations, Cage, HouseId};
use crate::logic::context::Ctx;
use crate::logic::deduction::{digit_list, join_and};
use crate::logic::{Deduction, Strategy};

/// The most choices of combinations examined for one group of cages.
const MAX_CHOICES: usize = 4096;
/// The most choices a sentence lists.
const LISTED_CHOICES: usize = 4;

pub(crate) fn cage_subset(ctx: &Ctx) -> Option<Deduction> {
    if ctx.layout.cages().is_empty() {
        return None;
    }
    (0..ctx.houses().len()).find_map(|h| in_house(ctx, h))
}

fn in_house(ctx: &Ctx, h: usize) -> Option<Deduction> {
    let house = ctx.house_set(h);
    let cages: Vec<(&Cage, Vec<DigitSet>)> = ctx
        .layout
        .cages()
        .iter()
        .filter(|cage| cage.cells.iter().all(|&c| house.contains(c)))
        .filter_map(|cage| Some((cage, options(ctx, cage)?.combos)))
        .filter(|(_, combos)| !combos.is_empty())
        .collect();
    for size in 2..=3 {
        // Each set of `size` cages, as the bits of a digit set.
        for group in combinations(cages.len(), size, None) {
            let picked: Vec<&(&Cage, Vec<DigitSet>)> = group.iter().map(|i| &cages[i.index()]).collect();
            if picked.iter().map(|(_, c)| c.len()).product::<usize>() > MAX_CHOICES {
                continue;
            }
            if let Some(d) = examine(ctx, h, &picked) {
                return Some(d);
            }
        }
    }
    None
}

fn examine(ctx: &Ctx, h: usize, picked: &[&(&Cage, Vec<DigitSet>)]) -> Option<Deduction> {
    let lists: Vec<&[DigitSet]> = picked.iter().map(|(_, c)| c.as_slice()).collect();
    let choices = disjoint_choices(&lists);
    if choices.is_empty() {
        return None;
    }
    let locked = choices
        .iter()
        .map(|choice| choice.iter().fold(DigitSet::EMPTY, |all, &s| all.union(s)))
        .fold(DigitSet::all(ctx.size), DigitSet::intersection);
    let in_cages = |c: Cell| picked.iter().any(|(cage, _)| cage.cells.contains(&c));
    let mut d = Deduction::new(Strategy::CageSubset);
    for cell in ctx.house(h).cells.iter().copied().filter(|&c| !in_cages(c)) {
        d.eliminations.extend(ctx.candidates(cell).intersection(locked).iter().map(|x| (cell, x)));
    }
    let mut kept = Vec::new();
    for (i, (cage, combos)) in picked.iter().enumerate() {
        let remaining: Vec<DigitSet> = combos.iter().copied().filter(|s| choices.iter().any(|c| c[i] == *s)).collect();
        if remaining.len() < combos.len() {
            let found = options_where(ctx, cage, |s| remaining.contains(&s))?;
            d.eliminations.extend(excluded(ctx, cage, &found.digits));
            kept.push(format!("{} keeps only {}", cage_name(ctx, cage), super::sets_text(&remaining)));
        }
    }
    if d.eliminations.is_empty() {
        return None;
    }
    let names: Vec<String> = picked.iter().map(|(cage, _)| cage_name(ctx, cage)).collect();
    let mut listed: Vec<String> = choices
        .iter()
        .take(LISTED_CHOICES)
        .map(|choice| join_and(&choice.iter().map(|&s| set_text(s)).collect::<Vec<_>>()))
        .collect();
    if choices.len() > LISTED_CHOICES {
        listed.push(format!("{} more", choices.len() - LISTED_CHOICES));
    }
    let mut found = Vec::new();
    if !locked.is_empty() {
        found.push(format!(
            "together they always hold {}, which leave the rest of {}",
            digit_list(locked),
            ctx.house(h)
        ));
    }
    found.extend(kept);
    d.cells = picked.iter().flat_map(|(cage, _)| cage.cells.iter().copied()).collect();
    d.houses = vec![HouseId::new(h)];
    d.digits = locked;
    d.explanation = format!(
        "{}: in {}, {} share no digit, so they can only hold {}; {}: remove {}.",
        Strategy::CageSubset,
        ctx.house(h),
        join_and(&names),
        listed.join(", or "),
        found.join("; "),
        d.eliminations_text(ctx.layout)
    );
    Some(d)
}

/// Every choice of one set from each list such that no two sets share a digit.
fn disjoint_choices(lists: &[&[DigitSet]]) -> Vec<Vec<DigitSet>> {
    let mut found = Vec::new();
    let mut current = Vec::with_capacity(lists.len());
    extend(lists, DigitSet::EMPTY, &mut current, &mut found);
    found
}

fn extend(lists: &[&[DigitSet]], used: DigitSet, current: &mut Vec<DigitSet>, found: &mut Vec<Vec<DigitSet>>) {
    let Some((first, rest)) = lists.split_first() else {
        found.push(current.clone());
        return;
    };
    for &set in first.iter().filter(|s| s.intersection(used).is_empty()) {
        current.push(set);
        extend(rest, used.union(set), current, found);
        current.pop();
    }
}
