//! Where the houses of a layout cross: for every two houses, which cells of the first
//! lie in the second, as bits of the first's cell list. Locked candidates read them
//! ([`crate::logic`]'s propagation): a digit whose places in one house all lie where it
//! crosses a second leaves the second house's cells outside the first. And where each
//! cell stands in each of its houses, for propagation's places of a digit in a house.

use super::{House, HouseId};

/// The crossings of every two houses, `houses * houses` masks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Crossings {
    houses: usize,
    /// `shared[h * houses + other]`: bit `i` set when the `i`-th cell of house `h` lies in `other`.
    shared: Vec<u32>,
    /// For each cell, its position in each of its houses (in the order of the cell's houses).
    positions: Vec<Vec<u8>>,
}

impl Crossings {
    /// The crossings of `houses`, given the houses of each cell (indices into `houses`).
    pub(super) fn new(houses: &[House], cell_houses: &[Vec<HouseId>]) -> Crossings {
        let count = houses.len();
        let mut shared = vec![0u32; count * count];
        let mut positions = vec![Vec::new(); cell_houses.len()];
        for (h, house) in houses.iter().enumerate() {
            for (i, cell) in house.cells.iter().enumerate() {
                for other in cell_houses.get(cell.index()).into_iter().flatten() {
                    shared[h * count + other.index()] |= 1 << i;
                }
                // Houses come in order, so a cell's positions follow its houses' order. A
                // house holds at most MAX_SIZE (30) cells.
                if let Some(cell_positions) = positions.get_mut(cell.index()) {
                    cell_positions.push(i as u8);
                }
            }
        }
        Crossings { houses: count, shared, positions }
    }

    /// The position of `cell` (its index) in each of its houses, in the order of its houses.
    pub(super) fn positions(&self, cell: usize) -> &[u8] {
        self.positions.get(cell).map_or(&[], Vec::as_slice)
    }

    /// Bit `i` set when the `i`-th cell of house `h` lies in house `other` (indices into
    /// the layout's houses; no bit for a house out of range).
    pub(super) fn shared(&self, h: usize, other: usize) -> u32 {
        if other >= self.houses {
            return 0;
        }
        self.shared.get(h * self.houses + other).copied().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use crate::geometry::{Geometry, Layout, Variant};

    #[test]
    fn a_row_crosses_a_box_in_three_cells_and_a_column_in_one() {
        let layout = Layout::classic();
        // Houses: rows 0-8, columns 9-17, boxes 18-26.
        assert_eq!(layout.crossing(0, 18), 0b111);
        assert_eq!(layout.crossing(18, 0), 0b111);
        assert_eq!(layout.crossing(18, 9), 0b1001001);
        assert_eq!(layout.crossing(0, 9), 1);
        assert_eq!(layout.crossing(0, 1), 0);
        assert_eq!(layout.crossing(0, 0), 0x1FF);
        assert_eq!(layout.crossing(0, 27), 0, "no such house");
    }

    #[test]
    fn every_crossing_is_the_cells_both_houses_hold() {
        let variant = Variant { diagonals: true, colour: true, ..Variant::standard() };
        let layout = Layout::new(Geometry::new(3, 2, variant)).expect("X + colour 6x6");
        let houses = layout.houses();
        for (h, house) in houses.iter().enumerate() {
            for (other, second) in houses.iter().enumerate() {
                let expected = house
                    .cells
                    .iter()
                    .enumerate()
                    .filter(|(_, cell)| second.cells.contains(cell))
                    .fold(0u32, |mask, (i, _)| mask | 1 << i);
                assert_eq!(layout.crossing(h, other), expected, "{house} and {second}");
            }
        }
    }
}
