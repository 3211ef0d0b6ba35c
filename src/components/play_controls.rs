//! The controls of play beside the pad: Undo, Redo, Hint and Check. In setup mode:
//! Undo, Redo, Check (count the solutions) and Done.

use yew::prelude::*;

use crate::components::icons::{icon, Icon};
use crate::state::Action;

#[derive(Properties, PartialEq, Debug)]
pub struct PlayControlsProps {
    pub can_undo: bool,
    pub can_redo: bool,
    pub setup: bool,
    pub dispatch: Callback<Action>,
}

fn control(dispatch: &Callback<Action>, action: Action, which: Icon, text: &str, title: &str, disabled: bool) -> Html {
    let dispatch = dispatch.clone();
    let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()));
    html! {
        <button type="button" class="control" title={title.to_string()} {disabled} {onclick}>
            { icon(which) }<span>{ text.to_string() }</span>
        </button>
    }
}

#[function_component(PlayControls)]
pub fn play_controls(props: &PlayControlsProps) -> Html {
    let d = &props.dispatch;
    let undo = control(d, Action::Undo, Icon::Undo, "Undo", "Undo (Ctrl+Z)", !props.can_undo);
    if props.setup {
        return html! {
            <div class="controls-of-play" role="toolbar" aria-label="Setup">
                { undo }
                { control(d, Action::Redo, Icon::Redo, "Redo", "Redo (Ctrl+Y)", !props.can_redo) }
                { control(d, Action::SetupCheck, Icon::Check, "Check", "Count the solutions: none, one or several", false) }
                { control(d, Action::SetupDone, Icon::Done, "Done", "Lock the digits as givens and play", false) }
            </div>
        };
    }
    html! {
        <div class="controls-of-play" role="toolbar" aria-label="Game">
            { undo }
            { control(d, Action::Redo, Icon::Redo, "Redo", "Redo (Ctrl+Y)", !props.can_redo) }
            { control(d, Action::AskHint, Icon::Hint, "Hint", "The next logical step, in three levels", false) }
            { control(d, Action::Check, Icon::Check, "Check", "Compare your digits with the solution", false) }
        </div>
    }
}
