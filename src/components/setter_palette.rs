//! The setter's tools in setup, as toggle buttons: type givens, draw a thermometer, an
//! arrow, a renban or German whispers line, a white or black dot, an X or a V, or erase
//! a constraint.

use yew::prelude::*;

use crate::state::{Action, Tool};

#[derive(Properties, PartialEq, Debug)]
pub struct SetterPaletteProps {
    pub tool: Tool,
    pub dispatch: Callback<Action>,
}

#[function_component(SetterPalette)]
pub fn setter_palette(props: &SetterPaletteProps) -> Html {
    let buttons = Tool::ALL.into_iter().map(|tool| {
        let onclick = props.dispatch.reform(move |_: MouseEvent| Action::ChooseTool(tool));
        let pressed = props.tool == tool;
        html! {
            <button type="button" class={classes!("mode", "tool", pressed.then_some("active"))}
                aria-pressed={pressed.to_string()} title={tool.help()} {onclick}>
                { tool.name() }
            </button>
        }
    });
    html! { <div class="mode-toggle setter-palette" role="group" aria-label="Setter's tool">{ for buttons }</div> }
}
