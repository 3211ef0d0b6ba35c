//! A fixed-size bitset of cells: bit `i` is cell `i` (row-major), room for 1024 cells,
//! enough for the largest 30x30 board (900 cells).

use crate::digits::Cell;

const WORDS: usize = 16;

/// A set of cells, as bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CellSet([u64; WORDS]);

impl Default for CellSet {
    fn default() -> Self {
        CellSet::EMPTY
    }
}

impl std::fmt::Debug for CellSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter().map(Cell::index)).finish()
    }
}

impl CellSet {
    pub const EMPTY: CellSet = CellSet([0; WORDS]);

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

    pub fn and(&self, other: &CellSet) -> CellSet {
        let mut out = *self;
        out.0.iter_mut().zip(other.0.iter()).for_each(|(a, b)| *a &= b);
        out
    }

    pub fn or(&self, other: &CellSet) -> CellSet {
        let mut out = *self;
        out.0.iter_mut().zip(other.0.iter()).for_each(|(a, b)| *a |= b);
        out
    }

    /// The cells of `self` not in `other`.
    pub fn minus(&self, other: &CellSet) -> CellSet {
        let mut out = *self;
        out.0.iter_mut().zip(other.0.iter()).for_each(|(a, b)| *a &= !b);
        out
    }

    /// The set folded onto 128 bits, cell `i` on bit `i % 128`: sets whose folds are
    /// disjoint are disjoint, and a set within another folds within its fold. On boards
    /// of up to 128 cells (9x9 and below) the fold is the set itself.
    pub fn folded(&self) -> u128 {
        self.0.chunks(2).fold(0, |acc, pair| acc | u128::from(pair[0]) | u128::from(pair[1]) << 64)
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The cells in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = Cell> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Some(Cell::new(w * 64 + b))
            })
        })
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Self {
        let mut set = CellSet::EMPTY;
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
}
