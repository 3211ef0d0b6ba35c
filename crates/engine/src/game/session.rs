//! A [`Game`]: the puzzle, the player's board, the undo history, the clock and what the
//! player used. It serializes (serde) as a whole and is validated when it is read back:
//! a loaded game either fits together completely or is refused with a [`GameError`].

use std::sync::Arc;

use serde::{Deserialize, Serialize, Serializer};
use thiserror::Error;

use super::{
    apply, conflicts, Board, Change, Delta, HintKind, HintTaken, History, Layer, Move, MoveError, Phase, Rules,
    SetupHistory,
};
use crate::constraint::Constraint;
use crate::digits::{Cell, Digit};
use crate::error::PuzzleError;
use crate::format::Meta;
use crate::geometry::Layout;
use crate::grid::Puzzle;
use crate::rate::Level;
use crate::solve::is_valid_solution;

/// Where a puzzle came from: the seed phrase and the generator's parameters (their text
/// form), when it was generated; the setter's title, name and rules, when a document
/// (an f-puzzles one, say) gave them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Origin {
    pub phrase: Option<String>,
    pub params: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    /// The rules as the setter wrote them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
}

impl Origin {
    /// A generated puzzle's origin: its seed phrase and parameters.
    pub fn generated(phrase: String, params: String) -> Origin {
        Origin { phrase: Some(phrase), params: Some(params), ..Origin::default() }
    }

    /// A read document's origin: the setter's words.
    pub fn of_document(meta: &Meta) -> Origin {
        let (title, author, rules) = (meta.title.clone(), meta.author.clone(), meta.rules.clone());
        Origin { title, author, rules, ..Origin::default() }
    }

    /// The setter's words, as a document to write keeps them.
    pub fn words(&self) -> Meta {
        Meta { title: self.title.clone(), author: self.author.clone(), rules: self.rules.clone(), solution: None }
    }
}

/// A game in progress (or finished).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GameData")]
pub struct Game {
    #[serde(serialize_with = "serialize_arc")]
    puzzle: Arc<Puzzle>,
    board: Board,
    history: History,
    /// The unique solution, when known (checked against the puzzle on load).
    solution: Option<Vec<Digit>>,
    /// Time played, in milliseconds (the clock stops while paused and once solved).
    elapsed_ms: u64,
    origin: Origin,
    /// The puzzle's level, when rated.
    level: Option<Level>,
    /// Hints shown, counted as they are shown (also those recorded before `hints` was).
    hints_used: u32,
    /// `elapsed_ms` when the board was first completed correctly; never changes after.
    completed_ms: Option<u64>,
    /// The hints shown, in order, for the review (games saved before they were recorded have none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    hints: Vec<HintTaken>,
    /// Being set up: the digits on the board are the givens of a puzzle still being made,
    /// so a reload goes back to setting it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    being_set: bool,
    /// Setup's undo line while the puzzle is being set, kept over a reload (boxed: it is
    /// empty in every game in play).
    #[serde(skip_serializing_if = "SetupHistory::is_empty")]
    setup_line: Box<SetupHistory>,
    /// Paused by the player; never saved, so a game is always loaded in play.
    #[serde(skip)]
    paused: bool,
}

/// What a move (or a redo) did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The change, empty when the move changed nothing.
    pub delta: Delta,
    /// True when this move completed the puzzle for the first time.
    pub completed_now: bool,
}

/// A saved game that does not fit together.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameError {
    #[error("the board has the wrong number of cells or a digit too large for a {size}x{size} board")]
    BoardShape { size: usize },
    #[error("the board changed the given of {}", cell.name(*size))]
    GivenChanged { cell: Cell, size: usize },
    #[error("the undo history does not fit the board at {} ({layer:?})", history_cell(*cell, *size))]
    History { cell: Cell, size: usize, layer: Layer },
    #[error("the stored solution does not solve the puzzle")]
    BadSolution,
}

/// A cell of a stored history: its name, or its index when it is off the board.
fn history_cell(cell: Cell, size: usize) -> String {
    if cell.index() < size * size {
        cell.name(size)
    } else {
        format!("#{}", cell.index())
    }
}

impl Game {
    /// A fresh game of `puzzle`.
    pub fn new(puzzle: Puzzle) -> Game {
        let board = Board::new(&puzzle);
        Game {
            puzzle: Arc::new(puzzle),
            board,
            history: History::default(),
            solution: None,
            elapsed_ms: 0,
            origin: Origin::default(),
            level: None,
            hints_used: 0,
            completed_ms: None,
            hints: Vec::new(),
            being_set: false,
            setup_line: Box::default(),
            paused: false,
        }
    }

    /// The same game, as a puzzle being set up (its digits are the givens to be).
    pub(super) fn into_setup(self) -> Game {
        Game { being_set: true, ..self }
    }

    /// True while the puzzle is being set up: its digits are not yet givens.
    pub fn is_being_set(&self) -> bool {
        self.being_set
    }

