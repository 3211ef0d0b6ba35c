//! Every step available now, grouped by technique, easiest first. Choosing one shows it
//! on the board as a hint's answer is; Apply makes it as one undoable move.

use yew::prelude::*;

use crate::components::solver_log::without_name;
use crate::state::{Action, StepsView};

#[derive(Properties, PartialEq, Debug)]
pub struct StepsPanelProps {
    pub view: StepsView,
    pub dispatch: Callback<Action>,
}

#[function_component(StepsPanel)]
pub fn steps_panel(props: &StepsPanelProps) -> Html {
    let view = &props.view;
    let emit = |action: Action| {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()))
    };
    // Runs of the same technique: the list is grouped already.
    let mut groups: Vec<(usize, usize)> = Vec::new();
    for (i, step) in view.steps.iter().enumerate() {
        match groups.last_mut() {
            Some((start, end)) if view.steps[*start].strategy == step.strategy => *end = i + 1,
            _ => groups.push((i, i + 1)),
        }
    }
    let group = |&(start, end): &(usize, usize)| {
        let name = view.steps[start].strategy.to_string();
        let items = (start..end).map(|i| {
            let step = &view.steps[i];
            let current = view.chosen == Some(i);
            html! {
                <li key={i}>
                    <button type="button" class={classes!("log-step", current.then_some("current"))}
                        aria-current={current.then_some("step")} onclick={emit(Action::ChooseStep(i))}>
                        <span class="log-strategy">{ format!("{}.{}", step.difficulty / 10, step.difficulty % 10) }</span>
                        { format!(" {}", without_name(&name, &step.explanation)) }
                    </button>
                </li>
            }
        });
        html! {
            <li key={name.clone()} class="steps-group">
                <h3>{ format!("{name} ({})", end - start) }</h3>
                <ol class="log-steps">{ for items }</ol>
            </li>
        }
    };
    let count = view.steps.len();
    html! {
        <section class="panel steps-panel" aria-label="All steps">
            <h2>{ "All steps" }</h2>
            <p>{ format!("{count} {} available now, easiest first. Choose one to see it.",
                if count == 1 { "step" } else { "steps" }) }</p>
            <ul class="steps-groups">{ for groups.iter().map(group) }</ul>
            <div class="panel-buttons">
                <button type="button" disabled={view.chosen.is_none()} onclick={emit(Action::ApplyStep)}>
                    { "Apply" }
                </button>
                <button type="button" onclick={emit(Action::ClosePanel)}>{ "Close" }</button>
            </div>
        </section>
    }
}
