//! Every key and gesture, as the game knows them.

use yew::prelude::*;

use crate::components::Dialog;
use crate::state::KEY_HELP;

#[derive(Properties, PartialEq, Debug)]
pub struct HelpDialogProps {
    pub on_close: Callback<()>,
}

#[function_component(HelpDialog)]
pub fn help_dialog(props: &HelpDialogProps) -> Html {
    let rows = KEY_HELP.iter().map(|(keys, what)| html! { <tr><th scope="row">{ *keys }</th><td>{ *what }</td></tr> });
    html! {
        <Dialog id="help" title="Keys" on_close={props.on_close.clone()}>
            <table class="keys">
                <thead><tr><th scope="col">{ "Keys" }</th><th scope="col">{ "What they do" }</th></tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            <p>{ "The number pad, the mode buttons and the toolbar do the same with a tap." }</p>
        </Dialog>
    }
}
