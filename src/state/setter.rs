//! Setup as a setter's tool: the tool in hand (givens, one of the engine's palette, or the
//! eraser), the undo line of setup and the count of solutions after each edit. Every rule
//! (what a gesture makes, what is refused, the verdict) is the engine's
//! (`sudoku_engine::game::setter`); `setter_press`, `setter_typing` and `setter_keys` route
//! the pointer and the keys to it by the tool's placement.

use std::rc::Rc;

use sudoku_engine::constraint::{Direction as Diagonal, Outside};
use sudoku_engine::game::{
    setup_puzzle, Contradiction, LogicReport, Placement, SetterError, SetupHistory, Tool as Family, Verdict,
};
use sudoku_engine::LogicalSolution;
use sudoku_engine::{Cell, Digit, Level};

use super::{AppState, Tool};
use crate::worker::Job;

/// True for the jobs that follow an edit in setup: the count of solutions, the logical
/// solve and the rating that follow it.
pub(super) fn counts_setup(job: &Job) -> bool {
    matches!(job, Job::Count { .. } | Job::LogicalSolution { .. } | Job::Rate { .. })
}

/// The setter's side of setup.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SetterView {
    pub tool: Tool,
    /// The cells the pointer went over while drawing a line or a cage, in order.
    pub path: Vec<Cell>,
    /// The cells (in order) of the killer cage whose sum the keys type, once drawn or
    /// pressed: cages may share cells, never all of them.
    pub cage: Option<Vec<Cell>>,
    /// The four cells of the corner whose quadruple the keys type, once pressed.
    pub quadruple: Option<[Cell; 4]>,
    /// The place beside the grid whose clue the keys type, once pressed.
    pub outside: Option<Outside>,
    /// The way the little killer at the place chosen runs.
    pub diagonal: Option<Diagonal>,
    /// The cell whose given pencil marks the keys type, once pressed.
    pub pencil: Option<Cell>,
    /// The cells a clone copies, once chosen: the copy's cells come next.
    pub copied: Vec<Cell>,
    /// The sum typed so far when it is too small for the cage yet (a 2 on the way to 20), or
    /// the number of a clue beside the grid refused so far (a 4 on the way to 45):
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
        self.is_setting() && self.setter.tool != Tool::Givens
    }

    /// A press on a tool of the palette: it is taken in hand, or, for a rule of the whole
    /// board, the rule is switched on or off (the tool in hand stays).
    pub(super) fn choose_tool(&mut self, tool: Tool) {
        if !self.is_setting() {
            return;
        }
        if let Some(family) = tool.family().filter(|f| f.placement() == Placement::Board) {
            return self.switch_rule(family);
        }
        self.message = None;
        self.setter.tool = tool;
        self.let_go();
    }

    /// Forgets what the keys typed into and what was half placed: the path, the cage, the
    /// corner, the place beside the grid, the cell of pencil marks, the clone's cells.
    pub(super) fn let_go(&mut self) {
        self.setter.path.clear();
        self.setter.quadruple = None;
        self.setter.outside = None;
        self.setter.diagonal = None;
        self.setter.pencil = None;
        self.setter.copied.clear();
        self.choose_cage(None);
    }

    /// Switches the rule of the whole board `family` draws: on when it is off, off when on.
    fn switch_rule(&mut self, family: Family) {
        let Some(drawing) = family.drawing(&[]) else { return };
        if self.setter_edit(|history, game| history.draw(game, &drawing)) {
            let on = self.rules_on().contains(&family);
            self.message = Some(format!("{}: {} for the whole board.", family.name(), if on { "on" } else { "off" }));
        }
    }

    /// The rules of the whole board the puzzle being set holds, by their tools.
    pub fn rules_on(&self) -> Vec<Family> {
        let tools = self.game.puzzle().constraints().iter().map(Family::of);
        tools.filter(|tool| tool.placement() == Placement::Board).collect()
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
            _ if !self.is_setting() => &[],
            (Some(Verdict::Several { differ }), _) => differ,
            (Some(Verdict::NoSolution), Some(contradiction)) => contradiction.cells(),
            _ => &[],
        }
    }

    /// What the verdict line says of the count in setup (while it runs, that it does).
    pub fn verdict_text(&self) -> Option<String> {
        if !self.is_setting() {
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

    /// What the palette says of the tool in hand: its name and how to place it.
    pub fn tool_prompt(&self) -> Option<String> {
        self.is_setting().then(|| format!("{}: {}", self.setter.tool.name(), self.setter.tool.instructions()))
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
