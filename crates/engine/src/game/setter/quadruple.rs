//! Quadruples in setup: a press near an inner corner chooses the four cells around it,
//! and the setter types the digits they must hold, one key at a time.

use super::SetterError;
use crate::constraint::family;
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::geometry::Layout;

/// How close to a corner (a fraction of the cell, on each axis) a press chooses it.
const NEAR_CORNER: f64 = 0.35;

/// The four cells around the inner corner of `cell` nearest to the point (`x`, `y`), each
/// from 0 to 1 across the cell from its top left corner, top left first; `None` when the
/// press is not near a corner, or the corner is on the board's rim.
pub fn nearest_corner(layout: &Layout, cell: Cell, x: f64, y: f64) -> Option<[Cell; 4]> {
    let near = |at: f64| {
        if at < NEAR_CORNER {
            Some(-1)
        } else if at > 1.0 - NEAR_CORNER {
            Some(0)
        } else {
            None
        }
    };
    let (row, column) = (layout.row(cell), layout.column(cell));
    let top = row.checked_add_signed(near(y)?)?;
    let left = column.checked_add_signed(near(x)?)?;
    (top + 1 < layout.size() && left + 1 < layout.size())
        .then(|| [(0, 0), (0, 1), (1, 0), (1, 1)].map(|(dr, dc)| layout.cell(top + dr, left + dc)))
}

/// The digits of the quadruple on `cells` among `existing` (empty when there is none).
pub fn quadruple_digits(existing: &[Constraint], cells: [Cell; 4]) -> Vec<u8> {
    existing
        .iter()
        .find_map(|c| match c {
            Constraint::Quadruple(family::Quadruple { cells: on, digits }) if *on == cells => Some(digits.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

/// The constraints with `digit` added to the quadruple on `cells` (made when there is
/// none yet), or why it cannot be.
pub fn with_quadruple_digit(
    layout: &Layout,
    existing: &[Constraint],
    cells: [Cell; 4],
    digit: u8,
) -> Result<Vec<Constraint>, SetterError> {
    let mut digits = quadruple_digits(existing, cells);
    if digits.len() == 4 {
        return Err(SetterError::QuadrupleFull);
    }
    digits.push(digit);
    let quadruple = Constraint::Quadruple(family::Quadruple { cells, digits }).normalized();
    quadruple.validate(layout)?;
    Ok(replaced(existing, cells, Some(quadruple)))
}

/// The constraints with the quadruple on `cells` less its last digit typed (the largest);
/// with none left it goes. Refused when there is no quadruple there.
pub fn without_quadruple_digit(
    layout: &Layout,
    existing: &[Constraint],
    cells: [Cell; 4],
) -> Result<Vec<Constraint>, SetterError> {
    let mut digits = quadruple_digits(existing, cells);
    if digits.pop().is_none() {
        return Err(SetterError::NothingToErase { at: format!("the corner of {}", cells[0].name(layout.size())) });
    }
    let kept = (!digits.is_empty()).then_some(Constraint::Quadruple(family::Quadruple { cells, digits }));
    Ok(replaced(existing, cells, kept))
}

/// `existing` with the quadruple on `cells` replaced by `by` (in its place), or removed.
fn replaced(existing: &[Constraint], cells: [Cell; 4], by: Option<Constraint>) -> Vec<Constraint> {
    let at = existing
        .iter()
        .position(|c| matches!(c, Constraint::Quadruple(family::Quadruple { cells: on, .. }) if *on == cells));
    let mut constraints = existing.to_vec();
    match (at, by) {
        (Some(at), Some(by)) => constraints[at] = by,
        (Some(at), None) => {
            constraints.remove(at);
        }
        (None, Some(by)) => constraints.push(by),
        (None, None) => {}
    }
    constraints
}
