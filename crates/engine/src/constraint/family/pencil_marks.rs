//! The pencil marks family: its rule, and its duties.

use super::{Rule, Scope};
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::Pair;
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::{digits_word, Word};
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};

/// Given pencil marks: the cell's digit is one of `digits`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PencilMarks {
    pub cell: Cell,
    pub digits: Vec<u8>,
}

impl Rule for PencilMarks {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[]
    }

    fn read_fpuzzles(_key: &str, _entry: &Entry) -> Result<Vec<Self>, String> {
        // Pencil marks are read from the grid's cells (`givenPencilMarks`), under no key.
        Ok(Vec::new())
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "pencilmarks").then(|| {
            const FORM: &str = "pencilmarks.CELL.DIGITS, such as pencilmarks.r1c1.1-2";
            let [cell, digits] = word.parts(FORM)?;
            let [cell] = word.cells_of(cell, FORM)?;
            Ok(PencilMarks { cell, digits: word.digits(digits)? })
        })
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![PencilMarks { cell: layout.cell(0, 0), digits: vec![1, 2, 3] }]
    }

    fn name(&self) -> &'static str {
        "pencil marks"
    }

    fn listed(&self) -> Vec<Cell> {
        vec![self.cell]
    }

    fn normalize(&mut self) {
        self.digits.sort_unstable();
        self.digits.dedup();
    }

    fn unary(&self, size: usize) -> Option<(Cell, u32)> {
        Some((self.cell, super::digits_where(size, |d| self.digits.contains(&d))))
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        Vec::new()
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
        if self.digits.is_empty() || self.digits.iter().any(|&d| d == 0 || usize::from(d) > size) {
            return fit.fail(&[self.cell], format!("pencil marks are digits of 1 to {size}"));
        }
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        format!("{} {}", super::capitalized(self.name()), layout.cell_name(self.cell))
    }

    fn word(&self, size: usize) -> String {
        format!("pencilmarks.{}.{}", self.cell.name(size), digits_word(&self.digits))
    }

    fn fpuzzles(&self, _size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::InGrid
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        drawing::given_marks(layout, self.cell, &self.digits)
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cell
    }

    fn tool(&self) -> Tool {
        Tool::PencilMarks
    }

    fn sentence(&self, _size: usize) -> String {
        "Given pencil marks: the cell holds one of them.".into()
    }
}
