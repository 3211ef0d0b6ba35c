//! The puzzle's variant constraints over the board, placed by the engine
//! ([`sudoku_engine::render::constraints`], the same places its printed and saved pictures
//! use), as one SVG laid under the cells' digits. The shapes are computed once per puzzle;
//! their colours and widths come from the style sheet (each shape's class), in both themes.
//! A cell's given pencil marks give way to the digit or the centre marks written in it.

use std::sync::Arc;

use std::rc::Rc;

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
}

/// The drawing of the puzzle's constraints and of the line being drawn; nothing when
/// there is neither.
#[function_component(ConstraintOverlay)]
pub fn constraint_overlay(props: &ConstraintOverlayProps) -> Html {
    let shapes = use_memo(props.puzzle.clone(), |puzzle| draw(puzzle.layout(), puzzle.constraints()));
    if shapes.is_empty() && props.path.is_empty() {
        return html! {};
    }
    let path = (!props.path.is_empty()).then(|| render(&drawn_path(props.puzzle.layout(), &props.path)));
    let side = props.puzzle.layout().size() as i32 * UNIT;
    // With clues outside the grid, the drawing takes in the frame one cell wide around it.
    let framed = has_outside_clues(props.puzzle.constraints());
    let view_box =
        if framed { format!("-{UNIT} -{UNIT} {0} {0}", side + 2 * UNIT) } else { format!("0 0 {side} {side}") };
    html! {
        <svg class={classes!("constraint-overlay", framed.then_some("framed"))} viewBox={view_box} preserveAspectRatio="none"
            aria-hidden="true" focusable="false">
            { for shapes.iter().filter(|shape| !covered(&props.puzzle, &props.cells, shape)).map(render) }
            { for path }
        </svg>
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
