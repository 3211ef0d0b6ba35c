//! Constraint Combinations under the non-consecutive rule: the orders a row, column or
//! box can still take, as a player lists a cage's combinations. No two neighbours hold
//! consecutive digits, so a house's cells cannot take their digits independently: three
//! cells in a run that can only hold 1, 2 and 3 leave no order at all, and a cell keeps
//! only the digits some order of the whole house gives it ([`house_fillings`]).

use super::super::context::Ctx;
use super::super::nc_fillings::house_fillings;
use super::super::{Deduction, Strategy};
use super::narrowing;
use crate::digits::DigitSet;
use crate::geometry::HouseId;

/// The first row, column or box (in the board's order of houses) whose orders under the
/// non-consecutive rule rule out a candidate.
pub(crate) fn non_consecutive_houses(ctx: &Ctx) -> Option<Deduction> {
    ctx.non_consecutive_houses().iter().find_map(|&(h, shape)| {
        let cells = &ctx.layout.houses()[h].cells;
        if cells.iter().all(|&c| ctx.grid.value(c).is_some()) {
            return None;
        }
        let before: Vec<DigitSet> = cells.iter().map(|&c| ctx.domain(c)).collect();
        let after = house_fillings(shape, &before)?;
        let house = ctx.house(h).to_string();
        let label = format!("Non-consecutive, {house}");
        let why = format!(", in every order of {house} whose neighbours are never consecutive");
        let mut found = narrowing(ctx, Strategy::ConstraintCombination, cells, &before, &after, &label, &why)?;
        found.houses.push(HouseId::new(h));
        Some(found)
    })
}

#[cfg(test)]
mod tests {
    use crate::constraint::family::NonConsecutive;
    use crate::constraint::Constraint;
    use crate::digits::{Cell, Digit, DigitSet};
    use crate::grid::{Grid, Puzzle};
    use crate::logic::{find_puzzle_strategy, Strategy};
    use crate::Layout;

    fn set(digits: &[u8]) -> DigitSet {
        digits.iter().filter_map(|&d| Digit::new(d)).collect()
    }

    #[test]
    fn a_row_keeps_only_what_its_orders_give() {
        // Row 1: r1c1, r1c2 and r1c4 can only be 1, 2 or 3, the rest 4 to 9. Each pair of
        // neighbours alone allows r1c1 a 2 (r1c2 could be 2 as far as the pair goes), but
        // no order of the row does: r1c1 and r1c2 touch, so they hold 1 and 3, and r1c4
        // is the 2.
        let layout = Layout::classic();
        let puzzle =
            Puzzle::empty(layout.clone()).with_constraints(vec![Constraint::NonConsecutive(NonConsecutive)]).unwrap();
        let mut grid = Grid::from_puzzle(&puzzle);
        let cell = |c: usize| Cell::new(c);
        for c in [0, 1, 3] {
            grid.set_candidates(cell(c), set(&[1, 2, 3]));
        }
        for c in [2, 4, 5, 6, 7, 8] {
            grid.set_candidates(cell(c), set(&[4, 5, 6, 7, 8, 9]));
        }
        let step = find_puzzle_strategy(&puzzle, &grid, Strategy::ConstraintCombination).expect("a step");
        assert!(step.explanation.starts_with("Non-consecutive, row 1: "), "{}", step.explanation);
        let two = Digit::new(2).unwrap();
        assert!(step.eliminations.contains(&(cell(0), two)) && step.eliminations.contains(&(cell(1), two)));
        let (one, three) = (Digit::new(1).unwrap(), Digit::new(3).unwrap());
        assert!(step.eliminations.contains(&(cell(3), one)) && step.eliminations.contains(&(cell(3), three)));
        assert!(step.eliminations.iter().all(|&(c, _)| c.index() < 9), "only row 1");
    }
}
