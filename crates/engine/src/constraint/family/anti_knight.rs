//! The anti-knight family: its rule, and its duties.

use super::{Rule, Scope};
use crate::constraint::drawing::Shape;
use crate::constraint::fpuzzles::{Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::{self, Pair, Relation};
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::Word;
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};

/// Anti-knight: no digit repeats a knight's move away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct AntiKnight;

impl Rule for AntiKnight {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("antiknight", KeyShape::Flag)]
    }

    fn read_fpuzzles(_key: &str, _entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![AntiKnight])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "antiknight").then(|| word.alone(AntiKnight))
    }

    fn examples(_layout: &Layout) -> Vec<Self> {
        vec![AntiKnight]
    }

    fn name(&self) -> &'static str {
        "anti-knight"
    }

    fn listed(&self) -> Vec<Cell> {
        Vec::new()
    }

    fn cells(&self, layout: &Layout) -> Vec<Cell> {
        layout.cells().collect()
    }

    fn pairs(&self, layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        relation::moves(layout, &[(1, 2), (2, 1), (1, -2), (2, -1)], Relation::Differ)
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

    fn label(&self, _layout: &Layout) -> String {
        super::capitalized(self.name())
    }

    fn word(&self, _size: usize) -> String {
        "antiknight".to_string()
    }

    fn fpuzzles(&self, _size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::Flag("antiknight")
    }

    fn shapes(&self, _layout: &Layout) -> Vec<Shape> {
        // A rule of the whole board: the header and Help say it.
        Vec::new()
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Board
    }

    fn tool(&self) -> Tool {
        Tool::AntiKnight
    }

    fn sentence(&self, _size: usize) -> String {
        "Anti-knight: no digit repeats a chess knight's move away.".into()
    }
}
