//! The band state of the 9x9 search and its propagation.
//!
//! `cand[3 * digit + band]` is the 27-bit mask of the band's cells where `digit` may
//! stand (see [`super::tables`]); a placed digit keeps its bit. A placement during the
//! search only touches its own digit-band mask (its row and box lose the digit); the
//! rest follows lazily in [`Board::update`], which re-reads every mask that changed
//! since its last visit (`prev`):
//! - rows against boxes: only minirows in some row-to-box matching keep their cells
//!   (claiming and pointing in one lookup);
//! - stacks against columns, the same rule turned a quarter: in each stack, only a
//!   digit's minicolumns in some band-to-column matching keep their cells (a box whose
//!   digit is confined to one column clears that column in the other bands, a column
//!   whose digit is confined to one box clears the box's other columns; with the rows
//!   this finds hidden singles in columns too);
//! - a row with one cell left places the digit there: the cell leaves `unsolved` and
//!   the other digits' masks.
//!
//! Naked singles, empty cells and the bivalue cells come from counting each cell's
//! candidates over the nine masks of a band with bitwise adders.

use super::guess::stack_matrix;
use super::tables::{ALL, ALLOWED, KEEP, LONE, PLACED, ROW, SHRINK};

/// A contradiction: this branch has no solution.
pub(super) struct Dead;

#[derive(Clone, Copy)]
pub(super) struct Board {
    pub(super) cand: [u32; 27],
    prev: [u32; 27],
    /// The cells of each band not yet known.
    pub(super) unsolved: [u32; 3],
    /// Cells with exactly two candidates, per band (from the last singles pass).
    pub(super) pairs: [u32; 3],
}

impl Board {
    pub(super) fn new() -> Board {
        Board { cand: [ALL; 27], prev: [0; 27], unsolved: [ALL; 3], pairs: [0; 3] }
    }

    /// Writes `digit` (0..9) in `cell` (0..81) with every consequence on its peers;
    /// `Err` if it is not a candidate there.
    pub(super) fn give(&mut self, cell: usize, digit: usize) -> Result<(), Dead> {
        let (band, i) = (cell / 27, cell % 27);
        let bit = 1u32 << i;
        let s = 3 * digit + band;
        if self.cand[s] & bit == 0 {
            return Err(Dead);
        }
        let own = self.cand[s] & PLACED[i];
        for d in 0..9 {
            self.cand[3 * d + band] &= !bit;
        }
        self.cand[s] = own;
        let column = !(0o001_001_001u32 << (i % 9));
        let (n1, n2) = other_bands(band);
        self.cand[3 * digit + n1] &= column;
        self.cand[3 * digit + n2] &= column;
        self.unsolved[band] &= !bit;
        Ok(())
    }

    /// Places the digit of mask `s` in the cell `bit` of its band: only the digit's own
    /// row and box see it now, [`Board::update`] does the rest.
    #[inline(always)]
    pub(super) fn place(&mut self, s: usize, bit: u32) {
        self.cand[s] &= PLACED[(bit.trailing_zeros() % 27) as usize];
    }

    pub(super) fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// Propagates until a guess is needed or the board is solved.
    pub(super) fn propagate(&mut self) -> Result<(), Dead> {
        loop {
            self.update()?;
            if self.is_solved() || !self.naked_singles()? {
                return Ok(());
            }
        }
    }

    /// Re-reads every changed mask until none changes.
    fn update(&mut self) -> Result<(), Dead> {
        macro_rules! each_mask {
            ($changed:ident: $($s:literal)*) => {
                $(
                    if self.cand[$s] != self.prev[$s] {
                        $changed = true;
                        self.update_mask::<$s>()?;
                    }
                )*
            };
        }
        loop {
            let mut changed = false;
            each_mask!(changed: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26);
            if !changed {
                return Ok(());
            }
        }
    }

