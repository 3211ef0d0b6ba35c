//! The printed pages of a batch: each [`Sheet`] a `<section>` of its paper's size, each
//! board the engine's SVG of it (drawn in the worker), with its caption under it.

use std::rc::Rc;

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
            // The engine's own SVG of the board, made in the worker.
            { Html::from_html_unchecked(AttrValue::from(figure.svg.clone())) }
            <figcaption>{ figure.caption.to_string() }</figcaption>
        </figure>
    }
}
