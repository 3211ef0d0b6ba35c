//! The white dot family: its rule, and its duties.

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

/// White dot: the two digits differ by `value`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Difference {
    pub cells: [Cell; 2],
    pub value: u8,
}

impl Rule for Difference {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("difference", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![Difference { cells: entry.pair()?, value: entry.small(Some(1))? }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "difference").then(|| word.number_and_pair().map(|(value, cells)| Difference { cells, value }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Difference { cells: [layout.cell(3, 0), layout.cell(3, 1)], value: 1 }]
    }

    fn name(&self) -> &'static str {
        "white dot"
    }

    fn listed(&self) -> Vec<Cell> {
        self.cells.to_vec()
    }

    fn normalize(&mut self) {
        self.cells.sort_unstable();
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        vec![(self.cells[0], self.cells[1], Relation::Difference(self.value))]
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
        super::fits_edge(fit, self.cells, self.value, (1..fit.size()).contains(&usize::from(self.value)))
    }

    fn label(&self, layout: &Layout) -> String {
        let (a, b) = (layout.cell_name(self.cells[0]), layout.cell_name(self.cells[1]));
        match self.value {
            1 => format!("White dot {a}–{b}"),
            value => format!("Dot of difference {value} {a}–{b}"),
        }
    }

    fn word(&self, size: usize) -> String {
        format!("difference.{}.{}", self.value, cells_word(&self.cells, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::Listed(
            "difference",
            json!({ "cells": names(&self.cells, size), "value": self.value.to_string() }),
        )
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        let label = (self.value != 1).then(|| self.value.to_string());
        drawing::on_edge(layout, self.cells, Shape::Circle { class: "dot-white", centre: (0, 0), radius: 13 }, label)
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::WhiteDot
    }

    fn sentence(&self, _size: usize) -> String {
        match self.value {
            1 => "White dots: the two digits are consecutive.".into(),
            value => format!("A white dot with {value}: the two digits differ by {value}."),
        }
    }
}
