//! The eight colours (keys 1-8 in colour mode) and Clear.

use sudoku_engine::game::Colour;
use yew::prelude::*;

use crate::state::Action;

/// The names players read, in palette order.
pub const COLOUR_NAMES: [&str; 8] = ["red", "orange", "yellow", "green", "cyan", "blue", "purple", "grey"];

#[derive(Properties, PartialEq, Debug)]
pub struct ColourPaletteProps {
    pub dispatch: Callback<Action>,
}

#[function_component(ColourPalette)]
pub fn colour_palette(props: &ColourPaletteProps) -> Html {
    let swatches = Colour::all().zip(COLOUR_NAMES).map(|(colour, name)| {
        let dispatch = props.dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(Action::Paint(colour)));
        html! {
            <button type="button" class={classes!("swatch", format!("colour-{}", colour.get()))}
                aria-label={format!("Colour {} ({name})", colour.get())} {onclick}>{ colour.get() }</button>
        }
    });
    let on_clear = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::Clear))
    };
    html! {
        <div class="number-pad colour-palette cols-3" role="group" aria-label="Colour palette">
            { for swatches }
            <button type="button" class="pad-erase" onclick={on_clear}>{ "Clear colour" }</button>
        </div>
    }
}
