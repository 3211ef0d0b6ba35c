//! Why a puzzle being set has no solution, and where, as far as the engine can tell: the
//! place where the logical solver's deductions end in a contradiction (an empty cell that
//! can hold no digit, or a digit with no place left in a house). Givens that break a rule
//! never get this far: the puzzle refuses them ([`Puzzle::with_constraints`]).

use crate::digits::{Cell, Digit};
use crate::grid::Puzzle;
use crate::logic::LogicalSolution;

/// Where a puzzle without a solution contradicts itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// After `steps` logical steps, `cell` is empty and can hold no digit.
    NoDigit { cell: Cell, steps: usize },
    /// After `steps` logical steps, `digit` has no place left in the house `house` (its
    /// name: "row 3"), whose empty cells are `cells`.
    NoPlace { digit: Digit, house: String, cells: Vec<Cell>, steps: usize },
    /// Logic found no contradiction: only a search of every filling shows there is none.
    Hidden,
}

impl Contradiction {
    /// The contradiction of `puzzle` (which has no solution), read from `solution`, the
    /// logical solver's work on it.
    pub fn of(puzzle: &Puzzle, solution: &LogicalSolution) -> Contradiction {
        let layout = puzzle.layout();
        let steps = solution.steps.len();
        let grid = solution.position_before(puzzle, steps);
        if let Some(cell) = layout.cells().find(|&c| grid.value(c).is_none() && grid.candidates(c).is_empty()) {
            return Contradiction::NoDigit { cell, steps };
        }
        for house in layout.houses() {
            for digit in (0..layout.size()).filter_map(Digit::from_index) {
                let placed = house.cells.iter().any(|&c| grid.value(c) == Some(digit));
                let places = house.cells.iter().any(|&c| grid.candidates(c).contains(digit));
                if !placed && !places {
                    let cells = house.cells.iter().copied().filter(|&c| grid.value(c).is_none()).collect();
                    return Contradiction::NoPlace { digit, house: house.to_string(), cells, steps };
                }
            }
        }
        Contradiction::Hidden
    }

    /// The cells to show: where the contradiction is.
    pub fn cells(&self) -> &[Cell] {
        match self {
            Contradiction::NoPlace { cells, .. } => cells,
            Contradiction::NoDigit { cell, .. } => std::slice::from_ref(cell),
            Contradiction::Hidden => &[],
        }
    }

    /// The setter's sentence, its cells named on a board of `size`: "after 3 logical steps,
    /// r1c9 can hold no digit".
    pub fn text(&self, size: usize) -> String {
        let name = |cell: &Cell| cell.name(size);
        let after = |steps: usize| match steps {
            0 => "from the start".to_string(),
            1 => "after 1 logical step".to_string(),
            n => format!("after {n} logical steps"),
        };
        match self {
            Contradiction::NoDigit { cell, steps } => format!("{}, {} can hold no digit", after(*steps), name(cell)),
            Contradiction::NoPlace { digit, house, steps, .. } => {
                format!("{}, {} has no place left in {house}", after(*steps), digit.get())
            }
            Contradiction::Hidden => "logic finds no contradiction; only a full search shows it".to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraint::family;
    use crate::constraint::Constraint;
    use crate::geometry::Layout;
    use crate::logic::solve_logically;

    fn puzzle(givens: &[(usize, u8)], constraints: Vec<Constraint>) -> Puzzle {
        let mut values = vec![None; 81];
        for &(cell, digit) in givens {
            values[cell] = Digit::new(digit);
        }
        let puzzle = Puzzle::new(Layout::classic(), values).expect("a puzzle");
        if constraints.is_empty() {
            puzzle
        } else {
            puzzle.with_constraints(constraints).expect("constraints")
        }
    }

    #[test]
    fn an_empty_cell_without_a_digit_is_named() {
        // 1-8 in row 1 and a 9 in column 9 below: r1c9 can hold nothing.
        let mut givens: Vec<(usize, u8)> = (0..8).map(|c| (c, c as u8 + 1)).collect();
        givens.push((4 * 9 + 8, 9));
        let puzzle = puzzle(&givens, Vec::new());
        let found = Contradiction::of(&puzzle, &solve_logically(&puzzle));
        assert_eq!(found, Contradiction::NoDigit { cell: Cell::new(8), steps: 0 });
        assert_eq!(found.text(9), "from the start, r1c9 can hold no digit");
        assert_eq!(found.cells(), [Cell::new(8)]);
    }

    #[test]
    fn a_contradiction_logic_reaches_later_is_named_with_its_steps() {
        // A thermometer r1c1 to r1c3 with a 1 in r1c3: its bulb and middle have no digit
        // below 1, which the rule's logic finds.
        let thermo =
            Constraint::Thermometer(family::Thermometer { cells: vec![Cell::new(0), Cell::new(1), Cell::new(2)] });
        let puzzle = puzzle(&[(2, 1)], vec![thermo]);
        let found = Contradiction::of(&puzzle, &solve_logically(&puzzle));
        assert!(matches!(found, Contradiction::NoDigit { .. } | Contradiction::NoPlace { .. }), "{found:?}");
        assert!(found.text(9).starts_with("after "), "{}", found.text(9));
    }

    #[test]
    fn a_digit_without_a_place_in_a_house_is_named() {
        // 9s in rows 1 and 2 and columns 1 and 2 outside box 1, and a 5 in r3c3: row 3 has
        // no place left for its 9 (nor has box 1).
        let puzzle = puzzle(&[(3, 9), (9 + 6, 9), (27, 9), (54 + 1, 9), (18 + 2, 5)], Vec::new());
        let found = Contradiction::of(&puzzle, &solve_logically(&puzzle));
        assert_eq!(found.text(9), "from the start, 9 has no place left in row 3");
        assert_eq!(
            found.cells(),
            [
                Cell::new(18),
                Cell::new(19),
                Cell::new(21),
                Cell::new(22),
                Cell::new(23),
                Cell::new(24),
                Cell::new(25),
                Cell::new(26)
            ]
        );
    }
}
