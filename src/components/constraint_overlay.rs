//! The puzzle's variant constraints over the board, placed by the engine
//! ([`sudoku_engine::render::constraints`], the same places its printed and saved pictures
//! use), as one SVG laid under the cells' digits. The shapes are computed once per puzzle;
//! their colours and widths come from the style sheet (each shape's class), in both themes.
//! A cell's given pencil marks give way to the digit or the centre marks written in it.

use std::sync::Arc;

use std::rc::Rc;

use sudoku_engine::constraint::Outside;
use sudoku_engine::render::constraints::{draw, drawn_path, given_marks_cell, has_outside_clues, Shape, UNIT};
use sudoku_engine::{Cell, Puzzle};
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use crate::state::CellData;

#[derive(Properties, PartialEq, Debug)]
pub struct ConstraintOverlayProps {
    pub puzzle: Arc<Puzzle>,
    /// The line a setter is drawing (empty when none).
    #[prop_or_default]
    pub path: Rc<Vec<Cell>>,
    /// What each cell shows, row-major (empty when unknown).
    #[prop_or_default]
    pub cells: Rc<Vec<CellData>>,
    /// Shows the frame beside the grid even without clues there (a setter about to write one).
    #[prop_or_default]
    pub frame: bool,
    /// In setup, a press on a place of the frame facing a row or column, and where in the
    /// place (0 to 1 across it from its top left corner); none: not pressable.
    #[prop_or_default]
    pub on_frame: Option<Callback<(Outside, (f64, f64))>>,
    /// The frame's corners are pressable too (a little killer's diagonal starts there).
    #[prop_or_default]
    pub corners: bool,
    /// The place of the frame the setter chose.
    #[prop_or_default]
    pub chosen: Option<Outside>,
}

/// The drawing of the puzzle's constraints and of the line being drawn; nothing when
/// there is neither.
#[function_component(ConstraintOverlay)]
pub fn constraint_overlay(props: &ConstraintOverlayProps) -> Html {
    let shapes = use_memo(props.puzzle.clone(), |puzzle| draw(puzzle.layout(), puzzle.constraints()));
    if shapes.is_empty() && props.path.is_empty() && props.on_frame.is_none() {
        return html! {};
    }
    let path = (!props.path.is_empty()).then(|| render(&drawn_path(props.puzzle.layout(), &props.path)));
    let side = props.puzzle.layout().size() as i32 * UNIT;
    // With clues outside the grid, the drawing takes in the frame one cell wide around it.
    let framed = props.frame || has_outside_clues(props.puzzle.constraints());
    let size = props.puzzle.layout().size();
    let slots = props.on_frame.iter().flat_map(|on_frame| {
        frame_places(size, props.corners)
            .map(move |place| frame_slot(place, props.chosen == Some(place), on_frame.clone()))
    });
    let view_box =
        if framed { format!("-{UNIT} -{UNIT} {0} {0}", side + 2 * UNIT) } else { format!("0 0 {side} {side}") };
    html! {
        <svg class={classes!("constraint-overlay", framed.then_some("framed"))} viewBox={view_box} preserveAspectRatio="none"
            aria-hidden="true" focusable="false">
            { for slots }
            { for shapes.iter().filter(|shape| !covered(&props.puzzle, &props.cells, shape)).map(render) }
            { for path }
        </svg>
    }
}

/// The places of the frame that face a row or column: above and below each column, left
/// and right of each row; with `corners`, the frame's four corners too.
fn frame_places(size: usize, with_corners: bool) -> impl Iterator<Item = Outside> {
    let sides = (1..=size).flat_map(move |i| {
        [
            Outside { row: 0, column: i },
            Outside { row: size + 1, column: i },
            Outside { row: i, column: 0 },
            Outside { row: i, column: size + 1 },
        ]
    });
    let far = size + 1;
    let corners = [(0, 0), (0, far), (far, 0), (far, far)].map(|(row, column)| Outside { row, column });
    sides.chain(corners.into_iter().filter(move |_| with_corners))
}

/// A pressable square over one place of the frame.
fn frame_slot(place: Outside, chosen: bool, on_frame: Callback<(Outside, (f64, f64))>) -> Html {
    let (x, y) = ((place.column as i32 - 1) * UNIT, (place.row as i32 - 1) * UNIT);
    let onpointerdown = Callback::from(move |event: PointerEvent| on_frame.emit((place, place_in(&event))));
    html! {
        <rect class={classes!("frame-slot", chosen.then_some("chosen"))} data-place={place.name()}
            x={x.to_string()} y={y.to_string()} width={UNIT.to_string()} height={UNIT.to_string()} {onpointerdown} />
    }
}

/// Where the pointer is in the element it pressed, 0 to 1 across it from its top left
/// corner (the middle when unknown).
fn place_in(event: &PointerEvent) -> (f64, f64) {
    let Some(element) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return (0.5, 0.5) };
    let rect = element.get_bounding_client_rect();
    let across = |from: f64, size: f64, at: i32| if size > 0.0 { (f64::from(at) - from) / size } else { 0.5 };
    (across(rect.left(), rect.width(), event.client_x()), across(rect.top(), rect.height(), event.client_y()))
}

/// Whether `shape` is a cell's given pencil marks and the cell shows a digit or centre marks.
fn covered(puzzle: &Puzzle, cells: &[CellData], shape: &Shape) -> bool {
    let data = given_marks_cell(puzzle.layout(), shape).and_then(|cell| cells.get(cell.index()));
    data.is_some_and(|data| data.value.is_some() || data.placed.is_some() || !data.centre.is_empty())
}

fn render(shape: &Shape) -> Html {
    match shape {
        Shape::Cells { class, cells } => {
            let d: String = cells.iter().map(|(x, y)| format!("M{x} {y}h{UNIT}v{UNIT}h-{UNIT}Z")).collect();
            html! { <path class={*class} d={d} /> }
        }
        Shape::Line { class, points } => {
            let points: Vec<String> = points.iter().map(|(x, y)| format!("{x},{y}")).collect();
            html! { <polyline class={*class} points={points.join(" ")} /> }
        }
        Shape::Circle { class, centre: (x, y), radius } => {
            html! { <circle class={*class} cx={x.to_string()} cy={y.to_string()} r={radius.to_string()} /> }
        }
        Shape::Square { class, centre: (x, y), half } => html! {
            <rect class={*class} x={(x - half).to_string()} y={(y - half).to_string()}
                width={(2 * half).to_string()} height={(2 * half).to_string()} />
        },
        Shape::Text { class, at: (x, y), text } => html! {
            <text class={*class} x={x.to_string()} y={y.to_string()} text-anchor="middle" dominant-baseline="central">
                { text.clone() }
            </text>
        },
    }
}
