//! Statistics: per board, variant and level, games started and solved, best and median
//! time and hints; the daily streaks; and a chart of the solve times of the kind of game
//! played last.

use yew::prelude::*;

use crate::components::paste_dialog::keep_keys;
use crate::components::Dialog;
use crate::daily::{today, Daily};
use crate::state::format_time;
use crate::stats::{by_group, daily_streaks, GroupStats};
use crate::storage::store;

#[derive(Properties, PartialEq, Debug)]
pub struct StatsDialogProps {
    pub on_close: Callback<()>,
}

fn days(n: usize) -> String {
    format!("{n} day{}", if n == 1 { "" } else { "s" })
}

fn group_name(group: &GroupStats) -> String {
    let board =
        if group.daily_variant { "Daily variant".to_string() } else { format!("{}{}", group.board, group.rules) };
    format!("{board}, {}", group.level.map_or("unrated", |l| l.name()))
}

/// The solve times of the last 30 solves of `group`, oldest first, as bars scaled to the
/// slowest (integer coordinates on a 3000 x 1000 grid).
fn chart(group: &GroupStats) -> Html {
    let times = &group.times[group.times.len().saturating_sub(30)..];
    let slowest = times.iter().copied().max().unwrap_or(1).max(1);
    let width = 3000 / times.len().max(1) as u64;
    let label = format!(
        "Solve times of {}: {} solved, best {}, median {}",
        group_name(group),
        group.solved,
        group.best_ms.map_or("-".into(), format_time),
        group.median_ms.map_or("-".into(), format_time)
    );
    let bars = times.iter().enumerate().map(|(i, &ms)| {
        let height = 900 * ms / slowest;
        html! {
            <rect x={(i as u64 * width + 10).to_string()} y={(950 - height).to_string()}
                width={width.saturating_sub(20).max(10).to_string()} height={height.to_string()}>
                <title>{ format_time(ms) }</title>
            </rect>
        }
    });
    html! {
        <svg class="stats-chart" viewBox="0 0 3000 1000" role="img" aria-label={label}>
            <line x1="0" y1="955" x2="3000" y2="955" />
            { for bars }
        </svg>
    }
}

#[function_component(StatsDialog)]
pub fn stats_dialog(props: &StatsDialogProps) -> Html {
    let games = store().stats();
    let groups = by_group(&games);
    // The chart shows the kind of game played last.
    let last = games.last().and_then(|g| {
        groups.iter().find(|group| {
            group.board == g.board
                && group.daily_variant == g.daily_variant.is_some()
                && (group.daily_variant || group.rules == g.rules.as_deref().unwrap_or(""))
                && group.level == g.level
        })
    });
    let streak = |kind| today().map(|day| daily_streaks(kind, &games, day)).unwrap_or_default();
    let (classic, variant) = (streak(Daily::Classic), streak(Daily::Variant));
    let time = |ms: Option<u64>| ms.map_or("-".to_string(), format_time);
    let rows = groups.iter().map(|group| {
        html! {
            <tr>
                <th scope="row">{ group_name(group) }</th>
                <td>{ group.started }</td><td>{ group.solved }</td>
                <td>{ time(group.best_ms) }</td><td>{ time(group.median_ms) }</td><td>{ group.hints }</td>
            </tr>
        }
    });
    html! {
        <div class="keep-dialog" onkeydown={keep_keys(&props.on_close)}>
        <Dialog id="statistics" title="Statistics" on_close={props.on_close.clone()}>
            <p class="streak">{ format!("Daily streak: {} (longest {})", days(classic.current), days(classic.longest)) }</p>
            <p class="variant-streak">
                { format!("Daily variant streak: {} (longest {})", days(variant.current), days(variant.longest)) }
            </p>
            if groups.is_empty() {
                <p>{ "No games yet." }</p>
            } else {
                <table class="stats">
                    <thead><tr>
                        <th scope="col">{ "Board and level" }</th><th scope="col">{ "Started" }</th>
                        <th scope="col">{ "Solved" }</th><th scope="col">{ "Best" }</th>
                        <th scope="col">{ "Median" }</th><th scope="col">{ "Hints" }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            }
            if let Some(group) = last.filter(|g| g.solved > 0) {
                { chart(group) }
            }
        </Dialog>
        </div>
    }
}
