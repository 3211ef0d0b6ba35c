//! Moving the selection around the board with the arrow keys (or WASD).

use sudoku_engine::{Cell, Layout};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

impl Direction {
    /// The neighbouring cell, wrapping around the edges of the board.
    pub fn step(self, layout: &Layout, from: Cell) -> Cell {
        let n = layout.size();
        let (row, column) = (layout.row(from), layout.column(from));
        let (row, column) = match self {
            Direction::Up => ((row + n - 1) % n, column),
            Direction::Down => ((row + 1) % n, column),
            Direction::Left => (row, (column + n - 1) % n),
            Direction::Right => (row, (column + 1) % n),
        };
        layout.cell(row, column)
    }
}
