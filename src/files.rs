//! Files offered to the player as downloads: text (a game, a backup, an SVG image) and
//! a PNG the browser draws from an SVG (an image of it painted on a canvas).

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::Blob;

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
