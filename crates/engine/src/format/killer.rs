//! Killer cages in the .sudoku text format:
//!
//! ```text
//! type: killer          (combines: killer+x, killer+jigsaw)
//! .........             the rows of givens, usually empty
//! ...
//! cages:                N lines of N cage ids, one character per cell, '.' for a
//! ABBBCDDEE             cell in no cage; a cage is every cell with one id; a line
//! ...                   with spaces holds N ids separated by spaces (big boards)
//! sums: A=11 B=25 C=14  the sum of each cage by id (a cage without one has no sum)
//! ```
//!
//! Cages are numbered in the order their first cells are read (row by row), which is the
//! order of [`Layout::cages`].

use crate::digits::Cell;
use crate::error::ParseError;
use crate::geometry::{Cage, Layout};

/// The ids written for up to 62 cages, one character each; more cages are written as
/// numbers separated by spaces.
const ID_CHARS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// The ids of a cage map line: one per character, or separated by spaces.
pub(crate) fn line_ids(line: &str) -> Vec<String> {
    let line = line.trim();
    if line.contains(char::is_whitespace) {
        line.split_whitespace().map(str::to_string).collect()
    } else {
        line.chars().map(String::from).collect()
    }
}

/// The cages of a map (`(line number, ids)` per row, or the whole map on one line) and a
/// `sums:` line (its line number and value) on a board of `size`.
pub(crate) fn read_cages(
    rows: &[(usize, Vec<String>)],
    sums: Option<(usize, &str)>,
    size: usize,
) -> Result<Vec<Cage>, ParseError> {
    let split: Vec<(usize, &[String])> = match rows {
        [(line, ids)] if ids.len() == size * size && size > 1 => ids.chunks(size).map(|row| (*line, row)).collect(),
        _ => rows.iter().map(|(line, ids)| (*line, ids.as_slice())).collect(),
    };
    if split.len() != size {
        return Err(ParseError::CageRowCount { expected: size, found: split.len() });
    }
    let mut ids: Vec<String> = Vec::new();
    let mut cages: Vec<Cage> = Vec::new();
    for (row, (line, row_ids)) in split.into_iter().enumerate() {
        if row_ids.len() != size {
            return Err(ParseError::RowLength { line, expected: size, found: row_ids.len() });
        }
        for (column, id) in row_ids.iter().enumerate() {
            if id == "." {
                continue;
            }
            let cell = Cell::new(row * size + column);
            match ids.iter().position(|known| known == id) {
                Some(index) => cages[index].cells.push(cell),
                None => {
                    ids.push(id.clone());
                    cages.push(Cage::new(vec![cell], None));
                }
            }
        }
    }
    if let Some((line, text)) = sums {
        for entry in text.split(|c: char| c.is_whitespace() || c == ',').filter(|e| !e.is_empty()) {
            let bad = || ParseError::BadSum { line, entry: entry.to_string() };
            let (id, sum) = entry.split_once('=').ok_or_else(bad)?;
            let sum: u16 = sum.trim().parse().map_err(|_| bad())?;
            let index = ids
                .iter()
                .position(|known| known == id.trim())
                .ok_or_else(|| ParseError::SumOfUnknownCage { line, id: id.trim().to_string() })?;
            if cages[index].sum.replace(sum).is_some() {
                return Err(ParseError::DuplicateSum { line, id: id.trim().to_string() });
            }
        }
    }
    Ok(cages)
}

/// The id written for each cage of `layout`, in order: one character each when there are
/// at most 62 cages, else numbers from 1.
fn cage_ids(layout: &Layout) -> Vec<String> {
    let count = layout.cages().len();
    if count <= ID_CHARS.len() {
        ID_CHARS.chars().take(count).map(String::from).collect()
    } else {
        (1..=count).map(|n| n.to_string()).collect()
    }
}

/// The cage map rows (without the `cages:` line), one per board row.
pub fn cage_rows(layout: &Layout) -> Vec<String> {
    let ids = cage_ids(layout);
    let spaced = ids.iter().any(|id| id.len() > 1);
    let size = layout.size();
    (0..size)
        .map(|row| {
            let cells = (0..size).map(|column| {
                let cage = layout.cage_of(layout.cell(row, column));
                cage.and_then(|c| ids.get(c)).map_or(".", String::as_str)
            });
            if spaced {
                cells.collect::<Vec<_>>().join(" ")
            } else {
                cells.collect()
            }
        })
        .collect()
}

/// The map on one line, one id per cell: the rows of [`cage_rows`] joined, by spaces when
/// the ids are numbers.
pub fn cages_line(layout: &Layout) -> Option<String> {
    layout.variant().cages.as_ref()?;
    let spaced = layout.cages().len() > ID_CHARS.len();
    Some(cage_rows(layout).join(if spaced { " " } else { "" }))
}

/// The `id=sum` entries of the cages with sums, separated by spaces (without `sums:`).
pub fn sums_line(layout: &Layout) -> String {
    let ids = cage_ids(layout);
    let entries: Vec<String> =
        layout.cages().iter().zip(&ids).filter_map(|(cage, id)| cage.sum.map(|sum| format!("{id}={sum}"))).collect();
    entries.join(" ")
}

/// The `cages:` block and `sums:` line of the text format, or `None` on a board without cages.
pub fn cages_block(layout: &Layout) -> Option<String> {
    layout.variant().cages.as_ref()?;
    let mut out = String::from("cages:\n");
    for row in cage_rows(layout) {
        out.push_str(&row);
        out.push('\n');
    }
    out.push_str(&format!("sums: {}\n", sums_line(layout)));
    Some(out)
}
