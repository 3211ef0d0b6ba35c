//! Typed errors that say what was wrong and where (rows and columns count from 1).

use thiserror::Error;

/// A board geometry that cannot be built.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
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
}

/// A puzzle whose givens cannot stand on its board.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PuzzleError {
    #[error("{found} cells given; a {size}x{size} board has {expected}", size = (*expected as f64).sqrt() as usize)]
    WrongLength { expected: usize, found: usize },
    #[error("row {row}, column {column}: digit {digit} is larger than the board's {size} digits")]
    DigitOutOfRange { row: usize, column: usize, digit: u8, size: usize },
    #[error("digit {digit} is given twice in {house}: row {}, column {} and row {}, column {}", first.0, first.1, second.0, second.1)]
    DuplicateGiven { digit: u8, house: String, first: (usize, usize), second: (usize, usize) },
}
