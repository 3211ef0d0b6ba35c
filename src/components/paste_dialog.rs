//! "Paste puzzle": a text box for a one-line string, a grid, the .sudoku text format or a
//! link, read in the worker. Nothing changes until the text reads as a whole puzzle; an
//! error says where.

use web_sys::HtmlTextAreaElement;
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::components::Dialog;
use crate::share::read_paste;
use crate::state::Action;

#[derive(Properties, PartialEq, Debug)]
pub struct PasteDialogProps {
    pub dispatch: Callback<Action>,
    pub on_close: Callback<()>,
}

#[function_component(PasteDialog)]
pub fn paste_dialog(props: &PasteDialogProps) -> Html {
    let text = use_state(String::new);
    let error = use_state(|| None::<String>);
    let reading = use_state(|| false);
    let oninput = {
        let (text, error) = (text.clone(), error.clone());
        Callback::from(move |event: InputEvent| {
            if let Some(area) = event.target_dyn_into::<HtmlTextAreaElement>() {
                text.set(area.value());
                error.set(None);
            }
        })
    };
    let on_load = {
        let (text, error, dispatch, on_close) =
            (text.clone(), error.clone(), props.dispatch.clone(), props.on_close.clone());
        let reading = reading.clone();
        Callback::from(move |_: MouseEvent| {
            let (text, error, dispatch, on_close, reading) =
                ((*text).clone(), error.clone(), dispatch.clone(), on_close.clone(), reading.clone());
            reading.set(true);
            spawn_local(async move {
                match read_paste(text).await {
                    Ok(incoming) => {
                        dispatch.emit(incoming.action());
                        on_close.emit(());
                    }
                    Err(why) => {
                        error.set(Some(why.to_string()));
                        reading.set(false);
                    }
                }
            });
        })
    };
    html! {
        <div class="keep-dialog" onkeydown={keep_keys(&props.on_close)}>
        <Dialog id="paste-puzzle" title="Paste a puzzle" on_close={props.on_close.clone()}>
            <label class="field paste-field">
                <span>{ "A puzzle as one line (81 characters for 9x9), a grid, a puzzle file or a link:" }</span>
                <textarea rows="9" cols="40" spellcheck="false" value={(*text).clone()} {oninput}
                    aria-invalid={error.is_some().then_some("true")} />
            </label>
            if let Some(why) = &*error {
                <p class="paste-error" role="alert">{ why.clone() }</p>
            }
            <div class="panel-buttons">
                <button type="button" onclick={on_load} disabled={*reading}>
                    { if *reading { "Reading..." } else { "Load puzzle" } }
                </button>
            </div>
        </Dialog>
        </div>
    }
}
/// Keys pressed inside this dialog stay in it (the board's keyboard hook listens on the
/// document); Escape closes it.
pub(crate) fn keep_keys(on_close: &Callback<()>) -> Callback<KeyboardEvent> {
    let on_close = on_close.clone();
    Callback::from(move |event: KeyboardEvent| {
        event.stop_propagation();
        if event.key() == "Escape" {
            on_close.emit(());
        }
    })
}
