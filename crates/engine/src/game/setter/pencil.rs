//! Given pencil marks in setup: a press on a cell chooses it, and the setter types the
//! digits it may hold, one key at a time (a digit typed again is taken off).

use super::SetterError;
use crate::constraint::family;
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::geometry::Layout;

/// The digits of the pencil marks given in `cell` among `existing` (empty when none).
pub fn pencil_mark_digits(existing: &[Constraint], cell: Cell) -> Vec<u8> {
    let of_cell = |c: &Constraint| {
        let Constraint::PencilMarks(family::PencilMarks { cell: at, digits }) = c else { return None };
        (*at == cell).then(|| digits.clone())
    };
    existing.iter().find_map(of_cell).unwrap_or_default()
}

/// The constraints with `digit` added to the pencil marks in `cell` (made when there are
/// none yet), or taken off when it is there already (none left: they go); or why not.
pub fn with_pencil_mark_digit(
    layout: &Layout,
    existing: &[Constraint],
    cell: Cell,
    digit: u8,
) -> Result<Vec<Constraint>, SetterError> {
    let mut digits = pencil_mark_digits(existing, cell);
    match digits.iter().position(|&d| d == digit) {
        Some(at) => {
            digits.remove(at);
        }
        None => digits.push(digit),
    }
    let marks = (!digits.is_empty())
        .then(|| Constraint::PencilMarks(family::PencilMarks { cell, digits }).normalized())
        .map(|marks| marks.validate(layout).map(|()| marks))
        .transpose()?;
    Ok(replaced(existing, cell, marks))
}

/// The constraints with the largest digit of the pencil marks in `cell` taken off; with
/// none left they go. Refused when there are none there.
pub fn without_pencil_mark_digit(
    layout: &Layout,
    existing: &[Constraint],
    cell: Cell,
) -> Result<Vec<Constraint>, SetterError> {
    let mut digits = pencil_mark_digits(existing, cell);
    if digits.pop().is_none() {
        return Err(SetterError::NothingToErase { at: cell.name(layout.size()) });
    }
    let kept = (!digits.is_empty()).then_some(Constraint::PencilMarks(family::PencilMarks { cell, digits }));
    Ok(replaced(existing, cell, kept))
}

/// `existing` with the pencil marks in `cell` replaced by `by` (in their place), or removed.
fn replaced(existing: &[Constraint], cell: Cell, by: Option<Constraint>) -> Vec<Constraint> {
    let at = existing.iter().position(|c| matches!(c, Constraint::PencilMarks(m) if m.cell == cell));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_typed_go_on_and_typed_again_come_off() {
        let layout = Layout::classic();
        let cell = layout.cell(4, 4);
        let one = with_pencil_mark_digit(&layout, &[], cell, 3).unwrap();
        let two = with_pencil_mark_digit(&layout, &one, cell, 1).unwrap();
        assert_eq!(pencil_mark_digits(&two, cell), vec![1, 3]);
        assert_eq!(two.len(), 1);
        let back = with_pencil_mark_digit(&layout, &two, cell, 3).unwrap();
        assert_eq!(pencil_mark_digits(&back, cell), vec![1]);
        assert_eq!(without_pencil_mark_digit(&layout, &back, cell), Ok(Vec::new()));
        assert!(without_pencil_mark_digit(&layout, &[], cell).is_err());
    }
}
