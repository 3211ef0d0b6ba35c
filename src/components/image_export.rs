//! Images of the board: the Game menu's "Save image" dialog (the current board as SVG or
//! PNG, with marks and colours when asked) and the solution log's step image. The worker
//! draws the SVG with the engine's renderer; the page downloads it, or has the browser
//! paint it on a canvas and downloads that as PNG.
//!
//! These are plain functions, not components (each component costs the page's wasm
//! several kilobytes of Yew's machinery): a status line is written straight into its
//! element, which Yew renders empty and never touches again.

use std::rc::Rc;

use sudoku_engine::game::Game;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::components::paste_dialog::keep_keys;
use crate::components::Dialog;
use crate::files::{offer_blob, offer_text, png_of};
use crate::share::export_game;
use crate::tasks;
use crate::worker::protocol::Picture;
use crate::worker::{Job, JobResult};

/// The element `id`, if it is on the page.
pub(crate) fn element(id: &str) -> Option<web_sys::Element> {
    gloo::utils::document().get_element_by_id(id)
}

/// Writes `text` into the element `id`, if it is still on the page.
pub(crate) fn say(id: &str, text: &str) {
    if let Some(element) = element(id) {
        element.set_text_content(Some(text));
    }
}

/// What the worker drew for `job` (SVG or HTML text), or why nothing.
pub(crate) async fn drawn(job: Job) -> Result<String, String> {
    match tasks::run(job).await {
        Ok(JobResult::Drawn(text)) => Ok(text),
        Ok(JobResult::NotDrawn(why)) => Err(why),
        // Another result never answers a drawing job.
        Ok(_) => Err(String::new()),
        Err(why) => Err(format!("{why}")),
    }
}

/// Has the worker draw `picture`, then downloads it as `stem.svg`, or `stem.png` with `png`.
async fn save(picture: Picture, stem: &str, png: bool) -> Result<(), String> {
    let svg = drawn(Job::Picture(Box::new(picture))).await?;
    if png {
        let png = png_of(&svg).await.ok_or("the browser could not make a PNG")?;
        offer_blob(&format!("{stem}.png"), &png)
    } else {
        offer_text(&format!("{stem}.svg"), &svg, "image/svg+xml")
    }
}

/// Two buttons, "Save `what` as SVG" and "as PNG", that save what `picture` gives as
/// `stem`, and a line saying how it went (static markup; the clicks are heard around it).
pub fn save_buttons(picture: &Callback<(), Picture>, stem: &str, what: &str) -> Html {
    let markup = format!(
        "<button type=\"button\" id=\"{stem}-svg\">Save {what} as SVG</button>\
         <button type=\"button\" id=\"{stem}-png\">Save {what} as PNG</button>\
         <p class=\"image-status\" id=\"{stem}-status\" aria-live=\"polite\"></p>"
    );
    let (picture, name) = (picture.clone(), stem.to_string());
    let onclick = Callback::from(move |event: MouseEvent| {
        let id = event.target_dyn_into::<web_sys::Element>().map(|target| target.id()).unwrap_or_default();
        let png = id.ends_with("-png");
        if !png && !id.ends_with("-svg") {
            return;
        }
        let (picture, stem, status) = (picture.emit(()), name.clone(), format!("{name}-status"));
        spawn_local(async move {
            let said = save(picture, &stem, png).await;
            say(&status, &said.map_or_else(|e| format!("No image: {e}."), |()| "Image saved.".into()));
        });
    });
    html! { <div class="image-save" {onclick}>{ Html::from_html_unchecked(markup.into()) }</div> }
}

/// What the image dialog asks before saving.
const CHOICES: &str = concat!(
    "<label class=\"check\"><input type=\"checkbox\" id=\"image-marks\" checked> Pencil marks</label>",
    "<label class=\"check\"><input type=\"checkbox\" id=\"image-colours\" checked> Colours</label>",
);

/// Whether the checkbox `id` is ticked.
fn ticked(id: &str) -> bool {
    element(id).is_some_and(|input| input.unchecked_into::<HtmlInputElement>().checked())
}

/// The Game menu's "Save image": the current board, with marks and colours when ticked.
pub fn image_dialog(game: &Rc<Game>, on_close: &Callback<()>) -> Html {
    let game = game.clone();
    let picture = Callback::from(move |()| Picture::Board {
        // A game always exports; were it not to, the worker would say it cannot read it.
        game: export_game("image", &game).unwrap_or_default(),
        marks: ticked("image-marks"),
        colours: ticked("image-colours"),
    });
    html! {
        <div class="keep-dialog" onkeydown={keep_keys(on_close)}>
        <Dialog id="image-dialog" title="Save an image" on_close={on_close.clone()}>
            { Html::from_html_unchecked(AttrValue::Static(CHOICES)) }
            { save_buttons(&picture, "sudoku-board", "board") }
        </Dialog>
        </div>
    }
}
