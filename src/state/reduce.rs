//! `reduce`: every rule of the game is the engine's; this only routes actions to it and
//! keeps the screen's state (selection, panels, messages) in step.

use std::rc::Rc;

use sudoku_engine::game::{edit_cells, Colour, Edit, Game, Move, Origin, Rules};
use sudoku_engine::generate::GenerateParams;
use sudoku_engine::logic::{Hint, HintLevel};
use sudoku_engine::{Digit, Grid, Puzzle};
use yew::Reducible;

use super::{
    format_time, Action, AppState, Dialog, HintView, LogPosition, LogView, Mode, Panel, Request, Response,
    SolutionsView,
};

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        // A tick that changes nothing keeps the same state, so nothing re-renders.
        if matches!(action, Action::Tick(_)) && !self.clock_runs() {
            return self;
        }
        let mut next = (*self).clone();
        next.update(action);
        Rc::new(next)
    }
}

impl AppState {
    /// Applies `action`. Public so that native tests drive the state without a browser.
    pub fn update(&mut self, action: Action) {
        if self.paused && !matches!(action, Action::TogglePause | Action::Response { .. } | Action::Load(_)) {
            return;
        }
        match action {
            Action::Select { cell, extend } => self.select(cell, extend),
            Action::Drag(cell) => self.drag_to(cell),
            Action::Move { direction, extend } => self.move_cursor(direction, extend),
            Action::Input(digit) => self.input(digit, self.mode),
            Action::InputAs(digit, mode) => self.input(digit, mode),
            Action::Paint(colour) => self.edit(Edit::Paint(colour)),
            Action::Clear => self.edit(if self.mode == Mode::Colour { Edit::ClearColour } else { Edit::Erase }),
            Action::SetMode(mode) => self.mode = if self.setup { Mode::Digit } else { mode },
            Action::ToggleRed => self.edit(Edit::Red),
            Action::Undo => self.step_history(true),
            Action::Redo => self.step_history(false),
            Action::FillCandidates => self.play(Move::FillCandidates),
            Action::Highlight => self.toggle_highlight(),
            Action::Check => self.check(),
            Action::AskHint => self.ask_hint(),
            Action::HintMore => {
                if let Panel::Hint(view) = &mut self.panel {
                    view.level = match view.level {
                        HintLevel::Nudge => HintLevel::Focus,
                        _ => HintLevel::Answer,
                    };
                }
            }
            Action::ApplyHint => self.apply_hint(),
            Action::AskSolutions => {
                self.busy = Some("Solving...".into());
                self.request(Request::Solutions { puzzle: self.game.shared_puzzle() });
            }
            Action::CycleSolution(by) => {
                if let Panel::Solutions(view) = &mut self.panel {
                    let count = view.solutions.len().max(1) as isize;
                    view.index = (view.index as isize + by).rem_euclid(count) as usize;
                }
            }
            Action::AskLog => {
                self.busy = Some("Solving step by step...".into());
                self.request(Request::Log { puzzle: self.game.shared_puzzle() });
            }
            Action::LogStep(step) => self.choose_log_step(step),
            Action::ClosePanel => {
                self.panel = Panel::None;
                self.picking_highlight = false;
                self.dialog = Dialog::None;
            }
            Action::OpenNewGame => {
                self.dialog = Dialog::NewGame { rating: None };
                if self.game.puzzle().given_count() > 0 {
                    self.request(Request::Rate { puzzle: self.game.shared_puzzle() });
                }
            }
            Action::OpenHelp => self.dialog = Dialog::Help,
            Action::OpenSettings => self.dialog = Dialog::Settings,
            Action::CloseDialog => self.dialog = Dialog::None,
            Action::Generate { params, phrase } => {
                self.dialog = Dialog::None;
                self.busy = Some(format!("Generating a {} puzzle...", params.min_level));
                self.request(Request::Generate { params, phrase });
            }
            Action::StartSetup(layout) => {
                self.start(Game::new(Puzzle::empty(layout)));
                self.setup = true;
                self.mode = Mode::Digit;
                self.dialog = Dialog::None;
                self.message = Some("Setup: enter the givens, then Check and Done.".into());
            }
            Action::SetupCheck => self.setup_check(),
            Action::SetupDone => self.setup_done(),
            Action::Tick(ms) => {
                if self.clock_runs() {
                    self.game.elapsed_ms += ms;
                }
            }
            Action::TogglePause => {
                if !self.setup && self.game.completed_ms.is_none() {
                    self.paused = !self.paused;
                }
            }
            Action::ChangeSetting(change) => self.settings = self.settings.with(change),
            Action::Response { id, serial, response } => self.receive(id, serial, *response),
            Action::Load(game) => self.start(*game),
        }
    }

