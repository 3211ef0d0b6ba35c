//! The Game menu's "Print a batch": a form (board, variant, level, seed phrase, puzzles per
//! page, pages, paper, answers) whose values live in the state ([`PrintForm`]); "Make
//! puzzles" has the worker make the puzzles and lay out the pages, and this view shows the
//! pages ([`PrintSheets`]) and prints them. The view is put directly under `<body>`, so
//! that print CSS leaves out everything else; "Save as PDF" is the browser's print dialog.

use std::str::FromStr;

use sudoku_engine::geometry::VariantKind;
use sudoku_engine::Level;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::paste_dialog::keep_keys;
use super::print_sheet::PrintSheets;
use crate::components::new_game_form::{PRESETS, VARIANTS};
use crate::components::Dialog;
use crate::state::{Action, PrintForm, PrintView};
use crate::worker::{Paper, PerPage, MAX_PAGES};

/// The largest board a batch prints (boxes of at most 12 cells).
const MAX_BOX_CELLS: usize = 12;

/// A labelled select of `choices` (value, name) with `chosen` selected; `pick` turns the
/// value chosen into the new form.
fn select(
    field: &str,
    label: &str,
    choices: Vec<(String, String)>,
    chosen: &str,
    pick: impl Fn(&str) -> Option<PrintForm> + 'static,
    dispatch: &Callback<Action>,
) -> Html {
    let dispatch = dispatch.clone();
    let onchange = Callback::from(move |event: Event| {
        let value = event.target_dyn_into::<HtmlSelectElement>().map(|select| select.value()).unwrap_or_default();
        if let Some(form) = pick(&value) {
            dispatch.emit(Action::EditPrint(form));
        }
    });
    let id = format!("batch-{field}");
    html! {
        <label class="field" for={id.clone()}>
            <span>{ label.to_string() }</span>
            <select {id} {onchange}>
                { for choices.into_iter().map(|(value, name)| {
                    let selected = value == chosen;
                    html! { <option {value} {selected}>{ name }</option> }
                }) }
            </select>
        </label>
    }
}

/// `form` with one field changed by `change`, when `value` reads as that field.
fn pick<T: 'static>(
    form: &PrintForm,
    read: impl Fn(&str) -> Option<T> + 'static,
    change: fn(&mut PrintForm, T),
) -> impl Fn(&str) -> Option<PrintForm> + 'static {
    let form = form.clone();
    move |value| {
        let mut form = form.clone();
        change(&mut form, read(value)?);
        Some(form)
    }
}

fn numbers(values: impl Iterator<Item = u32>) -> Vec<(String, String)> {
    values.map(|n| (n.to_string(), n.to_string())).collect()
}

