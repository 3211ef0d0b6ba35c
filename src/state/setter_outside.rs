//! Clues beside the grid in setup: a press on the frame (or Enter on a cell of the grid's
//! edge) chooses a place facing a row or column, or for a little killer a diagonal, and
//! the keys type the clue's number there. The way a little killer runs is taken from where
//! in its place the frame was pressed; the engine makes and checks the clue.

use sudoku_engine::constraint::{Direction as Diagonal, Outside};
use sudoku_engine::game::{backspaced_sum, outside_value, typed_sum, OutsideKind, Placement};
use sudoku_engine::Cell;

use super::AppState;

/// The diagonals from `clue` into a board of `size` (none point away from the grid), the
/// one nearest the corner of the place pressed at `at` (0 to 1 across it) first.
fn diagonals_from(clue: Outside, size: usize, (x, y): (f64, f64)) -> Vec<Diagonal> {
    let wanted = (if y < 0.5 { -1 } else { 1 }, if x < 0.5 { -1 } else { 1 });
    let mut into: Vec<Diagonal> = Diagonal::ALL.into_iter().filter(|&d| !clue.ray(size, d).is_empty()).collect();
    let near = |d: &Diagonal| {
        let (dr, dc) = d.step();
        usize::from(dr != wanted.0) + usize::from(dc != wanted.1)
    };
    into.sort_by_key(near);
    into
}

/// The places beside the grid next to `cell` (on the grid's edge) whose clue starts there,
/// each with the way a little killer from it runs (`None` for a row's or column's clue).
fn places_beside(cell: Cell, size: usize, diagonal: bool) -> Vec<(Outside, Option<Diagonal>)> {
    let (row, column) = (cell.index() / size + 1, cell.index() % size + 1);
    if !diagonal {
        return [
            (row == 1).then_some(Outside { row: 0, column }),
            (column == size).then_some(Outside { row, column: size + 1 }),
            (row == size).then_some(Outside { row: size + 1, column }),
            (column == 1).then_some(Outside { row, column: 0 }),
        ]
        .into_iter()
        .flatten()
        .map(|place| (place, None))
        .collect();
    }
    Diagonal::ALL
        .into_iter()
        .filter_map(|d| {
            let (dr, dc) = d.step();
            let place = Outside { row: row.checked_add_signed(-dr)?, column: column.checked_add_signed(-dc)? };
            let on_frame = place.row == 0 || place.column == 0 || place.row == size + 1 || place.column == size + 1;
            (on_frame && place.row <= size + 1 && place.column <= size + 1 && clue_starts(place, size, d, cell))
                .then_some((place, Some(d)))
        })
        .collect()
}

fn clue_starts(place: Outside, size: usize, diagonal: Diagonal, cell: Cell) -> bool {
    place.ray(size, diagonal).first() == Some(&cell)
}

impl AppState {
    /// The clue the tool in hand writes beside the grid, if it writes one, running the
    /// way chosen for a little killer.
    fn outside_kind(&self) -> Option<OutsideKind> {
        self.setter.tool.outside_kind(self.setter.diagonal.unwrap_or(Diagonal::DownRight))
    }

    /// With a tool for clues beside the grid in setup: the frame is pressable, and this is
    /// the place chosen, if any.
    pub fn frame_for_setter(&self) -> Option<Option<Outside>> {
        (self.is_setting() && self.outside_kind().is_some()).then_some(self.setter.outside)
    }

    /// True when the frame's corners are pressable too: a little killer's diagonal may
    /// start there.
    pub fn frame_corners(&self) -> bool {
        self.is_setting() && self.setter.tool.placed_by(Placement::FrameDiagonal)
    }

    /// True when the keys type the number of a clue beside the grid rather than givens.
    pub fn typing_outside(&self) -> bool {
        self.is_setting() && self.outside_kind().is_some() && self.setter.outside.is_some()
    }

    /// A press on the frame at `at` within the place (0 to 1 across it) with a tool for
    /// clues beside the grid: the place is chosen, and for a little killer the diagonal
    /// nearest the corner pressed.
    pub(super) fn press_outside(&mut self, clue: Outside, at: (f64, f64)) {
        if !self.is_setting() || self.outside_kind().is_none() {
            return;
        }
        let diagonal = if self.setter.tool.placed_by(Placement::FrameDiagonal) {
            let size = self.game.puzzle().layout().size();
            match diagonals_from(clue, size, at).first() {
                Some(&d) => Some(d),
                None => {
                    self.message = Some("No diagonal starts there: press beside a cell of the grid.".into());
                    return;
                }
            }
        } else {
            None
        };
        self.choose_outside(clue, diagonal);
    }

