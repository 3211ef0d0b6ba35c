//! The Sudoku web app: a thin Yew layer that renders engine state and turns the
//! player's input into engine moves. Every rule lives in `sudoku-engine`.

mod app;
pub mod components;
pub mod state;
pub mod tasks;

pub use app::App;

/// Mounts the app on the page's body.
pub fn run() {
    yew::Renderer::<App>::new().render();
}
