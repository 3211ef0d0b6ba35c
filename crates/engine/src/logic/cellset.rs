//! Bitsets of cells: bit `i` is cell `i` (row-major). [`CellSet`] has room for 1024
//! cells, enough for the largest 30x30 board (900 cells); [`SmallCellSet`] for 128, enough
//! for boards up to 11x11, where the hot strategies use it as it costs an eighth of the work.

use crate::digits::Cell;

/// A set of cells, as bits, in `W` words of 64 cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cells<const W: usize>([u64; W]);

/// A set of cells of any board.
pub type CellSet = Cells<16>;

/// A set of cells of a board of at most [`SmallCellSet::CAPACITY`] cells.
pub type SmallCellSet = Cells<2>;

impl<const W: usize> Default for Cells<W> {
    fn default() -> Self {
        Cells::EMPTY
    }
}

impl<const W: usize> std::fmt::Debug for Cells<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter().map(Cell::index)).finish()
    }
}

impl<const W: usize> Cells<W> {
    pub const EMPTY: Cells<W> = Cells([0; W]);
    /// The most cells a set holds: cells `0..CAPACITY`.
    pub const CAPACITY: usize = 64 * W;

    pub fn insert(&mut self, cell: Cell) {
        let i = cell.index();
        self.0[i >> 6] |= 1 << (i & 63);
    }

    pub fn remove(&mut self, cell: Cell) {
        let i = cell.index();
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    pub fn contains(&self, cell: Cell) -> bool {
        let i = cell.index();
        self.0[i >> 6] & (1 << (i & 63)) != 0
    }

    pub fn and(&self, other: &Self) -> Self {
        let mut out = *self;
        out.0.iter_mut().zip(other.0.iter()).for_each(|(a, b)| *a &= b);
        out
    }

    pub fn or(&self, other: &Self) -> Self {
        let mut out = *self;
        out.0.iter_mut().zip(other.0.iter()).for_each(|(a, b)| *a |= b);
        out
    }

    /// The cells of `self` not in `other`.
    pub fn minus(&self, other: &Self) -> Self {
        let mut out = *self;
        out.0.iter_mut().zip(other.0.iter()).for_each(|(a, b)| *a &= !b);
        out
    }

    /// The set folded onto 128 bits, cell `i` on bit `i % 128`: sets whose folds are
    /// disjoint are disjoint, and a set within another folds within its fold. On boards
    /// of up to 128 cells (9x9 and below) the fold is the set itself.
    pub fn folded(&self) -> u128 {
        self.0
            .chunks(2)
            .fold(0, |acc, pair| acc | u128::from(pair[0]) | u128::from(pair.get(1).copied().unwrap_or(0)) << 64)
    }

    /// The same cells in a set of `V` words; cells from `64 * V` on are dropped.
    pub fn resized<const V: usize>(&self) -> Cells<V> {
        let mut out = Cells::<V>::EMPTY;
        out.0.iter_mut().zip(self.0.iter()).for_each(|(a, b)| *a = *b);
        out
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The cells in increasing order.
    pub fn iter(&self) -> CellsIter<'_, W> {
        CellsIter { words: &self.0, word: 0, bits: self.0.first().copied().unwrap_or(0) }
    }
}

/// The cells of a [`Cells`] in increasing order: word by word, lowest bit first.
pub struct CellsIter<'a, const W: usize> {
    words: &'a [u64; W],
    word: usize,
    bits: u64,
}

impl<const W: usize> Iterator for CellsIter<'_, W> {
    type Item = Cell;

    #[inline]
    fn next(&mut self) -> Option<Cell> {
        while self.bits == 0 {
            self.word += 1;
            self.bits = *self.words.get(self.word)?;
        }
        let b = self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Some(Cell::new(self.word * 64 + b))
    }
}

impl<const W: usize> FromIterator<Cell> for Cells<W> {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Self {
        let mut set = Cells::EMPTY;
        for cell in iter {
            set.insert(cell);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_algebra_across_words() {
        let a: CellSet = [Cell::new(3), Cell::new(70), Cell::new(899)].into_iter().collect();
        let b: CellSet = [Cell::new(70), Cell::new(5)].into_iter().collect();
        assert_eq!(a.and(&b).iter().collect::<Vec<_>>(), vec![Cell::new(70)]);
        assert_eq!(a.or(&b).len(), 4);
        assert_eq!(a.minus(&b).iter().collect::<Vec<_>>(), vec![Cell::new(3), Cell::new(899)]);
        assert!(a.contains(Cell::new(899)) && !a.contains(Cell::new(898)));
        assert!(CellSet::EMPTY.is_empty());
    }

    /// A set of cells below 128 drawn from `state` (xorshift), each cell in about one in `sparsity`.
    fn draw(state: &mut u64, sparsity: u64) -> Vec<Cell> {
        (0..SmallCellSet::CAPACITY)
            .filter(|_| {
                *state ^= *state << 13;
                *state ^= *state >> 7;
                *state ^= *state << 17;
                *state % sparsity == 0
            })
            .map(Cell::new)
            .collect()
    }

    #[test]
    fn small_sets_agree_with_large_ones() {
        let mut state = 0x9e37_79b9_7f4a_7c15;
        for round in 0..500 {
            let sparsity = 1 + round % 9;
            let (a, b) = (draw(&mut state, sparsity), draw(&mut state, sparsity));
            let (small_a, small_b): (SmallCellSet, SmallCellSet) =
                (a.iter().copied().collect(), b.iter().copied().collect());
            let (large_a, large_b): (CellSet, CellSet) = (a.iter().copied().collect(), b.iter().copied().collect());
            let agree = |small: SmallCellSet, large: CellSet| {
                assert_eq!(small.iter().collect::<Vec<_>>(), large.iter().collect::<Vec<_>>());
                assert_eq!(small.is_empty(), large.is_empty());
                assert_eq!(small.folded(), large.folded());
                assert_eq!(small, large.resized());
                assert_eq!(small.resized(), large);
            };
            agree(small_a, large_a);
            agree(small_a.and(&small_b), large_a.and(&large_b));
            agree(small_a.or(&small_b), large_a.or(&large_b));
            agree(small_a.minus(&small_b), large_a.minus(&large_b));
            for cell in (0..SmallCellSet::CAPACITY).map(Cell::new) {
                assert_eq!(small_a.contains(cell), large_a.contains(cell));
            }
        }
    }
}
