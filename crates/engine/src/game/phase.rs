//! What the player is doing with a game, as far as the rules care: setting a puzzle (entering
//! its givens and drawing its rules), or playing it, paused or not. The [`Game`] holds its
//! phase ([`Game::phase`]). Setting takes digits only, never twice in a house, and no marks,
//! and asks the logic nothing; pausing stops the clock and the board until the player
//! resumes; a finished game does not pause.

use super::{Edit, Game, Rules};
use crate::error::PuzzleError;
use crate::geometry::Layout;
use crate::grid::Puzzle;

/// The player's phase of a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Phase {
    /// Setting a new puzzle: its digits are the givens to be.
    Setting,
    /// Playing.
    #[default]
    Playing,
    /// Playing, paused: the clock stops and the board takes no move.
    Paused,
}

/// What the player (or the clock, or a finished task) asks of a game, as its phase sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// A change of the board or of the puzzle being set, or a press or key that may make
    /// one: a digit, a mark, a colour, undo, redo, a drawing, a hint or step applied.
    Edit,
    /// A question for the logic about the position: a hint, every step, the solutions, the
    /// solution log, the review, the rewind to the first mistake.
    Logic,
    /// A check of the board against the solution, or of the puzzle being set (how many
    /// solutions it has).
    Check,
    /// What the player looks at, which leaves the game alone: the selection, the mode, the
    /// highlight, panels, dialogs, settings, exports.
    Look,
    /// The clock going on.
    Tick,
    /// Pausing, or resuming.
    Pause,
    /// A new game to be made: generated, a trainer's, or one to set.
    NewGame,
    /// A whole game given in place of this one: loaded from storage, or read from a link
    /// or pasted text.
    Load,
    /// The answer to something asked before (a finished task).
    Answer,
}

/// The rules of setup: a digit already in one of the cell's houses is refused, and no mark
/// is touched.
pub const SETUP_RULES: Rules = Rules { refuse_duplicates: true, auto_remove_marks: false };

impl Phase {
    pub fn is_setting(self) -> bool {
        self == Phase::Setting
    }

    pub fn is_paused(self) -> bool {
        self == Phase::Paused
    }

    /// The rules a move is made under: setup's, or the player's own.
    pub fn rules(self, chosen: Rules) -> Rules {
        if self.is_setting() {
            SETUP_RULES
        } else {
            chosen
        }
    }

    /// True when `request` is taken now: while paused, only pausing, a game given whole
    /// and the answers of earlier tasks; while setting, no question for the logic.
    pub fn allows(self, request: Request) -> bool {
        match request {
            Request::Pause | Request::Load | Request::Answer => true,
            Request::Logic => self == Phase::Playing,
            Request::Edit | Request::Check | Request::Look | Request::Tick | Request::NewGame => self != Phase::Paused,
        }
    }

    /// True when `edit` may be made now: nothing while paused, only digits (placed or
    /// erased) while setting.
    pub fn allows_edit(self, edit: &Edit) -> bool {
        match self {
            Phase::Playing => true,
            Phase::Setting => matches!(edit, Edit::Place(_) | Edit::Erase),
            Phase::Paused => false,
        }
    }
}

/// A fresh setup: an empty board of `layout` whose digits will become the givens. The
/// game knows it is being set, so a saved one goes back to setup when loaded.
pub fn setup_game(layout: Layout) -> Game {
    Game::new(Puzzle::empty(layout)).into_setup()
}

