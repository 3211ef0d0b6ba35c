//! The setter's tools by pointer and touch: a press on a cell, a drag over cells and the
//! release, routed by how the tool in hand is placed (the engine's [`Placement`]). What
//! each gesture makes, or why it is refused, is the engine's.

use sudoku_engine::game::{cages_through, nearest_corner, nearest_edge, Drawing, EraseAt, Placement};
use sudoku_engine::Cell;

use super::{AppState, Tool};

/// How far from a cell's centre (a fraction of its side) a drag counts as going through
/// it: a diagonal past a corner crosses the two cells beside the corner farther out.
const MIDDLE: f64 = 0.38;

/// True when `at` (0 to 1 across a cell from its top left corner) is in the cell's middle,
/// where a drawn line goes through it.
pub fn in_middle((x, y): (f64, f64)) -> bool {
    (x - 0.5).hypot(y - 0.5) < MIDDLE
}

/// One step from `from` towards `to`.
fn step_towards(from: usize, to: usize) -> usize {
    match from.cmp(&to) {
        std::cmp::Ordering::Less => from + 1,
        std::cmp::Ordering::Equal => from,
        std::cmp::Ordering::Greater => from - 1,
    }
}

/// How close to an edge (a fraction of the cell) a press erases the dot there first.
const NEAR_EDGE: f64 = 0.25;

/// True for the placements whose cells are dragged over as an area (outlined while drawn).
fn by_area(placement: Option<Placement>) -> bool {
    matches!(placement, Some(Placement::Cage | Placement::Region | Placement::Copy))
}

impl AppState {
    /// Picks the cage on `cells` whose sum the keys type (none: no cage), and selects them.
    pub(super) fn choose_cage(&mut self, cells: Option<Vec<Cell>>) {
        if let Some(cells) = &cells {
            self.selection = cells.clone();
        }
        self.setter.cage = cells;
        self.setter.typed = None;
    }

    /// The cages through `cell`, each as its cells in order: the board's cage, then those
    /// drawn over it.
    pub(super) fn cages_through(&self, cell: Cell) -> Vec<Vec<Cell>> {
        let puzzle = self.game.puzzle();
        cages_through(puzzle.layout(), puzzle.constraints(), cell)
    }

    /// A press on a cell of cages: its first cage, or the next one through it when one of
    /// them is chosen already (cages that share the cell take turns).
    fn choose_cage_at(&mut self, cell: Cell) {
        let cages = self.cages_through(cell);
        let chosen = self.setter.cage.as_ref().and_then(|chosen| cages.iter().position(|c| c == chosen));
        let next = chosen.map_or(0, |i| (i + 1) % cages.len());
        if let Some(cage) = cages.into_iter().nth(next) {
            self.choose_cage_to_sum(cage);
        }
    }

    /// The line being drawn (empty while an area is drawn).
    pub fn line_path(&self) -> &[Cell] {
        if by_area(self.setter.tool.placement()) {
            &[]
        } else {
            &self.setter.path
        }
    }

    /// The cells of the area being drawn: a cage, a region, a clone's cells (empty while a
    /// line is drawn).
    pub fn cage_path(&self) -> &[Cell] {
        if by_area(self.setter.tool.placement()) {
            &self.setter.path
        } else {
            &[]
        }
    }

    /// A press on `cell` at (`x`, `y`) within it (0 to 1 from its top left corner).
    pub(super) fn setter_press(&mut self, cell: Cell, (x, y): (f64, f64)) {
        if cell.index() >= self.game.puzzle().layout().cell_count() {
            return;
        }
        let layout = self.game.puzzle().layout();
        let neighbour = nearest_edge(layout, cell, x, y);
        let tool = self.setter.tool;
        let Some(placement) = tool.placement() else {
            if tool == Tool::Erase {
                let near = [x, 1.0 - x, y, 1.0 - y].into_iter().fold(f64::MAX, f64::min) < NEAR_EDGE;
                let edge = neighbour.filter(|_| near).map(|other| [cell, other]);
                self.setter_edit(|history, game| history.erase(game, EraseAt::Near { cell, edge }));
            }
            return;
        };
        match placement {
            Placement::Path | Placement::Cage | Placement::Region | Placement::Copy => self.setter.path = vec![cell],
            Placement::Edge => match neighbour.and_then(|other| tool.drawing(&[cell, other])) {
                Some(dot) => {
                    self.setter_edit(|history, game| history.draw(game, &dot));
                }
                None => self.message = Some("This mark sits between two cells: press nearer an inner edge.".into()),
            },
            Placement::Cell => self.draw_marks(&[cell]),
            Placement::CellDigits => self.choose_pencil(cell),
            Placement::Corner => match nearest_corner(layout, cell, x, y) {
                Some(cells) => self.choose_corner(cells),
                None => {
                    self.setter.quadruple = None;
                    self.message =
                        Some("This clue sits on the corner of four cells: press nearer an inner corner.".into())
                }
            },
            Placement::Frame | Placement::FrameDiagonal => {
                self.message = Some("This clue sits beside the grid: press the frame around it.".into())
            }
            Placement::Board => {
                self.message = Some("This rule holds on the whole board: press its tool to switch it.".into())
            }
        }
    }

