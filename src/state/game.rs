//! The game on screen: the puzzle, the player's board (from the engine) and the selection.

use std::rc::Rc;

use sudoku_engine::game::{apply, Board, Move};
use sudoku_engine::{Cell, Digit, Puzzle};
use yew::Reducible;

use super::Direction;

#[derive(Clone, Debug, PartialEq)]
pub struct GameState {
    pub puzzle: Rc<Puzzle>,
    pub board: Board,
    pub selected: Option<Cell>,
    /// Why the last action was refused, for the status line.
    pub message: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    Select(Cell),
    Enter(Digit),
    Erase,
    MoveSelection(Direction),
}

impl GameState {
    pub fn new(puzzle: Puzzle) -> GameState {
        let board = Board::new(&puzzle);
        GameState { puzzle: Rc::new(puzzle), board, selected: None, message: None }
    }

    fn play(&self, mv: impl FnOnce(Cell) -> Move) -> GameState {
        let Some(cell) = self.selected else { return self.clone() };
        match apply(&self.puzzle, &self.board, &mv(cell)) {
            Ok(board) => GameState { board, message: None, ..self.clone() },
            Err(error) => GameState { message: Some(error.to_string()), ..self.clone() },
        }
    }
}

impl Reducible for GameState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let next = match action {
            Action::Select(cell) => GameState { selected: Some(cell), message: None, ..(*self).clone() },
            Action::Enter(digit) => self.play(|cell| Move::Place { cell, digit }),
            Action::Erase => self.play(|cell| Move::Erase { cell }),
            Action::MoveSelection(direction) => {
                let from = self.selected.unwrap_or(Cell(0));
                let to = if self.selected.is_some() { direction.step(self.puzzle.layout(), from) } else { from };
                GameState { selected: Some(to), ..(*self).clone() }
            }
        };
        Rc::new(next)
    }
}
