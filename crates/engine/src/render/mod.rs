//! Pictures of a board: what each cell shows ([`CellInk`]) gathered from a puzzle, a
//! player's board, a solution or a position of the logical solver, and written as SVG
//! ([`BoardImage::svg`]) for the app's image downloads and printed sheets and for
//! `sudoku explain --svg`.
//!
//! Every board from 4x4 to 30x30 is drawn the same way: thin lines between cells, thick
//! lines wherever two neighbours lie in different boxes (or jigsaw regions), the X
//! diagonals as lines, colour groups as pale tints, killer cages as dashed outlines inside
//! their cells with the sum in the first cell's corner, variant constraints where the app's
//! board draws them ([`constraints`]) in inks that print in black and white, with a frame
//! one cell wide for clues outside the grid. Coordinates are whole numbers: a cell is
//! [`CELL`] units wide.

mod cages;
pub mod constraints;
mod draw;
mod drawing;
mod marks;
#[cfg(test)]
mod marks_tests;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::constraint::Constraint;
use crate::digits::{Digit, DigitSet};
use crate::error::ConstraintError;
use crate::format::Alphabet;
use crate::game::{Board, Colour};
use crate::grid::{Grid, Puzzle};
use crate::logic::Deduction;
use crate::Layout;

pub use drawing::CELL;
pub use drawing::{
    line_ends, points, Drawing, Paint, Shape, Stroke, Style, BOARD_FILL, CAGE_INK, FRAME_INK, SUM_HALO, SUM_SIZE, THICK,
};

/// What a picture of a player's board includes besides the digits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Show {
    /// Corner and centre marks.
    pub marks: bool,
    /// The colours the player painted.
    pub colours: bool,
}

/// How a cell is shaded by a deduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Focus {
    /// A cell of the pattern that justifies the step.
    Pattern,
    /// A cell the step places a digit in or removes candidates from.
    Target,
}

/// What one cell shows.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CellInk {
    pub value: Option<Digit>,
    /// The value is a given (drawn bold and black; a player's digit is blue).
    pub given: bool,
    pub corner: DigitSet,
    pub centre: DigitSet,
    /// Candidates, each at its own place in a small grid (the logical solver's view).
    pub candidates: DigitSet,
    /// Candidates a deduction removes (drawn red).
    pub removed: DigitSet,
    /// The digit a deduction places here (drawn green among the candidates).
    pub placed: Option<Digit>,
    pub colour: Option<Colour>,
    pub focus: Option<Focus>,
}

/// A board to draw: its layout, the ink of every cell (row-major), its title and the
/// puzzle's variant constraints. Serializes as `{ layout, cells, title, constraints }`
/// (`constraints` only when there are some); reading it back checks that there is one
/// cell's ink per cell of the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "ImageData")]
pub struct BoardImage {
    layout: Layout,
    /// The board's alphabet, from its size.
    #[serde(skip)]
    symbols: Vec<char>,
    cells: Vec<CellInk>,
    title: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    constraints: Vec<Constraint>,
}

impl BoardImage {
    /// The puzzle alone: its givens.
    pub fn of_puzzle(puzzle: &Puzzle) -> BoardImage {
        let cells =
            puzzle.givens().iter().map(|&value| CellInk { value, given: value.is_some(), ..CellInk::default() });
        BoardImage::new(puzzle, cells.collect())
    }

    /// The answer of a puzzle: its givens, and the other digits of `solution` as written in.
    pub fn of_solution(puzzle: &Puzzle, solution: &[Digit]) -> BoardImage {
        let mut image = BoardImage::of_puzzle(puzzle);
        for (ink, &digit) in image.cells.iter_mut().zip(solution) {
            ink.value = Some(digit);
        }
        image
    }

