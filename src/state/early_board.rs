//! The board the page shows before the app's wasm arrives. It is the app's own markup: a
//! first visit's welcome board is rendered at build time by the app's components
//! (`src/bin/prerender.rs`), and a return shows the saved game's view that the app wrote
//! ([`crate::storage::view`]). Until the app has arrived, `static/early_input.js` keeps
//! every key and tap in order; once the app has drawn its first frame, [`hand_over`] has
//! that script play them again on the app's own elements, through the app's own event
//! handlers and reducer, so nothing typed is lost and every key does what the app does.
//! The leading events that are keys or presses on cells are made into the app's actions
//! by the same key map and applied to the first state instead ([`apply_kept`],
//! `early_events.rs`), so the first frame already shows them.

use super::early_events::{apply_leading, Kept};
use super::welcome::{WelcomeBoard, WelcomeError};
use super::AppState;

/// What the status line says once the player has done something before the app arrived
/// (`static/early_input.js` shows it; the build puts it there from here).
pub const KEPT_FOR_THE_APP: &str = "Loading the game: what you do now is kept and played as soon as it is ready.";

#[cfg(target_arch = "wasm32")]
thread_local! {
    static WELCOME: std::cell::RefCell<Option<Result<WelcomeBoard, WelcomeError>>> = const { std::cell::RefCell::new(None) };
}

thread_local! {
    /// What the page kept before the app arrived, until [`apply_kept`] takes it.
    static KEPT: std::cell::RefCell<Option<Kept>> = const { std::cell::RefCell::new(None) };
    /// How many of the kept events the first state took, for [`hand_over`].
    static TAKEN: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// The page's early script (`window.sudokuEarly`), when it is there.
#[cfg(target_arch = "wasm32")]
fn early_script() -> Option<wasm_bindgen::JsValue> {
    js_sys::Reflect::get(&gloo::utils::window(), &"sudokuEarly".into()).ok().filter(|v| v.is_object())
}

/// `sudokuEarly.NAME` as a function.
#[cfg(target_arch = "wasm32")]
fn early_method(early: &wasm_bindgen::JsValue, name: &str) -> Option<js_sys::Function> {
    use wasm_bindgen::JsCast;
    js_sys::Reflect::get(early, &name.into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok())
}

/// What the page kept so far (`sudokuEarly.kept()`, as JSON).
#[cfg(target_arch = "wasm32")]
fn read_kept() -> Option<Kept> {
    let early = early_script()?;
    let json = early_method(&early, "kept")?.call0(&early).ok()?.as_string()?;
    match serde_json::from_str(&json) {
        Ok(kept) => Some(kept),
        Err(why) => {
            gloo::console::warn!(format!("What was typed before the app loaded will be played on the page: {why}"));
            None
        }
    }
}

/// Reads what the page's early board holds before the app mounts (mounting clears the
/// page's body): what was typed on it, for [`apply_kept`], and on a first visit the
/// welcome board's data, for [`take_welcome`].
#[cfg(target_arch = "wasm32")]
pub fn take_before_mount() {
    KEPT.with(|kept| *kept.borrow_mut() = read_kept());
    let document = gloo::utils::document();
    let Some(element) = document.get_element_by_id("welcome") else { return };
    let data = |name: &str| element.get_attribute(&format!("data-{name}")).unwrap_or_default();
    let board = WelcomeBoard::parse(&data("phrase"), &data("attempt"), &data("givens"), &data("solution"));
    if let Err(why) = &board {
        gloo::console::warn!(format!("The welcome board could not be taken over: {why}"));
    }
    WELCOME.with(|taken| *taken.borrow_mut() = Some(board));
}

/// Applies to the first state the events the page kept that the app's handlers make here
/// ([`apply_leading`]): the first frame shows them, and [`hand_over`] tells the page to
/// play only the rest.
pub fn apply_kept(state: &mut AppState) {
    if let Some(kept) = KEPT.with(|kept| kept.borrow_mut().take()) {
        TAKEN.with(|taken| taken.set(apply_leading(&kept, state)));
    }
}

/// The welcome board the page showed, once: `None` when the page showed none.
#[cfg(target_arch = "wasm32")]
pub fn take_welcome() -> Option<Result<WelcomeBoard, WelcomeError>> {
    WELCOME.with(|taken| taken.borrow_mut().take())
}

/// The app has drawn its first frame: the page's early script plays what the player did
/// before and the first state did not take on the app's elements
/// (`sudokuEarly.takeOver(taken)`), and stops keeping input.
#[cfg(target_arch = "wasm32")]
pub fn hand_over() {
    let Some(early) = early_script() else { return };
    let Some(take_over) = early_method(&early, "takeOver") else { return };
    let taken = TAKEN.with(|taken| taken.take());
    if let Err(why) = take_over.call1(&early, &(taken as f64).into()) {
        gloo::console::warn!("What was typed before the app loaded could not be played:", why);
    }
}

/// Outside the browser there is no page, so no early board.
#[cfg(not(target_arch = "wasm32"))]
pub fn take_before_mount() {}

/// Outside the browser there is no page, so no welcome board.
#[cfg(not(target_arch = "wasm32"))]
pub fn take_welcome() -> Option<Result<WelcomeBoard, WelcomeError>> {
    None
}

/// Outside the browser there is no page to hand over.
#[cfg(not(target_arch = "wasm32"))]
pub fn hand_over() {}
