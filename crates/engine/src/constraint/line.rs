//! A line rule's path: the cells in the order the line visits them. A line may pass a
//! cell twice: a loop ends where it starts, and a path may run back onto itself. The
//! rules read the path through these helpers, so a repeated cell is one cell.

use crate::digits::Cell;
use crate::geometry::Layout;

/// The line's cells, each once, in the order the line first reaches them.
pub(crate) fn distinct(path: &[Cell]) -> Vec<Cell> {
    let mut found = Vec::with_capacity(path.len());
    for &cell in path {
        if !found.contains(&cell) {
            found.push(cell);
        }
    }
    found
}

/// How many different cells the line passes (as [`distinct`]'s length, without making it).
pub(crate) fn distinct_count(path: &[Cell]) -> usize {
    path.iter().enumerate().filter(|&(i, cell)| !path[..i].contains(cell)).count()
}

/// Whether the line ends where it starts, around at least two other cells.
pub(crate) fn is_loop(path: &[Cell]) -> bool {
    path.len() > 3 && path.first() == path.last()
}

/// Whether the line passes some cell twice.
pub(crate) fn revisits(path: &[Cell]) -> bool {
    distinct_count(path) < path.len()
}

/// The pairs of different cells at most `reach` steps apart along the line, each pair
/// once, in the order the line meets them (`reach` 1: neighbours on the line; 2: the
/// pairs inside every three cells in a row).
pub(crate) fn near_pairs(path: &[Cell], reach: usize) -> Vec<(Cell, Cell)> {
    let mut pairs: Vec<(Cell, Cell)> = Vec::new();
    for step in 1..=reach {
        for (i, &a) in path.iter().enumerate() {
            let Some(&b) = path.get(i + step) else { break };
            let known = pairs.iter().any(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a));
            if a != b && !known {
                pairs.push((a, b));
            }
        }
    }
    pairs
}

/// The stretches of the line in one box (region): the line is cut where it passes from
/// one box to the next. A loop has no ends, so the stretch through its first cell runs on
/// from its last; a stretch counts a cell it passes twice once.
pub(crate) fn region_segments(layout: &Layout, path: &[Cell]) -> Vec<Vec<Cell>> {
    let mut segments = Vec::new();
    each_region_segment(layout, path, |head, tail| segments.push(segment_cells(head, tail).collect()));
    segments
}

/// Calls `visit` with each stretch of [`region_segments`], without making them: a stretch
/// is `head` then `tail` (the start of a loop that its last stretch runs on into; empty
/// otherwise), and may pass a cell twice ([`segment_cells`] gives each once).
pub(crate) fn each_region_segment(layout: &Layout, path: &[Cell], mut visit: impl FnMut(&[Cell], &[Cell])) {
    let closed = is_loop(path);
    let open = if closed { &path[..path.len() - 1] } else { path };
    let Some(&first) = open.first() else { return };
    let run_end = |start: usize| {
        let region = layout.region(open[start]);
        (start + 1..open.len()).find(|&i| layout.region(open[i]) != region).unwrap_or(open.len())
    };
    let first_end = run_end(0);
    let last = open[open.len() - 1];
    let wraps = closed && first_end < open.len() && layout.region(first) == layout.region(last);
    let mut start = if wraps { first_end } else { 0 };
    while start < open.len() {
        let end = run_end(start);
        let tail = if wraps && end == open.len() { &open[..first_end] } else { &[] };
        visit(&open[start..end], tail);
        start = end;
    }
}

/// The cells of a stretch (`head` then `tail`), each once, in order.
pub(crate) fn segment_cells<'a>(head: &'a [Cell], tail: &'a [Cell]) -> impl Iterator<Item = Cell> + 'a {
    let all = move || head.iter().chain(tail).copied();
    all().enumerate().filter(move |&(i, cell)| !all().take(i).any(|c| c == cell)).map(|(_, cell)| cell)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(indices: &[usize]) -> Vec<Cell> {
        indices.iter().map(|&i| Cell::new(i)).collect()
    }

    #[test]
    fn a_two_cell_line_is_one_pair_at_every_reach() {
        assert_eq!(near_pairs(&cells(&[0, 1]), 1), vec![(Cell::new(0), Cell::new(1))]);
        assert_eq!(near_pairs(&cells(&[0, 1]), 2), vec![(Cell::new(0), Cell::new(1))]);
    }

    #[test]
    fn a_loop_closes_on_its_first_cell_and_lists_each_pair_once() {
        // r1c1 r1c2 r2c2 r2c1 and back to r1c1.
        let path = cells(&[0, 1, 10, 9, 0]);
        assert!(is_loop(&path) && revisits(&path));
        assert_eq!(distinct(&path), cells(&[0, 1, 10, 9]));
        let steps = near_pairs(&path, 1);
        assert_eq!(steps.len(), 4, "{steps:?}");
        assert!(steps.contains(&(Cell::new(9), Cell::new(0))));
        // Three in a row along the loop, without the pair the line closes on twice.
        let near = near_pairs(&path, 2);
        assert_eq!(near.len(), 6, "{near:?}");
    }

    #[test]
    fn a_path_that_turns_back_pairs_no_cell_with_itself() {
        let path = cells(&[0, 1, 0]);
        assert!(!is_loop(&path) && revisits(&path));
        assert_eq!(near_pairs(&path, 2), vec![(Cell::new(0), Cell::new(1))]);
    }

    #[test]
    fn a_loop_joins_the_stretch_it_starts_and_ends_in() {
        let layout = Layout::classic();
        // From r1c3 right into box 2, down, back left into box 1, and up to r1c3.
        let path = cells(&[2, 3, 12, 11, 2]);
        let segments = region_segments(&layout, &path);
        assert_eq!(segments, vec![cells(&[3, 12]), cells(&[11, 2])]);
        // The same path left open keeps its three stretches.
        let open = cells(&[2, 3, 12, 11]);
        assert_eq!(region_segments(&layout, &open), vec![cells(&[2]), cells(&[3, 12]), cells(&[11])]);
        // A loop inside one box is one stretch.
        assert_eq!(region_segments(&layout, &cells(&[0, 1, 10, 9, 0])), vec![cells(&[0, 1, 10, 9])]);
    }
}
