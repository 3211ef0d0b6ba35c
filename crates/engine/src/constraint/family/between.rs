//! The between line family: its rule, and its duties.

use super::{cells, Rule, Scope};
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{self, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::Pair;
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::{cells_word, Word};
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};

/// Between line: the digits between the two ends lie strictly between the ends' digits.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Between {
    pub cells: Vec<Cell>,
}

impl Rule for Between {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("betweenline", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(entry.lines()?.into_iter().map(|cells| Between { cells }).collect())
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "between").then(|| word.line().map(|cells| Between { cells }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Between { cells: cells(layout, &[(4, 2), (4, 3), (4, 4)]) }]
    }

    fn name(&self) -> &'static str {
        "between line"
    }

    fn listed(&self) -> Vec<Cell> {
        self.cells.clone()
    }

    fn line(&self) -> Option<&[Cell]> {
        Some(&self.cells)
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        Vec::new()
    }

    fn breaks(&self, _layout: &Layout, v: &[u8]) -> bool {
        let at = |cell: &Cell| v.get(cell.index()).copied().unwrap_or(0);
        let cells = &self.cells;
        let (Some(first), Some(last)) = (cells.first(), cells.last()) else { return false };
        let (a, b) = (at(first), at(last));
        let middle = &cells[1..cells.len().saturating_sub(1).max(1)];
        middle
            .iter()
            .map(at)
            .filter(|&d| d != 0)
            .any(|d| d == a || d == b || (a != 0 && b != 0 && !(a.min(b) < d && d < a.max(b))))
            || (a != 0 && b != 0 && !middle.is_empty() && a.abs_diff(b) < 2)
    }

    fn primitives(&self, _layout: &Layout) -> Vec<Primitive> {
        if self.cells.len() > 2 {
            vec![Primitive::Between { cells: self.cells.clone() }]
        } else {
            vec![Primitive::Walk]
        }
    }

    fn fits(&self, _fit: &Fit) -> Result<(), ConstraintError> {
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        format!("{} {}", super::capitalized(self.name()), super::span(layout, &self.cells, "–"))
    }

    fn word(&self, size: usize) -> String {
        format!("between.{}", cells_word(&self.cells, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        fpuzzles::line("betweenline", &self.cells, size)
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        let ends = [self.cells.first(), self.cells.last()].into_iter().flatten();
        let circles =
            ends.map(|&c| Shape::Circle { class: "between-end", centre: drawing::centre(layout, c), radius: 38 });
        std::iter::once(drawing::line(layout, "between", &self.cells)).chain(circles).collect()
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::Between
    }

    fn sentence(&self, _size: usize) -> String {
        "Between lines: the digits on a line lie strictly between the digits in its two end circles.".into()
    }
}
