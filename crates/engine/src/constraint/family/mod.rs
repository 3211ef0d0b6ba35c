//! One module per constraint family: the family's rule as a type, with every duty of it
//! the constraint layer holds, behind one trait ([`Rule`]). The registry (the `families!`
//! list in `constraint/mod.rs`) names each family once; [`crate::Constraint::rule`] is the
//! one `match` over them.
//!
//! A family's module gives its name, the cells it names and reads, whether it is a line
//! (and whether that line may pass a cell twice), the digits it allows one cell, the pairs
//! of cells it relates, the rest of its rule on a partial filling, what the exact search
//! propagates of it, whether it fits its
//! board, its word in the `.sudoku` text and links, its f-puzzles keys and entries, its drawing, the setter's tool that draws it, its label in a hint, and its rule in plain words.

mod anti_king;
mod anti_knight;
mod arrow;
mod between;
mod clone;
mod diagonal;
mod difference;
mod entropic;
mod even;
mod extra_region;
mod indexer;
mod killer_cage;
mod little_killer;
mod maximum;
mod minimum;
mod modular;
mod negative;
mod non_consecutive;
mod odd;
mod palindrome;
mod pencil_marks;
mod quadruple;
mod ratio;
mod region_sum;
mod renban;
mod sandwich;
mod skyscraper;
mod slow_thermometer;
mod thermometer;
mod whispers;
mod x_sum;
mod xv;

pub use anti_king::AntiKing;
pub use anti_knight::AntiKnight;
pub use arrow::Arrow;
pub use between::Between;
pub use clone::Clone;
pub use diagonal::Diagonal;
pub use difference::Difference;
pub use entropic::Entropic;
pub use even::Even;
pub use extra_region::ExtraRegion;
pub use indexer::Indexer;
pub use killer_cage::KillerCage;
pub use little_killer::LittleKiller;
pub use maximum::Maximum;
pub use minimum::Minimum;
pub use modular::Modular;
pub use negative::Negative;
pub use non_consecutive::NonConsecutive;
pub use odd::Odd;
pub use palindrome::Palindrome;
pub use pencil_marks::PencilMarks;
pub use quadruple::Quadruple;
pub use ratio::Ratio;
pub use region_sum::RegionSum;
pub use renban::Renban;
pub use sandwich::Sandwich;
pub use skyscraper::Skyscraper;
pub use slow_thermometer::SlowThermometer;
pub use thermometer::Thermometer;
pub use whispers::Whispers;
pub use x_sum::XSum;
pub use xv::Xv;

use crate::constraint::drawing::Shape;
use crate::constraint::fpuzzles::{Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::line;
use crate::constraint::outside::Outside;
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::Pair;
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::Word;
use crate::constraint::{neighbours, Constraint};
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;

/// What a rule covers, as the logical solver reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Every pair of neighbours of a kind across the board (anti-knight, negative rules):
    /// its steps go out from one cell at a time.
    Board,
    /// Every digit once in as many cells as digits (a diagonal, a full extra region): the
    /// house strategies read it.
    House,
    /// One cell's own digits (parity, pencil marks).
    Cell,
    /// Some cells, whose fillings are worth walking.
    Cells,
}

impl Scope {
    /// A group of `count` cells whose digits do not repeat on a board of `layout`'s size:
    /// a house when it has a cell for every digit, else some cells.
    pub fn of_distinct(count: usize, layout: &Layout) -> Scope {
        if count == layout.size() {
            Scope::House
        } else {
            Scope::Cells
        }
    }
}

/// What every constraint family does. The methods without a default are the duties every
/// family must state, so a new family does not compile until it says each.
pub(crate) trait Rule {
    /// Rules of the family on `layout` (a board of at least 6x6), one of each kind the
    /// family has (an X and a V, each negative rule): what the registry's tests walk.
    fn examples(layout: &Layout) -> Vec<Self>
    where
        Self: Sized;

    /// Reads a word of the `.sudoku` text and links (see [`crate::format::rules`]): `None`
    /// when the word names another family.
    fn read(word: &Word) -> Option<Result<Self, RuleError>>
    where
        Self: Sized;

