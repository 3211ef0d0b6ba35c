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
    Thermometer {
        cells: Vec<Cell>,
    },
    /// Digits never decrease from the bulb.
    SlowThermometer {
        cells: Vec<Cell>,
    },
    /// Each shaft's digits sum to the bulb's number (a pill of several cells reads as
    /// their digits written side by side).
    Arrow {
        bulb: Vec<Cell>,
        shafts: Vec<Vec<Cell>>,
    },
    /// White dot: the two digits differ by `value`.
    Difference {
        cells: [Cell; 2],
        value: u8,
    },
    /// Black dot: one digit is `value` times the other.
    Ratio {
        cells: [Cell; 2],
        value: u8,
    },
    /// X (sum 10) or V (sum 5) between two cells: `sum` is 10 or 5.
    Xv {
        cells: [Cell; 2],
        sum: u8,
    },
    /// Every unmarked pair of neighbours breaks the mark's rule.
    Negative {
        mark: Negative,
    },
    /// Neighbours on the line differ by at least `gap`.
    Whispers {
        cells: Vec<Cell>,
        gap: u8,
    },
    /// The line holds a set of consecutive digits, in any order, none repeated.
    Renban {
        cells: Vec<Cell>,
    },
    /// The line reads the same both ways.
    Palindrome {
        cells: Vec<Cell>,
    },
    /// The digits between the two ends lie strictly between the ends' digits.
    Between {
        cells: Vec<Cell>,
    },
    /// Each stretch of the line in one box sums to the same total.
    RegionSum {
        cells: Vec<Cell>,
    },
    /// Every three cells in a row along the line hold a low, a middle and a high digit.
    Entropic {
        cells: Vec<Cell>,
    },
    /// Every three cells in a row along the line hold digits of three residues mod 3.
    Modular {
        cells: Vec<Cell>,
    },
    /// No digit repeats in the cells.
    ExtraRegion {
        cells: Vec<Cell>,
    },
    /// One main diagonal holds each digit once: bottom left to top right when `rising`.
    Diagonal {
        rising: bool,
    },
    /// No digit repeats a knight's move away.
    AntiKnight,
    /// No digit repeats a king's move away.
    AntiKing,
    /// Orthogonal neighbours are never consecutive.
    NonConsecutive,
    /// The four cells of a 2x2 block (`cells`, top left first) hold every listed digit.
    Quadruple {
        cells: [Cell; 4],
        digits: Vec<u8>,
    },
    Even {
        cell: Cell,
    },
    Odd {
        cell: Cell,
    },
    /// The digit is smaller than each orthogonal neighbour's.
    Minimum {
        cell: Cell,
    },
    /// The digit is larger than each orthogonal neighbour's.
    Maximum {
        cell: Cell,
    },
    /// The digits between the 1 and the largest digit of the row or column sum to `sum`.
    Sandwich {
        clue: Outside,
        sum: u16,
    },
    /// The digits along the diagonal from the clue sum to `sum` (they may repeat).
    LittleKiller {
        clue: Outside,
        direction: Direction,
        sum: u16,
    },
    /// The first `n` digits seen from the clue sum to `sum`, `n` being the first digit.
    XSum {
        clue: Outside,
        sum: u16,
    },
    /// Seen from the clue, `count` digits are taller than every digit before them.
    Skyscraper {
        clue: Outside,
        count: u8,
    },
    /// An indexer cell.
    Indexer {
        cell: Cell,
        index: Indexer,
    },
    /// Each cell of `cells` holds the digit of the cell at the same place in `copy`.
    Clone {
        cells: Vec<Cell>,
        copy: Vec<Cell>,
    },
    /// The cell's digit is one of `digits` (the setter's pencil marks).
    PencilMarks {
        cell: Cell,
        digits: Vec<u8>,
    },
}

