//! What one move changed: for each touched cell and layer, the number before and after.
//! Undo writes the `before`s back, redo the `after`s; a history holds deltas, never boards.
//!
//! A [`Change`] serializes as a four-number array `[cell, layer, before, after]`
//! (layer: 0 value, 1 corner marks, 2 centre marks, 3 colour, 4 red mark) so that a
//! saved game with hundreds of moves stays a few kilobytes.

use serde::{Deserialize, Serialize};

use super::Board;
use crate::digits::{Cell, DigitSet, MAX_SIZE};

/// One layer of a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub enum Layer {
    Value,
    Corner,
    Centre,
    Colour,
    Red,
}

impl Layer {
    pub const ALL: [Layer; 5] = [Layer::Value, Layer::Corner, Layer::Centre, Layer::Colour, Layer::Red];

    /// Whether `raw` is a possible number of this layer on a board of `size` digits.
    pub fn fits(self, raw: u32, size: usize) -> bool {
        let size = size.min(MAX_SIZE);
        match self {
            Layer::Value => raw as usize <= size,
            Layer::Corner | Layer::Centre => DigitSet::from_bits(raw).is_subset(DigitSet::all(size)),
            Layer::Colour => raw <= u32::from(super::Colour::COUNT),
            Layer::Red => raw <= 1,
        }
    }
}

impl TryFrom<u8> for Layer {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Layer::ALL.get(usize::from(n)).copied().ok_or_else(|| format!("layer {n} is not in 0..=4"))
    }
}

impl From<Layer> for u8 {
    fn from(layer: Layer) -> u8 {
        layer as u8
    }
}

/// One layer of one cell, before and after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "(Cell, Layer, u32, u32)", into = "(Cell, Layer, u32, u32)")]
pub struct Change {
    pub cell: Cell,
    pub layer: Layer,
    pub before: u32,
    pub after: u32,
}

impl From<(Cell, Layer, u32, u32)> for Change {
    fn from((cell, layer, before, after): (Cell, Layer, u32, u32)) -> Change {
        Change { cell, layer, before, after }
    }
}

impl From<Change> for (Cell, Layer, u32, u32) {
    fn from(c: Change) -> Self {
        (c.cell, c.layer, c.before, c.after)
    }
}

/// Everything one move changed, in cell order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Delta(pub Vec<Change>);

impl Delta {
    /// The changes that turn `before` into `after` (boards of the same puzzle).
    pub fn between(before: &Board, after: &Board) -> Delta {
        let mut changes = Vec::new();
        for i in 0..before.len().min(after.len()) {
            let cell = Cell::new(i);
            for layer in Layer::ALL {
                let (b, a) = (before.layer(cell, layer), after.layer(cell, layer));
                if b != a {
                    changes.push(Change { cell, layer, before: b, after: a });
                }
            }
        }
        Delta(changes)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn changes(&self) -> &[Change] {
        &self.0
    }

    /// The cells this delta touches (each once, in order).
    pub fn cells(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self.0.iter().map(|c| c.cell).collect();
        cells.dedup();
        cells
    }

    /// Writes the `after` numbers (`forward`) or the `before` numbers into `board`, after
    /// checking that the board holds the other side. On a mismatch nothing changes and the
    /// offending change is returned.
    pub fn replay(&self, board: &mut Board, forward: bool, size: usize) -> Result<(), Change> {
        let from_to = |c: &Change| if forward { (c.before, c.after) } else { (c.after, c.before) };
        if let Some(bad) = self.0.iter().find(|c| {
            let (from, to) = from_to(c);
            c.cell.index() >= board.len() || board.layer(c.cell, c.layer) != from || !c.layer.fits(to, size)
        }) {
            return Err(*bad);
        }
        for change in &self.0 {
            board.set_layer(change.cell, change.layer, from_to(change).1, size);
        }
        Ok(())
    }
}
