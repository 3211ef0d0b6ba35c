//! The clone family: its rule, and its duties.

use super::{cells, Rule, Scope};
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

/// Clone: each cell of `cells` holds the digit of the cell at the same place in `copy`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Clone {
    pub cells: Vec<Cell>,
    pub copy: Vec<Cell>,
}

impl Rule for Clone {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("clone", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![Clone { cells: entry.cells("cells")?, copy: entry.cells("cloneCells")? }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "clone").then(|| {
            let [cells, copy] = word.parts("clone.CELLS.CELLS, such as clone.r1c1r1c2.r9c8r9c9")?;
            Ok(Clone { cells: word.cells(cells)?, copy: word.cells(copy)? })
        })
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Clone { cells: cells(layout, &[(0, 0), (0, 1)]), copy: cells(layout, &[(3, 3), (3, 4)]) }]
    }

    fn name(&self) -> &'static str {
        "clone"
    }

    fn listed(&self) -> Vec<Cell> {
        self.cells.iter().chain(&self.copy).copied().collect()
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        self.cells.iter().zip(&self.copy).filter(|(a, b)| a != b).map(|(&a, &b)| (a, b, Relation::Equal)).collect()
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
        let (cells, copy) = (&self.cells, &self.copy);
        if cells.is_empty() || cells.len() != copy.len() || !super::distinct(cells) || !super::distinct(copy) {
            return fit.fail(&self.cells(fit.layout), "a clone is as many distinct cells as its original");
        }
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        format!("Clone at {}", super::span(layout, &self.cells, ""))
    }

    fn word(&self, size: usize) -> String {
        format!("clone.{}.{}", cells_word(&self.cells, size), cells_word(&self.copy, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::Listed(
            "clone",
            json!({ "cells": names(&self.cells, size), "cloneCells": names(&self.copy, size) }),
        )
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        vec![drawing::shaded(layout, "clone", &self.cells), drawing::shaded(layout, "clone", &self.copy)]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::Clone
    }

    fn sentence(&self, _size: usize) -> String {
        "Clones: shaded shapes of the same form hold the same digits in the same places.".into()
    }
}
