//! What the player is doing with a game, as far as the rules care: entering a puzzle's
//! givens by hand (setup), or playing, paused or not. Setup takes digits only, never twice
//! in a house, and no marks; hints and the clock wait for the puzzle to exist; pausing
//! stops the clock and the board until the game is finished.

use super::{Edit, Game, Rules};
use crate::error::PuzzleError;
use crate::geometry::Layout;
use crate::grid::Puzzle;

/// The player's phase of a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Phase {
    /// Entering the givens of a new puzzle.
    pub setup: bool,
    /// Paused: the clock stops and the board takes no move.
    pub paused: bool,
}

/// The rules of setup: a digit already in one of the cell's houses is refused, and no mark
/// is touched.
pub const SETUP_RULES: Rules = Rules { refuse_duplicates: true, auto_remove_marks: false };

impl Phase {
    /// The rules a move is made under: setup's, or the player's own.
    pub fn rules(self, chosen: Rules) -> Rules {
        if self.setup {
            SETUP_RULES
        } else {
            chosen
        }
    }

    /// True when `edit` may be made now: nothing while paused, only digits (placed or
    /// erased) in setup.
    pub fn allows(self, edit: &Edit) -> bool {
        !self.paused && (!self.setup || matches!(edit, Edit::Place(_) | Edit::Erase))
    }

    /// True when the player may ask the logic about the position (hints, steps, review,
    /// rewind): not while entering the givens.
    pub fn asks_logic(self) -> bool {
        !self.setup
    }

    /// The phase after the player presses pause: a game being played and not finished
    /// pauses or resumes; setup and a finished game do not pause.
    pub fn toggle_pause(self, game: &Game) -> Phase {
        if self.setup || game.is_finished() {
            self
        } else {
            Phase { paused: !self.paused, ..self }
        }
    }

    /// True when the game's clock runs: played, not paused, not finished.
    pub fn clock_runs(self, game: &Game) -> bool {
        !self.paused && !self.setup && !game.is_finished()
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
        let setup = Phase { setup: true, paused: false };
        assert!(setup.allows(&Edit::Place(d(5))) && setup.allows(&Edit::Erase));
        assert!(!setup.allows(&Edit::Corner(d(5))) && !setup.allows(&Edit::Centre(d(5))));
        assert!(!setup.asks_logic() && Phase::default().asks_logic());
        let chosen = Rules { refuse_duplicates: false, auto_remove_marks: true };
        assert_eq!(setup.rules(chosen), SETUP_RULES);
        assert_eq!(Phase::default().rules(chosen), chosen);
        let mut game = setup_game(Layout::classic());
        let rules = setup.rules(chosen);
        game.play(&Move::Place { cell: Cell::new(0), digit: d(5) }, &rules).expect("legal");
        assert!(game.play(&Move::Place { cell: Cell::new(1), digit: d(5) }, &rules).is_err(), "5 twice in row 1");
        let puzzle = setup_puzzle(&game).expect("a puzzle");
        assert_eq!((puzzle.given(Cell::new(0)), puzzle.given_count()), (Some(d(5)), 1));
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
    fn only_a_game_in_play_pauses_and_its_clock_stops_while_paused() {
        let game = Game::new(Puzzle::empty(Layout::classic()));
        let playing = Phase::default();
        assert!(playing.clock_runs(&game));
        let paused = playing.toggle_pause(&game);
        assert!(paused.paused && !paused.clock_runs(&game) && !paused.allows(&Edit::Erase));
        assert_eq!(paused.toggle_pause(&game), playing);
        let setup = Phase { setup: true, paused: false };
        assert_eq!(setup.toggle_pause(&game), setup);
        assert!(!setup.clock_runs(&game));
    }
}
