//! The skyscraper family: its rule, and its duties.

use super::{Rule, Scope};
use crate::constraint::check::skyscraper_breaks;
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{self, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::outside::Outside;
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

/// Skyscraper: seen from the clue, `count` digits are taller than every digit before them.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Skyscraper {
    pub clue: Outside,
    pub count: u8,
}

impl Rule for Skyscraper {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("skyscraper", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![Skyscraper { clue: entry.outside()?, count: entry.small(None)? }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "skyscraper").then(|| word.clue_and_number().map(|(clue, count)| Skyscraper { clue, count }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Skyscraper { clue: Outside { row: 2, column: layout.size() + 1 }, count: 3 }]
    }

    fn name(&self) -> &'static str {
        "skyscraper"
    }

    fn listed(&self) -> Vec<Cell> {
        Vec::new()
    }

    fn cells(&self, layout: &Layout) -> Vec<Cell> {
        self.clue.line(layout.size()).unwrap_or_default()
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        Vec::new()
    }

    fn breaks(&self, layout: &Layout, v: &[u8]) -> bool {
        let at = |cell: Cell| v.get(cell.index()).copied().unwrap_or(0);
        let Some(line) = self.clue.line_cells(layout.size()) else { return false };
        skyscraper_breaks(line.map(at), self.count, layout.size() as u8)
    }

    fn primitives(&self, layout: &Layout) -> Vec<Primitive> {
        match self.clue.line(layout.size()) {
            Some(line) => vec![Primitive::Skyscraper { line, count: self.count }],
            None => vec![Primitive::Walk],
        }
    }

    fn fits(&self, fit: &Fit) -> Result<(), ConstraintError> {
        if self.clue.line(fit.size()).is_none() {
            return fit.clue_fail(self.clue, "the clue does not face a row or column");
        }
        let (count, size) = (self.count, fit.size());
        if count == 0 || usize::from(count) > size {
            return fit.clue_fail(self.clue, format!("{count} skyscrapers cannot be seen in a row of {size}"));
        }
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        format!("{} {} {}", super::capitalized(self.name()), self.count, super::place(self.clue, layout.size()))
    }

    fn word(&self, _size: usize) -> String {
        format!("skyscraper.{}.{}", self.clue.name(), self.count)
    }

    fn fpuzzles(&self, _size: usize) -> FpuzzlesEntry {
        fpuzzles::clue("skyscraper", self.clue, self.count)
    }

    fn shapes(&self, _layout: &Layout) -> Vec<Shape> {
        drawing::outside_number("skyscraper", self.clue, self.count)
    }

    fn clue(&self) -> Option<Outside> {
        Some(self.clue)
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::Skyscraper
    }

    fn sentence(&self, _size: usize) -> String {
        "Skyscrapers: the clue counts the digits seen from it that are taller than every digit before them.".into()
    }
}
