//! The even cell family: its rule, and its duties.

use super::{Rule, Scope};
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{self, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::Pair;
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::Word;
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};

/// Even cell: the cell's digit is even.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Even {
    pub cell: Cell,
}

impl Rule for Even {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("even", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![Even { cell: entry.cell()? }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "even").then(|| word.one_cell().map(|cell| Even { cell }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Even { cell: layout.cell(0, 0) }]
    }

    fn name(&self) -> &'static str {
        "even cell"
    }

    fn listed(&self) -> Vec<Cell> {
        vec![self.cell]
    }

    fn unary(&self, size: usize) -> Option<(Cell, u32)> {
        Some((self.cell, super::digits_where(size, |d| d % 2 == 0)))
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        Vec::new()
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
        format!("even.{}", self.cell.name(size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        fpuzzles::marked("even", self.cell, size)
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        vec![Shape::Square { class: "parity", centre: drawing::centre(layout, self.cell), half: 30 }]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cell
    }

    fn tool(&self) -> Tool {
        Tool::Even
    }

    fn sentence(&self, _size: usize) -> String {
        "Grey squares hold even digits.".into()
    }
}
