//! Browser unit tests: the app and the engine compiled to wasm32 and run in headless
//! Chromium by wasm-bindgen-test (`cargo test -p sudoku-app --target wasm32-unknown-unknown`).
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use sudoku_app::App;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

async fn render_app() -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").expect("a div can be created");
    gloo::utils::body().append_child(&root).expect("the body takes a child");
    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::platform::time::sleep(Duration::from_millis(20)).await;
    root
}

#[wasm_bindgen_test]
async fn the_app_renders_a_grid_of_81_labelled_cells() {
    let root = render_app().await;
    let cells = root.query_selector_all("[role=gridcell]").expect("valid selector");
    assert_eq!(cells.length(), 81);
    let first = root.query_selector("#cell-0").expect("valid selector").expect("cell 0 exists");
    assert_eq!(first.get_attribute("aria-label").as_deref(), Some("row 1, column 1, 5, given"));
    root.remove();
}

#[wasm_bindgen_test]
async fn clicking_a_cell_and_pressing_a_pad_button_writes_the_digit() {
    use wasm_bindgen::JsCast;
    let root = render_app().await;
    let cell: web_sys::HtmlElement =
        root.query_selector("#cell-2").expect("valid selector").expect("cell 2 exists").unchecked_into();
    cell.click();
    yew::platform::time::sleep(Duration::from_millis(20)).await;
    let button: web_sys::HtmlElement = root
        .query_selector("button[aria-label='Enter 4']")
        .expect("valid selector")
        .expect("pad button 4 exists")
        .unchecked_into();
    button.click();
    yew::platform::time::sleep(Duration::from_millis(20)).await;
    assert_eq!(cell.text_content().as_deref(), Some("4"));
    root.remove();
}
