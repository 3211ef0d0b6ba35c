//! The first visit's board. Before the app's wasm arrives, `static/early_board.js`
//! (inlined into index.html) draws one of its welcome puzzles and takes the player's first
//! digits ([`super::early_board`]). The app starts the same game from the puzzle's seed
//! phrase and attempt and plays the same moves, so nothing typed there is lost.

use sudoku_engine::format::line::parse_line;
use sudoku_engine::game::Game;
use sudoku_engine::generate::{GenerateParams, SeedPhrase};
use sudoku_engine::rate::Level;
use sudoku_engine::{Geometry, Puzzle};

use super::early_board::{EarlyMoves, MovesError};
use super::{first_puzzle_params, AppState, Settings};

/// The welcome board as the player left it before the app took over.
#[derive(Clone, Debug, PartialEq)]
pub struct WelcomeBoard {
    pub phrase: SeedPhrase,
    /// The attempt of the first visit's parameters that made the puzzle from the phrase.
    pub attempt: u32,
    pub puzzle: Puzzle,
    /// What the player typed on it, and the cell left selected.
    pub typed: EarlyMoves,
}

/// What was wrong with the welcome board's data.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WelcomeError {
    #[error("its seed phrase is not valid ({0})")]
    Phrase(String),
    #[error("its attempt \"{0}\" is not a number")]
    Attempt(String),
    #[error("its puzzle is not valid ({0})")]
    Puzzle(String),
    #[error(transparent)]
    Moves(#[from] MovesError),
}

impl WelcomeBoard {
    /// Reads the data that `welcome.js` writes on the `#welcome` element: `moves` is
    /// `cell:digit` pairs joined by commas (digit 0 erases), `selected` a cell index.
    pub fn parse(
        phrase: &str,
        attempt: &str,
        givens: &str,
        moves: &str,
        selected: &str,
    ) -> Result<WelcomeBoard, WelcomeError> {
        let phrase = SeedPhrase::new(phrase).map_err(|e| WelcomeError::Phrase(e.to_string()))?;
        let attempt = attempt.parse().map_err(|_| WelcomeError::Attempt(attempt.into()))?;
        let puzzle = parse_line(givens, &Geometry::standard(3, 3)).map_err(|e| WelcomeError::Puzzle(e.to_string()))?;
        let typed = EarlyMoves::parse(moves, selected, puzzle.layout())?;
        Ok(WelcomeBoard { phrase, attempt, puzzle, typed })
    }

    /// The game the welcome board shows: an Easy puzzle whose seed link remakes it.
    pub fn game(&self) -> Game {
        let mut game = Game::new(self.puzzle.clone());
        game.set_level(Level::Easy);
        let params = GenerateParams { attempt: Some(self.attempt), ..first_puzzle_params() };
        game.set_origin(sudoku_engine::game::Origin::generated(self.phrase.to_string(), params.to_string()));
        game
    }

    /// The app's state for the welcome board: its game, with every digit typed there
    /// played again as the app plays a typed digit, and the same cell selected.
    pub fn state(&self, settings: Settings) -> AppState {
        let mut state = AppState::new(self.game(), settings);
        self.typed.replay(&mut state);
        state
    }
}

#[cfg(test)]
mod tests {
    use sudoku_engine::generate::generate;
    use sudoku_engine::{Cell, Digit};

    use super::*;

    const SCRIPT: &str = include_str!("../../static/early_board.js");

    /// The welcome puzzles that `static/early_board.js` carries: (phrase, attempt, puzzle line).
    pub fn listed_puzzles(script: &str) -> Vec<(String, u32, String)> {
        let Some(start) = script.find("const WELCOME_PUZZLES = [") else { return Vec::new() };
        let body = &script[start..];
        let Some(end) = body.find("];") else { return Vec::new() };
        let entries: Vec<(String, u32, String)> = serde_json::from_str(&format!(
            "[{}]",
            &body["const WELCOME_PUZZLES = [".len()..end].trim().trim_end_matches(',')
        ))
        .unwrap_or_default();
        entries
    }

