//! The saved games, in progress and finished: resume or delete each.

use yew::prelude::*;

use crate::components::paste_dialog::keep_keys;
use crate::components::Dialog;
use crate::state::format_time;
use crate::storage::{store, Persistence, Summary};

#[derive(Properties, PartialEq, Debug)]
pub struct SavedGamesProps {
    pub persistence: Persistence,
    pub on_close: Callback<()>,
}

#[function_component(SavedGames)]
pub fn saved_games(props: &SavedGamesProps) -> Html {
    let games = use_state(|| store().games());
    // The game whose Delete was pressed once: a second press deletes it.
    let confirming = use_state(|| None::<String>);
    let current = props.persistence.current_id.clone();
    let rows = games.iter().map(|summary: &Summary| {
        let id = summary.id.clone();
        let is_current = *current == *id;
        let on_resume = {
            let (id, persistence, on_close) = (id.clone(), props.persistence.clone(), props.on_close.clone());
            Callback::from(move |_: MouseEvent| {
                match store().load_game(&id) {
                    Ok(game) => persistence.on_open.emit((id.clone(), game)),
                    Err(notice) => persistence.on_notice.emit(notice),
                }
                on_close.emit(());
            })
        };
        let on_delete = {
            let (id, games, confirming, notify) =
                (id.clone(), games.clone(), confirming.clone(), props.persistence.on_notice.clone());
            Callback::from(move |_: MouseEvent| {
                if confirming.as_deref() != Some(id.as_str()) {
                    confirming.set(Some(id.clone()));
                    return;
                }
                if let Err(notice) = store().delete_game(&id) {
                    notify.emit(notice);
                }
                confirming.set(None);
                games.set(store().games());
            })
        };
        let state = if summary.finished { "finished" } else { "in progress" };
        let level = summary.level.map_or("unrated", |l| l.name());
        let delete_label = if confirming.as_deref() == Some(id.as_str()) { "Really delete" } else { "Delete" };
        let plural = if summary.moves == 1 { "" } else { "s" };
        let (time, saved) = (format_time(summary.elapsed_ms), js_date(summary.saved_at));
        let details = format!("time {time}, {} move{plural}, saved {saved}", summary.moves);
        html! {
            <li class="saved-game" data-id={id.clone()}>
                <span class="saved-what">{ format!("{}, {level}, {state}", summary.board) }</span>
                <span class="saved-time">{ details }</span>
                if let Some(phrase) = &summary.phrase {
                    <span class="saved-seed">{ format!("seed: {phrase}") }</span>
                }
                <span class="saved-buttons">
                    if is_current {
                        <span class="saved-current">{ "playing now" }</span>
                    } else {
                        <button type="button" onclick={on_resume}>{ "Resume" }</button>
                        <button type="button" onclick={on_delete}>{ delete_label }</button>
                    }
                </span>
            </li>
        }
    });
    html! {
        <div class="keep-dialog" onkeydown={keep_keys(&props.on_close)}>
        <Dialog id="saved-games" title="Saved games" on_close={props.on_close.clone()}>
            if games.is_empty() {
                <p>{ "No saved game yet." }</p>
            } else {
                <ul class="saved-list">{ for rows }</ul>
            }
            if store().in_memory() {
                <p>{ "Storage is blocked: these games last only while the page is open." }</p>
            }
        </Dialog>
        </div>
    }
}

/// A date and time as the browser writes them for the player's locale.
fn js_date(ms: f64) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        String::from(
            js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms))
                .to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED),
        )
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        format!("{ms}")
    }
}
