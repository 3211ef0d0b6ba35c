//! The renban line family: its rule, and its duties.

use super::{cells, Rule, Scope};
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{self, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::{self, Pair, Relation};
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::{cells_word, Word};
use crate::constraint::{line, Constraint};
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};

/// Renban: the line holds a set of consecutive digits, in any order, none repeated.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Renban {
    pub cells: Vec<Cell>,
}

impl Rule for Renban {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("renban", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(entry.lines()?.into_iter().map(|cells| Renban { cells }).collect())
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "renban").then(|| word.line().map(|cells| Renban { cells }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Renban { cells: cells(layout, &[(1, 2), (1, 3)]) }]
    }

    fn name(&self) -> &'static str {
        "renban line"
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
        relation::every_pair(&line::distinct(&self.cells), Relation::Differ)
    }

    fn breaks(&self, _layout: &Layout, v: &[u8]) -> bool {
        // A cell the line passes twice counts once; nothing is made (the check runs at
        // every step of the logic's walks).
        let at = |cell: &Cell| v.get(cell.index()).copied().unwrap_or(0);
        let (min, max) =
            self.cells.iter().map(at).filter(|&d| d != 0).fold((u8::MAX, 0), |(min, max), d| (min.min(d), max.max(d)));
        min <= max && usize::from(max - min) >= line::distinct_count(&self.cells)
    }

    fn primitives(&self, _layout: &Layout) -> Vec<Primitive> {
        let cells = line::distinct(&self.cells);
        vec![Primitive::Consecutive { cells: cells.clone() }, Primitive::AllDifferent { cells }]
    }

    fn fits(&self, fit: &Fit) -> Result<(), ConstraintError> {
        let (size, count) = (fit.size(), line::distinct(&self.cells).len());
        if count > size {
            return fit.fail(&self.cells, format!("{count} cells cannot hold different digits of 1 to {size}"));
        }
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        format!("{} {}", super::capitalized(self.name()), super::span(layout, &self.cells, "–"))
    }

    fn word(&self, size: usize) -> String {
        format!("renban.{}", cells_word(&self.cells, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        fpuzzles::line("renban", &self.cells, size)
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        vec![drawing::line(layout, "renban", &self.cells)]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::Renban
    }

    fn sentence(&self, _size: usize) -> String {
        "Renban lines (purple): a line holds a set of consecutive digits, in any order.".into()
    }
}
