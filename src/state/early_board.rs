//! The board the page shows before the app's wasm arrives. It is the app's own markup: a
//! first visit's welcome board is rendered at build time by the app's components
//! (`src/bin/prerender.rs`), and a return shows the saved game's view that the app wrote
//! ([`crate::storage::view`]). Until the app has arrived, `static/early_input.js` keeps
//! every key and tap in order; once the app has drawn its first frame, [`hand_over`] has
//! that script play them again on the app's own elements, through the app's own event
//! handlers and reducer, so nothing typed is lost and every key does what the app does.

use super::welcome::{WelcomeBoard, WelcomeError};

/// What the status line says once the player has done something before the app arrived
/// (`static/early_input.js` shows it; the build puts it there from here).
pub const KEPT_FOR_THE_APP: &str = "Loading the game: what you do now is kept and played as soon as it is ready.";

#[cfg(target_arch = "wasm32")]
thread_local! {
    static WELCOME: std::cell::RefCell<Option<Result<WelcomeBoard, WelcomeError>>> = const { std::cell::RefCell::new(None) };
}

/// Reads the welcome board's data off the page before the app mounts (mounting clears the
/// page's body), for [`take_welcome`].
#[cfg(target_arch = "wasm32")]
pub fn take_before_mount() {
    let document = gloo::utils::document();
    let Some(element) = document.get_element_by_id("welcome") else { return };
    let data = |name: &str| element.get_attribute(&format!("data-{name}")).unwrap_or_default();
    let board = WelcomeBoard::parse(&data("phrase"), &data("attempt"), &data("givens"));
    if let Err(why) = &board {
        gloo::console::warn!(format!("The welcome board could not be taken over: {why}"));
    }
    WELCOME.with(|taken| *taken.borrow_mut() = Some(board));
}

/// The welcome board the page showed, once: `None` when the page showed none.
#[cfg(target_arch = "wasm32")]
pub fn take_welcome() -> Option<Result<WelcomeBoard, WelcomeError>> {
    WELCOME.with(|taken| taken.borrow_mut().take())
}

/// The app has drawn its first frame: the page's early script plays what the player did
/// before on the app's elements (`sudokuEarly.takeOver`), and stops keeping input.
#[cfg(target_arch = "wasm32")]
pub fn hand_over() {
    use wasm_bindgen::JsCast;
    let window = gloo::utils::window();
    let early = js_sys::Reflect::get(&window, &"sudokuEarly".into()).ok().filter(|v| v.is_object());
    let take_over = early
        .as_ref()
        .and_then(|early| js_sys::Reflect::get(early, &"takeOver".into()).ok())
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let (Some(early), Some(take_over)) = (early, take_over) {
        if let Err(why) = take_over.call0(&early) {
            gloo::console::warn!("What was typed before the app loaded could not be played:", why);
        }
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
