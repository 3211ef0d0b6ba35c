//! The killer cage family: a cage that overlaps another cage. The board keeps one cage per
//! cell ([`crate::geometry::Variant::cages`], its cages are peers and houses of the killer
//! search); a shared puzzle's cages may share cells (f-puzzles draws them so), and every
//! cage that shares a cell with another is kept here instead, as a rule of its own: its
//! digits do not repeat and sum to its number. The f-puzzles reader makes the split
//! (`format/fpuzzles`), and the writer writes both kinds under `killercage` again.

use super::{Rule, Scope};
use crate::constraint::drawing::{corner, Point, Shape, UNIT};
use crate::constraint::fpuzzles::{names, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::{plain_sum, Primitive};
use crate::constraint::relation::{self, Pair, Relation};
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::{cells_word, Word};
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::{sum_range, Layout};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// How far inside its cells an overlapping cage's outline runs, in drawing units: further
/// than the board's cages, so that two cages over one cell both show.
const INSET: i32 = 14;

/// A killer cage that shares cells with another cage: no digit repeats in `cells`, and
/// they sum to `sum` when it is given.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct KillerCage {
    pub cells: Vec<Cell>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sum: Option<u16>,
}

impl KillerCage {
    /// The first cell in reading order, where the sum is written.
    fn anchor(&self) -> Option<Cell> {
        self.cells.iter().min().copied()
    }
}

impl Rule for KillerCage {
    /// None of its own: `killercage` is read with the board's cages, which puts each cage
    /// that overlaps another here (`format/fpuzzles`).
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        let sum = match crate::constraint::fpuzzles::field(entry.value, "value") {
            None => None,
            Some(_) => Some(entry.sum()?),
        };
        Ok(vec![KillerCage { cells: entry.cells("cells")?, sum }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "killercage").then(|| match word.first_and_rest() {
            Some((_, [])) => word.line().map(|cells| KillerCage { cells, sum: None }),
            Some((_, [_, ..])) | None => {
                word.number_and_cells().map(|(sum, cells)| KillerCage { cells, sum: Some(sum) })
            }
        })
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        let cells = super::cells(layout, &[(0, 0), (0, 1), (1, 1)]);
        vec![KillerCage { cells: cells.clone(), sum: Some(10) }, KillerCage { cells, sum: None }]
    }

