//! What every family's word in the `.sudoku` text and in links is made of (the format is
//! described in [`crate::format::rules`]): a word being read, with its name, its parts and
//! the shapes of parts the families share, and the writing of cells and digits.

use std::borrow::Cow;

use super::outside::Outside;
use crate::digits::Cell;
use crate::error::RuleError;

/// One word being read: its name (in lower case), its parts after the name, and the board.
pub(crate) struct Word<'a> {
    pub(crate) name: &'a str,
    pub(crate) parts: Vec<&'a str>,
    /// The word as written (its first characters), for the errors.
    rule: String,
    size: usize,
}

impl<'a> Word<'a> {
    /// `lower` is the word in lower case, `written` as the player wrote it.
    pub(crate) fn new(lower: &'a str, written: &str, size: usize) -> Word<'a> {
        let mut parts = lower.split('.');
        let name = parts.next().unwrap_or_default();
        Word { name, parts: parts.collect(), rule: written.chars().take(40).collect(), size }
    }

    /// The word names no family.
    pub(crate) fn unknown(&self) -> RuleError {
        RuleError::UnknownName { rule: self.rule.clone(), name: self.name.chars().take(20).collect() }
    }

    /// The word is not of the form its family writes; `NAME` in `form` stands for its name.
    pub(crate) fn form(&self, form: &'static str) -> RuleError {
        RuleError::Form {
            rule: self.rule.clone(),
            name: Cow::Owned(self.name.to_string()),
            form: Cow::Owned(form.replace("NAME", self.name)),
        }
    }

    /// `r1c1r1c2...`: each cell's row and column from 1 to the board's size.
    pub(crate) fn cells(&self, text: &str) -> Result<Vec<Cell>, RuleError> {
        let places = places(text).filter(|p| !p.is_empty());
        let bad =
            || RuleError::Cells { rule: self.rule.clone(), text: text.chars().take(40).collect(), size: self.size };
        let places = places.ok_or_else(bad)?;
        let inside = |i: usize| (1..=self.size).contains(&i);
        places
            .into_iter()
            .map(|(row, column)| {
                (inside(row) && inside(column)).then(|| Cell::new((row - 1) * self.size + column - 1)).ok_or_else(bad)
            })
            .collect()
    }

    /// `r0c3`: one place on the frame (rows and columns 0 to size + 1).
    pub(crate) fn clue(&self, text: &str) -> Result<Outside, RuleError> {
        match places(text).as_deref() {
            Some(&[(row, column)]) if row <= self.size + 1 && column <= self.size + 1 => Ok(Outside { row, column }),
            _ => {
                Err(RuleError::Clue { rule: self.rule.clone(), text: text.chars().take(20).collect(), size: self.size })
            }
        }
    }

    pub(crate) fn number<T: std::str::FromStr>(&self, text: &str) -> Result<T, RuleError> {
        let plain = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        plain
            .then(|| text.parse().ok())
            .flatten()
            .ok_or_else(|| RuleError::Number { rule: self.rule.clone(), text: text.chars().take(20).collect() })
    }

    /// `1-2-9`: digits joined by '-'.
    pub(crate) fn digits(&self, text: &str) -> Result<Vec<u8>, RuleError> {
        text.split('-').map(|d| self.number(d)).collect()
    }

    /// `NAME.CELLS`: a line's cells.
    pub(crate) fn line(&self) -> Result<Vec<Cell>, RuleError> {
        match self.parts.as_slice() {
            [cells] => self.cells(cells),
            _ => Err(self.form("NAME.CELLS, such as thermometer.r1c1r1c2r1c3")),
        }
    }

    /// `NAME.CELL`: one cell.
    pub(crate) fn one_cell(&self) -> Result<Cell, RuleError> {
        let form = || self.form("NAME.CELL, such as even.r1c1");
        match self.parts.as_slice() {
            [cell] => match self.cells(cell)?.as_slice() {
                [cell] => Ok(*cell),
                _ => Err(form()),
            },
            _ => Err(form()),
        }
    }

    /// `NAME.NUMBER.CELLS`: a number, then the cells.
    pub(crate) fn number_and_cells<T: std::str::FromStr>(&self) -> Result<(T, Vec<Cell>), RuleError> {
        match self.parts.as_slice() {
            [value, cells] => Ok((self.number(value)?, self.cells(cells)?)),
            _ => Err(self.form("NAME.NUMBER.CELLS, such as difference.1.r1c1r1c2 or whispers.5.r1c1r1c2")),
        }
    }

    /// `NAME.NUMBER.CELLS` with two cells: a mark between them.
    pub(crate) fn number_and_pair(&self) -> Result<(u8, [Cell; 2]), RuleError> {
        let (value, cells) = self.number_and_cells()?;
        match cells.as_slice() {
            &[a, b] => Ok((value, [a, b])),
            _ => Err(self.form("NAME.NUMBER.CELLS with two cells, such as difference.1.r1c1r1c2")),
        }
    }

    /// `NAME.CLUE.NUMBER`: a clue on the frame and its number.
    pub(crate) fn clue_and_number<T: std::str::FromStr>(&self) -> Result<(Outside, T), RuleError> {
        match self.parts.as_slice() {
            [clue, value] => Ok((self.clue(clue)?, self.number(value)?)),
            _ => Err(self.form("NAME.CLUE.NUMBER, such as sandwich.r0c3.15")),
        }
    }

    /// The name alone, for the rules of the whole board.
    pub(crate) fn alone<T>(&self, rule: T) -> Result<T, RuleError> {
        if self.parts.is_empty() {
            Ok(rule)
        } else {
            Err(self.form("the name alone"))
        }
    }
}

/// `r1c1r1c2...`: cells by row and column from 1.
pub(crate) fn cells_word(cells: &[Cell], size: usize) -> String {
    cells.iter().map(|c| c.name(size)).collect()
}

/// `1-2-9`: digits joined by '-'.
pub(crate) fn digits_word(digits: &[u8]) -> String {
    digits.iter().map(u8::to_string).collect::<Vec<_>>().join("-")
}

/// The (row, column) pairs of `r1c1r1c2...`, or `None` when the text is not of that form.
/// Numbers are capped (a long run of digits is no place on any board).
fn places(text: &str) -> Option<Vec<(usize, usize)>> {
    let mut out = Vec::new();
    let mut rest = text.as_bytes();
    let number = |rest: &mut &[u8]| {
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || digits > 3 {
            return None;
        }
        let value = std::str::from_utf8(&rest[..digits]).ok()?.parse().ok();
        *rest = &rest[digits..];
        value
    };
    while !rest.is_empty() {
        rest = rest.strip_prefix(b"r")?;
        let row = number(&mut rest)?;
        rest = rest.strip_prefix(b"c")?;
        let column = number(&mut rest)?;
        out.push((row, column));
    }
    Some(out)
}
