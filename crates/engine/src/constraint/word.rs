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
    /// The parts after the name.
    rest: Vec<&'a str>,
    /// The word as written (its first characters), for the errors.
    rule: String,
    size: usize,
}

impl<'a> Word<'a> {
    /// `lower` is the word in lower case, `written` as the player wrote it.
    pub(crate) fn new(lower: &'a str, written: &str, size: usize) -> Word<'a> {
        let mut parts = lower.split('.');
        let name = parts.next().unwrap_or_default();
        Word { name, rest: parts.collect(), rule: written.chars().take(40).collect(), size }
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
        let bad =
            || RuleError::Clue { rule: self.rule.clone(), text: text.chars().take(20).collect(), size: self.size };
        let [(row, column)] = places(text).and_then(|p| <[(usize, usize); 1]>::try_from(p).ok()).ok_or_else(bad)?;
        let on_frame = row <= self.size + 1 && column <= self.size + 1;
        on_frame.then_some(Outside { row, column }).ok_or_else(bad)
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

    /// The first part after the name and those after it, when there is one.
    pub(crate) fn first_and_rest(&self) -> Option<(&&'a str, &[&'a str])> {
        self.rest.split_first()
    }

    /// Exactly `N` parts after the name, or the error that the word is not of `form`.
    pub(crate) fn parts<const N: usize>(&self, form: &'static str) -> Result<[&'a str; N], RuleError> {
        <[&str; N]>::try_from(self.rest.as_slice()).map_err(|_| self.form(form))
    }

    /// Exactly `N` cells in `text`, or the error that the word is not of `form`.
    pub(crate) fn cells_of<const N: usize>(&self, text: &str, form: &'static str) -> Result<[Cell; N], RuleError> {
        <[Cell; N]>::try_from(self.cells(text)?).map_err(|_| self.form(form))
    }

    /// `NAME.CELLS`: a line's cells.
    pub(crate) fn line(&self) -> Result<Vec<Cell>, RuleError> {
        let [cells] = self.parts("NAME.CELLS, such as thermometer.r1c1r1c2r1c3")?;
        self.cells(cells)
    }

    /// `NAME.CELL`: one cell.
    pub(crate) fn one_cell(&self) -> Result<Cell, RuleError> {
        const FORM: &str = "NAME.CELL, such as even.r1c1";
        let [cell] = self.parts(FORM)?;
        let [cell] = self.cells_of(cell, FORM)?;
        Ok(cell)
    }

    /// `NAME.NUMBER.CELLS`: a number, then the cells.
    pub(crate) fn number_and_cells<T: std::str::FromStr>(&self) -> Result<(T, Vec<Cell>), RuleError> {
        let [value, cells] = self.parts("NAME.NUMBER.CELLS, such as difference.1.r1c1r1c2 or whispers.5.r1c1r1c2")?;
        Ok((self.number(value)?, self.cells(cells)?))
    }

    /// `NAME.NUMBER.CELLS` with two cells: a mark between them.
    pub(crate) fn number_and_pair(&self) -> Result<(u8, [Cell; 2]), RuleError> {
        let (value, cells) = self.number_and_cells()?;
        let pair = <[Cell; 2]>::try_from(cells)
            .map_err(|_| self.form("NAME.NUMBER.CELLS with two cells, such as difference.1.r1c1r1c2"))?;
        Ok((value, pair))
    }

    /// `NAME.CLUE.NUMBER`: a clue on the frame and its number.
    pub(crate) fn clue_and_number<T: std::str::FromStr>(&self) -> Result<(Outside, T), RuleError> {
        let [clue, value] = self.parts("NAME.CLUE.NUMBER, such as sandwich.r0c3.15")?;
        Ok((self.clue(clue)?, self.number(value)?))
    }

    /// The name alone, for the rules of the whole board.
    pub(crate) fn alone<T>(&self, rule: T) -> Result<T, RuleError> {
        if self.rest.is_empty() {
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
