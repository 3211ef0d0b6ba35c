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
        if !self.on_frame(size) {
            return None;
        }
        let inside = |i: usize| (1..=size).contains(&i);
        let at = |row: usize, column: usize| Cell::new(row * size + column);
        if inside(self.column) {
            let column = self.column - 1;
            let rows: Vec<usize> = if self.row == 0 { (0..size).collect() } else { (0..size).rev().collect() };
            return Some(rows.into_iter().map(|r| at(r, column)).collect());
        }
        if inside(self.row) {
            let row = self.row - 1;
            let columns: Vec<usize> = if self.column == 0 { (0..size).collect() } else { (0..size).rev().collect() };
            return Some(columns.into_iter().map(|c| at(row, c)).collect());
        }
        None
    }

    /// The cells from the clue along `direction`, nearest first (none when it points away).
    pub fn ray(self, size: usize, direction: Direction) -> Vec<Cell> {
        let mut cells = Vec::new();
        if !self.on_frame(size) {
            return cells;
        }
        let (dr, dc) = direction.step();
        let (mut row, mut column) = (self.row as isize + dr, self.column as isize + dc);
        let inside = |i: isize| (1..=size as isize).contains(&i);
        while inside(row) && inside(column) {
            cells.push(Cell::new((row as usize - 1) * size + column as usize - 1));
            row += dr;
            column += dc;
        }
        cells
    }

    /// `r0c3`, as the errors name a place.
    pub fn name(self) -> String {
        format!("r{}c{}", self.row, self.column)
    }
}
