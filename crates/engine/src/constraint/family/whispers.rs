//! The whispers line family: its rule, and its duties.

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

/// Whispers: neighbours on the line differ by at least `gap` (5 for German whispers on 9x9, 4 for Dutch).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Whispers {
    pub cells: Vec<Cell>,
    pub gap: u8,
}

impl Rule for Whispers {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("whispers", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        let gap = entry.small(Some(5))?;
        Ok(entry.lines()?.into_iter().map(|cells| Whispers { cells, gap }).collect())
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "whispers").then(|| word.number_and_cells().map(|(gap, cells)| Whispers { cells, gap }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        let line = cells(layout, &[(1, 0), (1, 1), (1, 2)]);
        let german = (layout.size() as u8).div_ceil(2);
        vec![Whispers { cells: line.clone(), gap: german }, Whispers { cells: line, gap: 4 }]
    }

    fn name(&self) -> &'static str {
        "whispers line"
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
        relation::near(&self.cells, 1, Relation::GapAtLeast(self.gap))
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
        let gap = self.gap;
        if gap == 0 || usize::from(gap) >= size {
            return fit.fail(&self.cells, format!("a gap of {gap} is not possible with digits 1 to {size}"));
        }
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        let span = super::span(layout, &self.cells, "–");
        if usize::from(self.gap) * 2 == layout.size() + 1 {
            format!("German whispers {span}")
        } else {
            format!("Whispers line (gap {}) {span}", self.gap)
        }
    }

    fn word(&self, size: usize) -> String {
        format!("whispers.{}.{}", self.gap, cells_word(&self.cells, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::Listed("whispers", json!({ "lines": [names(&self.cells, size)], "value": self.gap.to_string() }))
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        vec![drawing::line(layout, "whispers", &self.cells)]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        if self.gap == 4 {
            Tool::DutchWhispers
        } else {
            Tool::GermanWhispers
        }
    }

    fn sentence(&self, _size: usize) -> String {
        format!("Whispers lines (green): neighbours on the line differ by at least {}.", self.gap)
    }
}
