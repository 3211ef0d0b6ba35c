//! A cage with two to four open cells, narrowed exactly (as the Interactive Sudoku
//! Solver narrows a sum with few cells left; the killer search and the constrained one
//! both do, without a node budget): each open cell keeps the digits of some
//! filling of the open cells with different digits, none placed in the cage, that
//! completes the cage's sum and holds every digit the cage must.

/// The most open cells [`exact_cage`] walks.
pub(in crate::solve) const FEW: usize = 4;

/// Each digit of `digits` and its bit, from the least.
pub(in crate::solve) fn each(digits: u32) -> impl Iterator<Item = (u32, u32)> {
    let mut left = digits;
    std::iter::from_fn(move || {
        let bit = left & left.wrapping_neg();
        left &= !bit;
        (bit != 0).then(|| (bit.trailing_zeros() + 1, bit))
    })
}

/// The bit of digit `value`, if it is one of `digits`.
fn has(digits: u32, value: u32) -> u32 {
    value.checked_sub(1).and_then(|k| 1u32.checked_shl(k)).map_or(0, |bit| digits & bit)
}

/// The digits each of the open cells' candidates `masks` keeps (in `found`), their digits
/// different and adding up to `rest`, together with `placed` holding all of `must`. Only
/// two to [`FEW`] cells are walked; other counts keep everything.
pub(in crate::solve) fn exact_cage(masks: &[u32], rest: u32, placed: u32, must: u32, found: &mut [u32]) {
    if !(2..=FEW).contains(&masks.len()) {
        found.iter_mut().zip(masks).for_each(|(f, &m)| *f = m);
        return;
    }
    // The cell with the most candidates last: its digit is the one the others leave.
    let (n, mut order) = (masks.len(), [0usize; FEW]);
    order.iter_mut().enumerate().for_each(|(i, o)| *o = i);
    let order = &mut order[..n];
    order.sort_unstable_by_key(|&i| masks[i].count_ones());
    let (mut sorted, mut kept) = ([0u32; FEW], [0u32; FEW]);
    sorted.iter_mut().zip(order.iter()).for_each(|(s, &i)| *s = masks[i]);
    let masks = &sorted[..n];
    // The least and the most the cells from each one on make (digits may repeat here).
    let mut bounds = [(0u32, 0u32); FEW + 1];
    for (i, &m) in masks.iter().enumerate().rev() {
        let m = m & !placed;
        bounds[i] = (bounds[i + 1].0 + m.trailing_zeros() + 1, bounds[i + 1].1 + 32 - m.leading_zeros());
    }
    let walk = Walk { masks, bounds: &bounds, lacking: must & !placed, placed };
    let mut bits = [0u32; FEW];
    walk.fill(0, rest, placed, &mut bits, &mut kept[..n]);
    order.iter().zip(&kept).for_each(|(&i, &k)| found[i] = k);
}

/// The open cells of a cage being filled.
struct Walk<'a> {
    masks: &'a [u32],
    /// The least and the most the cells from each one on make.
    bounds: &'a [(u32, u32)],
    /// The digits the fillings must hold, not yet placed.
    lacking: u32,
    /// The cage's placed digits.
    placed: u32,
}

impl Walk<'_> {
    /// Fills the cells from `at` on with digits not in `used` adding up to `rest`, the
    /// cells before holding `bits`; each filling that holds all the lacking digits joins
    /// `found`.
    fn fill(&self, at: usize, rest: u32, used: u32, bits: &mut [u32; FEW], found: &mut [u32]) {
        let masks = self.masks;
        if at + 1 == masks.len() {
            let bit = has(masks[at] & !used, rest);
            if bit != 0 && self.lacking & !(used | bit) == 0 {
                bits[at] = bit;
                found.iter_mut().zip(&bits[..masks.len()]).for_each(|(f, &b)| *f |= b);
            }
            return;
        }
        // Nothing new below: the digits chosen so far are all known to fit, and so is
        // every digit of the cells left.
        let before = bits[..at].iter().zip(&found[..at]).all(|(&b, &f)| f & b != 0);
        if before && masks[at..].iter().zip(&found[at..]).all(|(&m, &f)| f == m & !self.placed) {
            return;
        }
        let (least, most) = self.bounds[at + 1];
        for (x, bit) in each(masks[at] & !used) {
            // The cells after this one make between `least` and `most`.
            if x + least > rest {
                break;
            }
            if x + most < rest {
                continue;
            }
            bits[at] = bit;
            self.fill(at + 1, rest - x, used | bit, bits, found);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_cells_keep_the_fillings_they_can_make() {
        // Two cells of {1, 2} take both: the third, of 1, 2, 3, 5, 6 summing to 9, is 6.
        let mut found = [0; 3];
        exact_cage(&[0b11, 0b11, 0b11_0111], 9, 0, 0, &mut found);
        assert_eq!(found, [0b11, 0b11, 0b10_0000]);
        // With 4 placed, 3 and 5 are left to make 8 in two cells, not 2 and 6.
        let mut found = [0; 2];
        exact_cage(&[0b10_0110, 0b11_0110], 8, 0b1000, 0b1_0000, &mut found);
        assert_eq!(found, [0b100, 0b1_0000]);
    }
}