    /// Puts the tool's mark in each of `cells`, one edit each; stops at the first refused.
    pub(super) fn draw_marks(&mut self, cells: &[Cell]) {
        for &cell in cells {
            let Some(mark) = self.setter.tool.drawing(&[cell]) else { return };
            if !self.setter_edit(|history, game| history.draw(game, &mark)) {
                return;
            }
        }
    }

    /// Chooses the corner of `cells`, whose quadruple the keys then type.
    pub(super) fn choose_corner(&mut self, cells: [Cell; 4]) {
        self.setter.quadruple = Some(cells);
        self.selection = cells.to_vec();
        let digits = sudoku_engine::game::quadruple_digits(self.game.puzzle().constraints(), cells);
        self.message = Some(if digits.is_empty() {
            "Type the digits these four cells hold.".into()
        } else {
            "Type more digits, or Backspace to take one off.".into()
        });
    }

    /// The pointer, held down, went over `cell` at `at` within it: once it reaches the
    /// cell's middle the line goes on to it (through the cells between, diagonals included,
    /// when the pointer skipped some), or back when it returns to the cell before.
    pub(super) fn setter_drag(&mut self, cell: Cell, at: (f64, f64)) {
        if !in_middle(at) || cell.index() >= self.game.puzzle().layout().cell_count() {
            return;
        }
        let layout = self.game.puzzle().layout();
        let path = &mut self.setter.path;
        let Some(&last) = path.last() else { return };
        if last == cell {
            return;
        }
        if path.len() >= 2 && path[path.len() - 2] == cell {
            path.pop();
            return;
        }
        let (row, column) = (layout.row(cell), layout.column(cell));
        let (mut r, mut c) = (layout.row(last), layout.column(last));
        while (r, c) != (row, column) {
            r = step_towards(r, row);
            c = step_towards(c, column);
            let next = layout.cell(r, c);
            if path.contains(&next) {
                return;
            }
            path.push(next);
        }
    }

    /// The pointer was released: the line drawn becomes its constraint, the cells gone
    /// over a cage (a press on a cage's cell chooses that cage), a region, or a clone's
    /// cells (the first time) and its copy (the second).
    pub(super) fn setter_release(&mut self) {
        let path = std::mem::take(&mut self.setter.path);
        if path.is_empty() {
            return;
        }
        match self.setter.tool.placement() {
            Some(Placement::Cage) => {
                if let [cell] = path[..] {
                    if !self.cages_through(cell).is_empty() {
                        return self.choose_cage_at(cell);
                    }
                }
                self.draw_cage(&path);
            }
            Some(Placement::Copy) => self.copy_cells(path),
            _ => {
                if let Some(drawing) = self.setter.tool.drawing(&path) {
                    self.setter_edit(|history, game| history.draw(game, &drawing));
                }
            }
        }
    }

    /// Cells chosen for a clone: the first time, the cells it copies (kept, and selected);
    /// the second, the copy, and the clone is drawn. A refused copy keeps the first cells.
    pub(super) fn copy_cells(&mut self, cells: Vec<Cell>) {
        if self.setter.copied.is_empty() {
            self.message =
                Some(format!("Now choose the copy: {} cells in the same order, then press Enter.", cells.len()));
            self.selection = cells.clone();
            self.setter.copied = cells;
            return;
        }
        let copied = std::mem::take(&mut self.setter.copied);
        let clone = Drawing::Clone(copied.clone(), cells);
        if !self.setter_edit(|history, game| history.draw(game, &clone)) {
            self.setter.copied = copied;
        }
    }

    /// Draws a killer cage over `cells` and chooses it, its sum to be typed; false when it
    /// was refused.
    pub(super) fn draw_cage(&mut self, cells: &[Cell]) -> bool {
        self.choose_cage(None);
        if !self.setter_edit(|history, game| history.draw_cage(game, cells)) {
            return false;
        }
        let mut drawn = cells.to_vec();
        drawn.sort_unstable();
        self.choose_cage(Some(drawn));
        self.message = Some("Type the cage's sum (or leave it without one).".into());
        true
    }
}
