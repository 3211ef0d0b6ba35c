//! One undo line for setup: the digits the setter types (the game's own history) and the
//! constraints and killer cages the setter draws or erases (the whole layout and
//! constraint list before and after, swapped on undo and redo), in the order they were
//! made. The line is kept in the game ([`Game::edit_setup`]), so it is saved with it.

use serde::{Deserialize, Serialize};

use super::{
    erased, with_cage, with_cage_sum, with_drawing, with_outside_value, with_pencil_mark_digit, with_quadruple_digit,
    without_pencil_mark_digit, without_quadruple_digit, Drawing, EraseAt, OutsideKind, SetterError,
};
use crate::constraint::{Constraint, Outside};
use crate::digits::Cell;
use crate::game::{setup_puzzle, Game, Move, MoveError, Played, Rules};
use crate::geometry::Layout;

/// What one setup step changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Step {
    /// A move of the digits, kept in the game's history.
    Digits,
    /// The layout (its cages) and the constraint list as they were on the other side of
    /// this step.
    Drawn(Layout, Vec<Constraint>),
}

/// The order of setup's steps, for undo and redo.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupHistory {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    undo: Vec<Step>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    redo: Vec<Step>,
}

impl SetupHistory {
    /// True when there is nothing to undo or redo.
    pub fn is_empty(&self) -> bool {
        self.undo.is_empty() && self.redo.is_empty()
    }

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
        self.swap_in(game, game.puzzle().layout().clone(), constraints)
    }

    /// Adds a killer cage of `cells` (no sum yet) as one step; on an error nothing changes.
    pub fn draw_cage(&mut self, game: &mut Game, cells: &[Cell]) -> Result<(), SetterError> {
        let (layout, constraints) = with_cage(game.puzzle().layout(), game.puzzle().constraints(), cells)?;
        self.swap_in(game, layout, constraints)
    }

    /// Gives the cage on `cells` the sum `sum` (none: no sum) as one step; the same sum
    /// again is no step. On an error nothing changes.
    pub fn set_cage_sum(&mut self, game: &mut Game, cells: &[Cell], sum: Option<u16>) -> Result<(), SetterError> {
        let puzzle = game.puzzle();
        let (layout, constraints) = with_cage_sum(puzzle.layout(), puzzle.constraints(), cells, sum)?;
        if &layout == puzzle.layout() && constraints == puzzle.constraints() {
            return Ok(());
        }
        self.swap_in(game, layout, constraints)
    }

    /// Adds `digit` to the quadruple on `cells` (made when there is none) as one step; on
    /// an error nothing changes.
    pub fn type_quadruple(&mut self, game: &mut Game, cells: [Cell; 4], digit: u8) -> Result<(), SetterError> {
        let constraints = with_quadruple_digit(game.puzzle().layout(), game.puzzle().constraints(), cells, digit)?;
        self.swap_in(game, game.puzzle().layout().clone(), constraints)
    }

    /// Takes the last digit off the quadruple on `cells` as one step; on an error nothing
    /// changes.
    pub fn backspace_quadruple(&mut self, game: &mut Game, cells: [Cell; 4]) -> Result<(), SetterError> {
        let constraints = without_quadruple_digit(game.puzzle().layout(), game.puzzle().constraints(), cells)?;
        self.swap_in(game, game.puzzle().layout().clone(), constraints)
    }

    /// Adds `digit` to the pencil marks given in `cell` (or takes it off when it is there)
    /// as one step; on an error nothing changes.
    pub fn type_pencil_mark(&mut self, game: &mut Game, cell: Cell, digit: u8) -> Result<(), SetterError> {
        let constraints = with_pencil_mark_digit(game.puzzle().layout(), game.puzzle().constraints(), cell, digit)?;
        self.swap_in(game, game.puzzle().layout().clone(), constraints)
    }

    /// Takes the largest digit off the pencil marks given in `cell` as one step; on an
    /// error nothing changes.
    pub fn backspace_pencil_mark(&mut self, game: &mut Game, cell: Cell) -> Result<(), SetterError> {
        let constraints = without_pencil_mark_digit(game.puzzle().layout(), game.puzzle().constraints(), cell)?;
        self.swap_in(game, game.puzzle().layout().clone(), constraints)
    }

    /// Gives the clue of `kind` at `clue` the number `value` (none: the clue goes) as one
    /// step; the same number again is no step. On an error nothing changes.
    pub fn set_outside(
        &mut self,
        game: &mut Game,
        kind: OutsideKind,
        clue: Outside,
        value: Option<u16>,
    ) -> Result<(), SetterError> {
        let constraints = with_outside_value(game.puzzle().layout(), game.puzzle().constraints(), kind, clue, value)?;
        if constraints == game.puzzle().constraints() {
            return Ok(());
        }
        self.swap_in(game, game.puzzle().layout().clone(), constraints)
    }

    /// Erases what lies at `at` (constraints, a cage) as one step; on an error nothing changes.
    pub fn erase(&mut self, game: &mut Game, at: EraseAt) -> Result<(), SetterError> {
        let (layout, constraints) = erased(game.puzzle().layout(), game.puzzle().constraints(), at)?;
        self.swap_in(game, layout, constraints)
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

    /// Puts in `layout` and `constraints`. New cages make cage mates of cells that were
    /// not peers, so the setter's digits are checked against them too.
    fn swap_in(&mut self, game: &mut Game, layout: Layout, constraints: Vec<Constraint>) -> Result<(), SetterError> {
        let cages_changed = layout.cages() != game.puzzle().layout().cages();
        let (layout_before, before) = game.replace_drawn(layout, constraints)?;
        if cages_changed {
            if let Err(error) = setup_puzzle(game) {
                // The list the puzzle held a moment ago stands again.
                let _ = game.replace_drawn(layout_before, before);
                return Err(error.into());
            }
        }
        self.record(Step::Drawn(layout_before, before));
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
            Step::Drawn(layout, list) => match game.replace_drawn(layout.clone(), list.clone()) {
                Ok((layout, other)) => Step::Drawn(layout, other),
                Err(_) => Step::Drawn(layout, list),
            },
        }
    }
}
