//! The non-consecutive family: its rule, and its duties.

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

/// Non-consecutive: orthogonal neighbours are never consecutive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct NonConsecutive;

impl Rule for NonConsecutive {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("nonconsecutive", KeyShape::Flag)]
    }

    fn read_fpuzzles(_key: &str, _entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![NonConsecutive])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "nonconsecutive").then(|| word.alone(NonConsecutive))
    }

    fn examples(_layout: &Layout) -> Vec<Self> {
        vec![NonConsecutive]
    }

    fn name(&self) -> &'static str {
        "non-consecutive"
    }

    fn listed(&self) -> Vec<Cell> {
        Vec::new()
    }

    fn cells(&self, layout: &Layout) -> Vec<Cell> {
        layout.cells().collect()
    }

    fn pairs(&self, layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        relation::moves(layout, &[(0, 1), (1, 0)], Relation::NotDifference(1))
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
        "nonconsecutive".to_string()
    }

    fn fpuzzles(&self, _size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::Flag("nonconsecutive")
    }

    fn shapes(&self, _layout: &Layout) -> Vec<Shape> {
        // A rule of the whole board: the header and Help say it.
        Vec::new()
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Board
    }

    fn tool(&self) -> Tool {
        Tool::NonConsecutive
    }

    fn sentence(&self, _size: usize) -> String {
        "Non-consecutive: neighbours never hold consecutive digits.".into()
    }
}
