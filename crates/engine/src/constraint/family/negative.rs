//! The negative rules (no white dot, no black dot, no X or V): their rule, and their duties.

use super::{Rule, Scope};
use crate::constraint::drawing::Shape;
use crate::constraint::fpuzzles::{Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::{self, Pair, Relation};
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::Word;
use crate::constraint::{Constraint, Negative as NegativeMark};
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::collections::BTreeSet;

/// Negative rule: every pair of orthogonal neighbours without the mark breaks the mark's rule.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Negative {
    pub mark: NegativeMark,
}

impl Rule for Negative {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("negative", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        // The document names the marks as the `.sudoku` words do.
        let written = entry.value.as_str().map(str::to_ascii_lowercase).unwrap_or_default();
        let mark = MARKS
            .into_iter()
            .find(|&mark| mark_word(mark) == written)
            .ok_or_else(|| format!("{} is not a mark this app plays a negative rule for", entry.value))?;
        Ok(vec![Negative { mark }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "negative").then(|| {
            const FORM: &str = "negative.ratio, negative.difference or negative.xv";
            let [written] = word.parts(FORM)?;
            let mark = MARKS.into_iter().find(|&mark| mark_word(mark) == written).ok_or_else(|| word.form(FORM))?;
            Ok(Negative { mark })
        })
    }

    fn examples(_layout: &Layout) -> Vec<Self> {
        [NegativeMark::Difference, NegativeMark::Ratio, NegativeMark::Xv].map(|mark| Negative { mark }).to_vec()
    }

    fn name(&self) -> &'static str {
        match self.mark {
            NegativeMark::Ratio => "no black dot",
            NegativeMark::Difference => "no white dot",
            NegativeMark::Xv => "no X or V",
        }
    }

    fn listed(&self) -> Vec<Cell> {
        Vec::new()
    }

    fn cells(&self, layout: &Layout) -> Vec<Cell> {
        layout.cells().collect()
    }

    fn pairs(&self, layout: &Layout, all: &[Constraint]) -> Vec<Pair> {
        // Any dot spares its pair from a negative dot rule; an X or a V from the XV rule.
        let sparing: &[Tool] = match self.mark {
            NegativeMark::Ratio | NegativeMark::Difference => &[Tool::WhiteDot, Tool::BlackDot],
            NegativeMark::Xv => &[Tool::X, Tool::V],
        };
        let marked: BTreeSet<(Cell, Cell)> = all
            .iter()
            .filter(|c| sparing.contains(&c.tool()))
            .filter_map(|c| <[Cell; 2]>::try_from(c.listed()).ok())
            .map(|[a, b]| (a.min(b), a.max(b)))
            .collect();
        let relation = match self.mark {
            NegativeMark::Ratio => Relation::NotRatio(2),
            NegativeMark::Difference => Relation::NotDifference(1),
            NegativeMark::Xv => Relation::NotSums(5, 10),
        };
        relation::moves(layout, &[(0, 1), (1, 0)], relation)
            .into_iter()
            .filter(|(a, b, _)| !marked.contains(&(*a, *b)))
            .collect()
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
        format!("negative.{}", mark_word(self.mark))
    }

    fn fpuzzles(&self, _size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::Listed("negative", json!(mark_word(self.mark)))
    }

    fn shapes(&self, _layout: &Layout) -> Vec<Shape> {
        // A rule of the whole board: the header and Help say it.
        Vec::new()
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Board
    }

    fn tool(&self) -> Tool {
        match self.mark {
            NegativeMark::Difference => Tool::NoWhiteDot,
            NegativeMark::Ratio => Tool::NoBlackDot,
            NegativeMark::Xv => Tool::NoXv,
        }
    }

    fn sentence(&self, _size: usize) -> String {
        match self.mark {
            NegativeMark::Difference => "Every pair of consecutive neighbours is marked with a white dot.".into(),
            NegativeMark::Ratio => {
                "Every pair of neighbours where one is double the other is marked with a black dot.".into()
            }
            NegativeMark::Xv => "Every pair of neighbours summing to 10 or 5 is marked with an X or a V.".into(),
        }
    }
}

/// Every mark a negative rule is played for.
const MARKS: [NegativeMark; 3] = [NegativeMark::Ratio, NegativeMark::Difference, NegativeMark::Xv];

/// The mark's word in a `negative.` rule and an f-puzzles document.
fn mark_word(mark: NegativeMark) -> &'static str {
    match mark {
        NegativeMark::Ratio => "ratio",
        NegativeMark::Difference => "difference",
        NegativeMark::Xv => "xv",
    }
}
