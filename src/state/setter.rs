//! Setup as a setter's tool: the tool in hand (givens, or drawing a constraint), the path
//! being drawn, the undo line of setup and the count of solutions after each edit. Every
//! rule (what a gesture makes, what is refused, the verdict) is the engine's
//! (`sudoku_engine::game::setter`); this routes the pointer to it.

use std::rc::Rc;

use sudoku_engine::constraint::{Direction, Outside};
use sudoku_engine::game::{
    backspaced_sum, nearest_corner, nearest_edge, outside_value, quadruple_digits, setup_puzzle, typed_sum,
    Contradiction, Drawing, EraseAt, LogicReport, OutsideKind, SetterError, SetupHistory, Tool as Family, Verdict,
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
    Renban,
    GermanWhispers,
    /// Drag over side-by-side cells for a killer cage, then type its sum.
    Cage,
    WhiteDot,
    BlackDot,
    X,
    V,
    /// Press an inner corner, then type the digits its four cells hold.
    Quadruple,
    /// Press beside the grid, then type the number: a sandwich sum, an X-sum, a skyscraper.
    Sandwich,
    XSum,
    Skyscraper,
    /// Take away the dot on the edge pressed, or the constraints through the cell.
    Erase,
}

impl Tool {
    /// The engine's tool for the family this tool draws (none for the givens and the
    /// eraser): what a gesture makes is the engine's.
    pub fn family(self) -> Option<Family> {
        match self {
            Tool::Givens | Tool::Erase => None,
            Tool::Thermometer => Some(Family::Thermometer),
            Tool::Arrow => Some(Family::Arrow),
            Tool::Renban => Some(Family::Renban),
            Tool::GermanWhispers => Some(Family::GermanWhispers),
            Tool::Cage => Some(Family::Cage),
            Tool::WhiteDot => Some(Family::WhiteDot),
            Tool::BlackDot => Some(Family::BlackDot),
            Tool::X => Some(Family::X),
            Tool::V => Some(Family::V),
            Tool::Quadruple => Some(Family::Quadruple),
            Tool::Sandwich => Some(Family::Sandwich),
            Tool::XSum => Some(Family::XSum),
            Tool::Skyscraper => Some(Family::Skyscraper),
        }
    }

    /// The clue beside the grid this tool writes, if it writes one (no tool here writes a
    /// little killer, whose direction is the one asked for).
    pub fn outside_kind(self) -> Option<OutsideKind> {
        self.family()?.outside_kind(Direction::DownRight)
    }

    /// What this tool draws on `cells`: a line along them, or a dot, X or V between two.
    pub fn drawing(self, cells: &[Cell]) -> Option<Drawing> {
        self.family()?.drawing(cells)
    }

    pub const ALL: [Tool; 15] = [
        Tool::Givens,
        Tool::Thermometer,
        Tool::Arrow,
        Tool::Renban,
        Tool::GermanWhispers,
        Tool::Cage,
        Tool::WhiteDot,
        Tool::BlackDot,
        Tool::X,
        Tool::V,
        Tool::Quadruple,
        Tool::Sandwich,
        Tool::XSum,
        Tool::Skyscraper,
        Tool::Erase,
    ];

    /// The palette's groups of tools, each under its heading: every tool once, in the
    /// order of `ALL`.
    pub const GROUPS: [(&'static str, &'static [Tool]); 5] = [
        ("Digits", &[Tool::Givens]),
        ("Lines", &[Tool::Thermometer, Tool::Arrow, Tool::Renban, Tool::GermanWhispers, Tool::Cage]),
        ("Dots & marks", &[Tool::WhiteDot, Tool::BlackDot, Tool::X, Tool::V, Tool::Quadruple]),
        ("Outside", &[Tool::Sandwich, Tool::XSum, Tool::Skyscraper]),
        ("Erase", &[Tool::Erase]),
    ];

