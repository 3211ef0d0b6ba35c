//! The progress of the engine's work in the worker (a generation's attempts, or how long
//! a solve has run) with a Cancel button that stops it at once.

use std::time::Duration;

use gloo::timers::callback::Interval;
use yew::prelude::*;

use crate::tasks;

/// Quick jobs finish before the progress line would flicker into view.
const SHOW_AFTER: Duration = Duration::from_millis(300);

#[function_component(TaskProgress)]
pub fn task_progress() -> Html {
    let running = use_state(tasks::running);
    // Milliseconds the current set of jobs has been running, counted while any runs.
    let elapsed = use_state(|| 0u64);
    {
        let running = running.clone();
        use_effect_with((), move |_| {
            let guard = tasks::watch(move || running.set(tasks::running()));
            move || drop(guard)
        });
    }
    {
        let elapsed = elapsed.clone();
        use_effect_with(running.is_empty(), move |idle| {
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
    if running.is_empty() || *elapsed < SHOW_AFTER.as_millis() as u64 {
        return html! {};
    }
    let job = &running[0];
    let (value, detail) = match job.progress {
        Some(p) => {
            let best = p.best.map(|l| format!(", best so far {l}")).unwrap_or_default();
            (Some(format!("{}", p.attempt)), format!("attempt {} of {}{best}", p.attempt, p.max_attempts))
        }
        None => (None, String::new()),
    };
    let max = job.progress.map(|p| p.max_attempts.to_string());
    let seconds = *elapsed as f64 / 1000.0;
    let text = if detail.is_empty() {
        format!("{}... {seconds:.1} s", job.label)
    } else {
        format!("{}... {detail} ({seconds:.1} s)", job.label)
    };
    let on_cancel = Callback::from(|_: MouseEvent| tasks::cancel());
    html! {
        <div class="task-progress" aria-live="polite">
            <progress aria-label={job.label} value={value} max={max}></progress>
            <span class="task-text">{ text }</span>
            <button type="button" onclick={on_cancel}>{ "Cancel" }</button>
        </div>
    }
}
