//! Whether a constraint can stand on its board: what every rule is checked for here, the
//! rest by its family ([`super::family::Rule::fits`]).

use super::outside::Outside;
use super::{line, Constraint, ConstraintError};
use crate::digits::Cell;
use crate::geometry::Layout;

impl Constraint {
    /// Checks that the rule fits the board: its cells are on it and distinct, a line's
    /// cells touch (sides or corners), a dot's two cells share a side, a quadruple is a
    /// 2x2 block, an outside clue faces a row or column, and every number is possible.
    pub fn validate(&self, layout: &Layout) -> Result<(), ConstraintError> {
        let fit = Fit { layout, name: self.name() };
        if let Some(off) = self.listed().iter().find(|c| c.index() >= layout.cell_count()) {
            return Err(ConstraintError {
                constraint: self.name().to_string(),
                cells: vec![format!("cell {}", off.index())],
                reason: format!("off the board of {} cells", layout.cell_count()),
            });
        }
        if let Some(cells) = self.line() {
            if line::distinct(cells).len() < 2 {
                return fit.fail(cells, "a line needs at least two cells");
            }
            if line::revisits(cells) && !self.rule().may_revisit() {
                return fit.fail(cells, format!("a {} cannot pass a cell twice", self.name()));
            }
            if !fit.touching(cells) {
                return fit.fail(cells, "the line's cells do not follow each other");
            }
        }
        self.rule().fits(&fit)
    }
}

/// A rule on its board, being checked: the board, and the rule's name for its errors.
pub(crate) struct Fit<'a> {
    pub(crate) layout: &'a Layout,
    name: &'static str,
}

impl Fit<'_> {
    /// The number of digits of the board.
    pub(crate) fn size(&self) -> usize {
        self.layout.size()
    }

    /// The rule does not fit, at `cells`, for `reason`.
    pub(crate) fn fail(&self, cells: &[Cell], reason: impl Into<String>) -> Result<(), ConstraintError> {
        Err(ConstraintError {
            constraint: self.name.to_string(),
            cells: cells.iter().map(|c| c.name(self.size())).collect(),
            reason: reason.into(),
        })
    }

    /// The rule's clue beside the grid does not fit, for `reason`.
    pub(crate) fn clue_fail(&self, clue: Outside, reason: impl Into<String>) -> Result<(), ConstraintError> {
        Err(ConstraintError { constraint: self.name.to_string(), cells: vec![clue.name()], reason: reason.into() })
    }

    /// Whether each cell touches the next, by a side or a corner.
    pub(crate) fn touching(&self, cells: &[Cell]) -> bool {
        let layout = self.layout;
        cells.windows(2).all(|w| {
            let (dr, dc) =
                (layout.row(w[0]).abs_diff(layout.row(w[1])), layout.column(w[0]).abs_diff(layout.column(w[1])));
            dr <= 1 && dc <= 1
        })
    }

    /// Whether two cells share a side.
    pub(crate) fn side_by_side(&self, a: Cell, b: Cell) -> bool {
        let layout = self.layout;
        layout.row(a).abs_diff(layout.row(b)) + layout.column(a).abs_diff(layout.column(b)) == 1
    }
}