    pub fn name(self) -> &'static str {
        match self {
            Tool::Givens => "Givens",
            Tool::Thermometer => "Thermometer",
            Tool::Arrow => "Arrow",
            Tool::Renban => "Renban",
            Tool::GermanWhispers => "German whispers",
            Tool::Cage => "Killer cage",
            Tool::WhiteDot => "White dot",
            Tool::BlackDot => "Black dot",
            Tool::X => "X",
            Tool::V => "V",
            Tool::Quadruple => "Quadruple",
            Tool::Sandwich => "Sandwich",
            Tool::XSum => "X-sum",
            Tool::Skyscraper => "Skyscraper",
            Tool::Erase => "Erase constraint",
        }
    }

    /// How to use the tool, by pointer and by keys, as the status line says when it is in
    /// hand (and its button's title).
    pub fn help(self) -> &'static str {
        match self {
            Tool::Givens => "select cells and type the givens",
            Tool::Thermometer => {
                "drag from the bulb along the cells, or select them from the bulb (Shift and the arrows) and press Enter"
            }
            Tool::Arrow => {
                "drag from the bulb along the shaft, or select the cells from the bulb (Shift and the arrows) and press Enter"
            }
            Tool::Renban => {
                "drag along the cells, or select them (Shift and the arrows) and press Enter; they hold consecutive digits, in any order"
            }
            Tool::GermanWhispers => {
                "drag along the cells, or select them (Shift and the arrows) and press Enter; digits side by side differ by at least 5"
            }
            Tool::Cage => {
                "drag over side-by-side cells, or select them (Shift and the arrows), then type the cage's sum; press a cage to change it"
            }
            Tool::WhiteDot => {
                "press near the edge between two cells, or select both (Shift and an arrow) and press Enter; they differ by 1"
            }
            Tool::BlackDot => {
                "press near the edge between two cells, or select both (Shift and an arrow) and press Enter; one is twice the other"
            }
            Tool::X => {
                "press near the edge between two cells, or select both (Shift and an arrow) and press Enter; they sum to 10"
            }
            Tool::V => {
                "press near the edge between two cells, or select both (Shift and an arrow) and press Enter; they sum to 5"
            }
            Tool::Quadruple => {
                "press near an inner corner, or select its four cells (Shift and the arrows), then type the digits they hold"
            }
            Tool::Sandwich => {
                "press beside the grid, or go to a cell on its edge, then type the sum of the digits between the 1 and the largest"
            }
            Tool::XSum => {
                "press beside the grid, or go to a cell on its edge, then type the sum of the first digits, as many as the first says"
            }
            Tool::Skyscraper => {
                "press beside the grid, or go to a cell on its edge, then type how many digits are seen over those before them"
            }
            Tool::Erase => {
                "press a constraint's or a cage's cell, or near a dot's edge; or select the cell, or a dot's two cells, and press Enter"
            }
        }
    }
}

/// True for the jobs that follow an edit in setup: the count of solutions, the logical
/// solve and the rating that follow it.
pub(super) fn counts_setup(job: &Job) -> bool {
    matches!(job, Job::Count { .. } | Job::LogicalSolution { .. } | Job::Rate { .. })
}

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

/// The setter's side of setup.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SetterView {
    pub tool: Tool,
    /// The cells the pointer went over while drawing a line or a cage, in order.
    pub path: Vec<Cell>,
    /// A cell of the killer cage whose sum the keys type, once drawn or pressed.
    pub cage: Option<Cell>,
    /// The four cells of the corner whose quadruple the keys type, once pressed.
    pub quadruple: Option<[Cell; 4]>,
    /// The place beside the grid whose clue the keys type, once pressed.
    pub outside: Option<Outside>,
    /// The sum typed so far when it is too small for the cage yet (a 2 on the way to 20):
    /// the cage has no sum until it is right.
    pub typed: Option<u16>,
    /// The count of solutions of the puzzle as it stands, once the worker answered.
    pub verdict: Option<Verdict>,
    /// What the logical solver makes of the puzzle, once it is unique and the worker answered.
    pub report: Option<LogicReport>,
    /// Where the puzzle contradicts itself, once it has no solution and the logical solver
    /// answered.
    pub contradiction: Option<Contradiction>,
    /// Done was pressed once on a puzzle that is not ready (empty, no solution, several,
    /// or not counted yet): the status line warned, and Done again locks it anyway.
    pub done_warned: bool,
}

impl AppState {
    /// True when a press on the board draws rather than selects.
    pub fn drawing(&self) -> bool {
        self.setup && self.setter.tool != Tool::Givens
    }

    pub(super) fn choose_tool(&mut self, tool: Tool) {
        if self.setup {
            self.message = None;
            self.setter.tool = tool;
            self.setter.path.clear();
            self.setter.quadruple = None;
            self.setter.outside = None;
            self.choose_cage(None);
        }
    }

    /// Picks the cage whose sum the keys type (none: no cage), and selects its cells.
    pub(super) fn choose_cage(&mut self, cell: Option<Cell>) {
        self.setter.cage = cell;
        self.setter.typed = None;
        let layout = self.game.puzzle().layout();
        if let Some(index) = cell.and_then(|cell| layout.cage_of(cell)) {
            self.selection = layout.cages()[index].cells.clone();
        }
    }