    /// The clock runs while a game is played: not paused, not in setup, not finished,
    /// no dialog open.
    pub fn clock_runs(&self) -> bool {
        !self.paused && !self.setup && self.game.completed_ms.is_none() && self.dialog == Dialog::None
    }

    fn input(&mut self, digit: Digit, mode: Mode) {
        if self.picking_highlight {
            self.picking_highlight = false;
            self.highlight = if self.highlight == Some(digit) { None } else { Some(digit) };
            return;
        }
        let edit = match (self.setup, mode) {
            (true, _) | (false, Mode::Digit) => Edit::Place(digit),
            (false, Mode::Corner) => Edit::Corner(digit),
            (false, Mode::Centre) => Edit::Centre(digit),
            (false, Mode::Colour) => match Colour::new(digit.get()) {
                Some(colour) => Edit::Paint(colour),
                None => return,
            },
        };
        self.edit(edit);
    }

    fn rules(&self) -> Rules {
        if self.setup {
            Rules { refuse_duplicates: true, auto_remove_marks: false }
        } else {
            self.settings.rules
        }
    }

    fn edit(&mut self, edit: Edit) {
        if self.selection.is_empty() {
            self.message = Some("Select a cell first.".into());
            return;
        }
        if self.setup && !matches!(edit, Edit::Place(_) | Edit::Erase) {
            return;
        }
        if let Some(mv) = edit_cells(self.game.puzzle(), self.game.board(), &self.selection, edit) {
            self.play(mv);
        }
    }

    fn play(&mut self, mv: Move) {
        let rules = self.rules();
        match self.game.play(&mv, &rules) {
            Ok(_) => self.after_change(),
            Err(error) => self.message = Some(error.to_string()),
        }
    }

    fn step_history(&mut self, undo: bool) {
        let done = if undo { self.game.undo().map(|_| ()) } else { self.game.redo().map(|_| ()) };
        match done {
            Some(_) => self.after_change(),
            None => self.message = Some(if undo { "Nothing to undo." } else { "Nothing to redo." }.into()),
        }
    }

    /// After the board changed: stale panels close, conflicts are recomputed, and a
    /// finished puzzle is announced.
    fn after_change(&mut self) {
        let was_complete = self.message.as_deref().is_some_and(|m| m.starts_with("Solved"));
        self.message = None;
        self.checked = false;
        if !matches!(self.panel, Panel::None) {
            self.panel = Panel::None;
        }
        self.refresh_conflicts();
        if let Some(ms) = self.game.completed_ms.filter(|_| !self.setup && !was_complete && self.game.is_solved()) {
            self.message = Some(self.completion_text(ms));
        }
    }

    /// "Solved in 4:32 with 1 hint. Level: Moderate."
    pub fn completion_text(&self, ms: u64) -> String {
        let hints = match self.game.hints_used {
            0 => "no hints".to_string(),
            1 => "1 hint".to_string(),
            n => format!("{n} hints"),
        };
        let level = self.game.level.map(|l| format!(" Level: {l}.")).unwrap_or_default();
        format!("Solved in {} with {hints}.{level}", format_time(ms))
    }

    fn toggle_highlight(&mut self) {
        let digit = self.cursor().and_then(|c| self.game.board().value(c));
        match (digit, self.highlight) {
            (Some(d), Some(h)) if d == h => self.highlight = None,
            (Some(d), _) => self.highlight = Some(d),
            (None, Some(_)) => self.highlight = None,
            (None, None) => {
                self.picking_highlight = true;
                self.message = Some("Choose a digit to highlight.".into());
            }
        }
    }

    fn check(&mut self) {
        if self.setup {
            return self.setup_check();
        }
        if self.game.solution().is_none() {
            self.message = Some("The solution is not known: this puzzle has no unique solution.".into());
            return;
        }
        let wrong = self.game.mistakes().len();
        self.checked = true;
        self.message = Some(match wrong {
            0 => "No mistakes so far.".into(),
            1 => "1 digit is wrong.".into(),
            n => format!("{n} digits are wrong."),
        });
    }

    fn ask_hint(&mut self) {
        if self.setup {
            return;
        }
        self.game.hints_used += 1;
        self.busy = Some("Looking for a hint...".into());
        let board = self.game.board();
        self.request(Request::Hint {
            puzzle: self.game.shared_puzzle(),
            values: board.values().to_vec(),
            marks: board.all_centre_marks().to_vec(),
            solution: self.game.solution().map(<[Digit]>::to_vec),
        });
    }

