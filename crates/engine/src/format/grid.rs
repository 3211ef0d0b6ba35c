//! Multi-line grids: one row per line, as in Sudoku Savant's diagrams.
//!
//! `|` and whitespace inside a row are ignored; lines made of `-`, `=`, `+` and `|` only
//! are separators. The separators also tell the box shape: the cells before the first
//! inner `|` make the box width, the rows before the first inner separator line its
//! height. Rows may also be wrapped anywhere: the cells are read in order and their
//! count (N x N) gives the size.
//!
//! ```text
//! 53. | .7. | ...
//! 6.. | 195 | ...
//! ----+-----+----
//! ```

use crate::error::ParseError;
use crate::format::{box_for_size, leniency_for, read_givens, size_for_cells, Alphabet, CellChar};
use crate::geometry::{Geometry, Layout};
use crate::grid::Puzzle;

/// The rows of a grid text and the box shape its separators show.
#[derive(Debug, Default)]
pub(crate) struct ScannedGrid {
    /// Each row's cells, with the line it came from.
    pub rows: Vec<(usize, Vec<CellChar>)>,
    /// Cells before the first inner `|` of the first row.
    pub box_width: Option<usize>,
    /// Rows before the first inner separator line.
    pub box_height: Option<usize>,
}

/// Whether a line is a separator, such as `----+-----+----`.
pub(crate) fn is_separator_line(line: &str) -> bool {
    line.chars().any(|c| c == '-' || c == '=')
        && line.chars().all(|c| matches!(c, '-' | '=' | '+' | '|') || c.is_whitespace())
}

/// The cells of a row line, without whitespace and `|`; with the number of cells before
/// the first `|` that has cells on both sides.
pub(crate) fn row_cells(line: &str, line_number: usize) -> (Vec<CellChar>, Option<usize>) {
    let mut cells = Vec::new();
    let mut bar_after = None;
    for (c, ch) in line.chars().enumerate() {
        if ch == '|' {
            if !cells.is_empty() && bar_after.is_none() {
                bar_after = Some(cells.len());
            }
        } else if !ch.is_whitespace() {
            cells.push(CellChar { ch, line: line_number, column: c + 1 });
        }
    }
    // A bar after the last cell is a border, not a box edge.
    let bar_after = bar_after.filter(|&n| n < cells.len());
    (cells, bar_after)
}

pub(crate) fn scan_grid(text: &str) -> ScannedGrid {
    let mut scanned = ScannedGrid::default();
    for (l, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        if is_separator_line(line) {
            if !scanned.rows.is_empty() && scanned.box_height.is_none() {
                scanned.box_height = Some(scanned.rows.len());
            }
            continue;
        }
        let (cells, bar_after) = row_cells(line, l + 1);
        if scanned.rows.is_empty() {
            scanned.box_width = bar_after;
        }
        scanned.rows.push((l + 1, cells));
    }
    scanned
}

/// Reads a grid (or a one-line string) of any size; see the module documentation.
pub fn parse_grid(text: &str) -> Result<Puzzle, ParseError> {
    let scanned = scan_grid(text);
    let cells: Vec<CellChar> = scanned.rows.iter().flat_map(|(_, row)| row.iter().copied()).collect();
    if cells.is_empty() {
        return Err(ParseError::Empty);
    }
    let Some(size) = size_for_cells(cells.len()) else {
        return Err(shape_error(&scanned, cells.len()));
    };
    let (width, height) = box_shape(&scanned, size);
    let layout = Layout::new(Geometry::standard(width, height))?;
    let givens = read_givens(&cells, &Alphabet::default_for(size), leniency_for(size))?;
    Ok(Puzzle::new(layout, givens)?)
}

/// The box shape shown by the separators when it fits the size, else the inferred one.
fn box_shape(scanned: &ScannedGrid, size: usize) -> (usize, usize) {
    let fits = |w: usize, h: usize| w >= 2 && h >= 2 && w * h == size;
    let shown = match (scanned.box_width, scanned.box_height) {
        (Some(w), Some(h)) => Some((w, h)),
        (Some(w), None) if w > 0 && size % w == 0 => Some((w, size / w)),
        (None, Some(h)) if h > 0 && size % h == 0 => Some((size / h, h)),
        _ => None,
    };
    match shown {
        Some((w, h)) if fits(w, h) && scanned.rows.len() == size => (w, h),
        _ => box_for_size(size).unwrap_or((size, 1)),
    }
}

