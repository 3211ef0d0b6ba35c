//! The rule of 45 (on every board, the digits of a house sum to `N(N+1)/2`), which gives
//! the killer search sums the cages do not state:
//! - innies: the cells of a house outside the cages that lie wholly inside it sum to the
//!   house's total less those cages' sums;
//! - outies: when the cages touching a house cover it, their cells outside the house sum
//!   to those cages' sums less the house's total; used when those cells all see each
//!   other (so their digits differ, as in a cage).
//!
//! Each such group is a cage without a border: its digits differ and make its sum.

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
