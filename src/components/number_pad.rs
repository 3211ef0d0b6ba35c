//! The number pad: one button per digit of the board, and Erase; works by tap.

use sudoku_engine::Digit;
use yew::prelude::*;

use crate::state::Action;

#[derive(Properties, PartialEq)]
pub struct NumberPadProps {
    pub size: usize,
    pub dispatch: Callback<Action>,
}

#[function_component(NumberPad)]
pub fn number_pad(props: &NumberPadProps) -> Html {
    let buttons = (1..=props.size).filter_map(|value| Digit::new(value as u8)).map(|digit| {
        let dispatch = props.dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(Action::Enter(digit)));
        html! { <button type="button" class="pad-digit" aria-label={format!("Enter {digit}")} {onclick}>{ digit.to_string() }</button> }
    });
    let on_erase = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::Erase))
    };
    html! {
        <div class="number-pad" role="group" aria-label="Number pad">
            { for buttons }
            <button type="button" class="pad-erase" onclick={on_erase}>{ "Erase" }</button>
        </div>
    }
}
