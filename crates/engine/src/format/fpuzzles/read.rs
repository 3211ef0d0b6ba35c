//! The variant constraints of an f-puzzles document, read into [`Constraint`]s.
//!
//! Every key is matched in any case. Lines (`lines`) start at a thermometer's bulb and at
//! an arrow's bulb (`cells`); each line of an entry is a constraint of its own. Kropki dots
//! default to a difference of 1 and a ratio of 2, whispers to a gap of 5. Outside clues
//! name a place on the frame (`R0C3`), little killers a `direction` too.

use crate::constraint::family;
use serde_json::Value;

use super::{cell_named, FpuzzlesError};
use crate::constraint::{Constraint, Direction, Indexer, Negative, Outside};
use crate::digits::Cell;

/// The keys of constraints this module reads.
pub(super) const CONSTRAINT_KEYS: [&str; 33] = [
    "thermometer",
    "slowthermometer",
    "arrow",
    "difference",
    "ratio",
    "xv",
    "negative",
    "whispers",
    "renban",
    "palindrome",
    "betweenline",
    "regionsumline",
    "entropicline",
    "modularline",
    "extraregion",
    "antiknight",
    "antiking",
    "nonconsecutive",
    "quadruple",
    "even",
    "odd",
    "minimum",
    "maximum",
    "sandwichsum",
    "littlekillersum",
    "xsum",
    "skyscraper",
    "rowindexer",
    "columnindexer",
    "boxindexer",
    "clone",
    "diagonal+",
    "diagonal-",
];

/// A field of an entry, its name in any case.
pub(super) fn field<'a>(entry: &'a Value, name: &str) -> Option<&'a Value> {
    entry
        .as_object()?
        .iter()
        .find(|(key, _)| key.eq_ignore_ascii_case(name))
        .map(|(_, value)| value)
        .filter(|v| !v.is_null())
}

/// Reads one entry of the list under `key`.
struct Entry<'a> {
    key: &'a str,
    index: usize,
    value: &'a Value,
    size: usize,
}

impl Entry<'_> {
    fn bad(&self, reason: impl Into<String>) -> FpuzzlesError {
        FpuzzlesError::BadConstraint { key: self.key.to_string(), entry: self.index + 1, reason: reason.into() }
    }

    fn cell_of(&self, name: &Value) -> Result<Cell, FpuzzlesError> {
        cell_named(name.as_str().unwrap_or_default(), self.size)
            .ok_or_else(|| self.bad(format!("{name} is not a cell R<row>C<column> of the board")))
    }

    fn cells(&self, name: &str) -> Result<Vec<Cell>, FpuzzlesError> {
        let list = field(self.value, name).and_then(Value::as_array).ok_or_else(|| self.bad(format!("no {name}")))?;
        list.iter().map(|n| self.cell_of(n)).collect()
    }

    fn cell(&self) -> Result<Cell, FpuzzlesError> {
        self.cell_of(field(self.value, "cell").ok_or_else(|| self.bad("no cell"))?)
    }

    fn lines(&self) -> Result<Vec<Vec<Cell>>, FpuzzlesError> {
        let list = field(self.value, "lines").and_then(Value::as_array).ok_or_else(|| self.bad("no lines"))?;
        list.iter()
            .map(|line| {
                let line = line.as_array().ok_or_else(|| self.bad("a line is not a list of cells"))?;
                line.iter().map(|n| self.cell_of(n)).collect()
            })
            .collect()
    }

    fn pair(&self) -> Result<[Cell; 2], FpuzzlesError> {
        match self.cells("cells")?[..] {
            [a, b] => Ok([a, b]),
            _ => Err(self.bad("a mark sits between two cells")),
        }
    }

    /// The entry's `value` as a number (a string or a number), `default` when missing.
    fn number(&self, default: Option<u64>) -> Result<u64, FpuzzlesError> {
        let value = match field(self.value, "value") {
            None => None,
            Some(Value::String(text)) if text.trim().is_empty() => None,
            Some(Value::String(text)) => {
                Some(text.trim().parse().map_err(|_| self.bad(format!("its value {text:?} is not a number")))?)
            }
            Some(Value::Number(n)) => {
                Some(n.as_u64().ok_or_else(|| self.bad(format!("its value {n} is not a number")))?)
            }
            Some(other) => return Err(self.bad(format!("its value {other} is not a number"))),
        };
        value.or(default).ok_or_else(|| self.bad("no value"))
    }

    fn small(&self, default: Option<u64>) -> Result<u8, FpuzzlesError> {
        let n = self.number(default)?;
        u8::try_from(n).map_err(|_| self.bad(format!("{n} is too large")))
    }

    fn sum(&self) -> Result<u16, FpuzzlesError> {
        let n = self.number(None)?;
        u16::try_from(n).map_err(|_| self.bad(format!("{n} is too large")))
    }

    /// The place of an outside clue (`cell`, on the frame).
    fn outside(&self) -> Result<Outside, FpuzzlesError> {
        let name = field(self.value, "cell").and_then(Value::as_str).ok_or_else(|| self.bad("no cell"))?;
        frame_place(name, self.size)
            .ok_or_else(|| self.bad(format!("{name:?} is not a place on the frame of the grid")))
    }
}