    /// The three rules of the module header on mask `S`.
    #[inline(always)]
    fn update_mask<const S: usize>(&mut self) -> Result<(), Dead> {
        let band = S % 3;
        let c = self.cand[S];
        let c = c & KEEP[minirows(c)];
        if c == 0 {
            return Err(Dead);
        }
        self.prev[S] = c;
        // The stack rule: in each stack, only the band-to-column matchings survive.
        let first = S - band;
        let mut cols = self.digit_columns(S / 3);
        cols[band] = columns(c);
        let keep = stack_keep(cols);
        let (n1, n2) = other_bands(band);
        self.cand[first + n1] &= spread(keep[n1]);
        self.cand[first + n2] &= spread(keep[n2]);
        let c = c & spread(keep[band]);
        let solved =
            LONE[(c & ROW) as usize] | LONE[((c >> 9) & ROW) as usize] << 9 | LONE[((c >> 18) & ROW) as usize] << 18;
        self.unsolved[band] &= !solved;
        for d in 0..9 {
            self.cand[3 * d + band] &= !solved;
        }
        self.cand[S] = c;
        Ok(())
    }

    /// Places the cells with one candidate left and notes those with two.
    /// Ok(true) when something was placed.
    fn naked_singles(&mut self) -> Result<bool, Dead> {
        let mut placed = false;
        for band in 0..3 {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let c = self.cand[3 * d + band];
                three |= two & c;
                two |= one & c;
                one |= c;
            }
            if one != ALL {
                return Err(Dead);
            }
            self.pairs[band] = two & !three;
            let mut singles = one & !two & self.unsolved[band];
            placed |= singles != 0;
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles &= singles - 1;
                let s = self.first_digit(band, bit).ok_or(Dead)?;
                self.place(s, bit);
            }
        }
        Ok(placed)
    }

    /// The mask index of the lowest digit that may stand in cell `bit` of `band`.
    #[inline(always)]
    pub(super) fn first_digit(&self, band: usize, bit: u32) -> Option<usize> {
        (0..9).map(|d| 3 * d + band).find(|&s| self.cand[s] & bit != 0)
    }

    /// The candidates (bit per digit) of cell `bit` in `band`.
    pub(super) fn digits_of(&self, band: usize, bit: u32) -> u32 {
        (0..9).filter(|&d| self.cand[3 * d + band] & bit != 0).fold(0, |acc, d| acc | 1 << d)
    }

    /// The 81 digits (1-9) of a solved board.
    pub(super) fn digits(&self) -> [u8; 81] {
        let mut out = [0u8; 81];
        for (s, &mask) in self.cand.iter().enumerate() {
            let mut cells = mask;
            while cells != 0 {
                let i = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                if let Some(slot) = out.get_mut(27 * (s % 3) + i) {
                    *slot = (s / 3) as u8 + 1;
                }
            }
        }
        out
    }
}

/// The minirows (bit `3 * row + box`) of a band mask's cells.
#[inline(always)]
pub(super) fn minirows(cells: u32) -> usize {
    (SHRINK[(cells & ROW) as usize] | SHRINK[((cells >> 9) & ROW) as usize] << 3 | SHRINK[((cells >> 18) & ROW) as usize] << 6)
        as usize
}

/// The columns each band keeps for a digit, from the columns where it may stand in each
/// band (9 bits per band): in each stack, only the band-to-column matchings survive.
#[inline(always)]
fn stack_keep(cols: [u32; 3]) -> [u32; 3] {
    let mut keep = [0u32; 3];
    for stack in 0..3 {
        let allowed = u32::from(ALLOWED[stack_matrix(cols, stack)]);
        for (band, k) in keep.iter_mut().enumerate() {
            *k |= (allowed >> (3 * band) & 7) << (3 * stack);
        }
    }
    keep
}

/// The cells of a band in the columns of `columns` (9 bits).
#[inline(always)]
pub(super) fn spread(columns: u32) -> u32 {
    columns | columns << 9 | columns << 18
}

/// The columns (9 bits) of a band mask's cells.
#[inline(always)]
pub(super) fn columns(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & ROW
}

/// The two bands other than `band`.
#[inline(always)]
const fn other_bands(band: usize) -> (usize, usize) {
    match band {
        0 => (1, 2),
        1 => (0, 2),
        _ => (0, 1),
    }
}
