//! Killer cages the setter draws. A board's cages belong to its layout (see
//! [`Cage`]), so a cage drawn, its sum typed or a cage erased makes a new layout, checked
//! by the layout's own validation (at most the board's size in cells, a sum that distinct
//! digits can make); its refusals are told here in the setter's words. A cage drawn over
//! cells of another cage is a rule of its own ([`family::KillerCage`]), as a shared
//! puzzle's overlapping cages are read. A drawn cage also joins side by side, as setters
//! draw them (a shared puzzle's cages may touch only at corners).
//!
//! A cage is named by its cells: two cages may share a cell, never all of them.

use super::SetterError;
use crate::constraint::{family, Constraint};
use crate::digits::Cell;
use crate::error::GeometryError;
use crate::geometry::{connected, sum_range, Cage, Geometry, Layout, Variant};

/// A board and its rules after an edit of its cages.
pub type Caged = (Layout, Vec<Constraint>);

/// The board's cages and the overlapping ones (`constraints`), each as its cells, in
/// order: the board's first, then the overlapping ones as drawn.
fn all_cages<'a>(layout: &'a Layout, constraints: &'a [Constraint]) -> impl Iterator<Item = &'a [Cell]> {
    let overlapping = killer_cages(constraints).map(|(_, cage)| cage.cells.as_slice());
    layout.cages().iter().map(|cage| cage.cells.as_slice()).chain(overlapping)
}

/// The cages through `cell`, each as its cells sorted, in the order of [`all_cages`].
pub fn cages_through(layout: &Layout, constraints: &[Constraint], cell: Cell) -> Vec<Vec<Cell>> {
    all_cages(layout, constraints).filter(|cells| cells.contains(&cell)).map(sorted).collect()
}

/// The sum of the cage on exactly `cells` (inside, `None` for a cage without a sum);
/// `None` when no cage has those cells.
pub fn cage_sum(layout: &Layout, constraints: &[Constraint], cells: &[Cell]) -> Option<Option<u16>> {
    let cells = sorted(cells);
    let on_board = layout.cages().iter().find(|cage| sorted(&cage.cells) == cells).map(|cage| cage.sum);
    on_board.or_else(|| overlapping(constraints, &cells).map(|(_, cage)| cage.sum))
}

/// The board and its rules with a new cage of `cells` (no sum yet), or why it cannot be
/// drawn. Over cells of another cage it is a cage of its own, the board's cages unchanged.
pub fn with_cage(layout: &Layout, constraints: &[Constraint], cells: &[Cell]) -> Result<Caged, SetterError> {
    let size = layout.size();
    let on_board = cells.iter().all(|c| c.index() < layout.cell_count());
    if !cells.is_empty() && on_board && !connected(cells, size) {
        let anchor = Cage::new(cells.to_vec(), None).anchor().unwrap_or(cells[0]);
        return Err(SetterError::CageNotConnected { at: anchor.name(size) });
    }
    let new = sorted(cells);
    if cage_sum(layout, constraints, &new).is_some() {
        return Err(SetterError::CageTwice { at: new[0].name(size) });
    }
    let overlaps = all_cages(layout, constraints).any(|cage| cage.iter().any(|c| new.contains(c)));
    if !overlaps || !on_board {
        let mut cages = layout.cages().to_vec();
        cages.push(Cage::new(cells.to_vec(), None));
        return Ok((with_cages(layout, cages)?, constraints.to_vec()));
    }
    fits(&new, None, size)?;
    let mut rules = constraints.to_vec();
    rules.push(Constraint::KillerCage(family::KillerCage { cells: new, sum: None }));
    Ok((layout.clone(), rules))
}

/// The board and its rules with the cage on `cells` summing to `sum` (none: a cage
/// without a sum).
pub fn with_cage_sum(
    layout: &Layout,
    constraints: &[Constraint],
    cells: &[Cell],
    sum: Option<u16>,
) -> Result<Caged, SetterError> {
    let wanted = sorted(cells);
    if let Some(index) = layout.cages().iter().position(|cage| sorted(&cage.cells) == wanted) {
        let mut cages = layout.cages().to_vec();
        cages[index].sum = sum;
        return Ok((with_cages(layout, cages)?, constraints.to_vec()));
    }
    let size = layout.size();
    let at = || wanted.first().map_or_else(String::new, |c| c.name(size));
    let (index, _) = overlapping(constraints, &wanted).ok_or_else(|| SetterError::NoCage { at: at() })?;
    fits(&wanted, sum, size)?;
    let mut rules = constraints.to_vec();
    rules[index] = Constraint::KillerCage(family::KillerCage { cells: wanted, sum });
    Ok((layout.clone(), rules))
}

/// Why an overlapping cage of `cells` summing to `sum` cannot stand, in the words the
/// board's cages are refused with.
fn fits(cells: &[Cell], sum: Option<u16>, size: usize) -> Result<(), SetterError> {
    if cells.len() > size {
        return Err(SetterError::CageTooLarge { cells: cells.len(), size });
    }
    let (min, max) = sum_range(cells.len(), size);
    if let Some(sum) = sum.filter(|&sum| !(min..=max).contains(&usize::from(sum))) {
        return Err(SetterError::CageSum { cells: cells.len(), sum, min, max });
    }
    Ok(())
}

/// The overlapping cage on exactly `cells` (sorted), with its place among `constraints`.
fn overlapping<'a>(constraints: &'a [Constraint], cells: &[Cell]) -> Option<(usize, &'a family::KillerCage)> {
    killer_cages(constraints).find(|(_, cage)| sorted(&cage.cells) == cells)
}

/// The overlapping cages among `constraints`, each with its place there.
fn killer_cages(constraints: &[Constraint]) -> impl Iterator<Item = (usize, &family::KillerCage)> {
    constraints.iter().enumerate().filter_map(|(index, c)| {
        if let Constraint::KillerCage(cage) = c {
            Some((index, cage))
        } else {
            None
        }
    })
}

fn sorted(cells: &[Cell]) -> Vec<Cell> {
    let mut cells = cells.to_vec();
    cells.sort_unstable();
    cells
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
    Layout::new(geometry).map_err(|error| match error {
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
