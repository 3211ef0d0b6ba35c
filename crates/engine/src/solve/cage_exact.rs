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
/// two to [`FEW`] cells are looked at, by nested loops over the digits of all but the
/// last two, whose digits [`pair`] finds at once (the same as [`walk_cage`] keeps); other
/// counts keep everything.
pub(in crate::solve) fn exact_cage(masks: &[u32], rest: u32, placed: u32, must: u32, found: &mut [u32]) {
    let lacking = must & !placed;
    let n = masks.len();
    if !(2..=FEW).contains(&n) {
        found.iter_mut().zip(masks).for_each(|(f, &m)| *f = m);
        return;
    }
    // The cell with the most candidates last (its digit is the one the others leave), the
    // others by their count of candidates.
    let mut order = [0usize, 1, 2, 3];
    let order = &mut order[..n];
    for i in 1..n {
        let mut j = i;
        while j > 0 && masks[order[j - 1]].count_ones() > masks[order[j]].count_ones() {
            order.swap(j - 1, j);
            j -= 1;
        }
    }
    let mut m = [0u32; FEW];
    m.iter_mut().zip(order.iter()).for_each(|(m, &i)| *m = masks[i] & !placed);
    let mut kept = [0u32; FEW];
    match n {
        2 => (kept[0], kept[1]) = pair(m[0], m[1], rest, lacking),
        3 => {
            let (low_c, high_c) = (least(m[2]), most(m[2]));
            for (x, xbit) in each(m[0]) {
                if x + least(m[1]) + low_c > rest {
                    break;
                }
                if x + most(m[1]) + high_c < rest {
                    continue;
                }
                let (y, z) = pair(m[1] & !xbit, m[2] & !xbit, rest - x, lacking & !xbit);
                if y != 0 {
                    kept[0] |= xbit;
                    kept[1] |= y;
                    kept[2] |= z;
                }
            }
        }
        _ => {
            let (low_d, high_d) = (least(m[3]), most(m[3]));
            let (low_cd, high_cd) = (least(m[2]) + low_d, most(m[2]) + high_d);
            for (x, xbit) in each(m[0]) {
                if x + least(m[1]) + low_cd > rest {
                    break;
                }
                if x + most(m[1]) + high_cd < rest {
                    continue;
                }
                for (y, ybit) in each(m[1] & !xbit) {
                    let two = x + y;
                    if two + low_cd > rest {
                        break;
                    }
                    if two + high_cd < rest {
                        continue;
                    }
                    let used = xbit | ybit;
                    let (z, w) = pair(m[2] & !used, m[3] & !used, rest - two, lacking & !used);
                    if z != 0 {
                        kept[0] |= xbit;
                        kept[1] |= ybit;
                        kept[2] |= z;
                        kept[3] |= w;
                    }
                }
            }
        }
    }
    order.iter().zip(&kept).for_each(|(&i, &k)| found[i] = k);
}

/// The digits of two cells (`a` and `b`, none placed) that some pair of different digits
/// adding up to `rest` and holding all of `lacking` uses: each keeps its digits whose
/// complement to `rest` the other has ([`mirror`]), and with one lacking digit, those that
/// are it or complement it, with two, those that are one of them.
#[inline]
fn pair(a: u32, b: u32, rest: u32, lacking: u32) -> (u32, u32) {
    // The digit that would pair with itself.
    let half = if rest % 2 == 0 { has(u32::MAX, rest / 2) } else { 0 };
    let with = match lacking.count_ones() {
        0 => u32::MAX,
        1 => lacking | mirror(lacking, rest),
        2 => lacking & mirror(lacking, rest),
        _ => 0,
    } & !half;
    (a & mirror(b, rest) & with, b & mirror(a, rest) & with)
}

/// The digits `rest - d` for the digits `d` of `digits` (those from 1 up).
#[inline]
fn mirror(digits: u32, rest: u32) -> u32 {
    // Bit `k` of `digits` (digit `k + 1`) goes to bit `31 - k`, then to bit `rest - 2 - k`.
    let reversed = digits.reverse_bits();
    match rest.checked_sub(33) {
        Some(up) => reversed.checked_shl(up).unwrap_or(0),
        None => reversed.checked_shr(33 - rest).unwrap_or(0),
    }
}

/// The least digit of `digits` (33 when there is none, more than any sum can lack).
fn least(digits: u32) -> u32 {
    digits.trailing_zeros() + 1
}

/// The largest digit of `digits` (0 when there is none).
fn most(digits: u32) -> u32 {
    32 - digits.leading_zeros()
}

/// What [`exact_cage`] keeps, by walking the fillings cell by cell (two to [`FEW`] cells;
/// `lacking`: the digits the fillings must hold, not placed).
#[cfg(test)]
fn walk_cage(masks: &[u32], rest: u32, placed: u32, lacking: u32, found: &mut [u32]) {
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
    let walk = Walk { masks, bounds: &bounds, lacking, placed };
    let mut bits = [0u32; FEW];
    walk.fill(0, rest, placed, &mut bits, &mut kept[..n]);
    order.iter().zip(&kept).for_each(|(&i, &k)| found[i] = k);
}

/// The open cells of a cage being filled.
#[cfg(test)]
struct Walk<'a> {
    masks: &'a [u32],
    /// The least and the most the cells from each one on make.
    bounds: &'a [(u32, u32)],
    /// The digits the fillings must hold, not yet placed.
    lacking: u32,
    /// The cage's placed digits.
    placed: u32,
}

#[cfg(test)]
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

    #[test]
    fn the_loops_keep_what_the_walk_keeps() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..50_000 {
            let n = 2 + next(3) as usize;
            let placed = if next(2) == 0 { 0 } else { (next(512) as u32) & (next(512) as u32) };
            let masks: Vec<u32> = (0..n).map(|_| 1 + next(511) as u32).collect();
            let must = (next(512) as u32) & (next(512) as u32) & (next(512) as u32);
            let rest = 1 + next(30) as u32;
            let mut ours = [0u32; FEW];
            exact_cage(&masks, rest, placed, must, &mut ours[..n]);
            let mut walked = [0u32; FEW];
            walk_cage(&masks, rest, placed, must & !placed, &mut walked[..n]);
            assert_eq!(ours, walked, "{masks:?} {rest} {placed:b} {must:b}");
        }
    }
}
