//! What the keys type in setup into what the setter chose: a killer cage's sum, a
//! quadruple's digits, a cell's given pencil marks. The engine checks each number.

use sudoku_engine::game::{backspaced_sum, cage_sum, pencil_mark_digits, typed_sum, Placement};
use sudoku_engine::Cell;

use super::AppState;

impl AppState {
    /// True when the keys type the sum of a cage rather than givens.
    pub fn typing_cage_sum(&self) -> bool {
        self.is_setting() && self.setter.tool.placed_by(Placement::Cage) && self.setter.cage.is_some()
    }

    /// True when the keys type the digits of a quadruple rather than givens.
    pub fn typing_quadruple(&self) -> bool {
        self.is_setting() && self.setter.tool.placed_by(Placement::Corner) && self.setter.quadruple.is_some()
    }

    /// A digit key while a corner is chosen: the quadruple there gains the digit.
    pub(super) fn type_quadruple_digit(&mut self, digit: u8) {
        let Some(cells) = self.setter.quadruple else { return };
        self.setter_edit(|history, game| history.type_quadruple(game, cells, digit));
    }

    /// Backspace while a corner is chosen: its quadruple loses a digit.
    pub(super) fn backspace_quadruple(&mut self) {
        let Some(cells) = self.setter.quadruple else { return };
        self.setter_edit(|history, game| history.backspace_quadruple(game, cells));
    }

    /// A digit key (0 to 9) while a cage is chosen: the sum goes on with it.
    pub(super) fn type_cage_digit(&mut self, digit: u8) {
        let Some(cage) = self.setter.cage.clone() else { return };
        if digit > 9 {
            self.message = Some("A cage's sum is typed with the digits 0 to 9.".into());
            return;
        }
        let so_far = self.setter.typed.or_else(|| self.sum_of_cage(&cage));
        match typed_sum(so_far, digit) {
            Some(sum) => self.set_cage_sum(&cage, Some(sum)),
            None => self.message = Some("That sum is too long.".into()),
        }
    }

    /// Backspace while a cage is chosen: its sum loses its last digit.
    pub(super) fn backspace_cage_sum(&mut self) {
        let Some(cage) = self.setter.cage.clone() else { return };
        let so_far = self.setter.typed.or_else(|| self.sum_of_cage(&cage));
        self.set_cage_sum(&cage, backspaced_sum(so_far));
    }

    /// The sum typed so far when it is too small for the chosen cage yet, with the cage's
    /// first cell, where the board writes it.
    pub fn typed_cage_sum(&self) -> Option<(Cell, u16)> {
        let typed = self.setter.typed?;
        let anchor = self.setter.cage.as_ref()?.iter().min().copied()?;
        Some((anchor, typed))
    }

    fn sum_of_cage(&self, cage: &[Cell]) -> Option<u16> {
        let puzzle = self.game.puzzle();
        cage_sum(puzzle.layout(), puzzle.constraints(), cage).flatten()
    }

    /// Gives the chosen cage `sum`; one too small for it yet is kept as typed, the cage
    /// without a sum, and the status line says why.
    fn set_cage_sum(&mut self, cage: &[Cell], sum: Option<u16>) {
        let mut refused = None;
        self.setter_edit(|history, game| {
            history.set_cage_sum(game, cage, sum).or_else(|error| {
                if !error.sum_may_grow() {
                    return Err(error);
                }
                refused = Some(error.to_string());
                history.set_cage_sum(game, cage, None)
            })
        });
        if let Some(why) = refused {
            self.setter.typed = sum;
            self.message = Some(why);
        } else if self.setter.cage.is_some() && self.sum_of_cage(cage) == sum {
            self.setter.typed = None;
        }
    }

    /// True when the keys type the given pencil marks of a cell rather than givens.
    pub fn typing_pencil(&self) -> bool {
        self.is_setting() && self.setter.tool.placed_by(Placement::CellDigits) && self.setter.pencil.is_some()
    }

    /// Chooses `cell`, whose given pencil marks the keys then type.
    pub(super) fn choose_pencil(&mut self, cell: Cell) {
        self.setter.pencil = Some(cell);
        self.selection = vec![cell];
        let digits = pencil_mark_digits(self.game.puzzle().constraints(), cell);
        self.message = Some(if digits.is_empty() {
            "Type the digits this cell may hold.".into()
        } else {
            "Type a digit to add it or take it off, or Backspace.".into()
        });
    }

    /// A digit key while a cell is chosen for pencil marks: the digit goes on, or off.
    pub(super) fn type_pencil_digit(&mut self, digit: u8) {
        let Some(cell) = self.setter.pencil else { return };
        self.setter_edit(|history, game| history.type_pencil_mark(game, cell, digit));
    }

    /// Backspace while a cell is chosen for pencil marks: its largest digit goes.
    pub(super) fn backspace_pencil(&mut self) {
        let Some(cell) = self.setter.pencil else { return };
        self.setter_edit(|history, game| history.backspace_pencil_mark(game, cell));
    }
}
