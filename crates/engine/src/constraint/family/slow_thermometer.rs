//! The slow thermometer family: its rule, and its duties.

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

/// Slow thermometer: digits never decrease from the bulb.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct SlowThermometer {
    pub cells: Vec<Cell>,
}

impl Rule for SlowThermometer {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("slowthermometer", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(entry.lines()?.into_iter().map(|cells| SlowThermometer { cells }).collect())
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "slowthermometer").then(|| word.line().map(|cells| SlowThermometer { cells }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![SlowThermometer { cells: cells(layout, &[(2, 0), (2, 1), (2, 2)]) }]
    }

    fn name(&self) -> &'static str {
        "slow thermometer"
    }

    fn listed(&self) -> Vec<Cell> {
        self.cells.clone()
    }

    fn line(&self) -> Option<&[Cell]> {
        Some(&self.cells)
    }

    fn starts_at_its_first_cell(&self) -> bool {
        true
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        relation::near(&self.cells, 1, Relation::LessOrEqual)
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
        format!("{} {}", super::capitalized(self.name()), super::span(layout, &self.cells, "→"))
    }

    fn word(&self, size: usize) -> String {
        format!("slowthermometer.{}", cells_word(&self.cells, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        fpuzzles::line("slowthermometer", &self.cells, size)
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        let Some(bulb) = self.cells.first().map(|&c| drawing::centre(layout, c)) else { return Vec::new() };
        vec![
            Shape::Circle { class: "thermo-bulb", centre: bulb, radius: 38 },
            drawing::line(layout, "thermo-slow", &self.cells),
        ]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::SlowThermometer
    }

    fn sentence(&self, _size: usize) -> String {
        "Slow thermometers: digits never decrease from the bulb.".into()
    }
}
