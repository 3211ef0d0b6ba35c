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
    /// In setup, a press on a place of the frame facing a row or column (none: not pressable).
    #[prop_or_default]
    pub on_frame: Option<Callback<Outside>>,
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
        frame_places(size).map(move |place| frame_slot(place, props.chosen == Some(place), on_frame.clone()))
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
/// and right of each row.
fn frame_places(size: usize) -> impl Iterator<Item = Outside> {
    (1..=size).flat_map(move |i| {
        [
            Outside { row: 0, column: i },
            Outside { row: size + 1, column: i },
            Outside { row: i, column: 0 },
            Outside { row: i, column: size + 1 },
        ]
    })
}

/// A pressable square over one place of the frame.
fn frame_slot(place: Outside, chosen: bool, on_frame: Callback<Outside>) -> Html {
    let (x, y) = ((place.column as i32 - 1) * UNIT, (place.row as i32 - 1) * UNIT);
    let onpointerdown = Callback::from(move |_: PointerEvent| on_frame.emit(place));
    html! {
        <rect class={classes!("frame-slot", chosen.then_some("chosen"))} data-place={place.name()}
            x={x.to_string()} y={y.to_string()} width={UNIT.to_string()} height={UNIT.to_string()} {onpointerdown} />
    }
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