    fn name(&self) -> &'static str {
        "killer cage"
    }

    fn listed(&self) -> Vec<Cell> {
        self.cells.clone()
    }

    fn normalize(&mut self) {
        self.cells.sort_unstable();
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        relation::every_pair(&self.cells, Relation::Differ)
    }

    fn breaks(&self, _layout: &Layout, v: &[u8]) -> bool {
        let Some(sum) = self.sum else { return false };
        let digits = self.cells.iter().map(|c| v.get(c.index()).copied().unwrap_or(0));
        let total: u32 = digits.clone().map(u32::from).sum();
        let full = digits.clone().all(|d| d != 0);
        total > u32::from(sum) || (full && total != u32::from(sum))
    }

    fn primitives(&self, _layout: &Layout) -> Vec<Primitive> {
        let mut primitives = vec![Primitive::AllDifferent { cells: self.cells.clone() }];
        if let Some(sum) = self.sum {
            primitives.push(plain_sum(&self.cells, i64::from(sum)));
        }
        primitives
    }

    fn fits(&self, fit: &Fit) -> Result<(), ConstraintError> {
        let size = fit.size();
        if self.cells.is_empty() || self.cells.len() > size || !super::distinct(&self.cells) {
            return fit.fail(&self.cells, format!("a cage holds 1 to {size} different cells"));
        }
        if let Some(sum) = self.sum {
            let (min, max) = sum_range(self.cells.len(), size);
            if !(min..=max).contains(&usize::from(sum)) {
                let count = self.cells.len();
                return fit.fail(&self.cells, format!("{count} different digits sum to {min} to {max}, not {sum}"));
            }
        }
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        let at = self.anchor().map_or_else(String::new, |c| layout.cell_name(c));
        match self.sum {
            Some(sum) => format!("Killer cage {sum} at {at}"),
            None => format!("Killer cage at {at}"),
        }
    }

    fn word(&self, size: usize) -> String {
        match self.sum {
            Some(sum) => format!("killercage.{sum}.{}", cells_word(&self.cells, size)),
            None => format!("killercage.{}", cells_word(&self.cells, size)),
        }
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        let cells = names(&self.cells, size);
        FpuzzlesEntry::Listed(
            "killercage",
            match self.sum {
                Some(sum) => json!({ "cells": cells, "value": sum.to_string() }),
                None => json!({ "cells": cells }),
            },
        )
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        let mut shapes = outline(layout, &self.cells);
        if let (Some(sum), Some(anchor)) = (self.sum, self.anchor()) {
            let (x, y) = corner(layout, anchor);
            // In the top right corner inside the outline: the board's cage sums take the top left.
            let at = (x + UNIT - INSET - 16, y + INSET + 12);
            shapes.push(Shape::Text { class: "killer-cage-sum", at, text: sum.to_string() });
        }
        shapes
    }

    fn scope(&self, layout: &Layout) -> Scope {
        Scope::of_distinct(self.cells.len(), layout)
    }

    fn tool(&self) -> Tool {
        Tool::Cage
    }

    fn sentence(&self, _size: usize) -> String {
        "Killer cages that overlap: the digits of each cage sum to its number and do not repeat within it, \
         also where it shares cells with another cage."
            .into()
    }
}

/// The outline of `cells` a little inside them, as one straight segment per side of the
/// cells that faces no other cell of the cage (joined at the corners).
fn outline(layout: &Layout, cells: &[Cell]) -> Vec<Shape> {
    let n = layout.size() as i32;
    let inside = |r: i32, c: i32| {
        (0..n).contains(&r) && (0..n).contains(&c) && cells.contains(&layout.cell(r as usize, c as usize))
    };
    let mut shapes = Vec::new();
    let mut segment =
        |from: Point, to: Point| shapes.push(Shape::Line { class: "killer-cage", points: vec![from, to] });
    // Where an edge ends on a side: short of the corner, at it when the cage goes on that
    // way, past it (to meet the turn) when it also turns back in.
    let end = |along: bool, turn: bool| match (along, turn) {
        (false, _) => INSET,
        (true, false) => 0,
        (true, true) => -INSET,
    };
    for &cell in cells {
        if cell.index() >= layout.cell_count() {
            continue;
        }
        let (r, c) = (layout.row(cell) as i32, layout.column(cell) as i32);
        let same = |dr: i32, dc: i32| inside(r + dr, c + dc);
        let (x, y) = (c * UNIT, r * UNIT);
        if !same(-1, 0) {
            let (a, b) = (end(same(0, -1), same(-1, -1)), end(same(0, 1), same(-1, 1)));
            segment((x + a, y + INSET), (x + UNIT - b, y + INSET));
        }
        if !same(1, 0) {
            let (a, b) = (end(same(0, -1), same(1, -1)), end(same(0, 1), same(1, 1)));
            segment((x + a, y + UNIT - INSET), (x + UNIT - b, y + UNIT - INSET));
        }
        if !same(0, -1) {
            let (a, b) = (end(same(-1, 0), same(-1, -1)), end(same(1, 0), same(1, -1)));
            segment((x + INSET, y + a), (x + INSET, y + UNIT - b));
        }
        if !same(0, 1) {
            let (a, b) = (end(same(-1, 0), same(-1, 1)), end(same(1, 0), same(1, 1)));
            segment((x + UNIT - INSET, y + a), (x + UNIT - INSET, y + UNIT - b));
        }
    }
    shapes
}
