//! The setter's tools in setup: a drawing gesture on the board becomes a variant
//! constraint of the puzzle being set (a thermometer, an arrow, a renban or a German
//! whispers line along a path of cells; a white or black dot, an X or a V between two
//! cells that share a side; a quadruple's digits on the corner of four cells; a sandwich,
//! X-sum or skyscraper number beside the grid), and an eraser takes one away.
//! Each drawing is checked here (its shape) and by the constraint's own validation; a
//! refused one changes nothing and says why. [`Contradiction`] says why a puzzle has no
//! solution, and where. Killer cages are drawn too, but a board's
//! cages belong to its layout: [`with_cage`] and its kin make the new layout (and a cage
//! over another cage's cells, a rule of its own). [`SetupHistory`] makes every edit, digits and
//! constraints alike, one undo step; [`Verdict`] reads the count of solutions for the setter, and
//! [`LogicReport`] what the logical solver makes of the puzzle.

mod cage;
mod contradiction;
mod history;
mod outside;
mod pencil;
mod quadruple;
mod report;
mod tools;
mod verdict;

use crate::constraint::family;
use thiserror::Error;

pub use cage::{backspaced_sum, cage_sum, cages_through, typed_sum, with_cage, with_cage_sum, without_cage};
pub use contradiction::Contradiction;
pub use history::SetupHistory;
pub use outside::{outside_value, with_outside_value, OutsideKind};
pub use pencil::{pencil_mark_digits, with_pencil_mark_digit, without_pencil_mark_digit};
pub use quadruple::{nearest_corner, quadruple_digits, with_quadruple_digit, without_quadruple_digit};
pub use report::LogicReport;
pub use tools::{Placement, Tool};

pub use verdict::Verdict;

use crate::constraint::{Constraint, ConstraintError, Indexer, Negative};
use crate::digits::Cell;
use crate::error::{GeometryError, PuzzleError};
use crate::geometry::Layout;

/// What the setter drew, in the order the pointer went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Drawing {
    /// The bulb first, then the tube.
    Thermometer(Vec<Cell>),
    /// The bulb first, then the tube: digits never decrease from the bulb.
    SlowThermometer(Vec<Cell>),
    /// The bulb (one cell) first, then the shaft.
    Arrow(Vec<Cell>),
    /// A renban line: its digits are consecutive, in any order.
    Renban(Vec<Cell>),
    /// A German whispers line: digits side by side on it differ by at least half the
    /// digits and one (5 on 9x9).
    GermanWhispers(Vec<Cell>),
    /// A Dutch whispers line: digits side by side on it differ by at least 4.
    DutchWhispers(Vec<Cell>),
    /// A palindrome: the line reads the same from either end.
    Palindrome(Vec<Cell>),
    /// A between line: the digits between its ends lie between the ends' digits.
    Between(Vec<Cell>),
    /// A region-sum line: its stretches in each box sum alike.
    RegionSum(Vec<Cell>),
    /// An entropic line: every three cells in a row hold a low, a middle and a high digit.
    Entropic(Vec<Cell>),
    /// A modular line: every three cells in a row hold digits of three residues mod 3.
    Modular(Vec<Cell>),
    /// A white dot (the digits differ by 1) between two cells.
    WhiteDot([Cell; 2]),
    /// A black dot (one digit twice the other) between two cells.
    BlackDot([Cell; 2]),
    /// An X (the digits sum to 10) between two cells.
    X([Cell; 2]),
    /// A V (the digits sum to 5) between two cells.
    V([Cell; 2]),
    /// A cell of one kind: even, odd, a minimum, a maximum or an indexer.
    Mark(CellMark, Cell),
    /// An extra region: the cells hold different digits.
    ExtraRegion(Vec<Cell>),
    /// Cells, then the cells that copy them, in the same order.
    Clone(Vec<Cell>, Vec<Cell>),
    /// A cell and the digits it may hold.
    PencilMarks(Cell, Vec<u8>),
    /// A rule of the whole board; drawn again, it goes.
    Board(BoardRule),
}

/// The marks the setter puts in one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellMark {
    Even,
    Odd,
    Minimum,
    Maximum,
    RowIndexer,
    ColumnIndexer,
    BoxIndexer,
}

/// The rules of the whole board the setter switches on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardRule {
    AntiKnight,
    AntiKing,
    NonConsecutive,
    FallingDiagonal,
    RisingDiagonal,
    NoWhiteDot,
    NoBlackDot,
    NoXv,
}

