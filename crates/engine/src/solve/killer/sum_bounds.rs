//! The sums the rule of 45 gives groups of cells beyond the cages (`innies::implied_sums`),
//! bounded by their cells' least and largest digits. A position keeps, for each sum, its
//! cells' digits when it was last bounded and the totals of their least and largest digits
//! then, so that a sum reads again only the digits of the cells changed since.

use super::{narrow, Queue, Tables, PLACED};

/// The words of a position's stamps a sum of `cells` cells takes: its cells' digits, then
/// the totals of their least and of their largest digits.
pub(super) fn stamp_words(cells: usize) -> usize {
    cells + 2
}

/// Sets a sum's stamps (see [`stamp_words`]) as for cells without digits, before the
/// search starts: no cell of a position matches them.
pub(super) fn start(stamps: &mut [u32]) {
    let cells = stamps.len().saturating_sub(2);
    stamps.fill(0);
    if let [.., low, high] = stamps {
        *low = cells as u32 * least(0);
        *high = cells as u32 * most(0);
    }
}

/// The least digit of `digits` (33 when there is none).
fn least(digits: u32) -> u32 {
    digits.trailing_zeros() + 1
}

/// The largest digit of `digits` (0 when there is none).
fn most(digits: u32) -> u32 {
    32 - digits.leading_zeros()
}

/// Keeps in each cell of every implied sum the digits the group's other cells can
/// complete to its sum (their smallest and largest candidates bound them); false on a
/// contradiction. Cells left with one digit are queued. `stamps` are a position's stamps.
pub(super) fn sum_bounds(tables: &Tables, cand: &mut [u32], stamps: &mut [u32], singles: &mut Queue) -> bool {
    let first = tables.houses.len() + tables.crossings.len();
    // No cell's digits span more than this.
    let widest = tables.all.count_ones().saturating_sub(1);
    for (index, ((cells, sum), &at)) in tables.sums.iter().zip(&tables.sum_stamps).enumerate() {
        if !singles.take(first + index) {
            continue;
        }
        let (seen, totals) = stamps[at..at + stamp_words(cells.len())].split_at_mut(cells.len());
        let (mut low, mut high) = (totals[0], totals[1]);
        for (&cell, seen) in cells.iter().zip(seen.iter_mut()) {
            let c = cand[usize::from(cell)] & !PLACED;
            if c != *seen {
                // The totals are of the stamps' digits: a cell's change moves them.
                low = low.wrapping_add(least(c)).wrapping_sub(least(*seen));
                high = high.wrapping_add(most(c)).wrapping_sub(most(*seen));
                *seen = c;
            }
        }
        (totals[0], totals[1]) = (low, high);
        let sum = *sum;
        if sum < low || sum > high {
            return false;
        }
        // A cell loses digits only when the sum's slack on one side is less than its span.
        let slack = (sum - low).min(high - sum);
        if slack >= widest {
            continue;
        }
        let span = cells
            .iter()
            .map(|&cell| {
                let c = cand[usize::from(cell)] & !PLACED;
                most(c).saturating_sub(least(c))
            })
            .max()
            .unwrap_or(0);
        if slack >= span {
            continue;
        }
        for &cell in cells {
            let cell = usize::from(cell);
            let c = cand[cell] & !PLACED;
            // The others add up to between low - min(c) and high - max(c).
            let (others_low, others_high) = (low - least(c), high - most(c));
            let smallest = sum.saturating_sub(others_high).max(1);
            let Some(largest) = sum.checked_sub(others_low) else { return false };
            if largest < smallest {
                return false;
            }
            // Digits `smallest..=largest`: bits `smallest - 1 .. largest` (no digit is 32 or more).
            let below_largest = 1u32.checked_shl(largest).map_or(u32::MAX, |bit| bit - 1);
            let Some(below_smallest) = 1u32.checked_shl(smallest - 1).map(|bit| bit - 1) else { return false };
            let keep = below_largest & !below_smallest;
            if !narrow(cand, singles, cell, keep | PLACED) {
                return false;
            }
        }
    }
    true
}
