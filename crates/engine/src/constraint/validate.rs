//! Whether a constraint can stand on its board.

use super::{line, Constraint, ConstraintError};
use crate::constraint::family;
use crate::digits::Cell;
use crate::geometry::Layout;

impl Constraint {
    /// Checks that the rule fits the board: its cells are on it and distinct, a line's
    /// cells touch (sides or corners), a dot's two cells share a side, a quadruple is a
    /// 2x2 block, an outside clue faces a row or column, and every number is possible.
    pub fn validate(&self, layout: &Layout) -> Result<(), ConstraintError> {
        let size = layout.size();
        let fail = |cells: &[Cell], reason: &str| {
            Err(ConstraintError {
                constraint: self.name().to_string(),
                cells: cells.iter().map(|c| c.name(size)).collect(),
                reason: reason.to_string(),
            })
        };
        if let Some(off) = self.listed().iter().find(|c| c.index() >= layout.cell_count()) {
            return Err(ConstraintError {
                constraint: self.name().to_string(),
                cells: vec![format!("cell {}", off.index())],
                reason: format!("off the board of {} cells", layout.cell_count()),
            });
        }
        let all = self.cells(layout);
        let distinct = |cells: &[Cell]| cells.iter().enumerate().all(|(i, c)| !cells[..i].contains(c));
        let touching = |cells: &[Cell]| {
            cells.windows(2).all(|w| {
                let (dr, dc) =
                    (layout.row(w[0]).abs_diff(layout.row(w[1])), layout.column(w[0]).abs_diff(layout.column(w[1])));
                dr <= 1 && dc <= 1
            })
        };
        let side_by_side =
            |a: Cell, b: Cell| layout.row(a).abs_diff(layout.row(b)) + layout.column(a).abs_diff(layout.column(b)) == 1;
        if let Some(cells) = self.line() {
            if line::distinct(cells).len() < 2 {
                return fail(cells, "a line needs at least two cells");
            }
            if line::revisits(cells) && !self.may_revisit() {
                return fail(cells, &format!("a {} cannot pass a cell twice", self.name()));
            }
            if !touching(cells) {
                return fail(cells, "the line's cells do not follow each other");
            }
        }
        match self {
            Constraint::Thermometer(family::Thermometer { cells }) if cells.len() > size => {
                fail(cells, &format!("{} cells cannot hold different digits of 1 to {size}", cells.len()))
            }
            Constraint::Renban(family::Renban { cells }) if line::distinct(cells).len() > size => {
                let count = line::distinct(cells).len();
                fail(cells, &format!("{count} cells cannot hold different digits of 1 to {size}"))
            }
            Constraint::Whispers(family::Whispers { cells, gap }) if *gap == 0 || usize::from(*gap) >= size => {
                fail(cells, &format!("a gap of {gap} is not possible with digits 1 to {size}"))
            }
            Constraint::Entropic(family::Entropic { cells }) if size % 3 != 0 => {
                fail(cells, &format!("digits 1 to {size} do not split into three equal sets"))
            }
            Constraint::ExtraRegion(family::ExtraRegion { cells }) => {
                if cells.is_empty() || cells.len() > size || !distinct(cells) {
                    return fail(cells, &format!("a region holds 1 to {size} different cells"));
                }
                Ok(())
            }
            Constraint::Arrow(family::Arrow { bulb, shafts }) => {
                if bulb.is_empty() || bulb.len() > 3 || !touching(bulb) {
                    return fail(bulb, "a bulb is one to three cells in a row");
                }
                if shafts.is_empty() || shafts.iter().any(Vec::is_empty) {
                    return fail(bulb, "an arrow needs a shaft of at least one cell");
                }
                if !distinct(&all) {
                    return fail(&all, "the arrow passes a cell twice");
                }
                Ok(())
            }
            Constraint::Difference(family::Difference { cells, value })
            | Constraint::Ratio(family::Ratio { cells, value })
            | Constraint::Xv(family::Xv { cells, sum: value }) => {
                if !side_by_side(cells[0], cells[1]) {
                    return fail(cells, "a mark sits between two cells that share a side");
                }
                let possible = match self {
                    Constraint::Difference(_) => (1..size).contains(&usize::from(*value)),
                    Constraint::Ratio(_) => (2..=size).contains(&usize::from(*value)),
                    _ => *value == 5 || *value == 10,
                };
                if !possible {
                    return fail(cells, &format!("{value} is not possible with digits 1 to {size}"));
                }
                Ok(())
            }
            Constraint::Quadruple(family::Quadruple { cells, digits }) => {
                let mut sorted = *cells;
                sorted.sort_unstable();
                let top_left = sorted[0];
                let block = [0, 1, size, size + 1].map(|d| top_left.index() + d);
                if layout.column(top_left) + 1 >= size || sorted.map(Cell::index) != block {
                    return fail(cells, "a quadruple sits on four cells of a 2x2 block");
                }
                if digits.is_empty() || digits.len() > 4 || digits.iter().any(|&d| d == 0 || usize::from(d) > size) {
                    return fail(cells, &format!("a quadruple lists one to four digits of 1 to {size}"));
                }
                Ok(())
            }
            Constraint::PencilMarks(family::PencilMarks { cell, digits }) => {
                if digits.is_empty() || digits.iter().any(|&d| d == 0 || usize::from(d) > size) {
                    return fail(&[*cell], &format!("pencil marks are digits of 1 to {size}"));
                }
                Ok(())
            }
            Constraint::Sandwich(family::Sandwich { clue, sum }) | Constraint::XSum(family::XSum { clue, sum }) => {
                if clue.line(size).is_none() {
                    return clue_fail(self, clue.name(), "the clue does not face a row or column");
                }
                if usize::from(*sum) > size * (size + 1) / 2 {
                    return clue_fail(self, clue.name(), &format!("{sum} is more than the digits of a row sum to"));
                }
                Ok(())
            }
            Constraint::Skyscraper(family::Skyscraper { clue, count }) => {
                if clue.line(size).is_none() {
                    return clue_fail(self, clue.name(), "the clue does not face a row or column");
                }
                if *count == 0 || usize::from(*count) > size {
                    return clue_fail(
                        self,
                        clue.name(),
                        &format!("{count} skyscrapers cannot be seen in a row of {size}"),
                    );
                }
                Ok(())
            }
            Constraint::LittleKiller(family::LittleKiller { clue, direction, sum }) => {
                let ray = clue.ray(size, *direction);
                if ray.is_empty() {
                    return clue_fail(self, clue.name(), "the clue does not point into the grid");
                }
                if usize::from(*sum) < ray.len() || usize::from(*sum) > ray.len() * size {
                    return clue_fail(self, clue.name(), &format!("{} cells cannot sum to {sum}", ray.len()));
                }
                Ok(())
            }
            Constraint::Clone(family::Clone { cells, copy }) => {
                if cells.is_empty() || cells.len() != copy.len() || !distinct(cells) || !distinct(copy) {
                    return fail(&all, "a clone is as many distinct cells as its original");
                }
                Ok(())
            }
            Constraint::Thermometer(_)
            | Constraint::SlowThermometer(_)
            | Constraint::Whispers(_)
            | Constraint::Renban(_)
            | Constraint::Palindrome(_)
            | Constraint::Between(_)
            | Constraint::RegionSum(_)
            | Constraint::Entropic(_)
            | Constraint::Modular(_)
            | Constraint::Diagonal(_)
            | Constraint::Negative(_)
            | Constraint::AntiKnight
            | Constraint::AntiKing
            | Constraint::NonConsecutive
            | Constraint::Even(_)
            | Constraint::Odd(_)
            | Constraint::Minimum(_)
            | Constraint::Maximum(_)
            | Constraint::Indexer(_) => Ok(()),
        }
    }
}

