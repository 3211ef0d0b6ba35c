//! The rule of 45 beyond the cages:
//! - on unions of houses taken in order (the first `k` rows, the last `k` rows, the same
//!   for columns, the first `k` boxes): the cages lying mostly inside the union, together,
//!   differ from it by a few cells, their outies inside it, and the cells of the union they
//!   leave, its innies. The outies less the innies sum to the cages' sums less the union's
//!   total ([`union_leftovers`]);
//! - on each house, for each cage sticking out of it by one cell ([`house_outie_offsets`]);
//! - on each house that sums cross, for what sticks out of it ([`house_outies`]).

use crate::digits::Cell;
use crate::geometry::{HouseKind, Layout};

/// The most cells an outies-less-innies sum may have, and the most of either side when
/// there are both: longer sums say too little to pay.
const MAX_TERMS: usize = 6;
const MAX_SIDE: usize = 2;

/// Sums of cells with coefficients 1 (outies) and -1 (innies), and their totals, that the
/// rule of 45 gives on unions of rows, columns or boxes in order, on boards of rows,
/// columns and boxes. Each uses at least one innie or outie and says something the
/// cages do not.
pub(super) fn union_leftovers(layout: &Layout) -> Vec<(Vec<(Cell, i64)>, i64)> {
    let size = layout.size();
    let house_total = (size * (size + 1) / 2) as i64;
    let cells = layout.cell_count();
    // The cages with sums, and the cells no such cage holds as one more piece when they
    // are fewer than a house.
    let mut pieces: Vec<(Vec<usize>, i64)> = layout
        .cages()
        .iter()
        .filter_map(|cage| Some((cage.cells.iter().map(|c| c.index()).collect(), i64::from(cage.sum?))))
        .collect();
    if pieces.is_empty() {
        return Vec::new();
    }
    let mut in_piece = vec![false; cells];
    pieces.iter().flat_map(|(cells, _)| cells).for_each(|&c| in_piece[c] = true);
    let gap: Vec<usize> = (0..cells).filter(|&c| !in_piece[c]).collect();
    if !gap.is_empty() && gap.len() < size {
        let caged: i64 = pieces.iter().map(|(_, sum)| sum).sum();
        pieces.push((gap, house_total * size as i64 - caged));
    }
    let houses = |kind| houses_of(layout, kind);
    // A jigsaw's regions stand for the boxes, taken in their order.
    let boxes = if layout.variant().regions.is_some() { houses(HouseKind::Region) } else { houses(HouseKind::Box) };
    let (rows, columns) = (houses(HouseKind::Row), houses(HouseKind::Column));
    let reversed = |lines: &Vec<Vec<usize>>| lines.iter().rev().cloned().collect::<Vec<_>>();
    let mut sums = Vec::new();
    for order in [reversed(&rows), rows.clone(), reversed(&columns), columns.clone(), boxes] {
        if order.len() != size {
            continue;
        }
        let (mut union, mut covered) = (vec![false; cells], vec![false; cells]);
        let mut used = vec![false; pieces.len()];
        let mut pieces_sum = 0;
        for (k, house) in order.iter().enumerate().take(size - 1) {
            house.iter().for_each(|&c| union[c] = true);
            for (p, (piece, sum)) in pieces.iter().enumerate() {
                if !used[p] && 2 * piece.iter().filter(|&&c| union[c]).count() > piece.len() {
                    used[p] = true;
                    pieces_sum += sum;
                    piece.iter().for_each(|&c| covered[c] = true);
                }
            }
            // The first house alone is the single house's own rule of 45.
            if k == 0 {
                continue;
            }
            let innies: Vec<usize> = (0..cells).filter(|&c| union[c] && !covered[c]).collect();
            let outies: Vec<usize> = (0..cells).filter(|&c| covered[c] && !union[c]).collect();
            let count = innies.len() + outies.len();
            if count == 0 || count > MAX_TERMS || innies.len().min(outies.len()) > MAX_SIDE {
                continue;
            }
            let total = pieces_sum - house_total * (k as i64 + 1);
            let terms = outies.iter().map(|&c| (Cell::new(c), 1)).chain(innies.iter().map(|&c| (Cell::new(c), -1)));
            let sum = (terms.collect::<Vec<_>>(), total);
            if !sums.contains(&sum) {
                sums.push(sum);
            }
        }
    }
    sums
}

