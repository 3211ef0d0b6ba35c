//! Setup as a setter's tool: the tool in hand (givens, or drawing a constraint), the path
//! being drawn, the undo line of setup and the count of solutions after each edit. Every
//! rule (what a gesture makes, what is refused, the verdict) is the engine's
//! (`sudoku_engine::game::setter`); this routes the pointer to it.

use std::rc::Rc;

use sudoku_engine::game::{
    nearest_edge, setup_puzzle, Drawing, EraseAt, LogicReport, SetterError, SetupHistory, Verdict,
};
use sudoku_engine::LogicalSolution;
use sudoku_engine::{Cell, Digit, Level};

use super::AppState;
use crate::worker::Job;

/// What a press on the board does in setup.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tool {
    /// Select cells and type the givens.
    #[default]
    Givens,
    Thermometer,
    Arrow,
    WhiteDot,
    BlackDot,
    /// Take away the dot on the edge pressed, or the constraints through the cell.
    Erase,
}

impl Tool {
    pub const ALL: [Tool; 6] =
        [Tool::Givens, Tool::Thermometer, Tool::Arrow, Tool::WhiteDot, Tool::BlackDot, Tool::Erase];

    pub fn name(self) -> &'static str {
        match self {
            Tool::Givens => "Givens",
            Tool::Thermometer => "Thermometer",
            Tool::Arrow => "Arrow",
            Tool::WhiteDot => "White dot",
            Tool::BlackDot => "Black dot",
            Tool::Erase => "Erase constraint",
        }
    }

    /// How to use the tool, as its button's title says.
    pub fn help(self) -> &'static str {
        match self {
            Tool::Givens => "Select cells and type the givens",
            Tool::Thermometer => "Drag from the bulb along the cells",
            Tool::Arrow => "Drag from the bulb along the shaft",
            Tool::WhiteDot => "Press near the edge between two cells: they differ by 1",
            Tool::BlackDot => "Press near the edge between two cells: one is twice the other",
            Tool::Erase => "Press a constraint's cell, or near a dot's edge",
        }
    }
}

/// How close to an edge (a fraction of the cell) a press erases the dot there first.
const NEAR_EDGE: f64 = 0.25;

/// The setter's side of setup.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SetterView {
    pub tool: Tool,
    /// The cells the pointer went over while drawing a line, in order.
    pub path: Vec<Cell>,
    /// The count of solutions of the puzzle as it stands, once the worker answered.
    pub verdict: Option<Verdict>,
    /// What the logical solver makes of the puzzle, once it is unique and the worker answered.
    pub report: Option<LogicReport>,
    pub history: Rc<SetupHistory>,
}

impl AppState {
    /// True when a press on the board draws rather than selects.
    pub fn drawing(&self) -> bool {
        self.setup && self.setter.tool != Tool::Givens
    }

    pub(super) fn choose_tool(&mut self, tool: Tool) {
        if self.setup {
            self.setter.tool = tool;
            self.setter.path.clear();
        }
    }

    /// A press on `cell` at (`x`, `y`) within it (0 to 1 from its top left corner).
    pub(super) fn setter_press(&mut self, cell: Cell, (x, y): (f64, f64)) {
        if cell.index() >= self.game.puzzle().layout().cell_count() {
            return;
        }
        let layout = self.game.puzzle().layout();
        let neighbour = nearest_edge(layout, cell, x, y);
        match self.setter.tool {
            Tool::Givens => {}
            Tool::Thermometer | Tool::Arrow => self.setter.path = vec![cell],
            Tool::WhiteDot | Tool::BlackDot => match neighbour {
                Some(other) => {
                    let cells = [cell, other];
                    let dot = if self.setter.tool == Tool::WhiteDot {
                        Drawing::WhiteDot(cells)
                    } else {
                        Drawing::BlackDot(cells)
                    };
                    self.setter_edit(|history, game| history.draw(game, &dot));
                }
                None => self.message = Some("A dot sits between two cells: press nearer an inner edge.".into()),
            },
            Tool::Erase => {
                let near = [x, 1.0 - x, y, 1.0 - y].into_iter().fold(f64::MAX, f64::min) < NEAR_EDGE;
                let edge = neighbour.filter(|_| near).map(|other| [cell, other]);
                self.setter_edit(|history, game| history.erase(game, EraseAt::Near { cell, edge }));
            }
        }
    }

