//! Typed errors that say what was wrong and where (rows and columns count from 1).

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::digits::MAX_SIZE;

/// A board geometry that cannot be built.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum GeometryError {
    #[error("boxes must be at least 2x2 cells, not {width}x{height}")]
    BoxTooSmall { width: usize, height: usize },
    #[error("boxes {width}x{height} make a {size}x{size} board; the largest is 30x30")]
    TooLarge { width: usize, height: usize, size: usize },
    #[error("the region map has {found} cells; a board of this size has {expected}")]
    RegionMapLength { expected: usize, found: usize },
    #[error("row {row}, column {column}: region {region} does not exist on a board with {size} regions")]
    RegionOutOfRange { row: usize, column: usize, region: usize, size: usize },
    #[error("region {region} has {cells} cells; every region needs {expected}")]
    RegionSize { region: usize, cells: usize, expected: usize },
    #[error("killer boards go up to 16x16, not {size}x{size}")]
    KillerTooLarge { size: usize },
    #[error("cage {cage} has no cells")]
    CageEmpty { cage: usize },
    #[error("cage {cage} has {cells} cells; a cage holds at most the board's {size} digits")]
    CageTooLarge { cage: usize, cells: usize, size: usize },
    #[error("cage {cage}: cell {cell} is off the board of {cells} cells")]
    CageCellOutOfRange { cage: usize, cell: usize, cells: usize },
    #[error("row {row}, column {column} lies in cage {first} and in cage {second}")]
    CagesOverlap { row: usize, column: usize, first: usize, second: usize },
    #[error(
        "cage {cage} at row {row}, column {column}: {cells} cells cannot sum to {sum} (their sums run {min} to {max})"
    )]
    CageSumImpossible { cage: usize, row: usize, column: usize, sum: u16, cells: usize, min: usize, max: usize },
}

/// A puzzle whose givens cannot stand on its board.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum PuzzleError {
    #[error("{found} cells given; a {size}x{size} board has {expected}", size = (*expected as f64).sqrt() as usize)]
    WrongLength { expected: usize, found: usize },
    #[error("row {row}, column {column}: digit {digit} is larger than the board's {size} digits")]
    DigitOutOfRange { row: usize, column: usize, digit: u8, size: usize },
    #[error("digit {digit} is given twice in {house}: row {}, column {} and row {}, column {}", first.0, first.1, second.0, second.1)]
    DuplicateGiven { digit: u8, house: String, first: (usize, usize), second: (usize, usize) },
    #[error("cage {cage} at row {}, column {}: its givens sum to {found}, beyond its sum {sum}", at.0, at.1)]
    CageSumExceeded { cage: usize, at: (usize, usize), sum: u16, found: u32 },
    #[error("{0}")]
    Constraint(#[from] ConstraintError),
}

/// A variant constraint that cannot stand on its board, or whose givens break it: the
/// constraint by name, its cells (`r1c1`, or a clue outside the grid such as `r0c3`), and why.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
#[error("{constraint} at {}: {reason}", if cells.is_empty() { "the whole board".to_string() } else { cells.join(", ") })]
pub struct ConstraintError {
    pub constraint: String,
    pub cells: Vec<String>,
    pub reason: String,
}

/// The names of the constraint words, as errors list them.
const KNOWN_RULES: &str = "thermometer, slowthermometer, arrow, difference, ratio, xv, negative, whispers, renban, \
                     palindrome, between, regionsum, entropic, modular, extraregion, diagonal, antiknight, antiking, \
                     nonconsecutive, quadruple, even, odd, minimum, maximum, sandwich, littlekiller, xsum, \
                     skyscraper, indexer, clone, pencilmarks, killercage";

