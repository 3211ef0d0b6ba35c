//! Images of the board: the Game menu's "Save image" dialog (the current board as SVG or
//! PNG, with marks and colours when asked) and the solution log's step image. The worker
//! draws the SVG (the engine's renderer); the page downloads it, or draws it on a canvas
//! and downloads the canvas as PNG.

use gloo::events::EventListener;
use std::cell::RefCell;
use std::rc::Rc;
use sudoku_engine::game::Game;
use sudoku_engine::render::Show;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Blob, CanvasRenderingContext2d, HtmlCanvasElement, HtmlImageElement};
use yew::platform::pinned::oneshot;
use yew::platform::spawn_local;
use yew::prelude::*;

use super::paste_dialog::keep_keys;
use crate::components::Dialog;
use crate::tasks;
use crate::worker::{Job, JobResult, PictureRequest};

/// How many device pixels a PNG has per unit of the SVG: sharp on high-density screens.
const PNG_SCALE: u32 = 2;

/// The two kinds of image file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageFormat {
    Svg,
    Png,
}

/// Offers `blob` as a file download named `name`.
pub fn offer_blob(name: &str, blob: &Blob) -> Result<(), String> {
    let url = web_sys::Url::create_object_url_with_blob(blob).map_err(|_| "no object URL")?;
    let anchor: web_sys::HtmlAnchorElement =
        gloo::utils::document().create_element("a").map_err(|_| "no anchor")?.unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// A blob of `text` with the MIME type `kind`.
pub fn text_blob(text: &str, kind: &str) -> Result<Blob, String> {
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(kind);
    Blob::new_with_str_sequence_and_options(&parts, &options).map_err(|_| "no blob".to_string())
}

/// Waits for the first of `load` or `error` on `image`: true when it loaded.
async fn loaded(image: &HtmlImageElement, src: &str) -> bool {
    let (sender, receiver) = oneshot::channel();
    let sender = Rc::new(RefCell::new(Some(sender)));
    let answer = |ok: bool| {
        let sender = sender.clone();
        move |_: &web_sys::Event| {
            if let Some(sender) = sender.borrow_mut().take() {
                let _ = sender.send(ok);
            }
        }
    };
    let _on_load = EventListener::once(image, "load", answer(true));
    let _on_error = EventListener::once(image, "error", answer(false));
    image.set_src(src);
    receiver.await.unwrap_or(false)
}

/// The SVG drawn on a white canvas, [`PNG_SCALE`] times its size, as a PNG blob.
async fn png_of(svg: &str) -> Result<Blob, String> {
    let image = HtmlImageElement::new().map_err(|_| "no image element")?;
    let src = format!("data:image/svg+xml;charset=utf-8,{}", String::from(js_sys::encode_uri_component(svg)));
    if !loaded(&image, &src).await {
        return Err("the browser could not read the picture".into());
    }
    let (width, height) = (image.natural_width() * PNG_SCALE, image.natural_height() * PNG_SCALE);
    let canvas: HtmlCanvasElement =
        gloo::utils::document().create_element("canvas").map_err(|_| "no canvas")?.unchecked_into();
    canvas.set_width(width);
    canvas.set_height(height);
    let context: CanvasRenderingContext2d =
        canvas.get_context("2d").ok().flatten().ok_or("no 2D canvas")?.unchecked_into();
    context.set_fill_style_str("#ffffff");
    context.fill_rect(0.0, 0.0, f64::from(width), f64::from(height));
    context
        .draw_image_with_html_image_element_and_dw_and_dh(&image, 0.0, 0.0, f64::from(width), f64::from(height))
        .map_err(|_| "the picture cannot be drawn")?;
    let (sender, receiver) = oneshot::channel();
    let on_blob = Closure::once(move |blob: JsValue| {
        let _ = sender.send(blob.dyn_into::<Blob>().ok());
    });
    canvas.to_blob(on_blob.as_ref().unchecked_ref()).map_err(|_| "the canvas cannot be saved")?;
    receiver.await.ok().flatten().ok_or_else(|| "the canvas made no PNG".to_string())
}

/// Has the worker draw `request`, then downloads it as `stem.svg` or `stem.png`.
pub async fn save_picture(request: PictureRequest, stem: &str, format: ImageFormat) -> Result<(), String> {
    let svg = match tasks::run(Job::Picture(Box::new(request))).await {
        Ok(JobResult::Picture(drawn)) => drawn?,
        Ok(_) => return Err("the worker answered something else".into()),
        Err(why) => return Err(why.to_string()),
    };
    match format {
        ImageFormat::Svg => offer_blob(&format!("{stem}.svg"), &text_blob(&svg, "image/svg+xml")?),
        ImageFormat::Png => offer_blob(&format!("{stem}.png"), &png_of(&svg).await?),
    }
}

/// Two buttons, SVG and PNG, that save `request` as `stem`, and a line saying how it went.
#[derive(Properties, PartialEq, Debug)]
pub struct SaveButtonsProps {
    pub request: PictureRequest,
    pub stem: AttrValue,
    /// What the buttons save, for their names ("Save board as SVG").
    pub what: AttrValue,
}

#[function_component(SaveButtons)]
pub fn save_buttons(props: &SaveButtonsProps) -> Html {
    let status = use_state(String::new);
    let save = |format: ImageFormat| {
        let (request, stem, status) = (props.request.clone(), props.stem.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            let (request, stem, status) = (request.clone(), stem.clone(), status.clone());
            status.set("Drawing…".into());
            spawn_local(async move {
                let said = match save_picture(request, &stem, format).await {
                    Ok(()) => "Image saved.".to_string(),
                    Err(why) => format!("No image: {why}."),
                };
                status.set(said);
            });
        })
    };
    html! {
        <div class="image-save">
            <button type="button" onclick={save(ImageFormat::Svg)}>{ format!("Save {} as SVG", props.what) }</button>
            <button type="button" onclick={save(ImageFormat::Png)}>{ format!("Save {} as PNG", props.what) }</button>
            <p class="image-status" aria-live="polite">{ (*status).clone() }</p>
        </div>
    }
}

#[derive(Properties, PartialEq, Debug)]
pub struct ImageDialogProps {
    pub game: Rc<Game>,
    pub on_close: Callback<()>,
}

/// The Game menu's "Save image": the current board, with marks and colours when ticked.
#[function_component(ImageDialog)]
pub fn image_dialog(props: &ImageDialogProps) -> Html {
    let show = use_state(|| Show { marks: true, colours: true });
    let toggle = |set: fn(&mut Show, bool)| {
        let show = show.clone();
        Callback::from(move |event: Event| {
            let Some(input) = event.target_dyn_into::<web_sys::HtmlInputElement>() else { return };
            let mut next = *show;
            set(&mut next, input.checked());
            show.set(next);
        })
    };
    let request =
        PictureRequest::Board { puzzle: props.game.puzzle().clone(), board: props.game.board().clone(), show: *show };
    html! {
        <div class="keep-dialog" onkeydown={keep_keys(&props.on_close)}>
        <Dialog id="image-dialog" title="Save an image" on_close={props.on_close.clone()}>
            <p>{ "The board as a picture: SVG stays sharp at any size, PNG opens anywhere." }</p>
            <label class="check"><input type="checkbox" checked={show.marks}
                onchange={toggle(|s, on| s.marks = on)} />{ " Pencil marks" }</label>
            <label class="check"><input type="checkbox" checked={show.colours}
                onchange={toggle(|s, on| s.colours = on)} />{ " Colours" }</label>
            <SaveButtons {request} stem="sudoku-board" what="board" />
        </Dialog>
        </div>
    }
}
