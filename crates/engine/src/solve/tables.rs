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
    /// Where each cell's links start in `links` (one more entry at the end).
    link_start: Vec<u32>,
    /// The houses of each cell, cell after cell.
    links: Vec<Link>,
}

/// A cell's place in one of its houses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Link {
    /// The house's offset `house * size`, into the cells of the houses and into the
    /// search's places per house and digit.
    pub(crate) offset: u32,
    /// The cell's bit among the house's cells.
    pub(crate) bit: u32,
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
        let mut link_start = Vec::with_capacity(cells + 1);
        let mut links = Vec::new();
        for cell in layout.cells() {
            link_start.push(links.len() as u32);
            for house in layout.houses_of(cell).iter().map(|h| h.index()) {
                let place = layout.houses()[house].cells.iter().position(|&c| c == cell).unwrap_or(0);
                links.push(Link { offset: (house * size) as u32, bit: 1u32 << place });
            }
        }
        link_start.push(links.len() as u32);
        let houses: Vec<u16> = layout.houses().iter().flat_map(|h| h.cells.iter().map(|c| c.index() as u16)).collect();
        let all = if size >= 32 { u32::MAX } else { (1u32 << size) - 1 };
        Tables {
            geometry: layout.geometry().clone(),
            size,
            cells,
            house_count: layout.houses().len(),
            all,
            houses,
            link_start,
            links,
        }
    }

    /// The houses holding `cell`, and the cell's place in each.
    #[inline]
    pub(crate) fn links(&self, cell: usize) -> &[Link] {
        let (start, end) = match self.link_start.get(cell..cell + 2) {
            Some(&[start, end]) => (start as usize, end as usize),
            _ => (0, 0),
        };
        self.links.get(start..end).unwrap_or(&[])
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
        let link = |offset, place: u32| Link { offset, bit: 1 << place };
        assert_eq!(other.links(80), [link(8 * 9, 8), link(17 * 9, 8), link(26 * 9, 8)]);
        assert_eq!(other.links(10), [link(9, 1), link(10 * 9, 1), link(18 * 9, 4)], "row 2, column 2, box 1");
        assert!(other.house_cells(26 * 9).contains(&80));
        assert!(!Rc::ptr_eq(&first, &Tables::for_layout(&sixteen)), "rebuilt after another geometry");
    }
}
