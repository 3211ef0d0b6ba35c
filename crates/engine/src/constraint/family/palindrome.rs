//! The palindrome family: its rule, and its duties.

use super::{cells, Rule, Scope};
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{self, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::{Pair, Relation};
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::{cells_word, Word};
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};

/// Palindrome: the line reads the same both ways.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Palindrome {
    pub cells: Vec<Cell>,
}

impl Rule for Palindrome {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("palindrome", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(entry.lines()?.into_iter().map(|cells| Palindrome { cells }).collect())
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "palindrome").then(|| word.line().map(|cells| Palindrome { cells }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Palindrome { cells: cells(layout, &[(3, 2), (4, 3), (5, 4)]) }]
    }

    fn name(&self) -> &'static str {
        "palindrome"
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
        let (cells, n) = (&self.cells, self.cells.len());
        let mut pairs: Vec<Pair> = Vec::new();
        for (a, b) in (0..n / 2).map(|i| (cells[i], cells[n - 1 - i])) {
            if a != b && !pairs.iter().any(|&(x, y, _)| (x, y) == (a, b) || (x, y) == (b, a)) {
                pairs.push((a, b, Relation::Equal));
            }
        }
        pairs
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
        format!("palindrome.{}", cells_word(&self.cells, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        fpuzzles::line("palindrome", &self.cells, size)
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        vec![drawing::line(layout, "palindrome", &self.cells)]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::Palindrome
    }

    fn sentence(&self, _size: usize) -> String {
        "Palindrome lines (grey): a line reads the same from either end.".into()
    }
}
