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

use crate::constraint::family;
use std::borrow::Cow;

use crate::constraint::{Constraint, Direction, Indexer, Negative, Outside};
use crate::digits::Cell;
pub use crate::error::RuleError;

/// The word of `rule` on a board of `size` digits.
pub fn write_rule(rule: &Constraint, size: usize) -> String {
    let cells = |cells: &[Cell]| cells.iter().map(|c| c.name(size)).collect::<String>();
    let digits = |digits: &[u8]| digits.iter().map(u8::to_string).collect::<Vec<_>>().join("-");
    let line = |name: &str, line: &[Cell]| format!("{name}.{}", cells(line));
    match rule {
        Constraint::Thermometer(family::Thermometer { cells: l }) => line("thermometer", l),
        Constraint::SlowThermometer(family::SlowThermometer { cells: l }) => line("slowthermometer", l),
        Constraint::Arrow(family::Arrow { bulb, shafts }) => {
            let shafts: Vec<String> = shafts.iter().map(|s| cells(s)).collect();
            format!("arrow.{}.{}", cells(bulb), shafts.join("."))
        }
        Constraint::Difference(family::Difference { cells: pair, value }) => {
            format!("difference.{value}.{}", cells(pair))
        }
        Constraint::Ratio(family::Ratio { cells: pair, value }) => format!("ratio.{value}.{}", cells(pair)),
        Constraint::Xv(family::Xv { cells: pair, sum }) => format!("xv.{sum}.{}", cells(pair)),
        Constraint::Negative(family::Negative { mark }) => format!("negative.{}", negative_word(*mark)),
        Constraint::Whispers(family::Whispers { cells: l, gap }) => format!("whispers.{gap}.{}", cells(l)),
        Constraint::Renban(family::Renban { cells: l }) => line("renban", l),
        Constraint::Palindrome(family::Palindrome { cells: l }) => line("palindrome", l),
        Constraint::Between(family::Between { cells: l }) => line("between", l),
        Constraint::RegionSum(family::RegionSum { cells: l }) => line("regionsum", l),
        Constraint::Entropic(family::Entropic { cells: l }) => line("entropic", l),
        Constraint::Modular(family::Modular { cells: l }) => line("modular", l),
        Constraint::ExtraRegion(family::ExtraRegion { cells: l }) => line("extraregion", l),
        Constraint::Diagonal(family::Diagonal { rising }) => {
            format!("diagonal.{}", if *rising { "rising" } else { "falling" })
        }
        Constraint::AntiKnight(family::AntiKnight) => "antiknight".to_string(),
        Constraint::AntiKing(family::AntiKing) => "antiking".to_string(),
        Constraint::NonConsecutive(family::NonConsecutive) => "nonconsecutive".to_string(),
        Constraint::Quadruple(family::Quadruple { cells: block, digits: d }) => {
            format!("quadruple.{}.{}", digits(d), cells(block))
        }
        Constraint::Even(family::Even { cell }) => format!("even.{}", cell.name(size)),
        Constraint::Odd(family::Odd { cell }) => format!("odd.{}", cell.name(size)),
        Constraint::Minimum(family::Minimum { cell }) => format!("minimum.{}", cell.name(size)),
        Constraint::Maximum(family::Maximum { cell }) => format!("maximum.{}", cell.name(size)),
        Constraint::Sandwich(family::Sandwich { clue, sum }) => format!("sandwich.{}.{sum}", clue.name()),
        Constraint::LittleKiller(family::LittleKiller { clue, direction, sum }) => {
            format!("littlekiller.{}.{}.{sum}", clue.name(), direction.code().to_ascii_lowercase())
        }
        Constraint::XSum(family::XSum { clue, sum }) => format!("xsum.{}.{sum}", clue.name()),
        Constraint::Skyscraper(family::Skyscraper { clue, count }) => format!("skyscraper.{}.{count}", clue.name()),
        Constraint::Indexer(family::Indexer { cell, index }) => {
            format!("indexer.{}.{}", indexer_word(*index), cell.name(size))
        }
        Constraint::Clone(family::Clone { cells: original, copy }) => {
            format!("clone.{}.{}", cells(original), cells(copy))
        }
        Constraint::PencilMarks(family::PencilMarks { cell, digits: d }) => {
            format!("pencilmarks.{}.{}", cell.name(size), digits(d))
        }
    }
}

