//! What a family's rule compiles to for the exact search, beyond the pairs of cells it
//! relates ([`super::Relation`]) and the digits it allows one cell: the few primitives the
//! solver knows how to propagate. A family states its own ([`super::family::Rule::primitives`]);
//! the solver never asks which family a rule is.

use crate::digits::Cell;

/// One primitive of a rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Primitive {
    /// The sum of `coefficient x digit` over the terms is `target` (a cell may come twice:
    /// its coefficients add up).
    Sum { terms: Vec<(Cell, i64)>, target: i64 },
    /// The cells hold different digits: a house of the board when they are as many as its
    /// digits (the pairs say the rest).
    AllDifferent { cells: Vec<Cell> },
    /// The cells hold consecutive different digits, in any order.
    Consecutive { cells: Vec<Cell> },
    /// The digits of the cells between the two ends lie strictly between the ends' digits.
    Between { cells: Vec<Cell> },
    /// Between the 1 and the largest digit of the line, digits summing to `sum`.
    Sandwich { line: Vec<Cell>, sum: u16 },
    /// The first `x` digits of the line sum to `sum`, `x` being the first digit.
    XSum { line: Vec<Cell>, sum: u16 },
    /// `count` digits of the line are taller than every digit before them.
    Skyscraper { line: Vec<Cell>, count: u8 },
    /// The four cells hold every digit listed (a digit listed twice, twice).
    Quadruple { cells: [Cell; 4], digits: Vec<u8> },
    /// No propagator: the search checks the whole rule on its cells as they fill.
    Walk,
}

/// The sum of the digits of `cells` is `target`.
pub(crate) fn plain_sum(cells: &[Cell], target: i64) -> Primitive {
    Primitive::Sum { terms: cells.iter().map(|&c| (c, 1)).collect(), target }
}
