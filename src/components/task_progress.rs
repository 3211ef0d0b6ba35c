//! The progress of the engine's work in the worker (a generation's attempts, or how long
//! a solve has run) with a Cancel button that stops it at once. The label is the running
//! job's, from the state; the attempt counts come from the worker as they arrive.

use std::time::Duration;

use gloo::timers::callback::Interval;
use yew::prelude::*;

use crate::tasks;

/// Quick jobs finish before the progress line would flicker into view.
const SHOW_AFTER: Duration = Duration::from_millis(300);

#[derive(Properties, PartialEq, Debug)]
pub struct TaskProgressProps {
    /// What the oldest running job does; `None` when nothing runs.
    pub label: Option<String>,
}

#[function_component(TaskProgress)]
pub fn task_progress(props: &TaskProgressProps) -> Html {
    let progress = use_state(tasks::latest_progress);
    // Milliseconds the current set of jobs has been running, counted while any runs.
    let elapsed = use_state(|| 0u64);
    {
        let progress = progress.clone();
        use_effect_with((), move |_| {
            let guard = tasks::watch(move || progress.set(tasks::latest_progress()));
            move || drop(guard)
        });
    }
    {
        let elapsed = elapsed.clone();
        use_effect_with(props.label.is_none(), move |idle| {
            elapsed.set(0);
            let ticker = (!idle).then(|| {
                let mut ms = 0u64;
                Interval::new(100, move || {
                    ms += 100;
                    elapsed.set(ms);
                })
            });
            move || drop(ticker)
        });
    }
    let Some(label) = props.label.clone() else { return html! {} };
    if *elapsed < SHOW_AFTER.as_millis() as u64 {
        return html! {};
    }
    let (value, detail) = match *progress {
        Some(p) => {
            let best = p.best.map(|l| format!(", best so far {l}")).unwrap_or_default();
            (Some(format!("{}", p.attempt)), format!("attempt {} of {}{best}", p.attempt, p.max_attempts))
        }
        None => (None, String::new()),
    };
    let max = progress.map(|p| p.max_attempts.to_string());
    // Tenths of a second by integer arithmetic: formatting a float would add its code to the page.
    let seconds = format!("{}.{}", *elapsed / 1000, *elapsed % 1000 / 100);
    let text = if detail.is_empty() {
        format!("{label}... {seconds} s")
    } else {
        format!("{label}... {detail} ({seconds} s)")
    };
    let on_cancel = Callback::from(|_: MouseEvent| tasks::cancel());
    html! {
        <div class="task-progress" aria-live="polite">
            <progress aria-label={label} value={value} max={max}></progress>
            <span class="task-text">{ text }</span>
            <button type="button" onclick={on_cancel}>{ "Cancel" }</button>
        </div>
    }
}
