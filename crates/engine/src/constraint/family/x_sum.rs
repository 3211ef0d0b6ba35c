//! The X-sum family: its rule, and its duties.

use super::{Rule, Scope};
use crate::constraint::check::sum_range;
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

/// X-sum: the first `n` digits seen from the clue sum to `sum`, `n` being the first digit.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct XSum {
    pub clue: Outside,
    pub sum: u16,
}

impl Rule for XSum {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("xsum", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![XSum { clue: entry.outside()?, sum: entry.sum()? }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "xsum").then(|| word.clue_and_number().map(|(clue, sum)| XSum { clue, sum }))
    }

    fn examples(_layout: &Layout) -> Vec<Self> {
        vec![XSum { clue: Outside { row: 0, column: 2 }, sum: 10 }]
    }

    fn name(&self) -> &'static str {
        "X-sum"
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
        let size = layout.size() as u32;
        let at = |cell: Cell| v.get(cell.index()).copied().unwrap_or(0);
        let Some(line) = self.clue.line_cells(layout.size()) else { return false };
        let Some(first) = line.clone().next().map(at).filter(|&d| d != 0) else {
            return false;
        };
        let (min, max) = sum_range(line.take(usize::from(first)).map(at), size);
        u32::from(self.sum) < min || u32::from(self.sum) > max
    }

    fn primitives(&self, layout: &Layout) -> Vec<Primitive> {
        match self.clue.line(layout.size()) {
            Some(line) => vec![Primitive::XSum { line, sum: self.sum }],
            None => vec![Primitive::Walk],
        }
    }

    fn fits(&self, fit: &Fit) -> Result<(), ConstraintError> {
        if self.clue.line(fit.size()).is_none() {
            return fit.clue_fail(self.clue, "the clue does not face a row or column");
        }
        super::fits_row_sum(fit, self.clue, self.sum)
    }

    fn label(&self, layout: &Layout) -> String {
        format!("{} {} {}", super::capitalized(self.name()), self.sum, super::place(self.clue, layout.size()))
    }

    fn word(&self, _size: usize) -> String {
        format!("xsum.{}.{}", self.clue.name(), self.sum)
    }

    fn fpuzzles(&self, _size: usize) -> FpuzzlesEntry {
        fpuzzles::clue("xsum", self.clue, self.sum)
    }

    fn shapes(&self, _layout: &Layout) -> Vec<Shape> {
        drawing::outside_number("x-sum", self.clue, self.sum)
    }

    fn clue(&self) -> Option<Outside> {
        Some(self.clue)
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::XSum
    }

    fn sentence(&self, _size: usize) -> String {
        "X-sums: the first N digits seen from the clue sum to it, N being the first of them.".into()
    }
}
