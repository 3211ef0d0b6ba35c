//! Killer cages: groups of cells (drawn joined side by side, though a shared puzzle's may
//! touch only at corners), each usually with a sum, in
//! which no digit repeats.
//!
//! A killer board is any board whose [`Variant::cages`](super::Variant::cages) is `Some`:
//! ```
//! use sudoku_engine::{Cage, Cell, Geometry, Layout, Variant};
//!
//! // Two cages on 4x4: r1c1+r1c2 summing to 3, r2c1 alone (no sum).
//! let cages = vec![Cage::new(vec![Cell::new(0), Cell::new(1)], Some(3)), Cage::new(vec![Cell::new(4)], None)];
//! let layout = Layout::new(Geometry::new(2, 2, Variant { cages: Some(cages), ..Variant::default() })).unwrap();
//! assert_eq!(layout.cage_of(Cell::new(1)), Some(0));
//! assert!(layout.sees(Cell::new(1), Cell::new(4)), "same box");
//! assert_eq!(layout.cage_of(Cell::new(2)), None);
//! ```
//! Cage mates are peers ([`Layout::peers`](super::Layout::peers)), so every rule that
//! reads peers (candidates, conflicts of a move) keeps digits apart in a cage; cages are
//! not houses (a house holds every digit once, a cage fewer). Sums are checked by
//! [`crate::solve::is_valid_solution`] and propagated by the exact solver.
//! [`combinations`] gives the digit sets a cage can hold.
//!
//! Killer boards go up to 16x16 ([`MAX_KILLER_SIZE`]).

use serde::{Deserialize, Serialize};

use crate::digits::{Cell, Digit, DigitSet};
use crate::error::GeometryError;

/// The largest board size with cages.
pub const MAX_KILLER_SIZE: usize = 16;

/// A cage: its cells (any order) and the sum of their digits, if given.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cage {
    pub cells: Vec<Cell>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sum: Option<u16>,
}

impl Cage {
    pub fn new(cells: Vec<Cell>, sum: Option<u16>) -> Cage {
        Cage { cells, sum }
    }

    /// The first cell in reading order (where a sum is written), if any.
    pub fn anchor(&self) -> Option<Cell> {
        self.cells.iter().min().copied()
    }

    /// The sum of the digits placed in the cage's cells (`values` has one entry per cell).
    pub fn placed_sum(&self, values: &[Option<Digit>]) -> u32 {
        self.cells.iter().filter_map(|c| values.get(c.index()).copied().flatten()).map(|d| u32::from(d.get())).sum()
    }

    /// Whether the digits placed break the cage's sum: they exceed it, or fill the cage
    /// and miss it.
    pub fn breaks_sum(&self, values: &[Option<Digit>]) -> bool {
        let Some(sum) = self.sum else { return false };
        let total = self.placed_sum(values);
        let full = self.cells.iter().all(|c| values.get(c.index()).copied().flatten().is_some());
        total > u32::from(sum) || (full && total != u32::from(sum))
    }
}

/// The smallest and largest sums of `cells` different digits of `1..=size`.
pub fn sum_range(cells: usize, size: usize) -> (usize, usize) {
    let min = cells * (cells + 1) / 2;
    let max = cells * (2 * size + 1).saturating_sub(cells) / 2;
    (min, max)
}

/// Every set of `cells` different digits of `1..=size` summing to `sum` (any sum when
/// `None`), as digit sets in increasing order of their bits (as numbers).
pub fn combinations(size: usize, cells: usize, sum: Option<u16>) -> Vec<DigitSet> {
    let mut found = Vec::new();
    if size > MAX_KILLER_SIZE || cells > size {
        return found;
    }
    let limit = 1u32 << size;
    let mut mask = (1u32 << cells) - 1;
    if cells == 0 {
        if sum.is_none_or(|s| s == 0) {
            found.push(DigitSet::EMPTY);
        }
        return found;
    }
    // Gosper's hack: every mask of `cells` bits below `limit`, in increasing order.
    while mask < limit {
        if sum.is_none_or(|s| u32::from(s) == digit_sum(mask)) {
            found.push(DigitSet::from_bits(mask));
        }
        let low = mask & mask.wrapping_neg();
        let ripple = mask + low;
        mask = (((ripple ^ mask) >> 2) / low) | ripple;
    }
    found
}

/// The sum of the digits of a mask (bit `i` is digit `i + 1`).
pub fn digit_sum(mut mask: u32) -> u32 {
    let mut total = 0;
    while mask != 0 {
        total += mask.trailing_zeros() + 1;
        mask &= mask - 1;
    }
    total
}

