//! The setter's tools in setup, as buttons in groups: type givens (Digits), then every
//! tool of the engine's palette grouped by how it is placed (lines; dots and marks on
//! edges, cells and corners; areas; clues beside the grid; rules of the whole board, which
//! switch on and off and show whether they are on), then the eraser. Names and
//! instructions are the engine's; the tool in hand says how to use it under the palette.

use std::rc::Rc;

use sudoku_engine::game::{Placement, Tool as Family};
use yew::prelude::*;

use crate::components::tool_icon::tool_icon;
use crate::state::{Action, Tool};

#[derive(Properties, PartialEq, Debug)]
pub struct SetterPaletteProps {
    pub tool: Tool,
    /// The rules of the whole board that are on.
    pub rules_on: Rc<Vec<Family>>,
    pub dispatch: Callback<Action>,
}

#[function_component(SetterPalette)]
pub fn setter_palette(props: &SetterPaletteProps) -> Html {
    let button = |tool: Tool| {
        let onclick = props.dispatch.reform(move |_: MouseEvent| Action::ChooseTool(tool));
        let pressed = match tool.family() {
            Some(family) if family.placement() == Placement::Board => props.rules_on.contains(&family),
            _ => props.tool == tool,
        };
        html! {
            <button type="button" class={classes!("tool", pressed.then_some("active"))}
                aria-pressed={pressed.to_string()} title={tool.instructions()} {onclick}>
                { tool_icon(tool) }<span class="tool-name">{ tool.name() }</span>
            </button>
        }
    };
    let group = |key: &str, heading: &'static str, tools: Vec<Tool>| {
        let id = format!("setter-tools-{key}");
        html! {
            <div class={classes!("tool-group", format!("tools-{key}"))} role="group" aria-labelledby={id.clone()}>
                <span class="tool-group-name" {id}>{ heading }</span>
                <div class="tool-group-tools">{ for tools.into_iter().map(button) }</div>
            </div>
        }
    };
    let families = Tool::GROUPS.iter().enumerate().map(|(i, g)| {
        let tools = Tool::of_group(g).map(Tool::Family).collect();
        group(&i.to_string(), g.heading, tools)
    });
    html! { <>
        <p class="tool-instructions" aria-live="polite">
            <strong>{ props.tool.name() }</strong>{ ": " }{ props.tool.instructions() }
        </p>
        <div class="setter-palette" role="group" aria-label="Setter's tool">
            { group("digits", "Digits", vec![Tool::Givens]) }
            { for families }
            { group("erase", "Erase", vec![Tool::Erase]) }
        </div>
    </> }
}
