//! The menu bar over the board: New game, the Game menu (passed in as children: share
//! and keep), the Tools menu (marks, highlight, solve, the solution log), Settings and
//! Help. In setup mode: New game and Help.

use yew::prelude::*;

use crate::components::icons::{icon, Icon};
use crate::components::menu_button::{MenuButton, MenuItem};
use crate::state::Action;

#[derive(Properties, PartialEq, Debug)]
pub struct ToolbarProps {
    /// The highlighted symbol, if any (or "?" while picking one).
    pub highlight: Option<char>,
    pub setup: bool,
    pub dispatch: Callback<Action>,
    /// The Game menu.
    #[prop_or_default]
    pub children: Html,
}

fn bar_button(
    dispatch: &Callback<Action>,
    action: Action,
    which: Icon,
    text: &'static str,
    title: &'static str,
) -> Html {
    let dispatch = dispatch.clone();
    let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()));
    html! { <button type="button" class="bar-button" {title} {onclick}>{ icon(which) }<span>{ text }</span></button> }
}

fn item(dispatch: &Callback<Action>, action: Action, text: impl Into<AttrValue>, title: &'static str) -> MenuItem {
    MenuItem::new(text, title, dispatch.reform(move |()| action.clone()))
}

#[function_component(Toolbar)]
pub fn toolbar(props: &ToolbarProps) -> Html {
    let d = &props.dispatch;
    let new_game = bar_button(d, Action::OpenNewGame, Icon::New, "New game", "Generate or enter a puzzle");
    let help = bar_button(d, Action::OpenHelp, Icon::Help, "Help", "Every key");
    if props.setup {
        return html! { <nav class="menubar" aria-label="Menus">{ new_game }{ props.children.clone() }{ help }</nav> };
    }
    let highlight = MenuItem {
        checked: Some(props.highlight.is_some()),
        ..item(
            d,
            Action::Highlight,
            match props.highlight {
                Some(symbol) => format!("Highlight {symbol}"),
                None => "Highlight".to_string(),
            },
            "Highlight a digit everywhere until pressed again (H)",
        )
    };
    let tools = vec![
        item(d, Action::FillCandidates, "Fill candidates", "Write every candidate as centre marks"),
        item(d, Action::ToggleRed, "Red mark", "Mark the selected cells red for trial and error (M)"),
        highlight,
        item(d, Action::AskSolutions, "Solve", "Show the solution (up to five when there are several)"),
        item(d, Action::AskLog, "Solution log", "The computer's solution, step by step"),
        item(d, Action::AskSteps, "All steps", "Every logical step available now, easiest first"),
        item(
            d,
            Action::RewindToMistake,
            "Rewind to first mistake",
            "Undo back to just before the first mistake (Redo brings the moves back)",
        ),
        item(d, Action::AskReview, "Review", "Your moves and hints beside the computer's path"),
    ];
    html! {
        <nav class="menubar" aria-label="Menus">
            { new_game }
            { props.children.clone() }
            <MenuButton id="tools-menu-button" label="Tools" icon={Icon::Tools} items={tools} />
            { bar_button(d, Action::OpenSettings, Icon::Settings, "Settings", "Rules, checking and theme") }
            { help }
        </nav>
    }
}
