//! The region sum line family: its rule, and its duties.

use super::{cells, Rule, Scope};
use crate::constraint::check::sum_range;
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{self, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::Pair;
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::{cells_word, Word};
use crate::constraint::{line, Constraint};
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};

/// Region-sum line: each stretch of the line in one box sums to the same total.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct RegionSum {
    pub cells: Vec<Cell>,
}

impl Rule for RegionSum {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("regionsumline", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(entry.lines()?.into_iter().map(|cells| RegionSum { cells }).collect())
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "regionsum").then(|| word.line().map(|cells| RegionSum { cells }))
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![RegionSum { cells: cells(layout, &[(1, 1), (1, 2), (1, 3), (1, 4)]) }]
    }

    fn name(&self) -> &'static str {
        "region sum line"
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
        Vec::new()
    }

    fn breaks(&self, layout: &Layout, v: &[u8]) -> bool {
        let size = layout.size() as u32;
        let at = |cell: &Cell| v.get(cell.index()).copied().unwrap_or(0);
        // Broken when some stretch's least sum is above another's most. (Read stretch by
        // stretch without making them: the check runs at every step of the logic's walks.)
        let (mut highest_least, mut lowest_most) = (0, u32::MAX);
        line::each_region_segment(layout, &self.cells, |head, tail| {
            let (least, most) = sum_range(line::segment_cells(head, tail).map(|c| at(&c)), size);
            highest_least = highest_least.max(least);
            lowest_most = lowest_most.min(most);
        });
        highest_least > lowest_most
    }

    fn primitives(&self, layout: &Layout) -> Vec<Primitive> {
        // Each stretch against every other: their sums are equal (against the next alone,
        // a long line's far stretches learn of each other only through the bounds between).
        let segments = line::region_segments(layout, &self.cells);
        if segments.len() < 2 {
            return vec![Primitive::Walk];
        }
        let equal = |a: &[Cell], b: &[Cell]| Primitive::Sum {
            terms: a.iter().map(|&c| (c, 1)).chain(b.iter().map(|&c| (c, -1))).collect(),
            target: 0,
        };
        let mut sums = Vec::new();
        for (j, b) in segments.iter().enumerate() {
            sums.extend(segments[..j].iter().map(|a| equal(a, b)));
        }
        sums
    }

    fn fits(&self, _fit: &Fit) -> Result<(), ConstraintError> {
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        format!("{} {}", super::capitalized(self.name()), super::span(layout, &self.cells, "–"))
    }

    fn word(&self, size: usize) -> String {
        format!("regionsum.{}", cells_word(&self.cells, size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        fpuzzles::line("regionsumline", &self.cells, size)
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        vec![drawing::line(layout, "region-sum", &self.cells)]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::RegionSum
    }

    fn sentence(&self, _size: usize) -> String {
        "Region sum lines (blue): each box a line passes through holds the same sum on it.".into()
    }
}
