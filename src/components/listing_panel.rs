//! The larger learning panels, laid out from what the worker worded: "All steps" (every step
//! available now, one list per technique; choosing one shows it on the board as a hint's
//! answer is, and Apply makes it) and "Review" (the player's path beside the computer's).

use std::rc::Rc;

use yew::prelude::*;

use crate::components::without_name;
use crate::state::{Action, StepsView};
use crate::worker::{GameReview, ShownStep, StepGroup};

/// "1 step" or "3 steps".
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// What a step's entry says: its difficulty, then its sentence without the technique's
/// name (the list's heading names it).
pub fn step_label(step: &ShownStep) -> String {
    let sentence = without_name(step.strategy.name(), &step.sentence);
    format!("{}.{} {sentence}", step.difficulty / 10, step.difficulty % 10)
}

/// A list's heading: the technique and how many steps it has.
pub fn group_heading(group: &StepGroup) -> String {
    format!("{} ({})", group.strategy.name(), group.steps.len())
}

/// A titled panel: its lines, its lists (side by side unless `steps`), its buttons.
fn panel(title: &'static str, lines: &[String], lists: Html, side_by_side: bool, buttons: Html) -> Html {
    html! {
        <section class="panel listing" aria-label={title}>
            <h2>{ title }</h2>
            { for lines.iter().map(|line| html! { <p>{ line.clone() }</p> }) }
            <div class={classes!("listing-lists", side_by_side.then_some("side-by-side"))}>{ lists }</div>
            <div class="panel-buttons">{ buttons }</div>
        </section>
    }
}

/// A list under its heading.
fn list(heading: String, entries: Html, focusable: bool) -> Html {
    html! {
        <div>
            <h3>{ heading.clone() }</h3>
            <ol class="log-steps" aria-label={heading} tabindex={focusable.then_some("0")}>{ entries }</ol>
        </div>
    }
}

fn close_button(dispatch: &Callback<Action>) -> Html {
    html! { <button type="button" onclick={dispatch.reform(|_| Action::ClosePanel)}>{ "Close" }</button> }
}

#[derive(Properties, PartialEq, Debug)]
pub struct StepsPanelProps {
    pub view: StepsView,
    pub dispatch: Callback<Action>,
}

#[function_component(StepsPanel)]
pub fn steps_panel(props: &StepsPanelProps) -> Html {
    let StepsView { list: steps, chosen } = &props.view;
    let mut number = 0;
    let lists: Html = steps
        .groups
        .iter()
        .map(|group| {
            let entries: Html = group
                .steps
                .iter()
                .map(|step| {
                    let i = number;
                    number += 1;
                    let current = *chosen == Some(i);
                    html! {
                        <li>
                            <button type="button" class={classes!("log-step", current.then_some("current"))}
                                aria-current={current.then_some("step")}
                                onclick={props.dispatch.reform(move |_| Action::ChooseStep(i))}>
                                { step_label(step) }
                            </button>
                        </li>
                    }
                })
                .collect();
            list(group_heading(group), entries, false)
        })
        .collect();
    let count = count(steps.len(), "step", "steps");
    let line = format!("{count} available now, easiest first. Choose one to see it.");
    let buttons = html! {
        <>
            <button type="button" disabled={chosen.is_none()} onclick={props.dispatch.reform(|_| Action::ApplyStep)}>
                { "Apply" }
            </button>
            { close_button(&props.dispatch) }
        </>
    };
    panel("All steps", &[line], lists, false, buttons)
}

#[derive(Properties, PartialEq, Debug)]
pub struct ReviewPanelProps {
    pub review: Rc<GameReview>,
    pub dispatch: Callback<Action>,
}

#[function_component(ReviewPanel)]
pub fn review_panel(props: &ReviewPanelProps) -> Html {
    let review = &props.review;
    let entries =
        |labels: Vec<String>| -> Html { labels.into_iter().map(|label| html! { <li>{ label }</li> }).collect() };
    let yours = entries(review.your_path.clone());
    let computer = entries(review.computer_path.iter().enumerate().map(|(i, s)| format!("{}. {s}", i + 1)).collect());
    let lists = html! {
        <>
            { list("Your path".into(), yours, true) }
            { list("Computer's path".into(), computer, true) }
        </>
    };
    panel("Review", &review.lines, lists, true, close_button(&props.dispatch))
}
