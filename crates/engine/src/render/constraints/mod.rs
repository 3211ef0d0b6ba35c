//! Where each variant constraint is drawn over the board, as SudokuPad players know them:
//! grey thermometers with round bulbs, arrows with circled bulbs, dots and X/V on cell
//! edges, coloured lines through cell centres, shaded cells, quadruple circles on corners,
//! and the clues outside the grid on a frame one cell wide around it (sandwich sums, X-sums
//! and skyscrapers as numbers; little killers as a number and a small diagonal arrow), and
//! the setter's pencil marks as small digits in a row at the cell's centre, in the givens' ink.
//! Pure geometry in SVG units (one cell is [`UNIT`] wide, the board's top-left corner at
//! 0 0, the frame at -[`UNIT`]): the one description of where each rule is drawn. The app's
//! board renders it over its cells (each shape's `class` names its colour in the style
//! sheet); [`super::BoardImage`] paints it with fixed inks (`marks.rs`) into its pictures.

use crate::constraint::drawing::{line, GIVEN_MARKS};
pub use crate::constraint::drawing::{Point, Shape, UNIT};
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::geometry::Layout;

#[cfg(test)]
mod tests;

/// The shapes of every constraint, bottom layer first.
pub fn draw(layout: &Layout, constraints: &[Constraint]) -> Vec<Shape> {
    let mut shapes: Vec<Shape> = constraints.iter().flat_map(|c| c.shapes(layout)).collect();
    shapes.sort_by_key(Shape::layer);
    shapes
}

/// The cell whose given pencil marks `shape` writes, if it writes some: the board and the
/// pictures leave them out where the cell shows a digit or the player's centre marks.
pub fn given_marks_cell(layout: &Layout, shape: &Shape) -> Option<Cell> {
    match shape {
        Shape::Text { class: GIVEN_MARKS, at: (x, y), .. } if *x >= 0 && *y >= 0 => {
            let (row, column) = ((*y / UNIT) as usize, (*x / UNIT) as usize);
            (row < layout.size() && column < layout.size()).then(|| layout.cell(row, column))
        }
        _ => None,
    }
}

/// Whether some constraint is a clue outside the grid, so the board leaves a frame for it.
pub fn has_outside_clues(constraints: &[Constraint]) -> bool {
    constraints.iter().any(|constraint| constraint.clue().is_some())
}

/// The line a setter is drawing, through the centres of its cells.
pub fn drawn_path(layout: &Layout, cells: &[Cell]) -> Shape {
    line(layout, "setter-path", cells)
}
