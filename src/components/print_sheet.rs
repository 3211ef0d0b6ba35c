//! The printed pages of a batch: each [`Sheet`] a `<section>` of its paper's size, each
//! board drawn as SVG elements from the engine's `Drawing` (the same elements the engine
//! writes into an SVG file), with its caption under it.

use std::rc::Rc;

use sudoku_engine::render::{
    line_ends, points, BoardImage, Shape, BOARD_FILL, CAGE_INK, CELL, FRAME_INK, SUM_HALO, SUM_SIZE, THICK,
};
use yew::prelude::*;

use crate::worker::{Figure, Sheet};

#[derive(Properties, PartialEq, Debug)]
pub struct PrintSheetsProps {
    /// Compared by pointer first: the pages are drawn again only when a new batch arrives.
    pub sheets: Rc<[Sheet]>,
}

/// The pages, puzzles first, then answers.
#[function_component(PrintSheets)]
pub fn print_sheets(props: &PrintSheetsProps) -> Html {
    let mut puzzle_pages = 0;
    let mut answer_pages = 0;
    let sheets = props.sheets.iter().map(|sheet| {
        let count = if sheet.answers { &mut answer_pages } else { &mut puzzle_pages };
        *count += 1;
        sheet_view(sheet, *count)
    });
    html! { <div class="sheets">{ for sheets }</div> }
}

/// Page `number` (from 1) of its kind.
fn sheet_view(sheet: &Sheet, number: u32) -> Html {
    let class = classes!(
        "sheet",
        sheet.answers.then_some("answers"),
        sheet.paper.class(),
        format!("per-{}", sheet.per_page.count())
    );
    let label = if sheet.answers { format!("Answers, page {number}") } else { format!("Page {number}") };
    html! {
        <section {class} aria-label={label}>
            if sheet.answers {
                <h2>{ "Answers" }</h2>
            }
            { for sheet.figures.iter().map(figure) }
        </section>
    }
}

fn figure(figure: &Figure) -> Html {
    html! {
        <figure class="printed">
            { board(&figure.board) }
            <figcaption>{ figure.caption.clone() }</figcaption>
        </figure>
    }
}

/// The board as the engine draws it.
fn board(image: &BoardImage) -> Html {
    let drawing = image.drawing();
    let outer = drawing.outer().to_string();
    html! {
        <svg width={outer.clone()} height={outer} viewBox={drawing.view_box()} role="img"
            font-family="sans-serif" text-anchor="middle">
            <title>{ drawing.title.clone() }</title>
            { for drawing.shapes.iter().map(shape) }
        </svg>
    }
}

fn shape(shape: &Shape) -> Html {
    match shape {
        Shape::Board { side } => {
            html! { <rect width={side.to_string()} height={side.to_string()} fill={BOARD_FILL} /> }
        }
        Shape::Cell { x, y, fill } => html! {
            <rect x={x.to_string()} y={y.to_string()} width={CELL.to_string()} height={CELL.to_string()}
                fill={fill.clone()} />
        },
        Shape::Lines { d, stroke } => html! {
            <path d={d.clone()} stroke={stroke.ink} stroke-width={stroke.width.to_string()}
                stroke-linecap={stroke.linecap()} stroke-dasharray={stroke.dashes} fill="none" />
        },
        Shape::Frame { side } => html! {
            <rect width={side.to_string()} height={side.to_string()} fill="none" stroke={FRAME_INK}
                stroke-width={THICK.to_string()} />
        },
        Shape::Symbol { x, y, size, ink, style, text } => html! {
            <text x={x.to_string()} y={y.to_string()} font-size={size.to_string()} fill={*ink}
                font-weight={style.weight()} text-decoration={style.decoration()}>{ text.clone() }</text>
        },
        Shape::Sum { x, y, sum } => html! {
            <text x={x.to_string()} y={y.to_string()} font-size={SUM_SIZE.to_string()} text-anchor="start"
                fill={CAGE_INK} stroke={BOARD_FILL} stroke-width={SUM_HALO.to_string()} paint-order="stroke">
                { sum.to_string() }
            </text>
        },
        Shape::Polyline { points: at, ink, width, dashes } => html! {
            <polyline points={points(at)} fill="none" stroke={*ink} stroke-width={width.to_string()}
                stroke-linecap={line_ends(*dashes)} stroke-linejoin="round" stroke-dasharray={*dashes} />
        },
        Shape::Circle { cx, cy, r, paint } => {
            let (stroke, width) = paint.stroke();
            html! {
                <circle cx={cx.to_string()} cy={cy.to_string()} r={r.to_string()} fill={paint.fill}
                    stroke={stroke} stroke-width={width} />
            }
        }
        Shape::Rect { x, y, width, height, paint } => {
            let (stroke, stroke_width) = paint.stroke();
            html! {
                <rect x={x.to_string()} y={y.to_string()} width={width.to_string()} height={height.to_string()}
                    fill={paint.fill} stroke={stroke} stroke-width={stroke_width} />
            }
        }
        Shape::Label { x, y, size, ink, bold, halo, text } => html! {
            <text x={x.to_string()} y={y.to_string()} font-size={size.to_string()} fill={*ink}
                font-weight={bold.then_some("700")} stroke={halo.map(|_| BOARD_FILL)}
                stroke-width={halo.map(|h| h.to_string())} paint-order={halo.map(|_| "stroke")}>
                { text.clone() }
            </text>
        },
    }
}
