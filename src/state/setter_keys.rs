//! The setter's tools from the keyboard: the arrows choose cells (Shift extends the
//! selection, in order, as a path), Enter or Space puts the tool's constraint on them, and
//! a digit types the number the tool takes (a cage's sum, a quadruple's digits, a cell's
//! pencil marks, a clue beside the grid), each routed by how the tool is placed. What each gesture makes, or why it is refused, is the engine's, as
//! with the pointer.

use sudoku_engine::game::{cage_sum, nearest_corner, EraseAt, Placement};
use sudoku_engine::Cell;

use super::{AppState, Direction, Tool};

impl AppState {
    /// An arrow in setup with a drawing tool: the cursor moves (with Shift the path goes on,
    /// or back when it returns to the cell before), and a cage, corner or place chosen
    /// before is let go, so that digits no longer type into it.
    pub(super) fn setter_move(&mut self, direction: Direction, extend: bool) {
        self.setter.quadruple = None;
        self.setter.outside = None;
        self.setter.diagonal = None;
        self.setter.pencil = None;
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

    /// Enter (or Space) with a drawing tool: its constraint goes on the selected cells, by
    /// how the tool is placed.
    pub(super) fn setter_commit(&mut self) {
        let cells = self.selection.clone();
        let Some(&cursor) = cells.last() else {
            self.message = Some("Choose the cells first: the arrows move, Shift and an arrow extend.".into());
            return;
        };
        let tool = self.setter.tool;
        let Some(placement) = tool.placement() else {
            if tool == Tool::Erase {
                let at = match cells[..] {
                    [first, second] => EraseAt::Edge([first, second]),
                    _ => EraseAt::Cell(cursor),
                };
                self.setter_edit(|history, game| history.erase(game, at));
            }
            return;
        };
        match placement {
            Placement::Path | Placement::Region => {
                let Some(drawing) = tool.drawing(&cells) else { return };
                if self.setter_edit(|history, game| history.draw(game, &drawing)) {
                    self.selection = vec![cursor];
                }
            }
            Placement::Cage => match self.selected_cage() {
                Some(cage) => self.choose_cage_to_sum(cage),
                None => {
                    self.draw_cage(&cells);
                }
            },
            Placement::Edge => match tool.drawing(&cells).filter(|_| cells.len() == 2) {
                Some(dot) => {
                    if self.setter_edit(|history, game| history.draw(game, &dot)) {
                        self.selection = vec![cursor];
                    }
                }
                None => {
                    self.message = Some(
                        "This mark sits between two cells: select one, then Shift and an arrow to its neighbour."
                            .into(),
                    )
                }
            },
            Placement::Cell => self.draw_marks(&cells),
            Placement::Copy => self.copy_cells(cells),
            Placement::CellDigits => self.choose_pencil(cursor),
            Placement::Corner => self.choose_corner_of_selection(),
            Placement::Frame | Placement::FrameDiagonal => self.choose_outside_beside(cursor),
            Placement::Board => {
                self.message = Some("This rule holds on the whole board: press its tool to switch it.".into())
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
        match self.setter.tool.placement() {
            Some(Placement::Cage) => {
                let chosen = match self.selected_cage() {
                    Some(cage) => {
                        self.choose_cage_to_sum(cage);
                        true
                    }
                    None => self.draw_cage(&self.selection.clone()),
                };
                if chosen {
                    self.type_cage_digit(digit);
                }
            }
            Some(Placement::Corner) => {
                self.choose_corner_of_selection();
                self.type_quadruple_digit(digit);
            }
            Some(Placement::CellDigits) => {
                self.choose_pencil(cursor);
                self.type_pencil_digit(digit);
            }
            Some(Placement::Frame | Placement::FrameDiagonal) => {
                self.choose_outside_beside(cursor);
                self.type_outside_digit(digit);
            }
            _ => {
                self.message = Some(format!(
                    "{} takes no number: Enter draws it on the selected cells. Choose Givens to type digits.",
                    self.setter.tool.name()
                ))
            }
        }
    }

    /// The cage through the cursor that holds every selected cell: the one on exactly the
    /// selected cells if there is one, else the first.
    fn selected_cage(&self) -> Option<Vec<Cell>> {
        let mut selected = self.selection.clone();
        selected.sort_unstable();
        let holding: Vec<Vec<Cell>> = self
            .cages_through(self.cursor()?)
            .into_iter()
            .filter(|cage| selected.iter().all(|c| cage.contains(c)))
            .collect();
        holding.iter().find(|&cage| cage == &selected).or(holding.first()).cloned()
    }

    /// Chooses the cage on `cage`, whose sum the keys then type, and says so.
    pub(super) fn choose_cage_to_sum(&mut self, cage: Vec<Cell>) {
        let puzzle = self.game.puzzle();
        let sum = cage_sum(puzzle.layout(), puzzle.constraints(), &cage).flatten();
        self.choose_cage(Some(cage));
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
}
