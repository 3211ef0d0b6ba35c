//! Browser unit tests: the app and the engine compiled to wasm32 and run in headless
//! Chromium by wasm-bindgen-test (`cargo test -p sudoku-app --target wasm32-unknown-unknown`).
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use sudoku_app::App;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// The classic puzzle, opened by link. The worker reads links, and these tests run without
/// one (wasm-bindgen-test serves no worker script): the read fails and the board of the
/// game already there comes back (the end-to-end tests load links).
const CLASSIC_LINK: &str =
    "p=v1~box=3x3~variant=standard~givens=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

async fn render_app() -> Element {
    let _ = gloo::utils::window().location().set_hash(CLASSIC_LINK);
    let document = gloo::utils::document();
    let root = document.create_element("div").expect("a div can be created");
    gloo::utils::body().append_child(&root).expect("the body takes a child");
    yew::Renderer::<App>::with_root(root.clone()).render();
    // The board is covered while the link is read; wait (2 s at most) for it to come back.
    for _ in 0..100 {
        yew::platform::time::sleep(Duration::from_millis(20)).await;
        if root.query_selector("[role=gridcell]").ok().flatten().is_some() {
            break;
        }
    }
    root
}

#[wasm_bindgen_test]
async fn the_app_renders_a_grid_of_81_labelled_cells() {
    let root = render_app().await;
    let cells = root.query_selector_all("[role=gridcell]").expect("valid selector");
    assert_eq!(cells.length(), 81);
    let first = root.query_selector("#cell-0").expect("valid selector").expect("cell 0 exists");
    let label = first.get_attribute("aria-label").unwrap_or_default();
    assert!(label.starts_with("row 1, column 1, "), "{label}");
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
        .query_selector("button[aria-label^='4, ']")
        .expect("valid selector")
        .expect("pad button 4 exists")
        .unchecked_into();
    button.click();
    yew::platform::time::sleep(Duration::from_millis(20)).await;
    assert_eq!(cell.text_content().as_deref(), Some("4"));
    root.remove();
}

// Keep and share: the generator's golden seeds and the store, in the browser.

/// The generator's golden seeds give the same puzzles compiled to wasm as natively, so
/// the two cannot diverge unseen (crates/engine/tests/data/golden_seeds.txt).
#[wasm_bindgen_test]
fn the_golden_seeds_make_the_same_puzzles_in_the_browser() {
    // The page and the worker normalise phrases with the browser's NFC, as here.
    sudoku_app::unicode::use_browser_nfc();
    let goldens = include_str!("../crates/engine/tests/data/golden_seeds.txt");
    match sudoku_engine::generate::golden::check_goldens(goldens) {
        Ok(count) => assert!(count >= 10, "only {count} golden cases"),
        Err(failures) => panic!("golden seeds differ in wasm:\n{failures}"),
    }
}

/// The browser's NFC (the page's wasm has no tables of its own) composes a phrase the
/// way the engine's native NFC does: an accent typed as a combining mark seeds the same
/// puzzle as the precomposed letter.
#[wasm_bindgen_test]
fn seed_phrases_are_normalised_by_the_browser() {
    use sudoku_engine::generate::SeedPhrase;
    sudoku_app::unicode::use_browser_nfc();
    let composed = SeedPhrase::new("Caf\u{e9} au lait").expect("a phrase");
    let decomposed = SeedPhrase::new("  Cafe\u{301} au lait ").expect("a phrase");
    assert_eq!(decomposed, composed);
    assert_eq!(decomposed.as_str().chars().count(), 12);
}

