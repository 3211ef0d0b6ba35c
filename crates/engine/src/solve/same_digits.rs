//! The law of leftovers on jigsaw boards, which gives the search pairs of groups of cells
//! holding the same digits:
//! - the first (or last) `k` rows or columns together and the regions lying mostly inside
//!   them, when both have as many cells: each holds every digit `k` times, so the cells of
//!   one the other lacks hold the digits of the cells the other has and it lacks;
//! - a region and a row or column sharing two cells or more: what each holds outside the
//!   other.

use super::leftovers::houses_of;
use crate::digits::Cell;
use crate::geometry::{HouseKind, Layout};

/// The most cells a side of a region and a line may have: more say too little to pay.
const MAX_CROSSING_SIDE: usize = 6;

/// Pairs of groups of cells (neither empty, none sharing a cell) that hold the same digits,
/// each digit as many times, on a board with irregular regions; none on other boards.
pub(super) fn leftover_pairs(layout: &Layout) -> Vec<(Vec<Cell>, Vec<Cell>)> {
    if layout.variant().regions.is_none() {
        return Vec::new();
    }
    let size = layout.size();
    let cell_count = layout.cell_count();
    let of_kind = |kind| houses_of(layout, kind);
    let (rows, columns, regions) = (of_kind(HouseKind::Row), of_kind(HouseKind::Column), of_kind(HouseKind::Region));
    let mut found: Vec<(Vec<Cell>, Vec<Cell>)> = Vec::new();
    let mut add = |a: Vec<usize>, b: Vec<usize>| {
        let to_cells = |side: Vec<usize>| side.into_iter().map(Cell::new).collect::<Vec<Cell>>();
        let pair = (to_cells(a), to_cells(b));
        if !pair.0.is_empty()
            && !found.iter().any(|(x, y)| (x, y) == (&pair.0, &pair.1) || (x, y) == (&pair.1, &pair.0))
        {
            found.push(pair);
        }
    };
    let reversed = |lines: &Vec<Vec<usize>>| lines.iter().rev().cloned().collect::<Vec<_>>();
    for order in [rows.clone(), reversed(&rows), columns.clone(), reversed(&columns)] {
        let (mut union, mut pieces) = (vec![false; cell_count], vec![false; cell_count]);
        let mut used = vec![false; regions.len()];
        for (k, line) in order.iter().enumerate().take(size.saturating_sub(1)) {
            line.iter().for_each(|&c| union[c] = true);
            for (r, region) in regions.iter().enumerate() {
                if !used[r] && 2 * region.iter().filter(|&&c| union[c]).count() > region.len() {
                    used[r] = true;
                    region.iter().for_each(|&c| pieces[c] = true);
                }
            }
            // One line and the regions mostly in it are the crossings below.
            if k == 0 {
                continue;
            }
            let a: Vec<usize> = (0..cell_count).filter(|&c| union[c] && !pieces[c]).collect();
            let b: Vec<usize> = (0..cell_count).filter(|&c| pieces[c] && !union[c]).collect();
            if a.len() == b.len() && a.len() < size {
                add(a, b);
            }
        }
    }
    for region in &regions {
        for line in rows.iter().chain(&columns) {
            let a: Vec<usize> = region.iter().copied().filter(|c| !line.contains(c)).collect();
            let b: Vec<usize> = line.iter().copied().filter(|c| !region.contains(c)).collect();
            if a.len() + 2 <= region.len() && a.len() <= MAX_CROSSING_SIDE && a.len() == b.len() {
                add(a, b);
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Geometry, Variant};

    #[test]
    fn a_region_crossing_a_row_pairs_what_each_holds_outside_the_other() {
        // 4x4: region 0 is r1c1, r1c2, r1c3 and r2c1; region 1 is r1c4 and r2c2..r2c4.
        let regions = vec![0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3];
        let layout = Layout::new(Geometry::new(2, 2, Variant { regions: Some(regions), ..Variant::default() }))
            .expect("valid regions");
        let pairs = leftover_pairs(&layout);
        let cells = |indices: &[usize]| indices.iter().map(|&i| Cell::new(i)).collect::<Vec<Cell>>();
        assert!(pairs.contains(&(cells(&[4]), cells(&[3]))), "{pairs:?}");
        assert!(pairs.iter().all(|(a, b)| a.len() == b.len() && a.iter().all(|c| !b.contains(c))));
    }
}
