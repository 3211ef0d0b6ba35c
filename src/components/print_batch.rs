//! The Game menu's "Print a batch": a small form (board, variant, level, seed phrase,
//! puzzles per page, pages, paper, answers) whose choices go to the worker as they are;
//! the worker makes the puzzles and lays out the pages (`worker::print`), and this view
//! shows its markup and prints it. The view is put directly under `<body>`, so that print
//! CSS leaves out everything else; "Save as PDF" is the browser's print dialog.
//!
//! A plain function, not a component (see `image_export`), over static markup: the form
//! is read when "Make puzzles" is pressed, and the status line and the pages are written
//! into its elements.

use std::fmt::Write as _;

use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::platform::spawn_local;
use yew::prelude::*;

use super::image_export::{drawn, element, say};
use super::paste_dialog::keep_keys;
use crate::components::Dialog;
use crate::worker::Job;

/// The fields of the form, each `batch-` and the name the worker reads.
const FIELDS: [&str; 8] = ["board", "variant", "level", "per-page", "pages", "paper", "answers", "phrase"];

/// The form's fields as the worker reads them, one `field=value` a line; an empty phrase
/// gets a fresh one, written into the form so that the same batch can be printed again.
fn asked() -> Result<String, String> {
    let phrase: HtmlInputElement = element("batch-phrase").ok_or("the form is gone")?.unchecked_into();
    if phrase.value().trim().is_empty() {
        phrase.set_value(crate::random::fresh_phrase()?.as_str());
    }
    let mut form = String::new();
    for field in FIELDS {
        // Selects and the text input alike have a `value`.
        let value = element(&format!("batch-{field}")).map(|f| f.unchecked_into::<HtmlSelectElement>().value());
        let _ = writeln!(form, "{field}={}", value.unwrap_or_default());
    }
    Ok(form)
}

/// Makes the batch the form asks for and shows its pages.
fn make() {
    let form = match asked() {
        Ok(form) => form,
        Err(why) => return say("batch-status", &why),
    };
    say("batch-status", "Making the puzzles…");
    spawn_local(async move {
        let said = match drawn(Job::PrintBatch { form }).await {
            Ok(markup) => {
                if let Some(sheets) = element("batch-sheets") {
                    sheets.set_inner_html(&markup);
                }
                "Ready to print.".to_string()
            }
            Err(why) => format!("No batch: {why}."),
        };
        say("batch-status", &said);
    });
}

/// The view's buttons, status line and the place of the pages, as static markup (a
/// string costs the page far less code than the same elements in `html!`); the worker
/// makes the form's fields ([`load_form`]).
const VIEW: &str = concat!(
    "<div id=\"batch-fields\"></div>",
    "<div class=\"panel-buttons\"><button type=\"button\" id=\"batch-make\">Make puzzles</button>",
    "<button type=\"button\" id=\"batch-print\">Print or save as PDF</button></div>",
    "<p class=\"batch-status\" id=\"batch-status\" role=\"status\"></p><div id=\"batch-sheets\"></div>",
);

/// Has the worker make the form's fields and puts them in the view (opened just before).
pub fn load_form() {
    spawn_local(async {
        match drawn(Job::PrintForm).await {
            Ok(fields) => {
                if let Some(place) = element("batch-fields") {
                    place.set_inner_html(&fields);
                }
            }
            Err(why) => say("batch-status", &format!("No batch: {why}.")),
        }
    });
}

/// The print view: the form, then the pages made last. Its two buttons are heard on the
/// view (they are inside the static markup).
pub fn print_batch_view(on_close: &Callback<()>) -> Html {
    let onclick = Callback::from(|event: MouseEvent| {
        let id = event.target_dyn_into::<web_sys::Element>().map(|target| target.id()).unwrap_or_default();
        match id.as_str() {
            "batch-make" => make(),
            "batch-print" => {
                let _ = gloo::utils::window().print();
            }
            _ => {}
        }
    });
    let content = html! {
        <div class="print-batch keep-dialog" onkeydown={keep_keys(on_close)} {onclick}>
        <Dialog id="print-batch" title="Print a batch" on_close={on_close.clone()}>
            { Html::from_html_unchecked(AttrValue::Static(VIEW)) }
        </Dialog>
        </div>
    };
    create_portal(content, gloo::utils::body().into())
}