    fn apply_hint(&mut self) {
        let Panel::Hint(view) = &self.panel else { return };
        if let Hint::Step(deduction) = view.hint.as_ref() {
            let mv = Move::Deduction {
                placements: deduction.placements.clone(),
                eliminations: deduction.eliminations.clone(),
            };
            self.play(mv);
        }
    }

    fn choose_log_step(&mut self, step: usize) {
        let Panel::Log(view) = &mut self.panel else { return };
        let Some(steps) = view.steps.get(..step.min(view.steps.len())) else { return };
        let layout = self.game.puzzle().layout();
        let mut grid = Grid::from_puzzle(self.game.puzzle());
        for deduction in steps {
            deduction.apply(layout, &mut grid);
        }
        let candidates = layout.cells().map(|c| grid.candidates(c)).collect();
        view.step = Some(step.min(view.steps.len().saturating_sub(1)));
        view.position = Some(Rc::new(LogPosition { values: grid.values().to_vec(), candidates }));
    }

    fn setup_puzzle(&mut self) -> Option<Puzzle> {
        let layout = self.game.puzzle().layout().clone();
        match Puzzle::new(layout, self.game.board().values().to_vec()) {
            Ok(puzzle) => Some(puzzle),
            Err(error) => {
                self.message = Some(error.to_string());
                None
            }
        }
    }

    fn setup_check(&mut self) {
        if let Some(puzzle) = self.setup_puzzle() {
            self.busy = Some("Counting solutions...".into());
            self.request(Request::SetupCheck { puzzle: puzzle.into() });
        }
    }

    fn setup_done(&mut self) {
        if !self.setup {
            return;
        }
        if let Some(puzzle) = self.setup_puzzle() {
            self.start(Game::new(puzzle));
            self.message = Some("Your puzzle is ready: the givens are locked.".into());
        }
    }

    fn receive(&mut self, id: u32, serial: u32, response: Response) {
        let request = self.pending.iter().position(|p| p.id == id).map(|i| self.pending.remove(i).request);
        if !matches!(response, Response::Analysed { .. } | Response::Rated(_)) {
            self.busy = None;
        }
        if serial != self.serial {
            return;
        }
        match response {
            Response::Analysed { solution, rating } => {
                if let Some(solution) = solution {
                    self.game.set_solution(solution);
                }
                if let Some(rating) = rating {
                    self.game.level = Some(rating.level);
                }
            }
            Response::Hint(hint) => {
                self.panel = Panel::Hint(HintView { hint: Rc::new(hint), level: HintLevel::Nudge });
            }
            Response::Solutions { solutions, complete } => {
                if solutions.is_empty() {
                    self.message = Some("This puzzle has no solution.".into());
                } else {
                    self.panel = Panel::Solutions(SolutionsView { solutions: Rc::new(solutions), index: 0, complete });
                }
            }
            Response::Log { steps, solved } => {
                self.panel = Panel::Log(LogView { steps: Rc::new(steps), solved, step: None, position: None });
            }
            Response::Rated(rating) => {
                if let Dialog::NewGame { rating: shown } = &mut self.dialog {
                    *shown = Some(rating);
                }
                self.game.level.get_or_insert(rating.level);
            }
            Response::Generated(Ok(generated)) => {
                let generated = *generated;
                let mut game = Game::with_solution(generated.puzzle, generated.solution);
                game.level = Some(generated.rating.level);
                // The seed link pins the attempt that made this puzzle (see `GenerateParams::attempt`).
                let (phrase, params) = match request {
                    Some(Request::Generate { params, phrase }) => {
                        let pinned = GenerateParams { attempt: Some(generated.attempt), ..params };
                        (Some(phrase.to_string()), Some(pinned.to_string()))
                    }
                    _ => (None, None),
                };
                game.origin = Origin { phrase: phrase.clone(), params };
                self.start(game);
                let closest = if generated.reached_level { "" } else { " (the hardest the generator found)" };
                let seed = phrase.map(|p| format!(" Seed phrase: {p}.")).unwrap_or_default();
                self.message = Some(format!("New {} puzzle{closest}.{seed}", generated.rating.level));
            }
            Response::Generated(Err(error)) => self.message = Some(error),
            Response::SetupChecked { count, complete } => {
                self.message = Some(match (count, complete) {
                    (0, true) => "No solution: some digit is wrong.".to_string(),
                    (0, false) => "No solution found (the search gave up).".to_string(),
                    (1, true) => "Exactly one solution: a proper puzzle.".to_string(),
                    _ => "Several solutions: add more givens.".to_string(),
                });
            }
            Response::Cancelled(why) => self.message = Some(format!("Stopped: {why}.")),
        }
    }
}
