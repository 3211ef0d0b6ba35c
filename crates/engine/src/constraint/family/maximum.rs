//! The maximum cell family: its rule, and its duties.

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

/// Maximum cell: its digit is larger than each orthogonal neighbour's.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Maximum {
    pub cell: Cell,
}

impl Rule for Maximum {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("maximum", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![Maximum { cell: entry.cell()? }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "maximum").then(|| word.one_cell().map(|cell| Maximum { cell }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Maximum { cell: layout.cell(2, 2) }]
    }

    fn name(&self) -> &'static str {
        "maximum cell"
    }

    fn listed(&self) -> Vec<Cell> {
        vec![self.cell]
    }

    fn cells(&self, layout: &Layout) -> Vec<Cell> {
        super::with_neighbours(layout, self.cell)
    }

    fn pairs(&self, layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        neighbours(layout, self.cell).into_iter().map(|n| (n, self.cell, Relation::Less)).collect()
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
        format!("maximum.{}", self.cell.name(size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        fpuzzles::marked("maximum", self.cell, size)
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        vec![drawing::shaded(layout, "maximum", &[self.cell])]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::Maximum
    }

    fn sentence(&self, _size: usize) -> String {
        "Maximum cells: larger than each of their neighbours.".into()
    }
}
