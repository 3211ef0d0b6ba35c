//! Typed values: a [`Digit`] (1..=N), a [`Cell`] (row-major index) and a
//! [`DigitSet`] of candidates.
//!
//! Bit layout of a `DigitSet`: digit `d` is bit `d - 1` of a `u32`, so boards of up to
//! 32 digits fit (the engine supports N <= 30).

use std::fmt;
use std::num::NonZeroU8;

use serde::{Deserialize, Serialize};

/// The largest number of digits a board may have.
pub const MAX_SIZE: usize = 30;

/// A digit from 1 to N (the board size), never zero.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The digit `value`, if it lies in `1..=MAX_SIZE`.
    pub fn new(value: u8) -> Option<Digit> {
        if usize::from(value) > MAX_SIZE {
            return None;
        }
        NonZeroU8::new(value).map(Digit)
    }

    /// The digit whose zero-based index is `index` (digit 1 has index 0).
    pub fn from_index(index: usize) -> Option<Digit> {
        u8::try_from(index + 1).ok().and_then(Digit::new)
    }

    /// The digit as a number, 1..=N.
    pub fn get(self) -> u8 {
        self.0.get()
    }

    /// The zero-based index, 0..N.
    pub fn index(self) -> usize {
        usize::from(self.0.get() - 1)
    }
}

impl TryFrom<u8> for Digit {
    type Error = String;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Digit::new(value).ok_or_else(|| format!("digit {value} is not in 1..={MAX_SIZE}"))
    }
}

impl From<Digit> for u8 {
    fn from(digit: Digit) -> u8 {
        digit.get()
    }
}

impl fmt::Debug for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digit({})", self.get())
    }
}

/// The symbols of the default alphabets, in digit order (`format::Alphabet` reads and
/// writes with them).
pub const DEFAULT_SYMBOLS: &str = "123456789ABCDEFGHIJKLMNOPQRSTU";

impl Digit {
    /// The character that writes this digit in the default alphabets (`1-9`, then `A-U`):
    /// 10 is "A" on 16x16.
    pub fn symbol(self) -> char {
        DEFAULT_SYMBOLS.chars().nth(self.index()).unwrap_or('?')
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

/// A cell of the board, by its row-major index (`row * N + column`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Cell(u16);

/// `new(index)` and `index()` for a position kept as a `u16` (a board has at most 900
/// cells, and fewer houses): [`Cell`] and [`crate::geometry::HouseId`].
macro_rules! u16_position {
    ($name:ident) => {
        impl $name {
            /// The one at position `index` (row-major for cells).
            pub const fn new(index: usize) -> $name {
                debug_assert!(index <= u16::MAX as usize);
                $name(index as u16)
            }

            /// The position, for indexing per-cell or per-house arrays.
            pub fn index(self) -> usize {
                usize::from(self.0)
            }
        }
    };
}
pub(crate) use u16_position;

u16_position!(Cell);

impl Cell {
    /// "r3c7", as players and the logs name cells (from 1), on a board of `size` digits.
    pub fn name(self, size: usize) -> String {
        let size = size.max(1);
        format!("r{}c{}", self.index() / size + 1, self.index() % size + 1)
    }
}

/// A set of digits, as a bitset: bit `d - 1` is set when digit `d` is in the set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct DigitSet(u32);

impl DigitSet {
    pub const EMPTY: DigitSet = DigitSet(0);

    /// Every digit of a board with `size` digits.
    pub fn all(size: usize) -> DigitSet {
        debug_assert!(size <= MAX_SIZE);
        DigitSet(((1u64 << size) - 1) as u32)
    }

    pub fn from_bits(bits: u32) -> DigitSet {
        DigitSet(bits)
    }

    pub fn bits(self) -> u32 {
        self.0
    }

    pub fn single(digit: Digit) -> DigitSet {
        DigitSet(1 << digit.index())
    }

    pub fn contains(self, digit: Digit) -> bool {
        self.0 & (1 << digit.index()) != 0
    }

    pub fn insert(&mut self, digit: Digit) {
        self.0 |= 1 << digit.index();
    }

    pub fn remove(&mut self, digit: Digit) {
        self.0 &= !(1 << digit.index());
    }

    /// Adds `digit` if absent, removes it if present.
    pub fn toggle(&mut self, digit: Digit) {
        self.0 ^= 1 << digit.index();
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The only digit of a one-digit set.
    pub fn single_digit(self) -> Option<Digit> {
        if self.0.is_power_of_two() {
            self.first()
        } else {
            None
        }
    }

    /// The smallest digit of the set.
    pub fn first(self) -> Option<Digit> {
        if self.0 == 0 {
            None
        } else {
            Digit::from_index(self.0.trailing_zeros() as usize)
        }
    }

    pub fn union(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 | other.0)
    }

    pub fn intersection(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & other.0)
    }

    pub fn difference(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & !other.0)
    }

    pub fn is_subset(self, other: DigitSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The digits in increasing order.
    pub fn iter(self) -> impl Iterator<Item = Digit> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Digit::from_index(index)
        })
    }
}

impl FromIterator<Digit> for DigitSet {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> Self {
        let mut set = DigitSet::EMPTY;
        for digit in iter {
            set.insert(digit);
        }
        set
    }
}

impl fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(Digit::get)).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(value: u8) -> Digit {
        Digit::new(value).expect("test digit in range")
    }

    #[test]
    fn digit_range_is_one_to_max() {
        assert!(Digit::new(0).is_none());
        assert_eq!(d(1).index(), 0);
        assert_eq!(d(30).get(), 30);
        assert!(Digit::new(31).is_none());
        assert_eq!(Digit::from_index(8), Some(d(9)));
    }

    #[test]
    fn set_operations() {
        let mut set: DigitSet = [d(1), d(5), d(9)].into_iter().collect();
        assert_eq!(set.len(), 3);
        assert!(set.contains(d(5)));
        set.remove(d(5));
        assert!(!set.contains(d(5)));
        set.toggle(d(2));
        assert_eq!(set.iter().map(Digit::get).collect::<Vec<_>>(), vec![1, 2, 9]);
        assert_eq!(DigitSet::single(d(7)).single_digit(), Some(d(7)));
        assert_eq!(set.single_digit(), None);
        assert_eq!(DigitSet::all(30).len(), 30);
        assert!(DigitSet::single(d(2)).is_subset(set));
    }
}
