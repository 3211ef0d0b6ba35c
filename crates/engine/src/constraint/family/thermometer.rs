//! The thermometer family: its rule, and its duties.

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

/// Thermometer: digits strictly increase from the bulb (the first cell).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Thermometer {
    pub cells: Vec<Cell>,
}

impl Rule for Thermometer {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("thermometer", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(entry.lines()?.into_iter().map(|cells| Thermometer { cells }).collect())
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "thermometer").then(|| word.line().map(|cells| Thermometer { cells }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Thermometer { cells: cells(layout, &[(0, 0), (0, 1), (1, 1)]) }]
    }

    fn name(&self) -> &'static str {
        "thermometer"
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
        relation::near(&self.cells, 1, Relation::Less)
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
        if self.cells.len() > size {
            return fit
                .fail(&self.cells, format!("{} cells cannot hold different digits of 1 to {size}", self.cells.len()));
        }
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        format!("{} {}", super::capitalized(self.name()), super::span(layout, &self.cells, "→"))
    }

    fn word(&self, size: usize) -> String {
        format!("thermometer.{}", cells_word(&self.cells, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        fpuzzles::line("thermometer", &self.cells, size)
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        let Some(bulb) = self.cells.first().map(|&c| drawing::centre(layout, c)) else { return Vec::new() };
        vec![
            Shape::Circle { class: "thermo-bulb", centre: bulb, radius: 38 },
            drawing::line(layout, "thermo", &self.cells),
        ]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::Thermometer
    }

    fn sentence(&self, _size: usize) -> String {
        "Thermometers: digits strictly increase from the bulb.".into()
    }
}
