//! The layout flattened for the generic search: the cells of each house and the houses
//! of each cell as index lists, built once per geometry and kept between searches.
//!
//! A generation runs hundreds of uniqueness checks on one board; [`Tables::for_layout`]
//! keeps the last geometry's tables (one per thread), so only the first check builds them.

use std::cell::RefCell;
use std::rc::Rc;

use crate::geometry::{Geometry, Layout};

/// The houses and each cell's houses of one layout, as flat index lists.
#[derive(Debug)]
pub(crate) struct Tables {
    geometry: Geometry,
    /// Digits of the board (and cells per house).
    pub(crate) size: usize,
    pub(crate) cells: usize,
    pub(crate) house_count: usize,
    /// Every digit's bit.
    pub(crate) all: u32,
    /// `size` cells per house, house after house.
    houses: Vec<u16>,
    cell_house_start: Vec<u32>,
    /// The houses of each cell, as offsets `house * size` (into `houses`, and into the
    /// search's places per house and digit).
    cell_houses: Vec<u16>,
    /// Beside each of `cell_houses`: the cell's bit among the house's cells.
    cell_house_bits: Vec<u32>,
}

thread_local! {
    /// The tables of the last geometry searched on this thread.
    static LAST: RefCell<Option<Rc<Tables>>> = const { RefCell::new(None) };
}

impl Tables {
    /// The tables of `layout`: the kept ones when the geometry is the last one searched.
    pub(crate) fn for_layout(layout: &Layout) -> Rc<Tables> {
        let kept = LAST.with(|last| {
            last.try_borrow().ok().and_then(|last| last.as_ref().filter(|t| t.geometry == *layout.geometry()).cloned())
        });
        if let Some(tables) = kept {
            return tables;
        }
        let tables = Rc::new(Tables::new(layout));
        LAST.with(|last| {
            if let Ok(mut last) = last.try_borrow_mut() {
                *last = Some(Rc::clone(&tables));
            }
        });
        tables
    }

    fn new(layout: &Layout) -> Tables {
        let size = layout.size();
        let cells = layout.cell_count();
        let mut cell_house_start = Vec::with_capacity(cells + 1);
        let mut cell_houses = Vec::new();
        let mut cell_house_bits = Vec::new();
        for cell in layout.cells() {
            cell_house_start.push(cell_houses.len() as u32);
            for house in layout.houses_of(cell).iter().map(|h| h.index()) {
                cell_houses.push((house * size) as u16);
                let place = layout.houses()[house].cells.iter().position(|&c| c == cell).unwrap_or(0);
                cell_house_bits.push(1u32 << place);
            }
        }
        cell_house_start.push(cell_houses.len() as u32);
        let houses: Vec<u16> = layout.houses().iter().flat_map(|h| h.cells.iter().map(|c| c.index() as u16)).collect();
        let all = if size >= 32 { u32::MAX } else { (1u32 << size) - 1 };
        Tables {
            geometry: layout.geometry().clone(),
            size,
            cells,
            house_count: layout.houses().len(),
            all,
            houses,
            cell_house_start,
            cell_houses,
            cell_house_bits,
        }
    }

    /// The houses holding `cell`, as offsets `house * size`, and the cell's bit among
    /// each house's cells.
    #[inline]
    pub(crate) fn house_offsets(&self, cell: usize) -> (&[u16], &[u32]) {
        let range = self.cell_house_start[cell] as usize..self.cell_house_start[cell + 1] as usize;
        (&self.cell_houses[range.clone()], &self.cell_house_bits[range])
    }

    /// The cells of the house at `offset` (`house * size`).
    #[inline]
    pub(crate) fn house_cells(&self, offset: usize) -> &[u16] {
        &self.houses[offset..offset + self.size]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_kept_per_geometry() {
        let sixteen = Layout::new(Geometry::standard(4, 4)).unwrap();
        let nine = Layout::new(Geometry::standard(3, 3)).unwrap();
        let first = Tables::for_layout(&sixteen);
        assert!(Rc::ptr_eq(&first, &Tables::for_layout(&sixteen.clone())), "same geometry, same tables");
        let other = Tables::for_layout(&nine);
        assert_eq!((other.size, other.cells, other.house_count), (9, 81, 27));
        assert_eq!(other.house_offsets(80), (&[8 * 9, 17 * 9, 26 * 9][..], &[1 << 8, 1 << 8, 1 << 8][..]));
        assert_eq!(other.house_offsets(10).1, [1 << 1, 1 << 1, 1 << 4], "row 2, column 2, box 1");
        assert!(other.house_cells(26 * 9).contains(&80));
        assert!(!Rc::ptr_eq(&first, &Tables::for_layout(&sixteen)), "rebuilt after another geometry");
    }
}
