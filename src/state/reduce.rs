//! `reduce`: every rule of the game is the engine's; this only routes actions to it and
//! keeps the screen's state (selection, panels, messages) in step.

use std::rc::Rc;

use sudoku_engine::game::{
    edit_cells, setup_game, setup_puzzle, Colour, Edit, Game, Move, MoveError, Phase, Played, Rules,
};
use sudoku_engine::generate::Generated;
use sudoku_engine::logic::{HintLevel, HintQuery};
use sudoku_engine::{Digit, Layout, Puzzle, Rating};
use yew::Reducible;

use super::{format_time, Action, AppState, Dialog, HintView, LogPosition, LogView, Mode, Panel, SolutionsView};
use super::{BatchError, ImageError, PrintView, ReadFailure};
use crate::worker::{Job, JobError, JobResult, Seed, ShownStep};

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
        if !self.phase().allows(action.request()) {
            return;
        }
        // While a puzzle is played, the moves a player makes most go straight to their
        // handlers; every other action goes through `update_any`, which handles them all.
        // They are two functions because the page's wasm is split by function
        // (scripts/page-split.mjs): its first module then holds these, not every rule of
        // the setter and of the dialogs that `update_any` inlines.
        if !self.is_setting() {
            match action {
                Action::Select { cell, extend } | Action::Press { cell, extend, .. } => {
                    return self.select(cell, extend)
                }
                Action::Move { direction, extend } => return self.move_cursor(direction, extend),
                Action::Input(digit) => return self.input(digit, self.mode),
                Action::InputAs(digit, mode) => return self.input(digit, mode),
                Action::Clear | Action::Zero | Action::Space => {
                    return self.edit(if self.mode == Mode::Colour { Edit::ClearColour } else { Edit::Erase });
                }
                Action::SetMode(mode) => {
                    self.mode = mode;
                    return;
                }
                Action::Undo => return self.step_history(true),
                Action::Redo => return self.step_history(false),
                Action::Tick(ms) => {
                    if self.clock_runs() {
                        self.clock_ms += ms;
                    }
                    return;
                }
                _ => {}
            }
        }
        self.update_any(action);
    }

    /// Applies any `action` (the phase allows it).
    #[inline(never)]
    fn update_any(&mut self, action: Action) {
        // Space draws with a drawing tool in setup, as Enter does; elsewhere it clears.
        let action = match action {
            Action::Space if self.drawing() => Action::Commit,
            Action::Space => Action::Clear,
            action => action,
        };
        match action {
            Action::Select { cell, extend } => self.select(cell, extend),
            Action::Press { cell, extend, at } => {
                if self.drawing() {
                    self.setter_press(cell, at);
                } else {
                    self.select(cell, extend);
                }
            }
            Action::Drag { cell, at } => {
                if self.drawing() {
                    self.setter_drag(cell, at);
                } else {
                    self.drag_to(cell);
                }
            }
            Action::Release => self.setter_release(),
            Action::PressOutside { clue, at } => self.press_outside(clue, at),
            Action::Move { direction, extend } if self.drawing() => self.setter_move(direction, extend),
            Action::Move { direction, extend } => self.move_cursor(direction, extend),
            Action::Commit | Action::Space => {
                if self.drawing() {
                    self.setter_commit();
                }
            }
            Action::Input(digit) if self.typing_cage_sum() => self.type_cage_digit(digit.get()),
            Action::Input(digit) if self.typing_quadruple() => self.type_quadruple_digit(digit.get()),
            Action::Input(digit) if self.typing_outside() => self.type_outside_digit(digit.get()),
            Action::Input(digit) if self.typing_pencil() => self.type_pencil_digit(digit.get()),
            Action::Input(digit) if self.drawing() => self.setter_digit(digit.get()),
            Action::Input(digit) => self.input(digit, self.mode),
            Action::InputAs(digit, mode) => self.input(digit, mode),
            Action::Paint(colour) => self.edit(Edit::Paint(colour)),
            Action::Zero if self.typing_cage_sum() => self.type_cage_digit(0),
            Action::Zero if self.typing_outside() => self.type_outside_digit(0),
            Action::Clear if self.typing_cage_sum() => self.backspace_cage_sum(),
            Action::Clear if self.typing_quadruple() => self.backspace_quadruple(),
            Action::Clear if self.typing_outside() => self.backspace_outside(),
            Action::Clear if self.typing_pencil() => self.backspace_pencil(),
            Action::Clear | Action::Zero => {
                self.edit(if self.mode == Mode::Colour { Edit::ClearColour } else { Edit::Erase })
            }
            Action::SetMode(mode) => self.mode = if self.is_setting() { Mode::Digit } else { mode },
            Action::ToggleRed => self.edit(Edit::Red),
            Action::Undo => self.step_history(true),
            Action::Redo => self.step_history(false),
            Action::FillCandidates => {
                self.play(Move::FillCandidates);
            }
            Action::Highlight => self.toggle_highlight(),
            Action::Check => self.check(),
            Action::AskHint => self.ask_hint(),
            Action::HintMore => {
                if let Panel::Hint(view) = &mut self.panel {
                    view.level = view.level.next();
                }
            }
            Action::ApplyHint => self.apply_hint(),
            Action::AskSolutions => self.request(Job::Solutions { puzzle: self.game.puzzle().clone() }),
            Action::CycleSolution(by) => {
                if let Panel::Solutions(view) = &mut self.panel {
                    let count = view.solutions.len().max(1) as isize;
                    view.index = (view.index as isize + by).rem_euclid(count) as usize;
                }
            }
            Action::AskLog => {
                self.request(Job::LogicalSolution { puzzle: self.game.puzzle().clone() });
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
                    self.request(Job::Rate { puzzle: self.game.puzzle().clone() });
                }
            }
            Action::OpenHelp => self.dialog = Dialog::Help,
            Action::OpenSettings => self.dialog = Dialog::Settings,
            Action::CloseDialog => self.dialog = Dialog::None,
            Action::Say(text) => self.message = Some(text),
            Action::Generate { params, phrase } => {
                self.dialog = Dialog::None;
                self.request(Job::Generate(Seed { params, phrase }));
            }
            Action::GenerateVariant { families, level, technique, phrase, format } => {
                self.generate_variant(families, level, technique, phrase, format)
            }
            Action::StartSetup(layout) => self.start_setup(layout),
            Action::SetupCheck => self.setup_check(),
            Action::SetupDone => self.setup_done(),
            Action::ChooseTool(tool) => self.choose_tool(tool),
            Action::Tick(ms) => {
                if self.clock_runs() {
                    self.clock_ms += ms;
                }
            }
            // Not a change to save: the pause is not kept with the game.
            Action::TogglePause => Rc::make_mut(&mut self.game).toggle_pause(),
            Action::ChangeSetting(change) => self.settings = self.settings.with(change),
            Action::JobDone { id, serial, result } => self.receive(id, serial, *result),
            Action::Load(game) => self.start(*game),
            Action::RewindToMistake => self.rewind_to_mistake(),
            Action::AskSteps => self.ask_steps(),
            Action::ChooseStep(n) => self.choose_step(n),
            Action::ApplyStep => self.apply_step(),
            Action::AskReview => self.ask_review(),
            Action::Train { params, phrase, start_before } => self.train(Seed { params, phrase }, start_before),
            Action::Read { text, link } => self.read(text, link),
            Action::OpenImage => self.dialog = Dialog::Image(Default::default()),
            Action::ImageChoices { marks, colours } => {
                if let Dialog::Image(view) = &mut self.dialog {
                    (view.marks, view.colours) = (marks, colours);
                }
            }
            Action::SaveImage { of, stem, png } => self.save_image(of, stem, png),
            Action::OpenPrint => self.dialog = Dialog::Print(Box::<PrintView>::default()),
            Action::EditPrint(form) => {
                if let Dialog::Print(view) = &mut self.dialog {
                    view.form = form;
                }
            }
            Action::MakeBatch => self.make_batch(),
        }
    }

    /// The clock runs while a game is played: not paused, not in setup, not finished,
    /// no dialog open.
    pub fn clock_runs(&self) -> bool {
        self.game.clock_runs() && self.dialog == Dialog::None
    }

    /// The player's phase of the game: the game's own.
    pub fn phase(&self) -> Phase {
        self.game.phase()
    }

    /// True while a puzzle is being set.
    pub fn is_setting(&self) -> bool {
        self.phase().is_setting()
    }

    pub fn is_paused(&self) -> bool {
        self.phase().is_paused()
    }

    fn input(&mut self, digit: Digit, mode: Mode) {
        if self.picking_highlight {
            self.picking_highlight = false;
            self.highlight = if self.highlight == Some(digit) { None } else { Some(digit) };
            return;
        }
        let edit = match (self.is_setting(), mode) {
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
        self.phase().rules(self.settings.rules)
    }

    fn edit(&mut self, edit: Edit) {
        if self.selection.is_empty() {
            self.message = Some("Select a cell first.".into());
            return;
        }
        if !self.phase().allows_edit(&edit) {
            return;
        }
        if let Some(mv) = edit_cells(self.game.puzzle(), self.game.board(), &self.selection, edit) {
            self.play(mv);
        }
    }

    /// Plays `mv` (in setup, as a step of setup's undo line); false when it was refused.
    pub(super) fn play(&mut self, mv: Move) -> bool {
        if self.is_setting() {
            return self.play_with(|game, rules| game.edit_setup(|line, game| line.play(game, &mv, rules)));
        }
        self.play_with(|game, rules| game.play(&mv, rules))
    }

    /// Makes a move through `play_on` (a game method that plays under the rules); false
    /// when it was refused.
    pub(super) fn play_with(&mut self, play_on: impl FnOnce(&mut Game, &Rules) -> Result<Played, MoveError>) -> bool {
        let rules = self.rules();
        match play_on(self.game_mut(), &rules) {
            Ok(played) => {
                self.after_change(played.completed_now);
                self.warn_if_mistaken(&played.delta);
                true
            }
            Err(error) => {
                self.clash = error.clashing_cell();
                self.message = Some(error.to_string());
                false
            }
        }
    }

    fn step_history(&mut self, undo: bool) {
        if self.is_setting() {
            if self.setter_step(undo) {
                self.after_change(false);
            } else {
                self.message = Some(if undo { "Nothing to undo." } else { "Nothing to redo." }.into());
            }
            return;
        }
        let can = if undo { self.game.history().can_undo() } else { self.game.history().can_redo() };
        if !can {
            self.message = Some(if undo { "Nothing to undo." } else { "Nothing to redo." }.into());
            return;
        }
        let game = self.game_mut();
        let completed_now = if undo {
            game.undo();
            false
        } else {
            game.redo().is_some_and(|played| played.completed_now)
        };
        self.after_change(completed_now);
    }

    /// After the board changed: stale panels close, conflicts are recomputed, and a
    /// puzzle completed by this change is announced.
    pub(super) fn after_change(&mut self, completed_now: bool) {
        self.message = None;
        self.warned.clear();
        self.clash = None;
        self.checked = false;
        if !matches!(self.panel, Panel::None) {
            self.panel = Panel::None;
        }
        self.refresh_conflicts();
        if self.is_setting() {
            self.count_setup();
        }
        if let Some(ms) = self.game.completed_ms().filter(|_| completed_now && !self.is_setting()) {
            self.message = Some(self.completion_text(ms));
        }
    }

    /// "Solved in 4:32 with 1 hint. Level: Moderate."
    pub fn completion_text(&self, ms: u64) -> String {
        let hints = match self.game.hints_used() {
            0 => "no hints".to_string(),
            1 => "1 hint".to_string(),
            n => format!("{n} hints"),
        };
        let level = self.game.level().map(|l| format!(" Level: {l}.")).unwrap_or_default();
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
        if self.is_setting() {
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
        self.request(Job::Hint(HintQuery::of(&self.game)));
    }

    fn apply_hint(&mut self) {
        let Panel::Hint(view) = &self.panel else { return };
        if let Some(step) = view.hint.step.as_ref().map(ShownStep::deduction) {
            self.play_with(|game, rules| game.apply_hint_step(&step, rules));
        }
    }

    fn choose_log_step(&mut self, step: usize) {
        let Panel::Log(view) = &mut self.panel else { return };
        let last = view.solution.steps.len().saturating_sub(1);
        let grid = view.solution.position_before(self.game.puzzle(), step.min(last));
        let candidates = self.game.puzzle().layout().cells().map(|c| grid.candidates(c)).collect();
        view.step = Some(step.min(last));
        view.position = Some(Rc::new(LogPosition { values: grid.values().to_vec(), candidates }));
    }

    fn start_setup(&mut self, layout: Layout) {
        self.start(setup_game(layout));
        self.dialog = Dialog::None;
    }

    fn setup_puzzle(&mut self) -> Option<Puzzle> {
        match setup_puzzle(&self.game) {
            Ok(puzzle) => Some(puzzle),
            Err(error) => {
                self.message = Some(error.to_string());
                None
            }
        }
    }

    fn setup_check(&mut self) {
        if self.setup_puzzle().is_some() {
            self.count_setup();
        }
    }

    fn setup_done(&mut self) {
        if !self.is_setting() || !self.setter_done() {
            return;
        }
        if let Some(puzzle) = self.setup_puzzle() {
            self.start(Game::new(puzzle));
            self.message = Some("Your puzzle is ready: the givens are locked.".into());
        }
    }

    /// Starts a generated game; the job that made it (its parameters and phrase) goes into
    /// its seed link.
    pub(super) fn start_generated(&mut self, generated: Generated, job: Option<Job>) {
        let mut game = Game::with_solution(generated.puzzle, generated.solution);
        game.set_level(generated.rating.level);
        if let Some(seed) = job.as_ref().and_then(Job::seed) {
            game.set_origin(seed.origin(generated.attempt));
        }
        let phrase = game.origin().phrase.clone();
        self.start(game);
        let closest = if generated.reached_level { "" } else { " (the hardest the generator found)" };
        let seed = phrase.map(|p| format!(" Seed phrase: {p}.")).unwrap_or_default();
        self.message = Some(format!("New {} puzzle{closest}.{seed}", generated.rating.level));
    }

    fn receive(&mut self, id: u32, serial: u32, result: Result<JobResult, JobError>) {
        let job = self.pending.iter().position(|p| p.id == id).map(|i| self.pending.remove(i).job);
        // Nobody waits for it any more: its game was replaced, or a newer puzzle was asked for.
        if serial != self.serial || job.is_none() {
            return;
        }
        let result = match result {
            Ok(result) => result,
            Err(failed) => return self.job_failed(id, job, failed),
        };
        match result {
            JobResult::Analysed { solution, rating } => {
                if let Some(solution) = solution {
                    self.game_mut().set_solution(solution);
                }
                // A level already recorded (a generated game's, the daily puzzle's) stays.
                if let Some(rating) = rating.filter(|_| self.game.level().is_none()) {
                    self.game_mut().set_level(rating.level);
                }
            }
            JobResult::Hint(hint) => {
                self.game_mut().record_hint_of(hint.kind);
                self.panel = Panel::Hint(HintView { hint: Rc::new(hint), level: HintLevel::Nudge });
            }
            JobResult::Solutions { solutions, complete } => {
                if solutions.is_empty() {
                    self.message = Some("This puzzle has no solution.".into());
                } else {
                    self.panel = Panel::Solutions(SolutionsView { solutions: Rc::new(solutions), index: 0, complete });
                }
            }
            JobResult::LogicalSolution(solution) if self.is_setting() => self.solved_logically(&solution.solution()),
            JobResult::LogicalSolution(solution) => {
                let solution = Rc::new(solution.solution());
                self.panel = Panel::Log(LogView { solution, step: None, position: None, saving: None });
            }
            JobResult::Rated(rating) if self.is_setting() => self.rated_in_setup(rating.level),
            JobResult::Rated(rating) => {
                // The dialog says the level the game shows: the one it was made with, if any.
                let level = self.game.level().unwrap_or(rating.level);
                if let Dialog::NewGame { rating: shown } = &mut self.dialog {
                    *shown = Some(Rating { level, ..rating });
                }
                if self.game.level().is_none() {
                    self.game_mut().set_level(rating.level);
                }
            }
            JobResult::Generated(Ok(generated)) => self.start_generated(generated, job),
            JobResult::Generated(Err(error)) => self.message = Some(error.to_string()),
            JobResult::VariantGenerated(made) => self.receive_variant(made),
            JobResult::Read(read) => self.receive_read(read.map_err(ReadFailure::Read)),
            JobResult::Steps(steps) => self.show_steps(steps),
            JobResult::Reviewed(review) => self.panel = Panel::Review(Rc::from(review)),
            JobResult::Trained(Ok(trained)) => self.start_trained(trained, job),
            JobResult::Trained(Err(error)) => self.message = Some(error.to_string()),
            JobResult::Counted { solutions, complete } => self.counted(&solutions, complete),
            JobResult::Pictured(drawn) => self.drawn(id, drawn.map_err(ImageError::Picture)),
            JobResult::Printed(printed) => self.printed(id, printed.map_err(BatchError::Print)),
        }
    }

    /// A job that ended without a result: cancelled, or the worker failed.
    fn job_failed(&mut self, id: u32, job: Option<Job>, failed: JobError) {
        match job {
            Some(Job::Read { .. }) => self.receive_read(Err(ReadFailure::Worker(failed.clone()))),
            Some(Job::Picture(_) | Job::Print(_)) => self.export_failed(id, &failed),
            _ => {}
        }
        self.message = Some(match failed {
            JobError::Cancelled => "Stopped.".into(),
            failed => format!("That did not work: {failed}."),
        });
    }
}
