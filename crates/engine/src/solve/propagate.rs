//! Propagation of the generic search: naked and hidden singles to their fixpoint.
//!
//! A position is two arrays:
//! - `cand`, one `u32` per cell: bits 0..N are the candidate digits (digit `d` is bit
//!   `d - 1`); bit 31 ([`SOLVED`]) marks a placed cell, whose only other bit is its digit;
//! - `places`, one `u32` per house and digit (`house * N + digit`): bit `i` when the
//!   house's `i`-th cell still holds the digit as a candidate, placed cells included.
//!
//! Every removal of a candidate clears its bit in the places of the cell's houses, so a
//! hidden single (one place left) and a digit with no place left are seen where they
//! happen, without rescanning the houses; a placement visits only the cells of its
//! houses that still hold the digit. Naked and hidden singles only remove
//! candidates, so whatever order they are applied in, propagation ends on the same
//! position (or on a contradiction): the search tree does not depend on it.

use super::tables::{Link, Tables};
use crate::digits::Digit;

/// The flag of a placed cell in `cand`.
pub(crate) const SOLVED: u32 = 1 << 31;

/// The work lists of a propagation, kept between calls to save allocations.
#[derive(Debug, Default)]
pub(crate) struct Queues {
    /// Cells left with one candidate, to be placed.
    singles: Vec<u16>,
    /// `house * size + digit` of digits whose count fell to one.
    hidden: Vec<u32>,
    /// The digits given in each house, at the house's offset `house * size` (scratch of
    /// [`Position::start`]).
    given_in_house: Vec<u32>,
}

impl Queues {
    pub(crate) fn clear(&mut self) {
        self.singles.clear();
        self.hidden.clear();
    }
}

/// A position of the generic search, borrowed from the search's buffers.
pub(crate) struct Position<'a> {
    pub(crate) cand: &'a mut [u32],
    pub(crate) places: &'a mut [u32],
}

