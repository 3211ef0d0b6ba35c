//! Every key and gesture, as the game knows them; on a variant board or puzzle, its rules
//! first.

use std::sync::Arc;

use sudoku_engine::constraint::{board_rule_sentences, rule_sentences};
use sudoku_engine::Puzzle;
use yew::prelude::*;

use crate::components::Dialog;
use crate::state::KEY_HELP;

#[derive(Properties, PartialEq, Debug)]
pub struct HelpDialogProps {
    pub puzzle: Arc<Puzzle>,
    /// The rules as the puzzle's setter wrote them, when the puzzle came with them.
    pub setter_rules: Option<String>,
    pub on_close: Callback<()>,
}

#[function_component(HelpDialog)]
pub fn help_dialog(props: &HelpDialogProps) -> Html {
    let rows = KEY_HELP.iter().map(|(keys, what)| html! { <tr><th scope="row">{ *keys }</th><td>{ *what }</td></tr> });
    let layout = props.puzzle.layout();
    let mut rules = board_rule_sentences(layout.variant());
    rules.extend(rule_sentences(props.puzzle.constraints(), layout.size()));
    let setter_rules = props.setter_rules.as_deref().map(str::trim).filter(|text| !text.is_empty());
    let (title, rules) = if rules.is_empty() && setter_rules.is_none() {
        ("Keys", html! {})
    } else {
        let setter_rules = setter_rules.map_or(html! {}, |text| {
            html! { <blockquote class="setter-rules" aria-label="The setter's rules">{ text }</blockquote> }
        });
        let sentences = if rules.is_empty() {
            html! {}
        } else {
            let rules = rules.into_iter().map(|rule| html! { <li>{ rule }</li> });
            html! { <><p>{ "Normal sudoku rules apply, and:" }</p><ul class="puzzle-rules">{ for rules }</ul></> }
        };
        let rules = html! {
            <section aria-labelledby="puzzle-rules">
                <h3 id="puzzle-rules">{ "This puzzle's rules" }</h3>
                { setter_rules }
                { sentences }
            </section>
        };
        ("Rules and keys", rules)
    };
    html! {
        <Dialog id="help" {title} on_close={props.on_close.clone()}>
            { rules }
            <table class="keys">
                <thead><tr><th scope="col">{ "Keys" }</th><th scope="col">{ "What they do" }</th></tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            <p>{ "The number pad, the mode buttons and the toolbar do the same with a tap." }</p>
        </Dialog>
    }
}
