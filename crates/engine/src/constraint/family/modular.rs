//! The modular line family: its rule, and its duties.

use super::{cells, Rule, Scope};
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{self, Entry, FpuzzlesEntry, KeyShape};
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

/// Modular line: every three cells in a row along the line hold digits of three residues mod 3.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Modular {
    pub cells: Vec<Cell>,
}

impl Rule for Modular {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("modularline", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(entry.lines()?.into_iter().map(|cells| Modular { cells }).collect())
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "modular").then(|| word.line().map(|cells| Modular { cells }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Modular { cells: cells(layout, &[(3, 5), (4, 5), (5, 5)]) }]
    }

    fn name(&self) -> &'static str {
        "modular line"
    }

    fn listed(&self) -> Vec<Cell> {
        self.cells.clone()
    }

    fn line(&self) -> Option<&[Cell]> {
        Some(&self.cells)
    }

    fn may_revisit(&self) -> bool {
        true
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        relation::near(&self.cells, 2, Relation::OtherResidue)
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
        format!("{} {}", super::capitalized(self.name()), super::span(layout, &self.cells, "–"))
    }

    fn word(&self, size: usize) -> String {
        format!("modular.{}", cells_word(&self.cells, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        fpuzzles::line("modularline", &self.cells, size)
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        vec![drawing::line(layout, "modular", &self.cells)]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::Modular
    }

    fn sentence(&self, _size: usize) -> String {
        "Modular lines (teal): any three cells in a row along a line hold \
            digits that leave three different remainders divided by 3."
            .into()
    }
}
