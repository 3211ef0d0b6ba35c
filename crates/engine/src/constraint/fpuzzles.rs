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
