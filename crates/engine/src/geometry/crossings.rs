//! Where the houses of a layout cross: for every two houses, which cells of the first
//! lie in the second, as bits of the first's cell list. Locked candidates read them
//! ([`crate::logic`]'s propagation): a digit whose places in one house all lie where it
//! crosses a second leaves the second house's cells outside the first.

use super::{House, HouseId};

/// The crossings of every two houses, `houses * houses` masks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Crossings {
    houses: usize,
    /// `shared[h * houses + other]`: bit `i` set when the `i`-th cell of house `h` lies in `other`.
    shared: Vec<u32>,
}

impl Crossings {
    /// The crossings of `houses`, given the houses of each cell (indices into `houses`).
    pub(super) fn new(houses: &[House], cell_houses: &[Vec<HouseId>]) -> Crossings {
        let count = houses.len();
        let mut shared = vec![0u32; count * count];
        for (h, house) in houses.iter().enumerate() {
            for (i, cell) in house.cells.iter().enumerate() {
                for other in cell_houses.get(cell.index()).into_iter().flatten() {
                    shared[h * count + other.index()] |= 1 << i;
                }
            }
        }
        Crossings { houses: count, shared }
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
