//! Reading and writing puzzles as text.
//!
//! - [`line`]: one-line strings (81 characters for 9x9, N x N over the alphabet otherwise).
//! - [`grid`]: multi-line grids, one row per line, `|` `-` `+` separators ignored.
//! - [`file`]: the .sudoku text format (`#` comments, `type:`, `box:`,
//!   `shapes:`, `candidates:`).
//! - [`fpuzzles`]: f-puzzles JSON (and its compressed form), with killer cages and every
//!   variant constraint of [`crate::constraint`].
//! - [`killer`]: killer cages and sums in the .sudoku text format.
//! - [`rules`]: variant constraints as short words, for links and the .sudoku text format.
//! - [`alphabet`]: the characters that write digits.
//!
//! [`parse_puzzle`] picks the format by itself. Every error is a [`ParseError`] that says
//! where (line and column count from 1 and count characters), and no input panics.
//!
//! ```
//! use sudoku_engine::format::{parse_puzzle, to_line};
//!
//! let text = "4....681...3.......59..86.7.......9..9.285........75288...3.9..24.619...9.6......";
//! let puzzle = parse_puzzle(text).unwrap();
//! assert_eq!(puzzle.layout().size(), 9);
//! assert_eq!(to_line(&puzzle), text);
//! ```

pub mod alphabet;
pub mod file;
pub mod fpuzzles;
pub mod grid;
pub mod killer;
pub mod line;
pub mod rules;

pub use alphabet::{Alphabet, DEFAULT_SYMBOLS};
pub use file::{parse_file, parse_file_format, shapes_line, to_file_text, ParsedFile};
pub use fpuzzles::{
    fpuzzles_link, looks_like_fpuzzles, parse_fpuzzles, parse_fpuzzles_document, sudokupad_link,
    to_fpuzzles_compressed, to_fpuzzles_document_json, to_fpuzzles_json, FpuzzlesDocument, FpuzzlesError, Meta,
};
pub use grid::{parse_grid, to_grid_text};
pub use killer::{cages_block, cages_line, sums_line};
pub use line::{parse_line, to_line};
pub use rules::{read_rule, read_rules, write_rule, write_rules, RuleError};

use crate::digits::{Digit, MAX_SIZE};
use crate::error::ParseError;
use crate::grid::Puzzle;

/// Reads a puzzle in any of the formats, choosing by the text: the .sudoku text format
/// when a line is a `#` comment or a `name:` option; otherwise a grid or a one-line
/// string (whitespace and `|` ignored, separator lines skipped), the board size taken
/// from the number of cells (N x N) and the boxes from the `|` and `---` separators, or
/// else the most square shape with boxes at least as wide as high (6 -> 3x2, 12 -> 4x3).
pub fn parse_puzzle(text: &str) -> Result<Puzzle, ParseError> {
    if file::looks_like_file_format(text) {
        parse_file_format(text)
    } else {
        parse_grid(text)
    }
}

/// The box shape (width, height) inferred for a board of `size` digits: the most square
/// one with width >= height >= 2, or `None` when there is none (prime sizes, > 30).
pub fn box_for_size(size: usize) -> Option<(usize, usize)> {
    if size > MAX_SIZE {
        return None;
    }
    (2..=size).rev().filter(|h| h * h <= size).find(|h| size % h == 0).map(|h| (size / h, h))
}

/// The board size whose cell count is `cells`, if a board of that size can exist.
pub fn size_for_cells(cells: usize) -> Option<usize> {
    let size = (1..=MAX_SIZE).find(|n| n * n == cells)?;
    box_for_size(size).map(|_| size)
}

/// One character of the text that stands for a cell, with its position (from 1).
#[derive(Clone, Copy, Debug)]
pub(crate) struct CellChar {
    pub ch: char,
    pub line: usize,
    pub column: usize,
}

/// How characters outside the alphabet are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Leniency {
    /// As the classic Java applet reads 81-character strings: anything else is empty.
    AnyOtherIsEmpty,
    /// Only `.`, `_` and `0` are empty; anything else is an error.
    Strict,
}

/// The givens written by `cells`.
pub(crate) fn read_givens(
    cells: &[CellChar],
    alphabet: &Alphabet,
    leniency: Leniency,
) -> Result<Vec<Option<Digit>>, ParseError> {
    cells
        .iter()
        .map(|c| match alphabet.digit(c.ch) {
            Some(digit) => Ok(Some(digit)),
            None if Alphabet::is_empty_marker(c.ch) || leniency == Leniency::AnyOtherIsEmpty => Ok(None),
            None => Err(ParseError::BadChar { line: c.line, column: c.column, ch: c.ch }),
        })
        .collect()
}

/// The leniency for a board: 9x9 boards read as the applet does, others strictly.
pub(crate) fn leniency_for(size: usize) -> Leniency {
    if size == 9 {
        Leniency::AnyOtherIsEmpty
    } else {
        Leniency::Strict
    }
}
