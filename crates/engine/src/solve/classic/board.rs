//! The band state of the 9x9 search and its propagation.
//!
//! `cand[slot(digit, band)]` is the 27-bit mask of the band's cells where `digit` may
//! stand (see [`super::tables`]); a placed digit keeps its bit. The masks of a band sit
//! side by side, each followed by its value at its last visit (see [`slot`]). A
//! placement during the search only touches its own digit-band mask (its row and box
//! lose the digit); the rest follows lazily in [`Board::update`], which re-reads every
//! mask that changed since its last visit:
//! - rows against boxes: only minirows in some row-to-box matching keep their cells
//!   (claiming and pointing in one lookup);
//! - a box whose digit is confined to one column clears that column in the other bands
//!   (this also keeps each column to one of each digit);
//! - a row with one cell left places the digit there: the cell leaves `unsolved` and
//!   the other digits' masks.
//!
//! Naked singles, empty cells and the bivalue cells to guess on come from counting each
//! cell's candidates over the nine masks of a band with bitwise adders. Before a guess,
//! the band rule turned a quarter ([`Board::stack_rule`]: stacks against columns) finds
//! what the rows and boxes do not see, hidden singles in columns among it: about 15 %
//! fewer guesses on the hardest sets.
//!
//! Each update also keeps the mask's ways (its row-to-box matchings) for the guess
//! ([`super::guess`]), and notes which digits and bands changed (`fresh`): the stack rule
//! and the naked singles read only those again.

use super::tables::{ALL, KEEP, LONE, MATCHED, OTHER_BANDS, PLACED, ROW, SHRINK, WAYS};

/// A contradiction: this branch has no solution.
pub(super) struct Dead;

#[derive(Clone, Copy)]
#[cfg_attr(test, derive(PartialEq, Debug))]
pub(super) struct Board {
    /// The masks, each followed by its value at its last visit ([`slot`]).
    pub(super) cand: [u32; 54],
    /// The cells of each band not yet known.
    unsolved: [u32; 3],
    /// Cells with exactly two candidates, per band (from the last singles pass).
    pairs: [u32; 3],
    /// Per digit, from the last update of its masks: in 16 bits per band, the minirows
    /// where it must stand and how many ways it has ([`super::tables::WAYS`]).
    pub(super) ways: [u64; 9],
    /// The digits (bits 0-8) whose masks changed since the last stack rule, and the bands
    /// (bits 9-11) since the last pass of naked singles.
    fresh: u32,
}

impl Board {
    pub(super) fn new() -> Board {
        let mut cand = [0; 54];
        for pair in cand.chunks_exact_mut(2) {
            pair[0] = ALL;
        }
        Board { cand, unsolved: [ALL; 3], pairs: [0; 3], ways: [0; 9], fresh: 0 }
    }

