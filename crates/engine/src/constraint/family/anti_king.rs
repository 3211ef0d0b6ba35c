//! The anti-king family: its rule, and its duties.

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

/// Anti-king: no digit repeats a king's move away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct AntiKing;

impl Rule for AntiKing {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("antiking", KeyShape::Flag)]
    }

    fn read_fpuzzles(_key: &str, _entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![AntiKing])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "antiking").then(|| word.alone(AntiKing))
    }

    fn examples(_layout: &Layout) -> Vec<Self> {
        vec![AntiKing]
    }

    fn name(&self) -> &'static str {
        "anti-king"
    }

    fn listed(&self) -> Vec<Cell> {
        Vec::new()
    }

    fn cells(&self, layout: &Layout) -> Vec<Cell> {
        layout.cells().collect()
    }

    fn pairs(&self, layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        relation::moves(layout, &[(1, 1), (1, -1)], Relation::Differ)
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
        "antiking".to_string()
    }

    fn fpuzzles(&self, _size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::Flag("antiking")
    }

    fn shapes(&self, _layout: &Layout) -> Vec<Shape> {
        // A rule of the whole board: the header and Help say it.
        Vec::new()
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Board
    }

    fn tool(&self) -> Tool {
        Tool::AntiKing
    }

    fn sentence(&self, _size: usize) -> String {
        "Anti-king: no digit repeats a chess king's move away.".into()
    }
}
