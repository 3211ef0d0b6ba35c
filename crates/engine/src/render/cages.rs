//! Killer cages in the picture: a dashed outline a little inside the cells of each cage,
//! and its sum small in the top left corner of its first cell, over a white halo so that
//! it stays readable beside corner marks.

use std::fmt::Write as _;

use super::drawing::CELL;
use super::drawing::{Shape, Stroke, CAGE_INK};
use super::BoardImage;

/// How far inside its cells a cage's outline runs.
const INSET: usize = 5;

impl BoardImage {
    /// The cage outlines as one dashed path, or nothing on a board without cages.
    pub(super) fn cage_outlines(&self, shapes: &mut Vec<Shape>) {
        let layout = &self.layout;
        if layout.cages().is_empty() {
            return;
        }
        let n = layout.size() as isize;
        let cage_at = |r: isize, c: isize| {
            (0..n).contains(&r).then_some(())?;
            (0..n).contains(&c).then_some(())?;
            layout.cage_of(layout.cell(r as usize, c as usize))
        };
        let (cell, inset) = (CELL as isize, INSET as isize);
        let mut d = String::new();
        for r in 0..n {
            for c in 0..n {
                let Some(cage) = cage_at(r, c) else { continue };
                let same = |dr: isize, dc: isize| cage_at(r + dr, c + dc) == Some(cage);
                // Where an edge ends on a side: short of the corner, at it when the cage goes
                // on that way, past it (to meet the turn) when it also turns back in.
                let end = |along: bool, turn: bool| match (along, turn) {
                    (false, _) => inset,
                    (true, false) => 0,
                    (true, true) => -inset,
                };
                let (x, y) = (c * cell, r * cell);
                if !same(-1, 0) {
                    let (a, b) = (end(same(0, -1), same(-1, -1)), end(same(0, 1), same(-1, 1)));
                    let _ = write!(d, "M{} {}H{}", x + a, y + inset, x + cell - b);
                }
                if !same(1, 0) {
                    let (a, b) = (end(same(0, -1), same(1, -1)), end(same(0, 1), same(1, 1)));
                    let _ = write!(d, "M{} {}H{}", x + a, y + cell - inset, x + cell - b);
                }
                if !same(0, -1) {
                    let (a, b) = (end(same(-1, 0), same(-1, -1)), end(same(1, 0), same(1, -1)));
                    let _ = write!(d, "M{} {}V{}", x + inset, y + a, y + cell - b);
                }
                if !same(0, 1) {
                    let (a, b) = (end(same(-1, 0), same(-1, 1)), end(same(1, 0), same(1, 1)));
                    let _ = write!(d, "M{} {}V{}", x + cell - inset, y + a, y + cell - b);
                }
            }
        }
        shapes.push(Shape::Lines {
            d,
            stroke: Stroke { ink: CAGE_INK, width: 1, square_ends: false, dashes: Some("4 3") },
        });
    }

    /// Each cage's sum in the top left corner of its first cell.
    pub(super) fn cage_sums(&self, shapes: &mut Vec<Shape>) {
        let n = self.layout.size();
        for cage in self.layout.cages() {
            let (Some(sum), Some(anchor)) = (cage.sum, cage.anchor()) else { continue };
            let (x, y) = ((anchor.index() % n) * CELL, (anchor.index() / n) * CELL);
            shapes.push(Shape::Sum { x: x + 2, y: y + 13, sum });
        }
    }
}
