//! Symmetry of the givens: which cells must be given or empty together.
//!
//! A symmetry is a group of maps of the square cell grid onto itself; an *orbit* is the set
//! of images of one cell under the whole group. The generator removes givens an orbit at a
//! time, so the pattern of givens is invariant under every map of the group.
//!
//! The cell grid is always square (N x N), so every symmetry applies to every board, even
//! when boxes are not square (6x6 with 3x2 boxes) or jigsaw regions are irregular: the
//! symmetry constrains only *where* the givens stand, never the houses.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::digits::Cell;

/// How the pattern of givens is symmetric.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// No constraint on the pattern.
    None,
    /// Invariant under a half turn (the classic newspaper pattern).
    #[default]
    Rotate180,
    /// Invariant under a quarter turn (and so also a half turn).
    Rotate90,
    /// Invariant under a mirror that swaps left and right.
    MirrorLeftRight,
    /// Invariant under a mirror that swaps top and bottom.
    MirrorTopBottom,
    /// Invariant under reflection in both main diagonals (and so a half turn).
    Diagonals,
    /// Invariant under every rotation and reflection of the square.
    Full,
}

/// The eight maps of the square onto itself, as functions of (row, column) on an N x N grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Map {
    Identity,
    Rotate90,
    Rotate180,
    Rotate270,
    MirrorLeftRight,
    MirrorTopBottom,
    Transpose,
    AntiTranspose,
}

impl Map {
    fn apply(self, size: usize, row: usize, column: usize) -> (usize, usize) {
        let last = size - 1;
        match self {
            Map::Identity => (row, column),
            Map::Rotate90 => (column, last - row),
            Map::Rotate180 => (last - row, last - column),
            Map::Rotate270 => (last - column, row),
            Map::MirrorLeftRight => (row, last - column),
            Map::MirrorTopBottom => (last - row, column),
            Map::Transpose => (column, row),
            Map::AntiTranspose => (last - column, last - row),
        }
    }
}

/// A symmetry name that is not one of [`Symmetry::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "unknown symmetry {found:?}; expected one of: none, rotate180, rotate90, mirror-lr, mirror-tb, diagonals, full"
)]
pub struct UnknownSymmetry {
    pub found: String,
}

impl Symmetry {
    /// Every symmetry, in the order a menu lists them.
    pub const ALL: [Symmetry; 7] = [
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::MirrorLeftRight,
        Symmetry::MirrorTopBottom,
        Symmetry::Diagonals,
        Symmetry::Full,
    ];

