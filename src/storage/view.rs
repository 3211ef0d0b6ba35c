//! The last view of the current game (`sudoku:view`), for the next visit: the page's own
//! markup of the game as it was when the page was hidden or closed, with the game's id and
//! the time it was last saved. On the next visit `static/early_input.js` shows it the
//! moment the page is parsed, long before the app's wasm has arrived, and only when it is
//! still the current game as last saved (another tab may have saved since); what the
//! player does on it is played on the app once it arrives (`state::early_board`). It is
//! the app's own markup, never read back by the app: losing it costs only the early
//! board, so a refused write simply removes it.

use serde::{Deserialize, Serialize};

use super::store::Store;

/// The key of the last view.
pub const VIEW_KEY: &str = "sudoku:view";

/// What `static/early_input.js` reads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// The saved game it shows, and when that game was last saved.
    pub id: String,
    pub saved_at: f64,
    /// The app's `<main class="app">` element, without dialogs.
    pub html: String,
}

/// The screen as the app drew it: its markup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Screen {
    pub html: String,
}

impl Store {
    /// Keeps `screen` as the view of game `id` as last saved. Without a screen worth
    /// drawing, or when game `id` is not the current saved game, no view is kept.
    pub fn keep_view(&self, id: &str, screen: Option<Screen>) {
        let saved_at = self.current_summary().filter(|current| current.id == id).map(|current| current.saved_at);
        let view = saved_at.zip(screen).map(|(saved_at, Screen { html })| View { id: id.to_string(), saved_at, html });
        let written = view
            .and_then(|view| serde_json::to_string(&view).ok())
            .is_some_and(|text| self.backend().set(VIEW_KEY, &text).is_ok());
        if !written {
            let _ = self.backend().remove(VIEW_KEY);
        }
    }
}

/// The app's screen now: `<main class="app">` without its dialogs, when the app marks it
/// as worth drawing on the next visit (`data-resume`).
#[cfg(target_arch = "wasm32")]
pub fn screen() -> Option<Screen> {
    use wasm_bindgen::JsCast;
    let main = gloo::utils::document().query_selector("main.app[data-resume]").ok()??;
    let copy: web_sys::Element = main.clone_node_with_deep(true).ok()?.dyn_into().ok()?;
    let dialogs = copy.query_selector_all(".dialog-backdrop, [role=\"dialog\"], .task-progress").ok()?;
    for i in 0..dialogs.length() {
        if let Some(node) = dialogs.item(i).and_then(|node| node.dyn_into::<web_sys::Element>().ok()) {
            node.remove();
        }
    }
    copy.remove_attribute("data-resume").ok()?;
    Some(Screen { html: copy.outer_html() })
}

/// Outside the browser there is no screen.
#[cfg(not(target_arch = "wasm32"))]
pub fn screen() -> Option<Screen> {
    None
}
