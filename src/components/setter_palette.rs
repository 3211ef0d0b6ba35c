//! The setter's tools in setup, as toggle buttons in groups: type givens (digits); draw a
//! thermometer, an arrow, a renban or German whispers line, or a killer cage (lines); place a white or black
//! dot, an X or a V, or a quadruple's digits on a corner (dots and marks); write a sandwich
//! sum, an X-sum or a skyscraper beside the grid (outside); or erase a constraint. Each button shows a small
//! picture of what it draws over its name.

use yew::prelude::*;

use crate::components::icons::{icon, Icon};
use crate::state::{Action, Tool};

#[derive(Properties, PartialEq, Debug)]
pub struct SetterPaletteProps {
    pub tool: Tool,
    pub dispatch: Callback<Action>,
}

/// The tool's picture on a 24x24 grid, in the style of what it draws on the board.
fn tool_icon(tool: Tool) -> Html {
    let shape = match tool {
        Tool::Givens => html! { <path d="M4 4h16v16H4zM10 9l2.5-2v10" /> },
        Tool::Thermometer => html! { <>
            <circle class="tool-fill" cx="7" cy="17" r="4" /><path class="tool-thick" d="M7 17L18 6" />
        </> },
        Tool::Arrow => html! { <>
            <circle cx="6.5" cy="17.5" r="3.5" /><path d="M9 15L20 4M14 4h6v6" />
        </> },
        Tool::Renban => html! { <path class="tool-thick renban" d="M4 18l6-6h10" /> },
        Tool::GermanWhispers => html! { <path class="tool-thick whispers" d="M3 16l4.5-8 4.5 8 4.5-8 4.5 8" /> },
        Tool::Cage => html! { <>
            <path class="tool-dashed" d="M4 4h16v9h-7v7H4z" /><path d="M6.5 6.5h2.5v3h-2.5v3h2.5" />
        </> },
        Tool::WhiteDot => html! { <circle cx="12" cy="12" r="6" /> },
        Tool::BlackDot => html! { <circle class="tool-fill" cx="12" cy="12" r="6" /> },
        Tool::X => html! { <path d="M6 6l12 12M18 6L6 18" /> },
        Tool::V => html! { <path d="M6 6l6 12 6-12" /> },
        Tool::Quadruple => html! { <>
            <path d="M12 1v4M12 19v4M1 12h4M19 12h4" /><circle cx="12" cy="12" r="7" />
            <path class="tool-digits" d="M9.5 9.5l1-1v7M13 9.5h3l-3 6h3" />
        </> },
        Tool::Sandwich => html! { <>
            <path class="tool-faint" d="M8 4v16M12 4v16M16 4v16M20 4v16" /><path d="M2 9h3v3H2M2 15h3" />
        </> },
        Tool::XSum => html! { <>
            <path class="tool-faint" d="M8 4v16M12 4v16M16 4v16M20 4v16" /><path d="M2 9l3 4M5 9l-3 4M2 16h3" />
        </> },
        Tool::Skyscraper => html! { <>
            <path class="tool-faint" d="M8 20v-6M12 20V8M16 20v-10M20 20V4" /><path d="M2 9h2v10" />
        </> },
        Tool::Erase => return icon(Icon::Erase),
    };
    html! { <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">{ shape }</svg> }
}

#[function_component(SetterPalette)]
pub fn setter_palette(props: &SetterPaletteProps) -> Html {
    let button = |tool: Tool| {
        let onclick = props.dispatch.reform(move |_: MouseEvent| Action::ChooseTool(tool));
        let pressed = props.tool == tool;
        let help = tool.help();
        let title = format!("{}{}", help[..1].to_uppercase(), &help[1..]);
        html! {
            <button type="button" class={classes!("tool", pressed.then_some("active"))}
                aria-pressed={pressed.to_string()} {title} {onclick}>
                { tool_icon(tool) }<span class="tool-name">{ tool.name() }</span>
            </button>
        }
    };
    let groups = Tool::GROUPS.iter().enumerate().map(|(i, (heading, tools))| {
        let id = format!("setter-tools-{i}");
        html! {
            <div class={classes!("tool-group", format!("tools-{i}"))} role="group" aria-labelledby={id.clone()}>
                <span class="tool-group-name" {id}>{ *heading }</span>
                <div class="tool-group-tools">{ for tools.iter().copied().map(button) }</div>
            </div>
        }
    });
    html! { <div class="setter-palette" role="group" aria-label="Setter's tool">{ for groups }</div> }
}
