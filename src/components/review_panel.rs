//! The review of a game: the player's path (moves, hints, red trial marks, mistakes)
//! beside the solver's path, and the techniques the hints used. The engine makes the
//! review (`Review`, `describe_step`); this only lays it out.

use sudoku_engine::game::{describe_step, PathEntry, Review};
use sudoku_engine::LogicalSolution;
use yew::prelude::*;

use crate::state::{Action, ReviewView};

#[derive(Properties, PartialEq, Debug)]
pub struct ReviewPanelProps {
    pub view: ReviewView,
    /// The board's number of digits, for cell names.
    pub size: usize,
    pub dispatch: Callback<Action>,
}

fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn summary(review: &Review) -> String {
    let mistakes = match review.mistaken_moves {
        Some(n) => format!(", {}", count(n, "mistaken move", "mistaken moves")),
        None => String::new(),
    };
    let hints: usize = review.hint_kinds.iter().map(|(_, n)| n).sum();
    format!(
        "{}, {}, {}{mistakes}.",
        count(review.moves, "move", "moves"),
        count(hints, "hint", "hints"),
        count(review.red_marks, "red mark", "red marks")
    )
}

fn player_path(review: &Review, size: usize) -> Html {
    let entries = review.path.iter().enumerate().map(|(i, entry)| match entry {
        PathEntry::Move { number, summary, mistakes } => {
            let wrong = !mistakes.is_empty();
            html! {
                <li key={i} class={classes!(wrong.then_some("path-mistake"))}>
                    { format!("{number}. {}", summary.describe(size)) }
                    if wrong { <strong>{ " (mistake)" }</strong> }
                </li>
            }
        }
        PathEntry::Hint(hint) => html! {
            <li key={i} class="path-hint">
                { format!("Hint: {}{}", hint.kind.name(), if hint.applied { ", applied" } else { "" }) }
            </li>
        },
    });
    html! { <ol class="review-steps" aria-label="Your moves" tabindex="0">{ for entries }</ol> }
}

fn solver_path(solver: Option<&LogicalSolution>, size: usize) -> Html {
    let Some(solver) = solver else { return html! { <p>{ "Working out the computer's path..." }</p> } };
    let steps = solver.steps.iter().enumerate().map(|(i, step)| {
        html! { <li key={i}>{ format!("{}. {}", i + 1, describe_step(step, size)) }</li> }
    });
    html! { <ol class="review-steps" aria-label="The computer's steps" tabindex="0">{ for steps }</ol> }
}

#[function_component(ReviewPanel)]
pub fn review_panel(props: &ReviewPanelProps) -> Html {
    let review = &props.view.review;
    let solver = props.view.solver.as_deref();
    let hint_kinds = if review.hint_kinds.is_empty() {
        "No hints.".to_string()
    } else {
        let kinds: Vec<String> = review.hint_kinds.iter().map(|(k, n)| format!("{} ({n})", k.name())).collect();
        format!("Hints used: {}.", kinds.join(", "))
    };
    let needed = solver.map(|s| {
        let used: Vec<String> =
            s.utilized.iter().filter(|(_, n)| *n > 0).map(|(t, n)| format!("{} ({n})", t.name())).collect();
        format!("The computer used: {}.", used.join(", "))
    });
    let on_close = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::ClosePanel))
    };
    html! {
        <section class="panel review-panel" aria-labelledby="review-title">
            <h2 id="review-title">{ "Review" }</h2>
            <p>{ summary(review) }</p>
            <p class="review-hints">{ hint_kinds }</p>
            if let Some(needed) = needed { <p>{ needed }</p> }
            <div class="review-columns">
                <div><h3>{ "Your path" }</h3>{ player_path(review, props.size) }</div>
                <div><h3>{ "Computer's path" }</h3>{ solver_path(solver, props.size) }</div>
            </div>
            <div class="panel-buttons">
                <button type="button" onclick={on_close}>{ "Close review" }</button>
            </div>
        </section>
    }
}
