//! The little killer family: its rule, and its duties.

use super::{Rule, Scope};
use crate::constraint::check::sum_range;
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{self, names, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::outside::{Direction, Outside};
use crate::constraint::primitive::{plain_sum, Primitive};
use crate::constraint::relation::Pair;
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::Word;
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Little killer: the digits along the diagonal from the clue sum to `sum` (they may repeat).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct LittleKiller {
    pub clue: Outside,
    pub direction: Direction,
    pub sum: u16,
}

impl Rule for LittleKiller {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("littlekillersum", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        let code = entry.text("direction");
        let direction = Direction::from_code(code).ok_or_else(|| format!("{code:?} is not UL, UR, DL or DR"))?;
        Ok(vec![LittleKiller { clue: entry.outside()?, direction, sum: entry.sum()? }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "littlekiller").then(|| {
            let [clue, direction, sum] =
                word.parts("littlekiller.CLUE.DIRECTION.SUM, such as littlekiller.r0c3.dr.15")?;
            let direction = Direction::from_code(direction)
                .ok_or_else(|| word.form("littlekiller.CLUE.DIRECTION.SUM, the direction ul, ur, dl or dr"))?;
            Ok(LittleKiller { clue: word.clue(clue)?, direction, sum: word.number(sum)? })
        })
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        let clue = Outside { row: 0, column: 1 };
        let sum = clue.ray(layout.size(), Direction::DownRight).len() as u16 * 2;
        vec![LittleKiller { clue, direction: Direction::DownRight, sum }]
    }

    fn name(&self) -> &'static str {
        "little killer"
    }

    fn listed(&self) -> Vec<Cell> {
        Vec::new()
    }

    fn cells(&self, layout: &Layout) -> Vec<Cell> {
        self.clue.ray(layout.size(), self.direction)
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        Vec::new()
    }

    fn breaks(&self, layout: &Layout, v: &[u8]) -> bool {
        let at = |cell: Cell| v.get(cell.index()).copied().unwrap_or(0);
        let (min, max) = sum_range(self.clue.ray_cells(layout.size(), self.direction).map(at), layout.size() as u32);
        u32::from(self.sum) < min || u32::from(self.sum) > max
    }

    fn primitives(&self, layout: &Layout) -> Vec<Primitive> {
        vec![plain_sum(&self.clue.ray(layout.size(), self.direction), i64::from(self.sum))]
    }

    fn fits(&self, fit: &Fit) -> Result<(), ConstraintError> {
        let (ray, sum) = (self.clue.ray(fit.size(), self.direction), self.sum);
        if ray.is_empty() {
            return fit.clue_fail(self.clue, "the clue does not point into the grid");
        }
        if usize::from(sum) < ray.len() || usize::from(sum) > ray.len() * fit.size() {
            return fit.clue_fail(self.clue, format!("{} cells cannot sum to {sum}", ray.len()));
        }
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        format!("{} {} {}", super::capitalized(self.name()), self.sum, super::place(self.clue, layout.size()))
    }

    fn word(&self, _size: usize) -> String {
        format!("littlekiller.{}.{}.{}", self.clue.name(), self.direction.code().to_ascii_lowercase(), self.sum)
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::Listed(
            "littlekillersum",
            json!({
                "cell": fpuzzles::frame(self.clue),
                "cells": names(&self.clue.ray(size, self.direction), size),
                "direction": self.direction.code(),
                "value": self.sum.to_string(),
            }),
        )
    }

    fn shapes(&self, _layout: &Layout) -> Vec<Shape> {
        drawing::little_killer(self.clue, self.direction, self.sum)
    }

    fn clue(&self) -> Option<Outside> {
        Some(self.clue)
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::LittleKiller
    }

    fn sentence(&self, _size: usize) -> String {
        "Little killers: the digits along the clue's diagonal sum to it (they may repeat).".into()
    }
}