/// The most helpful error for rows that make no board.
fn shape_error(scanned: &ScannedGrid, found: usize) -> ParseError {
    if let Some((_, first)) = scanned.rows.first() {
        if scanned.rows.len() > 1 {
            let expected = first.len();
            if let Some((line, row)) = scanned.rows.iter().find(|(_, row)| row.len() != expected) {
                return ParseError::RowLength { line: *line, expected, found: row.len() };
            }
            return ParseError::RowCount { expected, found: scanned.rows.len() };
        }
    }
    ParseError::NoBoardSize { found }
}

/// Writes the puzzle one row per line, with `|` between boxes and separator lines between
/// bands of boxes (none on jigsaw boards, whose regions are not boxes).
pub fn to_grid_text(puzzle: &Puzzle) -> String {
    let layout = puzzle.layout();
    let size = layout.size();
    let geometry = layout.geometry();
    let jigsaw = geometry.variant.regions.is_some();
    let (width, height) = (geometry.box_width, geometry.box_height);
    let alphabet = Alphabet::default_for(size);
    let separator: String = (0..size / width).map(|_| "-".repeat(width)).collect::<Vec<_>>().join("-+-");
    let mut out = String::new();
    for row in 0..size {
        if !jigsaw && row > 0 && row % height == 0 {
            out.push_str(&separator);
            out.push('\n');
        }
        for column in 0..size {
            if !jigsaw && column > 0 && column % width == 0 {
                out.push_str(" | ");
            }
            let given = puzzle.given(layout.cell(row, column));
            out.push(given.map_or('.', |d| alphabet.symbol(d)));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::to_line;

    const SAVANT: &str = "\
|.1.|5.6|.4.|
|.8.|1..|76.|
|...|..9|..2|
|---+---+---|
|76.|...|...|
|2.5|..7|...|
|.4.|6..|.1.|
|---+---+---|
|..6|...|...|
|57.|...|...|
|...|273|...|
";

    #[test]
    fn reads_sudoku_savant_diagrams() {
        let puzzle = parse_grid(SAVANT).unwrap();
        assert_eq!(&to_line(&puzzle)[..18], ".1.5.6.4..8.1..76.");
        assert_eq!(puzzle.given_count(), 24);
    }

    #[test]
    fn separators_give_the_box_shape() {
        let text = "12. | ...\n... | ...\n----+----\n... | ...\n... | ...\n----+----\n... | ...\n... | ...\n";
        let puzzle = parse_grid(text).unwrap();
        assert_eq!((puzzle.layout().geometry().box_width, puzzle.layout().geometry().box_height), (3, 2));
        let tall = "12 | .. | ..\n.. | .. | ..\n.. | .. | ..\n---+----+---\n.. | .. | ..\n.. | .. | ..\n.. | .. | ..\n";
        let puzzle = parse_grid(tall).unwrap();
        assert_eq!((puzzle.layout().geometry().box_width, puzzle.layout().geometry().box_height), (2, 3));
        assert_eq!(parse_grid(&to_grid_text(&puzzle)).unwrap(), puzzle);
    }

    #[test]
    fn without_separators_the_shape_is_inferred() {
        let puzzle = parse_grid(&".".repeat(144)).unwrap();
        assert_eq!((puzzle.layout().geometry().box_width, puzzle.layout().geometry().box_height), (4, 3));
    }

    #[test]
    fn bad_shapes_say_which_row() {
        let err = parse_grid("123\n12\n1..\n").unwrap_err();
        assert_eq!(err, ParseError::RowLength { line: 2, expected: 3, found: 2 });
        let err = parse_grid("1234\n....\n....\n").unwrap_err();
        assert_eq!(err, ParseError::RowCount { expected: 4, found: 3 });
        assert_eq!(parse_grid(&".".repeat(49)).unwrap_err(), ParseError::NoBoardSize { found: 49 });
        assert_eq!(parse_grid("  \n---\n").unwrap_err(), ParseError::Empty);
    }

    #[test]
    fn writes_boxes_with_separators() {
        let puzzle = parse_grid(SAVANT).unwrap();
        let text = to_grid_text(&puzzle);
        assert!(text.starts_with(".1. | 5.6 | .4.\n"), "{text}");
        assert!(text.contains("\n----+-----+----\n"));
        assert_eq!(parse_grid(&text).unwrap(), puzzle);
    }
}
