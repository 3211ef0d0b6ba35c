//! The board the page draws before the app's wasm arrives (`static/early_board.js`,
//! inlined into index.html): a first visit's welcome puzzle ([`super::welcome`]), or, on a
//! return, the saved game as the app last showed it ([`crate::storage::view`]). The player
//! can select cells and type digits on it at once. Before the app mounts (mounting clears
//! the page's body), [`take_before_mount`] reads what was typed there and removes the
//! board; the app then plays the same moves on its own board, so nothing typed is lost.

use sudoku_engine::{Cell, Digit, Layout};

use super::welcome::{WelcomeBoard, WelcomeError};
use super::{Action, AppState};

/// What the player did on the early board: each digit typed (or erased: `None`), in
/// order, and the cell left selected.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EarlyMoves {
    pub moves: Vec<(Cell, Option<Digit>)>,
    pub selected: Option<Cell>,
}

/// What was wrong with the moves an early board recorded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MovesError {
    #[error("its move \"{0}\" is not a cell and a digit of the board")]
    Move(String),
    #[error("its selected cell \"{0}\" is not on the board")]
    Selected(String),
}

impl EarlyMoves {
    /// Reads the data the page's script writes: `moves` is `cell:k` pairs joined by commas,
    /// `k` the digit from 1 (0 erases); `selected` a cell index, or empty.
    pub fn parse(moves: &str, selected: &str, layout: &Layout) -> Result<EarlyMoves, MovesError> {
        let cell_of = |text: &str| text.parse::<usize>().ok().filter(|&i| i < layout.cell_count()).map(Cell::new);
        let moves = moves
            .split(',')
            .filter(|m| !m.is_empty())
            .map(|text| {
                let bad = || MovesError::Move(text.into());
                let (cell, digit) = text.split_once(':').ok_or_else(bad)?;
                let cell = cell_of(cell).ok_or_else(bad)?;
                match digit.parse::<u8>() {
                    Ok(0) => Ok((cell, None)),
                    Ok(d) if usize::from(d) <= layout.size() => Ok((cell, Digit::new(d))),
                    _ => Err(bad()),
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        let selected = match selected {
            "" => None,
            text => Some(cell_of(text).ok_or_else(|| MovesError::Selected(text.into()))?),
        };
        Ok(EarlyMoves { moves, selected })
    }

    /// Plays every digit typed as the app plays a typed digit, and selects the same cell.
    pub fn replay(&self, state: &mut AppState) {
        for &(cell, digit) in &self.moves {
            state.update(Action::Select { cell, extend: false });
            state.update(digit.map_or(Action::Clear, Action::Input));
        }
        if let Some(cell) = self.selected {
            state.update(Action::Select { cell, extend: false });
        }
    }
}

/// The saved game the page drew on a return, as the player left it before the app took
/// over. Its moves are read against the game's board once the game is loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResumedBoard {
    /// The id of the saved game it showed.
    pub game: String,
    moves: String,
    selected: String,
}

impl ResumedBoard {
    pub fn new(game: &str, moves: &str, selected: &str) -> ResumedBoard {
        ResumedBoard { game: game.into(), moves: moves.into(), selected: selected.into() }
    }

    /// Plays what was typed on it onto `state`, the saved game `id` the app resumed. A
    /// board drawn for another game (another tab saved since) leaves the state alone.
    pub fn replay(&self, id: Option<&str>, state: &mut AppState) -> Result<(), ResumeError> {
        if id != Some(self.game.as_str()) {
            return Err(ResumeError::OtherGame(self.game.clone()));
        }
        let moves = EarlyMoves::parse(&self.moves, &self.selected, state.game.puzzle().layout())?;
        moves.replay(state);
        Ok(())
    }
}

/// Why what was typed on the resumed board could not be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResumeError {
    #[error("it showed game {0}, which is no longer the current one")]
    OtherGame(String),
    #[error(transparent)]
    Moves(#[from] MovesError),
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    static WELCOME: std::cell::RefCell<Option<Result<WelcomeBoard, WelcomeError>>> = const { std::cell::RefCell::new(None) };
    static RESUMED: std::cell::RefCell<Option<ResumedBoard>> = const { std::cell::RefCell::new(None) };
}

/// Takes the early board off the page, before the app mounts: its data is kept for
/// [`take_welcome`] or [`take_resumed`], and the element is removed, so its cells and keys
/// give way to the app's.
#[cfg(target_arch = "wasm32")]
pub fn take_before_mount() {
    let document = gloo::utils::document();
    let data =
        |element: &web_sys::Element, name: &str| element.get_attribute(&format!("data-{name}")).unwrap_or_default();
    if let Some(element) = document.get_element_by_id("welcome") {
        let board = WelcomeBoard::parse(
            &data(&element, "phrase"),
            &data(&element, "attempt"),
            &data(&element, "givens"),
            &data(&element, "moves"),
            &data(&element, "selected"),
        );
        if let Err(why) = &board {
            gloo::console::warn!(format!("The welcome board could not be taken over: {why}"));
        }
        element.remove();
        WELCOME.with(|taken| *taken.borrow_mut() = Some(board));
    }
    if let Some(element) = document.get_element_by_id("resume") {
        let board = ResumedBoard::new(&data(&element, "game"), &data(&element, "moves"), &data(&element, "selected"));
        element.remove();
        RESUMED.with(|taken| *taken.borrow_mut() = Some(board));
    }
}

/// The welcome board taken off the page, once: `None` when the page drew none.
#[cfg(target_arch = "wasm32")]
pub fn take_welcome() -> Option<Result<WelcomeBoard, WelcomeError>> {
    WELCOME.with(|taken| taken.borrow_mut().take())
}

/// The saved game's board taken off the page, once: `None` when the page drew none.
#[cfg(target_arch = "wasm32")]
pub fn take_resumed() -> Option<ResumedBoard> {
    RESUMED.with(|taken| taken.borrow_mut().take())
}

/// Outside the browser there is no page, so no early board.
#[cfg(not(target_arch = "wasm32"))]
pub fn take_before_mount() {}

/// Outside the browser there is no page, so no welcome board.
#[cfg(not(target_arch = "wasm32"))]
pub fn take_welcome() -> Option<Result<WelcomeBoard, WelcomeError>> {
    None
}

/// Outside the browser there is no page, so no resumed board.
#[cfg(not(target_arch = "wasm32"))]
pub fn take_resumed() -> Option<ResumedBoard> {
    None
}

#[cfg(test)]
mod tests {
    use sudoku_engine::format::line::parse_line;
    use sudoku_engine::game::Game;
    use sudoku_engine::Geometry;

    use super::*;
    use crate::state::Settings;

    fn layout(size: usize) -> Layout {
        let (w, h) = match size {
            4 => (2, 2),
            16 => (4, 4),
            _ => (3, 3),
        };
        Layout::new(Geometry::standard(w, h)).expect("a board")
    }

    #[test]
    fn moves_and_selection_are_read_in_order() {
        let read = EarlyMoves::parse("4:5,4:0,80:9", "80", &layout(9)).expect("reads");
        assert_eq!(
            read.moves,
            vec![(Cell::new(4), Digit::new(5)), (Cell::new(4), None), (Cell::new(80), Digit::new(9))]
        );
        assert_eq!(read.selected, Some(Cell::new(80)));
        assert_eq!(EarlyMoves::parse("", "", &layout(9)), Ok(EarlyMoves::default()));
    }

    #[test]
    fn digits_and_cells_are_those_of_the_board() {
        let on16 = EarlyMoves::parse("255:16", "", &layout(16)).expect("the 16th digit of a 16x16 board");
        assert_eq!(on16.moves, vec![(Cell::new(255), Digit::new(16))]);
        let bad = |moves: &str, selected: &str, size: usize| EarlyMoves::parse(moves, selected, &layout(size)).err();
        assert_eq!(bad("81:1", "", 9), Some(MovesError::Move("81:1".into())));
        assert_eq!(bad("3:10", "", 9), Some(MovesError::Move("3:10".into())));
        assert_eq!(bad("3:5", "", 4), Some(MovesError::Move("3:5".into())));
        assert_eq!(bad("3-1", "", 9), Some(MovesError::Move("3-1".into())));
        assert_eq!(bad("", "99", 9), Some(MovesError::Selected("99".into())));
    }

    fn saved_state() -> AppState {
        let line = "37........852....71..57.4.9..435.9.893.....258.1.276..2.3.94..65....219........42";
        let puzzle = parse_line(line, &Geometry::standard(3, 3)).expect("a puzzle");
        AppState::new(Game::new(puzzle), Settings::default())
    }

    #[test]
    fn the_app_plays_the_digits_typed_on_the_resumed_board() {
        let mut state = saved_state();
        let board = ResumedBoard::new("g1", "2:4,3:6,3:0,3:1", "2");
        assert_eq!(board.replay(Some("g1"), &mut state), Ok(()));
        assert_eq!(state.game.board().value(Cell::new(2)), Digit::new(4));
        assert_eq!(state.game.board().value(Cell::new(3)), Digit::new(1), "the last digit typed there");
        assert_eq!(state.selection, vec![Cell::new(2)]);
        assert!(state.game.history().can_undo(), "each digit is a move the player can undo");
    }

    #[test]
    fn a_board_of_another_game_is_not_played() {
        let mut state = saved_state();
        let before = state.game.clone();
        let board = ResumedBoard::new("g1", "2:4", "");
        assert_eq!(board.replay(Some("g2"), &mut state), Err(ResumeError::OtherGame("g1".into())));
        assert_eq!(board.replay(None, &mut state), Err(ResumeError::OtherGame("g1".into())));
        assert_eq!(state.game, before);
        let bad = ResumedBoard::new("g1", "2:10", "");
        assert!(matches!(bad.replay(Some("g1"), &mut state), Err(ResumeError::Moves(_))));
    }
}