    /// The player's phase: setting the puzzle, or playing it, paused or not.
    pub fn phase(&self) -> Phase {
        match (self.being_set, self.paused) {
            (true, _) => Phase::Setting,
            (false, true) => Phase::Paused,
            (false, false) => Phase::Playing,
        }
    }

    /// Pauses a game being played and not finished, or resumes a paused one; a puzzle
    /// being set and a finished game do not pause.
    pub fn toggle_pause(&mut self) {
        self.paused = match self.phase() {
            Phase::Playing => !self.is_finished(),
            Phase::Paused | Phase::Setting => false,
        };
    }

    /// True when the game's clock runs: played, not paused, not finished.
    pub fn clock_runs(&self) -> bool {
        self.phase() == Phase::Playing && !self.is_finished()
    }

    /// Setup's undo line (empty unless the puzzle is being set).
    pub fn setup_line(&self) -> &SetupHistory {
        &self.setup_line
    }

    /// Makes an edit of setup through its undo line (drawing, digits, undo, redo), so that
    /// the line is saved with the game; a game not being set keeps no line.
    pub fn edit_setup<T>(&mut self, edit: impl FnOnce(&mut SetupHistory, &mut Game) -> T) -> T {
        let mut line = std::mem::take(&mut *self.setup_line);
        let done = edit(&mut line, self);
        if self.being_set {
            *self.setup_line = line;
        }
        done
    }