impl Constraint {
    /// Whether the line's rule still reads when the line passes a cell twice (a loop, or
    /// a path that runs back onto itself): rules of neighbours and of sets do; an order
    /// along the line (thermometers, a between line's ends) does not.
    fn may_revisit(&self) -> bool {
        match self {
            Constraint::Whispers(_)
            | Constraint::Renban(_)
            | Constraint::Palindrome(_)
            | Constraint::RegionSum(_)
            | Constraint::Entropic(_)
            | Constraint::Modular(_) => true,
            Constraint::Thermometer(_)
            | Constraint::SlowThermometer(_)
            | Constraint::Between(_)
            | Constraint::Arrow(_)
            | Constraint::Difference(_)
            | Constraint::Ratio(_)
            | Constraint::Xv(_)
            | Constraint::Negative(_)
            | Constraint::ExtraRegion(_)
            | Constraint::Diagonal(_)
            | Constraint::AntiKnight
            | Constraint::AntiKing
            | Constraint::NonConsecutive
            | Constraint::Quadruple(_)
            | Constraint::Even(_)
            | Constraint::Odd(_)
            | Constraint::Minimum(_)
            | Constraint::Maximum(_)
            | Constraint::Sandwich(_)
            | Constraint::LittleKiller(_)
            | Constraint::XSum(_)
            | Constraint::Skyscraper(_)
            | Constraint::Indexer(_)
            | Constraint::Clone(_)
            | Constraint::PencilMarks(_) => false,
        }
    }
}

fn clue_fail(constraint: &Constraint, place: String, reason: &str) -> Result<(), ConstraintError> {
    Err(ConstraintError { constraint: constraint.name().to_string(), cells: vec![place], reason: reason.to_string() })
}
