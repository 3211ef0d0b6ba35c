//! The minimum cell family: its rule, and its duties.

use super::{Rule, Scope};
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{self, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::{Pair, Relation};
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::Word;
use crate::constraint::{neighbours, Constraint};
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};

/// Minimum cell: its digit is smaller than each orthogonal neighbour's.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Minimum {
    pub cell: Cell,
}

impl Rule for Minimum {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("minimum", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![Minimum { cell: entry.cell()? }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "minimum").then(|| word.one_cell().map(|cell| Minimum { cell }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Minimum { cell: layout.cell(1, 1) }]
    }

    fn name(&self) -> &'static str {
        "minimum cell"
    }

    fn listed(&self) -> Vec<Cell> {
        vec![self.cell]
    }

    fn cells(&self, layout: &Layout) -> Vec<Cell> {
        super::with_neighbours(layout, self.cell)
    }

    fn pairs(&self, layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        neighbours(layout, self.cell).into_iter().map(|n| (self.cell, n, Relation::Less)).collect()
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

    fn fits(&self, _fit: &Fit) -> Result<(), ConstraintError> {
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        format!("{} {}", super::capitalized(self.name()), layout.cell_name(self.cell))
    }

    fn word(&self, size: usize) -> String {
        format!("minimum.{}", self.cell.name(size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        fpuzzles::marked("minimum", self.cell, size)
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        vec![drawing::shaded(layout, "minimum", &[self.cell])]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::Minimum
    }

    fn sentence(&self, _size: usize) -> String {
        "Minimum cells: smaller than each of their neighbours.".into()
    }
}
