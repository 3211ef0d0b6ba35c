//! The odd cell family: its rule, and its duties.

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

/// Odd cell: the cell's digit is odd.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Odd {
    pub cell: Cell,
}

impl Rule for Odd {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("odd", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![Odd { cell: entry.cell()? }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "odd").then(|| word.one_cell().map(|cell| Odd { cell }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Odd { cell: layout.cell(0, 1) }]
    }

    fn name(&self) -> &'static str {
        "odd cell"
    }

    fn listed(&self) -> Vec<Cell> {
        vec![self.cell]
    }

    fn unary(&self, size: usize) -> Option<(Cell, u32)> {
        Some((self.cell, super::digits_where(size, |d| d % 2 == 1)))
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
        format!("odd.{}", self.cell.name(size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        fpuzzles::marked("odd", self.cell, size)
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        vec![Shape::Circle { class: "parity", centre: drawing::centre(layout, self.cell), radius: 33 }]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cell
    }

    fn tool(&self) -> Tool {
        Tool::Odd
    }

    fn sentence(&self, _size: usize) -> String {
        "Grey circles hold odd digits.".into()
    }
}
