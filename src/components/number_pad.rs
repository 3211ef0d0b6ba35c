//! The number pad, laid out like a box of the board (3x3 for 9, 4x4 for 16, 3 wide and
//! 2 high for 6...), plus Erase (and a 0 while the setter types a killer cage's sum). Each digit shows how many are left to place and fades
//! once all of them are placed; its name says the same ("7, 3 left", "7, all placed").

use std::rc::Rc;

use sudoku_engine::Digit;
use yew::prelude::*;

use crate::components::icons::{icon, Icon};
use crate::state::{Action, Mode};

#[derive(Properties, PartialEq, Debug)]
pub struct NumberPadProps {
    pub symbols: Rc<Vec<char>>,
    /// How many cells hold each digit, from the engine's board.
    pub placed: Rc<Vec<usize>>,
    /// The pad's columns: the width of a box of the board.
    pub columns: usize,
    pub mode: Mode,
    pub highlight: Option<Digit>,
    /// A 0 key too, while the sum of a killer cage is being typed in setup.
    #[prop_or_default]
    pub zero: bool,
    pub dispatch: Callback<Action>,
}

/// What a pad key says about the digits left: "3 left" or "all placed".
pub fn left_text(size: usize, placed: usize) -> String {
    match size.saturating_sub(placed) {
        0 => "all placed".to_string(),
        left => format!("{left} left"),
    }
}

#[function_component(NumberPad)]
pub fn number_pad(props: &NumberPadProps) -> Html {
    let size = props.symbols.len();
    let buttons = props.symbols.iter().enumerate().filter_map(|(i, &symbol)| {
        let digit = Digit::from_index(i)?;
        let dispatch = props.dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(Action::Input(digit)));
        let placed = props.placed.get(i).copied().unwrap_or(0);
        let done = placed >= size;
        let left = size.saturating_sub(placed);
        let class =
            classes!("pad-digit", (props.highlight == Some(digit)).then_some("highlighted"), done.then_some("done"));
        Some(html! {
            <button type="button" {class} aria-label={format!("{symbol}, {}", left_text(size, placed))} {onclick}>
                <span class="pad-symbol">{ symbol }</span>
                <span class="pad-left" aria-hidden="true">{ if done { String::new() } else { left.to_string() } }</span>
            </button>
        })
    });
    let on_erase = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::Clear))
    };
    let zero = props.zero.then(|| {
        let onclick = props.dispatch.reform(|_: MouseEvent| Action::Zero);
        html! { <button type="button" class="pad-digit pad-zero" aria-label="0" {onclick}><span class="pad-symbol">{ "0" }</span></button> }
    });
    let mode_class = format!("mode-{}", props.mode.name().to_ascii_lowercase());
    let columns = format!("cols-{}", props.columns.clamp(2, 6));
    html! {
        <div class={classes!("number-pad", mode_class, columns)} role="group"
            aria-label={format!("Number pad, {} mode", props.mode.name())}>
            { for buttons }
            { for zero }
            <button type="button" class="pad-erase" onclick={on_erase}>{ icon(Icon::Erase) }<span>{ "Erase" }</span></button>
        </div>
    }
}
