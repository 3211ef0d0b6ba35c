//! Killer cages over the board: one dashed outline per cage, drawn inside its cells (inset
//! from the cell edges, so it never merges with a box border), as one SVG laid over the
//! board. The path is computed once per puzzle; the sums are written by the cells. The
//! cage a setter is drawing is outlined the same way while the pointer goes.

use std::rc::Rc;
use std::sync::Arc;

use sudoku_engine::{Cell, Layout, Puzzle};
use yew::prelude::*;

/// The SVG units of one cell.
const UNIT: i32 = 100;
/// How far the outline sits inside the cage's cells, in SVG units.
const INSET: i32 = 11;

#[derive(Properties, PartialEq, Debug)]
pub struct CageOverlayProps {
    pub puzzle: Arc<Puzzle>,
    /// The cells of the cage being drawn (empty when none).
    #[prop_or_default]
    pub drawn: Rc<Vec<Cell>>,
}

/// The outlines of the puzzle's cages and of the cage being drawn; nothing when there
/// are none.
#[function_component(CageOverlay)]
pub fn cage_overlay(props: &CageOverlayProps) -> Html {
    let path = use_memo(props.puzzle.clone(), |puzzle| cage_outlines(puzzle.layout()));
    if path.is_empty() && props.drawn.is_empty() {
        return html! {};
    }
    let layout = props.puzzle.layout();
    let drawn = (!props.drawn.is_empty()).then(|| {
        let d: String = boundary_loops(layout, &props.drawn).iter().map(|turns| inset_loop(turns)).collect();
        html! { <path class="cage-line cage-drawn" {d} /> }
    });
    let side = layout.size() as i32 * UNIT;
    html! {
        <svg class="cage-overlay" viewBox={format!("0 0 {side} {side}")} preserveAspectRatio="none"
            aria-hidden="true" focusable="false">
            if !path.is_empty() {
                <path class="cage-line" d={(*path).clone()} />
            }
            { for drawn }
        </svg>
    }
}

/// A point of the board's grid lines: (column, row), from the top-left corner.
type Point = (i32, i32);

/// The SVG path of every cage's outline, each loop inset into its cells.
pub fn cage_outlines(layout: &Layout) -> String {
    let mut path = String::new();
    for cage in layout.cages() {
        for turns in boundary_loops(layout, &cage.cells) {
            path.push_str(&inset_loop(&turns));
        }
    }
    path
}

/// The boundary of one cage (its `cells`) as closed loops of unit steps, clockwise on screen (the cage
/// on the right of each step). Where two of its cells touch only at a corner, a loop turns
/// into the cell it came along, so each cell keeps its own corner.
fn boundary_loops(layout: &Layout, cells: &[Cell]) -> Vec<Vec<(Point, Point)>> {
    let size = layout.size();
    let inside = |row: i32, column: i32| {
        (0..size as i32).contains(&row)
            && (0..size as i32).contains(&column)
            && cells.contains(&layout.cell(row as usize, column as usize))
    };
    let mut steps: Vec<(Point, Point)> = Vec::new();
    for &cell in cells {
        let (r, c) = (layout.row(cell) as i32, layout.column(cell) as i32);
        let sides = [
            (!inside(r - 1, c), (c, r), (c + 1, r)),
            (!inside(r, c + 1), (c + 1, r), (c + 1, r + 1)),
            (!inside(r + 1, c), (c + 1, r + 1), (c, r + 1)),
            (!inside(r, c - 1), (c, r + 1), (c, r)),
        ];
        steps.extend(sides.into_iter().filter(|side| side.0).map(|(_, from, to)| (from, to)));
    }
    let mut used = vec![false; steps.len()];
    let mut loops = Vec::new();
    while let Some(start) = used.iter().position(|&u| !u) {
        let mut current = start;
        let mut lp = Vec::new();
        loop {
            used[current] = true;
            let step = steps[current];
            lp.push(step);
            let heading = direction(step);
            let right = (-heading.1, heading.0);
            // A cage has at most 4 x 16 sides: a scan beats a map (and links no hashing).
            let open = || (0..steps.len()).filter(|&i| !used[i] && steps[i].0 == step.1);
            let next = open().find(|&i| direction(steps[i]) == right).or_else(|| open().next());
            match next {
                Some(index) => current = index,
                None => break,
            }
        }
        loops.push(lp);
    }
    loops
}

fn direction((from, to): (Point, Point)) -> Point {
    (to.0 - from.0, to.1 - from.1)
}

/// One loop as an SVG subpath: each corner moves into the cage by [`INSET`] along both
/// sides' inward normals (the right of the step), so convex corners move in and concave
/// ones move out of the neighbouring cells.
fn inset_loop(steps: &[(Point, Point)]) -> String {
    let mut corners = Vec::new();
    for (index, &step) in steps.iter().enumerate() {
        let before = steps[(index + steps.len() - 1) % steps.len()];
        let (a, b) = (direction(before), direction(step));
        if a != b {
            let (x, y) = step.0;
            corners.push((x * UNIT + INSET * (-a.1 - b.1), y * UNIT + INSET * (a.0 + b.0)));
        }
    }
    let mut path = String::new();
    for (index, (x, y)) in corners.iter().enumerate() {
        path.push_str(&format!("{}{x} {y}", if index == 0 { "M" } else { "L" }));
    }
    if !corners.is_empty() {
        path.push('Z');
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::{Cage, Cell, Geometry, Variant};

    /// A board of `n` x `n` boxes with these cages (cell indices, no sums).
    fn killer(n: usize, cages: Vec<Vec<usize>>) -> Layout {
        let cages =
            cages.into_iter().map(|cells| Cage::new(cells.into_iter().map(Cell::new).collect(), None)).collect();
        Layout::new(Geometry::new(n, n, Variant { cages: Some(cages), ..Variant::default() })).expect("valid cages")
    }

    #[test]
    fn a_single_cell_is_a_square_inside_it() {
        assert_eq!(cage_outlines(&killer(2, vec![vec![5]])), "M111 111L189 111L189 189L111 189Z");
    }

    #[test]
    fn an_l_shape_turns_inward_at_its_concave_corner() {
        // r1c1, r1c2 and r2c1 of a 4x4 board.
        let path = cage_outlines(&killer(2, vec![vec![0, 1, 4]]));
        assert_eq!(path, "M11 11L189 11L189 89L89 89L89 189L11 189Z");
    }

    #[test]
    fn a_ring_has_a_hole_drawn_outside_the_cell_it_surrounds() {
        // The eight cells round r2c2 of a 9x9 board.
        let path = cage_outlines(&killer(3, vec![vec![0, 1, 2, 9, 11, 18, 19, 20]]));
        assert_eq!(path, "M11 11L289 11L289 289L11 289ZM211 89L89 89L89 211L211 211Z");
        assert_eq!(cage_outlines(&killer(2, vec![])), "");
    }

    #[test]
    fn cells_touching_at_a_corner_keep_their_own_corners() {
        // On 9x9, r2c2 and r3c3 touch at a corner; the cage joins them round r3c2.
        let path = cage_outlines(&killer(3, vec![vec![10, 9, 18, 27, 28, 29, 20]]));
        assert!(path.contains("189 189") && path.contains("211 211"), "{path}");
        assert!(!path.contains("200"), "no corner sits on a grid line: {path}");
    }
}
