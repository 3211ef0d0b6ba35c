//! Killer cages the setter draws. A board's cages belong to its layout (see
//! [`Cage`]), so a cage drawn, its sum typed or a cage erased makes a new layout, checked
//! by the layout's own validation (no overlap, at most the board's size in cells, a sum
//! that distinct digits can make); its refusals are told here in the setter's words. A
//! drawn cage also joins side by side, as setters draw them (a shared puzzle's cages may
//! touch only at corners).

use super::SetterError;
use crate::digits::Cell;
use crate::error::GeometryError;
use crate::geometry::{connected, Cage, Geometry, Layout, Variant};

/// `layout` with a new cage of `cells` (no sum yet), or why it cannot be drawn.
pub fn with_cage(layout: &Layout, cells: &[Cell]) -> Result<Layout, SetterError> {
    let size = layout.size();
    if !cells.is_empty() && cells.iter().all(|c| c.index() < layout.cell_count()) && !connected(cells, size) {
        let anchor = Cage::new(cells.to_vec(), None).anchor().unwrap_or(cells[0]);
        return Err(SetterError::CageNotConnected { at: anchor.name(size) });
    }
    let mut cages = layout.cages().to_vec();
    cages.push(Cage::new(cells.to_vec(), None));
    with_cages(layout, cages)
}

/// `layout` with the cage through `at` summing to `sum` (none: a cage without a sum).
pub fn with_cage_sum(layout: &Layout, at: Cell, sum: Option<u16>) -> Result<Layout, SetterError> {
    let index = cage_at(layout, at)?;
    let mut cages = layout.cages().to_vec();
    cages[index].sum = sum;
    with_cages(layout, cages)
}

/// `layout` without the cage through `at`, if there is one; the board stops being a killer
/// board with its last cage.
pub fn without_cage(layout: &Layout, at: Cell) -> Option<Layout> {
    let index = cage_at(layout, at).ok()?;
    let mut cages = layout.cages().to_vec();
    cages.remove(index);
    with_cages(layout, cages).ok()
}

/// The sum after typing `digit` (0 to 9) behind `typed`; `None` when it grows past any sum.
pub fn typed_sum(typed: Option<u16>, digit: u8) -> Option<u16> {
    typed.unwrap_or(0).checked_mul(10)?.checked_add(u16::from(digit))
}

/// The sum after taking the last digit off `typed`; `None` once no digit is left.
pub fn backspaced_sum(typed: Option<u16>) -> Option<u16> {
    typed.map(|sum| sum / 10).filter(|&sum| sum > 0)
}

fn cage_at(layout: &Layout, at: Cell) -> Result<usize, SetterError> {
    let on_board = at.index() < layout.cell_count();
    on_board.then(|| layout.cage_of(at)).flatten().ok_or_else(|| SetterError::NoCage { at: at.name(layout.size()) })
}

/// `layout` with exactly `cages` (none: not a killer board), or why they cannot stand.
fn with_cages(layout: &Layout, cages: Vec<Cage>) -> Result<Layout, SetterError> {
    let geometry = layout.geometry();
    let variant = geometry.variant.clone();
    let cages = (!cages.is_empty()).then_some(cages);
    let geometry = Geometry::new(geometry.box_width, geometry.box_height, Variant { cages, ..variant });
    let size = layout.size();
    let name = |row: usize, column: usize| Cell::new((row - 1) * size + column - 1).name(size);
    Layout::new(geometry).map_err(|error| match error {
        GeometryError::CagesOverlap { row, column, .. } => SetterError::AlreadyInCage { cell: name(row, column) },
        GeometryError::CageTooLarge { cells, size, .. } => SetterError::CageTooLarge { cells, size },
        GeometryError::CageSumImpossible { sum, cells, min, max, .. } => SetterError::CageSum { cells, sum, min, max },
        other => SetterError::Geometry(other),
    })
}

impl SetterError {
    /// True for a sum too small for its cage that typing more digits can still make
    /// right (a 2 on the way to 20).
    pub fn sum_may_grow(&self) -> bool {
        match self {
            SetterError::CageSum { sum, min, max, .. } => {
                usize::from(*sum) < *min && usize::from(*sum).saturating_mul(10) <= *max
            }
            _ => false,
        }
    }
}

/// "1 cell", "3 cells".
pub(super) fn cells_text(cells: usize) -> String {
    format!("{cells} cell{}", if cells == 1 { "" } else { "s" })
}
