//! Variant constraints: the rules the puzzle-setting community adds to a board
//! (thermometers, arrows, dots, lines, outside clues and more), as data.
//!
//! A [`Constraint`] names its cells (`Cell`, row-major from 0) and its clue. Each one
//! - is checked against its board ([`Constraint::validate`], [`ConstraintError`] names it and its cells);
//! - narrows the starting candidates ([`Constraint::unary`]: parity, pencil marks);
//! - states the pairs of cells it relates ([`Constraint::pairs`], a [`Relation`] per pair:
//!   thermometers, dots, whispers, palindromes, indexers...), which the exact solver turns
//!   into tables of allowed pairs;
//! - checks the rest of its rule on a partial filling ([`Constraint::breaks`]: sums, sets,
//!   outside clues), true only when no completion could keep it;
//! - lists the cells a player's entries break ([`broken_cells`]).
//!
//! Clues outside the grid sit on its frame ([`Outside`]: row or column 0 or `size + 1`).
//! Rules that are houses of the board (both diagonals, disjoint groups, jigsaw regions,
//! killer cages) stay in the [`crate::geometry::Variant`].

mod check;
pub mod family;
pub(crate) mod line;
mod outside;
mod relation;
mod sentence;
mod sum_sets;
mod validate;

use serde::{Deserialize, Serialize};

pub use crate::error::ConstraintError;
pub use check::broken_cells;
pub(crate) use line::region_segments;
pub use outside::{Direction, Outside};
pub use relation::{Pair, Relation};
pub use sentence::{board_rule_sentences, rule_sentence, rule_sentences};
pub use sum_sets::{SumPart, SumSets};

use crate::digits::Cell;
use crate::geometry::Layout;

/// Which kind of mark a negative rule covers: with it, every pair of orthogonal
/// neighbours without such a mark must not satisfy the mark's rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Negative {
    /// No black dot: the digits are not in ratio 2 (pairs with any dot are exempt).
    Ratio,
    /// No white dot: the digits are not consecutive (pairs with any dot are exempt).
    Difference,
    /// No X or V: the digits do not sum to 5 or 10.
    Xv,
}

/// Which index an indexer cell gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Indexer {
    /// A digit `d` in row `r`, column `c` says that row `d` of column `c` holds `r`.
    Row,
    /// A digit `d` in row `r`, column `c` says that column `d` of row `r` holds `c`.
    Column,
    /// A digit `d` at position `p` of its box says that position `d` of the box holds `p`.
    Box,
}

/// One variant rule on a board. Lines list their cells in order along the line.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Constraint {
    /// Digits strictly increase from the bulb (the first cell).
    Thermometer(family::Thermometer),
    /// Digits never decrease from the bulb.
    SlowThermometer(family::SlowThermometer),
    /// Each shaft's digits sum to the bulb's number (a pill of several cells reads as
    /// their digits written side by side).
    Arrow(family::Arrow),
    /// White dot: the two digits differ by `value`.
    Difference(family::Difference),
    /// Black dot: one digit is `value` times the other.
    Ratio(family::Ratio),
    /// X (sum 10) or V (sum 5) between two cells: `sum` is 10 or 5.
    Xv(family::Xv),
    /// Every unmarked pair of neighbours breaks the mark's rule.
    Negative(family::Negative),
    /// Neighbours on the line differ by at least `gap`.
    Whispers(family::Whispers),
    /// The line holds a set of consecutive digits, in any order, none repeated.
    Renban(family::Renban),
    /// The line reads the same both ways.
    Palindrome(family::Palindrome),
    /// The digits between the two ends lie strictly between the ends' digits.
    Between(family::Between),
    /// Each stretch of the line in one box sums to the same total.
    RegionSum(family::RegionSum),
    /// Every three cells in a row along the line hold a low, a middle and a high digit.
    Entropic(family::Entropic),
    /// Every three cells in a row along the line hold digits of three residues mod 3.
    Modular(family::Modular),
    /// No digit repeats in the cells.
    ExtraRegion(family::ExtraRegion),
    /// One main diagonal holds each digit once: bottom left to top right when `rising`.
    Diagonal(family::Diagonal),
    /// No digit repeats a knight's move away.
    AntiKnight,
    /// No digit repeats a king's move away.
    AntiKing,
    /// Orthogonal neighbours are never consecutive.
    NonConsecutive,
    /// The four cells of a 2x2 block (`cells`, top left first) hold every listed digit.
    Quadruple(family::Quadruple),
    /// The cell's digit is even.
    Even(family::Even),
    /// The cell's digit is odd.
    Odd(family::Odd),
    /// The digit is smaller than each orthogonal neighbour's.
    Minimum(family::Minimum),
    /// The digit is larger than each orthogonal neighbour's.
    Maximum(family::Maximum),
    /// The digits between the 1 and the largest digit of the row or column sum to `sum`.
    Sandwich(family::Sandwich),
    /// The digits along the diagonal from the clue sum to `sum` (they may repeat).
    LittleKiller(family::LittleKiller),
    /// The first `n` digits seen from the clue sum to `sum`, `n` being the first digit.
    XSum(family::XSum),
    /// Seen from the clue, `count` digits are taller than every digit before them.
    Skyscraper(family::Skyscraper),
    /// An indexer cell.
    Indexer(family::Indexer),
    /// Each cell of `cells` holds the digit of the cell at the same place in `copy`.
    Clone(family::Clone),
    /// The cell's digit is one of `digits` (the setter's pencil marks).
    PencilMarks(family::PencilMarks),
}

