//! The end screen of a solved puzzle: the time, the level and the hints used, the review, and
//! "Another like this" (the same board, variant and level from a fresh seed phrase).

use sudoku_engine::game::Game;
use sudoku_engine::generate::GenerateParams;
use yew::prelude::*;

use crate::state::Action;

#[derive(Properties, PartialEq, Debug)]
pub struct FinishScreenProps {
    /// "Solved in 4:12 with no hints. Level: Easy."
    pub text: AttrValue,
    /// What made this puzzle, when it was generated (the seed link's parameters).
    pub params: Option<String>,
    pub dispatch: Callback<Action>,
}

/// The parameters of another puzzle like `game`'s: its own generation parameters, any
/// attempt, when it was generated.
pub fn another_like(game: &Game) -> Option<String> {
    let params: GenerateParams = game.origin().params.as_deref()?.parse().ok()?;
    Some(GenerateParams { attempt: None, ..params }.to_string())
}

#[function_component(FinishScreen)]
pub fn finish_screen(props: &FinishScreenProps) -> Html {
    let hidden = use_state(|| false);
    if *hidden {
        return html! { <p class="complete">{ props.text.clone() }</p> };
    }
    let on_another = props.params.clone().and_then(|text| text.parse::<GenerateParams>().ok()).map(|params| {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| match crate::random::fresh_phrase() {
            Ok(phrase) => dispatch.emit(Action::Generate { params: params.clone(), phrase }),
            Err(why) => dispatch.emit(Action::Say(why)),
        })
    });
    let on_new = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::OpenNewGame))
    };
    let on_review = {
        let (dispatch, hidden) = (props.dispatch.clone(), hidden.clone());
        Callback::from(move |_: MouseEvent| {
            hidden.set(true);
            dispatch.emit(Action::AskReview);
        })
    };
    let on_close = {
        let hidden = hidden.clone();
        Callback::from(move |_: MouseEvent| hidden.set(true))
    };
    html! {
        <section class="finish panel" aria-labelledby="finish-title">
            <h2 id="finish-title">{ "Solved!" }</h2>
            <p class="complete">{ props.text.clone() }</p>
            <div class="panel-buttons">
                if let Some(onclick) = on_another {
                    <button type="button" class="primary" {onclick}>{ "Another like this" }</button>
                }
                <button type="button" onclick={on_new}>{ "Choose another" }</button>
                <button type="button" onclick={on_review}>{ "Review" }</button>
                <button type="button" onclick={on_close}>{ "See the board" }</button>
            </div>
        </section>
    }
}
