//! The solutions shown on the board, cycled with arrows when there are several (up to five).

use yew::prelude::*;

use crate::state::{Action, SolutionsView};

#[derive(Properties, PartialEq, Debug)]
pub struct SolutionsPanelProps {
    pub view: SolutionsView,
    pub dispatch: Callback<Action>,
}

#[function_component(SolutionsPanel)]
pub fn solutions_panel(props: &SolutionsPanelProps) -> Html {
    let count = props.view.solutions.len();
    let emit = |action: Action| {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()))
    };
    let summary = match (count, props.view.complete) {
        (1, true) => "The puzzle has exactly one solution.".to_string(),
        (n, true) if n < crate::worker::SOLUTION_LIMIT => format!("The puzzle has {n} solutions."),
        (n, _) => format!("The puzzle has at least {n} solutions; the first {n} are shown."),
    };
    html! {
        <section class="panel solutions-panel" aria-label="Solutions">
            <h2>{ format!("Solution {} of {count}", props.view.index + 1) }</h2>
            <p>{ summary }</p>
            <div class="panel-buttons">
                if count > 1 {
                    <button type="button" aria-label="Previous solution" onclick={emit(Action::CycleSolution(-1))}>{ "◀" }</button>
                    <button type="button" aria-label="Next solution" onclick={emit(Action::CycleSolution(1))}>{ "▶" }</button>
                }
                <button type="button" onclick={emit(Action::ClosePanel)}>{ "Back to my board" }</button>
            </div>
        </section>
    }
}
