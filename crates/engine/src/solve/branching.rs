//! Where the exact searches branch besides a cell's digits: a digit's two places in a
//! house.

/// The flag of a placed cell (the same in every search).
const PLACED: u32 = super::propagate::SOLVED;

/// A digit of a house with two places left, as two cells, when the cell to branch on
/// has more than two candidates and those places clashed more per branch than the cell
/// did (`weights` counts the clashes of each cell): the branch on where the digit goes is
/// then smaller. The pair whose cells clashed most is taken.
pub(super) fn two_places(houses: &[Vec<u16>], cand: &[u32], weights: &[u32], cell: usize) -> Option<(u32, [usize; 2])> {
    let count = cand[cell].count_ones();
    if count <= 2 {
        return None;
    }
    let mut best: Option<(u32, u32, [usize; 2])> = None;
    for house in houses {
        let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
        for &cell in house {
            let c = cand[usize::from(cell)];
            let c = if c & PLACED != 0 { 0 } else { c };
            thrice |= twice & c;
            twice |= once & c;
            once |= c;
        }
        let mut two = twice & !thrice;
        while two != 0 {
            let bit = two & two.wrapping_neg();
            two &= two - 1;
            let mut places = house.iter().map(|&c| usize::from(c)).filter(|&c| cand[c] & bit != 0);
            let (Some(a), Some(b)) = (places.next(), places.next()) else { continue };
            let weight = weights[a] + weights[b];
            if best.is_none_or(|(w, _, _)| weight > w) {
                best = Some((weight, bit, [a, b]));
            }
        }
    }
    best.map(|(_, bit, places)| (bit, places))
        .filter(|(_, [a, b])| u64::from(weights[*a] + weights[*b]) * u64::from(count) > 4 * u64::from(weights[cell]))
}