/// Sums the rule of 45 gives on each house for each cage sticking out of it by one cell:
/// the cells of the house outside that cage and the cages wholly inside, less the cell
/// sticking out, make the house's total less those cages' sums. Kept when they have at
/// most [`MAX_TERMS`] cells: an arrow with an offset, narrowed exactly.
pub(super) fn house_outie_offsets(layout: &Layout) -> Vec<(Vec<(Cell, i64)>, i64)> {
    let size = layout.size();
    let house_total = (size * (size + 1) / 2) as i64;
    let cages: Vec<(&[Cell], i64)> =
        layout.cages().iter().filter_map(|cage| Some((cage.cells.as_slice(), i64::from(cage.sum?)))).collect();
    let mut found = Vec::new();
    for house in layout.houses() {
        let inside = |cells: &[Cell]| cells.iter().filter(|c| house.cells.contains(c)).count();
        let (mut rest, mut total) = (house.cells.clone(), house_total);
        for &(cells, sum) in cages.iter().filter(|(cells, _)| inside(cells) == cells.len()) {
            rest.retain(|c| !cells.contains(c));
            total -= sum;
        }
        for &(cells, sum) in cages.iter().filter(|(cells, _)| inside(cells) + 1 == cells.len()) {
            let terms: Vec<(Cell, i64)> = rest
                .iter()
                .filter(|c| !cells.contains(c))
                .map(|&c| (c, 1))
                .chain(cells.iter().filter(|c| !house.cells.contains(c)).map(|&c| (c, -1)))
                .collect();
            let sum = (terms, total - sum);
            if sum.0.len() <= MAX_TERMS && !found.contains(&sum) {
                found.push(sum);
            }
        }
    }
    found
}

