//! One undo line for setup: the digits the setter types (the game's own history) and the
//! constraints the setter draws or erases (the whole list before and after, swapped on
//! undo and redo), in the order they were made.

use super::{with_drawing, without, Drawing, EraseAt, SetterError};
use crate::constraint::Constraint;
use crate::game::{Game, Move, MoveError, Played, Rules};

/// What one setup step changed.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Step {
    /// A move of the digits, kept in the game's history.
    Digits,
    /// The constraint list as it was on the other side of this step.
    Constraints(Vec<Constraint>),
}

/// The order of setup's steps, for undo and redo.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SetupHistory {
    undo: Vec<Step>,
    redo: Vec<Step>,
}

impl SetupHistory {
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Plays a move of the digits as one step; on an error nothing changes.
    pub fn play(&mut self, game: &mut Game, mv: &Move, rules: &Rules) -> Result<Played, MoveError> {
        let played = game.play(mv, rules)?;
        if !played.delta.is_empty() {
            self.record(Step::Digits);
        }
        Ok(played)
    }

    /// Adds what the setter drew as one step; on an error nothing changes.
    pub fn draw(&mut self, game: &mut Game, drawing: &Drawing) -> Result<(), SetterError> {
        let constraints = with_drawing(game.puzzle().layout(), game.puzzle().constraints(), drawing)?;
        self.swap_in(game, constraints)
    }

    /// Erases the constraints at `at` as one step; on an error nothing changes.
    pub fn erase(&mut self, game: &mut Game, at: EraseAt) -> Result<(), SetterError> {
        let constraints = without(game.puzzle().layout(), game.puzzle().constraints(), at)?;
        self.swap_in(game, constraints)
    }

    /// Undoes the last step; false when there was none.
    pub fn undo(&mut self, game: &mut Game) -> bool {
        let Some(step) = self.undo.pop() else { return false };
        let back = Self::replay(game, step, true);
        self.redo.push(back);
        true
    }

    /// Redoes the last undone step; false when there was none.
    pub fn redo(&mut self, game: &mut Game) -> bool {
        let Some(step) = self.redo.pop() else { return false };
        let back = Self::replay(game, step, false);
        self.undo.push(back);
        true
    }

    fn swap_in(&mut self, game: &mut Game, constraints: Vec<Constraint>) -> Result<(), SetterError> {
        let before = game.replace_constraints(constraints)?;
        self.record(Step::Constraints(before));
        Ok(())
    }

    fn record(&mut self, step: Step) {
        self.redo.clear();
        self.undo.push(step);
    }

    /// Plays `step` backwards (`undo`) or forwards; returns the step that reverses it.
    fn replay(game: &mut Game, step: Step, undo: bool) -> Step {
        match step {
            Step::Digits => {
                if undo {
                    game.undo();
                } else {
                    game.redo();
                }
                Step::Digits
            }
            // A list the puzzle held before always stands again; should it not, it stays.
            Step::Constraints(list) => match game.replace_constraints(list.clone()) {
                Ok(other) => Step::Constraints(other),
                Err(_) => Step::Constraints(list),
            },
        }
    }
}
