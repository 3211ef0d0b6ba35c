//! The position of the 16x16 search and its propagation of naked and hidden singles.
//!
//! `cand[digit]` is a bitboard of the cells where the digit may stand, in four 64-bit
//! words: word `b` holds rows `4b..4b + 4`, row `4b + j` in bits `16j..16j + 16`, bit
//! `c` of a row for column `c`, so bit `i` of word `b` is cell `64b + i` in reading
//! order. A placed cell keeps only its digit, and `placed` marks it. Propagation scans
//! each digit that changed for its hidden singles (and for houses where it has no place
//! left), a few bitwise operations per house, then counts every cell's candidates with
//! bitwise adders over the sixteen digits for naked singles (and empty cells); every
//! single found is placed, until a round finds none.
//!
//! Naked and hidden singles only remove candidates, so in whatever order they are
//! applied propagation ends on the same position, or on a contradiction: the position
//! the generic search's propagation ([`super::super::propagate`]) reaches, in fewer and
//! cheaper steps.

/// Digits of the board, and cells per row, column and box.
pub(super) const SIZE: usize = 16;

/// A bitboard: four rows per word.
pub(super) type Words = [u64; 4];

/// Every cell of a word.
const ALL: u64 = u64::MAX;
/// The lowest bit of each row of a word.
const LOW: u64 = 0x0001_0001_0001_0001;
/// The highest bit of each row of a word.
const HIGH: u64 = 0x8000_8000_8000_8000;

/// A contradiction: the position has no solution.
#[derive(Debug)]
pub(super) struct Dead;

/// A position: the cells where each digit may stand, the placed cells, and the digits
/// changed since propagation last scanned them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Board {
    pub(super) cand: [Words; SIZE],
    pub(super) placed: Words,
    changed: u32,
}

impl Board {
    /// Every digit everywhere, nothing placed.
    pub(super) fn empty() -> Board {
        Board { cand: [[ALL; 4]; SIZE], placed: [0; 4], changed: (1 << SIZE) - 1 }
    }

    /// Whether `digit` may stand at `(row, column)`.
    #[inline]
    pub(super) fn has(&self, digit: usize, row: usize, column: usize) -> bool {
        self.cand[digit][row / 4] >> (row % 4 * 16 + column) & 1 == 1
    }

    /// Whether `(row, column)` is placed.
    #[inline]
    pub(super) fn is_placed(&self, row: usize, column: usize) -> bool {
        self.placed[row / 4] >> (row % 4 * 16 + column) & 1 == 1
    }

    /// Places `digit` (0-based) at `(row, column)`: the cell loses its other digits, its
    /// row, column and box lose the digit. Dead when the cell no longer holds the digit.
    pub(super) fn place(&mut self, digit: usize, row: usize, column: usize) -> Result<(), Dead> {
        self.place_bit(digit, row / 4, row % 4 * 16 + column)
    }

    /// [`Board::place`] at bit `bit` of word `word`.
    #[inline]
    fn place_bit(&mut self, digit: usize, word: usize, bit: usize) -> Result<(), Dead> {
        let cell = 1u64 << bit;
        if self.cand[digit][word] & cell == 0 {
            return Err(Dead);
        }
        self.placed[word] |= cell;
        for (d, words) in self.cand.iter_mut().enumerate() {
            self.changed |= u32::from(words[word] & cell != 0) << d;
            words[word] &= !cell;
        }
        let column = bit % 16;
        let words = &mut self.cand[digit];
        for w in words.iter_mut() {
            *w &= !(LOW << column);
        }
        let row = 0xFFFFu64 << (bit & !15);
        let box_columns = (0xFu64 << (column & !3)) * LOW;
        words[word] = (words[word] & !(row | box_columns)) | cell;
        Ok(())
    }

    /// Takes `digit` (0-based) out of the candidates of `(row, column)`; dead when the
    /// cell holds it placed.
    pub(super) fn exclude(&mut self, digit: usize, row: usize, column: usize) -> Result<(), Dead> {
        if self.is_placed(row, column) && self.has(digit, row, column) {
            return Err(Dead);
        }
        self.cand[digit][row / 4] &= !(1u64 << (row % 4 * 16 + column));
        self.changed |= 1 << digit;
        Ok(())
    }

