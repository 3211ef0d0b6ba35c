//! The arrow family: its rule, and its duties.

use super::{cells, Rule, Scope};
use crate::constraint::check::sum_range;
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{names, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::Pair;
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::{cells_word, Word};
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Arrow: each shaft's digits sum to the bulb's number (a pill of several cells reads as their digits written side by side).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Arrow {
    pub bulb: Vec<Cell>,
    pub shafts: Vec<Vec<Cell>>,
}

impl Rule for Arrow {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("arrow", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        let bulb = entry.cells("cells")?;
        let shafts = entry
            .lines()?
            .into_iter()
            .map(|line| line.into_iter().filter(|c| !bulb.contains(c)).collect::<Vec<Cell>>())
            .collect();
        Ok(vec![Arrow { bulb, shafts }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "arrow").then(|| {
            let form = || word.form("arrow.BULB.SHAFT, one or more shafts, such as arrow.r1c1.r1c2r1c3");
            let (bulb, shafts) = word.first_and_rest().filter(|(_, shafts)| !shafts.is_empty()).ok_or_else(form)?;
            Ok(Arrow {
                bulb: word.cells(bulb)?,
                shafts: shafts.iter().map(|s| word.cells(s)).collect::<Result<_, _>>()?,
            })
        })
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        vec![Arrow { bulb: cells(layout, &[(0, 3)]), shafts: vec![cells(layout, &[(0, 4), (1, 4)])] }]
    }

    fn name(&self) -> &'static str {
        "arrow"
    }

    fn listed(&self) -> Vec<Cell> {
        self.bulb.iter().chain(self.shafts.iter().flatten()).copied().collect()
    }

    fn starts_at_its_first_cell(&self) -> bool {
        true
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        Vec::new()
    }

    fn breaks(&self, layout: &Layout, v: &[u8]) -> bool {
        let size = layout.size() as u32;
        let at = |cell: &Cell| v.get(cell.index()).copied().unwrap_or(0);
        let (low, high) = self.bulb.iter().fold((0u32, 0u32), |(low, high), c| match at(c) {
            0 => (low * 10 + 1, high * 10 + size),
            d => (low * 10 + u32::from(d), high * 10 + u32::from(d)),
        });
        self.shafts.iter().any(|shaft| {
            let (min, max) = sum_range(shaft.iter().map(at), size);
            min > high || max < low
        })
    }

    fn primitives(&self, _layout: &Layout) -> Vec<Primitive> {
        let places = self.bulb.len() as u32;
        let pill: Vec<(Cell, i64)> =
            self.bulb.iter().enumerate().map(|(i, &c)| (c, -(10i64.pow(places - 1 - i as u32)))).collect();
        self.shafts
            .iter()
            .map(|shaft| Primitive::Sum {
                terms: shaft.iter().map(|&c| (c, 1)).chain(pill.iter().copied()).collect(),
                target: 0,
            })
            .collect()
    }

    fn fits(&self, fit: &Fit) -> Result<(), ConstraintError> {
        let bulb = &self.bulb;
        if bulb.is_empty() || bulb.len() > 3 || !fit.touching(bulb) {
            return fit.fail(bulb, "a bulb is one to three cells in a row");
        }
        if self.shafts.is_empty() || self.shafts.iter().any(Vec::is_empty) {
            return fit.fail(bulb, "an arrow needs a shaft of at least one cell");
        }
        let all = self.cells(fit.layout);
        if !super::distinct(&all) {
            return fit.fail(&all, "the arrow passes a cell twice");
        }
        Ok(())
    }

    fn label(&self, layout: &Layout) -> String {
        format!("Arrow from {}", super::span(layout, &self.bulb, ""))
    }

    fn word(&self, size: usize) -> String {
        let shafts: Vec<String> = self.shafts.iter().map(|s| cells_word(s, size)).collect();
        format!("arrow.{}.{}", cells_word(&self.bulb, size), shafts.join("."))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        let start = self.bulb.last().copied();
        let lines: Vec<Vec<String>> = self
            .shafts
            .iter()
            .map(|shaft| names(&start.into_iter().chain(shaft.iter().copied()).collect::<Vec<Cell>>(), size))
            .collect();
        FpuzzlesEntry::Listed("arrow", json!({ "cells": names(&self.bulb, size), "lines": lines }))
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        drawing::arrow(layout, &self.bulb, &self.shafts)
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::Arrow
    }

    fn sentence(&self, _size: usize) -> String {
        "Arrows: the digits along an arrow sum to the number in its circle \
            (a circle of several cells reads as one number, left to right or top to bottom)."
            .into()
    }
}
