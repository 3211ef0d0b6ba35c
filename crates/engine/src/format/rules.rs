//! Variant constraints as short words, the way share links and the .sudoku text format
//! carry them: one word a constraint, made of its name and its parts joined by `.`.
//!
//! ```text
//! thermometer.r1c1r1c2r1c3          cells: rows and columns from 1, one after the other
//! arrow.r5c5.r4c4r3c3.r6c6r7c7      bulb (one to three cells), then each shaft
//! difference.1.r1c1r1c2             white dot (any difference), ratio.2.CELLS black dot, xv.10.CELLS
//! negative.ratio                    or negative.difference, negative.xv
//! whispers.5.CELLS                  the gap; renban, palindrome, between, regionsum,
//!                                   entropic, modular and extraregion take CELLS alone
//! diagonal.rising                   or diagonal.falling; antiknight, antiking, nonconsecutive
//! quadruple.1-3-9.r1c1r1c2r2c1r2c2  digits joined by '-', then the 2x2 block
//! even.r1c1                         odd, minimum, maximum likewise
//! sandwich.r0c3.15                  a clue on the frame (row or column 0 or size + 1)
//! littlekiller.r0c3.dr.15           with its direction (ul, ur, dl, dr)
//! xsum.r0c3.15  skyscraper.r0c3.4
//! indexer.row.r1c1                  or indexer.column, indexer.box
//! clone.r1c1r1c2.r9c8r9c9           cells, then the cells that copy them
//! pencilmarks.r1c1.1-2-3            the digits the cell may hold
//! ```
//!
//! Words use only letters, digits, `.` and `-`, so a link carries them as they are;
//! names are read in any case. Reading checks the form and that every cell is on the
//! board; [`crate::grid::Puzzle::with_constraints`] then checks the rule itself.

use crate::constraint::word::Word;
use crate::constraint::Constraint;
pub use crate::error::RuleError;

/// The word of `rule` on a board of `size` digits (each family writes its own).
pub fn write_rule(rule: &Constraint, size: usize) -> String {
    rule.word(size)
}

/// Reads one word on a board of `size` digits (by the family its name names).
pub fn read_rule(word: &str, size: usize) -> Result<Constraint, RuleError> {
    let written = word.trim();
    let lower = written.to_ascii_lowercase();
    let word = Word::new(&lower, written, size);
    Constraint::read_word(&word).unwrap_or_else(|| Err(word.unknown()))
}

/// The words of `rules`, joined by `_` (as a link's `rules` field carries them).
pub fn write_rules(rules: &[Constraint], size: usize) -> String {
    rules.iter().map(|rule| write_rule(rule, size)).collect::<Vec<_>>().join("_")
}

/// Reads words joined by `_` or whitespace.
pub fn read_rules(text: &str, size: usize) -> Result<Vec<Constraint>, RuleError> {
    text.split(|c: char| c == '_' || c.is_whitespace()).filter(|w| !w.is_empty()).map(|w| read_rule(w, size)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraint::{family, Direction, Outside};
    use crate::digits::Cell;

    fn cell(row: usize, column: usize) -> Cell {
        Cell::new((row - 1) * 9 + column - 1)
    }

    #[test]
    fn words_read_as_written_in_the_module_text() {
        let arrow = read_rule("arrow.r5c5.r4c4r3c3.r6c6r7c7", 9).unwrap();
        assert_eq!(
            arrow,
            Constraint::Arrow(family::Arrow {
                bulb: vec![cell(5, 5)],
                shafts: vec![vec![cell(4, 4), cell(3, 3)], vec![cell(6, 6), cell(7, 7)]]
            })
        );
        assert_eq!(write_rule(&arrow, 9), "arrow.r5c5.r4c4r3c3.r6c6r7c7");
        let killer = read_rule("LittleKiller.R0C3.DR.15", 9).unwrap();
        assert_eq!(
            killer,
            Constraint::LittleKiller(family::LittleKiller {
                clue: Outside { row: 0, column: 3 },
                direction: Direction::DownRight,
                sum: 15
            })
        );
        assert_eq!(write_rule(&killer, 9), "littlekiller.r0c3.dr.15");
        assert_eq!(
            read_rules("even.r1c1_ quadruple.1-3-9.r1c1r1c2r2c1r2c2", 9).unwrap(),
            vec![
                Constraint::Even(family::Even { cell: cell(1, 1) }),
                Constraint::Quadruple(family::Quadruple {
                    cells: [cell(1, 1), cell(1, 2), cell(2, 1), cell(2, 2)],
                    digits: vec![1, 3, 9]
                })
            ]
        );
        assert_eq!(
            read_rule("r10c10", 16),
            Err(RuleError::UnknownName { rule: "r10c10".into(), name: "r10c10".into() })
        );
    }

    #[test]
    fn a_cell_off_the_board_or_a_bad_form_is_named() {
        let off = read_rule("thermometer.r1c1r1c10", 9).unwrap_err();
        assert_eq!(
            off.to_string(),
            "\"thermometer.r1c1r1c10\": \"r1c1r1c10\" is not a list of cells such as r1c1r1c2, rows and columns 1 to 9"
        );
        assert_eq!(
            read_rule("Renban", 9).unwrap_err().to_string(),
            "\"Renban\": write renban as renban.CELLS, such as thermometer.r1c1r1c2r1c3"
        );
        assert!(matches!(read_rule("difference.1.r1c1", 9), Err(RuleError::Form { .. })));
        assert!(matches!(read_rule("difference.x.r1c1r1c2", 9), Err(RuleError::Number { .. })));
        assert!(matches!(read_rule("xv.99999.r1c1r1c2", 9), Err(RuleError::Number { .. })));
        assert!(matches!(read_rule("sandwich.r0c11.3", 9), Err(RuleError::Clue { .. })));
        assert!(matches!(read_rule("thermometer.r1c1r99999999999999c1", 9), Err(RuleError::Cells { .. })));
        assert!(matches!(read_rule("antiknight.r1c1", 9), Err(RuleError::Form { .. })));
        assert!(matches!(read_rule("spiral.r1c1", 9), Err(RuleError::UnknownName { .. })));
    }
}
