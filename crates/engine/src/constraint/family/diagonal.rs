//! The diagonal family: its rule, and its duties.

use super::{Rule, Scope};
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::{self, Pair, Relation};
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::Word;
use crate::constraint::{diagonal, Constraint};
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};

/// Diagonal: one main diagonal holds each digit once (bottom left to top right when `rising`).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Diagonal {
    pub rising: bool,
}

impl Rule for Diagonal {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("diagonal+", KeyShape::Flag), ("diagonal-", KeyShape::Flag)]
    }

    fn read_fpuzzles(key: &str, _entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![Diagonal { rising: key == "diagonal+" }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "diagonal").then(|| {
            const FORM: &str = "diagonal.rising or diagonal.falling";
            let [written] = word.parts(FORM)?;
            [true, false]
                .into_iter()
                .find(|&rising| direction_word(rising) == written)
                .map(|rising| Diagonal { rising })
                .ok_or_else(|| word.form(FORM))
        })
    }

    fn examples(_layout: &Layout) -> Vec<Self> {
        vec![Diagonal { rising: false }, Diagonal { rising: true }]
    }

    fn name(&self) -> &'static str {
        "diagonal"
    }

    fn listed(&self) -> Vec<Cell> {
        Vec::new()
    }

    fn cells(&self, layout: &Layout) -> Vec<Cell> {
        diagonal(layout, self.rising)
    }

    fn pairs(&self, layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        relation::every_pair(&diagonal(layout, self.rising), Relation::Differ)
    }

    fn breaks(&self, _layout: &Layout, _v: &[u8]) -> bool {
        false
    }

    fn is_all_pairs(&self) -> bool {
        true
    }

    fn primitives(&self, layout: &Layout) -> Vec<Primitive> {
        vec![Primitive::AllDifferent { cells: diagonal(layout, self.rising) }]
    }

    fn fits(&self, _fit: &Fit) -> Result<(), ConstraintError> {
        Ok(())
    }

    fn label(&self, _layout: &Layout) -> String {
        if self.rising { "Rising diagonal" } else { "Falling diagonal" }.to_string()
    }

    fn word(&self, _size: usize) -> String {
        format!("diagonal.{}", direction_word(self.rising))
    }

    fn fpuzzles(&self, _size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::Flag(if self.rising { "diagonal+" } else { "diagonal-" })
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        let size = layout.size() as i32 * drawing::UNIT;
        let points = if self.rising { vec![(0, size), (size, 0)] } else { vec![(0, 0), (size, size)] };
        vec![Shape::Line { class: "diagonal", points }]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::House
    }

    fn tool(&self) -> Tool {
        if self.rising {
            Tool::RisingDiagonal
        } else {
            Tool::FallingDiagonal
        }
    }

    fn sentence(&self, _size: usize) -> String {
        "The marked diagonal holds no repeated digit.".into()
    }
}

/// The diagonal's word in a `diagonal.` rule.
fn direction_word(rising: bool) -> &'static str {
    if rising {
        "rising"
    } else {
        "falling"
    }
}
