//! The setter's tools from the keyboard: the arrows choose cells (Shift extends the
//! selection, in order, as a path), Enter or Space puts the tool's constraint on them, and
//! a digit types the number the tool takes (a cage's sum, a quadruple's digits, a clue
//! beside the grid). What each gesture makes, or why it is refused, is the engine's, as
//! with the pointer.

use sudoku_engine::constraint::Outside;
use sudoku_engine::game::{nearest_corner, EraseAt};
use sudoku_engine::Cell;

use super::{AppState, Direction, Tool};

impl AppState {
    /// An arrow in setup with a drawing tool: the cursor moves (with Shift the path goes on,
    /// or back when it returns to the cell before), and a cage, corner or place chosen
    /// before is let go, so that digits no longer type into it.
    pub(super) fn setter_move(&mut self, direction: Direction, extend: bool) {
        self.setter.quadruple = None;
        self.setter.outside = None;
        self.setter.cage = None;
        self.setter.typed = None;
        let layout = self.game.puzzle().layout();
        let back = match (self.cursor(), self.selection.len()) {
            (Some(from), n) if extend && n >= 2 => self.selection[n - 2] == direction.step(layout, from),
            _ => false,
        };
        if back {
            self.selection.pop();
        } else {
            self.move_cursor(direction, extend);
        }
    }

    /// Enter (or Space) with a drawing tool: its constraint goes on the selected cells.
    pub(super) fn setter_commit(&mut self) {
        let cells = self.selection.clone();
        let Some(&cursor) = cells.last() else {
            self.message = Some("Choose the cells first: the arrows move, Shift and an arrow extend.".into());
            return;
        };
        match self.setter.tool {
            Tool::Givens => {}
            Tool::Thermometer | Tool::Arrow | Tool::Renban | Tool::GermanWhispers => {
                let Some(line) = self.setter.tool.drawing(&cells) else { return };
                if self.setter_edit(|history, game| history.draw(game, &line)) {
                    self.selection = vec![cursor];
                }
            }
            Tool::Cage => match self.selected_cage() {
                Some(cell) => self.choose_cage_by_key(cell),
                None => {
                    self.draw_cage(&cells);
                }
            },
            Tool::WhiteDot | Tool::BlackDot | Tool::X | Tool::V => match self.setter.tool.drawing(&cells) {
                Some(dot) => {
                    if self.setter_edit(|history, game| history.draw(game, &dot)) {
                        self.selection = vec![cursor];
                    }
                }
                None => self.message = Some(
                    "A dot, an X or a V sits between two cells: select one, then Shift and an arrow to its neighbour."
                        .into(),
                ),
            },
            Tool::Quadruple => self.choose_corner_of_selection(),
            Tool::Sandwich | Tool::XSum | Tool::Skyscraper => self.choose_outside_beside(cursor),
            Tool::Erase => {
                let at = match cells[..] {
                    [first, second] => EraseAt::Edge([first, second]),
                    _ => EraseAt::Cell(cursor),
                };
                self.setter_edit(|history, game| history.erase(game, at));
            }
        }
    }

    /// A digit (0 to 9) typed in setup with a drawing tool and nothing chosen to type into
    /// yet: it goes where the tool takes a number, on the selected cells.
    pub(super) fn setter_digit(&mut self, digit: u8) {
        let Some(cursor) = self.cursor() else {
            self.message = Some("Select a cell first.".into());
            return;
        };
        match self.setter.tool {
            Tool::Cage => {
                let chosen = match self.selected_cage() {
                    Some(cell) => {
                        self.choose_cage_by_key(cell);
                        true
                    }
                    None => self.draw_cage(&self.selection.clone()),
                };
                if chosen {
                    self.type_cage_digit(digit);
                }
            }
            Tool::Quadruple => {
                self.choose_corner_of_selection();
                self.type_quadruple_digit(digit);
            }
            Tool::Sandwich | Tool::XSum | Tool::Skyscraper => {
                self.choose_outside_beside(cursor);
                self.type_outside_digit(digit);
            }
            tool => {
                self.message = Some(format!(
                    "{} takes no number: Enter draws it on the selected cells. Choose Givens to type digits.",
                    tool.name()
                ))
            }
        }
    }

    /// The cursor, when every selected cell is in the cursor's cage.
    fn selected_cage(&self) -> Option<Cell> {
        let layout = self.game.puzzle().layout();
        let cursor = self.cursor()?;
        let cage = layout.cage_of(cursor)?;
        self.selection.iter().all(|&c| layout.cage_of(c) == Some(cage)).then_some(cursor)
    }

    fn choose_cage_by_key(&mut self, cell: Cell) {
        let sum = self.game.puzzle().layout().cage_of(cell).and_then(|i| self.game.puzzle().layout().cages()[i].sum);
        self.choose_cage(Some(cell));
        self.message = Some(match sum {
            Some(_) => "Type the cage's new sum, or Backspace to take a digit off.".into(),
            None => "Type the cage's sum.".into(),
        });
    }

    /// The selected cells as the corner of a quadruple: four cells in a 2x2 square.
    fn choose_corner_of_selection(&mut self) {
        let layout = self.game.puzzle().layout();
        let top = self.selection.iter().map(|&c| layout.row(c)).min();
        let left = self.selection.iter().map(|&c| layout.column(c)).min();
        let corner = top.zip(left).and_then(|(row, column)| {
            let size = layout.size();
            (row + 1 < size && column + 1 < size)
                .then(|| nearest_corner(layout, layout.cell(row, column), 1.0, 1.0))
                .flatten()
        });
        let mut selected = self.selection.clone();
        selected.sort_unstable();
        selected.dedup();
        match corner.filter(|cells| {
            let mut square = cells.to_vec();
            square.sort_unstable();
            square == selected
        }) {
            Some(cells) => self.choose_corner(cells),
            None => {
                self.message = Some(
                    "A quadruple sits on the corner of four cells: select a 2x2 square with Shift and the arrows."
                        .into(),
                )
            }
        }
    }

    /// Chooses the place beside the grid next to `cell`, on the grid's edge; at a corner
    /// of the grid, pressed again, the other place beside it.
    fn choose_outside_beside(&mut self, cell: Cell) {
        let layout = self.game.puzzle().layout();
        let size = layout.size();
        let (row, column) = (layout.row(cell) + 1, layout.column(cell) + 1);
        let places: Vec<Outside> = [
            (row == 1).then_some(Outside { row: 0, column }),
            (column == size).then_some(Outside { row, column: size + 1 }),
            (row == size).then_some(Outside { row: size + 1, column }),
            (column == 1).then_some(Outside { row, column: 0 }),
        ]
        .into_iter()
        .flatten()
        .collect();
        let next = match self.setter.outside.and_then(|chosen| places.iter().position(|&p| p == chosen)) {
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
        self.press_outside(next);
        self.selection.retain(|&c| c != cell);
        self.selection.push(cell);
    }
}
