//! The game's buttons: undo and redo, marks, highlight, check, hint, solve, the solution
//! log, and the dialogs. In setup mode: Check and Done.

use yew::prelude::*;

use crate::state::Action;

#[derive(Properties, PartialEq, Debug)]
pub struct ToolbarProps {
    pub can_undo: bool,
    pub can_redo: bool,
    /// The highlighted symbol, if any (or "?" while picking one).
    pub highlight: Option<char>,
    pub setup: bool,
    pub dispatch: Callback<Action>,
}

fn button(dispatch: &Callback<Action>, action: Action, text: &str, title: &'static str, disabled: bool) -> Html {
    let dispatch = dispatch.clone();
    let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()));
    html! { <button type="button" {title} {disabled} {onclick}>{ text }</button> }
}

#[function_component(Toolbar)]
pub fn toolbar(props: &ToolbarProps) -> Html {
    let d = &props.dispatch;
    if props.setup {
        return html! {
            <div class="toolbar" role="toolbar" aria-label="Setup">
                { button(d, Action::Undo, "Undo", "Undo (Ctrl+Z)", !props.can_undo) }
                { button(d, Action::SetupCheck, "Check", "Count the solutions: none, one or several", false) }
                { button(d, Action::SetupDone, "Done", "Lock the digits as givens and play", false) }
                { button(d, Action::OpenNewGame, "New game", "Generate a puzzle instead", false) }
                { button(d, Action::OpenHelp, "Help", "Every key", false) }
            </div>
        };
    }
    let on_highlight = {
        let dispatch = d.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::Highlight))
    };
    let pressed = props.highlight.is_some();
    let highlight_text = match props.highlight {
        Some(symbol) => format!("Highlight {symbol}"),
        None => "Highlight".to_string(),
    };
    html! {
        <div class="toolbar" role="toolbar" aria-label="Game">
            { button(d, Action::Undo, "Undo", "Undo (Ctrl+Z)", !props.can_undo) }
            { button(d, Action::Redo, "Redo", "Redo (Ctrl+Y)", !props.can_redo) }
            { button(d, Action::ToggleRed, "Red mark", "Mark the selected cells red for trial and error (M)", false) }
            { button(d, Action::FillCandidates, "Fill candidates", "Write every candidate as centre marks", false) }
            <button type="button" aria-pressed={pressed.to_string()} title="Highlight a digit everywhere until pressed again (H)"
                onclick={on_highlight}>{ highlight_text }</button>
            { button(d, Action::Check, "Check", "Compare your digits with the solution", false) }
            { button(d, Action::AskHint, "Hint", "The next logical step, in three levels", false) }
            { button(d, Action::AskSolutions, "Solve", "Show the solution (up to five when there are several)", false) }
            { button(d, Action::AskLog, "Solution log", "The computer's solution, step by step", false) }
            { button(d, Action::OpenNewGame, "New game", "Generate or enter a puzzle", false) }
            { button(d, Action::OpenSettings, "Settings", "Rules, checking and theme", false) }
            { button(d, Action::OpenHelp, "Help", "Every key", false) }
        </div>
    }
}
