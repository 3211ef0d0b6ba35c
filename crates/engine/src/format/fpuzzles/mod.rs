//! f-puzzles JSON, the interchange format of the puzzle-setting community (SudokuPad
//! imports it), read and written with its variant constraints:
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
//! (from 0) marks jigsaw regions, boxes otherwise; `givenPencilMarks` are the setter's
//! candidates for the cell. Killer cages name their cells `R<row>C<column>` from 1; a
//! cage's `value` (a string or a number) is its sum. X boards have both diagonals,
//! `disjointgroups` makes colour groups; every other constraint is read by [`read`] into
//! the puzzle's [`Constraint`]s. Keys are matched in any case. The title, author, rules and
//! solution are kept as [`Meta`]. A constraint this app does not play is refused by name
//! rather than dropped.
//!
//! The compressed form that f-puzzles and SudokuPad links carry (lz-string, base64) is
//! read by [`parse_fpuzzles`] too, alone or inside a link (`?load=...`, `fpuzzles...`).

mod read;
mod write;

use crate::constraint::family;
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};
use thiserror::Error;

use crate::constraint::fpuzzles::cell_named;
use crate::constraint::Constraint;
use crate::digits::{Cell, Digit};
use crate::error::{GeometryError, PuzzleError};
use crate::format::box_for_size;
use crate::geometry::{Cage, Geometry, Layout, Variant};
use crate::grid::Puzzle;
use read::{field, is_constraint_key, pencil_marks, read_key};
use write::{cell_name, write_constraints};

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
    #[error("the constraint {key:?}, entry {entry}: {reason}")]
    BadConstraint { key: String, entry: usize, reason: String },
    #[error("the constraint {0:?} is not one this app plays")]
    Unsupported(String),
    #[error("{found} is not a board this app can write as f-puzzles: {reason}")]
    NotWritable { found: String, reason: std::borrow::Cow<'static, str> },
    #[error("the board: {0}")]
    Geometry(#[from] GeometryError),
    #[error("{0}")]
    Puzzle(#[from] PuzzleError),
}

/// Keys that say nothing about the rules (the solver's options, display options, text
/// drawn on the board).
const IGNORED_KEYS: [&str; 4] = ["text", "disabledlogic", "truecandidatesoptions", "metadata"];

/// What a document says about its puzzle besides the rules: the words players read.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meta {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    /// The rules as the setter wrote them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// The setter's solution, one digit per cell row-major (`None` where it has none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solution: Option<Vec<Option<u8>>>,
}

/// A document read: its puzzle and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FpuzzlesDocument {
    pub puzzle: Puzzle,
    pub meta: Meta,
}

/// Reads an f-puzzles document: JSON, or its compressed form (alone or in a link).
pub fn parse_fpuzzles(text: &str) -> Result<Puzzle, FpuzzlesError> {
    parse_fpuzzles_document(text).map(|document| document.puzzle)
}

