//! The pairs of cells a constraint relates, each with the [`Relation`] its two digits
//! must keep: most line and dot rules are exactly such pairs, which the exact solver
//! turns into tables of allowed pairs.

use super::line;
use crate::digits::Cell;
use crate::geometry::Layout;

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
    /// Whether digit `this` of one cell of a pair allows digit `other` in the pair's other
    /// cell; `this_first` when `this` is the pair's first cell.
    #[inline]
    pub fn allows_beside(self, this: u8, other: u8, this_first: bool) -> bool {
        if this_first {
            self.allows(this, other)
        } else {
            self.allows(other, this)
        }
    }

    /// Inlined: the walks over a rule's fillings ask it for every digit they try.
    #[inline]
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

/// The pairs of cells at most `reach` apart along a line (neighbours for 1), each with
/// `relation`.
pub(crate) fn near(cells: &[Cell], reach: usize, relation: Relation) -> Vec<Pair> {
    line::near_pairs(cells, reach).into_iter().map(|(a, b)| (a, b, relation)).collect()
}

/// Every pair of `cells`, each with `relation`.
pub(crate) fn every_pair(cells: &[Cell], relation: Relation) -> Vec<Pair> {
    let mut pairs = Vec::new();
    for (i, &a) in cells.iter().enumerate() {
        pairs.extend(cells[i + 1..].iter().map(|&b| (a, b, relation)));
    }
    pairs
}

/// Every pair of cells a step `(rows, columns)` apart, for each step given.
pub(crate) fn moves(layout: &Layout, steps: &[(isize, isize)], relation: Relation) -> Vec<Pair> {
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
