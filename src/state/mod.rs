//! The app's state and the actions that change it. `reduce` delegates every rule of
//! the game to the engine; what lives here is only what the screen needs (the selection).

mod game;
mod navigation;

pub use game::{Action, GameState};
pub use navigation::Direction;
