//! The daily puzzles of the last 30 days, today first, the classic puzzles or the
//! variants (each their own archive): which were solved, which are in progress, and a
//! button to play each.

use sudoku_engine::daily::DailyDate;
use yew::prelude::*;

use crate::components::paste_dialog::keep_keys;
use crate::components::Dialog;
use crate::daily::{day_state, open_day, today, Daily};
use crate::state::{format_time, Action};
use crate::storage::{store, Persistence};

#[derive(Properties, PartialEq, Debug)]
pub struct DailyArchiveProps {
    pub persistence: Persistence,
    pub dispatch: Callback<Action>,
    pub on_close: Callback<()>,
}

#[function_component(DailyArchive)]
pub fn daily_archive(props: &DailyArchiveProps) -> Html {
    let Some(today) = today() else {
        return html! {
            <Dialog id="daily-archive" title="Daily puzzles" on_close={props.on_close.clone()}>
                <p>{ "The browser did not give today's date." }</p>
            </Dialog>
        };
    };
    let kind = use_state(|| Daily::Classic);
    let kind_now = *kind;
    let (games, stats) = (store().games(), store().stats());
    let rows = today.archive().into_iter().map(|date: DailyDate| {
        let state = day_state(kind_now, date, &games, &stats);
        let (status, button) = match (&state.saved_id, state.solved_ms) {
            (_, Some(ms)) => {
                (format!("solved in {}", format_time(ms)), if state.saved_id.is_some() { "Open" } else { "Play again" })
            }
            (Some(_), None) => ("in progress".to_string(), "Resume"),
            (None, None) => ("not played".to_string(), "Play"),
        };
        let onclick = {
            let (persistence, dispatch, on_close) =
                (props.persistence.clone(), props.dispatch.clone(), props.on_close.clone());
            Callback::from(move |_: MouseEvent| {
                open_day(kind_now, date, &persistence, &dispatch);
                on_close.emit(());
            })
        };
        let solved = state.solved_ms.is_some();
        html! {
            <li class={classes!("daily-day", solved.then_some("solved"))} data-date={date.to_string()}>
                <span class="daily-date">{ date.long_name() }</span>
                <span class="daily-level">{ kind_now.what(date) }</span>
                <span class="daily-status">{ if solved { "✓ " } else { "" } }{ status }</span>
                <button type="button" {onclick}>{ button }</button>
            </li>
        }
    });
    html! {
        <div class="keep-dialog" onkeydown={keep_keys(&props.on_close)}>
        <Dialog id="daily-archive" title="Daily puzzles" on_close={props.on_close.clone()}>
            <p>{ "One classic puzzle and one variant a day, the same for everyone, made on this device." }</p>
            <div class="daily-kinds" role="group" aria-label="Which daily puzzles">
                { tab(&kind, Daily::Classic, "Classic") }
                { tab(&kind, Daily::Variant, "Variant") }
            </div>
            <ul class="daily-list">{ for rows }</ul>
        </Dialog>
        </div>
    }
}

/// The button that shows the archive of `kind`, pressed while it is shown.
fn tab(shown: &UseStateHandle<Daily>, kind: Daily, label: &'static str) -> Html {
    let onclick = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(kind))
    };
    let pressed = (**shown == kind).to_string();
    html! { <button type="button" aria-pressed={pressed} {onclick}>{ label }</button> }
}