    /// The pointer, held down, entered `cell`: the line goes on, or back when it returns
    /// to the cell before.
    pub(super) fn setter_drag(&mut self, cell: Cell) {
        let path = &mut self.setter.path;
        if path.is_empty() || path.last() == Some(&cell) {
            return;
        }
        if path.len() >= 2 && path[path.len() - 2] == cell {
            path.pop();
        } else if !path.contains(&cell) {
            path.push(cell);
        }
    }

    /// The pointer was released: the line drawn becomes its constraint.
    pub(super) fn setter_release(&mut self) {
        let path = std::mem::take(&mut self.setter.path);
        if path.is_empty() {
            return;
        }
        let drawing = if self.setter.tool == Tool::Arrow { Drawing::Arrow(path) } else { Drawing::Thermometer(path) };
        self.setter_edit(|history, game| history.draw(game, &drawing));
    }

    fn setter_edit(
        &mut self,
        edit: impl FnOnce(&mut SetupHistory, &mut sudoku_engine::game::Game) -> Result<(), SetterError>,
    ) {
        let mut history = (*self.setter.history).clone();
        let mut game = (*self.game).clone();
        match edit(&mut history, &mut game) {
            Ok(()) => {
                self.setter.history = Rc::new(history);
                *self.game_mut() = game;
                self.after_change(false);
            }
            Err(error) => self.message = Some(error.to_string()),
        }
    }

    /// Undoes or redoes a step of setup; false when there was none.
    pub(super) fn setter_step(&mut self, undo: bool) -> bool {
        let history = Rc::make_mut(&mut self.setter.history);
        let game = Rc::make_mut(&mut self.game);
        let stepped = if undo { history.undo(game) } else { history.redo(game) };
        if stepped {
            self.revision += 1;
        }
        stepped
    }

    /// Setup of the game just started (a new one, or one saved while being set): digits
    /// only, and the count of solutions when something is set already.
    pub(super) fn resume_setup(&mut self) {
        self.mode = super::Mode::Digit;
        let empty =
            self.game.board().values().iter().all(Option::is_none) && self.game.puzzle().constraints().is_empty();
        if empty {
            self.message = Some("Setup: enter the givens and draw constraints, then Done.".into());
        } else {
            self.count_setup();
        }
    }

    /// Counts the solutions of the puzzle as set so far (up to two); an older count still
    /// running is forgotten, so its answer is dropped when it comes.
    pub(super) fn count_setup(&mut self) {
        self.message = None;
        self.pending.retain(|p| !matches!(p.job, Job::Count { .. } | Job::LogicalSolution { .. } | Job::Rate { .. }));
        self.setter.verdict = None;
        self.setter.report = None;
        match setup_puzzle(&self.game) {
            Ok(puzzle) => self.request(Job::Count { puzzle }),
            Err(error) => self.message = Some(error.to_string()),
        }
    }

    /// The count's answer: the status line says it (unless something newer is said), and
    /// with several solutions the cells where the two found differ are marked.
    pub(super) fn counted(&mut self, solutions: &[Vec<Digit>], complete: bool) {
        let verdict = Verdict::of(solutions, complete);
        let unique = verdict == Verdict::Unique;
        self.setter.verdict = Some(verdict);
        if let Some(puzzle) = setup_puzzle(&self.game).ok().filter(|_| unique) {
            self.request(Job::LogicalSolution { puzzle });
        }
    }

    /// The logical solver's answer on the unique puzzle being set; its level is asked of the
    /// worker next, rated as the game will be once set.
    pub(super) fn solved_logically(&mut self, solution: &LogicalSolution) {
        if let Ok(puzzle) = setup_puzzle(&self.game) {
            self.setter.report = Some(LogicReport::of(solution));
            if solution.solved && !solution.needs_guess {
                self.request(Job::Rate { puzzle });
            }
        }
    }

    /// The rating of the puzzle being set: its level joins the logic report.
    pub(super) fn rated_in_setup(&mut self, level: Level) {
        if let Some(report) = self.setter.report.as_mut() {
            report.level = Some(level);
        }
    }

    /// The cells where two solutions of the puzzle being set differ.
    pub fn differing_cells(&self) -> &[Cell] {
        match &self.setter.verdict {
            Some(Verdict::Several { differ }) if self.setup => differ,
            _ => &[],
        }
    }

    /// What the status line says of the count in setup.
    pub fn verdict_text(&self) -> Option<String> {
        let verdict = self.setter.verdict.as_ref().filter(|_| self.setup)?;
        Some(match &self.setter.report {
            Some(report) => format!("{verdict}. {report}"),
            None => format!("{verdict}."),
        })
    }
}
