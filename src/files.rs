//! Files offered to the player as downloads: text (a game, a backup, an SVG image) and
//! a PNG the browser draws from an SVG (an image of it painted on a canvas); and a file the
//! player picks to open.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, HtmlInputElement};

/// How many PNG pixels a PNG has per unit of the SVG: sharp on high-density screens.
pub const PNG_SCALE: u32 = 2;

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

/// Offers `text` as a file download named `name`, of the MIME type `kind`.
pub fn offer_text(name: &str, text: &str, kind: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(kind);
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options).map_err(|_| "no blob")?;
    offer_blob(name, &blob)
}

/// The SVG document `svg` as a PNG, [`PNG_SCALE`] times its size, on white; `None` when
/// the browser cannot make one. The picture is read from a `data:` address (the page's
/// CSP allows images from `data:`).
pub async fn png_of(svg: &str) -> Option<Blob> {
    let document = gloo::utils::document();
    let image: web_sys::HtmlImageElement = document.create_element("img").ok()?.unchecked_into();
    let svg = String::from(js_sys::encode_uri_component(svg));
    image.set_src(&format!("data:image/svg+xml,{svg}"));
    JsFuture::from(image.decode()).await.ok()?;
    let (width, height) = (image.natural_width() * PNG_SCALE, image.natural_height() * PNG_SCALE);
    let canvas: web_sys::HtmlCanvasElement = document.create_element("canvas").ok()?.unchecked_into();
    canvas.set_width(width);
    canvas.set_height(height);
    let context: web_sys::CanvasRenderingContext2d = canvas.get_context("2d").ok()??.unchecked_into();
    let (w, h) = (f64::from(width), f64::from(height));
    context.set_fill_style_str("#ffffff");
    context.fill_rect(0.0, 0.0, w, h);
    context.draw_image_with_html_image_element_and_dw_and_dh(&image, 0.0, 0.0, w, h).ok()?;
    let made = js_sys::Promise::new(&mut |resolve, _| {
        let _ = canvas.to_blob(&resolve);
    });
    JsFuture::from(made).await.ok()?.dyn_into::<Blob>().ok()
}

/// A file input opened for the player to pick a file. Dropping it takes the input out of
/// the page.
#[derive(Debug)]
pub struct FilePicker {
    input: HtmlInputElement,
    _on_change: EventListener,
}

impl Drop for FilePicker {
    fn drop(&mut self) {
        self.input.remove();
    }
}

/// Opens the browser's file chooser for files of `accept`: a hidden file input labelled
/// `label`, made now and added to the page, whose `change` event `on_change` hears. It is
/// made only when asked for, not kept in the page, because a file input in the first frame
/// makes the page's first layout about a quarter slower (BENCHMARKS.md).
pub fn pick_file(
    accept: &str,
    label: &str,
    on_change: impl Fn(&web_sys::Event) + 'static,
) -> Result<FilePicker, String> {
    let document = gloo::utils::document();
    let input: HtmlInputElement = document.create_element("input").map_err(|_| "no file input")?.unchecked_into();
    input.set_type("file");
    input.set_accept(accept);
    input.set_class_name("visually-hidden");
    input.set_tab_index(-1);
    input.set_attribute("aria-label", label).map_err(|_| "no label for the file input")?;
    document.body().ok_or("no page body")?.append_child(&input).map_err(|_| "the page took no file input")?;
    let on_change = EventListener::new(&input, "change", on_change);
    input.click();
    Ok(FilePicker { input, _on_change: on_change })
}
