//! A panel of text the worker laid out (`Listing`): its lines, then its lists under their
//! headings. With `steps`, each entry is a step to choose (shown on the board as a hint's
//! answer is) and Apply makes the chosen one; without, the lists stand side by side (the
//! review: the player's path beside the computer's).

use std::rc::Rc;

use yew::prelude::*;

use crate::state::Action;
use crate::worker::Listing;

#[derive(Properties, PartialEq, Debug)]
pub struct ListingPanelProps {
    pub title: AttrValue,
    pub listing: Rc<Listing>,
    /// The entries are steps to choose from.
    #[prop_or_default]
    pub steps: bool,
    pub chosen: Option<usize>,
    pub dispatch: Callback<Action>,
}

#[function_component(ListingPanel)]
pub fn listing_panel(props: &ListingPanelProps) -> Html {
    let emit = |action: Action| {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()))
    };
    let mut number = 0;
    let mut entry = |label: &String| {
        let i = number;
        number += 1;
        if !props.steps {
            return html! { <li>{ label.clone() }</li> };
        }
        let current = props.chosen == Some(i);
        html! {
            <li>
                <button type="button" class={classes!("log-step", current.then_some("current"))}
                    aria-current={current.then_some("step")} onclick={emit(Action::ChooseStep(i))}>
                    { label.clone() }
                </button>
            </li>
        }
    };
    let lists: Vec<Html> = props
        .listing
        .lists
        .iter()
        .map(|(heading, labels)| {
            html! {
                <div>
                    <h3>{ heading.clone() }</h3>
                    <ol class="log-steps" aria-label={heading.clone()} tabindex={(!props.steps).then_some("0")}>
                        { for labels.iter().map(&mut entry) }
                    </ol>
                </div>
            }
        })
        .collect();
    html! {
        <section class="panel listing" aria-label={props.title.clone()}>
            <h2>{ props.title.clone() }</h2>
            { for props.listing.lines.iter().map(|line| html! { <p>{ line.clone() }</p> }) }
            <div class={classes!("listing-lists", (!props.steps).then_some("side-by-side"))}>{ for lists }</div>
            <div class="panel-buttons">
                if props.steps {
                    <button type="button" disabled={props.chosen.is_none()} onclick={emit(Action::ApplyStep)}>
                        { "Apply" }
                    </button>
                }
                <button type="button" onclick={emit(Action::ClosePanel)}>{ "Close" }</button>
            </div>
        </section>
    }
}
