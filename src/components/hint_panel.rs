//! A hint in three levels: a nudge, the cells to look at, the whole deduction. Apply
//! makes it as one undoable move.

use sudoku_engine::logic::HintLevel;
use yew::prelude::*;

use crate::state::{Action, HintView};

#[derive(Properties, PartialEq, Debug)]
pub struct HintPanelProps {
    pub view: HintView,
    pub dispatch: Callback<Action>,
}

#[function_component(HintPanel)]
pub fn hint_panel(props: &HintPanelProps) -> Html {
    let level = props.view.level.number();
    let text = props.view.hint.sentence(props.view.level).to_string();
    let emit = |action: Action| {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()))
    };
    let can_apply = props.view.hint.step.is_some();
    html! {
        <section class="panel hint-panel" aria-label="Hint">
            <h2>{ format!("Hint, level {level} of 3") }</h2>
            <p class="hint-text">{ text }</p>
            <div class="panel-buttons">
                if props.view.level != HintLevel::Answer {
                    <button type="button" onclick={emit(Action::HintMore)}>{ "Tell me more" }</button>
                }
                if can_apply {
                    <button type="button" onclick={emit(Action::ApplyHint)}>{ "Apply" }</button>
                }
                <button type="button" onclick={emit(Action::ClosePanel)}>{ "Close" }</button>
            </div>
        </section>
    }
}
