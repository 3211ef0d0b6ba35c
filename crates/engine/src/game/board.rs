//! What the player has written: values, corner and centre marks, colours and red
//! trial-and-error marks. Everything here is restored by undo; the givens live in the
//! [`Puzzle`] (and are copied into `values` so that the board reads as a whole).

use serde::{Deserialize, Serialize};

use super::delta::Layer;
use crate::digits::{Cell, Digit, DigitSet};
use crate::grid::Puzzle;

/// One of the eight colours of the palette, 1..=8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Colour(u8);

impl Colour {
    /// The number of colours in the palette.
    pub const COUNT: u8 = 8;

    /// Colour `n` of the palette, for `n` in 1..=8.
    pub fn new(n: u8) -> Option<Colour> {
        (1..=Colour::COUNT).contains(&n).then_some(Colour(n))
    }

    /// The colour's number, 1..=8.
    pub fn get(self) -> u8 {
        self.0
    }

    /// Every colour of the palette, in order.
    pub fn all() -> impl Iterator<Item = Colour> {
        (1..=Colour::COUNT).map(Colour)
    }
}

impl TryFrom<u8> for Colour {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Colour::new(n).ok_or_else(|| format!("colour {n} is not in 1..=8"))
    }
}

impl From<Colour> for u8 {
    fn from(colour: Colour) -> u8 {
        colour.0
    }
}

/// The player's board. Every vector has one entry per cell, row-major.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// The digit in each cell, givens included.
    pub(crate) values: Vec<Option<Digit>>,
    pub(crate) corner: Vec<DigitSet>,
    pub(crate) centre: Vec<DigitSet>,
    pub(crate) colours: Vec<Option<Colour>>,
    /// Cells marked red for trial and error (the classic Java applet's "M").
    pub(crate) red: Vec<bool>,
}

impl Board {
    /// The board at the start of `puzzle`: only the givens.
    pub fn new(puzzle: &Puzzle) -> Board {
        let cells = puzzle.layout().cell_count();
        Board {
            values: puzzle.givens().to_vec(),
            corner: vec![DigitSet::EMPTY; cells],
            centre: vec![DigitSet::EMPTY; cells],
            colours: vec![None; cells],
            red: vec![false; cells],
        }
    }

    /// The number of cells.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    pub fn value(&self, cell: Cell) -> Option<Digit> {
        self.values.get(cell.index()).copied().flatten()
    }

    pub fn values(&self) -> &[Option<Digit>] {
        &self.values
    }

    /// How many cells hold each digit (givens included), indexed by the digit's index,
    /// for a board of `size` digits: what a number pad needs to say how many are left.
    pub fn placed_counts(&self, size: usize) -> Vec<usize> {
        let mut counts = vec![0; size];
        for digit in self.values.iter().flatten() {
            if let Some(count) = counts.get_mut(digit.index()) {
                *count += 1;
            }
        }
        counts
    }

    pub fn corner_marks(&self, cell: Cell) -> DigitSet {
        self.corner.get(cell.index()).copied().unwrap_or_default()
    }

    pub fn centre_marks(&self, cell: Cell) -> DigitSet {
        self.centre.get(cell.index()).copied().unwrap_or_default()
    }

    /// Every cell's centre marks (the player's candidates), row-major.
    pub fn all_centre_marks(&self) -> &[DigitSet] {
        &self.centre
    }

    pub fn colour(&self, cell: Cell) -> Option<Colour> {
        self.colours.get(cell.index()).copied().flatten()
    }

    pub fn is_red(&self, cell: Cell) -> bool {
        self.red.get(cell.index()).copied().unwrap_or(false)
    }

    /// True when every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.values.iter().all(Option::is_some)
    }

    /// One layer of one cell as a number: the digit (0 for none), the mark bits, the
    /// colour (0 for none) or 1 for a red mark. Cells off the board read 0.
    pub fn layer(&self, cell: Cell, layer: Layer) -> u32 {
        let i = cell.index();
        match layer {
            Layer::Value => self.values.get(i).copied().flatten().map_or(0, |d| u32::from(d.get())),
            Layer::Corner => self.corner.get(i).map_or(0, |s| s.bits()),
            Layer::Centre => self.centre.get(i).map_or(0, |s| s.bits()),
            Layer::Colour => self.colours.get(i).copied().flatten().map_or(0, |c| u32::from(c.get())),
            Layer::Red => u32::from(self.red.get(i).copied().unwrap_or(false)),
        }
    }

    /// Sets one layer of one cell from its number (see [`Board::layer`]). Returns false,
    /// changing nothing, when the cell or the number does not fit a board of `size` digits.
    pub fn set_layer(&mut self, cell: Cell, layer: Layer, raw: u32, size: usize) -> bool {
        let i = cell.index();
        if i >= self.values.len() || !layer.fits(raw, size) {
            return false;
        }
        match layer {
            Layer::Value => self.values[i] = u8::try_from(raw).ok().and_then(Digit::new),
            Layer::Corner => self.corner[i] = DigitSet::from_bits(raw),
            Layer::Centre => self.centre[i] = DigitSet::from_bits(raw),
            Layer::Colour => self.colours[i] = u8::try_from(raw).ok().and_then(Colour::new),
            Layer::Red => self.red[i] = raw == 1,
        }
        true
    }

    /// True when every vector has `cells` entries and every entry fits a board of `size` digits.
    pub(crate) fn fits(&self, cells: usize, size: usize) -> bool {
        let all = DigitSet::all(size);
        [self.values.len(), self.corner.len(), self.centre.len(), self.colours.len(), self.red.len()]
            .iter()
            .all(|&n| n == cells)
            && self.values.iter().flatten().all(|d| usize::from(d.get()) <= size)
            && self.corner.iter().chain(&self.centre).all(|s| s.is_subset(all))
    }
}

#[cfg(test)]
mod placed_counts_tests {
    use super::*;
    use crate::format::parse_puzzle;

    #[test]
    fn placed_counts_count_givens_and_entries_per_digit() {
        let puzzle =
            parse_puzzle("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79").unwrap();
        let mut board = Board::new(&puzzle);
        let counts = board.placed_counts(9);
        // The givens: 5 appears 3 times, 6 five times, 9 four times, 4 twice.
        assert_eq!(counts[4], 3);
        assert_eq!(counts[5], 5);
        assert_eq!(counts[8], 4);
        assert_eq!(counts[3], 2);
        assert_eq!(counts.iter().sum::<usize>(), puzzle.given_count());
        board.values[2] = Digit::from_index(3);
        assert_eq!(board.placed_counts(9)[3], 3);
    }
}
