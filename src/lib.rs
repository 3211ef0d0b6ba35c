//! The Sudoku web app: a thin Yew layer that renders engine state and turns the
//! player's input into engine moves. Every rule lives in `sudoku-engine`.

mod app;
pub mod components;
pub mod daily;
pub mod files;
pub mod random;
pub mod share;
pub mod state;
pub mod stats;
pub mod storage;
pub mod tasks;
pub mod worker;

/// The browser's NFC for seed phrases, shared with the worker.
pub use sudoku_worker::nfc as unicode;

pub use app::{App, AppProps};

/// Mounts the app on the page's body.
pub fn run() {
    unicode::use_browser_nfc();
    state::take_early_board_before_mount();
    yew::Renderer::<App>::new().render();
}
