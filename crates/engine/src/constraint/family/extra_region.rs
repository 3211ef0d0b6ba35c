//! The extra region family: its rule, and its duties.

use super::{cells, Rule, Scope};
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{names, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::{self, Pair, Relation};
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::{cells_word, Word};
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Extra region: no digit repeats in the cells.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ExtraRegion {
    pub cells: Vec<Cell>,
}

impl Rule for ExtraRegion {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("extraregion", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![ExtraRegion { cells: entry.cells("cells")? }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "extraregion").then(|| word.line().map(|cells| ExtraRegion { cells }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![ExtraRegion { cells: cells(layout, &[(0, 0), (0, 1), (1, 0)]) }]
    }

    fn name(&self) -> &'static str {
        "extra region"
    }

    fn listed(&self) -> Vec<Cell> {
        self.cells.clone()
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        relation::every_pair(&self.cells, Relation::Differ)
    }

    fn breaks(&self, _layout: &Layout, _v: &[u8]) -> bool {
        false
    }

    fn is_all_pairs(&self) -> bool {
        true
    }

    fn primitives(&self, _layout: &Layout) -> Vec<Primitive> {
        vec![Primitive::AllDifferent { cells: self.cells.clone() }]
    }

    fn fits(&self, fit: &Fit) -> Result<(), ConstraintError> {
        let size = fit.size();
        if self.cells.is_empty() || self.cells.len() > size || !super::distinct(&self.cells) {
            return fit.fail(&self.cells, format!("a region holds 1 to {size} different cells"));
        }
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        format!("Extra region at {}", self.cells.iter().min().map_or_else(String::new, |&c| layout.cell_name(c)))
    }

    fn word(&self, size: usize) -> String {
        format!("extraregion.{}", cells_word(&self.cells, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::Listed("extraregion", json!({ "cells": names(&self.cells, size) }))
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        vec![drawing::shaded(layout, "extra-region", &self.cells)]
    }

    fn scope(&self, layout: &Layout) -> Scope {
        Scope::of_distinct(self.cells.len(), layout)
    }

    fn tool(&self) -> Tool {
        Tool::ExtraRegion
    }

    fn sentence(&self, _size: usize) -> String {
        "Shaded regions: no digit repeats within one.".into()
    }
}
