//! The player's side of a game: the [`Board`] (what undo restores) and the
//! [`Move`]s applied to it by the pure function [`apply`].

mod board;
mod moves;

pub use board::Board;
pub use moves::{apply, Move, MoveError};
