//! A panel of text the worker laid out (`worker::listing`): its lines, then its lists
//! under their headings. With `steps`, each entry is a step to choose (shown on the board
//! as a hint's answer is) and Apply makes the chosen one; without, the lists stand side by
//! side (the review: the player's path beside the computer's). A plain function, not a
//! component: the panel closes on every move, so it is rarely drawn twice.

use yew::prelude::*;

use crate::state::Action;

/// The panel titled `title` for `listing`; `steps` makes its entries steps to choose,
/// `chosen` the one shown.
pub fn listing_panel(
    title: &'static str,
    listing: &str,
    steps: bool,
    chosen: Option<usize>,
    dispatch: &Callback<Action>,
) -> Html {
    let emit = |action: Action| dispatch.reform(move |_: MouseEvent| action.clone());
    let mut number = 0;
    let mut entry = |label: &str| {
        let i = number;
        number += 1;
        if !steps {
            return html! { <li>{ label.to_string() }</li> };
        }
        let current = chosen == Some(i);
        html! {
            <li>
                <button type="button" class={classes!("log-step", current.then_some("current"))}
                    aria-current={current.then_some("step")} onclick={emit(Action::ChooseStep(i))}>
                    { label.to_string() }
                </button>
            </li>
        }
    };
    let mut paragraphs = listing.split("\n\n");
    let lines = paragraphs.next().unwrap_or_default().lines();
    let lists: Vec<Html> = paragraphs
        .map(|list| {
            let mut entries = list.lines();
            let heading = entries.next().unwrap_or_default().to_string();
            html! {
                <div>
                    <h3>{ heading.clone() }</h3>
                    <ol class="log-steps" aria-label={heading} tabindex={(!steps).then_some("0")}>
                        { for entries.map(&mut entry) }
                    </ol>
                </div>
            }
        })
        .collect();
    html! {
        <section class="panel listing" aria-label={title}>
            <h2>{ title }</h2>
            { for lines.map(|line| html! { <p>{ line.to_string() }</p> }) }
            <div class={classes!("listing-lists", (!steps).then_some("side-by-side"))}>{ for lists }</div>
            <div class="panel-buttons">
                if steps {
                    <button type="button" disabled={chosen.is_none()} onclick={emit(Action::ApplyStep)}>
                        { "Apply" }
                    </button>
                }
                <button type="button" onclick={emit(Action::ClosePanel)}>{ "Close" }</button>
            </div>
        </section>
    }
}