impl Constraint {
    /// The constraint's name as players say it.
    pub fn name(&self) -> &'static str {
        match self {
            Constraint::Thermometer(_) => "thermometer",
            Constraint::SlowThermometer(_) => "slow thermometer",
            Constraint::Arrow(_) => "arrow",
            Constraint::Difference(_) => "white dot",
            Constraint::Ratio(_) => "black dot",
            Constraint::Xv(_) => "XV",
            Constraint::Negative(family::Negative { mark: Negative::Ratio }) => "no black dot",
            Constraint::Negative(family::Negative { mark: Negative::Difference }) => "no white dot",
            Constraint::Negative(family::Negative { mark: Negative::Xv }) => "no X or V",
            Constraint::Whispers(_) => "whispers line",
            Constraint::Renban(_) => "renban line",
            Constraint::Palindrome(_) => "palindrome",
            Constraint::Between(_) => "between line",
            Constraint::RegionSum(_) => "region sum line",
            Constraint::Entropic(_) => "entropic line",
            Constraint::Modular(_) => "modular line",
            Constraint::ExtraRegion(_) => "extra region",
            Constraint::Diagonal(_) => "diagonal",
            Constraint::AntiKnight => "anti-knight",
            Constraint::AntiKing => "anti-king",
            Constraint::NonConsecutive => "non-consecutive",
            Constraint::Quadruple(_) => "quadruple",
            Constraint::Even(_) => "even cell",
            Constraint::Odd(_) => "odd cell",
            Constraint::Minimum(_) => "minimum cell",
            Constraint::Maximum(_) => "maximum cell",
            Constraint::Sandwich(_) => "sandwich sum",
            Constraint::LittleKiller(_) => "little killer",
            Constraint::XSum(_) => "X-sum",
            Constraint::Skyscraper(_) => "skyscraper",
            Constraint::Indexer(family::Indexer { index: Indexer::Row, .. }) => "row indexer",
            Constraint::Indexer(family::Indexer { index: Indexer::Column, .. }) => "column indexer",
            Constraint::Indexer(family::Indexer { index: Indexer::Box, .. }) => "box indexer",
            Constraint::Clone(_) => "clone",
            Constraint::PencilMarks(_) => "pencil marks",
        }
    }

    /// The cells whose digits the rule reads (every cell for a rule of the whole board).
    /// Cells off the board are left out.
    pub fn cells(&self, layout: &Layout) -> Vec<Cell> {
        let on_board = |cell: &Cell| cell.index() < layout.cell_count();
        match self {
            Constraint::Diagonal(family::Diagonal { rising }) => diagonal(layout, *rising),
            Constraint::Negative(_) | Constraint::AntiKnight | Constraint::AntiKing | Constraint::NonConsecutive => {
                layout.cells().collect()
            }
            Constraint::Minimum(family::Minimum { cell }) | Constraint::Maximum(family::Maximum { cell })
                if on_board(cell) =>
            {
                std::iter::once(*cell).chain(neighbours(layout, *cell)).collect()
            }
            Constraint::Sandwich(family::Sandwich { clue, .. })
            | Constraint::XSum(family::XSum { clue, .. })
            | Constraint::Skyscraper(family::Skyscraper { clue, .. }) => clue.line(layout.size()).unwrap_or_default(),
            Constraint::LittleKiller(family::LittleKiller { clue, direction, .. }) => {
                clue.ray(layout.size(), *direction)
            }
            Constraint::Indexer(family::Indexer { cell, index }) => relation::indexed_cells(layout, *cell, *index),
            Constraint::Thermometer(_)
            | Constraint::SlowThermometer(_)
            | Constraint::Arrow(_)
            | Constraint::Difference(_)
            | Constraint::Ratio(_)
            | Constraint::Xv(_)
            | Constraint::Whispers(_)
            | Constraint::Renban(_)
            | Constraint::Palindrome(_)
            | Constraint::Between(_)
            | Constraint::RegionSum(_)
            | Constraint::Entropic(_)
            | Constraint::Modular(_)
            | Constraint::ExtraRegion(_)
            | Constraint::Quadruple(_)
            | Constraint::Even(_)
            | Constraint::Odd(_)
            | Constraint::Minimum(_)
            | Constraint::Maximum(_)
            | Constraint::Clone(_)
            | Constraint::PencilMarks(_) => line::distinct(&self.listed()).into_iter().filter(on_board).collect(),
        }
    }

    /// Whether the rule reads from its first cell (a thermometer's or an arrow's bulb), so
    /// that a player names it "from" there rather than "at".
    pub fn starts_at_its_first_cell(&self) -> bool {
        match self {
            Constraint::Thermometer(_) | Constraint::SlowThermometer(_) | Constraint::Arrow(_) => true,
            Constraint::Difference(_)
            | Constraint::Ratio(_)
            | Constraint::Xv(_)
            | Constraint::Negative(_)
            | Constraint::Whispers(_)
            | Constraint::Renban(_)
            | Constraint::Palindrome(_)
            | Constraint::Between(_)
            | Constraint::RegionSum(_)
            | Constraint::Entropic(_)
            | Constraint::Modular(_)
            | Constraint::ExtraRegion(_)
            | Constraint::Diagonal(_)
            | Constraint::AntiKnight
            | Constraint::AntiKing
            | Constraint::NonConsecutive
            | Constraint::Quadruple(_)
            | Constraint::Even(_)
            | Constraint::Odd(_)
            | Constraint::Minimum(_)
            | Constraint::Maximum(_)
            | Constraint::Sandwich(_)
            | Constraint::LittleKiller(_)
            | Constraint::XSum(_)
            | Constraint::Skyscraper(_)
            | Constraint::Indexer(_)
            | Constraint::Clone(_)
            | Constraint::PencilMarks(_) => false,
        }
    }

    /// The cells of a line rule, in order along the line (a loop ends on its first cell).
    pub fn line(&self) -> Option<&[Cell]> {
        match self {
            Constraint::Thermometer(family::Thermometer { cells })
            | Constraint::SlowThermometer(family::SlowThermometer { cells })
            | Constraint::Whispers(family::Whispers { cells, .. })
            | Constraint::Renban(family::Renban { cells })
            | Constraint::Palindrome(family::Palindrome { cells })
            | Constraint::Between(family::Between { cells })
            | Constraint::RegionSum(family::RegionSum { cells })
            | Constraint::Entropic(family::Entropic { cells })
            | Constraint::Modular(family::Modular { cells }) => Some(cells),
            Constraint::Arrow(_)
            | Constraint::Difference(_)
            | Constraint::Ratio(_)
            | Constraint::Xv(_)
            | Constraint::Negative(_)
            | Constraint::ExtraRegion(_)
            | Constraint::Diagonal(_)
            | Constraint::AntiKnight
            | Constraint::AntiKing
            | Constraint::NonConsecutive
            | Constraint::Quadruple(_)
            | Constraint::Even(_)
            | Constraint::Odd(_)
            | Constraint::Minimum(_)
            | Constraint::Maximum(_)
            | Constraint::Sandwich(_)
            | Constraint::LittleKiller(_)
            | Constraint::XSum(_)
            | Constraint::Skyscraper(_)
            | Constraint::Indexer(_)
            | Constraint::Clone(_)
            | Constraint::PencilMarks(_) => None,
        }
    }

    /// The cells the rule names itself (none for a clue outside the grid or a rule of the
    /// whole board).
    pub fn listed(&self) -> Vec<Cell> {
        match self {
            Constraint::Thermometer(family::Thermometer { cells })
            | Constraint::SlowThermometer(family::SlowThermometer { cells })
            | Constraint::Whispers(family::Whispers { cells, .. })
            | Constraint::Renban(family::Renban { cells })
            | Constraint::Palindrome(family::Palindrome { cells })
            | Constraint::Between(family::Between { cells })
            | Constraint::RegionSum(family::RegionSum { cells })
            | Constraint::Entropic(family::Entropic { cells })
            | Constraint::Modular(family::Modular { cells })
            | Constraint::ExtraRegion(family::ExtraRegion { cells }) => cells.clone(),
            Constraint::Arrow(family::Arrow { bulb, shafts }) => {
                bulb.iter().chain(shafts.iter().flatten()).copied().collect()
            }
            Constraint::Difference(family::Difference { cells, .. })
            | Constraint::Ratio(family::Ratio { cells, .. })
            | Constraint::Xv(family::Xv { cells, .. }) => cells.to_vec(),
            Constraint::Quadruple(family::Quadruple { cells, .. }) => cells.to_vec(),
            Constraint::Even(family::Even { cell })
            | Constraint::Odd(family::Odd { cell })
            | Constraint::PencilMarks(family::PencilMarks { cell, .. })
            | Constraint::Minimum(family::Minimum { cell })
            | Constraint::Maximum(family::Maximum { cell })
            | Constraint::Indexer(family::Indexer { cell, .. }) => vec![*cell],
            Constraint::Clone(family::Clone { cells, copy }) => cells.iter().chain(copy).copied().collect(),
            Constraint::Negative(_)
            | Constraint::Diagonal(_)
            | Constraint::AntiKnight
            | Constraint::AntiKing
            | Constraint::NonConsecutive
            | Constraint::Sandwich(_)
            | Constraint::LittleKiller(_)
            | Constraint::XSum(_)
            | Constraint::Skyscraper(_) => Vec::new(),
        }
    }

    /// The same rule written one way: the digits of a quadruple and of pencil marks in
    /// increasing order.
    pub fn normalized(mut self) -> Constraint {
        match &mut self {
            Constraint::Quadruple(family::Quadruple { cells, digits }) => {
                cells.sort_unstable();
                digits.sort_unstable();
            }
            Constraint::Difference(family::Difference { cells, .. })
            | Constraint::Ratio(family::Ratio { cells, .. })
            | Constraint::Xv(family::Xv { cells, .. }) => {
                cells.sort_unstable();
            }
            _ => {}
        }
        if let Constraint::PencilMarks(family::PencilMarks { digits, .. }) = &mut self {
            digits.sort_unstable();
            digits.dedup();
        }
        self
    }

    /// The digits a cell may hold from the start, as a mask (bit `d - 1` for digit `d`),
    /// for the rules of one cell.
    pub fn unary(&self, size: usize) -> Option<(Cell, u32)> {
        let all =
            |keep: &dyn Fn(u8) -> bool| (1..=size as u8).filter(|&d| keep(d)).fold(0u32, |mask, d| mask | 1 << (d - 1));
        match self {
            Constraint::Even(family::Even { cell }) => Some((*cell, all(&|d| d % 2 == 0))),
            Constraint::Odd(family::Odd { cell }) => Some((*cell, all(&|d| d % 2 == 1))),
            Constraint::PencilMarks(family::PencilMarks { cell, digits }) => {
                Some((*cell, all(&|d| digits.contains(&d))))
            }
            _ => None,
        }
    }
}

/// The cells of a main diagonal: bottom left to top right when `rising`, else top left to
/// bottom right.
pub(crate) fn diagonal(layout: &Layout, rising: bool) -> Vec<Cell> {
    let size = layout.size();
    (0..size).map(|i| layout.cell(if rising { size - 1 - i } else { i }, i)).collect()
}

/// The orthogonal neighbours of `cell` on the board.
pub(crate) fn neighbours(layout: &Layout, cell: Cell) -> Vec<Cell> {
    let (size, row, column) = (layout.size(), layout.row(cell), layout.column(cell));
    let mut found = Vec::with_capacity(4);
    if row > 0 {
        found.push(layout.cell(row - 1, column));
    }
    if column > 0 {
        found.push(layout.cell(row, column - 1));
    }
    if column + 1 < size {
        found.push(layout.cell(row, column + 1));
    }
    if row + 1 < size {
        found.push(layout.cell(row + 1, column));
    }
    found
}

#[cfg(test)]
mod tests;
