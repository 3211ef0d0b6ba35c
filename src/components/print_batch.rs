//! The Game menu's "Print a batch": puzzles of a chosen board, variant, level and seed
//! phrase, 1, 2, 4 or 6 to an A4 or Letter page, then the answers; made one by one in the
//! worker (puzzle `i` is the one `sudoku generate --seed PHRASE --count N` writes in place
//! `i`, so the same phrase prints the same puzzles) and drawn by the engine as SVG.
//! The view covers the page and is put directly under `<body>`, so that print CSS can
//! leave out everything else; "Save as PDF" is the browser's print dialog.

use std::sync::Arc;

use sudoku_engine::generate::Symmetry;
use sudoku_engine::Puzzle;
use web_sys::HtmlInputElement;
use yew::platform::spawn_local;
use yew::prelude::*;

use super::new_game_dialog::select;
use super::new_game_form::{Form, PRESETS, VARIANTS};
use super::paste_dialog::keep_keys;
use crate::tasks;
use crate::worker::{Job, JobResult, PrintedPuzzle};

/// Puzzles per page, and how many answers a page of answers holds.
const PER_PAGE: [usize; 4] = [1, 2, 4, 6];
const ANSWERS_PER_PAGE: usize = 6;
const MAX_PAGES: usize = 4;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Paper {
    A4,
    Letter,
}

impl Paper {
    fn class(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }
}

/// What the batch is made of.
#[derive(Clone, Debug, PartialEq)]
struct Choice {
    form: Form,
    per_page: usize,
    pages: usize,
    paper: Paper,
}

#[derive(Properties, PartialEq, Debug)]
pub struct PrintBatchProps {
    /// The current puzzle: the batch starts on its board.
    pub puzzle: Arc<Puzzle>,
    pub on_close: Callback<()>,
}

fn board_svg(svg: &str) -> Html {
    Html::from_html_unchecked(AttrValue::from(svg.to_string()))
}

/// The printed pages: the puzzles `per_page` to a page, then the answers.
fn sheets(made: &[PrintedPuzzle], per_page: usize, paper: Paper) -> Html {
    let puzzles = made.chunks(per_page.max(1)).enumerate().map(|(page, chunk)| {
        html! {
            <section class={classes!("sheet", paper.class(), format!("per-{per_page}"))}
                aria-label={format!("Page {}", page + 1)}>
                { for chunk.iter().map(|p| html! {
                    <figure class="printed">
                        { board_svg(&p.puzzle_svg) }
                        <figcaption>{ format!("{}. {} · seed: {}", p.number, p.level.name(), p.phrase) }</figcaption>
                    </figure>
                }) }
            </section>
        }
    });
    let answers = made.chunks(ANSWERS_PER_PAGE).enumerate().map(|(page, chunk)| {
        html! {
            <section class={classes!("sheet", "answers", paper.class(), format!("per-{ANSWERS_PER_PAGE}"))}
                aria-label={format!("Answers, page {}", page + 1)}>
                <h2>{ "Answers" }</h2>
                { for chunk.iter().map(|p| html! {
                    <figure class="printed">
                        { board_svg(&p.answer_svg) }
                        <figcaption>{ format!("{}.", p.number) }</figcaption>
                    </figure>
                }) }
            </section>
        }
    });
    html! { <div class="sheets">{ for puzzles }{ for answers }</div> }
}