    fn choose_outside(&mut self, clue: Outside, diagonal: Option<Diagonal>) {
        let size = self.game.puzzle().layout().size();
        self.setter.outside = Some(clue);
        self.setter.diagonal = diagonal;
        self.setter.typed = None;
        self.selection = match diagonal {
            Some(d) => clue.ray(size, d),
            None => clue.line(size).unwrap_or_default(),
        };
        self.message = Some(format!("Type the {}'s number.", self.setter.tool.name().to_ascii_lowercase()));
    }

    /// A digit key (0 to 9) while a place beside the grid is chosen: its number goes on.
    pub(super) fn type_outside_digit(&mut self, digit: u8) {
        let (Some(kind), Some(clue)) = (self.outside_kind(), self.setter.outside) else { return };
        if digit > 9 {
            self.message = Some("A clue's number is typed with the digits 0 to 9.".into());
            return;
        }
        let so_far = self.setter.typed.or_else(|| outside_value(self.game.puzzle().constraints(), kind, clue));
        match typed_sum(so_far, digit) {
            Some(value) => self.set_outside(kind, clue, Some(value)),
            None => self.message = Some("That number is too long.".into()),
        }
    }

    /// Gives the clue chosen `value`; refused where there is no clue yet, it is kept as
    /// typed (a 4 on the way to 45), and the status line says why.
    fn set_outside(&mut self, kind: OutsideKind, clue: Outside, value: Option<u16>) {
        let done = self.setter_edit(|history, game| history.set_outside(game, kind, clue, value));
        let none_yet = outside_value(self.game.puzzle().constraints(), kind, clue).is_none();
        self.setter.typed = value.filter(|_| !done && none_yet);
    }

    /// Backspace while a place beside the grid is chosen: its number loses its last digit.
    pub(super) fn backspace_outside(&mut self) {
        let (Some(kind), Some(clue)) = (self.outside_kind(), self.setter.outside) else { return };
        let so_far = self.setter.typed.or_else(|| outside_value(self.game.puzzle().constraints(), kind, clue));
        self.set_outside(kind, clue, backspaced_sum(so_far));
    }

    /// Chooses the place beside the grid next to `cell`, on the grid's edge (for a little
    /// killer, one whose diagonal starts at `cell`); pressed again, the next place there.
    pub(super) fn choose_outside_beside(&mut self, cell: Cell) {
        let size = self.game.puzzle().layout().size();
        let diagonal = self.setter.tool.placed_by(Placement::FrameDiagonal);
        let places = places_beside(cell, size, diagonal);
        let chosen = self.setter.outside.map(|place| (place, self.setter.diagonal));
        let next = match chosen.and_then(|chosen| places.iter().position(|&p| p == chosen)) {
            Some(i) => places[(i + 1) % places.len()],
            None => match places.first() {
                Some(&place) => place,
                None => {
                    self.message =
                        Some("This clue sits beside the grid: move to a cell on the grid's edge, then Enter.".into());
                    return;
                }
            },
        };
        self.choose_outside(next.0, next.1);
        self.selection.retain(|&c| c != cell);
        self.selection.push(cell);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_little_killer_runs_towards_the_corner_pressed_and_never_away_from_the_grid() {
        let top = Outside { row: 0, column: 3 };
        assert_eq!(diagonals_from(top, 9, (0.8, 0.8))[0], Diagonal::DownRight);
        assert_eq!(diagonals_from(top, 9, (0.2, 0.2))[0], Diagonal::DownLeft);
        let corner = Outside { row: 0, column: 0 };
        assert_eq!(diagonals_from(corner, 9, (0.1, 0.1)), vec![Diagonal::DownRight]);
        assert!(diagonals_from(Outside { row: 0, column: 1 }, 9, (0.1, 0.9)).iter().all(|&d| d == Diagonal::DownRight));
    }

    #[test]
    fn the_places_beside_a_corner_cell_start_its_diagonals() {
        let places = places_beside(Cell::new(0), 9, true);
        assert!(places.contains(&(Outside { row: 0, column: 0 }, Some(Diagonal::DownRight))));
        assert!(places.contains(&(Outside { row: 0, column: 2 }, Some(Diagonal::DownLeft))));
        assert!(places.contains(&(Outside { row: 2, column: 0 }, Some(Diagonal::UpRight))));
        assert_eq!(places_beside(Cell::new(40), 9, true), Vec::new());
        assert_eq!(places_beside(Cell::new(0), 9, false).len(), 2);
    }
}