/// A constraint word that cannot be read: the word (its first characters) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum RuleError {
    #[error("{rule:?}: unknown constraint {name:?} (known: {KNOWN_RULES})")]
    UnknownName { rule: String, name: String },
    #[error("{rule:?}: write {name} as {form}")]
    Form { rule: String, name: Cow<'static, str>, form: Cow<'static, str> },
    #[error("{rule:?}: {text:?} is not a list of cells such as r1c1r1c2, rows and columns 1 to {size}")]
    Cells { rule: String, text: String, size: usize },
    #[error("{rule:?}: {text:?} is not a place on the frame such as r0c3, rows and columns 0 to {}", size + 1)]
    Clue { rule: String, text: String, size: usize },
    #[error("{rule:?}: {text:?} is not a number")]
    Number { rule: String, text: String },
}

/// Text that cannot be read as a puzzle. Lines and columns count from 1 and columns
/// count characters of the original line.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ParseError {
    #[error("no puzzle found: the text is empty")]
    Empty,
    #[error("wrong length: expected {expected} cells, found {found}")]
    WrongLength { expected: usize, found: usize },
    #[error("{found} cells do not make a board: the number of cells must be N x N for a board size N of 4 to 30 that has boxes of at least 2x2")]
    NoBoardSize { found: usize },
    #[error("line {line}, column {column}: bad character {ch:?}")]
    BadChar { line: usize, column: usize, ch: char },
    #[error("line {line}: the row has {found} cells; the board has {expected} columns")]
    RowLength { line: usize, expected: usize, found: usize },
    #[error("the grid has {found} rows; a {expected}x{expected} board needs {expected}")]
    RowCount { expected: usize, found: usize },
    #[error("line {line}: unknown option {name:?} (known: type, box, shapes, candidates, cages, sums, rule)")]
    UnknownOption { line: usize, name: String },
    #[error("line {line}: unknown type {value:?} (known: standard, x, jigsaw, colour, killer)")]
    UnknownType { line: usize, value: String },
    #[error("line {line}: bad box {value:?}: write it as WIDTHxHEIGHT, for example 3x2")]
    BadBox { line: usize, value: String },
    #[error("boxes {width}x{height} hold {} cells, but the rows have {size}", width * height)]
    BoxMismatch { width: usize, height: usize, size: usize },
    #[error("line {line}: bad candidates {value:?}: {reason}")]
    BadCandidates { line: usize, value: String, reason: AlphabetError },
    #[error("{found} candidates given, but the rows have {expected} cells")]
    CandidateCount { expected: usize, found: usize },
    #[error("the type is jigsaw but no shapes are given")]
    MissingShapes,
    #[error("the shape map has {found} rows; the board has {expected}")]
    ShapeRowCount { expected: usize, found: usize },
    #[error("the shape map has {found} cells; the board has {expected}")]
    ShapeLength { expected: usize, found: usize },
    #[error("the shape map has {found} shapes; the board needs {expected}")]
    ShapeCount { expected: usize, found: usize },
    #[error("shape {id:?} has {cells} cells; every shape needs {expected}")]
    ShapeSize { id: char, cells: usize, expected: usize },
    #[error("the type is killer but no cages are given")]
    MissingCages,
    #[error("the cage map has {found} rows; the board has {expected}")]
    CageRowCount { expected: usize, found: usize },
    #[error("line {line}: bad sum {entry:?}: write id=sum, like A=11")]
    BadSum { line: usize, entry: String },
    #[error("line {line}: a sum is given for cage {id:?}, which is not on the cage map")]
    SumOfUnknownCage { line: usize, id: String },
    #[error("line {line}: cage {id:?} has two sums")]
    DuplicateSum { line: usize, id: String },
    #[error("line {line}: {why}")]
    BadRule { line: usize, why: RuleError },
    #[error(transparent)]
    Geometry(#[from] GeometryError),
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
}

/// Why a list of symbols cannot be an alphabet.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum AlphabetError {
    #[error("{0} symbols; at most {MAX_SIZE} are allowed")]
    TooMany(usize),
    #[error("{0:?} cannot be a digit")]
    NotADigit(char),
    #[error("{0:?} appears twice")]
    Twice(char),
    #[error("the range {0}-{1} runs backwards")]
    Backwards(char, char),
    #[error("the range {0}-{1} is longer than {MAX_SIZE}")]
    TooLong(char, char),
}
