//! What to guess on when propagation stops. A digit sits in a band in one of six ways
//! (a matching of the band's rows to its boxes); the guess takes the band with the fewest
//! ways left over its nine digits, and in it the digit with the fewest (two or more),
//! trying each way in turn: one guess settles three minirows, and the propagation takes
//! it from there. This is tdoku's branching (T. Dillon, "band configurations") on the
//! search's own masks; on the hardest sets it makes a sixth to a quarter fewer guesses
//! than a guess on a bivalue cell. The ways of each mask are kept from its last update
//! (`Board::ways`, three bands side by side in a word), so the choice costs a few shifts
//! and adds.
//!
//! Ways settled digit by digit can crowd four digits into the three cells of a minirow,
//! which the cells only show much later (an open board then takes minutes): the guess
//! also counts, in each minirow, the digits that must stand there, and more than three
//! is a contradiction.

use super::board::{minirows, slot, Board};
use super::tables::MATCHINGS_OF;

/// One guess: the options it tries, one after the other.
#[derive(Clone, Copy)]
pub(super) enum Guess {
    /// The row-to-box matchings (bits for [`super::tables::MATCHING_CELLS`]) of mask `s`.
    Band { s: usize, matchings: u32 },
    /// The digits of cell `bit` of `band`.
    Cell { band: usize, bit: u32 },
    /// The board has no solution.
    Dead,
}

impl Board {
    /// The guess to make on a propagated, unsolved board.
    pub(super) fn guess(&self) -> Guess {
        const FORCED: u64 = 0x01ff_01ff_01ff;
        const COUNT: u64 = 0x0007_0007_0007;
        let (mut one, mut two, mut three, mut four, mut total) = (0u64, 0u64, 0u64, 0u64, 0u64);
        for &w in &self.ways {
            let forced = w & FORCED;
            four |= three & forced;
            three |= two & forced;
            two |= one & forced;
            one |= forced;
            total += w >> 12 & COUNT;
        }
        if four != 0 {
            return Guess::Dead;
        }
        let mut best = (u64::MAX, usize::MAX);
        for band in 0..3 {
            let ways = total >> (16 * band) & 0xffff;
            if ways > 9 && ways < best.0 {
                best = (ways, band);
            }
        }
        let band = best.1;
        if band > 2 {
            return self.guess_cell();
        }
        let mut fewest = (u64::MAX, 0);
        for (d, &w) in self.ways.iter().enumerate() {
            let ways = w >> (16 * band + 12) & 7;
            if ways > 1 && ways < fewest.0 {
                fewest = (ways, d);
                if ways == 2 {
                    break;
                }
            }
        }
        if fewest.0 == u64::MAX {
            return self.guess_cell();
        }
        let s = slot(fewest.1, band);
        Guess::Band { s, matchings: u32::from(MATCHINGS_OF[minirows(self.cand[s]) as usize]) }
    }

    /// A cell with two candidates, else three, else the one with the fewest among the
    /// first unsolved cell of each band (see [`Board::guess_cell_at`]).
    pub(super) fn guess_cell(&self) -> Guess {
        let (band, bit) = self.guess_cell_at();
        Guess::Cell { band, bit }
    }
}