/// Sums of cells (digits may repeat) the rule of 45 gives on each house that the sums of
/// `sums` (cells that take different digits, with their totals) cross: the sums crossing
/// the house, none sharing a cell, with other houses filling what they leave of it, add up
/// beyond the house by their totals less its own; houses lying wholly in what sticks out
/// are taken off. Kept only when the sum narrows its cells well: its slack is less than a
/// quarter of its cells' span.
pub(super) fn house_outies(layout: &Layout, sums: &[(Vec<Cell>, i64)]) -> Vec<(Vec<Cell>, i64)> {
    if sums.is_empty() {
        return Vec::new();
    }
    let size = layout.size();
    let house_total = (size * (size + 1) / 2) as i64;
    let cells = layout.cell_count();
    let houses: Vec<Vec<usize>> = layout.houses().iter().map(|h| h.cells.iter().map(|c| c.index()).collect()).collect();
    let sums: Vec<(Vec<usize>, i64)> =
        sums.iter().map(|(cells, total)| (cells.iter().map(|c| c.index()).collect(), *total)).collect();
    let meets = |a: &[usize], b: &[usize]| a.iter().any(|c| b.contains(c));
    let mut found = Vec::new();
    for house in &houses {
        // The sums crossing the house, those crossing fewest others first, none sharing a cell.
        let crossing: Vec<&(Vec<usize>, i64)> = sums.iter().filter(|(s, _)| meets(s, house)).collect();
        let mut order: Vec<(usize, &(Vec<usize>, i64))> = crossing
            .iter()
            .map(|&sum| {
                (crossing.iter().filter(|other| !std::ptr::eq(**other, sum) && meets(&other.0, &sum.0)).count(), sum)
            })
            .collect();
        order.sort_by_key(|(overlaps, _)| *overlaps);
        let mut taken = vec![false; cells];
        let mut total = 0;
        for (_, (sum_cells, sum)) in order {
            if sum_cells.iter().any(|&c| taken[c]) {
                continue;
            }
            sum_cells.iter().for_each(|&c| taken[c] = true);
            total += sum;
        }
        let mut uncovered: Vec<usize> = house.iter().copied().filter(|&c| !taken[c]).collect();
        // Houses meeting only uncovered cells of this one, in two cells or more, fill them.
        for gap in &houses {
            if uncovered.is_empty() {
                break;
            }
            let inside = gap.iter().filter(|c| house.contains(c)).count();
            let filling = gap.iter().filter(|c| uncovered.contains(c)).count();
            if filling < 2 || filling != inside || gap.iter().any(|&c| taken[c]) {
                continue;
            }
            gap.iter().for_each(|&c| taken[c] = true);
            total += house_total;
            uncovered.retain(|c| !gap.contains(c));
        }
        if !uncovered.is_empty() {
            continue;
        }
        house.iter().for_each(|&c| taken[c] = false);
        total -= house_total;
        for other in &houses {
            if other.iter().all(|&c| taken[c]) {
                other.iter().for_each(|&c| taken[c] = false);
                total -= house_total;
            }
        }
        let outside: Vec<usize> = (0..cells).filter(|&c| taken[c]).collect();
        if outside.is_empty() {
            continue;
        }
        let (low, high) = peer_bounds(layout, &outside);
        let slack = (total - low).min(high - total);
        if slack < 0 || high == low || high - low <= 4 * slack {
            continue;
        }
        let sum = (outside.into_iter().map(Cell::new).collect::<Vec<Cell>>(), total);
        if !found.contains(&sum)
            && !sums.iter().any(|(s, _)| s.len() == sum.0.len() && sum.0.iter().all(|c| s.contains(&c.index())))
        {
            found.push(sum);
        }
    }
    found
}

/// The least and the largest total of `cells`, taking those that see each other (in
/// runs, each cell joining the first run all of whose cells it sees) as different digits.
fn peer_bounds(layout: &Layout, cells: &[usize]) -> (i64, i64) {
    let size = layout.size() as i64;
    let mut runs: Vec<Vec<usize>> = Vec::new();
    for &cell in cells {
        let sees = |run: &Vec<usize>| run.iter().all(|&o| layout.sees(Cell::new(cell), Cell::new(o)));
        match runs.iter_mut().find(|run| sees(run)) {
            Some(run) => run.push(cell),
            None => runs.push(vec![cell]),
        }
    }
    runs.iter().fold((0, 0), |(low, high), run| {
        let n = run.len() as i64;
        (low + n * (n + 1) / 2, high + n * (2 * size - n + 1) / 2)
    })
}

/// The cages' outies less their innies on unions of houses ([`union_leftovers`]), then on
/// each house for each cage sticking out of it by one cell ([`house_outie_offsets`]), each
/// sum once.
pub(super) fn all_leftover_sums(layout: &Layout) -> Vec<(Vec<(Cell, i64)>, i64)> {
    let mut sums = union_leftovers(layout);
    for sum in house_outie_offsets(layout) {
        if !sums.contains(&sum) {
            sums.push(sum);
        }
    }
    sums
}

