//! A leftover sum with at most three open cells, narrowed exactly by walking their digits:
//! the same digits as the constrained search's exact sums keep (`exact_sum`), without its
//! tables of totals and digit sets, which cost more than the few fillings left to walk.

use super::PLACED;

/// The most open cells [`exact_few`] walks.
pub(super) const FEW: usize = 3;

/// An open cell of a sum: its index, its coefficient (1 or -1), its run and its digits.
#[derive(Clone, Copy, Default)]
struct Open {
    cell: usize,
    sign: i64,
    run: usize,
    digits: u32,
}

impl Open {
    /// The digit `value` as a bit of this cell's digits, if it has it.
    fn has(&self, value: i64) -> Option<u32> {
        let bit = u32::try_from(value - 1).ok().and_then(|k| 1u32.checked_shl(k))?;
        (self.digits & bit != 0).then_some(bit)
    }
}

/// Each digit of `digits` (as a term's value) and its bit, from the least.
fn each(digits: u32) -> impl Iterator<Item = (i64, u32)> {
    crate::solve::cage_exact::each(digits).map(|(digit, bit)| (i64::from(digit), bit))
}

/// Keeps in each open cell of the sum (`terms` with coefficients 1 or -1, in runs of
/// `groups` lengths whose cells take different digits, adding up to `total`) the digits
/// some filling of the open cells uses, given the placed ones. `None` on a contradiction,
/// else whether a candidate went; `Some(false)`, narrowing nothing, when more than [`FEW`]
/// cells are open.
pub(super) fn exact_few(terms: &[(u16, i64)], groups: &[u8], total: i64, cand: &mut [u32]) -> Option<bool> {
    let mut open = [Open::default(); FEW];
    let (mut count, mut rest, mut from) = (0, total, 0);
    for (run, &len) in groups.iter().enumerate() {
        let cells = &terms[from..from + usize::from(len)];
        from += usize::from(len);
        let mut placed = 0u32;
        for &(cell, sign) in cells {
            let c = cand[usize::from(cell)];
            if c & PLACED != 0 {
                let digit = c & !PLACED;
                if placed & digit != 0 {
                    return None;
                }
                placed |= digit;
                rest -= sign * (i64::from(digit.trailing_zeros()) + 1);
            }
        }
        for &(cell, sign) in cells {
            let c = cand[usize::from(cell)];
            if c & PLACED == 0 {
                if count == FEW {
                    return Some(false);
                }
                open[count] = Open { cell: usize::from(cell), sign, run, digits: c & !placed };
                count += 1;
            }
        }
    }
    let open = &open[..count];
    let mut found = [0u32; FEW];
    match open {
        [] => return (rest == 0).then_some(false),
        [a] => found[0] = a.has(a.sign * rest).unwrap_or(0),
        [a, b] => {
            for (x, xbit) in each(a.digits) {
                let y = b.sign * (rest - a.sign * x);
                if let Some(ybit) = b.has(y).filter(|_| a.run != b.run || x != y) {
                    found[0] |= xbit;
                    found[1] |= ybit;
                }
            }
        }
        [a, b, c] => {
            for (x, xbit) in each(a.digits) {
                for (y, ybit) in each(b.digits) {
                    if a.run == b.run && x == y {
                        continue;
                    }
                    let z = c.sign * (rest - a.sign * x - b.sign * y);
                    let distinct = (a.run != c.run || x != z) && (b.run != c.run || y != z);
                    if let Some(zbit) = c.has(z).filter(|_| distinct) {
                        found[0] |= xbit;
                        found[1] |= ybit;
                        found[2] |= zbit;
                    }
                }
            }
        }
        _ => return Some(false),
    }
    let mut changed = false;
    for (cell, &keep) in open.iter().zip(&found) {
        let old = cand[cell.cell];
        let new = old & keep;
        if new == 0 {
            return None;
        }
        changed |= new != old;
        cand[cell.cell] = new;
    }
    Some(changed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::constrained::{linear, Matchings};

    #[test]
    fn keeps_what_the_exact_sums_keep() {
        // Sums of up to six terms with coefficients 1 or -1 in runs, a few placed: the
        // walk alone keeps what the bounds and the exact sums together keep.
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..20_000 {
            let len = 1 + next(6) as usize;
            let mut groups = Vec::new();
            let mut left = len;
            while left > 0 {
                let run = 1 + next(left as u64) as usize;
                groups.push(run as u8);
                left -= run;
            }
            let (mut terms, mut cand) = (Vec::new(), Vec::new());
            for &run in &groups {
                let sign = if next(3) == 0 { -1 } else { 1 };
                for _ in 0..run {
                    terms.push((cand.len() as u16, sign));
                    cand.push(if next(3) == 0 { 1 << next(9) | PLACED } else { (next(511) + 1) as u32 });
                }
            }
            let open = cand.iter().filter(|&&c| c & PLACED == 0).count();
            if open > FEW {
                continue;
            }
            let total = next(30) as i64 - 8;
            let mut theirs = cand.clone();
            let expected = linear(&terms, &groups, total, &mut theirs, &mut Matchings::new());
            let mut ours = cand.clone();
            let found = exact_few(&terms, &groups, total, &mut ours);
            assert_eq!(found, expected, "{terms:?} {groups:?} {total} {cand:?}");
            if found.is_some() {
                assert_eq!(ours, theirs, "{terms:?} {groups:?} {total} {cand:?}");
            }
        }
    }
}
