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
pub(crate) mod drawing;
pub mod family;
pub(crate) mod fpuzzles;
pub(crate) mod line;
mod outside;
pub(crate) mod primitive;
mod relation;
mod sentence;
mod sum_sets;
pub(crate) mod tool;
mod validate;
pub(crate) mod word;

use serde::{Deserialize, Serialize};

pub use crate::error::ConstraintError;
pub use check::broken_cells;
pub(crate) use line::region_segments;
pub use outside::{Direction, Outside};
pub use relation::{Pair, Relation};
pub use sentence::{board_rule_sentences, rule_sentence, rule_sentences};
pub use sum_sets::{SumPart, SumSets};

use family::Rule;

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

/// The registry of constraint families, the one list of them: `Constraint` has a variant
/// per family, holding the family's own type (its module in [`family`]), and
/// [`Constraint::rule`] gives that type's [`Rule`], where every duty of the family lives.
macro_rules! families {
    ($($(#[$doc:meta])* $family:ident,)*) => {
        /// One variant rule on a board. Lines list their cells in order along the line.
        #[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[serde(tag = "kind", rename_all = "snake_case")]
        pub enum Constraint {
            $($(#[$doc])* $family(family::$family),)*
        }

        impl Constraint {
            /// Rules of every family on `layout` (a board of at least 6x6), one of each kind a
            /// family has, in the registry's order.
            pub fn examples(layout: &Layout) -> Vec<Constraint> {
                let mut all = Vec::new();
                $(all.extend(<family::$family as Rule>::examples(layout).into_iter().map(Constraint::$family));)*
                all
            }

            /// Reads a word of the `.sudoku` text and links by the family it names: `None`
            /// when it names none.
            pub(crate) fn read_word(word: &word::Word) -> Option<Result<Constraint, crate::error::RuleError>> {
                $(if let Some(read) = <family::$family as Rule>::read(word) {
                    return Some(read.map(Constraint::$family));
                })*
                None
            }

            /// The f-puzzles keys of every family, with how each holds its rules.
            pub(crate) fn fpuzzles_keys() -> Vec<(&'static str, fpuzzles::KeyShape)> {
                let mut keys = Vec::new();
                $(keys.extend_from_slice(<family::$family as Rule>::fpuzzles_keys());)*
                keys
            }

            /// Reads one entry under the f-puzzles `key` by the family that has the key:
            /// `None` when no family has it.
            pub(crate) fn read_fpuzzles(key: &str, entry: &fpuzzles::Entry) -> Option<Result<Vec<Constraint>, String>> {
                $(if <family::$family as Rule>::fpuzzles_keys().iter().any(|(k, _)| *k == key) {
                    let read = <family::$family as Rule>::read_fpuzzles(key, entry);
                    return Some(read.map(|rules| rules.into_iter().map(Constraint::$family).collect()));
                })*
                None
            }

            /// The rule of the constraint's family.
            pub(crate) fn rule(&self) -> &dyn Rule {
                match self {
                    $(Constraint::$family(rule) => rule,)*
                }
            }

            /// The rule of the constraint's family, to change.
            fn rule_mut(&mut self) -> &mut dyn Rule {
                match self {
                    $(Constraint::$family(rule) => rule,)*
                }
            }
        }
    };
}

families! {
    /// Digits strictly increase from the bulb (the first cell).
    Thermometer,
    /// Digits never decrease from the bulb.
    SlowThermometer,
    /// Each shaft's digits sum to the bulb's number (a pill of several cells reads as
    /// their digits written side by side).
    Arrow,
    /// White dot: the two digits differ by `value`.
    Difference,
    /// Black dot: one digit is `value` times the other.
    Ratio,
    /// X (sum 10) or V (sum 5) between two cells: `sum` is 10 or 5.
    Xv,
    /// Every unmarked pair of neighbours breaks the mark's rule.
    Negative,
    /// Neighbours on the line differ by at least `gap`.
    Whispers,
    /// The line holds a set of consecutive digits, in any order, none repeated.
    Renban,
    /// The line reads the same both ways.
    Palindrome,
    /// The digits between the two ends lie strictly between the ends' digits.
    Between,
    /// Each stretch of the line in one box sums to the same total.
    RegionSum,
    /// Every three cells in a row along the line hold a low, a middle and a high digit.
    Entropic,
    /// Every three cells in a row along the line hold digits of three residues mod 3.
    Modular,
    /// No digit repeats in the cells.
    ExtraRegion,
    /// One main diagonal holds each digit once: bottom left to top right when `rising`.
    Diagonal,
    /// No digit repeats a knight's move away.
    AntiKnight,
    /// No digit repeats a king's move away.
    AntiKing,
    /// Orthogonal neighbours are never consecutive.
    NonConsecutive,
    /// The four cells of a 2x2 block (`cells`, top left first) hold every listed digit.
    Quadruple,
    /// The cell's digit is even.
    Even,
    /// The cell's digit is odd.
    Odd,
    /// The digit is smaller than each orthogonal neighbour's.
    Minimum,
    /// The digit is larger than each orthogonal neighbour's.
    Maximum,
    /// The digits between the 1 and the largest digit of the row or column sum to `sum`.
    Sandwich,
    /// The digits along the diagonal from the clue sum to `sum` (they may repeat).
    LittleKiller,
    /// The first `n` digits seen from the clue sum to `sum`, `n` being the first digit.
    XSum,
    /// Seen from the clue, `count` digits are taller than every digit before them.
    Skyscraper,
    /// An indexer cell.
    Indexer,
    /// Each cell of `cells` holds the digit of the cell at the same place in `copy`.
    Clone,
    /// The cell's digit is one of `digits` (the setter's pencil marks).
    PencilMarks,
    /// A killer cage that shares cells with another cage (the board keeps the cages that
    /// share none): its digits do not repeat and sum to its number.
    KillerCage,
}

impl Constraint {
    /// The constraint's name as players say it.
    pub fn name(&self) -> &'static str {
        self.rule().name()
    }

    /// Where the rule is drawn over the board (see [`crate::render::constraints`]).
    pub fn shapes(&self, layout: &Layout) -> Vec<drawing::Shape> {
        self.rule().shapes(layout)
    }

    /// What the rule covers, as the logical solver reads it.
    pub fn scope(&self, layout: &Layout) -> family::Scope {
        self.rule().scope(layout)
    }

    /// The tool of the setter's palette that draws the rule.
    pub fn tool(&self) -> tool::Tool {
        self.rule().tool()
    }

    /// The place beside the grid of a clue outside it.
    pub fn clue(&self) -> Option<Outside> {
        self.rule().clue()
    }

    /// The rule as an f-puzzles document holds it, on a board of `size` digits.
    pub(crate) fn fpuzzles(&self, size: usize) -> fpuzzles::FpuzzlesEntry {
        self.rule().fpuzzles(size)
    }

    /// The rule's word in the `.sudoku` text and links, on a board of `size` digits.
    pub fn word(&self, size: usize) -> String {
        self.rule().word(size)
    }

    /// The rule as a player names it on the board: "Thermometer r1c1→r1c4", "Black dot
    /// r2c3–r2c4", "Sandwich sum 15 above column 3".
    pub fn label(&self, layout: &Layout) -> String {
        self.rule().label(layout)
    }

    /// The cells whose digits the rule reads (every cell for a rule of the whole board).
    /// Cells off the board are left out.
    pub fn cells(&self, layout: &Layout) -> Vec<Cell> {
        self.rule().cells(layout)
    }

    /// Whether the rule reads from its first cell (a thermometer's or an arrow's bulb), so
    /// that a player names it "from" there rather than "at".
    pub fn starts_at_its_first_cell(&self) -> bool {
        self.rule().starts_at_its_first_cell()
    }

    /// The cells of a line rule, in order along the line (a loop ends on its first cell).
    pub fn line(&self) -> Option<&[Cell]> {
        self.rule().line()
    }

    /// The cells the rule names itself (none for a clue outside the grid or a rule of the
    /// whole board).
    pub fn listed(&self) -> Vec<Cell> {
        self.rule().listed()
    }

    /// The same rule written one way: the digits of a quadruple and of pencil marks in
    /// increasing order, a dot's cells in order.
    pub fn normalized(mut self) -> Constraint {
        self.rule_mut().normalize();
        self
    }

    /// The digits a cell may hold from the start, as a mask (bit `d - 1` for digit `d`),
    /// for the rules of one cell.
    pub fn unary(&self, size: usize) -> Option<(Cell, u32)> {
        self.rule().unary(size)
    }

    /// The pairs of cells the rule relates. `all` is every constraint of the puzzle (a
    /// negative rule spares the pairs that carry a mark).
    pub fn pairs(&self, layout: &Layout, all: &[Constraint]) -> Vec<Pair> {
        self.rule().pairs(layout, all)
    }

    /// What the rule compiles to for the exact search beyond its pairs and one cell's digits.
    pub(crate) fn primitives(&self, layout: &Layout) -> Vec<primitive::Primitive> {
        self.rule().primitives(layout)
    }

    /// Whether the digits placed in `v` break the rule's part that is not pairs of cells
    /// (see [`Constraint::pairs`] for the rest), whatever fills the empty cells.
    pub fn breaks(&self, layout: &Layout, v: &[u8]) -> bool {
        self.rule().breaks(layout, v)
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
