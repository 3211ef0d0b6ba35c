//! The characters that write digits: [`Alphabet`].
//!
//! The default alphabet of a board with N digits is the first N characters of
//! [`DEFAULT_SYMBOLS`] (`123456789ABCDEFGHIJKLMNOPQRSTU`): `1-9` for 9x9, `1-9A-G` for
//! 16x16, `1-9A-U` for 30x30. `.`, `_` and `0` mean an empty cell on every board: `0` is
//! never a digit (as in the .sudoku text format, where a board of 10 writes its tenth digit `A`).
//! Letters are read case-insensitively unless the alphabet itself holds lowercase letters.

pub use crate::digits::DEFAULT_SYMBOLS;
use crate::digits::{Digit, MAX_SIZE};
pub use crate::error::AlphabetError;

/// The characters that mean an empty cell.
pub const EMPTY_MARKERS: [char; 3] = ['.', '_', '0'];

/// The characters that write digits 1..=N, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alphabet {
    symbols: Vec<char>,
    case_insensitive: bool,
}

impl Alphabet {
    /// The default alphabet for a board of `size` digits (at most 30; larger sizes are cut to 30).
    pub fn default_for(size: usize) -> Alphabet {
        let symbols = DEFAULT_SYMBOLS.chars().take(size.min(MAX_SIZE)).collect();
        Alphabet { symbols, case_insensitive: true }
    }

    /// An alphabet of the given symbols: at most 30, distinct, none of them whitespace,
    /// an empty marker (`.`, `_`, `0`) or a grid separator (`|`).
    pub fn new(symbols: Vec<char>) -> Result<Alphabet, AlphabetError> {
        if symbols.len() > MAX_SIZE {
            return Err(AlphabetError::TooMany(symbols.len()));
        }
        for (i, &ch) in symbols.iter().enumerate() {
            if ch.is_whitespace() || EMPTY_MARKERS.contains(&ch) || ch == '|' {
                return Err(AlphabetError::NotADigit(ch));
            }
            if symbols[..i].contains(&ch) {
                return Err(AlphabetError::Twice(ch));
            }
        }
        let case_insensitive = !symbols.iter().any(|c| c.is_lowercase());
        Ok(Alphabet { symbols, case_insensitive })
    }

    /// Reads the .sudoku text format's `candidates:` value: characters, where `a-b` stands for the range
    /// from `a` to `b` (`1-9A-G`); surrounding quotes are dropped.
    pub fn parse_spec(spec: &str) -> Result<Alphabet, AlphabetError> {
        let spec = spec.trim();
        let spec = spec
            .strip_prefix('"')
            .and_then(|s| s.strip_suffix('"'))
            .or_else(|| spec.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')))
            .unwrap_or(spec);
        let chars: Vec<char> = spec.chars().filter(|c| !c.is_whitespace()).collect();
        let mut symbols = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            if i + 2 < chars.len() && chars[i + 1] == '-' {
                let (from, to) = (chars[i], chars[i + 2]);
                if from > to {
                    return Err(AlphabetError::Backwards(from, to));
                }
                if (to as u32) - (from as u32) >= MAX_SIZE as u32 {
                    return Err(AlphabetError::TooLong(from, to));
                }
                symbols.extend((from..=to).filter(|c| !c.is_whitespace()));
                i += 3;
            } else {
                symbols.push(chars[i]);
                i += 1;
            }
        }
        Alphabet::new(symbols)
    }

    /// The number of digits.
    pub fn size(&self) -> usize {
        self.symbols.len()
    }

    pub fn symbols(&self) -> &[char] {
        &self.symbols
    }

    /// The digit that `ch` writes, if any.
    pub fn digit(&self, ch: char) -> Option<Digit> {
        let index = self.symbols.iter().position(|&s| s == ch).or_else(|| {
            if self.case_insensitive && ch.is_lowercase() {
                let upper = ch.to_ascii_uppercase();
                self.symbols.iter().position(|&s| s == upper)
            } else {
                None
            }
        })?;
        Digit::from_index(index)
    }

    /// The character that writes `digit` (`?` if the digit is beyond the alphabet).
    pub fn symbol(&self, digit: Digit) -> char {
        self.symbols.get(digit.index()).copied().unwrap_or('?')
    }

    /// Whether `ch` means an empty cell.
    pub fn is_empty_marker(ch: char) -> bool {
        EMPTY_MARKERS.contains(&ch)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_alphabets_extend_with_letters() {
        let a = Alphabet::default_for(16);
        assert_eq!(a.symbols().iter().collect::<String>(), "123456789ABCDEFG");
        assert_eq!(a.digit('A').map(Digit::get), Some(10));
        assert_eq!(a.digit('g').map(Digit::get), Some(16));
        assert_eq!(a.digit('H'), None);
        assert_eq!(a.digit('0'), None);
        assert_eq!(Alphabet::default_for(30).symbol(Digit::new(30).unwrap()), 'U');
    }

    #[test]
    fn specs_expand_ranges_and_drop_quotes() {
        let a = Alphabet::parse_spec("\"1-9A-G\"").unwrap();
        assert_eq!(a.size(), 16);
        assert_eq!(a.symbol(Digit::new(10).unwrap()), 'A');
        let b = Alphabet::parse_spec("a-f").unwrap();
        assert_eq!(b.digit('c').map(Digit::get), Some(3));
        assert_eq!(b.digit('C'), None, "lowercase alphabets are case-sensitive");
        assert_eq!(Alphabet::parse_spec("9-1"), Err(AlphabetError::Backwards('9', '1')));
        assert_eq!(Alphabet::parse_spec("1123"), Err(AlphabetError::Twice('1')));
        assert_eq!(Alphabet::parse_spec("0-9"), Err(AlphabetError::NotADigit('0')));
        assert_eq!(Alphabet::parse_spec("\u{0}-\u{10FFFF}"), Err(AlphabetError::TooLong('\u{0}', '\u{10FFFF}')));
        assert_eq!(Alphabet::new(('a'..='z').chain('A'..='J').collect()), Err(AlphabetError::TooMany(36)));
        assert_eq!(AlphabetError::Twice('1').to_string(), "'1' appears twice");
    }
}
