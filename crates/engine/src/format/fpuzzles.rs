//! f-puzzles JSON, the interchange format of the puzzle-setting community (SudokuPad
//! imports it), read and written for the rules this engine plays:
//!
//! ```json
//! {"size": 9,
//!  "grid": [[{"value": 5, "given": true, "region": 0}, {}, ...], ...],
//!  "killercage": [{"cells": ["R1C1", "R1C2"], "value": "11"}],
//!  "diagonal+": true, "diagonal-": true}
//! ```
//!
//! `grid` holds `size` rows of `size` cells; a cell's `value` is a given only with
//! `"given": true` (other values are a solver's entries and are dropped); `region`
//! (from 0) marks jigsaw regions, boxes otherwise. Killer cages name their cells
//! `R<row>C<column>` from 1; a cage's `value` (a string or a number) is its sum. X boards
//! have both diagonals. Other constraints are refused by name rather than dropped.
//!
//! The compressed form that f-puzzles and SudokuPad links carry (lz-string, base64) is
//! read by [`parse_fpuzzles`] too, alone or inside a link (`?load=...`, `fpuzzles...`).

use serde_json::{json, Map, Value};
use thiserror::Error;

use crate::digits::{Cell, Digit};
use crate::error::{GeometryError, PuzzleError};
use crate::format::box_for_size;
use crate::geometry::{Cage, Geometry, Layout, Variant};
use crate::grid::Puzzle;

