//! The rule of 45 (on every board, the digits of a house sum to `N(N+1)/2`), which gives
//! the killer search sums the cages do not state:
//! - innies: the cells of a house outside the cages that lie wholly inside it sum to the
//!   house's total less those cages' sums;
//! - outies: when the cages touching a house cover it, their cells outside the house sum
//!   to those cages' sums less the house's total; used when those cells all see each
//!   other (so their digits differ, as in a cage).
//!
//! Each such group is a cage without a border: its digits differ and make its sum.
//!
//! The same rule on the first `k` rows (or columns) together, for every `k`, gives sums
//! of groups whose digits may repeat ([`implied_sums`]): the search keeps each cell's
//! digits within what the group's other cells can still add up to.

use crate::digits::Cell;
use crate::geometry::{combinations, Layout};

/// The most digit sets an implied group may have; larger groups say too little to pay.
const MAX_COMBOS: usize = 256;

/// Groups of cells with the sum the rule of 45 implies, each with its possible digit sets
/// (as bits), none a cage itself.
pub(super) fn implied_groups(layout: &Layout) -> Vec<(Vec<Cell>, Vec<u32>)> {
    let size = layout.size();
    let total = (size * (size + 1) / 2) as u32;
    let mut groups: Vec<(Vec<Cell>, Vec<u32>)> = Vec::new();
    let mut add = |mut cells: Vec<Cell>, sum: u32| {
        cells.sort_unstable();
        let Some(&first) = cells.first() else { return };
        let is_cage = layout.cage_of(first).is_some_and(|c| layout.cages()[c].cells == cells);
        if is_cage || cells.len() == size || groups.iter().any(|(known, _)| *known == cells) {
            return;
        }
        let Ok(sum) = u16::try_from(sum) else { return };
        let combos: Vec<u32> = combinations(size, cells.len(), Some(sum)).into_iter().map(|set| set.bits()).collect();
        if combos.len() <= MAX_COMBOS {
            groups.push((cells, combos));
        }
    };
    for house in layout.houses() {
        let mut inside: Vec<usize> = house
            .cells
            .iter()
            .filter_map(|&cell| layout.cage_of(cell))
            .filter(|&c| {
                let cage = &layout.cages()[c];
                cage.sum.is_some() && cage.cells.iter().all(|cell| house.cells.contains(cell))
            })
            .collect();
        // A cage's cells need not follow each other in a house's order (a box).
        inside.sort_unstable();
        inside.dedup();
        if !inside.is_empty() {
            let inside_sum: u32 = inside.iter().filter_map(|&c| layout.cages()[c].sum).map(u32::from).sum();
            let rest: Vec<Cell> = house
                .cells
                .iter()
                .copied()
                .filter(|&cell| layout.cage_of(cell).is_none_or(|c| !inside.contains(&c)))
                .collect();
            if let Some(sum) = total.checked_sub(inside_sum) {
                add(rest, sum);
            }
        }
        let Some(touching) = touching_cages(layout, &house.cells) else { continue };
        let outside: Vec<Cell> = touching
            .iter()
            .flat_map(|&c| layout.cages()[c].cells.iter().copied())
            .filter(|cell| !house.cells.contains(cell))
            .collect();
        let see_each_other =
            outside.iter().enumerate().all(|(i, &a)| outside[i + 1..].iter().all(|&b| layout.sees(a, b)));
        if see_each_other {
            let touching_sum: u32 = touching.iter().filter_map(|&c| layout.cages()[c].sum).map(u32::from).sum();
            if let Some(sum) = touching_sum.checked_sub(total) {
                add(outside, sum);
            }
        }
    }
    groups
}

/// The cages holding the cells of `house`, in order, when every cell lies in a cage with
/// a sum; `None` otherwise (no rule of 45 applies).
fn touching_cages(layout: &Layout, house: &[Cell]) -> Option<Vec<usize>> {
    let mut touching = Vec::new();
    for &cell in house {
        let cage = layout.cage_of(cell)?;
        layout.cages()[cage].sum?;
        if !touching.contains(&cage) {
            touching.push(cage);
        }
    }
    Some(touching)
}