    /// The line being drawn (empty while a cage is drawn).
    pub fn line_path(&self) -> &[Cell] {
        if self.setter.tool == Tool::Cage {
            &[]
        } else {
            &self.setter.path
        }
    }

    /// The cells of the cage being drawn (empty while a line is drawn).
    pub fn cage_path(&self) -> &[Cell] {
        if self.setter.tool == Tool::Cage {
            &self.setter.path
        } else {
            &[]
        }
    }

    /// True when the keys type the sum of a cage rather than givens.
    pub fn typing_cage_sum(&self) -> bool {
        self.setup && self.setter.tool == Tool::Cage && self.setter.cage.is_some()
    }

    /// True when the keys type the digits of a quadruple rather than givens.
    pub fn typing_quadruple(&self) -> bool {
        self.setup && self.setter.tool == Tool::Quadruple && self.setter.quadruple.is_some()
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

    /// With a tool for clues beside the grid in setup: the frame is pressable, and this is
    /// the place chosen, if any.
    pub fn frame_for_setter(&self) -> Option<Option<Outside>> {
        (self.setup && self.setter.tool.outside_kind().is_some()).then_some(self.setter.outside)
    }

    /// True when the keys type the number of a clue beside the grid rather than givens.
    pub fn typing_outside(&self) -> bool {
        self.setup && self.setter.tool.outside_kind().is_some() && self.setter.outside.is_some()
    }

    /// A press on the frame with a tool for clues beside the grid: the place is chosen.
    pub(super) fn press_outside(&mut self, clue: Outside) {
        if !self.setup || self.setter.tool.outside_kind().is_none() {
            return;
        }
        self.setter.outside = Some(clue);
        self.selection = clue.line(self.game.puzzle().layout().size()).unwrap_or_default();
        self.message = Some(format!("Type the {}'s number.", self.setter.tool.name().to_lowercase()));
    }

    /// A digit key (0 to 9) while a place beside the grid is chosen: its number goes on.
    pub(super) fn type_outside_digit(&mut self, digit: u8) {
        let (Some(kind), Some(clue)) = (self.setter.tool.outside_kind(), self.setter.outside) else { return };
        if digit > 9 {
            self.message = Some("A clue's number is typed with the digits 0 to 9.".into());
            return;
        }
        let so_far = outside_value(self.game.puzzle().constraints(), kind, clue);
        match typed_sum(so_far, digit) {
            Some(value) => {
                self.setter_edit(|history, game| history.set_outside(game, kind, clue, Some(value)));
            }
            None => self.message = Some("That number is too long.".into()),
        }
    }

    /// Backspace while a place beside the grid is chosen: its number loses its last digit.
    pub(super) fn backspace_outside(&mut self) {
        let (Some(kind), Some(clue)) = (self.setter.tool.outside_kind(), self.setter.outside) else { return };
        let value = backspaced_sum(outside_value(self.game.puzzle().constraints(), kind, clue));
        self.setter_edit(|history, game| history.set_outside(game, kind, clue, value));
    }

    /// A digit key (0 to 9) while a cage is chosen: the sum goes on with it.
    pub(super) fn type_cage_digit(&mut self, digit: u8) {
        let Some(cell) = self.setter.cage else { return };
        if digit > 9 {
            self.message = Some("A cage's sum is typed with the digits 0 to 9.".into());
            return;
        }
        let so_far = self.setter.typed.or_else(|| self.cage_sum(cell));
        match typed_sum(so_far, digit) {
            Some(sum) => self.set_cage_sum(cell, Some(sum)),
            None => self.message = Some("That sum is too long.".into()),
        }
    }

    /// Backspace while a cage is chosen: its sum loses its last digit.
    pub(super) fn backspace_cage_sum(&mut self) {
        let Some(cell) = self.setter.cage else { return };
        let so_far = self.setter.typed.or_else(|| self.cage_sum(cell));
        self.set_cage_sum(cell, backspaced_sum(so_far));
    }

    /// The sum typed so far when it is too small for the chosen cage yet, with the cage's
    /// first cell, where the board writes it.
    pub fn typed_cage_sum(&self) -> Option<(Cell, u16)> {
        let typed = self.setter.typed?;
        let layout = self.game.puzzle().layout();
        let anchor = layout.cages().get(layout.cage_of(self.setter.cage?)?)?.anchor()?;
        Some((anchor, typed))
    }

    fn cage_sum(&self, cell: Cell) -> Option<u16> {
        let layout = self.game.puzzle().layout();
        layout.cage_of(cell).and_then(|index| layout.cages()[index].sum)
    }

    /// Gives the chosen cage `sum`; one too small for it yet is kept as typed, the cage
    /// without a sum, and the status line says why.
    fn set_cage_sum(&mut self, cell: Cell, sum: Option<u16>) {
        let mut refused = None;
        self.setter_edit(|history, game| {
            history.set_cage_sum(game, cell, sum).or_else(|error| {
                if !error.sum_may_grow() {
                    return Err(error);
                }
                refused = Some(error.to_string());
                history.set_cage_sum(game, cell, None)
            })
        });
        if let Some(why) = refused {
            self.setter.typed = sum;
            self.message = Some(why);
        } else if self.setter.cage.is_some() && self.cage_sum(cell) == sum {
            self.setter.typed = None;
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
            Tool::Thermometer | Tool::Arrow | Tool::Renban | Tool::GermanWhispers | Tool::Cage => {
                self.setter.path = vec![cell]
            }
            Tool::WhiteDot | Tool::BlackDot | Tool::X | Tool::V => match neighbour {
                Some(other) => {
                    if let Some(dot) = self.setter.tool.drawing(&[cell, other]) {
                        self.setter_edit(|history, game| history.draw(game, &dot));
                    }
                }
                None => {
                    self.message = Some("A dot, an X or a V sits between two cells: press nearer an inner edge.".into())
                }
            },
            Tool::Quadruple => match nearest_corner(layout, cell, x, y) {
                Some(cells) => self.choose_corner(cells),
                None => {
                    self.setter.quadruple = None;
                    self.message =
                        Some("A quadruple sits on the corner of four cells: press nearer an inner corner.".into())
                }
            },
            Tool::Sandwich | Tool::XSum | Tool::Skyscraper => {
                self.message = Some("This clue sits beside the grid: press the frame around it.".into())
            }
            Tool::Erase => {
                let near = [x, 1.0 - x, y, 1.0 - y].into_iter().fold(f64::MAX, f64::min) < NEAR_EDGE;
                let edge = neighbour.filter(|_| near).map(|other| [cell, other]);
                self.setter_edit(|history, game| history.erase(game, EraseAt::Near { cell, edge }));
            }
        }
    }

    /// Chooses the corner of `cells`, whose quadruple the keys then type.
    pub(super) fn choose_corner(&mut self, cells: [Cell; 4]) {
        self.setter.quadruple = Some(cells);
        self.selection = cells.to_vec();
        let digits = quadruple_digits(self.game.puzzle().constraints(), cells);
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
    /// over a cage (a press on a cage's cell chooses that cage).
    pub(super) fn setter_release(&mut self) {
        let path = std::mem::take(&mut self.setter.path);
        if path.is_empty() {
            return;
        }
        if self.setter.tool == Tool::Cage {
            if let [cell] = path[..] {
                if self.game.puzzle().layout().cage_of(cell).is_some() {
                    return self.choose_cage(Some(cell));
                }
            }
            self.draw_cage(&path);
            return;
        }
        if let Some(drawing) = self.setter.tool.drawing(&path) {
            self.setter_edit(|history, game| history.draw(game, &drawing));
        }
    }

    /// Draws a killer cage over `cells` and chooses it, its sum to be typed; false when it
    /// was refused.
    pub(super) fn draw_cage(&mut self, cells: &[Cell]) -> bool {
        self.choose_cage(None);
        if !self.setter_edit(|history, game| history.draw_cage(game, cells)) {
            return false;
        }
        if self.game.puzzle().layout().cage_of(cells[0]).is_some() {
            self.choose_cage(Some(cells[0]));
            self.message = Some("Type the cage's sum (or leave it without one).".into());
        }
        true
    }

    /// Makes an edit of setup; false when it was refused (the status line says why).
    pub(super) fn setter_edit(
        &mut self,
        edit: impl FnOnce(&mut SetupHistory, &mut sudoku_engine::game::Game) -> Result<(), SetterError>,
    ) -> bool {
        let mut game = (*self.game).clone();
        match game.edit_setup(edit) {
            Ok(()) => {
                *self.game_mut() = game;
                self.after_change(false);
                true
            }
            Err(error) => {
                self.message = Some(error.to_string());
                false
            }
        }
    }

    /// Undoes or redoes a step of setup; false when there was none.
    pub(super) fn setter_step(&mut self, undo: bool) -> bool {
        let game = Rc::make_mut(&mut self.game);
        let stepped = game.edit_setup(|line, game| if undo { line.undo(game) } else { line.redo(game) });
        if stepped {
            self.setter.typed = None;
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
        self.pending.retain(|p| !counts_setup(&p.job));
        self.setter.verdict = None;
        self.setter.report = None;
        self.setter.contradiction = None;
        self.setter.done_warned = false;
        match setup_puzzle(&self.game) {
            Ok(puzzle) => self.request(Job::Count { puzzle }),
            Err(error) => self.message = Some(error.to_string()),
        }
    }

    /// The count's answer: the verdict line says it, and with several solutions the cells
    /// where the two found differ are shaded. A unique puzzle is solved logically next (for
    /// its techniques), and so is one without a solution (for where it contradicts itself).
    pub(super) fn counted(&mut self, solutions: &[Vec<Digit>], complete: bool) {
        let verdict = Verdict::of(solutions, complete);
        let solve = matches!(verdict, Verdict::Unique | Verdict::NoSolution);
        self.setter.verdict = Some(verdict);
        if let Some(puzzle) = setup_puzzle(&self.game).ok().filter(|_| solve) {
            self.request(Job::LogicalSolution { puzzle });
        }
    }

    /// The logical solver's answer on the puzzle being set: on a unique one, its report,
    /// whose level is asked of the worker next (rated as the game will be once set); on one
    /// without a solution, where it contradicts itself.
    pub(super) fn solved_logically(&mut self, solution: &LogicalSolution) {
        let Ok(puzzle) = setup_puzzle(&self.game) else { return };
        if self.setter.verdict == Some(Verdict::NoSolution) {
            self.setter.contradiction = Some(Contradiction::of(&puzzle, solution));
            return;
        }
        self.setter.report = Some(LogicReport::of(solution));
        if solution.solved && !solution.needs_guess {
            self.request(Job::Rate { puzzle });
        }
    }

    /// The rating of the puzzle being set: its level joins the logic report.
    pub(super) fn rated_in_setup(&mut self, level: Level) {
        if let Some(report) = self.setter.report.as_mut() {
            report.level = Some(level);
        }
    }

    /// The cells shaded in setup: where two solutions of the puzzle being set differ, or
    /// where it contradicts itself.
    pub fn differing_cells(&self) -> &[Cell] {
        match (&self.setter.verdict, &self.setter.contradiction) {
            _ if !self.setup => &[],
            (Some(Verdict::Several { differ }), _) => differ,
            (Some(Verdict::NoSolution), Some(contradiction)) => contradiction.cells(),
            _ => &[],
        }
    }

    /// What the verdict line says of the count in setup (while it runs, that it does).
    pub fn verdict_text(&self) -> Option<String> {
        if !self.setup {
            return None;
        }
        let Some(verdict) = self.setter.verdict.as_ref() else {
            let counting = self.pending.iter().any(|p| matches!(p.job, Job::Count { .. }));
            return counting.then(|| "Counting solutions...".to_string());
        };
        let size = self.size();
        Some(match (&self.setter.report, &self.setter.contradiction) {
            (Some(report), _) => format!("{verdict}. {report}"),
            (_, Some(contradiction)) => {
                let shaded = if contradiction.cells().is_empty() { "" } else { " (shaded)" };
                format!("{verdict}: {}{shaded}.", contradiction.text(size))
            }
            _ => format!("{verdict}."),
        })
    }

    /// What the status line says in setup when nothing else is said: how to use the tool
    /// in hand.
    pub fn tool_prompt(&self) -> Option<String> {
        self.setup.then(|| format!("{}: {}.", self.setter.tool.name(), self.setter.tool.help()))
    }

    /// Done in setup: the puzzle as set starts as a game, its givens locked; one that is
    /// empty, has no solution or several, or is not counted yet is first warned about, and
    /// locked when Done is pressed again.
    pub(super) fn setter_done(&mut self) -> bool {
        if self.setter.done_warned {
            return true;
        }
        let puzzle = self.game.puzzle();
        let empty = self.game.board().values().iter().all(Option::is_none)
            && puzzle.constraints().is_empty()
            && puzzle.layout().cages().is_empty();
        let problem = if empty {
            Some("The puzzle is empty".to_string())
        } else {
            match &self.setter.verdict {
                Some(Verdict::Unique) => None,
                Some(Verdict::NoSolution) => Some("This puzzle has no solution".to_string()),
                Some(Verdict::Several { .. }) => Some("This puzzle has 2 or more solutions".to_string()),
                Some(Verdict::GaveUp) => Some("The count could not tell whether the solution is unique".to_string()),
                None => Some("The solutions are not counted yet".to_string()),
            }
        };
        match problem {
            None => true,
            Some(problem) => {
                self.setter.done_warned = true;
                self.message = Some(format!("{problem}: press Done again to lock it anyway."));
                false
            }
        }
    }
}