/// Puts the cells of each cage, and the cages by their first cell, in reading order.
/// Cages of valid boards do not share a first cell, so an unstable sort gives the same
/// order as a stable one (and keeps the stable sort's code out of the page).
pub(crate) fn sort(cages: &mut [Cage]) {
    for cage in cages.iter_mut() {
        cage.cells.sort_unstable();
    }
    // Unstable is enough (cages do not overlap, so anchors differ) and links no stable
    // merge sort into the page.
    cages.sort_unstable_by_key(Cage::anchor);
}

/// Checks `cages` on a board of `size` and returns each cell's cage (index into `cages`).
pub(crate) fn validate(cages: &[Cage], size: usize) -> Result<Vec<Option<u16>>, GeometryError> {
    if size > MAX_KILLER_SIZE {
        return Err(GeometryError::KillerTooLarge { size });
    }
    let cells = size * size;
    let mut cage_of: Vec<Option<u16>> = vec![None; cells];
    let at = |cell: Cell| (cell.index() / size + 1, cell.index() % size + 1);
    for (index, cage) in cages.iter().enumerate() {
        let number = index + 1;
        if cage.cells.is_empty() {
            return Err(GeometryError::CageEmpty { cage: number });
        }
        if cage.cells.len() > size {
            return Err(GeometryError::CageTooLarge { cage: number, cells: cage.cells.len(), size });
        }
        for &cell in &cage.cells {
            if cell.index() >= cells {
                return Err(GeometryError::CageCellOutOfRange { cage: number, cell: cell.index(), cells });
            }
            let slot = &mut cage_of[cell.index()];
            if let Some(other) = *slot {
                let (row, column) = at(cell);
                return Err(GeometryError::CagesOverlap { row, column, first: usize::from(other) + 1, second: number });
            }
            *slot = Some(index as u16);
        }
        if let Some(sum) = cage.sum {
            let (min, max) = sum_range(cage.cells.len(), size);
            if !(min..=max).contains(&usize::from(sum)) {
                let (row, column) = at(cage.anchor().unwrap_or(cage.cells[0]));
                return Err(GeometryError::CageSumImpossible {
                    cage: number,
                    row,
                    column,
                    sum,
                    cells: cage.cells.len(),
                    min,
                    max,
                });
            }
        }
    }
    Ok(cage_of)
}