impl BoardRule {
    /// The constraint that is this rule.
    pub fn constraint(self) -> Constraint {
        match self {
            BoardRule::AntiKnight => Constraint::AntiKnight(family::AntiKnight),
            BoardRule::AntiKing => Constraint::AntiKing(family::AntiKing),
            BoardRule::NonConsecutive => Constraint::NonConsecutive(family::NonConsecutive),
            BoardRule::FallingDiagonal => Constraint::Diagonal(family::Diagonal { rising: false }),
            BoardRule::RisingDiagonal => Constraint::Diagonal(family::Diagonal { rising: true }),
            BoardRule::NoWhiteDot => Constraint::Negative(family::Negative { mark: Negative::Difference }),
            BoardRule::NoBlackDot => Constraint::Negative(family::Negative { mark: Negative::Ratio }),
            BoardRule::NoXv => Constraint::Negative(family::Negative { mark: Negative::Xv }),
        }
    }
}

impl CellMark {
    fn constraint(self, cell: Cell) -> Constraint {
        match self {
            CellMark::Even => Constraint::Even(family::Even { cell }),
            CellMark::Odd => Constraint::Odd(family::Odd { cell }),
            CellMark::Minimum => Constraint::Minimum(family::Minimum { cell }),
            CellMark::Maximum => Constraint::Maximum(family::Maximum { cell }),
            CellMark::RowIndexer => Constraint::Indexer(family::Indexer { cell, index: Indexer::Row }),
            CellMark::ColumnIndexer => Constraint::Indexer(family::Indexer { cell, index: Indexer::Column }),
            CellMark::BoxIndexer => Constraint::Indexer(family::Indexer { cell, index: Indexer::Box }),
        }
    }
}

/// What the eraser points at: a cell, the edge between a cell and its neighbour, or a
/// press in a cell near an edge (the dot on that edge if there is one, else the cell).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EraseAt {
    Cell(Cell),
    Edge([Cell; 2]),
    Near { cell: Cell, edge: Option<[Cell; 2]> },
}

