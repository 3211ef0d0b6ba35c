//! The one name of a kind of board: its size and its variant's houses, as players read it
//! ("9x9 standard", "16x16 x+jigsaw"). Lists and statistics show it, generation's messages
//! use it, and statistics keep it as a typed key ([`BoardKind`]) written as that name.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{Layout, VariantKind};

/// A kind of board: its size (digits per house) and the kinds of its extra houses. Saved
/// as its name, so records written as "9x9 standard" read back as this key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct BoardKind {
    pub size: usize,
    pub variant: VariantKind,
}

/// A board name that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("board {0:?}: expected a size and a variant, like \"9x9 standard\"")]
pub struct UnknownBoard(pub String);

impl BoardKind {
    /// The standard 9x9 board.
    pub const CLASSIC: BoardKind =
        BoardKind { size: 9, variant: VariantKind { diagonals: false, jigsaw: false, colour: false, killer: false } };

    /// The kind of the board of `layout`.
    pub fn of(layout: &Layout) -> BoardKind {
        BoardKind { size: layout.size(), variant: layout.variant().kind() }
    }
}

impl fmt::Display for BoardKind {
    /// "9x9 standard", "16x16 x+jigsaw". The alternate form (`{:#}`), for sentences,
    /// leaves out "standard": "on a 9x9 board".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = self.size;
        if f.alternate() && self.variant == VariantKind::default() {
            write!(f, "{size}x{size}")
        } else {
            write!(f, "{size}x{size} {}", self.variant)
        }
    }
}

impl FromStr for BoardKind {
    type Err = UnknownBoard;

    /// Reads "NxN variant", or "NxN" alone for the standard board.
    fn from_str(text: &str) -> Result<BoardKind, UnknownBoard> {
        let bad = || UnknownBoard(text.to_string());
        let (size, variant) = text.trim().split_once(' ').unwrap_or((text.trim(), "standard"));
        let (width, height) = size.split_once('x').ok_or_else(bad)?;
        let size: usize = width.parse().map_err(|_| bad())?;
        if height.parse::<usize>().ok() != Some(size) {
            return Err(bad());
        }
        let variant = variant.parse().map_err(|_| bad())?;
        Ok(BoardKind { size, variant })
    }
}

impl TryFrom<String> for BoardKind {
    type Error = UnknownBoard;
    fn try_from(text: String) -> Result<BoardKind, UnknownBoard> {
        text.parse()
    }
}

impl From<BoardKind> for String {
    fn from(board: BoardKind) -> String {
        board.to_string()
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::geometry::{Geometry, Variant};

    #[test]
    fn a_board_is_named_by_its_size_and_variant() {
        assert_eq!(BoardKind::of(&Layout::classic()), BoardKind::CLASSIC);
        assert_eq!(BoardKind::CLASSIC.to_string(), "9x9 standard");
        assert_eq!(format!("{:#}", BoardKind::CLASSIC), "9x9");
        let variant = Variant { diagonals: true, ..Variant::default() };
        let x = BoardKind::of(&Layout::new(Geometry::new(4, 4, variant)).expect("16x16 x"));
        assert_eq!((x.to_string(), format!("{x:#}")), ("16x16 x".to_string(), "16x16 x".to_string()));
        assert_eq!("9x9".parse::<BoardKind>(), Ok(BoardKind::CLASSIC));
        for bad in ["", "9x8 standard", "nine standard", "9x9 spiral", "x9 standard"] {
            assert_eq!(bad.parse::<BoardKind>(), Err(UnknownBoard(bad.to_string())), "{bad}");
        }
    }

    proptest! {
        #[test]
        fn a_name_reads_back_as_its_board(size in 4usize..=30, diagonals: bool, jigsaw: bool, colour: bool, killer: bool) {
            let board = BoardKind { size, variant: VariantKind { diagonals, jigsaw, colour, killer } };
            prop_assert_eq!(board.to_string().parse::<BoardKind>(), Ok(board));
            let json = serde_json::to_string(&board).expect("json");
            prop_assert_eq!(json.clone(), format!("{:?}", board.to_string()));
            prop_assert_eq!(serde_json::from_str::<BoardKind>(&json).expect("read"), board);
        }
    }
}