/// Groups of cells whose sum the rule of 45 implies on the first `k` rows and on the
/// first `k` columns (`k` from 1 to N - 1), inside and outside, with that sum; digits may
/// repeat in a group. Groups of more than [`MAX_SUM_GROUP`] cells say too little to pay.
pub(super) fn implied_sums(layout: &Layout) -> Vec<(Vec<Cell>, u32)> {
    let size = layout.size();
    let house_total = (size * (size + 1) / 2) as u32;
    let mut groups: Vec<(Vec<Cell>, u32)> = Vec::new();
    for columns in [false, true] {
        for k in 1..size {
            let inside = |cell: &Cell| {
                let line = if columns { layout.column(*cell) } else { layout.row(*cell) };
                line < k
            };
            let total = house_total * k as u32;
            let (mut innies, mut outies) = (Vec::new(), Vec::new());
            let (mut inside_sum, mut crossing_sum) = (0u32, 0u32);
            let mut every_cage_summed = true;
            for (index, cage) in layout.cages().iter().enumerate() {
                let within = cage.cells.iter().filter(|c| inside(c)).count();
                if within == 0 {
                    continue;
                }
                match cage.sum {
                    Some(sum) if within == cage.cells.len() => inside_sum += u32::from(sum),
                    Some(sum) => {
                        crossing_sum += u32::from(sum);
                        innies.extend(cage.cells.iter().copied().filter(|c| inside(c)));
                        outies.extend(cage.cells.iter().copied().filter(|c| !inside(c)));
                    }
                    None => {
                        every_cage_summed = false;
                        innies.extend(layout.cages()[index].cells.iter().copied().filter(|c| inside(c)));
                    }
                }
            }
            innies.extend(layout.cells().filter(|c| inside(c) && layout.cage_of(*c).is_none()));
            if innies.len() <= MAX_SUM_GROUP {
                if let Some(sum) = total.checked_sub(inside_sum) {
                    groups.push((innies.clone(), sum));
                }
            }
            let all_caged = layout.cells().filter(|c| inside(c)).all(|c| layout.cage_of(c).is_some());
            if every_cage_summed && all_caged && outies.len() <= MAX_SUM_GROUP {
                if let Some(sum) = (inside_sum + crossing_sum).checked_sub(total) {
                    groups.push((outies, sum));
                }
            }
        }
    }
    groups.retain(|(cells, _)| !cells.is_empty());
    groups
}

/// The most cells of a group [`implied_sums`] keeps.
const MAX_SUM_GROUP: usize = 24;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Cage, Geometry, Variant};

    #[test]
    fn the_first_row_gives_its_innies_and_outies_sums() {
        let cage = |cells: &[usize], sum| Cage::new(cells.iter().map(|&i| Cell::new(i)).collect(), Some(sum));
        // 4x4, rows sum to 10: r1c1+r1c2 = 3 lies in row 1; r1c3+r2c3 = 7 and r1c4+r2c4 = 5 cross it.
        let cages = vec![cage(&[0, 1], 3), cage(&[2, 6], 7), cage(&[3, 7], 5)];
        let layout = Layout::new(Geometry::new(2, 2, Variant { cages: Some(cages), ..Variant::default() }))
            .expect("valid cages");
        let sums = implied_sums(&layout);
        let cells = |indices: &[usize]| indices.iter().map(|&i| Cell::new(i)).collect::<Vec<Cell>>();
        assert!(sums.contains(&(cells(&[2, 3]), 10 - 3)), "innies of row 1: {sums:?}");
        assert!(sums.contains(&(cells(&[6, 7]), 3 + 7 + 5 - 10)), "outies of row 1: {sums:?}");
        // Column 1: r1c1 (its part of a crossing cage) and the uncaged r2c1..r4c1 make 10;
        // with uncaged cells it has no outies (r1c2 alone is not a group).
        assert!(sums.contains(&(cells(&[0, 4, 8, 12]), 10)), "innies of column 1: {sums:?}");
        assert!(sums.iter().all(|(group, _)| group != &cells(&[1])), "{sums:?}");
    }
}