/// Reads an f-puzzles document with its title, author, rules and solution.
pub fn parse_fpuzzles_document(text: &str) -> Result<FpuzzlesDocument, FpuzzlesError> {
    let text = text.trim();
    if text.starts_with('{') {
        return read_document(text);
    }
    let json = decompress(compressed_part(text)).ok_or(FpuzzlesError::Decompress)?;
    read_document(&json)
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

/// A link that opens `puzzle` in SudokuPad, with the title, author and rules of `meta`.
pub fn sudokupad_link(puzzle: &Puzzle, meta: &Meta) -> Result<String, FpuzzlesError> {
    Ok(format!("https://sudokupad.app/fpuzzles{}", compressed_document(puzzle, meta)?))
}

/// A link that opens `puzzle` in f-puzzles' editor, with the title, author and rules of
/// `meta`.
pub fn fpuzzles_link(puzzle: &Puzzle, meta: &Meta) -> Result<String, FpuzzlesError> {
    Ok(format!("https://www.f-puzzles.com/?load={}", compressed_document(puzzle, meta)?))
}

fn compressed_document(puzzle: &Puzzle, meta: &Meta) -> Result<String, FpuzzlesError> {
    Ok(lz_str::compress_to_base64(&to_fpuzzles_document_json(puzzle, meta)?))
}

/// Reads an f-puzzles JSON document.
pub fn parse_fpuzzles_json(text: &str) -> Result<Puzzle, FpuzzlesError> {
    read_document(text).map(|document| document.puzzle)
}

fn read_document(text: &str) -> Result<FpuzzlesDocument, FpuzzlesError> {
    let value: Value = serde_json::from_str(text).map_err(|e| FpuzzlesError::Json {
        line: e.line(),
        column: e.column(),
        message: e.to_string().split(" at line").next().unwrap_or_default().to_string(),
    })?;
    let Value::Object(document) = value else { return Err(FpuzzlesError::NotFpuzzles("not a JSON object".into())) };
    // Keys in lower case; of two spellings of one key, the first is read.
    let mut lower: Map<String, Value> = Map::new();
    for (key, value) in document {
        lower.entry(key.to_ascii_lowercase()).or_insert(value);
    }
    let document = lower;
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
    let mut constraints = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        let cells = row.as_array().ok_or(FpuzzlesError::RowLength { row: r + 1, expected: size, found: 0 })?;
        if cells.len() != size {
            return Err(FpuzzlesError::RowLength { row: r + 1, expected: size, found: cells.len() });
        }
        for (c, cell) in cells.iter().enumerate() {
            let bad = |reason: &str| FpuzzlesError::BadCell { row: r + 1, column: c + 1, reason: reason.to_string() };
            if !cell.is_object() {
                return Err(bad("a cell must be an object"));
            }
            let digit_of = |value: &Value| {
                value
                    .as_u64()
                    .and_then(|v| u8::try_from(v).ok())
                    .filter(|&v| usize::from(v) <= size)
                    .and_then(Digit::new)
                    .ok_or_else(|| bad(&format!("{value} is not a digit of this board")))
            };
            if field(cell, "given").and_then(Value::as_bool) == Some(true) {
                let value = field(cell, "value").ok_or_else(|| bad("a given without a digit"))?;
                givens[r * size + c] = Some(digit_of(value)?);
            }
            if let Some(region) = field(cell, "region") {
                let region = region.as_u64().and_then(|v| u8::try_from(v).ok()).filter(|&v| usize::from(v) < size);
                regions[r * size + c] = Some(region.ok_or_else(|| bad("its region is not a region of this board"))?);
            }
            if let Some(marks) = pencil_marks(cell) {
                let digits = marks.iter().map(|m| digit_of(m).map(Digit::get)).collect::<Result<Vec<u8>, _>>()?;
                constraints
                    .push(Constraint::PencilMarks(family::PencilMarks { cell: Cell::new(r * size + c), digits }));
            }
        }
    }
    let on = |key: &str| document.get(key).and_then(Value::as_bool).unwrap_or(false);
    let both_diagonals = on("diagonal+") && on("diagonal-");
    let (cages, overlapping) = split_overlapping(cages(&document, size)?, size);
    constraints.extend(overlapping.into_iter().map(Constraint::KillerCage));
    let variant = Variant {
        diagonals: both_diagonals,
        colour: on("disjointgroups"),
        regions: jigsaw_regions(&regions, width, height),
        cages,
    };
    for (key, value) in &document {
        let diagonal = key.starts_with("diagonal");
        if is_constraint_key(key) && !(diagonal && both_diagonals) {
            constraints.extend(read_key(key, value, size)?);
        }
    }
    refuse_other_constraints(&document)?;
    let meta = meta(&document, size)?;
    let layout = Layout::new(Geometry::new(width, height, variant))?;
    let puzzle = Puzzle::new(layout, givens)?;
    let puzzle = if constraints.is_empty() { puzzle } else { puzzle.with_constraints(constraints)? };
    Ok(FpuzzlesDocument { puzzle, meta })
}

