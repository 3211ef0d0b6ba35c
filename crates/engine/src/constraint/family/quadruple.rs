//! The quadruple family: its rule, and its duties.

use super::{Rule, Scope};
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{field, names, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::Pair;
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::{cells_word, digits_word, Word};
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// Quadruple: the four cells of a 2x2 block (`cells`, top left first) hold every listed digit.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Quadruple {
    pub cells: [Cell; 4],
    pub digits: Vec<u8>,
}

impl Rule for Quadruple {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("quadruple", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        let cells: [Cell; 4] = entry.cells("cells")?.try_into().map_err(|_| "a quadruple sits on four cells")?;
        let values = field(entry.value, "values").and_then(Value::as_array).ok_or("no values")?;
        let digits = values
            .iter()
            .map(|v| v.as_u64().and_then(|v| u8::try_from(v).ok()).ok_or_else(|| format!("{v} is not a digit")))
            .collect::<Result<Vec<u8>, _>>()?;
        Ok(vec![Quadruple { cells, digits }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "quadruple").then(|| {
            let [digits, cells] = word.parts("quadruple.DIGITS.CELLS, such as quadruple.1-2.r1c1r1c2r2c1r2c2")?;
            let cells =
                word.cells_of(cells, "quadruple.DIGITS.CELLS with four cells, such as quadruple.1-2.r1c1r1c2r2c1r2c2")?;
            Ok(Quadruple { cells, digits: word.digits(digits)? })
        })
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Quadruple {
            cells: [layout.cell(0, 0), layout.cell(0, 1), layout.cell(1, 0), layout.cell(1, 1)],
            digits: vec![1, 2],
        }]
    }

    fn name(&self) -> &'static str {
        "quadruple"
    }

    fn listed(&self) -> Vec<Cell> {
        self.cells.to_vec()
    }

    fn normalize(&mut self) {
        self.cells.sort_unstable();
        self.digits.sort_unstable();
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        Vec::new()
    }

    fn breaks(&self, _layout: &Layout, v: &[u8]) -> bool {
        let at = |cell: &Cell| v.get(cell.index()).copied().unwrap_or(0);
        let (cells, digits) = (&self.cells, &self.digits);
        let placed = cells.iter().filter(|c| at(c) != 0).count();
        // Each clue digit once: how many more of it the cells need than they show.
        let missing: usize = digits
            .iter()
            .enumerate()
            .filter(|&(i, d)| !digits[..i].contains(d))
            .map(|(_, &d)| {
                let needed = digits.iter().filter(|&&x| x == d).count();
                needed.saturating_sub(cells.iter().filter(|c| at(c) == d).count())
            })
            .sum();
        missing > cells.len() - placed
    }

    fn primitives(&self, _layout: &Layout) -> Vec<Primitive> {
        vec![Primitive::Quadruple { cells: self.cells, digits: self.digits.clone() }]
    }

    fn fits(&self, fit: &Fit) -> Result<(), ConstraintError> {
        let size = fit.size();
        let mut sorted = self.cells;
        sorted.sort_unstable();
        let top_left = sorted[0];
        let block = [0, 1, size, size + 1].map(|d| top_left.index() + d);
        if fit.layout.column(top_left) + 1 >= size || sorted.map(Cell::index) != block {
            return fit.fail(&self.cells, "a quadruple sits on four cells of a 2x2 block");
        }
        let digits = &self.digits;
        if digits.is_empty() || digits.len() > 4 || digits.iter().any(|&d| d == 0 || usize::from(d) > size) {
            return fit.fail(&self.cells, format!("a quadruple lists one to four digits of 1 to {size}"));
        }
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        let listed: Vec<String> = self.digits.iter().map(u8::to_string).collect();
        format!("Quadruple {} at {}", listed.join(", "), layout.cell_name(self.cells[0]))
    }

    fn word(&self, size: usize) -> String {
        format!("quadruple.{}.{}", digits_word(&self.digits), cells_word(&self.cells, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::Listed("quadruple", json!({ "cells": names(&self.cells, size), "values": self.digits }))
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        let Some(at) = self.cells.iter().map(|&c| drawing::corner(layout, c)).max() else { return Vec::new() };
        let text = self.digits.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
        vec![
            Shape::Circle { class: "quadruple", centre: at, radius: 24 },
            Shape::Text { class: "quadruple-digits", at, text },
        ]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::Quadruple
    }

    fn sentence(&self, _size: usize) -> String {
        "Circles on corners: each digit in a circle appears in the four cells around it.".into()
    }
}
