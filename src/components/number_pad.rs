//! The number pad: one button per symbol of the board, labelled with what it does in the
//! current mode, and Erase.

use std::rc::Rc;

use sudoku_engine::Digit;
use yew::prelude::*;

use crate::state::{Action, Mode};

#[derive(Properties, PartialEq, Debug)]
pub struct NumberPadProps {
    pub symbols: Rc<Vec<char>>,
    pub mode: Mode,
    pub highlight: Option<Digit>,
    pub dispatch: Callback<Action>,
}

#[function_component(NumberPad)]
pub fn number_pad(props: &NumberPadProps) -> Html {
    let verb = match props.mode {
        Mode::Corner => "Corner mark",
        Mode::Centre => "Centre mark",
        _ => "Enter",
    };
    let buttons = props.symbols.iter().enumerate().filter_map(|(i, &symbol)| {
        let digit = Digit::from_index(i)?;
        let dispatch = props.dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(Action::Input(digit)));
        let class = classes!("pad-digit", (props.highlight == Some(digit)).then_some("highlighted"));
        Some(html! {
            <button type="button" {class} aria-label={format!("{verb} {symbol}")} {onclick}>{ symbol }</button>
        })
    });
    let on_erase = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::Clear))
    };
    let mode_class = format!("mode-{}", props.mode.name().to_ascii_lowercase());
    html! {
        <div class={classes!("number-pad", mode_class)} role="group" aria-label={format!("Number pad, {} mode", props.mode.name())}>
            { for buttons }
            <button type="button" class="pad-erase" onclick={on_erase}>{ "Erase" }</button>
        </div>
    }
}
