//! The pairs of cells a constraint relates, each with the [`Relation`] its two digits
//! must keep: most line and dot rules are exactly such pairs, which the exact solver
//! turns into tables of allowed pairs.

use crate::constraint::family;
use std::collections::BTreeSet;

use super::{diagonal, line, neighbours, Constraint, Indexer, Negative};
use crate::digits::Cell;
use crate::geometry::{HouseKind, Layout};

/// What two digits `a` (the pair's first cell) and `b` (its second) must satisfy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Relation {
    Differ,
    Less,
    LessOrEqual,
    Equal,
    GapAtLeast(u8),
    Difference(u8),
    Ratio(u8),
    Sum(u8),
    NotDifference(u8),
    NotRatio(u8),
    /// Neither of two sums (no X and no V).
    NotSums(u8, u8),
    /// Different thirds of the digits (`width` digits each): low, middle, high.
    OtherThird {
        width: u8,
    },
    /// Different residues mod 3.
    OtherResidue,
    /// `a` is `x` exactly when `b` is `y`.
    Iff {
        x: u8,
        y: u8,
    },
}

impl Relation {
    pub fn allows(self, a: u8, b: u8) -> bool {
        match self {
            Relation::Differ => a != b,
            Relation::Less => a < b,
            Relation::LessOrEqual => a <= b,
            Relation::Equal => a == b,
            Relation::GapAtLeast(gap) => a.abs_diff(b) >= gap,
            Relation::Difference(d) => a.abs_diff(b) == d,
            Relation::Ratio(r) => is_ratio(a, b, r),
            Relation::Sum(s) => u16::from(a) + u16::from(b) == u16::from(s),
            Relation::NotDifference(d) => a.abs_diff(b) != d,
            Relation::NotRatio(r) => !is_ratio(a, b, r),
            Relation::NotSums(s, t) => {
                let sum = u16::from(a) + u16::from(b);
                sum != u16::from(s) && sum != u16::from(t)
            }
            Relation::OtherThird { width } => width == 0 || (a - 1) / width != (b - 1) / width,
            Relation::OtherResidue => a % 3 != b % 3,
            Relation::Iff { x, y } => (a == x) == (b == y),
        }
    }
}

fn is_ratio(a: u8, b: u8, r: u8) -> bool {
    let (a, b, r) = (u16::from(a), u16::from(b), u16::from(r));
    a == b * r || b == a * r
}

/// A pair of cells and their relation.
pub type Pair = (Cell, Cell, Relation);

impl Constraint {
    /// The pairs of cells the rule relates. `all` is every constraint of the puzzle (a
    /// negative rule spares the pairs that carry a mark).
    pub fn pairs(&self, layout: &Layout, all: &[Constraint]) -> Vec<Pair> {
        let size = layout.size();
        let near = |cells: &[Cell], reach: usize, relation: Relation| -> Vec<Pair> {
            line::near_pairs(cells, reach).into_iter().map(|(a, b)| (a, b, relation)).collect()
        };
        let every_pair = |cells: &[Cell], relation: Relation| -> Vec<Pair> {
            let mut pairs = Vec::new();
            for (i, &a) in cells.iter().enumerate() {
                pairs.extend(cells[i + 1..].iter().map(|&b| (a, b, relation)));
            }
            pairs
        };
        match self {
            Constraint::Thermometer(family::Thermometer { cells }) => near(cells, 1, Relation::Less),
            Constraint::SlowThermometer(family::SlowThermometer { cells }) => near(cells, 1, Relation::LessOrEqual),
            Constraint::Whispers(family::Whispers { cells, gap }) => near(cells, 1, Relation::GapAtLeast(*gap)),
            Constraint::Palindrome(family::Palindrome { cells }) => {
                let n = cells.len();
                let mut pairs: Vec<Pair> = Vec::new();
                for (a, b) in (0..n / 2).map(|i| (cells[i], cells[n - 1 - i])) {
                    if a != b && !pairs.iter().any(|&(x, y, _)| (x, y) == (a, b) || (x, y) == (b, a)) {
                        pairs.push((a, b, Relation::Equal));
                    }
                }
                pairs
            }
            Constraint::Renban(family::Renban { cells }) => every_pair(&line::distinct(cells), Relation::Differ),
            Constraint::ExtraRegion(family::ExtraRegion { cells }) => every_pair(cells, Relation::Differ),
            // Every three cells in a row along the line differ pairwise; a line of two
            // cells is one such group.
            Constraint::Entropic(family::Entropic { cells }) => {
                near(cells, 2, Relation::OtherThird { width: (size / 3).min(usize::from(u8::MAX)) as u8 })
            }
            Constraint::Modular(family::Modular { cells }) => near(cells, 2, Relation::OtherResidue),
            Constraint::Diagonal(family::Diagonal { rising }) => {
                every_pair(&diagonal(layout, *rising), Relation::Differ)
            }
            Constraint::Difference(family::Difference { cells, value }) => {
                vec![(cells[0], cells[1], Relation::Difference(*value))]
            }
            Constraint::Ratio(family::Ratio { cells, value }) => vec![(cells[0], cells[1], Relation::Ratio(*value))],
            Constraint::Xv(family::Xv { cells, sum }) => vec![(cells[0], cells[1], Relation::Sum(*sum))],
            Constraint::Minimum(family::Minimum { cell }) => {
                neighbours(layout, *cell).into_iter().map(|n| (*cell, n, Relation::Less)).collect()
            }
            Constraint::Maximum(family::Maximum { cell }) => {
                neighbours(layout, *cell).into_iter().map(|n| (n, *cell, Relation::Less)).collect()
            }
            Constraint::Clone(family::Clone { cells, copy }) => {
                cells.iter().zip(copy).filter(|(a, b)| a != b).map(|(&a, &b)| (a, b, Relation::Equal)).collect()
            }
            Constraint::AntiKnight => moves(layout, &[(1, 2), (2, 1), (1, -2), (2, -1)], Relation::Differ),
            Constraint::AntiKing => moves(layout, &[(1, 1), (1, -1)], Relation::Differ),
            Constraint::NonConsecutive => moves(layout, &[(0, 1), (1, 0)], Relation::NotDifference(1)),
            Constraint::Negative(family::Negative { mark }) => negative_pairs(layout, *mark, all),
            Constraint::Indexer(family::Indexer { cell, index }) => {
                let Some(position) = indexed_cells(layout, *cell, *index).iter().position(|c| c == cell) else {
                    return Vec::new();
                };
                indexed_cells(layout, *cell, *index)
                    .into_iter()
                    .enumerate()
                    .filter(|&(_, other)| other != *cell)
                    .map(|(k, other)| (*cell, other, Relation::Iff { x: k as u8 + 1, y: position as u8 + 1 }))
                    .collect()
            }
            // Rules beyond pairs of cells, checked by `breaks`, or a cell's own digits.
            Constraint::Arrow(_)
            | Constraint::Between(_)
            | Constraint::RegionSum(_)
            | Constraint::Quadruple(_)
            | Constraint::Even(_)
            | Constraint::Odd(_)
            | Constraint::Sandwich(_)
            | Constraint::LittleKiller(_)
            | Constraint::XSum(_)
            | Constraint::Skyscraper(_)
            | Constraint::PencilMarks(_) => Vec::new(),
        }
    }
}

