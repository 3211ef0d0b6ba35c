//! One-line strings: the cells row by row, one character each, whitespace ignored.
//!
//! On 9x9 boards `1`-`9` are givens and every other character is empty, as the applet of
//! the classic Java applet reads them. Other sizes use the board's [`Alphabet`] and `.`, `_` or `0` for
//! empty cells; any other character is an error. Writing uses `.` for empty cells.

use crate::error::ParseError;
use crate::format::{leniency_for, read_givens, Alphabet, CellChar};
use crate::geometry::{Geometry, Layout};
use crate::grid::Puzzle;

/// Reads `text` as the cells of a board of the given geometry.
pub fn parse_line(text: &str, geometry: &Geometry) -> Result<Puzzle, ParseError> {
    let layout = Layout::new(geometry.clone())?;
    let cells = line_cells(text);
    let expected = layout.cell_count();
    if cells.is_empty() {
        return Err(ParseError::Empty);
    }
    if cells.len() != expected {
        return Err(ParseError::WrongLength { expected, found: cells.len() });
    }
    let givens = read_givens(&cells, &Alphabet::default_for(layout.size()), leniency_for(layout.size()))?;
    Ok(Puzzle::new(layout, givens)?)
}

/// Writes the puzzle as one line: N x N characters over the default alphabet, `.` for
/// an empty cell (so 81 characters on 9x9). The variant is not written: see
/// [`crate::format::to_file_text`] for a lossless form.
pub fn to_line(puzzle: &Puzzle) -> String {
    let alphabet = Alphabet::default_for(puzzle.layout().size());
    puzzle.givens().iter().map(|g| g.map_or('.', |d| alphabet.symbol(d))).collect()
}

/// Every non-whitespace character of `text`, with its position.
pub(crate) fn line_cells(text: &str) -> Vec<CellChar> {
    text.lines()
        .enumerate()
        .flat_map(|(l, row)| {
            row.chars().enumerate().filter(|(_, ch)| !ch.is_whitespace()).map(move |(c, ch)| CellChar {
                ch,
                line: l + 1,
                column: c + 1,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Variant;

    const APPLET: &str = "..6.....89..1..6.7.3.2..1.914.......7.561......39.....6....483..2..3..6....8.9...";

    #[test]
    fn nine_by_nine_reads_any_other_character_as_empty() {
        let puzzle = parse_line(APPLET, &Geometry::standard(3, 3)).unwrap();
        assert_eq!(puzzle.given_count(), APPLET.chars().filter(|c| c.is_ascii_digit()).count());
        let odd: String = APPLET.replace('.', "x");
        let again = parse_line(&odd, &Geometry::standard(3, 3)).unwrap();
        assert_eq!(again, puzzle);
        assert_eq!(to_line(&puzzle), APPLET);
    }

    #[test]
    fn whitespace_is_ignored() {
        let spaced: String = APPLET.chars().flat_map(|c| [c, ' ']).collect();
        assert_eq!(parse_line(&spaced, &Geometry::standard(3, 3)), parse_line(APPLET, &Geometry::standard(3, 3)));
    }

    #[test]
    fn wrong_length_says_expected_and_found() {
        let err = parse_line(&APPLET[1..], &Geometry::standard(3, 3)).unwrap_err();
        assert_eq!(err, ParseError::WrongLength { expected: 81, found: 80 });
        assert_eq!(err.to_string(), "wrong length: expected 81 cells, found 80");
    }

    #[test]
    fn other_sizes_are_strict_and_say_where() {
        let text = "12..\n..1.\n.1.x\n....";
        let err = parse_line(text, &Geometry::standard(2, 2)).unwrap_err();
        assert_eq!(err, ParseError::BadChar { line: 3, column: 4, ch: 'x' });
        assert_eq!(err.to_string(), "line 3, column 4: bad character 'x'");
    }

    #[test]
    fn sixteen_uses_letters_and_round_trips() {
        let mut text = String::from("123456789ABCDEFG");
        text.push_str(&".".repeat(240));
        let puzzle = parse_line(&text, &Geometry::standard(4, 4)).unwrap();
        assert_eq!(puzzle.given(puzzle.layout().cell(0, 15)).map(|d| d.get()), Some(16));
        assert_eq!(to_line(&puzzle), text);
    }

    #[test]
    fn duplicate_givens_are_refused() {
        let text = format!("11{}", ".".repeat(79));
        let err = parse_line(&text, &Geometry::standard(3, 3)).unwrap_err();
        assert!(err.to_string().contains("row 1, column 1 and row 1, column 2"), "{err}");
        let x = Geometry::new(3, 3, Variant { diagonals: true, ..Variant::default() });
        let diagonal = format!("1{}1", ".".repeat(79));
        assert!(parse_line(&diagonal, &x).is_err());
    }
}
