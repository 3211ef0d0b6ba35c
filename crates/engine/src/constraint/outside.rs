//! Clues outside the grid: their place on the frame and the cells they look at.

use serde::{Deserialize, Serialize};

use crate::digits::Cell;

/// A place on the frame around the grid, in the f-puzzles way: rows and columns count
/// from 1 inside the grid, so row 0 is above it, row `size + 1` below, column 0 to its
/// left and column `size + 1` to its right (`R0C3` sits above column 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Outside {
    pub row: usize,
    pub column: usize,
}

/// Where a little killer's diagonal runs from its clue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Direction {
    UpLeft,
    UpRight,
    DownLeft,
    DownRight,
}

impl Direction {
    pub const ALL: [Direction; 4] = [Direction::UpLeft, Direction::UpRight, Direction::DownLeft, Direction::DownRight];

    /// The step in rows and columns.
    pub fn step(self) -> (isize, isize) {
        match self {
            Direction::UpLeft => (-1, -1),
            Direction::UpRight => (-1, 1),
            Direction::DownLeft => (1, -1),
            Direction::DownRight => (1, 1),
        }
    }

    /// f-puzzles' name: `UL`, `UR`, `DL`, `DR`.
    pub fn code(self) -> &'static str {
        match self {
            Direction::UpLeft => "UL",
            Direction::UpRight => "UR",
            Direction::DownLeft => "DL",
            Direction::DownRight => "DR",
        }
    }

    /// The direction of an f-puzzles name, in any case.
    pub fn from_code(code: &str) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| d.code().eq_ignore_ascii_case(code.trim()))
    }
}

impl Outside {
    /// Whether the place lies on the frame of a board of `size` (corners included).
    pub fn on_frame(self, size: usize) -> bool {
        let edge = |i: usize| i == 0 || i == size + 1;
        self.row <= size + 1 && self.column <= size + 1 && (edge(self.row) || edge(self.column))
    }

    /// The cells of the row or column the clue faces, nearest first; `None` in a corner
    /// or off the frame.
    pub fn line(self, size: usize) -> Option<Vec<Cell>> {
        self.line_cells(size).map(Iterator::collect)
    }

    /// [`Outside::line`] without a vector: the rules' checks walk it at every step of a
    /// search.
    pub fn line_cells(self, size: usize) -> Option<impl ExactSizeIterator<Item = Cell> + Clone> {
        if !self.on_frame(size) {
            return None;
        }
        let inside = |i: usize| (1..=size).contains(&i);
        let (start, step) = if inside(self.column) {
            let column = self.column - 1;
            if self.row == 0 {
                (column, size as isize)
            } else {
                ((size - 1) * size + column, -(size as isize))
            }
        } else if inside(self.row) {
            let row = self.row - 1;
            if self.column == 0 {
                (row * size, 1)
            } else {
                (row * size + size - 1, -1)
            }
        } else {
            return None;
        };
        Some((0..size).map(move |k| Cell::new(start.wrapping_add_signed(k as isize * step))))
    }

    /// The cells from the clue along `direction`, nearest first (none when it points away).
    pub fn ray(self, size: usize, direction: Direction) -> Vec<Cell> {
        self.ray_cells(size, direction).collect()
    }

    /// [`Outside::ray`] without a vector.
    pub fn ray_cells(self, size: usize, direction: Direction) -> impl Iterator<Item = Cell> + Clone {
        let (dr, dc) = direction.step();
        let inside = move |i: isize| (1..=size as isize).contains(&i);
        let on_frame = self.on_frame(size);
        let first = (self.row as isize + dr, self.column as isize + dc);
        std::iter::successors(Some(first), move |&(row, column)| Some((row + dr, column + dc)))
            .take_while(move |&(row, column)| on_frame && inside(row) && inside(column))
            .map(move |(row, column)| Cell::new((row as usize - 1) * size + column as usize - 1))
    }

    /// `r0c3`, as the errors name a place.
    pub fn name(self) -> String {
        format!("r{}c{}", self.row, self.column)
    }
}
