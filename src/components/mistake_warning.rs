//! The warning after a mistaken move (with "Warn about mistakes" on): what went wrong,
//! and a button that rewinds to the first mistake. It never blocks play: the next move
//! replaces it.

use std::rc::Rc;

use yew::prelude::*;

use crate::state::{Action, MistakeWarning};

#[derive(Properties, PartialEq, Debug)]
pub struct MistakeWarningProps {
    pub warning: Rc<MistakeWarning>,
    pub dispatch: Callback<Action>,
}

#[function_component(MistakeWarningView)]
pub fn mistake_warning(props: &MistakeWarningProps) -> Html {
    let on_rewind = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::RewindToMistake))
    };
    html! {
        <section class="panel mistake-warning" aria-label="Mistake warning">
            <p>{ props.warning.text.clone() }</p>
            <div class="panel-buttons">
                <button type="button" onclick={on_rewind}>{ "Rewind to first mistake" }</button>
            </div>
        </section>
    }
}
