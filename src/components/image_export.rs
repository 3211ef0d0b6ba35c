//! Images of the board: the Game menu's "Save image" dialog (the current board as SVG or
//! PNG, with marks and colours when ticked) and the solution log's step image. The state
//! asks the worker to draw the SVG with the engine's renderer ([`Action::SaveImage`]); when
//! it arrives, [`SaveButtons`] downloads it, or has the browser paint it on a canvas and
//! downloads that as PNG.

use web_sys::HtmlInputElement;
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::components::paste_dialog::keep_keys;
use crate::components::Dialog;
use crate::files::{offer_blob, offer_text, png_of};
use crate::state::{Action, ImageOf, ImageView, Saving};

/// Downloads `svg` as `stem.svg`, or as `stem.png` with `png`.
async fn save(svg: &str, stem: &str, png: bool) -> Result<(), String> {
    if png {
        let png = png_of(svg).await.ok_or("the browser could not make a PNG")?;
        offer_blob(&format!("{stem}.png"), &png)
    } else {
        offer_text(&format!("{stem}.svg"), svg, "image/svg+xml")
    }
}

#[derive(Properties, PartialEq, Debug)]
pub struct SaveButtonsProps {
    pub of: ImageOf,
    /// The file's name without its extension.
    pub stem: AttrValue,
    /// What the buttons name: "board", "step 3".
    pub what: AttrValue,
    /// The image being saved, as the state has it.
    pub saving: Option<Saving>,
    pub dispatch: Callback<Action>,
}

/// Two buttons, "Save `what` as SVG" and "as PNG", and a line saying how the last save went.
#[function_component(SaveButtons)]
pub fn save_buttons(props: &SaveButtonsProps) -> Html {
    let said = use_state(String::new);
    // The file of each drawing is offered once, when it arrives.
    let offered = use_mut_ref(|| 0u32);
    {
        let said = said.clone();
        let saving = props.saving.clone().filter(|s| s.stem == props.stem.as_str());
        let arrived = saving.as_ref().map(|s| (s.id, s.drawn.is_some()));
        use_effect_with(arrived, move |_| {
            let Some(Saving { id, stem, png, drawn: Some(drawn) }) = saving else { return };
            if std::mem::replace(&mut *offered.borrow_mut(), id) == id {
                return;
            }
            match drawn {
                Ok(svg) => spawn_local(async move {
                    let done = save(&svg, &stem, png).await;
                    said.set(done.map_or_else(|e| format!("No image: {e}."), |()| "Image saved.".into()));
                }),
                Err(why) => said.set(format!("No image: {why}.")),
            }
        });
    }
    let button = |png: bool| {
        let (of, stem) = (props.of, props.stem.to_string());
        let onclick = props.dispatch.reform(move |_| Action::SaveImage { of, stem: stem.clone(), png });
        let label = format!("Save {} as {}", props.what, if png { "PNG" } else { "SVG" });
        html! { <button type="button" {onclick}>{ label }</button> }
    };
    html! {
        <div class="image-save">
            { button(false) }
            { button(true) }
            <p class="image-status" aria-live="polite">{ (*said).clone() }</p>
        </div>
    }
}

#[derive(Properties, PartialEq, Debug)]
pub struct ImageDialogProps {
    pub view: ImageView,
    pub dispatch: Callback<Action>,
}

/// The Game menu's "Save image": the current board, with marks and colours when ticked.
#[function_component(ImageDialog)]
pub fn image_dialog(props: &ImageDialogProps) -> Html {
    let ImageView { marks, colours, saving } = &props.view;
    let (marks, colours) = (*marks, *colours);
    let tick = |set: fn(bool, bool, bool) -> Action| {
        props.dispatch.reform(move |event: Event| {
            let on = event.target_dyn_into::<HtmlInputElement>().is_some_and(|input| input.checked());
            set(on, marks, colours)
        })
    };
    let on_marks = tick(|on, _, colours| Action::ImageChoices { marks: on, colours });
    let on_colours = tick(|on, marks, _| Action::ImageChoices { marks, colours: on });
    let on_close = props.dispatch.reform(|()| Action::CloseDialog);
    html! {
        <div class="keep-dialog" onkeydown={keep_keys(&on_close)}>
        <Dialog id="image-dialog" title="Save an image" on_close={on_close.clone()}>
            <label class="check"><input type="checkbox" checked={marks} onchange={on_marks} />{ " Pencil marks" }</label>
            <label class="check"><input type="checkbox" checked={colours} onchange={on_colours} />{ " Colours" }</label>
            <SaveButtons of={ImageOf::Board} stem="sudoku-board" what="board" saving={saving.clone()}
                dispatch={props.dispatch.clone()} />
        </Dialog>
        </div>
    }
}
