//! The new-game dialog's Daily puzzle button: today's puzzle in one tap (resumed when
//! already started), with the day and its level beside it.

use yew::prelude::*;

use crate::components::icons::{icon, Icon};
use crate::daily::{open_day, today};
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
    let onclick = {
        let (persistence, dispatch) = (props.persistence.clone(), props.dispatch.clone());
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Action::CloseDialog);
            open_day(date, &persistence, &dispatch);
        })
    };
    html! {
        <p class="daily">
            <button type="button" class="daily-button" aria-describedby="daily-day" {onclick}>
                { icon(Icon::Daily) }<span>{ "Daily puzzle" }</span>
            </button>
            <span id="daily-day">{ format!("{}, {}", date.long_name(), date.level().name()) }</span>
        </p>
    }
}