/// A game saved to the browser's real localStorage comes back whole.
#[wasm_bindgen_test]
fn a_game_round_trips_through_the_browsers_local_storage() {
    use sudoku_app::storage::{Backend, Store};
    use sudoku_engine::game::{Game, Move, Rules};
    use sudoku_engine::{format, Cell, Digit};

    let backend = Backend::local().expect("the test page has localStorage");
    let store = Store::new(backend, "wasm-test".into());
    let puzzle = format::parse_puzzle(".2.4\n4...\n...1\n3.2.").expect("a valid 4x4 puzzle");
    let mut game = Game::new(puzzle);
    let one = Digit::new(1).expect("1 is a digit");
    game.play(&Move::ToggleCorner { cell: Cell::new(0), digit: one }, &Rules::default()).expect("a legal move");
    store.save_game("wasm-test", &game).expect("saved");
    let (id, resumed) = store.startup().current.expect("the saved game is the current one");
    assert_eq!((id.as_str(), &resumed), ("wasm-test", &game));
    store.delete_game("wasm-test").expect("deleted");
}

/// Presses a key on the document, as the keyboard hook listens for it.
fn press(key: &str, code: &str, ctrl: bool, shift: bool) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_code(code);
    init.set_ctrl_key(ctrl);
    init.set_shift_key(shift);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("a key event");
    gloo::utils::document().dispatch_event(&event).expect("dispatched");
}

#[wasm_bindgen_test]
async fn keys_write_marks_and_undo_restores_the_cell() {
    use wasm_bindgen::JsCast;
    let root = render_app().await;
    let cell: web_sys::HtmlElement =
        root.query_selector("#cell-3").expect("valid selector").expect("cell 3 exists").unchecked_into();
    cell.click();
    yew::platform::time::sleep(Duration::from_millis(20)).await;
    press("!", "Digit1", false, true);
    press("2", "Digit2", true, false);
    yew::platform::time::sleep(Duration::from_millis(20)).await;
    assert_eq!(
        cell.get_attribute("aria-label").as_deref(),
        Some("row 1, column 4, empty, corner marks 1, centre marks 2")
    );
    press("z", "KeyZ", true, false);
    press("z", "KeyZ", true, false);
    yew::platform::time::sleep(Duration::from_millis(20)).await;
    assert_eq!(cell.get_attribute("aria-label").as_deref(), Some("row 1, column 4, empty"));
    root.remove();
}

/// On a split page, jobs wait for the page's second wasm module (`__laterWasm.loaded`,
/// static/page_split.js). One cancelled while it waits is never sent: it answers
/// `Cancelled` (sent, it would fail, since these tests have no worker script).
#[wasm_bindgen_test]
async fn a_job_cancelled_while_it_waits_for_the_rest_of_the_page_is_never_sent() {
    use std::cell::RefCell;
    use std::rc::Rc;
    use sudoku_app::worker::{cancel_all, run_job, Job, JobError};
    use wasm_bindgen::JsValue;

    let resolve: Rc<RefCell<Option<js_sys::Function>>> = Rc::default();
    let kept = resolve.clone();
    let loaded = js_sys::Promise::new(&mut |resolve_fn, _| *kept.borrow_mut() = Some(resolve_fn));
    let later = js_sys::Object::new();
    js_sys::Reflect::set(&later, &"loaded".into(), &loaded).expect("set");
    js_sys::Reflect::set(&js_sys::global(), &"__laterWasm".into(), &later).expect("set");

    let puzzle = sudoku_engine::format::parse_puzzle(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    )
    .expect("a puzzle");
    let outcome: Rc<RefCell<Option<Result<(), JobError>>>> = Rc::default();
    let written = outcome.clone();
    yew::platform::spawn_local(async move {
        let result = run_job(Job::Count { puzzle }).await.map(|_| ());
        *written.borrow_mut() = Some(result);
    });
    yew::platform::time::sleep(Duration::from_millis(20)).await;
    assert!(outcome.borrow().is_none(), "the job waits for the rest of the page");
    cancel_all();
    let resolve_fn = resolve.borrow_mut().take().expect("the promise's resolve");
    resolve_fn.call0(&JsValue::NULL).expect("resolved");
    for _ in 0..50 {
        yew::platform::time::sleep(Duration::from_millis(20)).await;
        if outcome.borrow().is_some() {
            break;
        }
    }
    js_sys::Reflect::delete_property(&js_sys::global(), &"__laterWasm".into()).expect("deleted");
    assert_eq!(outcome.borrow_mut().take(), Some(Err(JobError::Cancelled)));
}