#[function_component(PrintBatch)]
pub fn print_batch(props: &PrintBatchProps) -> Html {
    let choice = use_state(|| Choice {
        form: Form { symmetry: Symmetry::Rotate180, ..Form::for_puzzle(&props.puzzle) },
        per_page: 4,
        pages: 1,
        paper: Paper::A4,
    });
    let made = use_state(Vec::<PrintedPuzzle>::new);
    // "Making puzzle 2 of 4", or why the batch stopped.
    let status = use_state(String::new);
    let busy = use_state(|| false);
    let heading = use_node_ref();
    {
        let heading = heading.clone();
        use_effect_with((), move |_| {
            if let Some(heading) = heading.cast::<web_sys::HtmlElement>() {
                let _ = heading.focus();
            }
        });
    }
    let change = |apply: fn(&mut Choice, String)| {
        let choice = choice.clone();
        Callback::from(move |value: String| {
            let mut next = (*choice).clone();
            apply(&mut next, value);
            let reachable = next.form.reachable();
            if !reachable.contains(&next.form.level) {
                if let Some(&first) = reachable.first() {
                    next.form.level = first;
                }
            }
            choice.set(next);
        })
    };
    let on_phrase = {
        let choice = choice.clone();
        Callback::from(move |event: InputEvent| {
            let mut next = (*choice).clone();
            next.form.phrase = event.target_unchecked_into::<HtmlInputElement>().value();
            choice.set(next);
        })
    };
    let on_make = {
        let (choice, made, status, busy) = (choice.clone(), made.clone(), status.clone(), busy.clone());
        Callback::from(move |_: MouseEvent| {
            let (params, phrase) = match (choice.form.params(), choice.form.phrase()) {
                (Ok(params), Ok(phrase)) => (params.to_string(), phrase.to_string()),
                (Err(why), _) | (_, Err(why)) => return status.set(why),
            };
            // A phrase made up here is shown, so the batch can be printed again.
            let mut shown = (*choice).clone();
            shown.form.phrase = phrase.clone();
            choice.set(shown);
            let count = choice.per_page * choice.pages;
            let (made, status, busy) = (made.clone(), status.clone(), busy.clone());
            busy.set(true);
            made.set(Vec::new());
            status.set(format!("Making puzzle 1 of {count}…"));
            spawn_local(async move {
                let mut done = Vec::with_capacity(count);
                for number in 1..=count as u32 {
                    status.set(format!("Making puzzle {number} of {count}…"));
                    let job = Job::PrintPuzzle { params: params.clone(), phrase: phrase.clone(), number };
                    match tasks::run(job).await {
                        Ok(JobResult::Printed(Ok(printed))) => done.push(printed),
                        Ok(JobResult::Printed(Err(why))) => {
                            status.set(format!("Puzzle {number} could not be made: {why}."));
                            break;
                        }
                        Ok(_) => break,
                        Err(why) => {
                            status.set(format!("Stopped at puzzle {number}: {why}."));
                            break;
                        }
                    }
                }
                if done.len() == count {
                    status.set(format!("{count} puzzles and their answers are ready to print."));
                }
                made.set(done);
                busy.set(false);
            });
        })
    };
    let on_print = Callback::from(|_: MouseEvent| {
        let _ = gloo::utils::window().print();
    });
    let on_close = props.on_close.reform(|_: MouseEvent| ());
    let form = &choice.form;
    let boards =
        PRESETS.iter().filter(|(_, w, h)| w * h <= 16).map(|(name, w, h)| (format!("{w}x{h}"), name.to_string()));
    let variants = VARIANTS.iter().map(|(key, name)| (key.to_string(), name.to_string()));
    let levels = form.reachable().into_iter().map(|l| (l.name().to_string(), l.name().to_string()));
    let per_page = PER_PAGE.iter().map(|n| (n.to_string(), n.to_string()));
    let pages = (1..=MAX_PAGES).map(|n| (n.to_string(), n.to_string()));
    let papers = [("a4", "A4"), ("letter", "Letter")].map(|(k, v)| (k.to_string(), v.to_string()));
    let content = html! {
        <div class="print-batch" onkeydown={keep_keys(&props.on_close)}>
            <section class="batch-controls" role="region" aria-labelledby="batch-title">
                <h2 id="batch-title" tabindex="-1" ref={heading}>{ "Print a batch" }</h2>
                <div class="batch-form">
                    { select("batch-board", "Board", boards.collect(), format!("{}x{}", form.width, form.height),
                        change(|c, v| if let Some((w, h)) = v.split_once('x') {
                            c.form.width = w.parse().unwrap_or(3);
                            c.form.height = h.parse().unwrap_or(3);
                        })) }
                    { select("batch-variant", "Variant", variants.collect(), form.variant.clone(),
                        change(|c, v| c.form.variant = v)) }
                    { select("batch-level", "Level", levels.collect(), form.level.name().to_string(),
                        change(|c, v| if let Ok(level) = v.parse() { c.form.level = level })) }
                    { select("batch-per-page", "Puzzles per page", per_page.collect(), choice.per_page.to_string(),
                        change(|c, v| c.per_page = v.parse().unwrap_or(4))) }
                    { select("batch-pages", "Pages", pages.collect(), choice.pages.to_string(),
                        change(|c, v| c.pages = v.parse().unwrap_or(1))) }
                    { select("batch-paper", "Paper", papers.to_vec(), choice.paper.class().to_string(),
                        change(|c, v| c.paper = if v == "letter" { Paper::Letter } else { Paper::A4 })) }
                    <label class="field" for="batch-phrase">
                        <span>{ "Seed phrase (the same phrase prints the same puzzles)" }</span>
                        <input id="batch-phrase" type="text" value={form.phrase.clone()} oninput={on_phrase}
                            placeholder="empty: a new phrase" />
                    </label>
                </div>
                <p class="batch-note">{ "To save a PDF, print and choose \"Save as PDF\" as the printer." }</p>
                <div class="panel-buttons">
                    <button type="button" onclick={on_make} disabled={*busy}>{ "Make puzzles" }</button>
                    <button type="button" onclick={on_print} disabled={*busy || made.is_empty()}>
                        { "Print or save as PDF" }
                    </button>
                    <button type="button" onclick={on_close}>{ "Back to the game" }</button>
                </div>
                <p class="batch-status" role="status">{ (*status).clone() }</p>
            </section>
            { sheets(&made, choice.per_page, choice.paper) }
        </div>
    };
    create_portal(content, gloo::utils::body().into())
}
