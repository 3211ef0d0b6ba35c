//! The entropic line family: its rule, and its duties.

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

/// Entropic line: every three cells in a row along the line hold a low, a middle and a high digit.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Entropic {
    pub cells: Vec<Cell>,
}

impl Rule for Entropic {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("entropicline", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(entry.lines()?.into_iter().map(|cells| Entropic { cells }).collect())
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "entropic").then(|| word.line().map(|cells| Entropic { cells }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Entropic { cells: cells(layout, &[(2, 3), (2, 4), (2, 5)]) }]
    }

    fn name(&self) -> &'static str {
        "entropic line"
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

    fn pairs(&self, layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        // Every three cells in a row along the line differ pairwise; a line of two cells is
        // one such group.
        let width = (layout.size() / 3).min(usize::from(u8::MAX)) as u8;
        relation::near(&self.cells, 2, Relation::OtherThird { width })
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
        let size = fit.size();
        if size % 3 != 0 {
            return fit.fail(&self.cells, format!("digits 1 to {size} do not split into three equal sets"));
        }
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        format!("{} {}", super::capitalized(self.name()), super::span(layout, &self.cells, "–"))
    }

    fn word(&self, size: usize) -> String {
        format!("entropic.{}", cells_word(&self.cells, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        fpuzzles::line("entropicline", &self.cells, size)
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        vec![drawing::line(layout, "entropic", &self.cells)]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::Entropic
    }

    fn sentence(&self, size: usize) -> String {
        let third = size / 3;
        format!(
            "Entropic lines (orange): any three cells in a row along a line hold a low (1-{third}), \
             a middle ({}-{}) and a high ({}-{size}) digit.",
            third + 1,
            2 * third,
            2 * third + 1
        )
    }
}