    #[test]
    fn every_welcome_puzzle_is_what_its_phrase_makes() {
        let listed = listed_puzzles(SCRIPT);
        assert!(listed.len() >= 32, "welcome.js lists {} puzzles", listed.len());
        for (phrase, attempt, line) in &listed {
            let made = generate(&first_puzzle_params(), &SeedPhrase::new(phrase).expect("a valid phrase"))
                .expect("the first visit's parameters make a puzzle");
            let board = WelcomeBoard::parse(phrase, &attempt.to_string(), line, "", "").expect("listed data reads");
            assert_eq!(
                (&board.puzzle, board.attempt),
                (&made.puzzle, made.attempt),
                "{phrase}: run `cargo run --example welcome_puzzles` to list the puzzles the generator makes"
            );
            assert_eq!(made.rating.level, Level::Easy);
        }
        let phrases: std::collections::HashSet<_> = listed.iter().map(|(p, ..)| p).collect();
        assert_eq!(phrases.len(), listed.len(), "no phrase twice");
    }

    #[test]
    fn the_welcome_game_links_back_to_its_phrase() {
        let (phrase, attempt, line) = listed_puzzles(SCRIPT).into_iter().next().expect("a welcome puzzle");
        let board = WelcomeBoard::parse(&phrase, &attempt.to_string(), &line, "", "").expect("reads");
        let game = board.game();
        assert_eq!(game.level(), Some(Level::Easy));
        assert_eq!(game.origin().phrase.as_deref(), Some(phrase.as_str()));
        let params: GenerateParams = game.origin().params.as_deref().expect("params").parse().expect("valid");
        assert_eq!(params.attempt, Some(attempt));
        assert_eq!(GenerateParams { attempt: None, ..params }, first_puzzle_params());
    }

    #[test]
    fn the_app_plays_the_digits_typed_on_the_welcome_board() {
        let (phrase, attempt, line) = listed_puzzles(SCRIPT).into_iter().next().expect("a welcome puzzle");
        let empty: Vec<usize> = line.char_indices().filter(|&(_, ch)| ch == '.').map(|(i, _)| i).collect();
        let (first, second) = (empty[0], empty[1]);
        let moves = format!("{first}:4,{second}:7,{second}:0,{second}:2");
        let board =
            WelcomeBoard::parse(&phrase, &attempt.to_string(), &line, &moves, &first.to_string()).expect("reads");
        let state = board.state(Settings::default());
        let values = state.game.board();
        assert_eq!(values.value(Cell::new(first)), Digit::new(4));
        assert_eq!(values.value(Cell::new(second)), Digit::new(2), "the last digit typed there");
        assert_eq!(state.selection, vec![Cell::new(first)]);
        assert!(state.game.history().can_undo(), "each digit is a move the player can undo");
        assert_eq!(state.game.origin().phrase.as_deref(), Some(phrase.as_str()));
    }

    #[test]
    fn bad_data_says_what_was_wrong() {
        let line = ".".repeat(81);
        let read = |attempt: &str, givens: &str, moves: &str, selected: &str| {
            WelcomeBoard::parse("calm-river-stone-12", attempt, givens, moves, selected).err()
        };
        assert_eq!(read("x", &line, "", ""), Some(WelcomeError::Attempt("x".into())));
        assert!(matches!(read("1", "12", "", ""), Some(WelcomeError::Puzzle(_))));
        assert_eq!(read("1", &line, "81:1", ""), Some(WelcomeError::Moves(MovesError::Move("81:1".into()))));
        assert_eq!(read("1", &line, "3:10", ""), Some(WelcomeError::Moves(MovesError::Move("3:10".into()))));
        assert_eq!(read("1", &line, "3-1", ""), Some(WelcomeError::Moves(MovesError::Move("3-1".into()))));
        assert_eq!(read("1", &line, "", "99"), Some(WelcomeError::Moves(MovesError::Selected("99".into()))));
        assert!(matches!(WelcomeBoard::parse("", "1", &line, "", ""), Err(WelcomeError::Phrase(_))));
    }
}
