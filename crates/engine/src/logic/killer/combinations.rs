//! Cage Combinations: a cage of `n` cells summing to `s` holds one of the sets of `n`
//! different digits that sum to `s` and fit its cells' candidates. A digit that no
//! filling of the cage with one of those sets gives a cell leaves it (so a digit every set
//! holds that only one cell can take is left alone there, for a naked single).

use super::{cage_name, excluded, options, sets_text, summed_cages};
use crate::geometry::Cage;
use crate::logic::context::Ctx;
use crate::logic::{Deduction, Strategy};

pub(crate) fn cage_combinations(ctx: &Ctx) -> Option<Deduction> {
    summed_cages(ctx).find_map(|(_, cage, _)| eliminate(ctx, cage))
}

fn eliminate(ctx: &Ctx, cage: &Cage) -> Option<Deduction> {
    let found = options(ctx, cage)?;
    if found.combos.is_empty() {
        return None;
    }
    let eliminations = excluded(ctx, cage, &found.digits);
    if eliminations.is_empty() {
        return None;
    }
    let mut d = Deduction::new(Strategy::CageCombination);
    d.eliminations = eliminations;
    d.cells = cage.cells.clone();
    d.digits = found.combos.iter().fold(Default::default(), |all, &c| all.union(c));
    d.explanation = format!(
        "{}: {} can only hold {}: remove {}.",
        Strategy::CageCombination,
        cage_name(ctx, cage),
        sets_text(&found.combos),
        d.eliminations_text(ctx.layout)
    );
    Some(d)
}
