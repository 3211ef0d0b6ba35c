//! The cell sets strategies test candidates against (each cell's peers, each house's
//! cells, each digit's candidate cells), at one width of [`Cells`]: every board has them
//! as [`CellSet`]s, boards of up to 128 cells also as [`SmallCellSet`]s, which the hot
//! strategies (fish, ALS-XZ, the chains' graph) use there.

use super::cellset::{CellSet, Cells, SmallCellSet};
use crate::digits::{Cell, Digit};
use crate::geometry::Layout;

/// The peers of every cell and the cells of every house, as sets of `W` words.
#[derive(Clone, Debug)]
pub(crate) struct LayoutSets<const W: usize> {
    peers: Vec<Cells<W>>,
    houses: Vec<Cells<W>>,
}

impl LayoutSets<16> {
    /// The sets of `layout` where each cell sees `peers[cell]`.
    pub fn new(layout: &Layout, peers: Vec<CellSet>) -> Self {
        let houses = layout.houses().iter().map(|h| h.cells.iter().copied().collect()).collect();
        LayoutSets { peers, houses }
    }

    /// The same sets as [`SmallCellSet`]s, if the board has at most 128 cells.
    pub fn small(&self, layout: &Layout) -> Option<LayoutSets<2>> {
        (layout.cell_count() <= SmallCellSet::CAPACITY).then(|| LayoutSets {
            peers: self.peers.iter().map(Cells::resized).collect(),
            houses: self.houses.iter().map(Cells::resized).collect(),
        })
    }
}

impl<const W: usize> LayoutSets<W> {
    /// The cells `cell` sees.
    pub fn peers(&self, cell: Cell) -> &Cells<W> {
        &self.peers[cell.index()]
    }

    /// The cells of house `h`.
    pub fn house(&self, h: usize) -> &Cells<W> {
        &self.houses[h]
    }
}

/// What a strategy reads as sets of `W` words: the layout's sets and the cells of each
/// digit in one position.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sets<'a, const W: usize> {
    layout: &'a LayoutSets<W>,
    digit_cells: &'a [Cells<W>],
}

impl<'a, const W: usize> Sets<'a, W> {
    pub fn new(layout: &'a LayoutSets<W>, digit_cells: &'a [Cells<W>]) -> Self {
        Sets { layout, digit_cells }
    }

    /// The cells `cell` sees.
    pub fn peers(&self, cell: Cell) -> &'a Cells<W> {
        self.layout.peers(cell)
    }

    /// The cells of house `h`.
    pub fn house(&self, h: usize) -> &'a Cells<W> {
        self.layout.house(h)
    }

    /// The cells where `digit` is a candidate.
    pub fn digit_cells(&self, digit: Digit) -> &'a Cells<W> {
        &self.digit_cells[digit.index()]
    }

    /// The union of the cells of `houses`.
    pub fn union_of(&self, houses: impl Iterator<Item = usize>) -> Cells<W> {
        houses.fold(Cells::EMPTY, |set, h| set.or(self.house(h)))
    }

    /// The cells of `within` that see every cell of `cells`.
    pub fn seeing_all(&self, within: Cells<W>, cells: &Cells<W>) -> Cells<W> {
        let mut seen = within;
        for cell in cells.iter() {
            if seen.is_empty() {
                break;
            }
            seen = seen.and(self.peers(cell));
        }
        seen
    }

    /// The cells that see every cell of `cells` (a cell does not see itself).
    pub fn common_peers(&self, cells: &Cells<W>) -> Cells<W> {
        cells.iter().next().map_or(Cells::EMPTY, |first| self.seeing_all(*self.peers(first), cells))
    }
}