    /// The rule's word in the `.sudoku` text and links, on a board of `size` digits.
    fn word(&self, size: usize) -> String;

    /// The f-puzzles keys the family is read from, and how each holds it.
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)]
    where
        Self: Sized;

    /// Reads one entry under one of the family's keys (an element of its list, or `true`
    /// for a flag); the error is the reason, which the reader places by key and entry.
    fn read_fpuzzles(key: &str, entry: &Entry) -> Result<Vec<Self>, String>
    where
        Self: Sized;

    /// The rule as an f-puzzles document holds it, on a board of `size` digits.
    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry;

    /// Where the rule is drawn over the board (nothing for a rule of the whole board).
    fn shapes(&self, layout: &Layout) -> Vec<Shape>;

    /// The place beside the grid of a clue outside it (the board then leaves a frame).
    fn clue(&self) -> Option<Outside> {
        None
    }

    /// What the rule covers, as the logical solver reads it.
    fn scope(&self, layout: &Layout) -> Scope;

    /// The tool of the setter's palette that draws the rule.
    fn tool(&self) -> Tool;

    /// The rule's name as players say it.
    fn name(&self) -> &'static str;

    /// The cells the rule names itself (none for a clue outside the grid or a rule of the
    /// whole board).
    fn listed(&self) -> Vec<Cell>;

    /// The cells whose digits the rule reads (every cell for a rule of the whole board);
    /// cells off the board left out. By default the cells it names, each once.
    fn cells(&self, layout: &Layout) -> Vec<Cell> {
        line::distinct(&self.listed()).into_iter().filter(|c| c.index() < layout.cell_count()).collect()
    }

    /// The cells of a line rule, in order along the line (a loop ends on its first cell);
    /// `None` for the rules that are not lines.
    fn line(&self) -> Option<&[Cell]> {
        None
    }

    /// Whether the rule reads from its first cell (a thermometer's or an arrow's bulb), so
    /// that a player names it "from" there rather than "at".
    fn starts_at_its_first_cell(&self) -> bool {
        false
    }

    /// Whether the line's rule still reads when the line passes a cell twice (a loop, or a
    /// path that runs back onto itself): rules of neighbours and of sets do; an order along
    /// the line (thermometers, a between line's ends) does not.
    fn may_revisit(&self) -> bool {
        false
    }

    /// Writes the rule one way (the digits of a set in increasing order, a dot's cells in
    /// order), so that the same rule compares equal however it was read.
    fn normalize(&mut self) {}

    /// The digits a cell may hold from the start, as a mask (bit `d - 1` for digit `d`), for
    /// the rules of one cell's own digit.
    fn unary(&self, _size: usize) -> Option<(Cell, u32)> {
        None
    }

    /// The pairs of cells the rule relates. `all` is every constraint of the puzzle (a
    /// negative rule spares the pairs that carry a mark).
    fn pairs(&self, layout: &Layout, all: &[Constraint]) -> Vec<Pair>;

    /// Whether the digits placed in `v` (0 for an empty cell) break the rule's part that is
    /// not pairs of cells, whatever fills the empty cells.
    fn breaks(&self, layout: &Layout, v: &[u8]) -> bool;

    /// Whether no filling of the empty cells of `v` keeps the rule: [`Rule::breaks`], or
    /// more where reasoning over the empty cells pays. The logic's walks over a rule's
    /// fillings prune with it; a player's conflicts stay those of `breaks`.
    fn dead_end(&self, layout: &Layout, v: &[u8]) -> bool {
        self.breaks(layout, v)
    }

    /// Whether the rule is all its pairs of cells: [`Rule::breaks`] and [`Rule::dead_end`]
    /// never hold, so the logic's walks over its fillings need not ask them.
    fn is_all_pairs(&self) -> bool {
        false
    }

    /// What the rule compiles to for the exact search beyond its pairs and one cell's
    /// digits: nothing for a rule that is all pairs, [`Primitive::Walk`] for a rule the
    /// search must check as its cells fill.
    fn primitives(&self, layout: &Layout) -> Vec<Primitive>;

    /// Whether the rule can stand on its board, beyond what every rule is checked for (its
    /// cells on the board, a line's cells following each other).
    fn fits(&self, fit: &Fit) -> Result<(), ConstraintError>;

    /// The rule as a player names it on the board: "Thermometer r1c1→r1c4", "Black dot
    /// r2c3–r2c4", "Sandwich sum 15 above column 3".
    fn label(&self, layout: &Layout) -> String;

    /// The sentence that states the rule on a board of `size` digits.
    fn sentence(&self, size: usize) -> String;
}