impl Constraint {
    /// The constraint's name as players say it.
    pub fn name(&self) -> &'static str {
        match self {
            Constraint::Thermometer { .. } => "thermometer",
            Constraint::SlowThermometer { .. } => "slow thermometer",
            Constraint::Arrow { .. } => "arrow",
            Constraint::Difference { .. } => "white dot",
            Constraint::Ratio { .. } => "black dot",
            Constraint::Xv { .. } => "XV",
            Constraint::Negative { mark: Negative::Ratio } => "no black dot",
            Constraint::Negative { mark: Negative::Difference } => "no white dot",
            Constraint::Negative { mark: Negative::Xv } => "no X or V",
            Constraint::Whispers { .. } => "whispers line",
            Constraint::Renban { .. } => "renban line",
            Constraint::Palindrome { .. } => "palindrome",
            Constraint::Between { .. } => "between line",
            Constraint::RegionSum { .. } => "region sum line",
            Constraint::Entropic { .. } => "entropic line",
            Constraint::Modular { .. } => "modular line",
            Constraint::ExtraRegion { .. } => "extra region",
            Constraint::Diagonal { .. } => "diagonal",
            Constraint::AntiKnight => "anti-knight",
            Constraint::AntiKing => "anti-king",
            Constraint::NonConsecutive => "non-consecutive",
            Constraint::Quadruple { .. } => "quadruple",
            Constraint::Even { .. } => "even cell",
            Constraint::Odd { .. } => "odd cell",
            Constraint::Minimum { .. } => "minimum cell",
            Constraint::Maximum { .. } => "maximum cell",
            Constraint::Sandwich { .. } => "sandwich sum",
            Constraint::LittleKiller { .. } => "little killer",
            Constraint::XSum { .. } => "X-sum",
            Constraint::Skyscraper { .. } => "skyscraper",
            Constraint::Indexer { index: Indexer::Row, .. } => "row indexer",
            Constraint::Indexer { index: Indexer::Column, .. } => "column indexer",
            Constraint::Indexer { index: Indexer::Box, .. } => "box indexer",
            Constraint::Clone { .. } => "clone",
            Constraint::PencilMarks { .. } => "pencil marks",
        }
    }

    /// The cells whose digits the rule reads (every cell for a rule of the whole board).
    /// Cells off the board are left out.
    pub fn cells(&self, layout: &Layout) -> Vec<Cell> {
        let on_board = |cell: &Cell| cell.index() < layout.cell_count();
        match self {
            Constraint::Diagonal { rising } => diagonal(layout, *rising),
            Constraint::Negative { .. }
            | Constraint::AntiKnight
            | Constraint::AntiKing
            | Constraint::NonConsecutive => layout.cells().collect(),
            Constraint::Minimum { cell } | Constraint::Maximum { cell } if on_board(cell) => {
                std::iter::once(*cell).chain(neighbours(layout, *cell)).collect()
            }
            Constraint::Sandwich { clue, .. } | Constraint::XSum { clue, .. } | Constraint::Skyscraper { clue, .. } => {
                clue.line(layout.size()).unwrap_or_default()
            }
            Constraint::LittleKiller { clue, direction, .. } => clue.ray(layout.size(), *direction),
            Constraint::Indexer { cell, index } => relation::indexed_cells(layout, *cell, *index),
            Constraint::Thermometer { .. }
            | Constraint::SlowThermometer { .. }
            | Constraint::Arrow { .. }
            | Constraint::Difference { .. }
            | Constraint::Ratio { .. }
            | Constraint::Xv { .. }
            | Constraint::Whispers { .. }
            | Constraint::Renban { .. }
            | Constraint::Palindrome { .. }
            | Constraint::Between { .. }
            | Constraint::RegionSum { .. }
            | Constraint::Entropic { .. }
            | Constraint::Modular { .. }
            | Constraint::ExtraRegion { .. }
            | Constraint::Quadruple { .. }
            | Constraint::Even { .. }
            | Constraint::Odd { .. }
            | Constraint::Minimum { .. }
            | Constraint::Maximum { .. }
            | Constraint::Clone { .. }
            | Constraint::PencilMarks { .. } => line::distinct(&self.listed()).into_iter().filter(on_board).collect(),
        }
    }

    /// Whether the rule reads from its first cell (a thermometer's or an arrow's bulb), so
    /// that a player names it "from" there rather than "at".
    pub fn starts_at_its_first_cell(&self) -> bool {
        match self {
            Constraint::Thermometer { .. } | Constraint::SlowThermometer { .. } | Constraint::Arrow { .. } => true,
            Constraint::Difference { .. }
            | Constraint::Ratio { .. }
            | Constraint::Xv { .. }
            | Constraint::Negative { .. }
            | Constraint::Whispers { .. }
            | Constraint::Renban { .. }
            | Constraint::Palindrome { .. }
            | Constraint::Between { .. }
            | Constraint::RegionSum { .. }
            | Constraint::Entropic { .. }
            | Constraint::Modular { .. }
            | Constraint::ExtraRegion { .. }
            | Constraint::Diagonal { .. }
            | Constraint::AntiKnight
            | Constraint::AntiKing
            | Constraint::NonConsecutive
            | Constraint::Quadruple { .. }
            | Constraint::Even { .. }
            | Constraint::Odd { .. }
            | Constraint::Minimum { .. }
            | Constraint::Maximum { .. }
            | Constraint::Sandwich { .. }
            | Constraint::LittleKiller { .. }
            | Constraint::XSum { .. }
            | Constraint::Skyscraper { .. }
            | Constraint::Indexer { .. }
            | Constraint::Clone { .. }
            | Constraint::PencilMarks { .. } => false,
        }
    }

    /// The cells of a line rule, in order along the line (a loop ends on its first cell).
    pub fn line(&self) -> Option<&[Cell]> {
        match self {
            Constraint::Thermometer { cells }
            | Constraint::SlowThermometer { cells }
            | Constraint::Whispers { cells, .. }
            | Constraint::Renban { cells }
            | Constraint::Palindrome { cells }
            | Constraint::Between { cells }
            | Constraint::RegionSum { cells }
            | Constraint::Entropic { cells }
            | Constraint::Modular { cells } => Some(cells),
            Constraint::Arrow { .. }
            | Constraint::Difference { .. }
            | Constraint::Ratio { .. }
            | Constraint::Xv { .. }
            | Constraint::Negative { .. }
            | Constraint::ExtraRegion { .. }
            | Constraint::Diagonal { .. }
            | Constraint::AntiKnight
            | Constraint::AntiKing
            | Constraint::NonConsecutive
            | Constraint::Quadruple { .. }
            | Constraint::Even { .. }
            | Constraint::Odd { .. }
            | Constraint::Minimum { .. }
            | Constraint::Maximum { .. }
            | Constraint::Sandwich { .. }
            | Constraint::LittleKiller { .. }
            | Constraint::XSum { .. }
            | Constraint::Skyscraper { .. }
            | Constraint::Indexer { .. }
            | Constraint::Clone { .. }
            | Constraint::PencilMarks { .. } => None,
        }
    }

    /// The cells the rule names itself (none for a clue outside the grid or a rule of the
    /// whole board).
    pub fn listed(&self) -> Vec<Cell> {
        match self {
            Constraint::Thermometer { cells }
            | Constraint::SlowThermometer { cells }
            | Constraint::Whispers { cells, .. }
            | Constraint::Renban { cells }
            | Constraint::Palindrome { cells }
            | Constraint::Between { cells }
            | Constraint::RegionSum { cells }
            | Constraint::Entropic { cells }
            | Constraint::Modular { cells }
            | Constraint::ExtraRegion { cells } => cells.clone(),
            Constraint::Arrow { bulb, shafts } => bulb.iter().chain(shafts.iter().flatten()).copied().collect(),
            Constraint::Difference { cells, .. } | Constraint::Ratio { cells, .. } | Constraint::Xv { cells, .. } => {
                cells.to_vec()
            }
            Constraint::Quadruple { cells, .. } => cells.to_vec(),
            Constraint::Even { cell }
            | Constraint::Odd { cell }
            | Constraint::PencilMarks { cell, .. }
            | Constraint::Minimum { cell }
            | Constraint::Maximum { cell }
            | Constraint::Indexer { cell, .. } => vec![*cell],
            Constraint::Clone { cells, copy } => cells.iter().chain(copy).copied().collect(),
            Constraint::Negative { .. }
            | Constraint::Diagonal { .. }
            | Constraint::AntiKnight
            | Constraint::AntiKing
            | Constraint::NonConsecutive
            | Constraint::Sandwich { .. }
            | Constraint::LittleKiller { .. }
            | Constraint::XSum { .. }
            | Constraint::Skyscraper { .. } => Vec::new(),
        }
    }

    /// The same rule written one way: the digits of a quadruple and of pencil marks in
    /// increasing order.
    pub fn normalized(mut self) -> Constraint {
        match &mut self {
            Constraint::Quadruple { cells, digits } => {
                cells.sort_unstable();
                digits.sort_unstable();
            }
            Constraint::Difference { cells, .. } | Constraint::Ratio { cells, .. } | Constraint::Xv { cells, .. } => {
                cells.sort_unstable();
            }
            _ => {}
        }
        if let Constraint::PencilMarks { digits, .. } = &mut self {
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
            Constraint::Even { cell } => Some((*cell, all(&|d| d % 2 == 0))),
            Constraint::Odd { cell } => Some((*cell, all(&|d| d % 2 == 1))),
            Constraint::PencilMarks { cell, digits } => Some((*cell, all(&|d| digits.contains(&d)))),
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