/// A text that cannot be read as an f-puzzles document, or a puzzle it cannot hold.
#[derive(Clone, Debug, PartialEq, Eq, Error, serde::Serialize, serde::Deserialize)]
pub enum FpuzzlesError {
    #[error("not JSON: {message} (line {line}, column {column})")]
    Json { line: usize, column: usize, message: String },
    #[error("not an f-puzzles document: {0}")]
    NotFpuzzles(std::borrow::Cow<'static, str>),
    #[error("the compressed document is not lz-string base64 text")]
    Decompress,
    #[error("size {0}: this app plays boards of 4 to 16 digits with boxes of at least 2x2")]
    BadSize(u64),
    #[error("the grid has {found} rows; a board of size {expected} has {expected}")]
    RowCount { expected: usize, found: usize },
    #[error("row {row} of the grid has {found} cells; the board has {expected} columns")]
    RowLength { row: usize, expected: usize, found: usize },
    #[error("row {row}, column {column}: {reason}")]
    BadCell { row: usize, column: usize, reason: String },
    #[error("killer cage {cage}: {reason}")]
    BadCage { cage: usize, reason: String },
    #[error("only one diagonal is a constraint; this app plays X boards, which have both")]
    OneDiagonal,
    #[error("the constraint {0:?} is not one this app plays")]
    Unsupported(String),
    #[error("{found} is not a board this app can write as f-puzzles: {reason}")]
    NotWritable { found: String, reason: std::borrow::Cow<'static, str> },
    #[error("the board: {0}")]
    Geometry(#[from] GeometryError),
    #[error("the givens: {0}")]
    Puzzle(#[from] PuzzleError),
}

/// Keys that say nothing about the rules (titles, the solver's marks, display options).
const IGNORED_KEYS: [&str; 8] =
    ["title", "author", "ruleset", "solution", "text", "disabledlogic", "truecandidatesoptions", "metadata"];

/// Reads an f-puzzles document: JSON, or its compressed form (alone or in a link).
pub fn parse_fpuzzles(text: &str) -> Result<Puzzle, FpuzzlesError> {
    let text = text.trim();
    if text.starts_with('{') {
        return parse_fpuzzles_json(text);
    }
    let json = decompress(compressed_part(text)).ok_or(FpuzzlesError::Decompress)?;
    parse_fpuzzles_json(&json)
}

/// Whether `text` looks like an f-puzzles document: a JSON object with a `grid` and a
/// `size`, or a link carrying one.
pub fn looks_like_fpuzzles(text: &str) -> bool {
    let text = text.trim();
    (text.starts_with('{') && text.contains("\"grid\"") && text.contains("\"size\""))
        || text.contains("f-puzzles.com/?load=")
        || text.contains("fpuzzles")
}

/// The lz-string text of a link (`...?load=XXX`, `.../fpuzzlesXXX`), percent escapes undone.
fn compressed_part(text: &str) -> String {
    let after = text
        .rsplit_once("load=")
        .map(|(_, rest)| rest)
        .or_else(|| text.rsplit_once("fpuzzles").map(|(_, rest)| rest))
        .unwrap_or(text);
    let after = after.split(['&', '#']).next().unwrap_or(after);
    after.replace("%2B", "+").replace("%2F", "/").replace("%3D", "=").replace(' ', "+")
}

fn decompress(text: String) -> Option<String> {
    let wide = lz_str::decompress_from_base64(&text)?;
    String::from_utf16(&wide).ok()
}

/// The compressed form of `puzzle`'s document, as f-puzzles links carry it.
pub fn to_fpuzzles_compressed(puzzle: &Puzzle) -> Result<String, FpuzzlesError> {
    Ok(lz_str::compress_to_base64(&to_fpuzzles_json(puzzle)?))
}

/// Reads an f-puzzles JSON document.
pub fn parse_fpuzzles_json(text: &str) -> Result<Puzzle, FpuzzlesError> {
    let value: Value = serde_json::from_str(text).map_err(|e| FpuzzlesError::Json {
        line: e.line(),
        column: e.column(),
        message: e.to_string().split(" at line").next().unwrap_or_default().to_string(),
    })?;
    let Value::Object(document) = value else { return Err(FpuzzlesError::NotFpuzzles("not a JSON object".into())) };
    let size = document.get("size").and_then(Value::as_u64).ok_or(FpuzzlesError::NotFpuzzles("no size".into()))?;
    let (width, height) = usize::try_from(size)
        .ok()
        .filter(|s| (4..=16).contains(s))
        .and_then(box_for_size)
        .ok_or(FpuzzlesError::BadSize(size))?;
    let size = width * height;
    let rows = document.get("grid").and_then(Value::as_array).ok_or(FpuzzlesError::NotFpuzzles("no grid".into()))?;
    if rows.len() != size {
        return Err(FpuzzlesError::RowCount { expected: size, found: rows.len() });
    }
    let mut givens = vec![None; size * size];
    let mut regions: Vec<Option<u8>> = vec![None; size * size];
    for (r, row) in rows.iter().enumerate() {
        let cells = row.as_array().ok_or(FpuzzlesError::RowLength { row: r + 1, expected: size, found: 0 })?;
        if cells.len() != size {
            return Err(FpuzzlesError::RowLength { row: r + 1, expected: size, found: cells.len() });
        }
        for (c, cell) in cells.iter().enumerate() {
            let bad = |reason: &str| FpuzzlesError::BadCell { row: r + 1, column: c + 1, reason: reason.to_string() };
            let Some(cell) = cell.as_object() else { return Err(bad("a cell must be an object")) };
            if cell.get("given").and_then(Value::as_bool) == Some(true) {
                let value = cell.get("value").and_then(Value::as_u64).ok_or_else(|| bad("a given without a digit"))?;
                let digit = u8::try_from(value)
                    .ok()
                    .filter(|&v| usize::from(v) <= size)
                    .and_then(Digit::new)
                    .ok_or_else(|| bad(&format!("{value} is not a digit of this board")))?;
                givens[r * size + c] = Some(digit);
            }
            if let Some(region) = cell.get("region").filter(|v| !v.is_null()) {
                let region = region.as_u64().and_then(|v| u8::try_from(v).ok()).filter(|&v| usize::from(v) < size);
                regions[r * size + c] = Some(region.ok_or_else(|| bad("its region is not a region of this board"))?);
            }
        }
    }
    let variant = Variant {
        diagonals: diagonals(&document)?,
        colour: false,
        regions: jigsaw_regions(&regions, width, height),
        cages: cages(&document, size)?,
    };
    refuse_other_constraints(&document)?;
    let layout = Layout::new(Geometry::new(width, height, variant))?;
    Ok(Puzzle::new(layout, givens)?)
}

fn diagonals(document: &Map<String, Value>) -> Result<bool, FpuzzlesError> {
    let on = |key: &str| document.get(key).and_then(Value::as_bool).unwrap_or(false);
    match (on("diagonal+"), on("diagonal-")) {
        (true, true) => Ok(true),
        (false, false) => Ok(false),
        _ => Err(FpuzzlesError::OneDiagonal),
    }
}

/// The regions of a jigsaw board, or `None` when every cell lies in its box.
fn jigsaw_regions(regions: &[Option<u8>], width: usize, height: usize) -> Option<Vec<u8>> {
    let size = width * height;
    let boxes: Vec<u8> = (0..size * size).map(|i| ((i / size / height) * height + (i % size) / width) as u8).collect();
    let map: Vec<u8> = regions.iter().zip(&boxes).map(|(region, &b)| region.unwrap_or(b)).collect();
    (map != boxes).then_some(map)
}

fn cages(document: &Map<String, Value>, size: usize) -> Result<Option<Vec<Cage>>, FpuzzlesError> {
    let Some(list) = document.get("killercage").filter(|v| !v.is_null()) else { return Ok(None) };
    let list = list.as_array().ok_or(FpuzzlesError::NotFpuzzles("killercage is not a list".into()))?;
    if list.is_empty() {
        return Ok(None);
    }
    let mut cages = Vec::with_capacity(list.len());
    for (i, entry) in list.iter().enumerate() {
        let bad = |reason: String| FpuzzlesError::BadCage { cage: i + 1, reason };
        let names = entry.get("cells").and_then(Value::as_array).ok_or_else(|| bad("no cells".into()))?;
        let cells = names
            .iter()
            .map(|name| {
                let text = name.as_str().unwrap_or_default();
                cell_named(text, size).ok_or_else(|| bad(format!("{name} is not a cell R<row>C<column> of the board")))
            })
            .collect::<Result<Vec<Cell>, _>>()?;
        let sum = match entry.get("value") {
            None | Some(Value::Null) => None,
            Some(Value::String(text)) if text.trim().is_empty() => None,
            Some(Value::String(text)) => {
                Some(text.trim().parse().map_err(|_| bad(format!("its sum {text:?} is not a number")))?)
            }
            Some(Value::Number(n)) => Some(
                n.as_u64()
                    .and_then(|n| u16::try_from(n).ok())
                    .ok_or_else(|| bad(format!("its sum {n} is not a sum")))?,
            ),
            Some(other) => return Err(bad(format!("its sum {other} is not a number"))),
        };
        cages.push(Cage::new(cells, sum));
    }
    Ok(Some(cages))
}

/// The cell `R<row>C<column>` (from 1, any case) of a board of `size`.
fn cell_named(name: &str, size: usize) -> Option<Cell> {
    let upper = name.trim().to_ascii_uppercase();
    let (row, column) = upper.strip_prefix('R')?.split_once('C')?;
    let (row, column): (usize, usize) = (row.parse().ok()?, column.parse().ok()?);
    ((1..=size).contains(&row) && (1..=size).contains(&column)).then(|| Cell::new((row - 1) * size + column - 1))
}

/// Refuses a document whose constraints this app does not play (a non-empty list or a
/// true flag under a key it does not know), so that no rule is silently dropped.
fn refuse_other_constraints(document: &Map<String, Value>) -> Result<(), FpuzzlesError> {
    let known = ["size", "grid", "killercage", "diagonal+", "diagonal-"];
    for (key, value) in document {
        if known.contains(&key.as_str()) || IGNORED_KEYS.contains(&key.to_ascii_lowercase().as_str()) {
            continue;
        }
        let set = match value {
            Value::Array(items) => !items.is_empty(),
            Value::Bool(on) => *on,
            Value::Null => false,
            _ => true,
        };
        if set {
            return Err(FpuzzlesError::Unsupported(key.clone()));
        }
    }
    Ok(())
}

/// Writes `puzzle` as an f-puzzles JSON document (boxes f-puzzles draws for the size;
/// colour boards have no f-puzzles form).
pub fn to_fpuzzles_json(puzzle: &Puzzle) -> Result<String, FpuzzlesError> {
    let layout = puzzle.layout();
    let geometry = layout.geometry();
    let size = layout.size();
    if box_for_size(size) != Some((geometry.box_width, geometry.box_height)) && geometry.variant.regions.is_none() {
        return Err(FpuzzlesError::NotWritable {
            found: format!("boxes {}", geometry.box_shape()),
            reason: "f-puzzles draws other boxes for this size".into(),
        });
    }
    if geometry.variant.colour {
        return Err(FpuzzlesError::NotWritable {
            found: "colour".into(),
            reason: "f-puzzles has no colour groups".into(),
        });
    }
    let jigsaw = geometry.variant.regions.is_some();
    let grid: Vec<Vec<Value>> = (0..size)
        .map(|row| {
            (0..size)
                .map(|column| {
                    let cell = layout.cell(row, column);
                    let mut object = Map::new();
                    if let Some(digit) = puzzle.given(cell) {
                        object.insert("value".into(), json!(digit.get()));
                        object.insert("given".into(), json!(true));
                    }
                    if jigsaw {
                        object.insert("region".into(), json!(layout.region(cell)));
                    }
                    Value::Object(object)
                })
                .collect()
        })
        .collect();
    let mut document = Map::new();
    document.insert("size".into(), json!(size));
    document.insert("grid".into(), json!(grid));
    if geometry.variant.diagonals {
        document.insert("diagonal+".into(), json!(true));
        document.insert("diagonal-".into(), json!(true));
    }
    if geometry.variant.cages.is_some() {
        let cages: Vec<Value> = layout
            .cages()
            .iter()
            .map(|cage| {
                let cells: Vec<String> =
                    cage.cells.iter().map(|c| format!("R{}C{}", layout.row(*c) + 1, layout.column(*c) + 1)).collect();
                match cage.sum {
                    Some(sum) => json!({ "cells": cells, "value": sum.to_string() }),
                    None => json!({ "cells": cells }),
                }
            })
            .collect();
        document.insert("killercage".into(), json!(cages));
    }
    Ok(Value::Object(document).to_string())
}
