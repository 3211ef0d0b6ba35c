//! The indexer cells (row, column and box indexers): their rule, and their duties.

use super::{Rule, Scope};
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{self, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::{Pair, Relation};
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::Word;
use crate::constraint::{Constraint, Indexer as IndexKind};
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::{HouseKind, Layout};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Indexer cell: its digit says where in its column, row or box the cell's own position is found.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Indexer {
    pub cell: Cell,
    pub index: IndexKind,
}

impl Rule for Indexer {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &KEYS
    }

    fn read_fpuzzles(key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        let index = [IndexKind::Row, IndexKind::Column, IndexKind::Box]
            .into_iter()
            .find(|&index| index_key(index) == key)
            .ok_or_else(|| format!("{key} is not an indexer's key"))?;
        Ok(entry.cells("cells")?.into_iter().map(|cell| Indexer { cell, index }).collect())
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "indexer").then(|| {
            const FORM: &str = "indexer.row.CELL (or column, box), such as indexer.row.r1c1";
            let [written, cell] = word.parts(FORM)?;
            let index = [IndexKind::Row, IndexKind::Column, IndexKind::Box]
                .into_iter()
                .find(|&index| index_word(index) == written)
                .ok_or_else(|| word.form(FORM))?;
            let [cell] = word.cells_of(cell, FORM)?;
            Ok(Indexer { cell, index })
        })
    }

    fn examples(layout: &Layout) -> Vec<Self> {
        [IndexKind::Row, IndexKind::Column, IndexKind::Box]
            .map(|index| Indexer { cell: layout.cell(0, 0), index })
            .to_vec()
    }

    fn name(&self) -> &'static str {
        match self.index {
            IndexKind::Row => "row indexer",
            IndexKind::Column => "column indexer",
            IndexKind::Box => "box indexer",
        }
    }

    fn listed(&self) -> Vec<Cell> {
        vec![self.cell]
    }

    fn cells(&self, layout: &Layout) -> Vec<Cell> {
        indexed_cells(layout, self.cell, self.index)
    }

    fn pairs(&self, layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        let cell = self.cell;
        let indexed = indexed_cells(layout, cell, self.index);
        let Some(position) = indexed.iter().position(|&c| c == cell) else {
            return Vec::new();
        };
        indexed
            .into_iter()
            .enumerate()
            .filter(|&(_, other)| other != cell)
            .map(|(k, other)| (cell, other, Relation::Iff { x: k as u8 + 1, y: position as u8 + 1 }))
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

    fn label(&self, layout: &Layout) -> String {
        format!("{} {}", super::capitalized(self.name()), layout.cell_name(self.cell))
    }

    fn word(&self, size: usize) -> String {
        format!("indexer.{}.{}", index_word(self.index), self.cell.name(size))
    }

    fn fpuzzles(&self, size: usize) -> FpuzzlesEntry {
        FpuzzlesEntry::Listed(index_key(self.index), json!({ "cells": [fpuzzles::cell_name(self.cell, size)] }))
    }

    fn shapes(&self, layout: &Layout) -> Vec<Shape> {
        let class = match self.index {
            IndexKind::Row => "indexer-row",
            IndexKind::Column => "indexer-column",
            IndexKind::Box => "indexer-box",
        };
        vec![drawing::shaded(layout, class, &[self.cell])]
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        match self.index {
            IndexKind::Row => Tool::RowIndexer,
            IndexKind::Column => Tool::ColumnIndexer,
            IndexKind::Box => Tool::BoxIndexer,
        }
    }

    fn sentence(&self, _size: usize) -> String {
        match self.index {
            IndexKind::Row => {
                "Row indexers: a digit d in row r of a column says that row d of that column holds r.".into()
            }
            IndexKind::Column => {
                "Column indexers: a digit d in column c of a row says that column d of that row holds c.".into()
            }
            IndexKind::Box => {
                "Box indexers: a digit d at place p of a box says that place d of that box holds p.".into()
            }
        }
    }
}

/// The cells an indexer cell points into, in index order: its column (row indexer), its
/// row (column indexer) or its box.
fn indexed_cells(layout: &Layout, cell: Cell, index: IndexKind) -> Vec<Cell> {
    let size = layout.size();
    if cell.index() >= layout.cell_count() {
        return Vec::new();
    }
    let (row, column) = (layout.row(cell), layout.column(cell));
    match index {
        IndexKind::Row => (0..size).map(|r| layout.cell(r, column)).collect(),
        IndexKind::Column => (0..size).map(|c| layout.cell(row, c)).collect(),
        IndexKind::Box => layout
            .houses()
            .iter()
            .find(|h| matches!(h.kind, HouseKind::Box | HouseKind::Region) && h.index == layout.region(cell))
            .map(|h| h.cells.clone())
            .unwrap_or_default(),
    }
}

/// The index's word in an `indexer.` rule.
fn index_word(index: IndexKind) -> &'static str {
    match index {
        IndexKind::Row => "row",
        IndexKind::Column => "column",
        IndexKind::Box => "box",
    }
}

/// The indexers' keys in an f-puzzles document.
const KEYS: [(&str, KeyShape); 3] = [
    (index_key(IndexKind::Row), KeyShape::List),
    (index_key(IndexKind::Column), KeyShape::List),
    (index_key(IndexKind::Box), KeyShape::List),
];

/// The index's key in an f-puzzles document.
const fn index_key(index: IndexKind) -> &'static str {
    match index {
        IndexKind::Row => "rowindexer",
        IndexKind::Column => "columnindexer",
        IndexKind::Box => "boxindexer",
    }
}
