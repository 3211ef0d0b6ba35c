//! What a family writes in an f-puzzles document (read back by
//! [`crate::format::parse_fpuzzles`]): an entry under its key, a key set to true, or the
//! grid's own cells.

use serde_json::{json, Value};

use super::outside::Outside;
use crate::digits::Cell;

/// A rule as an f-puzzles document holds it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum FpuzzlesEntry {
    /// One entry of the list under the key.
    Listed(&'static str, Value),
    /// The key set to true (a rule of the whole board).
    Flag(&'static str),
    /// Written in a cell of the grid (the setter's pencil marks).
    InGrid,
}

/// `R<row>C<column>` from 1.
pub(crate) fn cell_name(cell: Cell, size: usize) -> String {
    format!("R{}C{}", cell.index() / size + 1, cell.index() % size + 1)
}

/// The names of `cells`.
pub(crate) fn names(cells: &[Cell], size: usize) -> Vec<String> {
    cells.iter().map(|&c| cell_name(c, size)).collect()
}

/// A place on the frame: `R0C3`.
pub(crate) fn frame(place: Outside) -> String {
    format!("R{}C{}", place.row, place.column)
}

/// A line's entry under `key`.
pub(crate) fn line(key: &'static str, cells: &[Cell], size: usize) -> FpuzzlesEntry {
    FpuzzlesEntry::Listed(key, json!({ "lines": [names(cells, size)] }))
}

/// A clue's entry beside the grid under `key`.
pub(crate) fn clue(key: &'static str, place: Outside, value: impl ToString) -> FpuzzlesEntry {
    FpuzzlesEntry::Listed(key, json!({ "cell": frame(place), "value": value.to_string() }))
}

/// A marked cell's entry under `key`.
pub(crate) fn marked(key: &'static str, cell: Cell, size: usize) -> FpuzzlesEntry {
    FpuzzlesEntry::Listed(key, json!({ "cell": cell_name(cell, size) }))
}

/// How a family's key holds its rules in a document.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KeyShape {
    /// A list of entries.
    List,
    /// `true` when the rule holds (a rule of the whole board).
    Flag,
}

/// A field of an entry, its name in any case.
pub(crate) fn field<'a>(entry: &'a Value, name: &str) -> Option<&'a Value> {
    entry
        .as_object()?
        .iter()
        .find(|(key, _)| key.eq_ignore_ascii_case(name))
        .map(|(_, value)| value)
        .filter(|v| !v.is_null())
}

/// The cell `R<row>C<column>` (from 1, any case) of a board of `size`.
pub(crate) fn cell_named(name: &str, size: usize) -> Option<Cell> {
    let upper = name.trim().to_ascii_uppercase();
    let (row, column) = upper.strip_prefix('R')?.split_once('C')?;
    let (row, column): (usize, usize) = (row.parse().ok()?, column.parse().ok()?);
    ((1..=size).contains(&row) && (1..=size).contains(&column)).then(|| Cell::new((row - 1) * size + column - 1))
}

/// The place `R<row>C<column>` on the frame of a board of `size` (rows and columns 0 to
/// `size + 1`).
fn frame_place(name: &str, size: usize) -> Option<Outside> {
    let upper = name.trim().to_ascii_uppercase();
    let (row, column) = upper.strip_prefix('R')?.split_once('C')?;
    let place = Outside { row: row.parse().ok()?, column: column.parse().ok()? };
    place.on_frame(size).then_some(place)
}

/// One entry under a family's key being read (an element of its list, or `true` for a
/// flag); what is wrong with it is said as a reason, which the reader places by key and entry.
pub(crate) struct Entry<'a> {
    pub(crate) value: &'a Value,
    pub(crate) size: usize,
}

impl Entry<'_> {
    fn cell_of(&self, name: &Value) -> Result<Cell, String> {
        cell_named(name.as_str().unwrap_or_default(), self.size)
            .ok_or_else(|| format!("{name} is not a cell R<row>C<column> of the board"))
    }

    pub(crate) fn cells(&self, name: &str) -> Result<Vec<Cell>, String> {
        let list = field(self.value, name).and_then(Value::as_array).ok_or_else(|| format!("no {name}"))?;
        list.iter().map(|n| self.cell_of(n)).collect()
    }

    pub(crate) fn cell(&self) -> Result<Cell, String> {
        self.cell_of(field(self.value, "cell").ok_or("no cell")?)
    }

    pub(crate) fn lines(&self) -> Result<Vec<Vec<Cell>>, String> {
        let list = field(self.value, "lines").and_then(Value::as_array).ok_or("no lines")?;
        list.iter()
            .map(|line| {
                let line = line.as_array().ok_or("a line is not a list of cells")?;
                line.iter().map(|n| self.cell_of(n)).collect()
            })
            .collect()
    }

    pub(crate) fn pair(&self) -> Result<[Cell; 2], String> {
        <[Cell; 2]>::try_from(self.cells("cells")?).map_err(|_| "a mark sits between two cells".into())
    }

    /// The entry's `value` as a number (a string or a number), `default` when missing.
    fn number(&self, default: Option<u64>) -> Result<u64, String> {
        let value = match field(self.value, "value") {
            None => None,
            Some(Value::String(text)) if text.trim().is_empty() => None,
            Some(Value::String(text)) => {
                Some(text.trim().parse().map_err(|_| format!("its value {text:?} is not a number"))?)
            }
            Some(Value::Number(n)) => Some(n.as_u64().ok_or_else(|| format!("its value {n} is not a number"))?),
            Some(other) => return Err(format!("its value {other} is not a number")),
        };
        value.or(default).ok_or_else(|| "no value".into())
    }

    pub(crate) fn small(&self, default: Option<u64>) -> Result<u8, String> {
        let n = self.number(default)?;
        u8::try_from(n).map_err(|_| format!("{n} is too large"))
    }

    pub(crate) fn sum(&self) -> Result<u16, String> {
        let n = self.number(None)?;
        u16::try_from(n).map_err(|_| format!("{n} is too large"))
    }

    /// The place of an outside clue (`cell`, on the frame).
    pub(crate) fn outside(&self) -> Result<Outside, String> {
        let name = field(self.value, "cell").and_then(Value::as_str).ok_or("no cell")?;
        frame_place(name, self.size).ok_or_else(|| format!("{name:?} is not a place on the frame of the grid"))
    }

    /// A text field, trimmed (`""` when missing).
    pub(crate) fn text(&self, name: &str) -> &str {
        field(self.value, name).and_then(Value::as_str).map_or("", str::trim)
    }
}
