//! Brute force, the explicit last step: when no strategy applies, the digit of the
//! cell with the fewest candidates is copied from the solution. It is labelled as such
//! in every log, and it makes the rating say "guess".

use super::context::Ctx;
use super::deduction::symbol;
use super::{Deduction, Strategy};
use crate::digits::{Digit, DigitSet};

pub(crate) fn brute_force(ctx: &Ctx, solution: &[Digit]) -> Option<Deduction> {
    let cell = ctx
        .grid
        .empty_cells()
        .filter(|&c| solution.get(c.index()).is_some_and(|&v| ctx.candidates(c).contains(v)))
        .min_by_key(|&c| ctx.candidates(c).len())?;
    let digit = *solution.get(cell.index())?;
    let mut d = Deduction::new(Strategy::BruteForce);
    d.placements.push((cell, digit));
    d.cells.push(cell);
    d.digits = DigitSet::single(digit);
    d.explanation = format!(
        "Brute Force: no logical strategy applies here, so {digit} is taken from the solution for {} (a guess, \
         not a deduction).",
        ctx.layout.cell_name(cell),
        digit = symbol(digit)
    );
    Some(d)
}
