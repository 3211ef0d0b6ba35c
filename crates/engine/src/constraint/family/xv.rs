//! The XV family: its rule, and its duties.

use super::{Rule, Scope};
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{names, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::{Pair, Relation};
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::{cells_word, Word};
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// X (sum 10) or V (sum 5) between two cells: `sum` is 10 or 5.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Xv {
    pub cells: [Cell; 2],
    pub sum: u8,
}

impl Rule for Xv {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("xv", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        let mark = entry.text("value");
        let sum = [(10, "X"), (5, "V")]
            .into_iter()
            .find(|(_, letter)| mark.eq_ignore_ascii_case(letter))
            .map(|(sum, _)| sum)
            .ok_or("an XV mark is X or V")?;
        Ok(vec![Xv { cells: entry.pair()?, sum }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "xv").then(|| word.number_and_pair().map(|(sum, cells)| Xv { cells, sum }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![
            Xv { cells: [layout.cell(5, 0), layout.cell(5, 1)], sum: 10 },
            Xv { cells: [layout.cell(5, 2), layout.cell(5, 3)], sum: 5 },
        ]
    }

    fn name(&self) -> &'static str {
        "XV"
    }

    fn listed(&self) -> Vec<Cell> {
        self.cells.to_vec()
    }

    fn normalize(&mut self) {
        self.cells.sort_unstable();
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        vec![(self.cells[0], self.cells[1], Relation::Sum(self.sum))]
    }

    fn breaks(&self, _layout: &Layout, _v: &[u8]) -> bool {
        false
    }

    fn is_all_pairs(&self) -> bool {
        true
    }

    fn primitives(&self, _layout: &Layout) -> Vec<Primitive> {
        Vec::new()
    }

    fn fits(&self, fit: &Fit) -> Result<(), ConstraintError> {
        super::fits_edge(fit, self.cells, self.sum, self.sum == 5 || self.sum == 10)
    }

    fn label(&self, layout: &Layout) -> String {
        let (a, b) = (layout.cell_name(self.cells[0]), layout.cell_name(self.cells[1]));
        match self.sum {
            10 => format!("X {a}–{b}"),
            5 => format!("V {a}–{b}"),
            sum => format!("Sum {sum} {a}–{b}"),
        }
    }

    fn word(&self, size: usize) -> String {
        format!("xv.{}.{}", self.sum, cells_word(&self.cells, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::Listed(
            "xv",
            json!({ "cells": names(&self.cells, size), "value": if self.sum == 10 { "X" } else { "V" } }),
        )
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        let letter = if self.sum == 10 { "X" } else { "V" };
        let at = drawing::midpoint(drawing::centre(layout, self.cells[0]), drawing::centre(layout, self.cells[1]));
        vec![Shape::Text { class: "xv", at, text: letter.into() }]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        if self.sum == 5 {
            Tool::V
        } else {
            Tool::X
        }
    }

    fn sentence(&self, _size: usize) -> String {
        match self.sum {
            10 => "X: the two digits sum to 10.".into(),
            sum => format!("V: the two digits sum to {sum}."),
        }
    }
}