    /// Places naked and hidden singles until none is left; dead on a cell without
    /// candidates or a digit without a place in a house.
    pub(super) fn settle(&mut self) -> Result<(), Dead> {
        loop {
            while self.naked_singles()? {}
            if self.changed == 0 {
                return Ok(());
            }
            let mut digits = std::mem::take(&mut self.changed);
            while digits != 0 {
                let digit = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                let alone = hidden_singles(&self.cand[digit])?;
                for (word, &lone) in alone.iter().enumerate() {
                    let mut bits = lone & !self.placed[word];
                    while bits != 0 {
                        self.place_bit(digit, word, bits.trailing_zeros() as usize)?;
                        bits &= bits - 1;
                    }
                }
            }
        }
    }

    /// Places every cell left with one candidate; dead on a cell without candidates.
    /// True when some cell was placed.
    fn naked_singles(&mut self) -> Result<bool, Dead> {
        let (once, twice) = counts(&self.cand);
        if once != [ALL; 4] {
            return Err(Dead);
        }
        let mut found = false;
        for word in 0..4 {
            let mut bits = !twice[word] & !self.placed[word];
            while bits != 0 {
                let bit = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let digit = self.cand.iter().position(|words| words[word] >> bit & 1 == 1).ok_or(Dead)?;
                self.place_bit(digit, word, bit)?;
                found = true;
            }
        }
        Ok(found)
    }

    /// The candidates of `(row, column)`, digit `d` as bit `d`.
    pub(super) fn digits_of(&self, row: usize, column: usize) -> u32 {
        let shift = row % 4 * 16 + column;
        let mut digits = 0;
        for (digit, words) in self.cand.iter().enumerate() {
            digits |= ((words[row / 4] >> shift & 1) as u32) << digit;
        }
        digits
    }
}

/// The cells holding at least one and at least two of `boards`' bits.
pub(super) fn counts(boards: &[Words]) -> (Words, Words) {
    let (mut once, mut twice) = ([0u64; 4], [0u64; 4]);
    for words in boards {
        for w in 0..4 {
            twice[w] |= once[w] & words[w];
            once[w] |= words[w];
        }
    }
    (once, twice)
}

/// The rows of `v` that are not zero, as their highest bit.
#[inline]
fn nonzero_rows(v: u64) -> u64 {
    (((v & !HIGH) + !HIGH) | v) & HIGH
}

/// Folds the rows of a word onto its lowest row: the columns seen once and twice or more
/// among the rows, given the same of each row in `once` and `twice`.
#[inline]
fn fold_rows(mut once: u64, mut twice: u64) -> (u16, u16) {
    for shift in [32, 16] {
        twice |= (twice >> shift) | (once & (once >> shift));
        once |= once >> shift;
    }
    (once as u16, twice as u16)
}

/// The cells where one digit (its bitboard `words`) is alone in its row, column or box,
/// placed cells included; dead when a house has no place for it.
fn hidden_singles(words: &Words) -> Result<Words, Dead> {
    let mut alone = [0u64; 4];
    let (mut once, mut twice) = (0u64, 0u64);
    for (slot, &w) in alone.iter_mut().zip(words) {
        if nonzero_rows(w) != HIGH {
            return Err(Dead);
        }
        // No row is empty, so the subtraction borrows within rows only.
        let more = w & w.wrapping_sub(LOW);
        let single_rows = (!nonzero_rows(more) & HIGH) >> 15;
        *slot = w & single_rows.wrapping_mul(0xFFFF);
        let (box_once, box_twice) = fold_rows(w, 0);
        if nibbles_nonzero(box_once) != 0x1111 {
            return Err(Dead);
        }
        // No box is empty, so the subtraction borrows within boxes only.
        let spread = box_once & box_once.wrapping_sub(0x1111) | box_twice;
        let single_boxes = !nibbles_nonzero(spread) & 0x1111;
        *slot |= w & u64::from(single_boxes * 0xF).wrapping_mul(LOW);
        twice |= once & w;
        once |= w;
    }
    let (column_once, column_twice) = fold_rows(once, twice);
    if column_once != u16::MAX {
        return Err(Dead);
    }
    let single_columns = u64::from(column_once & !column_twice).wrapping_mul(LOW);
    for (slot, &w) in alone.iter_mut().zip(words) {
        *slot |= w & single_columns;
    }
    Ok(alone)
}

/// Bit `4k` set when nibble `k` of `v` is not zero.
#[inline]
fn nibbles_nonzero(v: u16) -> u16 {
    (v | v >> 1 | v >> 2 | v >> 3) & 0x1111
}
