//! The clock and the pause button.

use yew::prelude::*;

use crate::components::icons::{icon, Icon};
use crate::state::{format_time, Action};

#[derive(Properties, PartialEq, Debug)]
pub struct TimerProps {
    pub elapsed_ms: u64,
    pub paused: bool,
    /// Finished or in setup: the clock stands still and there is nothing to pause.
    pub stopped: bool,
    pub dispatch: Callback<Action>,
}

#[function_component(Timer)]
pub fn timer(props: &TimerProps) -> Html {
    let time = format_time(props.elapsed_ms);
    let onclick = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::TogglePause))
    };
    html! {
        <div class="timer">
            <span role="timer" aria-label={format!("Time {time}")}>{ time }</span>
            <button type="button" class="bar-button" {onclick} disabled={props.stopped} title="Pause (P)">
                { icon(if props.paused { Icon::Resume } else { Icon::Pause }) }
                <span>{ if props.paused { "Resume" } else { "Pause" } }</span>
            </button>
        </div>
    }
}
