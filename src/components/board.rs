//! The board: a WAI-ARIA grid with one tab stop (the keys are handled by the app);
//! click or tap selects, drag or Ctrl/Shift-click selects several cells. Thick borders
//! mark boxes and jigsaw regions; X diagonals are shaded and colour groups tinted; killer
//! cages are outlined over the cells, their sums written in their first cells; variant
//! constraints are drawn over the cells and under the digits, and with clues outside the
//! grid the board leaves a frame one cell wide around it for them.

use std::rc::Rc;
use std::sync::Arc;

use sudoku_engine::constraint::Outside;
use sudoku_engine::render::constraints::has_outside_clues;
use sudoku_engine::{Cell, HouseKind, Layout, Puzzle};
use yew::prelude::*;

use crate::components::cage_overlay::CageOverlay;
use crate::components::cell::{CellPointer, Shade};
use crate::components::constraint_overlay::ConstraintOverlay;
use crate::components::CellView;
use crate::state::{Action, CellData};

#[derive(Properties, PartialEq, Debug)]
pub struct BoardProps {
    pub puzzle: Arc<Puzzle>,
    pub cells: Rc<Vec<CellData>>,
    pub symbols: Rc<Vec<char>>,
    pub cursor: Option<Cell>,
    /// In setup, a press draws a constraint instead of selecting.
    #[prop_or_default]
    pub drawing: bool,
    /// The line being drawn, in order.
    #[prop_or_default]
    pub path: Rc<Vec<Cell>>,
    /// In setup: the board keeps room for the frame of clues beside the grid, so that a
    /// tool for them does not shrink it.
    #[prop_or_default]
    pub frame_room: bool,
    /// The cells of the killer cage being drawn (empty when none).
    #[prop_or_default]
    pub cage_path: Rc<Vec<Cell>>,
    /// A sum the setter is typing, too small for its cage yet, and the cage's first cell.
    #[prop_or_default]
    pub typed_sum: Option<(Cell, u16)>,
    /// In setup with a tool for clues beside the grid: the frame is shown and pressable,
    /// with the place chosen, if any.
    #[prop_or_default]
    pub frame: Option<Option<Outside>>,
    /// With the frame pressable: its corners are too (a little killer may start there).
    #[prop_or_default]
    pub frame_corners: bool,
    pub dispatch: Callback<Action>,
}

/// The geometry of every cell, computed once per layout.
#[derive(Clone, Debug, PartialEq)]
struct CellGeometry {
    row: usize,
    column: usize,
    edges: [bool; 4],
    shade: Shade,
    /// The sum written in this cell: the first cell of a killer cage.
    cage_sum: Option<u16>,
}

fn geometry(layout: &Layout) -> Vec<CellGeometry> {
    let size = layout.size();
    let mut sums = vec![None; layout.cell_count()];
    for cage in layout.cages() {
        if let Some(slot) = cage.anchor().and_then(|cell| sums.get_mut(cell.index())) {
            *slot = cage.sum;
        }
    }
    let mut groups = vec![None; layout.cell_count()];
    for house in layout.houses().iter().filter(|h| h.kind == HouseKind::Colour) {
        for cell in &house.cells {
            groups[cell.index()] = Some((house.index as u16, size as u16));
        }
    }
    layout
        .cells()
        .map(|cell| {
            let (row, column) = (layout.row(cell), layout.column(cell));
            let diagonal = layout.variant().diagonals && (row == column || row + column + 1 == size);
            CellGeometry {
                row,
                column,
                edges: edges(layout, cell),
                shade: Shade { diagonal, group: groups[cell.index()] },
                cage_sum: sums[cell.index()],
            }
        })
        .collect()
}