/// The puzzle whose givens are the digits entered in setup, or why they cannot stand.
pub fn setup_puzzle(game: &Game) -> Result<Puzzle, PuzzleError> {
    let puzzle = Puzzle::new(game.puzzle().layout().clone(), game.board().values().to_vec())?;
    match game.puzzle().constraints() {
        [] => Ok(puzzle),
        constraints => puzzle.with_constraints(constraints.to_vec()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digits::{Cell, Digit};
    use crate::game::Move;

    fn d(n: u8) -> Digit {
        Digit::new(n).expect("a digit")
    }

    #[test]
    fn setup_takes_digits_once_per_house_and_makes_the_puzzle_of_them() {
        let setting = Phase::Setting;
        assert!(setting.allows_edit(&Edit::Place(d(5))) && setting.allows_edit(&Edit::Erase));
        assert!(!setting.allows_edit(&Edit::Corner(d(5))) && !setting.allows_edit(&Edit::Centre(d(5))));
        let chosen = Rules { refuse_duplicates: false, auto_remove_marks: true };
        assert_eq!(setting.rules(chosen), SETUP_RULES);
        assert_eq!(Phase::Playing.rules(chosen), chosen);
        let mut game = setup_game(Layout::classic());
        assert_eq!(game.phase(), Phase::Setting);
        let rules = game.phase().rules(chosen);
        game.play(&Move::Place { cell: Cell::new(0), digit: d(5) }, &rules).expect("legal");
        assert!(game.play(&Move::Place { cell: Cell::new(1), digit: d(5) }, &rules).is_err(), "5 twice in row 1");
        let puzzle = setup_puzzle(&game).expect("a puzzle");
        assert_eq!((puzzle.given(Cell::new(0)), puzzle.given_count()), (Some(d(5)), 1));
    }

    const ALL_REQUESTS: [Request; 9] = [
        Request::Edit,
        Request::Logic,
        Request::Check,
        Request::Look,
        Request::Tick,
        Request::Pause,
        Request::NewGame,
        Request::Load,
        Request::Answer,
    ];

    fn allowed(phase: Phase) -> Vec<Request> {
        ALL_REQUESTS.into_iter().filter(|&request| phase.allows(request)).collect()
    }

    #[test]
    fn paused_takes_only_pausing_a_game_given_whole_and_answers_and_setting_asks_no_logic() {
        assert_eq!(allowed(Phase::Playing), ALL_REQUESTS);
        assert_eq!(allowed(Phase::Paused), [Request::Pause, Request::Load, Request::Answer]);
        assert!(!Phase::Setting.allows(Request::Logic));
        assert_eq!(allowed(Phase::Setting).len(), ALL_REQUESTS.len() - 1);
        assert!(!Phase::Paused.allows_edit(&Edit::Erase) && Phase::Playing.allows_edit(&Edit::Corner(d(5))));
    }

    #[test]
    fn a_puzzle_being_set_is_saved_as_such_and_older_saves_are_played() {
        let mut game = setup_game(Layout::classic());
        game.play(&Move::Place { cell: Cell::new(0), digit: d(5) }, &SETUP_RULES).expect("legal");
        assert!(game.is_being_set());
        let text = serde_json::to_string(&game).expect("saved");
        let loaded: Game = serde_json::from_str(&text).expect("loaded");
        assert!(loaded.is_being_set());
        assert_eq!(loaded.board().value(Cell::new(0)), Some(d(5)));
        let played = serde_json::to_string(&Game::new(Puzzle::empty(Layout::classic()))).expect("saved");
        assert!(!played.contains("being_set"), "a game in play is saved as before: {played}");
        let older = text.replace(",\"being_set\":true", "");
        assert_ne!(older, text);
        assert!(!serde_json::from_str::<Game>(&older).expect("loaded").is_being_set());
    }

    #[test]
    fn only_a_game_in_play_pauses_its_clock_stops_while_paused_and_the_pause_is_not_saved() {
        let mut game = Game::new(Puzzle::empty(Layout::classic()));
        assert_eq!(game.phase(), Phase::Playing);
        assert!(game.clock_runs());
        game.toggle_pause();
        assert_eq!(game.phase(), Phase::Paused);
        assert!(!game.clock_runs());
        let text = serde_json::to_string(&game).expect("saved");
        assert_eq!(serde_json::from_str::<Game>(&text).expect("loaded").phase(), Phase::Playing);
        game.toggle_pause();
        assert_eq!(game.phase(), Phase::Playing);

        let mut setting = setup_game(Layout::classic());
        setting.toggle_pause();
        assert_eq!(setting.phase(), Phase::Setting);
        assert!(!setting.clock_runs());
    }

    #[test]
    fn a_finished_game_does_not_pause() {
        let solution = crate::solve::solve(&Puzzle::empty(Layout::classic())).expect("a grid");
        let mut game = Game::new(Puzzle::empty(Layout::classic()));
        for (index, digit) in solution.iter().enumerate() {
            let place = Move::Place { cell: Cell::new(index), digit: *digit };
            game.play(&place, &Rules::default()).expect("legal");
        }
        assert!(game.is_finished() && !game.clock_runs());
        game.toggle_pause();
        assert_eq!(game.phase(), Phase::Playing);
    }
}
