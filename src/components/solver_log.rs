//! The computer's solution as a list of steps; choosing one shows the board before it,
//! with its cells highlighted and its sentence.

use yew::prelude::*;

use crate::components::SaveButtons;
use crate::state::{Action, ImageOf, LogView};

#[derive(Properties, PartialEq, Debug)]
pub struct SolverLogProps {
    pub view: LogView,
    pub dispatch: Callback<Action>,
}

/// The sentence without the strategy's name in front, when it starts with it: the log
/// names the strategy once, in bold.
pub fn without_name<'a>(name: &str, sentence: &'a str) -> &'a str {
    sentence.strip_prefix(name).and_then(|rest| rest.strip_prefix(": ")).unwrap_or(sentence)
}

#[function_component(SolverLog)]
pub fn solver_log(props: &SolverLogProps) -> Html {
    let view = &props.view;
    let steps = view.solution.steps.iter().enumerate().map(|(i, step)| {
        let dispatch = props.dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(Action::LogStep(i)));
        let current = view.step == Some(i);
        html! {
            <li key={i}>
                <button type="button" class={classes!("log-step", current.then_some("current"))}
                    aria-current={current.then_some("step")} {onclick}>
                    <span class="log-strategy">{ format!("{}. {}", i + 1, step.strategy) }</span>
                    { format!(": {}", without_name(&step.strategy.to_string(), &step.explanation)) }
                </button>
            </li>
        }
    });
    let on_close = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::ClosePanel))
    };
    let summary = format!(
        "{} steps; {}",
        view.solution.steps.len(),
        if view.solution.solved { "solved." } else { "logic alone does not finish it." }
    );
    html! {
        <section class="panel solver-log" aria-label="Solution log">
            <h2>{ "Computer's solution" }</h2>
            <p>{ summary }</p>
            <ol class="log-steps">{ for steps }</ol>
            if let Some(step) = view.step {
                <SaveButtons of={ImageOf::Step(step)} stem={format!("sudoku-step-{}", step + 1)}
                    what={format!("step {}", step + 1)} saving={view.saving.clone()} dispatch={props.dispatch.clone()} />
            }
            <div class="panel-buttons">
                <button type="button" onclick={on_close}>{ "Back to my board" }</button>
            </div>
        </section>
    }
}
