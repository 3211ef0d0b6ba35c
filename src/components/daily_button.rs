//! The new-game dialog's daily buttons: today's classic puzzle and today's variant in one
//! tap each (resumed when already started), with the day and what each puzzle is beside it.

use yew::prelude::*;

use crate::components::icons::{icon, Icon};
use crate::daily::{open_day, today, Daily};
use crate::state::Action;
use crate::storage::Persistence;

#[derive(Properties, PartialEq, Debug)]
pub struct DailyButtonProps {
    pub persistence: Persistence,
    pub dispatch: Callback<Action>,
}

#[function_component(DailyButton)]
pub fn daily_button(props: &DailyButtonProps) -> Html {
    let Some(date) = today() else { return html! {} };
    let button = |kind: Daily, label: &'static str, id: &'static str| {
        let onclick = {
            let (persistence, dispatch) = (props.persistence.clone(), props.dispatch.clone());
            Callback::from(move |_: MouseEvent| {
                dispatch.emit(Action::CloseDialog);
                open_day(kind, date, &persistence, &dispatch);
            })
        };
        html! {
            <p class="daily">
                <button type="button" class="daily-button" aria-describedby={id} {onclick}>
                    { icon(Icon::Daily) }<span>{ label }</span>
                </button>
                <span {id}>{ format!("{}, {}", date.long_name(), kind.what(date)) }</span>
            </p>
        }
    };
    html! {
        <>
            { button(Daily::Classic, "Daily puzzle", "daily-day") }
            { button(Daily::Variant, "Daily variant", "daily-variant-day") }
        </>
    }
}