/// The form's fields: the new-game dialog's boards up to 12x12 and its variants, every
/// level, the layout, the seed phrase.
fn fields(form: &PrintForm, dispatch: &Callback<Action>) -> Html {
    let boards: Vec<(String, String)> = PRESETS
        .iter()
        .filter(|(_, w, h)| w * h <= MAX_BOX_CELLS)
        .map(|(name, w, h)| (format!("{w}x{h}"), name.to_string()))
        .collect();
    let board = |value: &str| {
        let (w, h) = value.split_once('x')?;
        Some((w.parse().ok()?, h.parse().ok()?))
    };
    let variants: Vec<(String, String)> =
        VARIANTS.iter().map(|(key, name)| (key.to_string(), name.to_string())).collect();
    let variant = VARIANTS.iter().find(|(key, _)| VariantKind::from_str(key).ok() == Some(form.variant));
    let levels = Level::ALL.iter().map(|l| (l.name().to_string(), l.name().to_string())).collect();
    let papers = Paper::ALL.iter().map(|p| (p.name().to_string(), p.name().to_string())).collect();
    let yes_no = vec![("yes".to_string(), "yes".to_string()), ("no".to_string(), "no".to_string())];
    let on_phrase = {
        let (form, dispatch) = (form.clone(), dispatch.clone());
        Callback::from(move |event: InputEvent| {
            if let Some(input) = event.target_dyn_into::<HtmlInputElement>() {
                dispatch.emit(Action::EditPrint(PrintForm { phrase: input.value(), ..form.clone() }));
            }
        })
    };
    html! {
        <div class="batch-form">
            { select("board", "Board", boards, &format!("{}x{}", form.board.0, form.board.1),
                pick(form, board, |f, v| f.board = v), dispatch) }
            { select("variant", "Variant", variants, variant.map_or("", |(key, _)| key),
                pick(form, |v| VariantKind::from_str(v).ok(), |f, v| f.variant = v), dispatch) }
            { select("level", "Level", levels, form.level.name(),
                pick(form, |v| Level::from_str(v).ok(), |f, v| f.level = v), dispatch) }
            { select("per-page", "Puzzles per page", numbers(PerPage::ALL.iter().map(|p| p.count())),
                &form.per_page.count().to_string(),
                pick(form, |v| PerPage::ALL.into_iter().find(|p| p.count().to_string() == v), |f, v| f.per_page = v),
                dispatch) }
            { select("pages", "Pages", numbers(1..=MAX_PAGES), &form.pages.to_string(),
                pick(form, |v| v.parse().ok(), |f, v| f.pages = v), dispatch) }
            { select("paper", "Paper", papers, form.paper.name(),
                pick(form, |v| Paper::ALL.into_iter().find(|p| p.name() == v), |f, v| f.paper = v), dispatch) }
            { select("answers", "A page of answers", yes_no, if form.answers { "yes" } else { "no" },
                pick(form, |v| Some(v == "yes"), |f, v| f.answers = v), dispatch) }
            <label class="field" for="batch-phrase">
                <span>{ "Seed phrase (the same phrase prints the same puzzles)" }</span>
                <input id="batch-phrase" type="text" placeholder="empty: a new phrase" value={form.phrase.clone()}
                    oninput={on_phrase} />
            </label>
        </div>
    }
}

#[derive(Properties, PartialEq, Debug)]
pub struct PrintBatchViewProps {
    pub view: Box<PrintView>,
    pub dispatch: Callback<Action>,
}

/// The print view: the form, then the pages made last.
#[function_component(PrintBatchView)]
pub fn print_batch_view(props: &PrintBatchViewProps) -> Html {
    let view = &props.view;
    let on_make = {
        let (form, dispatch) = (view.form.clone(), props.dispatch.clone());
        Callback::from(move |_: MouseEvent| {
            // An empty phrase gets a fresh one, written into the form so that the same
            // batch can be printed again.
            if form.phrase.trim().is_empty() {
                match crate::random::fresh_phrase() {
                    Ok(phrase) => {
                        dispatch.emit(Action::EditPrint(PrintForm { phrase: phrase.as_str().into(), ..form.clone() }))
                    }
                    Err(why) => dispatch.emit(Action::Say(why)),
                }
            }
            dispatch.emit(Action::MakeBatch);
        })
    };
    let on_print = Callback::from(|_: MouseEvent| {
        let _ = gloo::utils::window().print();
    });
    let on_close = props.dispatch.reform(|()| Action::CloseDialog);
    let pages = view.pages.clone().map(|sheets| html! { <PrintSheets {sheets} /> });
    let content = html! {
        <div class="print-batch keep-dialog" onkeydown={keep_keys(&on_close)}>
        <Dialog id="print-batch" title="Print a batch" on_close={on_close.clone()}>
            { fields(&view.form, &props.dispatch) }
            <p class="batch-note">{ "To save a PDF, print and choose \"Save as PDF\" as the printer." }</p>
            <div class="panel-buttons">
                <button type="button" onclick={on_make}>{ "Make puzzles" }</button>
                <button type="button" onclick={on_print}>{ "Print or save as PDF" }</button>
            </div>
            <p class="batch-status" role="status">{ view.status.line() }</p>
            <div id="batch-sheets">{ for pages }</div>
        </Dialog>
        </div>
    };
    create_portal(content, gloo::utils::body().into())
}
