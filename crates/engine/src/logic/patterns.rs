//! The patterns a position keeps once a strategy has found them ([`super::context::Ctx`]'s
//! caches): colouring clusters (`colouring`) and unique rectangles (`uniqueness`).

use super::cellset::CellSet;
use crate::digits::{Cell, DigitSet};

/// One colouring cluster of a digit: the cells of each colour, and the cells each colour
/// sees.
#[derive(Debug)]
pub(crate) struct Cluster {
    pub(crate) colours: [Vec<Cell>; 2],
    pub(crate) sets: [CellSet; 2],
    pub(crate) seen: [CellSet; 2],
}

/// A rectangle: the cells in order r1c1, r1c2, r2c1, r2c2 and the digits {a,b}.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rect {
    pub(crate) cells: [Cell; 4],
    pub(crate) digits: DigitSet,
}