/// Whether no cell repeats.
fn distinct(cells: &[Cell]) -> bool {
    cells.iter().enumerate().all(|(i, c)| !cells[..i].contains(c))
}

/// Whether a mark between two cells fits: they share a side and its number is `possible`.
fn fits_edge(fit: &Fit, cells: [Cell; 2], value: u8, possible: bool) -> Result<(), ConstraintError> {
    if !fit.side_by_side(cells[0], cells[1]) {
        return fit.fail(&cells, "a mark sits between two cells that share a side");
    }
    if !possible {
        return fit.fail(&cells, format!("{value} is not possible with digits 1 to {}", fit.size()));
    }
    Ok(())
}

/// Whether a sum of some digits of a row or column can be `sum`.
fn fits_row_sum(fit: &Fit, clue: Outside, sum: u16) -> Result<(), ConstraintError> {
    let size = fit.size();
    if usize::from(sum) > size * (size + 1) / 2 {
        return fit.clue_fail(clue, format!("{sum} is more than the digits of a row sum to"));
    }
    Ok(())
}

/// The digits of 1 to `size` that `keep` keeps, as a mask.
fn digits_where(size: usize, keep: impl Fn(u8) -> bool) -> u32 {
    (1..=size as u8).filter(|&d| keep(d)).fold(0u32, |mask, d| mask | 1 << (d - 1))
}

/// A cell and its orthogonal neighbours (nothing for a cell off the board).
fn with_neighbours(layout: &Layout, cell: Cell) -> Vec<Cell> {
    if cell.index() >= layout.cell_count() {
        return Vec::new();
    }
    std::iter::once(cell).chain(neighbours(layout, cell)).collect()
}

/// The cells at `(row, column)` places, from 0.
fn cells(layout: &Layout, places: &[(usize, usize)]) -> Vec<Cell> {
    places.iter().map(|&(row, column)| layout.cell(row, column)).collect()
}

/// A name with its first letter in capitals. The names are ASCII: an ASCII capital keeps
/// Unicode's case tables (24 KB) out of the page's wasm.
fn capitalized(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map_or_else(String::new, |first| std::iter::once(first.to_ascii_uppercase()).chain(chars).collect())
}

/// "r1c1→r1c4" (the first and last cell of a line, `join` between), "loop through r1c1",
/// or the first cell alone when `join` is empty.
fn span(layout: &Layout, cells: &[Cell], join: &str) -> String {
    match (cells.first(), cells.last()) {
        (Some(&a), Some(&b)) if a == b && cells.len() > 1 => format!("loop through {}", layout.cell_name(a)),
        (Some(&a), Some(&b)) if a != b && !join.is_empty() => {
            format!("{}{join}{}", layout.cell_name(a), layout.cell_name(b))
        }
        (Some(&a), _) => layout.cell_name(a),
        (None, _) => String::new(),
    }
}

/// Where a clue outside the grid sits: "above column 3", "left of row 5".
fn place(clue: Outside, size: usize) -> String {
    let inside = |i: usize| (1..=size).contains(&i);
    match (clue.row, clue.column) {
        (0, c) if inside(c) => format!("above column {c}"),
        (r, c) if r == size + 1 && inside(c) => format!("below column {c}"),
        (r, 0) if inside(r) => format!("left of row {r}"),
        (r, c) if c == size + 1 && inside(r) => format!("right of row {r}"),
        (r, c) => format!("at the corner r{r}c{c}"),
    }
}