    /// The short name used on the command line, in seed parameters and by `FromStr`.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotate180 => "rotate180",
            Symmetry::Rotate90 => "rotate90",
            Symmetry::MirrorLeftRight => "mirror-lr",
            Symmetry::MirrorTopBottom => "mirror-tb",
            Symmetry::Diagonals => "diagonals",
            Symmetry::Full => "full",
        }
    }

    fn maps(self) -> &'static [Map] {
        use Map::*;
        match self {
            Symmetry::None => &[Identity],
            Symmetry::Rotate180 => &[Identity, Rotate180],
            Symmetry::Rotate90 => &[Identity, Rotate90, Rotate180, Rotate270],
            Symmetry::MirrorLeftRight => &[Identity, MirrorLeftRight],
            Symmetry::MirrorTopBottom => &[Identity, MirrorTopBottom],
            Symmetry::Diagonals => &[Identity, Transpose, AntiTranspose, Rotate180],
            Symmetry::Full => {
                &[Identity, Rotate90, Rotate180, Rotate270, MirrorLeftRight, MirrorTopBottom, Transpose, AntiTranspose]
            }
        }
    }

    /// The images of `cell` under every map of the symmetry on a `size` x `size` grid.
    pub fn images(self, size: usize, cell: Cell) -> impl Iterator<Item = Cell> {
        let (row, column) = (cell.index() / size, cell.index() % size);
        self.maps().iter().map(move |map| {
            let (r, c) = map.apply(size, row, column);
            Cell::new(r * size + c)
        })
    }

    /// The orbits of the grid: disjoint sets of cells, each sorted, listed by their
    /// smallest cell in row-major order. Together they hold every cell once.
    pub fn orbits(self, size: usize) -> Vec<Vec<Cell>> {
        let cells = size * size;
        let mut seen = vec![false; cells];
        let mut orbits = Vec::new();
        for index in 0..cells {
            if seen[index] {
                continue;
            }
            let mut orbit: Vec<Cell> = self.images(size, Cell::new(index)).collect();
            orbit.sort_unstable();
            orbit.dedup();
            for cell in &orbit {
                seen[cell.index()] = true;
            }
            orbits.push(orbit);
        }
        orbits
    }

    /// True when the pattern of filled cells in `values` (one entry per cell of a
    /// `size` x `size` grid) is invariant under the symmetry.
    pub fn holds<T>(self, size: usize, values: &[Option<T>]) -> bool {
        if values.len() != size * size {
            return false;
        }
        (0..values.len()).all(|i| {
            let filled = values[i].is_some();
            self.images(size, Cell::new(i)).all(|image| values[image.index()].is_some() == filled)
        })
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Symmetry {
    type Err = UnknownSymmetry;

    /// Accepts the names of [`Symmetry::name`] and a few spellings players type
    /// ("180", "90", "mirror", "horizontal", "vertical", "diagonal", "all"), in any case.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let key = text.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        let symmetry = match key.as_str() {
            "none" | "no" | "asymmetric" => Symmetry::None,
            "rotate180" | "rotate-180" | "180" | "rotational" => Symmetry::Rotate180,
            "rotate90" | "rotate-90" | "90" => Symmetry::Rotate90,
            "mirror-lr" | "mirror" | "left-right" | "horizontal" => Symmetry::MirrorLeftRight,
            "mirror-tb" | "top-bottom" | "vertical" => Symmetry::MirrorTopBottom,
            "diagonals" | "diagonal" | "both-diagonals" => Symmetry::Diagonals,
            "full" | "all" | "dihedral" => Symmetry::Full,
            _ => return Err(UnknownSymmetry { found: text.to_string() }),
        };
        Ok(symmetry)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for symmetry in Symmetry::ALL {
            assert_eq!(symmetry.name().parse::<Symmetry>(), Ok(symmetry));
            assert_eq!(symmetry.to_string(), symmetry.name());
        }
        assert_eq!("180".parse::<Symmetry>(), Ok(Symmetry::Rotate180));
        assert!("spiral".parse::<Symmetry>().is_err());
    }

    #[test]
    fn orbits_partition_the_grid() {
        for size in [4, 6, 9, 16, 25] {
            for symmetry in Symmetry::ALL {
                let orbits = symmetry.orbits(size);
                let mut all: Vec<Cell> = orbits.iter().flatten().copied().collect();
                all.sort_unstable();
                assert_eq!(all, (0..size * size).map(Cell::new).collect::<Vec<_>>(), "{symmetry} {size}");
            }
        }
    }

    #[test]
    fn orbit_sizes_on_9x9() {
        let count = |s: Symmetry| s.orbits(9).len();
        assert_eq!(count(Symmetry::None), 81);
        assert_eq!(count(Symmetry::Rotate180), 41);
        assert_eq!(count(Symmetry::Rotate90), 21);
        assert_eq!(count(Symmetry::MirrorLeftRight), 45);
        assert_eq!(count(Symmetry::Diagonals), 25);
        assert_eq!(count(Symmetry::Full), 15);
        // r1c2 under a quarter turn visits r2c9, r9c8 and r8c1.
        let orbit = &Symmetry::Rotate90.orbits(9)[1];
        assert_eq!(orbit, &vec![Cell::new(1), Cell::new(17), Cell::new(63), Cell::new(79)]);
    }

    #[test]
    fn holds_detects_a_broken_pattern() {
        let mut values: Vec<Option<u8>> = vec![None; 16];
        values[0] = Some(1);
        assert!(Symmetry::None.holds(4, &values));
        assert!(!Symmetry::Rotate180.holds(4, &values));
        values[15] = Some(2);
        assert!(Symmetry::Rotate180.holds(4, &values));
        assert!(!Symmetry::Rotate90.holds(4, &values));
        assert!(Symmetry::Diagonals.holds(4, &values));
        assert!(!Symmetry::MirrorLeftRight.holds(4, &values));
    }
}