    /// A fresh game of `puzzle` whose solution is known (ignored unless it solves the puzzle).
    pub fn with_solution(puzzle: Puzzle, solution: Vec<Digit>) -> Game {
        let mut game = Game::new(puzzle);
        game.set_solution(solution);
        game
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The puzzle, shared (cheap to clone).
    pub fn shared_puzzle(&self) -> Arc<Puzzle> {
        Arc::clone(&self.puzzle)
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn history(&self) -> &History {
        &self.history
    }

    pub fn solution(&self) -> Option<&[Digit]> {
        self.solution.as_deref()
    }

    /// Time played, in milliseconds.
    pub fn elapsed_ms(&self) -> u64 {
        self.elapsed_ms
    }

    /// Sets the time played (the app's clock runs outside the game, which takes its time
    /// when it changes or is saved).
    pub fn set_elapsed_ms(&mut self, ms: u64) {
        self.elapsed_ms = ms;
    }

    /// Where the puzzle came from (seed phrase and parameters), when it was generated.
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    pub fn set_origin(&mut self, origin: Origin) {
        self.origin = origin;
    }

    /// The puzzle's level, when rated.
    pub fn level(&self) -> Option<Level> {
        self.level
    }

    /// Records the puzzle's level, as its rating found it.
    pub fn set_level(&mut self, level: Level) {
        self.level = Some(level);
    }

    /// How many hints the player was shown.
    pub fn hints_used(&self) -> u32 {
        self.hints_used
    }

    /// The time played when the board was first completed correctly, if it was.
    pub fn completed_ms(&self) -> Option<u64> {
        self.completed_ms
    }

    /// True once the board has been completed correctly: the clock stops for good.
    pub fn is_finished(&self) -> bool {
        self.completed_ms.is_some()
    }

    /// Records the solution if it solves the puzzle; true when it did.
    pub fn set_solution(&mut self, solution: Vec<Digit>) -> bool {
        let fits = is_valid_solution(&self.puzzle, &solution);
        if fits {
            self.solution = Some(solution);
            self.note_completion();
        }
        fits
    }

    /// Makes `mv` under `rules` as one undo step. On an error nothing changes.
    /// Returns what changed (an empty delta when the move changed nothing) and whether
    /// this move completed the puzzle.
    pub fn play(&mut self, mv: &Move, rules: &Rules) -> Result<Played, MoveError> {
        let next = apply(&self.puzzle, &self.board, mv, rules)?;
        let delta = Delta::between(&self.board, &next);
        self.board = next;
        self.history.record(delta.clone());
        let completed_now = self.note_completion();
        Ok(Played { delta, completed_now })
    }

    /// Undoes the last move; the cells it touched, or `None` when there was none.
    pub fn undo(&mut self) -> Option<Vec<Cell>> {
        let size = self.puzzle.layout().size();
        self.history.undo(&mut self.board, size).map(Delta::cells)
    }

    /// Redoes the last undone move: what it changed and whether that completed the puzzle
    /// for the first time, or `None` when there was nothing to redo.
    pub fn redo(&mut self) -> Option<Played> {
        let size = self.puzzle.layout().size();
        let delta = self.history.redo(&mut self.board, size)?.clone();
        let completed_now = self.note_completion();
        Some(Played { delta, completed_now })
    }

    /// Replaces the puzzle's layout (one of the same size: its killer cages) and its
    /// constraints, when setting a puzzle: the givens and the board stay, a known solution
    /// is forgotten. Returns the layout and constraints it had; on an error nothing changes.
    pub fn replace_drawn(
        &mut self,
        layout: Layout,
        constraints: Vec<Constraint>,
    ) -> Result<(Layout, Vec<Constraint>), PuzzleError> {
        let puzzle = Puzzle::new(layout, self.puzzle.givens().to_vec())?.with_constraints(constraints)?;
        let before = (self.puzzle.layout().clone(), self.puzzle.constraints().to_vec());
        self.puzzle = Arc::new(puzzle);
        self.solution = None;
        Ok(before)
    }

    /// Counts a hint the player was shown.
    pub fn record_hint(&mut self) {
        self.hints_used += 1;
    }

    /// Counts a hint the player was shown and records what it pointed at, at this point
    /// of the path, for the review.
    pub fn record_hint_of(&mut self, kind: HintKind) {
        self.record_hint();
        self.hints.push(HintTaken { at: self.history.len(), kind, applied: false });
    }

    /// Notes that the player applied the last hint shown.
    pub fn note_hint_applied(&mut self) {
        if let Some(last) = self.hints.last_mut() {
            last.applied = true;
        }
    }

    /// The hints shown, in order.
    pub fn hints(&self) -> &[HintTaken] {
        &self.hints
    }

    /// The player's digits that differ from the solution (empty when it is unknown).
    pub fn mistakes(&self) -> Vec<Cell> {
        let Some(solution) = &self.solution else { return Vec::new() };
        self.puzzle
            .layout()
            .cells()
            .filter(|&c| self.board.value(c).is_some_and(|d| Some(&d) != solution.get(c.index())))
            .collect()
    }

    /// True when every cell is filled correctly: as the solution says, or, when it is
    /// unknown, with no digit twice in a house.
    pub fn is_solved(&self) -> bool {
        self.board.is_full()
            && match &self.solution {
                Some(solution) => self.board.values().iter().zip(solution).all(|(v, s)| *v == Some(*s)),
                None => conflicts(&self.puzzle, &self.board).is_empty(),
            }
    }

    /// Stamps the first completion; true when it happens now.
    fn note_completion(&mut self) -> bool {
        let now = self.completed_ms.is_none() && self.is_solved();
        if now {
            self.completed_ms = Some(self.elapsed_ms);
        }
        now
    }

    /// Checks that the parts fit together: the board's shape, the givens, the history
    /// (undoing and redoing everything replays cleanly and never touches a given) and
    /// the solution.
    pub fn validate(&self) -> Result<(), GameError> {
        let layout = self.puzzle.layout();
        let size = layout.size();
        if !self.board.fits(layout.cell_count(), size) {
            return Err(GameError::BoardShape { size });
        }
        if let Some(cell) =
            layout.cells().find(|&c| self.puzzle.given(c).is_some_and(|g| self.board.value(c) != Some(g)))
        {
            return Err(GameError::GivenChanged { cell, size });
        }
        let protected = |c: Change| {
            c.cell.index() >= layout.cell_count()
                || (self.puzzle.given(c.cell).is_some() && !matches!(c.layer, Layer::Colour))
        };
        self.history.check(&self.board, size, protected).map_err(|c| GameError::History {
            cell: c.cell,
            size,
            layer: c.layer,
        })?;
        if let Some(solution) = &self.solution {
            if !is_valid_solution(&self.puzzle, solution) {
                return Err(GameError::BadSolution);
            }
        }
        Ok(())
    }
}

fn serialize_arc<S: Serializer>(puzzle: &Arc<Puzzle>, serializer: S) -> Result<S::Ok, S::Error> {
    puzzle.as_ref().serialize(serializer)
}

/// A game as read from storage, before validation.
#[derive(Deserialize)]
struct GameData {
    puzzle: Puzzle,
    board: Board,
    #[serde(default)]
    history: History,
    #[serde(default)]
    solution: Option<Vec<Digit>>,
    #[serde(default)]
    elapsed_ms: u64,
    #[serde(default)]
    origin: Origin,
    #[serde(default)]
    level: Option<Level>,
    #[serde(default)]
    hints_used: u32,
    #[serde(default)]
    completed_ms: Option<u64>,
    #[serde(default)]
    hints: Vec<HintTaken>,
    #[serde(default)]
    being_set: bool,
    #[serde(default)]
    setup_line: Box<SetupHistory>,
}

impl TryFrom<GameData> for Game {
    type Error = GameError;
    fn try_from(data: GameData) -> Result<Game, GameError> {
        let game = Game {
            puzzle: Arc::new(data.puzzle),
            board: data.board,
            history: data.history,
            solution: data.solution,
            elapsed_ms: data.elapsed_ms,
            origin: data.origin,
            level: data.level,
            hints_used: data.hints_used,
            completed_ms: data.completed_ms,
            hints: data.hints,
            being_set: data.being_set,
            setup_line: if data.being_set { data.setup_line } else { Box::default() },
            paused: false,
        };
        game.validate()?;
        Ok(game)
    }
}