/// The place `R<row>C<column>` on the frame of a board of `size` (rows and columns 0 to
/// `size + 1`).
fn frame_place(name: &str, size: usize) -> Option<Outside> {
    let upper = name.trim().to_ascii_uppercase();
    let (row, column) = upper.strip_prefix('R')?.split_once('C')?;
    let place = Outside { row: row.parse().ok()?, column: column.parse().ok()? };
    place.on_frame(size).then_some(place)
}

/// The constraints under `key` (lower case) in `value`.
pub(super) fn read_key(key: &str, value: &Value, size: usize) -> Result<Vec<Constraint>, FpuzzlesError> {
    let flag = |constraint: Constraint| -> Result<Vec<Constraint>, FpuzzlesError> {
        match value {
            Value::Bool(true) => Ok(vec![constraint]),
            Value::Bool(false) | Value::Null => Ok(Vec::new()),
            _ => {
                Err(FpuzzlesError::BadConstraint { key: key.to_string(), entry: 1, reason: "not true or false".into() })
            }
        }
    };
    match key {
        "antiknight" => return flag(Constraint::AntiKnight(family::AntiKnight)),
        "antiking" => return flag(Constraint::AntiKing(family::AntiKing)),
        "nonconsecutive" => return flag(Constraint::NonConsecutive(family::NonConsecutive)),
        "diagonal+" => return flag(Constraint::Diagonal(family::Diagonal { rising: true })),
        "diagonal-" => return flag(Constraint::Diagonal(family::Diagonal { rising: false })),
        _ => {}
    }
    let Some(list) = value.as_array() else {
        if value.is_null() {
            return Ok(Vec::new());
        }
        return Err(FpuzzlesError::BadConstraint { key: key.to_string(), entry: 1, reason: "not a list".into() });
    };
    if key == "negative" {
        return list
            .iter()
            .enumerate()
            .map(|(i, name)| match name.as_str().map(str::to_ascii_lowercase).as_deref() {
                Some("ratio") => Ok(Constraint::Negative(family::Negative { mark: Negative::Ratio })),
                Some("difference") => Ok(Constraint::Negative(family::Negative { mark: Negative::Difference })),
                Some("xv") => Ok(Constraint::Negative(family::Negative { mark: Negative::Xv })),
                _ => Err(FpuzzlesError::BadConstraint {
                    key: key.to_string(),
                    entry: i + 1,
                    reason: format!("{name} is not a mark this app plays a negative rule for"),
                }),
            })
            .collect();
    }
    let mut found = Vec::new();
    for (index, value) in list.iter().enumerate() {
        let entry = Entry { key, index, value, size };
        read_entry(&entry, &mut found)?;
    }
    Ok(found)
}