/// Reads one word on a board of `size` digits.
pub fn read_rule(word: &str, size: usize) -> Result<Constraint, RuleError> {
    let word = word.trim();
    let lower = word.to_ascii_lowercase();
    let mut parts = lower.split('.');
    let name = parts.next().unwrap_or_default();
    let parts: Vec<&str> = parts.collect();
    let reader = Reader { rule: word.chars().take(40).collect(), size };
    // NAME in a form stands for the name the word gave.
    let form = |form: &'static str| RuleError::Form {
        rule: reader.rule.clone(),
        name: Cow::Owned(name.to_string()),
        form: Cow::Owned(form.replace("NAME", name)),
    };
    let line = |make: fn(Vec<Cell>) -> Constraint| match parts.as_slice() {
        [cells] => Ok(make(reader.cells(cells)?)),
        _ => Err(form("NAME.CELLS, such as thermometer.r1c1r1c2r1c3")),
    };
    let one_cell = |make: fn(Cell) -> Constraint| match parts.as_slice() {
        [cell] => match reader.cells(cell)?.as_slice() {
            [cell] => Ok(make(*cell)),
            _ => Err(form("NAME.CELL, such as even.r1c1")),
        },
        _ => Err(form("NAME.CELL, such as even.r1c1")),
    };
    let pair = |cells: &str| match reader.cells(cells)?.as_slice() {
        [a, b] => Ok([*a, *b]),
        _ => Err(form("NAME.NUMBER.CELLS with two cells, such as difference.1.r1c1r1c2")),
    };
    match name {
        "thermometer" => line(|cells| Constraint::Thermometer(family::Thermometer { cells })),
        "slowthermometer" => line(|cells| Constraint::SlowThermometer(family::SlowThermometer { cells })),
        "renban" => line(|cells| Constraint::Renban(family::Renban { cells })),
        "palindrome" => line(|cells| Constraint::Palindrome(family::Palindrome { cells })),
        "between" => line(|cells| Constraint::Between(family::Between { cells })),
        "regionsum" => line(|cells| Constraint::RegionSum(family::RegionSum { cells })),
        "entropic" => line(|cells| Constraint::Entropic(family::Entropic { cells })),
        "modular" => line(|cells| Constraint::Modular(family::Modular { cells })),
        "extraregion" => line(|cells| Constraint::ExtraRegion(family::ExtraRegion { cells })),
        "arrow" => match parts.as_slice() {
            [bulb, shafts @ ..] if !shafts.is_empty() => Ok(Constraint::Arrow(family::Arrow {
                bulb: reader.cells(bulb)?,
                shafts: shafts.iter().map(|s| reader.cells(s)).collect::<Result<_, _>>()?,
            })),
            _ => Err(form("arrow.BULB.SHAFT, one or more shafts, such as arrow.r1c1.r1c2r1c3")),
        },
        "difference" | "ratio" | "xv" | "whispers" => match parts.as_slice() {
            [value, cells] => {
                let value = reader.number(value)?;
                Ok(match name {
                    "difference" => Constraint::Difference(family::Difference { cells: pair(cells)?, value }),
                    "ratio" => Constraint::Ratio(family::Ratio { cells: pair(cells)?, value }),
                    "xv" => Constraint::Xv(family::Xv { cells: pair(cells)?, sum: value }),
                    _ => Constraint::Whispers(family::Whispers { cells: reader.cells(cells)?, gap: value }),
                })
            }
            _ => Err(form("NAME.NUMBER.CELLS, such as difference.1.r1c1r1c2 or whispers.5.r1c1r1c2")),
        },
        "negative" => match parts.as_slice() {
            [mark] => match [Negative::Ratio, Negative::Difference, Negative::Xv]
                .into_iter()
                .find(|m| negative_word(*m) == *mark)
            {
                Some(mark) => Ok(Constraint::Negative(family::Negative { mark })),
                None => Err(form("negative.ratio, negative.difference or negative.xv")),
            },
            _ => Err(form("negative.ratio, negative.difference or negative.xv")),
        },
        "diagonal" => match parts.as_slice() {
            ["rising"] => Ok(Constraint::Diagonal(family::Diagonal { rising: true })),
            ["falling"] => Ok(Constraint::Diagonal(family::Diagonal { rising: false })),
            _ => Err(form("diagonal.rising or diagonal.falling")),
        },
        "antiknight" | "antiking" | "nonconsecutive" if parts.is_empty() => Ok(match name {
            "antiknight" => Constraint::AntiKnight(family::AntiKnight),
            "antiking" => Constraint::AntiKing(family::AntiKing),
            _ => Constraint::NonConsecutive(family::NonConsecutive),
        }),
        "antiknight" | "antiking" | "nonconsecutive" => Err(form("the name alone")),
        "quadruple" => match parts.as_slice() {
            [digits, cells] => match reader.cells(cells)?.as_slice() {
                &[a, b, c, d] => {
                    Ok(Constraint::Quadruple(family::Quadruple { cells: [a, b, c, d], digits: reader.digits(digits)? }))
                }
                _ => Err(form("quadruple.DIGITS.CELLS with four cells, such as quadruple.1-2.r1c1r1c2r2c1r2c2")),
            },
            _ => Err(form("quadruple.DIGITS.CELLS, such as quadruple.1-2.r1c1r1c2r2c1r2c2")),
        },
        "even" => one_cell(|cell| Constraint::Even(family::Even { cell })),
        "odd" => one_cell(|cell| Constraint::Odd(family::Odd { cell })),
        "minimum" => one_cell(|cell| Constraint::Minimum(family::Minimum { cell })),
        "maximum" => one_cell(|cell| Constraint::Maximum(family::Maximum { cell })),
        "sandwich" | "xsum" | "skyscraper" => match parts.as_slice() {
            [clue, value] => {
                let clue = reader.clue(clue)?;
                Ok(match name {
                    "sandwich" => Constraint::Sandwich(family::Sandwich { clue, sum: reader.number(value)? }),
                    "xsum" => Constraint::XSum(family::XSum { clue, sum: reader.number(value)? }),
                    _ => Constraint::Skyscraper(family::Skyscraper { clue, count: reader.number(value)? }),
                })
            }
            _ => Err(form("NAME.CLUE.NUMBER, such as sandwich.r0c3.15")),
        },
        "littlekiller" => match parts.as_slice() {
            [clue, direction, sum] => match Direction::from_code(direction) {
                Some(direction) => Ok(Constraint::LittleKiller(family::LittleKiller {
                    clue: reader.clue(clue)?,
                    direction,
                    sum: reader.number(sum)?,
                })),
                None => Err(form("littlekiller.CLUE.DIRECTION.SUM, the direction ul, ur, dl or dr")),
            },
            _ => Err(form("littlekiller.CLUE.DIRECTION.SUM, such as littlekiller.r0c3.dr.15")),
        },
        "indexer" => match parts.as_slice() {
            [index, cell] => {
                match [Indexer::Row, Indexer::Column, Indexer::Box].into_iter().find(|i| indexer_word(*i) == *index) {
                    Some(index) => match reader.cells(cell)?.as_slice() {
                        [cell] => Ok(Constraint::Indexer(family::Indexer { cell: *cell, index })),
                        _ => Err(form("indexer.row.CELL (or column, box), such as indexer.row.r1c1")),
                    },
                    None => Err(form("indexer.row.CELL (or column, box), such as indexer.row.r1c1")),
                }
            }
            _ => Err(form("indexer.row.CELL (or column, box), such as indexer.row.r1c1")),
        },
        "clone" => match parts.as_slice() {
            [cells, copy] => {
                Ok(Constraint::Clone(family::Clone { cells: reader.cells(cells)?, copy: reader.cells(copy)? }))
            }
            _ => Err(form("clone.CELLS.CELLS, such as clone.r1c1r1c2.r9c8r9c9")),
        },
        "pencilmarks" => match parts.as_slice() {
            [cell, digits] => match reader.cells(cell)?.as_slice() {
                [cell] => {
                    Ok(Constraint::PencilMarks(family::PencilMarks { cell: *cell, digits: reader.digits(digits)? }))
                }
                _ => Err(form("pencilmarks.CELL.DIGITS, such as pencilmarks.r1c1.1-2")),
            },
            _ => Err(form("pencilmarks.CELL.DIGITS, such as pencilmarks.r1c1.1-2")),
        },
        _ => Err(RuleError::UnknownName { rule: reader.rule, name: name.chars().take(20).collect() }),
    }
}