    /// Writes `digit` (0..9) in `cell` (0..81) with every consequence on its peers;
    /// `Err` if it is not a candidate there.
    pub(super) fn give(&mut self, cell: usize, digit: usize) -> Result<(), Dead> {
        let (band, i) = (cell / 27, cell % 27);
        let bit = 1u32 << i;
        let s = slot(digit, band);
        if self.cand[s] & bit == 0 {
            return Err(Dead);
        }
        let own = self.cand[s] & PLACED[i];
        for d in 0..9 {
            self.cand[slot(d, band)] &= !bit;
        }
        self.cand[s] = own;
        let column = !(0o001_001_001u32 << (i % 9));
        let (n1, n2) = other_bands(band);
        self.cand[slot(digit, n1)] &= column;
        self.cand[slot(digit, n2)] &= column;
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
            if self.is_solved() || !(self.naked_singles()? || self.stack_rule()) {
                return Ok(());
            }
        }
    }

    /// Re-reads every changed mask until none changes. Each pass visits the masks in the
    /// order the target's compiler turns into the faster code: band by band in wasm (V8's
    /// code is 5-8 % faster on top1465), digit by digit natively (LLVM's is 1-5 % faster).
    /// The rules only ever remove candidates, so every order ends in the same position.
    fn update(&mut self) -> Result<(), Dead> {
        self.update_in::<{ cfg!(target_arch = "wasm32") }>()
    }

    /// [`Board::update`], its passes band by band or digit by digit.
    #[inline(always)]
    fn update_in<const BY_BAND: bool>(&mut self) -> Result<(), Dead> {
        macro_rules! each_mask {
            ($changed:ident, $order:ident: $($i:literal)*) => {
                $(
                    let s = $order[$i];
                    if self.cand[s] != self.cand[s + 1] {
                        $changed = true;
                        self.update_mask::<{ $order[$i] }>()?;
                    }
                )*
            };
        }
        loop {
            let mut changed = false;
            if BY_BAND {
                each_mask!(changed, BY_BAND_ORDER: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26);
            } else {
                each_mask!(changed, BY_DIGIT_ORDER: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26);
            }
            if !changed {
                return Ok(());
            }
        }
    }

    /// The three rules of the module header on the mask at slot `S`.
    #[inline(always)]
    fn update_mask<const S: usize>(&mut self) -> Result<(), Dead> {
        let (digit, band) = (digit_of(S), band_of(S));
        let c = self.cand[S];
        let minirows = minirows(c);
        let c = c & KEEP[(minirows & 0o777) as usize];
        if c == 0 {
            return Err(Dead);
        }
        self.cand[S + 1] = c;
        let lane = 16 * band;
        self.ways[digit] = self.ways[digit] & !(0xffff << lane) | u64::from(WAYS[(minirows & 0o777) as usize]) << lane;
        let keep = OTHER_BANDS[((c | c >> 9 | c >> 18) & ROW) as usize];
        let (n1, n2) = other_bands(band);
        self.cand[slot(digit, n1)] &= keep;
        self.cand[slot(digit, n2)] &= keep;
        let solved =
            LONE[(c & ROW) as usize] | LONE[((c >> 9) & ROW) as usize] << 9 | LONE[((c >> 18) & ROW) as usize] << 18;
        self.unsolved[band] &= !solved;
        for d in 0..9 {
            self.cand[slot(d, band)] &= !solved;
        }
        self.cand[S] = c;
        self.fresh |= 1 << digit | 1 << (9 + band);
        Ok(())
    }

    /// Places the cells with one candidate left and notes those with two, in the bands
    /// that changed since the last pass.
    /// Ok(true) when something was placed.
    fn naked_singles(&mut self) -> Result<bool, Dead> {
        let mut placed = false;
        let bands = self.fresh >> 9;
        self.fresh &= 0o777;
        for band in (0..3).filter(|b| bands >> b & 1 != 0) {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let c = self.cand[slot(d, band)];
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

    /// The band rule turned a quarter: in each stack, a digit keeps only the columns of
    /// some one-to-one matching of the stack's bands to its columns (a column whose digit
    /// is confined to one box clears the box's other columns; with the rows this finds
    /// hidden singles in columns). Only the digits whose masks changed since it last ran
    /// are read again. True when a mask changed.
    fn stack_rule(&mut self) -> bool {
        let mut changed = 0;
        let mut digits = self.fresh & 0o777;
        self.fresh &= !0o777;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let s = [slot(d, 0), slot(d, 1), slot(d, 2)];
            let (b0, b1, b2) = (self.cand[s[0]], self.cand[s[1]], self.cand[s[2]]);
            let keep = stacks_keep([columns(b0), columns(b1), columns(b2)]);
            let kept = [b0 & spread(keep[0]), b1 & spread(keep[1]), b2 & spread(keep[2])];
            changed |= (kept[0] ^ b0) | (kept[1] ^ b1) | (kept[2] ^ b2);
            for (band, &at) in s.iter().enumerate() {
                self.cand[at] = kept[band];
            }
        }
        changed != 0
    }

    /// The mask index of the lowest digit that may stand in cell `bit` of `band`.
    #[inline(always)]
    pub(super) fn first_digit(&self, band: usize, bit: u32) -> Option<usize> {
        (0..9).map(|d| slot(d, band)).find(|&s| self.cand[s] & bit != 0)
    }

    /// The candidates (bit per digit) of cell `bit` in `band`.
    pub(super) fn digits_of(&self, band: usize, bit: u32) -> u32 {
        (0..9).filter(|&d| self.cand[slot(d, band)] & bit != 0).fold(0, |acc, d| acc | 1 << d)
    }

    /// The cell to guess on (band, bit): a cell with two candidates, else three, else
    /// the one with the fewest among the first unsolved cell of each band. Among cells
    /// with two, one in the row with the most of them in the band with the most: a
    /// crowd of bivalue cells propagates further (a quarter fewer guesses on hard sets).
    pub(super) fn guess_cell_at(&self) -> (usize, u32) {
        if self.pairs != [0; 3] {
            let band = (0..3).max_by_key(|&b| self.pairs[b].count_ones()).unwrap_or(0);
            let pairs = self.pairs[band];
            let row = (0..3).max_by_key(|&r| (pairs >> (9 * r) & ROW).count_ones()).unwrap_or(0);
            let in_row = pairs & (ROW << (9 * row));
            return (band, in_row & in_row.wrapping_neg());
        }
        if let Some((band, triples)) = (0..3).map(|b| (b, self.triples(b))).find(|&(_, t)| t != 0) {
            return (band, triples & triples.wrapping_neg());
        }
        let mut best = (0, 0, u32::MAX);
        for band in 0..3 {
            let cells = self.unsolved[band];
            if cells != 0 {
                let bit = cells & cells.wrapping_neg();
                let count = self.digits_of(band, bit).count_ones();
                if count < best.2 {
                    best = (band, bit, count);
                }
            }
        }
        (best.0, best.1)
    }

    /// The cells of `band` with exactly three candidates.
    fn triples(&self, band: usize) -> u32 {
        let (mut one, mut two, mut three, mut four) = (0u32, 0u32, 0u32, 0u32);
        for d in 0..9 {
            let c = self.cand[slot(d, band)];
            four |= three & c;
            three |= two & c;
            two |= one & c;
            one |= c;
        }
        three & !four
    }

    /// The 81 digits (1-9) of a solved board.
    pub(super) fn digits(&self) -> [u8; 81] {
        let mut out = [0u8; 81];
        for (s, &mask) in self.cand.iter().enumerate().step_by(2) {
            let mut cells = mask;
            while cells != 0 {
                let i = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                if let Some(cell) = out.get_mut(27 * band_of(s) + i) {
                    *cell = digit_of(s) as u8 + 1;
                }
            }
        }
        out
    }
}