/// Every pair of cells a step `(rows, columns)` apart, for each step given.
fn moves(layout: &Layout, steps: &[(isize, isize)], relation: Relation) -> Vec<Pair> {
    let size = layout.size() as isize;
    let mut pairs = Vec::new();
    for cell in layout.cells() {
        let (row, column) = (layout.row(cell) as isize, layout.column(cell) as isize);
        for &(dr, dc) in steps {
            let (r, c) = (row + dr, column + dc);
            if (0..size).contains(&r) && (0..size).contains(&c) {
                pairs.push((cell, layout.cell(r as usize, c as usize), relation));
            }
        }
    }
    pairs
}

/// The unmarked pairs of neighbours that a negative rule covers.
fn negative_pairs(layout: &Layout, mark: Negative, all: &[Constraint]) -> Vec<Pair> {
    let marked: BTreeSet<(Cell, Cell)> = all
        .iter()
        .filter_map(|c| match (mark, c) {
            (Negative::Ratio | Negative::Difference, Constraint::Difference(family::Difference { cells, .. }))
            | (Negative::Ratio | Negative::Difference, Constraint::Ratio(family::Ratio { cells, .. }))
            | (Negative::Xv, Constraint::Xv(family::Xv { cells, .. })) => {
                Some((cells[0].min(cells[1]), cells[0].max(cells[1])))
            }
            _ => None,
        })
        .collect();
    let relation = match mark {
        Negative::Ratio => Relation::NotRatio(2),
        Negative::Difference => Relation::NotDifference(1),
        Negative::Xv => Relation::NotSums(5, 10),
    };
    moves(layout, &[(0, 1), (1, 0)], relation).into_iter().filter(|(a, b, _)| !marked.contains(&(*a, *b))).collect()
}

/// The cells an indexer cell points into, in index order: its column (row indexer), its
/// row (column indexer) or its box.
pub(crate) fn indexed_cells(layout: &Layout, cell: Cell, index: Indexer) -> Vec<Cell> {
    let size = layout.size();
    if cell.index() >= layout.cell_count() {
        return Vec::new();
    }
    let (row, column) = (layout.row(cell), layout.column(cell));
    match index {
        Indexer::Row => (0..size).map(|r| layout.cell(r, column)).collect(),
        Indexer::Column => (0..size).map(|c| layout.cell(row, c)).collect(),
        Indexer::Box => layout
            .houses()
            .iter()
            .find(|h| matches!(h.kind, HouseKind::Box | HouseKind::Region) && h.index == layout.region(cell))
            .map(|h| h.cells.clone())
            .unwrap_or_default(),
    }
}
