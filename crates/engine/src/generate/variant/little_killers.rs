//! Little killers as a setter picks them: a few short diagonals across a corner of the
//! board whose sums tell most (a total few fillings make: the smallest or the largest of
//! its cells), not a clue on every diagonal. A clue on every diagonal of three cells or
//! more made uniqueness checks of seconds (26 sums of up to eight cells, few givens) and
//! puzzles logic alone did not solve; a few long diagonals (up to nine cells) made puzzles
//! that logic solved only by forcing chains (BENCHMARKS.md, the variant generator).

use rand_core::Rng;

use crate::constraint::family::LittleKiller;
use crate::constraint::{Constraint, Direction, Outside};
use crate::digits::Cell;
use crate::generate::seed::below;
use crate::geometry::Layout;

/// The diagonals drawn, at most; the reduction keeps those needed.
const CLUES: usize = 4;
/// The shortest and the longest diagonals drawn: those across one corner box (and the
/// next box's corner cell), which a solver reads from the start.
const SHORTEST: usize = 2;
const LONGEST: usize = 4;
/// The random part of a diagonal's worth: the share of its fillings that make its sum is
/// multiplied by 1 to 2 (a bit of what the sum tells), in thousandths, so that the
/// drawing favours the telling sums, not always the same diagonals. (Up to 8 made fewer
/// puzzles that logic solves below Obscene: 9 Moderate in 100 attempts, against 20.)
const JITTER: u64 = 2_000;

/// Up to [`CLUES`] little killers on `solution` (digit values, row by row), from the top
/// edge and the left and right edges, running down, [`SHORTEST`] to [`LONGEST`] cells
/// long: those whose sums tell most, the least share of their fillings making the sum
/// ([`Share`]) times a random factor up to [`JITTER`].
pub fn little_killers(layout: &Layout, solution: &[u8], rng: &mut impl Rng) -> Vec<Constraint> {
    let size = layout.size();
    let mut places = Vec::new();
    for column in 1..=size {
        places.push((Outside { row: 0, column }, Direction::DownRight));
        places.push((Outside { row: 0, column }, Direction::DownLeft));
    }
    for row in 1..=size {
        places.push((Outside { row, column: 0 }, Direction::DownRight));
        places.push((Outside { row, column: size + 1 }, Direction::DownLeft));
    }
    let mut worth: Vec<(Share, LittleKiller)> = places
        .into_iter()
        .filter_map(|(clue, direction)| {
            let ray = clue.ray(size, direction);
            if !(SHORTEST..=LONGEST).contains(&ray.len()) {
                return None;
            }
            let sum: u16 = ray.iter().map(|&c| u16::from(solution[c.index()])).sum();
            let factor = 1_000 + below(rng, (JITTER - 1_000) as usize) as u64;
            Some((Share::of(layout, &ray, sum, factor), LittleKiller { clue, direction, sum }))
        })
        .collect();
    worth.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
    worth.into_iter().take(CLUES).map(|(_, killer)| Constraint::LittleKiller(killer)).collect()
}

/// The share of a diagonal's fillings (digits differ within a box) that make its sum,
/// times a factor: `making * factor / all`, compared exactly (no floating point, so that
/// every machine draws alike).
#[derive(Clone, Copy, Debug)]
struct Share {
    making: u64,
    all: u64,
    factor: u64,
}

impl Share {
    fn of(layout: &Layout, ray: &[Cell], sum: u16, factor: u64) -> Share {
        let size = layout.size();
        // The ways (ordered) to fill the cells so far, by their total.
        let mut ways = vec![1u64];
        let mut all = 1u64;
        let mut start = 0;
        while start < ray.len() {
            let region = layout.region(ray[start]);
            let end = (start..ray.len()).find(|&i| layout.region(ray[i]) != region).unwrap_or(ray.len());
            let segment = ordered_sums(size, end - start);
            let mut next = vec![0u64; ways.len() + segment.len()];
            for (a, &x) in ways.iter().enumerate() {
                for (b, &y) in segment.iter().enumerate() {
                    next[a + b] = next[a + b].saturating_add(x.saturating_mul(y));
                }
            }
            all = all.saturating_mul(segment.iter().sum());
            ways = next;
            start = end;
        }
        Share { making: ways.get(usize::from(sum)).copied().unwrap_or(0), all, factor }
    }

    fn value(self) -> (u128, u128) {
        (u128::from(self.making) * u128::from(self.factor), u128::from(self.all.max(1)))
    }
}

impl PartialEq for Share {
    fn eq(&self, other: &Share) -> bool {
        self.cmp(other) == std::cmp::Ordering::Equal
    }
}

impl Eq for Share {}

impl PartialOrd for Share {
    fn partial_cmp(&self, other: &Share) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Share {
    fn cmp(&self, other: &Share) -> std::cmp::Ordering {
        let ((a, b), (c, d)) = (self.value(), other.value());
        (a * d).cmp(&(c * b))
    }
}

/// For each total, the ordered fillings of `count` cells of one box (distinct digits of
/// 1 to `size`) that make it: the sets of `count` digits making it (counted digit by
/// digit), each in every order.
fn ordered_sums(size: usize, count: usize) -> Vec<u64> {
    // sets[k][t]: the sets of k digits so far that add up to t.
    let mut sets = vec![vec![0u64; size * count + 1]; count + 1];
    sets[0][0] = 1;
    for digit in 1..=size {
        for k in (1..=count).rev() {
            for total in (digit..=size * count).rev() {
                sets[k][total] = sets[k][total].saturating_add(sets[k - 1][total - digit]);
            }
        }
    }
    let order: u64 = (1..=count as u64).product();
    sets.pop().unwrap_or_default().into_iter().map(|n| n.saturating_mul(order)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_box_of_three_makes_6_one_way_in_every_order() {
        let sums = ordered_sums(9, 3);
        assert_eq!(sums[6], 6);
        assert_eq!(sums[24], 6);
        assert_eq!(sums[15], 8 * 6);
        assert_eq!(sums.iter().sum::<u64>(), 9 * 8 * 7);
    }

    #[test]
    fn the_telling_sums_come_first() {
        let layout = Layout::classic();
        let corner: Vec<Cell> = [2, 10, 18].map(Cell::new).to_vec();
        let (low, middle) = (Share::of(&layout, &corner, 6, 1_000), Share::of(&layout, &corner, 15, 1_000));
        assert!(low < middle);
        assert_eq!(Share::of(&layout, &corner, 6, 1_000), Share::of(&layout, &corner, 24, 1_000));
    }
}