/// The words of `rules`, joined by `_` (as a link's `rules` field carries them).
pub fn write_rules(rules: &[Constraint], size: usize) -> String {
    rules.iter().map(|rule| write_rule(rule, size)).collect::<Vec<_>>().join("_")
}

/// Reads words joined by `_` or whitespace.
pub fn read_rules(text: &str, size: usize) -> Result<Vec<Constraint>, RuleError> {
    text.split(|c: char| c == '_' || c.is_whitespace()).filter(|w| !w.is_empty()).map(|w| read_rule(w, size)).collect()
}

fn negative_word(mark: Negative) -> &'static str {
    match mark {
        Negative::Ratio => "ratio",
        Negative::Difference => "difference",
        Negative::Xv => "xv",
    }
}

fn indexer_word(index: Indexer) -> &'static str {
    match index {
        Indexer::Row => "row",
        Indexer::Column => "column",
        Indexer::Box => "box",
    }
}

/// Reads the parts of one word, naming the word in its errors.
struct Reader {
    rule: String,
    size: usize,
}

impl Reader {
    /// `r1c1r1c2...`: each cell's row and column from 1 to the board's size.
    fn cells(&self, text: &str) -> Result<Vec<Cell>, RuleError> {
        let places = places(text).filter(|p| !p.is_empty());
        let bad =
            || RuleError::Cells { rule: self.rule.clone(), text: text.chars().take(40).collect(), size: self.size };
        let places = places.ok_or_else(bad)?;
        let inside = |i: usize| (1..=self.size).contains(&i);
        places
            .into_iter()
            .map(|(row, column)| {
                (inside(row) && inside(column)).then(|| Cell::new((row - 1) * self.size + column - 1)).ok_or_else(bad)
            })
            .collect()
    }

