//! # sudoku-engine
//!
//! Every rule of the Sudoku app, in pure Rust with no web dependency: board geometry
//! and variants, puzzle formats, an exact solver, a human-style logical solver, the
//! rater, the generator and the game model (moves, undo).
//!
//! ```
//! use sudoku_engine::{Digit, Grid, Layout, Puzzle};
//!
//! let layout = Layout::classic();
//! let mut givens = vec![None; layout.cell_count()];
//! givens[0] = Digit::new(5);
//! let puzzle = Puzzle::new(layout, givens).expect("no digit stands twice");
//! let grid = Grid::from_puzzle(&puzzle);
//! let r1c2 = puzzle.layout().cell(0, 1);
//! assert!(!grid.candidates(r1c2).contains(Digit::new(5).unwrap()));
//! ```

pub mod constraint;
pub mod daily;
pub mod digits;
pub mod error;
pub mod format;
pub mod game;
pub mod generate;
pub mod geometry;
pub mod grid;
pub mod logic;
pub mod rate;
pub mod render;
pub mod share;
pub mod solve;
pub mod transform;

pub use constraint::Constraint;
pub use digits::{Cell, Digit, DigitSet, MAX_SIZE};
pub use error::{ConstraintError, GeometryError, ParseError, PuzzleError};
pub use geometry::{BoxShape, Cage, Geometry, House, HouseId, HouseKind, Layout, Variant, VariantKind};
pub use grid::{Grid, Puzzle};
pub use logic::{solve_logically, Deduction, LogicalSolution, Strategy};
pub use rate::{rate, Level, Rating};
