//! A 9x9 position as Sudoku Explainer's chaining reads it: the candidates of each cell,
//! and the houses (box, row, column) of each cell in SE's order.

use crate::digits::{Cell, Digit};
use crate::grid::Grid;

/// The cells of the 27 houses: boxes 0-8, rows 9-17, columns 18-26, each in reading order.
pub(crate) const HOUSES: [[usize; 9]; 27] = houses();
/// The house of each kind (box, row, column) of every cell.
pub(crate) const HOUSES_OF: [[usize; 3]; 81] = houses_of();
/// The 20 peers of every cell.
pub(crate) const PEERS: [[usize; 20]; 81] = peers();
/// The peers of every cell as a bit set of cells.
pub(crate) const PEER_SETS: [u128; 81] = peer_sets();

const fn peer_sets() -> [u128; 81] {
    let mut t = [0u128; 81];
    let mut c = 0;
    while c < 81 {
        let mut i = 0;
        while i < 20 {
            t[c] |= 1 << PEERS[c][i];
            i += 1;
        }
        c += 1;
    }
    t
}

const fn houses() -> [[usize; 9]; 27] {
    let mut h = [[0; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            h[i][j] = (i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3;
            h[9 + i][j] = i * 9 + j;
            h[18 + i][j] = j * 9 + i;
            j += 1;
        }
        i += 1;
    }
    h
}

const fn houses_of() -> [[usize; 3]; 81] {
    let mut t = [[0; 3]; 81];
    let mut c = 0;
    while c < 81 {
        t[c] = [c / 27 * 3 + c % 9 / 3, 9 + c / 9, 18 + c % 9];
        c += 1;
    }
    t
}

const fn peers() -> [[usize; 20]; 81] {
    let mut t = [[0; 20]; 81];
    let mut c = 0;
    while c < 81 {
        let mut n = 0;
        let mut o = 0;
        while o < 81 {
            let same_box = c / 27 == o / 27 && c % 9 / 3 == o % 9 / 3;
            if o != c && (c / 9 == o / 9 || c % 9 == o % 9 || same_box) {
                t[c][n] = o;
                n += 1;
            }
            o += 1;
        }
        c += 1;
    }
    t
}

/// The number of set bits of each 9-bit mask: a table lookup is quicker than counting
/// on targets without a population-count instruction.
const BIT_COUNTS: [u8; 512] = bit_counts();

const fn bit_counts() -> [u8; 512] {
    let mut t = [0u8; 512];
    let mut m = 1;
    while m < 512 {
        t[m] = t[m >> 1] + (m & 1) as u8;
        m += 1;
    }
    t
}

/// The number of digits (or places) in a 9-bit mask; higher bits are left out.
pub(crate) fn bit_count(mask: u16) -> u32 {
    u32::from(BIT_COUNTS[usize::from(mask & 0x1ff)])
}

/// Candidates per cell, bit `d` for digit index `d`; a filled cell has none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    candidates: [u16; 81],
    /// `places[house][digit]`: bit `i` set when the digit can go in the house's `i`-th cell.
    places: [[u16; 9]; 27],
    /// The cells where each digit is a candidate.
    digit_cells: [u128; 9],
}

impl Board {
    /// The candidates of a 9x9 engine grid.
    pub(crate) fn from_grid(grid: &Grid) -> Board {
        let mut candidates = [0u16; 81];
        for (i, slot) in candidates.iter_mut().enumerate() {
            *slot = grid.candidates(Cell::new(i)).bits() as u16;
        }
        let mut places = [[0u16; 9]; 27];
        for (house, masks) in HOUSES.iter().zip(places.iter_mut()) {
            for (i, &cell) in house.iter().enumerate() {
                let mut bits = candidates[cell] & 0x1ff;
                while bits != 0 {
                    masks[bits.trailing_zeros() as usize] |= 1 << i;
                    bits &= bits - 1;
                }
            }
        }
        let mut digit_cells = [0u128; 9];
        for (cell, &candidates) in candidates.iter().enumerate() {
            let mut bits = candidates & 0x1ff;
            while bits != 0 {
                digit_cells[bits.trailing_zeros() as usize] |= 1 << cell;
                bits &= bits - 1;
            }
        }
        Board { candidates, places, digit_cells }
    }

    /// The positions (within the house's cell list) where `digit` can go in house `h`.
    pub(crate) fn places(&self, h: usize, digit: usize) -> u16 {
        self.places[h][digit]
    }

    pub(crate) fn has(&self, cell: usize, digit: usize) -> bool {
        self.candidates[cell] >> digit & 1 == 1
    }

    /// The cells where `digit` is a candidate, as a bit set of cells.
    pub(crate) fn cells_of(&self, digit: usize) -> u128 {
        self.digit_cells[digit]
    }

    /// The candidates of `cell` as bits.
    pub(crate) fn mask(&self, cell: usize) -> u16 {
        self.candidates[cell]
    }

    pub(crate) fn count(&self, cell: usize) -> usize {
        bit_count(self.candidates[cell]) as usize
    }

    /// The digit indices of `cell`, lowest first.
    pub(crate) fn digits(&self, cell: usize) -> impl Iterator<Item = usize> {
        let bits = self.candidates[cell];
        (0..9).filter(move |d| bits >> d & 1 == 1)
    }

    pub(crate) fn remove(&mut self, cell: usize, digit: usize) {
        self.candidates[cell] &= !(1 << digit);
        self.digit_cells[digit] &= !(1 << cell);
        for h in HOUSES_OF[cell] {
            self.places[h][digit] &= !(1 << position(h, cell));
        }
    }
}

/// The position of `cell` in house `h`'s cell list.
pub(crate) fn position(h: usize, cell: usize) -> usize {
    match h {
        0..=8 => cell / 9 % 3 * 3 + cell % 3,
        9..=17 => cell % 9,
        _ => cell / 9,
    }
}

/// The cells of a bit set, lowest first.
pub(crate) fn cells_of_set(mut set: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let cell = set.trailing_zeros() as usize;
            set &= set - 1;
            cell
        })
    })
}

/// Cells per digit as (cell, digit index) pairs, by cell then digit.
pub(crate) fn listed(sets: &[u128; 9]) -> Vec<(usize, usize)> {
    let all = sets.iter().fold(0u128, |m, s| m | s);
    cells_of_set(all).flat_map(|c| (0..9).filter(move |&d| sets[d] >> c & 1 == 1).map(move |d| (c, d))).collect()
}

/// The engine's cell and digit of a board's (cell, digit index).
pub(crate) fn engine_candidate(cell: usize, digit: usize) -> Option<(Cell, Digit)> {
    Some((Cell::new(cell), Digit::from_index(digit)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_hold_each_cell_in_its_three_houses() {
        for cell in 0..81 {
            for h in HOUSES_OF[cell] {
                assert!(HOUSES[h].contains(&cell), "{cell} {h}");
            }
            assert!(!PEERS[cell].contains(&cell));
        }
        assert_eq!(HOUSES[4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(HOUSES_OF[80], [8, 17, 26]);
        for (h, house) in HOUSES.iter().enumerate() {
            for (i, &cell) in house.iter().enumerate() {
                assert_eq!(position(h, cell), i);
            }
        }
    }
}
