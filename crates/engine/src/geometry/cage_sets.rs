//! The digit sets a cage can still hold in a position: what a player's combination
//! calculator shows for the cage of the selected cell.

use super::cages::{combinations, Cage};
use crate::digits::{Digit, DigitSet};

impl Cage {
    /// The digit sets of [`combinations`] this cage can still hold, in their order: each
    /// holds every digit placed in the cage, and its other digits go one to an empty cell,
    /// each within the cell's marks. `values` and `marks` have one entry per cell of the
    /// board; an empty set of marks allows every digit. A digit placed twice in the cage
    /// leaves no set.
    pub fn possible_combinations(&self, values: &[Option<Digit>], marks: &[DigitSet], size: usize) -> Vec<DigitSet> {
        let mut placed = DigitSet::EMPTY;
        let mut open = Vec::new();
        for cell in &self.cells {
            match values.get(cell.index()).copied().flatten() {
                Some(digit) if placed.contains(digit) => return Vec::new(),
                Some(digit) => placed.insert(digit),
                None => {
                    let marked = marks.get(cell.index()).copied().unwrap_or_default();
                    open.push(if marked.is_empty() { DigitSet::all(size) } else { marked });
                }
            }
        }
        combinations(size, self.cells.len(), self.sum)
            .into_iter()
            .filter(|set| placed.is_subset(*set) && fits(&open, set.difference(placed)))
            .collect()
    }
}

/// Whether `digits` (as many as `cells`) go one to a cell, each within the cell's set.
fn fits(cells: &[DigitSet], digits: DigitSet) -> bool {
    let Some((first, rest)) = cells.split_first() else { return digits.is_empty() };
    first.intersection(digits).iter().any(|digit| {
        let mut left = digits;
        left.remove(digit);
        fits(rest, left)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digits::Cell;

    fn d(n: u8) -> Digit {
        Digit::new(n).expect("a digit")
    }

    fn set(digits: &[u8]) -> DigitSet {
        digits.iter().map(|&n| d(n)).collect()
    }

    /// A three-cell cage summing to 15 on 9x9, over cells 0, 1 and 2 of the board.
    fn cage_of_15() -> Cage {
        Cage::new(vec![Cell::new(0), Cell::new(1), Cell::new(2)], Some(15))
    }

    #[test]
    fn an_empty_cage_can_hold_every_combination() {
        let (values, marks) = (vec![None; 81], vec![DigitSet::EMPTY; 81]);
        let sets = cage_of_15().possible_combinations(&values, &marks, 9);
        assert_eq!(sets, combinations(9, 3, Some(15)));
        assert_eq!(sets.len(), 8, "1+5+9 1+6+8 2+4+9 2+5+8 2+6+7 3+4+8 3+5+7 4+5+6");
    }

    #[test]
    fn placed_digits_keep_the_sets_that_hold_them() {
        let mut values = vec![None; 81];
        values[1] = Some(d(9));
        let marks = vec![DigitSet::EMPTY; 81];
        let sets = cage_of_15().possible_combinations(&values, &marks, 9);
        assert_eq!(sets, vec![set(&[2, 4, 9]), set(&[1, 5, 9])]);
        values[2] = Some(d(9));
        assert!(cage_of_15().possible_combinations(&values, &marks, 9).is_empty(), "9 twice");
    }

    #[test]
    fn marks_of_the_empty_cells_narrow_the_sets() {
        let values = vec![None; 81];
        let mut marks = vec![DigitSet::EMPTY; 81];
        // Two cells can only be 1 or 2: the third makes up the rest (12 is too much).
        marks[0] = set(&[1, 2]);
        marks[1] = set(&[1, 2]);
        assert!(cage_of_15().possible_combinations(&values, &marks, 9).is_empty());
        // r1c1 is 2 or 4, r1c2 4 or 5: 2+4+9, 2+5+8 and 4+5+6 remain.
        marks[0] = set(&[2, 4]);
        marks[1] = set(&[4, 5]);
        let sets = cage_of_15().possible_combinations(&values, &marks, 9);
        assert_eq!(sets, vec![set(&[4, 5, 6]), set(&[2, 5, 8]), set(&[2, 4, 9])]);
        marks[2] = set(&[8, 9]);
        let sets = cage_of_15().possible_combinations(&values, &marks, 9);
        assert_eq!(sets, vec![set(&[2, 5, 8]), set(&[2, 4, 9])]);
    }

    #[test]
    fn a_cage_without_a_sum_holds_any_distinct_digits() {
        let cage = Cage::new(vec![Cell::new(0), Cell::new(1)], None);
        let mut values = vec![None; 16];
        values[0] = Some(d(3));
        let sets = cage.possible_combinations(&values, &[], 4);
        assert_eq!(sets, vec![set(&[1, 3]), set(&[2, 3]), set(&[3, 4])]);
    }
}