/// A drawing or an erasure that cannot be made, and where.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetterError {
    #[error("{what} needs at least 2 cells")]
    TooShort { what: &'static str },
    #[error("cells {first} and {second} are not adjacent")]
    NotAdjacent { first: String, second: String },
    #[error("cells {first} and {second} do not share a side: a dot, an X or a V sits between side neighbours")]
    NotSideBySide { first: String, second: String },
    #[error("there is already a dot, X or V between {first} and {second}")]
    DuplicateDot { first: String, second: String },
    #[error("this {name} is already drawn")]
    Duplicate { name: &'static str },
    #[error("there is no constraint to erase at {at}")]
    NothingToErase { at: String },
    #[error("a cage's cells must join side by side: the cage at {at} is in pieces")]
    CageNotConnected { at: String },
    #[error("a cage holds at most {size} cells, not {cells}")]
    CageTooLarge { cells: usize, size: usize },
    #[error("{} cannot sum to {sum} (their sums run {min} to {max})", cage::cells_text(*cells))]
    CageSum { cells: usize, sum: u16, min: usize, max: usize },
    #[error("the cage at {at} is already drawn")]
    CageTwice { at: String },
    #[error("there is no cage at {at}")]
    NoCage { at: String },
    #[error("a quadruple holds at most 4 digits")]
    QuadrupleFull,
    #[error("{at} faces no row or column: a clue sits beside the grid, not at its corners")]
    NotFacingALine { at: String },
    #[error("{value} is too large for this clue")]
    ClueTooLarge { value: u16 },
    #[error("{0}")]
    Geometry(#[from] GeometryError),
    #[error("{0}")]
    Constraint(#[from] ConstraintError),
    #[error("the puzzle would not stand: {0}")]
    Puzzle(#[from] PuzzleError),
}

impl Drawing {
    /// The constraint this drawing makes on `layout`, or why it makes none.
    pub fn constraint(&self, layout: &Layout) -> Result<Constraint, SetterError> {
        let name = |cell: Cell| cell.name(layout.size());
        let path = |cells: &Vec<Cell>| -> Result<Vec<Cell>, SetterError> {
            if cells.len() < 2 {
                return Err(SetterError::TooShort { what: self.what() });
            }
            if let Some(pair) = cells.windows(2).find(|w| !on_board(layout, w) || !touching(layout, w[0], w[1])) {
                return Err(SetterError::NotAdjacent { first: name(pair[0]), second: name(pair[1]) });
            }
            Ok(cells.clone())
        };
        let edge = |cells: &[Cell; 2]| -> Result<[Cell; 2], SetterError> {
            if !on_board(layout, cells) || !side_by_side(layout, cells[0], cells[1]) {
                return Err(SetterError::NotSideBySide { first: name(cells[0]), second: name(cells[1]) });
            }
            Ok(*cells)
        };
        let half = (layout.size() as u8).div_ceil(2);
        let constraint = match self {
            Drawing::Thermometer(cells) => Constraint::Thermometer(family::Thermometer { cells: path(cells)? }),
            Drawing::SlowThermometer(cells) => {
                Constraint::SlowThermometer(family::SlowThermometer { cells: path(cells)? })
            }
            Drawing::Arrow(cells) => {
                let cells = path(cells)?;
                Constraint::Arrow(family::Arrow { bulb: vec![cells[0]], shafts: vec![cells[1..].to_vec()] })
            }
            Drawing::Renban(cells) => Constraint::Renban(family::Renban { cells: path(cells)? }),
            Drawing::GermanWhispers(cells) => Constraint::Whispers(family::Whispers { cells: path(cells)?, gap: half }),
            Drawing::DutchWhispers(cells) => Constraint::Whispers(family::Whispers { cells: path(cells)?, gap: 4 }),
            Drawing::Palindrome(cells) => Constraint::Palindrome(family::Palindrome { cells: path(cells)? }),
            Drawing::Between(cells) => Constraint::Between(family::Between { cells: path(cells)? }),
            Drawing::RegionSum(cells) => Constraint::RegionSum(family::RegionSum { cells: path(cells)? }),
            Drawing::Entropic(cells) => Constraint::Entropic(family::Entropic { cells: path(cells)? }),
            Drawing::Modular(cells) => Constraint::Modular(family::Modular { cells: path(cells)? }),
            Drawing::WhiteDot(cells) => Constraint::Difference(family::Difference { cells: edge(cells)?, value: 1 }),
            Drawing::BlackDot(cells) => Constraint::Ratio(family::Ratio { cells: edge(cells)?, value: 2 }),
            Drawing::X(cells) => Constraint::Xv(family::Xv { cells: edge(cells)?, sum: 10 }),
            Drawing::V(cells) => Constraint::Xv(family::Xv { cells: edge(cells)?, sum: 5 }),
            Drawing::Mark(mark, cell) => mark.constraint(*cell),
            Drawing::ExtraRegion(cells) => Constraint::ExtraRegion(family::ExtraRegion { cells: cells.clone() }),
            Drawing::Clone(cells, copy) => {
                Constraint::Clone(family::Clone { cells: cells.clone(), copy: copy.clone() })
            }
            Drawing::PencilMarks(cell, digits) => {
                Constraint::PencilMarks(family::PencilMarks { cell: *cell, digits: digits.clone() })
            }
            Drawing::Board(rule) => rule.constraint(),
        };
        constraint.validate(layout)?;
        Ok(constraint.normalized())
    }

    /// What the drawing makes, as a refusal names it.
    fn what(&self) -> &'static str {
        match self {
            Drawing::Thermometer(_) => "a thermometer",
            Drawing::SlowThermometer(_) => "a slow thermometer",
            Drawing::Arrow(_) => "an arrow",
            Drawing::Renban(_) => "a renban line",
            Drawing::GermanWhispers(_) => "a German whispers line",
            Drawing::DutchWhispers(_) => "a Dutch whispers line",
            Drawing::Palindrome(_) => "a palindrome",
            Drawing::Between(_) => "a between line",
            Drawing::RegionSum(_) => "a region-sum line",
            Drawing::Entropic(_) => "an entropic line",
            Drawing::Modular(_) => "a modular line",
            Drawing::WhiteDot(_) | Drawing::BlackDot(_) => "a dot",
            Drawing::X(_) | Drawing::V(_) => "an X or a V",
            Drawing::Mark(..) => "a marked cell",
            Drawing::ExtraRegion(_) => "an extra region",
            Drawing::Clone(..) => "a clone",
            Drawing::PencilMarks(..) => "pencil marks",
            Drawing::Board(_) => "a rule of the board",
        }
    }
}

/// The constraints after adding `drawing` to `existing`, or why it cannot be added.
pub fn with_drawing(
    layout: &Layout,
    existing: &[Constraint],
    drawing: &Drawing,
) -> Result<Vec<Constraint>, SetterError> {
    let added = drawing.constraint(layout)?;
    if let Drawing::Board(_) = drawing {
        if existing.contains(&added) {
            return Ok(existing.iter().filter(|&c| c != &added).cloned().collect());
        }
    }
    if let Some(pair) = dot_cells(&added) {
        if existing.iter().any(|c| dot_cells(c) == Some(pair)) {
            let name = |cell: Cell| cell.name(layout.size());
            return Err(SetterError::DuplicateDot { first: name(pair[0]), second: name(pair[1]) });
        }
    }
    if existing.contains(&added) {
        return Err(SetterError::Duplicate { name: added.name() });
    }
    let mut constraints = existing.to_vec();
    constraints.push(added);
    Ok(constraints)
}

/// The constraints after erasing what lies at `at`: the dot on an edge, or every drawn
/// rule that passes through a cell (dots aside); refused when there is none.
pub fn without(layout: &Layout, existing: &[Constraint], at: EraseAt) -> Result<Vec<Constraint>, SetterError> {
    let name = |cell: Cell| cell.name(layout.size());
    match at {
        EraseAt::Edge(mut pair) => {
            pair.sort_unstable();
            let at = || format!("the edge of {} and {}", name(pair[0]), name(pair[1]));
            without_hits(existing, |c| dot_cells(c) == Some(pair), at)
        }
        EraseAt::Cell(cell) => {
            without_hits(existing, |c| dot_cells(c).is_none() && c.listed().contains(&cell), || name(cell))
        }
        EraseAt::Near { cell, edge } => {
            let dot = edge.and_then(|edge| without(layout, existing, EraseAt::Edge(edge)).ok());
            dot.map_or_else(|| without(layout, existing, EraseAt::Cell(cell)), Ok)
        }
    }
}

/// The layout and constraints after erasing what lies at `at`: as [`without`] does, and
/// also the cage through the cell when the eraser takes what runs through a cell; refused
/// when there is nothing there.
pub fn erased(layout: &Layout, existing: &[Constraint], at: EraseAt) -> Result<(Layout, Vec<Constraint>), SetterError> {
    let cell = match at {
        EraseAt::Edge(_) => None,
        EraseAt::Cell(cell) => Some(cell),
        EraseAt::Near { cell, edge } => {
            let dot = edge.is_some_and(|edge| without(layout, existing, EraseAt::Edge(edge)).is_ok());
            (!dot).then_some(cell)
        }
    };
    let cage = cell.and_then(|cell| without_cage(layout, cell));
    match (without(layout, existing, at), cage) {
        (Err(error), None) => Err(error),
        (constraints, cage) => {
            Ok((cage.unwrap_or_else(|| layout.clone()), constraints.unwrap_or_else(|_| existing.to_vec())))
        }
    }
}

/// `existing` without the constraints `hit` picks; refused, naming the place `at`, when
/// it picks none.
fn without_hits(
    existing: &[Constraint],
    hit: impl Fn(&Constraint) -> bool,
    at: impl FnOnce() -> String,
) -> Result<Vec<Constraint>, SetterError> {
    let kept: Vec<Constraint> = existing.iter().filter(|c| !hit(c)).cloned().collect();
    if kept.len() == existing.len() {
        return Err(SetterError::NothingToErase { at: at() });
    }
    Ok(kept)
}

/// The neighbour across the side of `cell` nearest to the point (`x`, `y`), each from 0
/// to 1 across the cell from its top left corner; `None` at the board's rim.
pub fn nearest_edge(layout: &Layout, cell: Cell, x: f64, y: f64) -> Option<Cell> {
    let (row, column, last) = (layout.row(cell), layout.column(cell), layout.size() - 1);
    let sides = [
        (y, row > 0, (-1, 0)),
        (1.0 - x, column < last, (0, 1)),
        (1.0 - y, row < last, (1, 0)),
        (x, column > 0, (0, -1)),
    ];
    let (_, inside, (dr, dc)) = sides.into_iter().min_by(|a, b| a.0.total_cmp(&b.0))?;
    inside.then(|| layout.cell(row.wrapping_add_signed(dr), column.wrapping_add_signed(dc)))
}

/// The two cells of a mark on an edge (a white or black dot, an X or a V), in order.
fn dot_cells(constraint: &Constraint) -> Option<[Cell; 2]> {
    if constraint.tool().placement() != Placement::Edge {
        return None;
    }
    let mut pair: [Cell; 2] = constraint.listed().try_into().ok()?;
    pair.sort_unstable();
    Some(pair)
}

fn on_board(layout: &Layout, cells: &[Cell]) -> bool {
    cells.iter().all(|c| c.index() < layout.cell_count())
}

fn touching(layout: &Layout, a: Cell, b: Cell) -> bool {
    let (dr, dc) = (layout.row(a).abs_diff(layout.row(b)), layout.column(a).abs_diff(layout.column(b)));
    dr <= 1 && dc <= 1 && a != b
}

fn side_by_side(layout: &Layout, a: Cell, b: Cell) -> bool {
    layout.row(a).abs_diff(layout.row(b)) + layout.column(a).abs_diff(layout.column(b)) == 1
}

#[cfg(test)]
mod tests;
