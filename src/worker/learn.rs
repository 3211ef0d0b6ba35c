//! Learning, in the worker: every step available now, the review of a game and the
//! trainer's start, each made ready to show, so the page only lays out strings (and takes
//! the steps as the hint display does).

use sudoku_engine::game::{describe_step, Game, PathEntry, Review};
use sudoku_engine::generate::{before_first_use, Generated, StartPosition};
use sudoku_engine::logic::{solve_logically, Deduction, HintLevel, HintQuery};

use super::protocol::listing;
use crate::components::without_name;

/// The steps of `query`'s position, one list per technique (its heading says how many),
/// each step labelled with its difficulty and sentence; with no step, one line says why.
pub fn steps(query: &HintQuery) -> (String, Vec<Deduction>) {
    let layout = query.puzzle.layout();
    let steps = match query.steps() {
        Ok(steps) if steps.is_empty() => return ("No logical step applies from here.".into(), steps),
        Ok(steps) => steps,
        Err(why) => return (why.message(layout, HintLevel::Nudge), Vec::new()),
    };
    let mut lists: Vec<(String, Vec<String>)> = Vec::new();
    let mut last = None;
    for step in &steps {
        let name = step.strategy.name();
        let sentence = without_name(name, &step.explanation);
        let label = format!("{}.{} {sentence}", step.difficulty / 10, step.difficulty % 10);
        match lists.last_mut() {
            Some((_, labels)) if last == Some(step.strategy) => labels.push(label),
            _ => lists.push((name.to_string(), vec![label])),
        }
        last = Some(step.strategy);
    }
    for (heading, labels) in &mut lists {
        *heading = format!("{heading} ({})", labels.len());
    }
    let count = steps.len();
    let line =
        format!("{count} {} available now, easiest first. Choose one to see it.", plural(count, "step", "steps"));
    (listing(&[line], &lists), steps)
}

fn plural<'a>(n: usize, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else {
        many
    }
}

fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", plural(n, one, many))
}

/// The review of `game`: a summary, the hints' techniques and the computer's, then the
/// player's path (moves, hints, red marks, mistakes) beside the computer's steps.
pub fn review(game: &Game) -> String {
    let size = game.puzzle().layout().size();
    let review = Review::of(game);
    let solver = solve_logically(game.puzzle());
    let hints: usize = review.hint_kinds.iter().map(|(_, n)| n).sum();
    let mistakes = review.mistaken_moves.map(|n| format!(", {}", count(n, "mistaken move", "mistaken moves")));
    let summary = format!(
        "{}, {}, {}{}.",
        count(review.moves, "move", "moves"),
        count(hints, "hint", "hints"),
        count(review.red_marks, "red mark", "red marks"),
        mistakes.unwrap_or_default()
    );
    let named = |pairs: Vec<(&str, usize)>| pairs.iter().map(|(name, n)| format!("{name} ({n})")).collect::<Vec<_>>();
    let used = named(review.hint_kinds.iter().map(|(kind, n)| (kind.name(), *n)).collect());
    let hints_line =
        if used.is_empty() { "No hints.".to_string() } else { format!("Hints used: {}.", used.join(", ")) };
    let needed = named(solver.utilized.iter().filter(|(_, n)| *n > 0).map(|(s, n)| (s.name(), *n)).collect());
    let solver_line = format!("The computer used: {}.", needed.join(", "));
    let yours = review
        .path
        .iter()
        .map(|entry| match entry {
            PathEntry::Move { number, summary, mistakes } => {
                let wrong = if mistakes.is_empty() { "" } else { " (mistake)" };
                format!("{number}. {}{wrong}", summary.describe(size))
            }
            PathEntry::Hint(hint) => {
                format!("Hint: {}{}", hint.kind.name(), if hint.applied { ", applied" } else { "" })
            }
        })
        .collect();
    let computer =
        solver.steps.iter().enumerate().map(|(i, step)| format!("{}. {}", i + 1, describe_step(step, size))).collect();
    listing(&[summary, hints_line, solver_line], &[("Your path".into(), yours), ("Computer's path".into(), computer)])
}

/// What brings a trainer puzzle to the position just before its technique's (its hardest
/// step's) first use, with the candidates as the logical solver has them.
pub fn start_before(generated: &Generated) -> Option<StartPosition> {
    let grid = before_first_use(&generated.puzzle, generated.rating.hardest)?;
    Some(StartPosition::of(&generated.puzzle, &grid))
}