/// The title, author, rules and solution of a document.
fn meta(document: &Map<String, Value>, size: usize) -> Result<Meta, FpuzzlesError> {
    let text = |key: &str| document.get(key).and_then(Value::as_str).map(str::to_string).filter(|t| !t.is_empty());
    let digit = |d: &Value| match d {
        Value::Null => Some(None),
        d => d
            .as_u64()
            .and_then(|d| u8::try_from(d).ok())
            .filter(|&d| usize::from(d) <= size)
            .map(|d| (d != 0).then_some(d)),
    };
    let solution = match document.get("solution") {
        None | Some(Value::Null) => None,
        Some(Value::Array(digits)) => Some(
            digits
                .iter()
                .map(digit)
                .collect::<Option<Vec<Option<u8>>>>()
                .ok_or(FpuzzlesError::NotFpuzzles("the solution holds something other than digits".into()))?,
        ),
        Some(_) => return Err(FpuzzlesError::NotFpuzzles("the solution is not a list of digits".into())),
    };
    Ok(Meta { title: text("title"), author: text("author"), rules: text("ruleset"), solution })
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
        let names = field(entry, "cells").and_then(Value::as_array).ok_or_else(|| bad("no cells".into()))?;
        let cells = names
            .iter()
            .map(|name| {
                let text = name.as_str().unwrap_or_default();
                cell_named(text, size).ok_or_else(|| bad(format!("{name} is not a cell R<row>C<column> of the board")))
            })
            .collect::<Result<Vec<Cell>, _>>()?;
        if let Some(twice) = cells.iter().enumerate().find(|&(i, c)| cells[..i].contains(c)).map(|(_, c)| c) {
            return Err(bad(format!("it lists {} twice", cell_name(*twice, size))));
        }
        let sum = match field(entry, "value") {
            None => None,
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

/// The board's cages (those that share no cell with another cage; `None` when none) and
/// the cages that share a cell with another, which the board cannot hold (one cage a cell)
/// and the puzzle keeps as rules of their own ([`family::KillerCage`]). A document
/// without overlapping cages keeps every cage on the board, as it always did. A cage
/// listed again (the same cells, in any order, and the same sum) is the same rule, read
/// once: else it would overlap only itself, and the document written back, which holds it
/// once, would read to another board.
fn split_overlapping(cages: Option<Vec<Cage>>, size: usize) -> (Option<Vec<Cage>>, Vec<family::KillerCage>) {
    let Some(listed) = cages else { return (None, Vec::new()) };
    let mut seen = Vec::with_capacity(listed.len());
    let mut cages: Vec<Cage> = Vec::with_capacity(listed.len());
    for cage in listed {
        let mut cells = cage.cells.clone();
        cells.sort_unstable();
        let key = (cells, cage.sum);
        if !seen.contains(&key) {
            seen.push(key);
            cages.push(cage);
        }
    }
    let mut covering = vec![0usize; size * size];
    for cage in &cages {
        // A cell a cage lists twice is counted once here: the board's check names it.
        for (i, cell) in cage.cells.iter().enumerate() {
            if !cage.cells[..i].contains(cell) {
                if let Some(count) = covering.get_mut(cell.index()) {
                    *count += 1;
                }
            }
        }
    }
    let shared = |cage: &Cage| cage.cells.iter().any(|c| covering.get(c.index()).is_some_and(|&n| n > 1));
    let (overlapping, alone): (Vec<Cage>, Vec<Cage>) = cages.into_iter().partition(|cage| shared(cage));
    let overlapping =
        overlapping.into_iter().map(|cage| family::KillerCage { cells: cage.cells, sum: cage.sum }).collect();
    ((!alone.is_empty()).then_some(alone), overlapping)
}

/// Refuses a document whose constraints this app does not play (a non-empty list or a
/// true flag under a key it does not know), so that no rule is silently dropped.
fn refuse_other_constraints(document: &Map<String, Value>) -> Result<(), FpuzzlesError> {
    let known = ["size", "grid", "killercage", "disjointgroups", "title", "author", "ruleset", "solution"];
    for (key, value) in document {
        let key_known = known.contains(&key.as_str()) || is_constraint_key(key);
        if key_known || IGNORED_KEYS.contains(&key.as_str()) {
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

/// Writes `puzzle` as an f-puzzles JSON document (boxes f-puzzles draws for the size).
pub fn to_fpuzzles_json(puzzle: &Puzzle) -> Result<String, FpuzzlesError> {
    to_fpuzzles_document_json(puzzle, &Meta::default())
}

/// Writes `puzzle` as an f-puzzles JSON document with its title, author, rules and
/// solution.
pub fn to_fpuzzles_document_json(puzzle: &Puzzle, meta: &Meta) -> Result<String, FpuzzlesError> {
    let layout = puzzle.layout();
    let geometry = layout.geometry();
    let size = layout.size();
    let drawn_boxes = box_for_size(size) == Some((geometry.box_width, geometry.box_height));
    if !drawn_boxes && (geometry.variant.regions.is_none() || geometry.variant.colour) {
        return Err(FpuzzlesError::NotWritable {
            found: format!("boxes {}", geometry.box_shape()),
            reason: "f-puzzles draws other boxes for this size".into(),
        });
    }
    let jigsaw = geometry.variant.regions.is_some();
    let mut marks = vec![None; layout.cell_count()];
    for constraint in puzzle.constraints() {
        if let Constraint::PencilMarks(family::PencilMarks { cell, digits }) = constraint {
            if let Some(slot) = marks.get_mut(cell.index()) {
                *slot = Some(digits);
            }
        }
    }
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
                    if let Some(digits) = marks[cell.index()] {
                        object.insert("givenPencilMarks".into(), json!(digits));
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
                let cells: Vec<String> = cage.cells.iter().map(|&c| cell_name(c, size)).collect();
                match cage.sum {
                    Some(sum) => json!({ "cells": cells, "value": sum.to_string() }),
                    None => json!({ "cells": cells }),
                }
            })
            .collect();
        document.insert("killercage".into(), json!(cages));
    }
    if geometry.variant.colour {
        document.insert("disjointgroups".into(), json!(true));
    }
    write_constraints(puzzle.constraints(), size, &mut document);
    let texts = [("title", &meta.title), ("author", &meta.author), ("ruleset", &meta.rules)];
    for (key, text) in texts {
        if let Some(text) = text {
            document.insert(key.into(), json!(text));
        }
    }
    if let Some(solution) = &meta.solution {
        document.insert("solution".into(), json!(solution));
    }
    Ok(Value::Object(document).to_string())
}
