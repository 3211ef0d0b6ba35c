//! A cage with two or three open cells, narrowed exactly (as the Interactive Sudoku
//! Solver narrows a sum with few cells left): each open cell keeps the digits of some
//! filling of the open cells with different digits, none placed in the cage, that
//! completes the cage's sum and holds every digit the cage must.

/// The most open cells [`exact_cage`] walks.
pub(super) const FEW: usize = 3;

/// Each digit of `digits` and its bit, from the least.
fn each(digits: u32) -> impl Iterator<Item = (u32, u32)> {
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
/// two or three cells are walked; other counts keep everything.
pub(super) fn exact_cage(masks: &[u32], rest: u32, placed: u32, must: u32, found: &mut [u32]) {
    let lacking = must & !placed;
    match masks {
        [a, b] => {
            for (x, xbit) in each(*a & !placed) {
                let Some(y) = rest.checked_sub(x) else { break };
                let ybit = has(*b & !placed & !xbit, y);
                if ybit != 0 && lacking & !(xbit | ybit) == 0 {
                    found[0] |= xbit;
                    found[1] |= ybit;
                }
            }
        }
        [a, b, c] => {
            for (x, xbit) in each(*a & !placed) {
                for (y, ybit) in each(*b & !placed & !xbit) {
                    let Some(z) = rest.checked_sub(x + y) else { break };
                    let zbit = has(*c & !placed & !xbit & !ybit, z);
                    if zbit != 0 && lacking & !(xbit | ybit | zbit) == 0 {
                        found[0] |= xbit;
                        found[1] |= ybit;
                        found[2] |= zbit;
                    }
                }
            }
        }
        _ => found.iter_mut().zip(masks).for_each(|(f, &m)| *f = m),
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
