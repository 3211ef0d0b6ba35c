//! What a digit does: write a value, a corner mark, a centre mark, or (in colour mode)
//! pick one of the eight colours.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mode {
    #[default]
    Digit,
    Corner,
    Centre,
    Colour,
}

impl Mode {
    pub const ALL: [Mode; 4] = [Mode::Digit, Mode::Corner, Mode::Centre, Mode::Colour];

    pub fn name(self) -> &'static str {
        match self {
            Mode::Digit => "Digit",
            Mode::Corner => "Corner",
            Mode::Centre => "Centre",
            Mode::Colour => "Colour",
        }
    }

    /// The key that switches to this mode.
    pub fn key(self) -> char {
        match self {
            Mode::Digit => 'Z',
            Mode::Corner => 'X',
            Mode::Centre => 'C',
            Mode::Colour => 'V',
        }
    }
}