    /// `r0c3`: one place on the frame (rows and columns 0 to size + 1).
    fn clue(&self, text: &str) -> Result<Outside, RuleError> {
        match places(text).as_deref() {
            Some(&[(row, column)]) if row <= self.size + 1 && column <= self.size + 1 => Ok(Outside { row, column }),
            _ => {
                Err(RuleError::Clue { rule: self.rule.clone(), text: text.chars().take(20).collect(), size: self.size })
            }
        }
    }

    fn number<T: std::str::FromStr>(&self, text: &str) -> Result<T, RuleError> {
        let plain = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        plain
            .then(|| text.parse().ok())
            .flatten()
            .ok_or_else(|| RuleError::Number { rule: self.rule.clone(), text: text.chars().take(20).collect() })
    }

    /// `1-2-9`: digits joined by '-'.
    fn digits(&self, text: &str) -> Result<Vec<u8>, RuleError> {
        text.split('-').map(|d| self.number(d)).collect()
    }
}

/// The (row, column) pairs of `r1c1r1c2...`, or `None` when the text is not of that form.
/// Numbers are capped (a long run of digits is no place on any board).
fn places(text: &str) -> Option<Vec<(usize, usize)>> {
    let mut out = Vec::new();
    let mut rest = text.as_bytes();
    let number = |rest: &mut &[u8]| {
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || digits > 3 {
            return None;
        }
        let value = std::str::from_utf8(&rest[..digits]).ok()?.parse().ok();
        *rest = &rest[digits..];
        value
    };
    while !rest.is_empty() {
        rest = rest.strip_prefix(b"r")?;
        let row = number(&mut rest)?;
        rest = rest.strip_prefix(b"c")?;
        let column = number(&mut rest)?;
        out.push((row, column));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

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