/// Whether `cells` (distinct, on the board) are orthogonally connected.
pub fn connected(cells: &[Cell], size: usize) -> bool {
    let Some(&start) = cells.first() else { return true };
    let mut reached = vec![start];
    let mut next = 0;
    while let Some(&cell) = reached.get(next) {
        next += 1;
        let (row, column) = (cell.index() / size, cell.index() % size);
        for &other in cells {
            let (r, c) = (other.index() / size, other.index() % size);
            if row.abs_diff(r) + column.abs_diff(c) == 1 && !reached.contains(&other) {
                reached.push(other);
            }
        }
    }
    reached.len() == cells.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::PuzzleError;
    use crate::geometry::{Geometry, Layout, Variant};

    fn cage(cells: &[usize], sum: Option<u16>) -> Cage {
        Cage::new(cells.iter().map(|&i| Cell::new(i)).collect(), sum)
    }

    fn killer(width: usize, height: usize, cages: Vec<Cage>) -> Result<Layout, GeometryError> {
        Layout::new(Geometry::new(width, height, Variant { cages: Some(cages), ..Variant::default() }))
    }

    #[test]
    fn combinations_list_every_digit_set_with_the_sum() {
        let bits = |sets: Vec<DigitSet>| sets.into_iter().map(DigitSet::bits).collect::<Vec<_>>();
        // 2 cells summing to 10 on 9x9: 1+9, 2+8, 3+7, 4+6.
        assert_eq!(bits(combinations(9, 2, Some(10))), [0b0_0010_1000, 0b0_0100_0100, 0b0_1000_0010, 0b1_0000_0001]);
        assert_eq!(bits(combinations(9, 3, Some(24))), [0b1_1100_0000]);
        assert_eq!(combinations(9, 9, Some(45)).len(), 1);
        assert!(combinations(9, 2, Some(18)).is_empty());
        assert_eq!(combinations(4, 2, None).len(), 6);
        assert_eq!(combinations(16, 8, None).len(), 12_870);
        assert!(combinations(9, 10, None).is_empty());
        assert_eq!(sum_range(3, 9), (6, 24));
        assert_eq!(sum_range(16, 16), (136, 136));
    }

    #[test]
    fn cage_mates_are_peers_but_not_houses() {
        let layout = killer(3, 3, vec![cage(&[0, 1, 2, 3, 12], Some(20))]).expect("a valid cage");
        assert!(layout.sees(Cell::new(0), Cell::new(12)), "cage mates in different boxes");
        assert!(!layout.sees(Cell::new(12), Cell::new(21)) || layout.cage_of(Cell::new(21)).is_none());
        assert_eq!(layout.houses().len(), 27);
        assert_eq!(layout.cages().len(), 1);
        assert_eq!(layout.variant().name(), "killer");
        assert_eq!(Layout::classic().cages(), &[]);
    }

    #[test]
    fn cages_are_kept_in_reading_order() {
        let layout = killer(2, 2, vec![cage(&[5, 4], Some(3)), cage(&[1, 0], None)]).expect("valid cages");
        assert_eq!(layout.cages(), &[cage(&[0, 1], None), cage(&[4, 5], Some(3))]);
        assert_eq!(layout.cage_of(Cell::new(5)), Some(1));
    }

    #[test]
    fn givens_solutions_and_moves_respect_cages() {
        use crate::game::{conflicts, Board};
        use crate::grid::Puzzle;
        use crate::solve::is_valid_solution;
        let d = |v: u8| Digit::new(v).expect("a digit");
        // 4x4: r1c1+r2c1 sum to 3, r1c2+r1c3 sum to 7.
        let layout = killer(2, 2, vec![cage(&[0, 4], Some(3)), cage(&[1, 2], Some(7))]).expect("valid cages");
        let solution: Vec<Digit> = [1, 3, 4, 2, 2, 4, 1, 3, 3, 1, 2, 4, 4, 2, 3, 1].map(d).to_vec();
        assert!(is_valid_solution(&Puzzle::empty(layout.clone()), &solution));
        let other = killer(2, 2, vec![cage(&[0, 4], Some(4))]).expect("valid cage");
        assert!(!is_valid_solution(&Puzzle::empty(other.clone()), &solution), "1 + 2 is not 4");
        let mut givens = vec![None; 16];
        givens[1] = Some(d(4));
        givens[2] = Some(d(4));
        let err = Puzzle::new(layout.clone(), givens).expect_err("4 twice in row 1 and in a cage");
        assert!(matches!(err, PuzzleError::DuplicateGiven { .. }));
        let mut givens = vec![None; 16];
        givens[0] = Some(d(3));
        assert!(Puzzle::new(layout.clone(), givens).is_ok(), "3 alone does not exceed 3");
        let mut givens = vec![None; 16];
        givens[0] = Some(d(4));
        assert_eq!(
            Puzzle::new(layout.clone(), givens),
            Err(PuzzleError::CageSumExceeded { cage: 1, at: (1, 1), sum: 3, found: 4 })
        );
        // A move: 1 and 3 in the cage of 3 break its sum; both cells are conflicts.
        let puzzle = Puzzle::empty(layout);
        let mut board = Board::new(&puzzle);
        board.values[0] = Some(d(1));
        assert!(conflicts(&puzzle, &board).is_empty());
        board.values[4] = Some(d(3));
        assert_eq!(conflicts(&puzzle, &board), vec![Cell::new(0), Cell::new(4)]);
        board.values[4] = Some(d(2));
        assert!(conflicts(&puzzle, &board).is_empty());
    }

    #[test]
    fn bad_cages_say_what_is_wrong_and_where() {
        assert_eq!(killer(2, 2, vec![cage(&[], None)]), Err(GeometryError::CageEmpty { cage: 1 }));
        assert_eq!(
            killer(2, 2, vec![cage(&[0, 16], None)]),
            Err(GeometryError::CageCellOutOfRange { cage: 1, cell: 16, cells: 16 })
        );
        assert_eq!(
            killer(2, 2, vec![cage(&[0, 1], None), cage(&[1, 2], None)]),
            Err(GeometryError::CagesOverlap { row: 1, column: 2, first: 1, second: 2 })
        );
        assert_eq!(
            killer(2, 2, vec![cage(&[0, 0], None)]),
            Err(GeometryError::CagesOverlap { row: 1, column: 1, first: 1, second: 1 })
        );
        // Shared puzzles join some cages at corners, or not at all: they stand.
        assert!(killer(2, 2, vec![cage(&[0, 5], None)]).is_ok());
        assert_eq!(
            killer(2, 2, vec![cage(&[0, 1, 2, 3, 4], None)]),
            Err(GeometryError::CageTooLarge { cage: 1, cells: 5, size: 4 })
        );
        let err = killer(2, 2, vec![cage(&[4, 5], Some(8))]).expect_err("4 + 3 is the most");
        assert_eq!(
            err,
            GeometryError::CageSumImpossible { cage: 1, row: 2, column: 1, sum: 8, cells: 2, min: 3, max: 7 }
        );
        assert_eq!(err.to_string(), "cage 1 at row 2, column 1: 2 cells cannot sum to 8 (their sums run 3 to 7)");
        assert_eq!(
            Layout::new(Geometry::new(5, 4, Variant { cages: Some(vec![]), ..Variant::default() })),
            Err(GeometryError::KillerTooLarge { size: 20 })
        );
    }
}