/// The houses of `kind` in their order, each as its cells' indices.
pub(super) fn houses_of(layout: &Layout, kind: HouseKind) -> Vec<Vec<usize>> {
    let mut found: Vec<(usize, Vec<usize>)> = layout
        .houses()
        .iter()
        .filter(|h| h.kind == kind)
        .map(|h| (h.index, h.cells.iter().map(|c| c.index()).collect()))
        .collect();
    found.sort_unstable();
    found.into_iter().map(|(_, cells)| cells).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Cage, Geometry, Variant};

    #[test]
    fn two_rows_give_their_outie_less_their_innie() {
        let cage = |cells: &[usize], sum| Cage::new(cells.iter().map(|&i| Cell::new(i)).collect(), Some(sum));
        // 4x4, rows sum to 10; cells numbered row by row from 0.
        let cages = vec![
            cage(&[0, 1, 2, 3], 10),
            cage(&[4, 5, 6], 6),
            cage(&[7, 11, 15], 9),
            cage(&[8, 9, 12, 13], 10),
            cage(&[10, 14], 5),
        ];
        let layout = Layout::new(Geometry::new(2, 2, Variant { cages: Some(cages), ..Variant::default() }))
            .expect("valid cages");
        let sums = union_leftovers(&layout);
        // The last two rows (cells 8 to 15) hold most of the cage of 7, 11 and 15, all of
        // the cages of 8, 9, 12, 13 and of 10, 14: 24 against 20, so r2c4 (cell 7) is 4.
        assert!(sums.contains(&(vec![(Cell::new(7), 1)], 9 + 10 + 5 - 20)), "{sums:?}");
    }

    #[test]
    fn each_cage_sticking_out_of_a_house_by_one_cell_gives_an_offset() {
        let cage = |cells: &[usize], sum| Cage::new(cells.iter().map(|&i| Cell::new(i)).collect(), Some(sum));
        // 4x4, houses sum to 10, cells numbered row by row from 0: a cage of cells 0 and 1
        // (3) and a cage of cells 2 and 6 (5).
        let cages = vec![cage(&[0, 1], 3), cage(&[2, 6], 5)];
        let layout = Layout::new(Geometry::new(2, 2, Variant { cages: Some(cages), ..Variant::default() }))
            .expect("valid cages");
        let terms = |plus: &[usize], minus: usize| {
            plus.iter().map(|&c| (Cell::new(c), 1)).chain([(Cell::new(minus), -1)]).collect::<Vec<_>>()
        };
        let mut sums = house_outie_offsets(&layout);
        sums.sort();
        let mut expected = vec![
            // Row 1 holds the first cage and all of the second but cell 6: 10 - 3 - 5.
            (terms(&[3], 6), 2),
            // Row 2 holds the second cage but cell 2.
            (terms(&[4, 5, 7], 2), 5),
            // Columns 1 and 2 each hold the first cage but one cell.
            (terms(&[4, 8, 12], 1), 7),
            (terms(&[5, 9, 13], 0), 7),
        ];
        expected.sort();
        // Column 3 and boxes 1 and 2 hold their cages whole: nothing sticks out.
        assert_eq!(sums, expected);
    }

    #[test]
    fn a_row_crossed_by_cages_gives_the_sum_of_what_sticks_out() {
        let cells = |indices: &[usize]| indices.iter().map(|&i| Cell::new(i)).collect::<Vec<Cell>>();
        // 4x4, houses sum to 10, cells numbered row by row from 0. Row 1 holds the cage of
        // cells 2 and 3 (7) and half of the cages of 0, 4 (4) and 1, 5 (6): cells 4 and 5
        // (r2c1, r2c2) make 4 + 6 + 7 - 10 = 7, the most two peers can.
        let sums = vec![(cells(&[0, 4]), 4), (cells(&[1, 5]), 6), (cells(&[2, 3]), 7)];
        let cages = sums.iter().map(|(cells, sum)| Cage::new(cells.clone(), Some(*sum as u16))).collect();
        let layout = Layout::new(Geometry::new(2, 2, Variant { cages: Some(cages), ..Variant::default() }))
            .expect("valid cages");
        // Column 1 with box 3 filling it gives cells 9 + 13 = 4 + 10 - 10 = 4, and column 2
        // cells 8 + 12 = 6: two peers make 3 to 7, a slack of 1 in a span of 4, too loose
        // to keep.
        assert_eq!(house_outies(&layout, &sums), vec![(cells(&[4, 5]), 7)]);
    }
}