#[function_component(BoardView)]
pub fn board_view(props: &BoardProps) -> Html {
    let size = props.puzzle.layout().size();
    let cells_geometry = use_memo(props.puzzle.clone(), |puzzle| geometry(puzzle.layout()));
    let on_pointer = use_callback(props.dispatch.clone(), |(cell, pointer): (Cell, CellPointer), dispatch| {
        dispatch.emit(match pointer {
            CellPointer::Down { extend, at } => Action::Press { cell, extend, at },
            CellPointer::Drag { at } => Action::Drag { cell, at },
        })
    });
    let rows = (0..size).map(|row| {
        let cells = (0..size).map(|column| {
            let index = row * size + column;
            let cell = Cell::new(index);
            let (Some(g), Some(data)) = (cells_geometry.get(index), props.cells.get(index)) else {
                return html! {};
            };
            let (cage_sum, sum_typed) = match props.typed_sum {
                Some((anchor, typed)) if anchor == cell => (Some(typed), true),
                _ => (g.cage_sum, false),
            };
            html! {
                <CellView key={index} {cell} row={g.row} column={g.column} data={*data} edges={g.edges}
                    shade={g.shade} {cage_sum} {sum_typed} symbols={props.symbols.clone()} on_pointer={on_pointer.clone()} />
            }
        });
        html! { <div role="row" class="board-row" key={row}>{ for cells }</div> }
    });
    // Classes, not inline styles: the page's CSP allows no style attribute.
    let scale = if size <= 9 {
        "small"
    } else if size <= 16 {
        "medium"
    } else {
        "large"
    };
    let framed = (props.frame.is_some() || has_outside_clues(props.puzzle.constraints())).then_some("framed");
    let on_frame = props.frame.map(|_| props.dispatch.reform(|(clue, at)| Action::PressOutside { clue, at }));
    let class = classes!(
        "board",
        format!("size-{scale}"),
        format!("n{size}"),
        props.drawing.then_some("drawing"),
        framed,
        props.frame_room.then_some("frame-room")
    );
    // A line ends where the pointer is released, or where it leaves the board.
    let onpointerup = props.drawing.then(|| props.dispatch.reform(|_: PointerEvent| Action::Release));
    let onpointerleave = onpointerup.clone();
    html! {
        <div role="grid" {class} aria-label="Sudoku board" tabindex="0" {onpointerup} {onpointerleave}
            aria-activedescendant={props.cursor.map(|c| format!("cell-{}", c.index()))}>
            { for rows }
            <ConstraintOverlay puzzle={props.puzzle.clone()} path={props.path.clone()} cells={props.cells.clone()}
                frame={props.frame.is_some() || props.frame_room} {on_frame} corners={props.frame_corners}
                chosen={props.frame.flatten()} />
            <CageOverlay puzzle={props.puzzle.clone()} drawn={props.cage_path.clone()} />
        </div>
    }
}

/// Whether each side of `cell` (top, right, bottom, left) is the edge of its box or region.
fn edges(layout: &Layout, cell: Cell) -> [bool; 4] {
    let (row, column, last) = (layout.row(cell), layout.column(cell), layout.size() - 1);
    let region = layout.region(cell);
    let differs = |r: usize, c: usize| layout.region(layout.cell(r, c)) != region;
    [
        row == 0 || differs(row - 1, column),
        column == last || differs(row, column + 1),
        row == last || differs(row + 1, column),
        column == 0 || differs(row, column - 1),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::{Geometry, Variant};

    #[test]
    fn box_edges_are_thick() {
        let layout = Layout::classic();
        assert_eq!(edges(&layout, layout.cell(0, 0)), [true, false, false, true]);
        assert_eq!(edges(&layout, layout.cell(2, 2)), [false, true, true, false]);
        assert_eq!(edges(&layout, layout.cell(4, 4)), [false, false, false, false]);
    }

    #[test]
    fn jigsaw_regions_get_borders_and_variants_their_shading() {
        // 4x4 with four horizontal strips as regions.
        let regions: Vec<u8> = (0..16).map(|i| (i / 4) as u8).collect();
        let jigsaw = Variant { regions: Some(regions), ..Variant::default() };
        let layout = Layout::new(Geometry::new(2, 2, jigsaw)).expect("valid");
        assert_eq!(edges(&layout, layout.cell(0, 1)), [true, false, true, false], "a strip, not a 2x2 box");
        let x = Layout::new(Geometry::new(3, 3, Variant { diagonals: true, colour: true, ..Variant::default() }))
            .expect("valid");
        let cells = geometry(&x);
        assert!(cells[0].shade.diagonal && cells[8].shade.diagonal && !cells[1].shade.diagonal);
        assert_eq!(cells[0].shade.group, Some((0, 9)));
        assert_eq!(cells[4 * 9 + 4].shade.group, Some((4, 9)), "the centre of its box");
    }
}
