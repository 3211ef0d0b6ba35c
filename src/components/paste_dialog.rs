//! "Paste puzzle": a text box for a one-line string, a grid, the .sudoku text format or a
//! link, read in the worker. Nothing changes until the text reads as a whole puzzle; an
//! error says where.

use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::components::Dialog;
use crate::state::{Action, Reading};

#[derive(Properties, PartialEq, Debug)]
pub struct PasteDialogProps {
    /// The text being read, as the state has it.
    pub reading: Option<Reading>,
    pub dispatch: Callback<Action>,
    pub on_close: Callback<()>,
}

#[function_component(PasteDialog)]
pub fn paste_dialog(props: &PasteDialogProps) -> Html {
    let text = use_state(String::new);
    // The player pressed Load and the text has not been edited since.
    let asked = use_state(|| false);
    let reading = props.reading.as_ref().filter(|r| !r.link);
    // Read whole: the state has opened what it holds, so the dialog closes.
    {
        let (asked, on_close) = (asked.clone(), props.on_close.clone());
        use_effect_with(reading.is_some(), move |reading| {
            if *asked && !*reading {
                on_close.emit(());
            }
        });
    }
    let error = reading.and_then(|r| r.failed.as_ref()).filter(|_| *asked).map(|why| why.to_string());
    let busy = *asked && reading.is_some_and(|r| r.failed.is_none());
    let oninput = {
        let (text, asked) = (text.clone(), asked.clone());
        Callback::from(move |event: InputEvent| {
            if let Some(area) = event.target_dyn_into::<HtmlTextAreaElement>() {
                text.set(area.value());
                asked.set(false);
            }
        })
    };
    let on_load = {
        let (text, asked, dispatch) = (text.clone(), asked.clone(), props.dispatch.clone());
        Callback::from(move |_: MouseEvent| {
            asked.set(true);
            dispatch.emit(Action::Read { text: (*text).clone(), link: false });
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
            if let Some(why) = error {
                <p class="paste-error" role="alert">{ why }</p>
            }
            <div class="panel-buttons">
                <button type="button" onclick={on_load} disabled={busy}>
                    { if busy { "Reading..." } else { "Load puzzle" } }
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
