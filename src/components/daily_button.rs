//! The toolbar's Daily button: today's puzzle in one tap (resumed when already started).

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
    let onclick = {
        let (persistence, dispatch) = (props.persistence.clone(), props.dispatch.clone());
        Callback::from(move |_: MouseEvent| match today() {
            Some(date) => open_day(date, &persistence, &dispatch),
            None => dispatch.emit(Action::Say("The browser did not give today's date.".into())),
        })
    };
    html! {
        <button type="button" class="bar-button" title="Today's puzzle, the same for everyone" {onclick}>
            { icon(Icon::Daily) }<span>{ "Daily" }</span>
        </button>
    }
}
