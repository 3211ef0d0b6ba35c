//! The app's state: the engine's [`Game`] (what undo restores lives in it) and what the
//! screen needs besides (selection, mode, highlight, settings, panels), which undo leaves
//! alone.
//!
//! The game is shared (`Rc<Game>`): the state is cloned on every action, the game only
//! when it changes ([`AppState::game_mut`], which also bumps [`AppState::revision`], the
//! number persistence compares). The running clock lives beside it (`clock_ms`), so the
//! once-a-second tick never copies the game; the game takes the clock's time whenever it
//! changes, and persistence writes the clock into what it saves.
//!
//! The phase (setting a puzzle, playing, paused) is the game's own ([`Game::phase`]), and so
//! is which actions it takes. The fields belong to the state module: components read them
//! through accessors and change them only through [`AppState::update`].

use std::rc::Rc;

use sudoku_engine::format::Alphabet;
use sudoku_engine::game::{conflicts, Game};
use sudoku_engine::{Cell, Digit, Puzzle};

use super::{Dialog, Direction, Mode, Panel, Pending, Settings};
use crate::worker::Job;

#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub(super) game: Rc<Game>,
    /// Counts the games of this session: a result for an older game is dropped.
    pub(super) serial: u32,
    /// Goes up on every change of the game other than the clock.
    pub(super) revision: u64,
    /// Time played in this game, in milliseconds (the game's `elapsed_ms` as it runs).
    pub(super) clock_ms: u64,
    /// The selected cells; the last one is the cursor.
    pub(super) selection: Vec<Cell>,
    pub(super) mode: Mode,
    /// The digit highlighted everywhere (values and marks) until toggled off.
    pub(super) highlight: Option<Digit>,
    /// The next digit chosen sets the highlight instead of being written.
    pub(super) picking_highlight: bool,
    pub(super) settings: Settings,
    /// Show the digits that differ from the solution (after Check, until the next move).
    pub(super) checked: bool,
    pub(super) panel: Panel,
    pub(super) dialog: Dialog,
    /// The last thing to tell the player (a refused move, a check's result).
    pub(super) message: Option<String>,
    /// The cell that already holds the digit of a move just refused as a duplicate: shown
    /// as clashing until the board changes.
    pub(super) clash: Option<Cell>,
    /// Jobs not yet answered; `next_id` numbers the next one.
    pub(super) pending: Vec<Pending>,
    pub(super) next_id: u32,
    /// The characters that write the digits of this board.
    pub(super) symbols: Rc<Vec<char>>,
    /// For each cell, whether its digit clashes with a peer's.
    pub(super) conflicts: Rc<Vec<bool>>,
    /// The cells of the last move's mistakes (with "Warn about mistakes" on), until the board changes.
    pub(super) warned: Vec<Cell>,
    /// Pasted text or a link being read.
    pub(super) reading: Option<super::Reading>,
    /// The setter's tool, drawing and undo line in setup.
    pub(super) setter: super::SetterView,
}

impl AppState {
    /// A state playing `game`; asks for its solution and rating when it has none.
    pub fn new(game: Game, settings: Settings) -> AppState {
        let mut state = AppState {
            game: Rc::new(Game::new(Puzzle::empty(sudoku_engine::Layout::classic()))),
            serial: 0,
            revision: 0,
            clock_ms: 0,
            selection: Vec::new(),
            mode: Mode::Digit,
            highlight: None,
            picking_highlight: false,
            settings,
            checked: false,
            panel: Panel::None,
            dialog: Dialog::None,
            message: None,
            clash: None,
            pending: Vec::new(),
            next_id: 1,
            symbols: Rc::new(Vec::new()),
            conflicts: Rc::new(Vec::new()),
            warned: Vec::new(),
            reading: None,
            setter: super::SetterView::default(),
        };
        state.start(game);
        state
    }

    /// Replaces the game (a new puzzle, a loaded game): everything about the old one goes.
    pub fn start(&mut self, game: Game) {
        let size = game.puzzle().layout().size();
        self.serial += 1;
        self.symbols = Rc::new(Alphabet::default_for(size).symbols().to_vec());
        self.selection.clear();
        self.highlight = None;
        self.picking_highlight = false;
        self.setter = super::SetterView::default();
        self.checked = false;
        self.clash = None;
        self.warned.clear();
        self.panel = Panel::None;
        self.pending.clear();
        let needs_analysis = game.solution().is_none() || game.level().is_none();
        self.clock_ms = game.elapsed_ms();
        self.revision += 1;
        self.game = Rc::new(game);
        self.refresh_conflicts();
        if self.is_setting() {
            self.resume_setup();
        } else if needs_analysis && sets_something(self.game.puzzle()) {
            self.request(Job::Analyse { puzzle: self.game.puzzle().clone() });
        }
    }

    /// The game, to change: copied only if the previous state still shares it. It takes
    /// the clock's time, so a move records when it was made.
    pub(crate) fn game_mut(&mut self) -> &mut Game {
        self.revision += 1;
        let game = Rc::make_mut(&mut self.game);
        game.set_elapsed_ms(self.clock_ms);
        game
    }

    /// Queues a job for the app to run. A new puzzle asked for replaces one still being
    /// made (the first visit's, say): the earlier one's result is dropped when it comes.
    pub fn request(&mut self, job: Job) {
        if job.makes_puzzle() {
            self.pending.retain(|p| !p.job.makes_puzzle());
        }
        self.pending.push(Pending { id: self.next_id, serial: self.serial, job });
        self.next_id += 1;
    }

