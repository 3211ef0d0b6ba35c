//! The browser's Unicode NFC for seed phrases: the engine is built without its own tables
//! (see `sudoku_engine::generate::set_nfc`). Both the page and the worker call
//! [`use_browser_nfc`] before anything reads a phrase (the page through `sudoku_app::unicode`).

use js_sys::JsString;

fn browser_nfc(text: &str) -> String {
    String::from(JsString::from(text).normalize("NFC"))
}

/// Makes the engine normalise seed phrases with the browser's NFC.
pub fn use_browser_nfc() {
    sudoku_engine::generate::set_nfc(browser_nfc);
}
