//! The four entry modes, as toggle buttons: digit (Z), corner (X), centre (C), colour (V).

use yew::prelude::*;

use crate::state::{Action, Mode};

#[derive(Properties, PartialEq, Debug)]
pub struct ModeToggleProps {
    pub mode: Mode,
    pub dispatch: Callback<Action>,
}

#[function_component(ModeToggle)]
pub fn mode_toggle(props: &ModeToggleProps) -> Html {
    let buttons = Mode::ALL.into_iter().map(|mode| {
        let dispatch = props.dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(Action::SetMode(mode)));
        let pressed = props.mode == mode;
        html! {
            <button type="button" class={classes!("mode", pressed.then_some("active"))} aria-pressed={pressed.to_string()}
                title={format!("{} mode ({})", mode.name(), mode.key())} {onclick}>
                { mode.name() }<kbd>{ mode.key() }</kbd>
            </button>
        }
    });
    html! { <div class="mode-toggle" role="group" aria-label="Entry mode">{ for buttons }</div> }
}