    /// What the status line says: the work the player waits for, else the last message (in
    /// setup the verdict has a line of its own, and the palette says how to use the tool).
    pub fn status(&self) -> Option<String> {
        // In setup the count and what follows it are told on the verdict's line.
        let waited: Vec<Pending> = self
            .pending
            .iter()
            .filter(|p| !(self.is_setting() && super::setter::counts_setup(&p.job)))
            .cloned()
            .collect();
        super::status(&waited).or_else(|| self.message.clone())
    }

    pub fn refresh_conflicts(&mut self) {
        let mut flags = vec![false; self.game.puzzle().layout().cell_count()];
        for cell in conflicts(self.game.puzzle(), self.game.board()) {
            flags[cell.index()] = true;
        }
        self.conflicts = Rc::new(flags);
    }

    /// The header's line: "Setup", or the board, its rules beyond the board's own and the
    /// level: "9x9 standard, Easy", "9x9 standard + thermometer + arrow, Hard".
    pub fn heading(&self) -> String {
        if self.is_setting() {
            return "Setup".to_string();
        }
        let puzzle = self.game.puzzle();
        let layout = puzzle.layout();
        let rules = rules_beyond_board(puzzle);
        let level = self.game.level().map_or("Unrated".to_string(), |l| l.name().to_string());
        format!("{0}x{0} {1}{rules}, {level}", layout.size(), layout.variant().name())
    }

    pub fn game(&self) -> &Rc<Game> {
        &self.game
    }

    pub fn serial(&self) -> u32 {
        self.serial
    }

    pub fn revision(&self) -> u64 {
        self.revision
    }

    pub fn clock_ms(&self) -> u64 {
        self.clock_ms
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn highlight(&self) -> Option<Digit> {
        self.highlight
    }

    pub fn picking_highlight(&self) -> bool {
        self.picking_highlight
    }

    pub fn settings(&self) -> Settings {
        self.settings
    }

    pub fn panel(&self) -> &Panel {
        &self.panel
    }

    pub fn dialog(&self) -> &Dialog {
        &self.dialog
    }

    pub fn pending(&self) -> &[Pending] {
        &self.pending
    }

    /// The number the next job will have.
    pub fn next_id(&self) -> u32 {
        self.next_id
    }

    pub fn symbols(&self) -> &Rc<Vec<char>> {
        &self.symbols
    }

    pub fn warned(&self) -> &[Cell] {
        &self.warned
    }

    pub fn reading(&self) -> Option<&super::Reading> {
        self.reading.as_ref()
    }

    /// The setter's tool in hand.
    pub fn tool(&self) -> super::Tool {
        self.setter.tool
    }

    /// The cursor: the cell the arrow keys move from.
    pub fn cursor(&self) -> Option<Cell> {
        self.selection.last().copied()
    }

    pub fn size(&self) -> usize {
        self.game.puzzle().layout().size()
    }

    /// Selects `cell`; with `extend`, adds it to the selection or takes it out.
    pub(crate) fn select(&mut self, cell: Cell, extend: bool) {
        if cell.index() >= self.game.puzzle().layout().cell_count() {
            return;
        }
        if !extend {
            self.selection = vec![cell];
        } else if let Some(i) = self.selection.iter().position(|&c| c == cell) {
            if self.selection.len() > 1 {
                self.selection.remove(i);
            }
        } else {
            self.selection.push(cell);
        }
    }

    /// Adds `cell` to the selection as the new cursor (dragging over it).
    pub(crate) fn drag_to(&mut self, cell: Cell) {
        if cell.index() >= self.game.puzzle().layout().cell_count() {
            return;
        }
        self.selection.retain(|&c| c != cell);
        self.selection.push(cell);
    }

    pub(crate) fn move_cursor(&mut self, direction: Direction, extend: bool) {
        let layout = self.game.puzzle().layout();
        let to = match self.cursor() {
            Some(from) => direction.step(layout, from),
            None => Cell::new(0),
        };
        if extend {
            self.drag_to(to);
        } else {
            self.selection = vec![to];
        }
    }

    /// The digits to show on the board: while the solutions are shown, the one chosen.
    pub fn shown_solution(&self) -> Option<&[Digit]> {
        match &self.panel {
            Panel::Solutions(view) => view.solutions.get(view.index).map(Vec::as_slice),
            _ => None,
        }
    }
}

/// True when `puzzle` holds something to solve: givens, variant rules or killer cages (a
/// thermometer puzzle may have no givens at all).
fn sets_something(puzzle: &Puzzle) -> bool {
    puzzle.given_count() > 0 || !puzzle.constraints().is_empty() || !puzzle.layout().cages().is_empty()
}

/// The rules of `puzzle` beyond its board's own, as the header and the statistics name
/// them: "" for none, " + thermometer + arrow", " + thermometer + 3 more rules".
pub fn rules_beyond_board(puzzle: &Puzzle) -> String {
    let mut rules: Vec<&str> = Vec::new();
    for constraint in puzzle.constraints() {
        let name = constraint.name();
        if !matches!(constraint, sudoku_engine::Constraint::PencilMarks(_)) && !rules.contains(&name) {
            rules.push(name);
        }
    }
    match rules.len() {
        0..=2 => rules.iter().map(|name| format!(" + {name}")).collect(),
        n => format!(" + {} + {} more rules", rules[0], n - 1),
    }
}