fn read_entry(entry: &Entry<'_>, found: &mut Vec<Constraint>) -> Result<(), FpuzzlesError> {
    let each_line = |found: &mut Vec<Constraint>, make: &dyn Fn(Vec<Cell>) -> Constraint| {
        entry.lines().map(|lines| found.extend(lines.into_iter().map(make)))
    };
    match entry.key {
        "thermometer" => each_line(found, &|cells| Constraint::Thermometer(family::Thermometer { cells }))?,
        "slowthermometer" => each_line(found, &|cells| Constraint::SlowThermometer(family::SlowThermometer { cells }))?,
        "renban" => each_line(found, &|cells| Constraint::Renban(family::Renban { cells }))?,
        "palindrome" => each_line(found, &|cells| Constraint::Palindrome(family::Palindrome { cells }))?,
        "betweenline" => each_line(found, &|cells| Constraint::Between(family::Between { cells }))?,
        "regionsumline" => each_line(found, &|cells| Constraint::RegionSum(family::RegionSum { cells }))?,
        "entropicline" => each_line(found, &|cells| Constraint::Entropic(family::Entropic { cells }))?,
        "modularline" => each_line(found, &|cells| Constraint::Modular(family::Modular { cells }))?,
        "whispers" => {
            let gap = entry.small(Some(5))?;
            each_line(found, &|cells| Constraint::Whispers(family::Whispers { cells, gap }))?
        }
        "arrow" => {
            let bulb = entry.cells("cells")?;
            let shafts = entry
                .lines()?
                .into_iter()
                .map(|line| line.into_iter().filter(|c| !bulb.contains(c)).collect::<Vec<Cell>>())
                .collect();
            found.push(Constraint::Arrow(family::Arrow { bulb, shafts }));
        }
        "difference" => found
            .push(Constraint::Difference(family::Difference { cells: entry.pair()?, value: entry.small(Some(1))? })),
        "ratio" => found.push(Constraint::Ratio(family::Ratio { cells: entry.pair()?, value: entry.small(Some(2))? })),
        "xv" => {
            let sum = match field(entry.value, "value").and_then(Value::as_str).map(str::trim) {
                Some(x) if x.eq_ignore_ascii_case("x") => 10,
                Some(v) if v.eq_ignore_ascii_case("v") => 5,
                _ => return Err(entry.bad("an XV mark is X or V")),
            };
            found.push(Constraint::Xv(family::Xv { cells: entry.pair()?, sum }));
        }
        "extraregion" => found.push(Constraint::ExtraRegion(family::ExtraRegion { cells: entry.cells("cells")? })),
        "quadruple" => {
            let cells: [Cell; 4] =
                entry.cells("cells")?.try_into().map_err(|_| entry.bad("a quadruple sits on four cells"))?;
            let values =
                field(entry.value, "values").and_then(Value::as_array).ok_or_else(|| entry.bad("no values"))?;
            let digits = values
                .iter()
                .map(|v| {
                    v.as_u64()
                        .and_then(|v| u8::try_from(v).ok())
                        .ok_or_else(|| entry.bad(format!("{v} is not a digit")))
                })
                .collect::<Result<Vec<u8>, _>>()?;
            found.push(Constraint::Quadruple(family::Quadruple { cells, digits }));
        }
        "even" => found.push(Constraint::Even(family::Even { cell: entry.cell()? })),
        "odd" => found.push(Constraint::Odd(family::Odd { cell: entry.cell()? })),
        "minimum" => found.push(Constraint::Minimum(family::Minimum { cell: entry.cell()? })),
        "maximum" => found.push(Constraint::Maximum(family::Maximum { cell: entry.cell()? })),
        "sandwichsum" => {
            found.push(Constraint::Sandwich(family::Sandwich { clue: entry.outside()?, sum: entry.sum()? }))
        }
        "xsum" => found.push(Constraint::XSum(family::XSum { clue: entry.outside()?, sum: entry.sum()? })),
        "skyscraper" => {
            found.push(Constraint::Skyscraper(family::Skyscraper { clue: entry.outside()?, count: entry.small(None)? }))
        }
        "littlekillersum" => {
            let code = field(entry.value, "direction").and_then(Value::as_str).unwrap_or_default();
            let direction =
                Direction::from_code(code).ok_or_else(|| entry.bad(format!("{code:?} is not UL, UR, DL or DR")))?;
            found.push(Constraint::LittleKiller(family::LittleKiller {
                clue: entry.outside()?,
                direction,
                sum: entry.sum()?,
            }));
        }
        "rowindexer" | "columnindexer" | "boxindexer" => {
            let index = match entry.key {
                "rowindexer" => Indexer::Row,
                "columnindexer" => Indexer::Column,
                _ => Indexer::Box,
            };
            found.extend(
                entry.cells("cells")?.into_iter().map(|cell| Constraint::Indexer(family::Indexer { cell, index })),
            );
        }
        "clone" => found
            .push(Constraint::Clone(family::Clone { cells: entry.cells("cells")?, copy: entry.cells("cloneCells")? })),
        _ => return Err(FpuzzlesError::Unsupported(entry.key.to_string())),
    }
    Ok(())
}

/// The setter's pencil marks of a grid cell (`givenPencilMarks`), if any.
pub(super) fn pencil_marks(cell: &Value) -> Option<&Vec<Value>> {
    field(cell, "givenPencilMarks").and_then(Value::as_array).filter(|marks| !marks.is_empty())
}