    /// A player's board: givens and written digits, and the marks and colours `show` asks for.
    pub fn of_board(puzzle: &Puzzle, board: &Board, show: Show) -> BoardImage {
        let cells = puzzle.layout().cells().map(|cell| {
            let value = board.value(cell);
            let marks = show.marks && value.is_none();
            CellInk {
                value,
                given: puzzle.given(cell).is_some(),
                corner: if marks { board.corner_marks(cell) } else { DigitSet::EMPTY },
                centre: if marks { board.centre_marks(cell) } else { DigitSet::EMPTY },
                colour: board.colour(cell).filter(|_| show.colours),
                ..CellInk::default()
            }
        });
        BoardImage::new(puzzle, cells.collect())
    }

    /// A position of the logical solver: placed digits and every candidate, with the
    /// cells, placements and removals of `step` when given (the position before it).
    pub fn of_position(puzzle: &Puzzle, grid: &Grid, step: Option<&Deduction>) -> BoardImage {
        let mut cells: Vec<CellInk> = puzzle
            .layout()
            .cells()
            .map(|cell| {
                let value = grid.value(cell);
                CellInk {
                    value,
                    given: puzzle.given(cell).is_some(),
                    candidates: if value.is_none() { grid.candidates(cell) } else { DigitSet::EMPTY },
                    ..CellInk::default()
                }
            })
            .collect();
        if let Some(step) = step {
            for &cell in &step.cells {
                if let Some(ink) = cells.get_mut(cell.index()) {
                    ink.focus = Some(Focus::Pattern);
                }
            }
            let removed = step.eliminations.iter().map(|&(cell, digit)| (cell, digit, false));
            let placed = step.placements.iter().map(|&(cell, digit)| (cell, digit, true));
            for (cell, digit, placing) in removed.chain(placed) {
                let Some(ink) = cells.get_mut(cell.index()) else { continue };
                ink.focus = Some(Focus::Target);
                if placing {
                    ink.placed = Some(digit);
                } else {
                    ink.removed.insert(digit);
                }
            }
        }
        BoardImage::new(puzzle, cells)
    }

    fn new(puzzle: &Puzzle, cells: Vec<CellInk>) -> BoardImage {
        BoardImage::with_title(puzzle.layout().clone(), cells, None, puzzle.constraints().to_vec())
    }

    fn with_title(
        layout: Layout,
        cells: Vec<CellInk>,
        title: Option<String>,
        constraints: Vec<Constraint>,
    ) -> BoardImage {
        let size = layout.size();
        let title = title.unwrap_or_else(|| format!("Sudoku, {size}x{size} {}", layout.variant().name()));
        BoardImage { symbols: Alphabet::default_for(size).symbols().to_vec(), layout, cells, title, constraints }
    }

    /// The same picture under another title (the SVG's `<title>`, read by screen readers).
    pub fn titled(mut self, title: impl Into<String>) -> BoardImage {
        self.title = title.into();
        self
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The ink of every cell, row-major.
    pub fn cells(&self) -> &[CellInk] {
        &self.cells
    }

    pub fn title(&self) -> &str {
        &self.title
    }

    /// The puzzle's variant constraints, drawn over the board.
    pub fn constraints(&self) -> &[Constraint] {
        &self.constraints
    }

    /// The symbol that writes `digit` on this board.
    fn symbol(&self, digit: Digit) -> char {
        self.symbols.get(digit.index()).copied().unwrap_or('?')
    }
}

/// A picture as read, before its check.
#[derive(Deserialize)]
struct ImageData {
    layout: Layout,
    cells: Vec<CellInk>,
    title: String,
    #[serde(default)]
    constraints: Vec<Constraint>,
}

/// A picture read back that does not fit its board.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ImageError {
    #[error("the picture has {found} cells; its board has {expected}")]
    Cells { expected: usize, found: usize },
    #[error("the picture's {0}")]
    Constraint(#[from] ConstraintError),
}

impl TryFrom<ImageData> for BoardImage {
    type Error = ImageError;
    fn try_from(data: ImageData) -> Result<BoardImage, ImageError> {
        let (expected, found) = (data.layout.cell_count(), data.cells.len());
        if expected != found {
            return Err(ImageError::Cells { expected, found });
        }
        for constraint in &data.constraints {
            constraint.validate(&data.layout)?;
        }
        Ok(BoardImage::with_title(data.layout, data.cells, Some(data.title), data.constraints))
    }
}
