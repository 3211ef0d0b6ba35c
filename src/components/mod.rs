//! One component per file.

mod board;
mod cell;
mod number_pad;

pub use board::BoardView;
pub use cell::CellView;
pub use number_pad::NumberPad;