/// The columns (9 bits per band) that each band keeps for a digit, from those where it
/// may stand in each band: in each stack, only the columns of some one-to-one matching of
/// the stack's bands to its columns.
#[inline(always)]
fn stacks_keep(cols: [u32; 3]) -> [u32; 3] {
    let mut keep = [0u32; 3];
    for shift in [0, 3, 6] {
        let m = (cols[0] >> shift & 7) | (cols[1] >> shift & 7) << 3 | (cols[2] >> shift & 7) << 6;
        let matched = u32::from(MATCHED[m as usize]);
        keep[0] |= (matched & 7) << shift;
        keep[1] |= (matched >> 3 & 7) << shift;
        keep[2] |= (matched >> 6 & 7) << shift;
    }
    keep
}

/// The minirows (bit `3 * row + box`) of a band mask's cells.
#[inline(always)]
pub(super) fn minirows(cells: u32) -> u32 {
    SHRINK[(cells & ROW) as usize]
        | SHRINK[((cells >> 9) & ROW) as usize] << 3
        | SHRINK[((cells >> 18) & ROW) as usize] << 6
}

/// The cells of a band in the columns of `columns` (9 bits).
#[inline(always)]
fn spread(columns: u32) -> u32 {
    columns | columns << 9 | columns << 18
}

/// The columns (9 bits) of a band mask's cells.
#[inline(always)]
fn columns(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & ROW
}

/// Where the mask of `digit` in `band` sits in [`Board::cand`]: the masks of a band side
/// by side, each followed by its value at its last visit. (With the masks of a band next
/// to each other, LLVM would clear them in vector registers natively, and the vector loads
/// that follow the single stores stall: 5 % slower.)
#[inline(always)]
pub(super) const fn slot(digit: usize, band: usize) -> usize {
    2 * (9 * band + digit)
}

/// The digit of the mask at `slot`.
#[inline(always)]
const fn digit_of(slot: usize) -> usize {
    slot / 2 % 9
}

/// The band of the mask at `slot`.
#[inline(always)]
const fn band_of(slot: usize) -> usize {
    slot / 18
}

/// The slots of the 27 masks band by band, and digit by digit ([`Board::update`]).
const BY_BAND_ORDER: [usize; 27] = order(true);
const BY_DIGIT_ORDER: [usize; 27] = order(false);

const fn order(by_band: bool) -> [usize; 27] {
    let mut slots = [0; 27];
    let mut i = 0;
    while i < 27 {
        slots[i] = if by_band { slot(i % 9, i / 9) } else { slot(i / 3, i % 3) };
        i += 1;
    }
    slots
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

#[cfg(test)]
mod tests {
    use rand_chacha::rand_core::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::generate::seed::below;

    /// The board after an update in one order, or None on a contradiction.
    fn updated<const BY_BAND: bool>(board: &Board) -> Option<Board> {
        let mut board = *board;
        board.update_in::<BY_BAND>().ok()?;
        Some(board)
    }

    /// Random walks from an empty board and from a hard puzzle: after each placement of a
    /// random candidate, the band-by-band order (wasm's) and the digit-by-digit order
    /// (native) end in the same position, or both find the contradiction.
    #[test]
    fn both_update_orders_reach_the_same_position() {
        let hard = super::super::quick_digits(
            "4....681...3.......59..86.7.......9..9.285........75288...3.9..24.619...9.6......",
        )
        .unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let (mut positions, mut dead) = (0, 0);
        for walk in 0..300 {
            let mut board = Board::new();
            if walk % 2 == 1 {
                for (cell, &g) in hard.iter().enumerate().filter(|(_, &g)| g != 0) {
                    assert!(board.give(cell, usize::from(g - 1)).is_ok());
                }
            }
            loop {
                let by_band = updated::<true>(&board);
                assert_eq!(by_band, updated::<false>(&board), "walk {walk}");
                positions += 1;
                if by_band.is_none() || board.update().is_err() {
                    dead += 1;
                    break;
                }
                let Some(band) = (0..3).find(|&b| board.unsolved[b] != 0) else { break };
                let cells = board.unsolved[band];
                let bit = 1
                    << (0..27)
                        .filter(|i| cells >> i & 1 != 0)
                        .nth(below(&mut rng, cells.count_ones() as usize))
                        .unwrap();
                let digits = board.digits_of(band, bit);
                if digits == 0 {
                    break;
                }
                let digit =
                    (0..9).filter(|d| digits >> d & 1 != 0).nth(below(&mut rng, digits.count_ones() as usize)).unwrap();
                board.place(slot(digit, band), bit);
            }
        }
        assert!(positions > 3000 && dead > 30, "{positions} positions, {dead} contradictions");
    }
}