impl Position<'_> {
    /// The position of `givens` (one per cell), before propagation: each given placed,
    /// its digit gone from the other cells of its houses, the places counted, and the
    /// singles this leaves queued. False on a contradiction (a digit out of range or twice
    /// in a house, an empty cell without candidates, a digit with no place in a house).
    ///
    /// It is the position that assigning the givens one by one reaches once they are
    /// placed, built in one pass over the board instead.
    pub(crate) fn start(&mut self, tables: &Tables, queues: &mut Queues, givens: &[Option<Digit>]) -> bool {
        queues.clear();
        let given_in_house = &mut queues.given_in_house;
        given_in_house.clear();
        given_in_house.resize(tables.house_count * tables.size, 0);
        for (cell, given) in givens.iter().enumerate() {
            let Some(digit) = given else { continue };
            let bit = 1u32.checked_shl(digit.index() as u32).unwrap_or(0) & tables.all;
            if bit == 0 {
                return false;
            }
            for link in tables.links(cell) {
                let digits = &mut given_in_house[link.offset as usize];
                if *digits & bit != 0 {
                    return false;
                }
                *digits |= bit;
            }
        }
        for (cell, given) in givens.iter().enumerate() {
            let candidates = match given {
                Some(digit) => (1u32 << digit.index()) | SOLVED,
                None => {
                    let taken = tables.links(cell).iter().fold(0, |t, l| t | given_in_house[l.offset as usize]);
                    let left = tables.all & !taken;
                    if left & left.wrapping_sub(1) == 0 {
                        if left == 0 {
                            return false;
                        }
                        queues.singles.push(cell as u16);
                    }
                    left
                }
            };
            self.cand[cell] = candidates;
        }
        let size = tables.size;
        self.places.fill(0);
        for offset in (0..tables.house_count * size).step_by(size) {
            let masks = &mut self.places[offset..offset + size];
            for (i, &cell) in tables.house_cells(offset).iter().enumerate() {
                let mut digits = self.cand[usize::from(cell)] & !SOLVED;
                while digits != 0 {
                    masks[digits.trailing_zeros() as usize] |= 1 << i;
                    digits &= digits - 1;
                }
            }
            let given = given_in_house[offset];
            for (digit, &mask) in masks.iter().enumerate() {
                if mask & mask.wrapping_sub(1) == 0 {
                    if mask == 0 {
                        return false;
                    }
                    if given & (1 << digit) == 0 {
                        queues.hidden.push((offset + digit) as u32);
                    }
                }
            }
        }
        true
    }

    /// Keeps only `bit` in `cell` and queues it to be placed; false when `bit` is not a
    /// candidate there or a digit loses its last place in a house.
    pub(crate) fn assign(&mut self, tables: &Tables, queues: &mut Queues, cell: usize, bit: u32) -> bool {
        let current = self.cand[cell];
        if current & bit == 0 || current & SOLVED != 0 {
            return current & SOLVED != 0 && current & bit != 0;
        }
        self.cand[cell] = bit;
        queues.singles.push(cell as u16);
        self.uncount(tables, queues, cell, current & !bit)
    }

    /// Places every queued single and every hidden single until none is left; false on
    /// a contradiction (a cell without candidates, a digit twice in a house, or a digit
    /// with no place in a house).
    pub(crate) fn propagate(&mut self, tables: &Tables, queues: &mut Queues) -> bool {
        loop {
            if let Some(cell) = queues.singles.pop() {
                if !self.place(tables, queues, usize::from(cell)) {
                    return false;
                }
            } else if let Some(entry) = queues.hidden.pop() {
                let digit = entry as usize % tables.size;
                if !self.hidden_single(tables, queues, entry as usize - digit, digit) {
                    return false;
                }
            } else {
                return true;
            }
        }
    }

    /// Places the single candidate of `cell` and removes it from the other cells of its
    /// houses that still hold it.
    #[inline]
    fn place(&mut self, tables: &Tables, queues: &mut Queues, cell: usize) -> bool {
        let bit = self.cand[cell];
        if bit & SOLVED != 0 {
            return true;
        }
        if bit == 0 {
            return false;
        }
        self.cand[cell] = bit | SOLVED;
        let digit = bit.trailing_zeros() as usize;
        let own = tables.links(cell);
        for link in own {
            let slot = link.offset as usize + digit;
            let Some(places) = self.places.get_mut(slot) else { return false };
            let mut others = *places & !link.bit;
            if others == 0 {
                continue;
            }
            // The digit's one place in this house is now `cell`: the peers below leave it.
            *places = link.bit;
            let cells = tables.house_cells(link.offset as usize);
            while others != 0 {
                let i = others.trailing_zeros() as usize;
                others &= others - 1;
                let Some(&peer) = cells.get(i) else { return false };
                let peer = usize::from(peer);
                let Some(&c) = self.cand.get(peer) else { return false };
                if c & bit == 0 {
                    continue;
                }
                let rest = c & !bit;
                if c & SOLVED != 0 || rest == 0 {
                    return false;
                }
                self.cand[peer] = rest;
                if rest & (rest - 1) == 0 {
                    queues.singles.push(peer as u16);
                }
                // A digit left with one place in a house of `cell`: that place is `cell`.
                if !self.uncount_digit(tables, queues, peer, digit, own, link.offset) {
                    return false;
                }
            }
        }
        true
    }

    /// The digit `digit` has one place left in `house`: it goes there unless it is
    /// already placed (or about to be).
    fn hidden_single(&mut self, tables: &Tables, queues: &mut Queues, house: usize, digit: usize) -> bool {
        let bit = 1u32 << digit;
        let place = self.places[house + digit].trailing_zeros() as usize;
        let Some(&cell) = tables.house_cells(house).get(place) else { return false };
        let cell = usize::from(cell);
        let current = self.cand[cell];
        if current & !SOLVED == bit {
            return true;
        }
        self.cand[cell] = bit;
        queues.singles.push(cell as u16);
        self.uncount(tables, queues, cell, current & !bit)
    }

    /// Lowers the counts of the digits `removed` (just taken from `cell`).
    fn uncount(&mut self, tables: &Tables, queues: &mut Queues, cell: usize, mut removed: u32) -> bool {
        while removed != 0 {
            let digit = removed.trailing_zeros() as usize;
            removed &= removed - 1;
            if !self.uncount_digit(tables, queues, cell, digit, &[], u32::MAX) {
                return false;
            }
        }
        true
    }

    /// Clears `cell` from the places of `digit` (just taken from it) in each of its houses
    /// but `done` (the house whose places the caller set itself): false when none is left,
    /// queued as a hidden single when one is (unless the house is one of `placed`, the
    /// houses where the digit was just placed).
    #[inline(always)]
    fn uncount_digit(
        &mut self,
        tables: &Tables,
        queues: &mut Queues,
        cell: usize,
        digit: usize,
        placed: &[Link],
        done: u32,
    ) -> bool {
        for link in tables.links(cell) {
            if link.offset == done {
                continue;
            }
            let slot = link.offset as usize + digit;
            let Some(places) = self.places.get_mut(slot) else { return false };
            let left = *places & !link.bit;
            *places = left;
            if left & left.wrapping_sub(1) == 0 {
                if left == 0 {
                    return false;
                }
                if !placed.iter().any(|p| p.offset == link.offset) {
                    queues.hidden.push(slot as u32);
                }
            }
        }
        true
    }
}
