//! The first visit's board: one of the welcome puzzles ([`super::welcome_puzzles`]),
//! rendered into the page at build time by the app's own components
//! (`src/bin/prerender.rs`), with its seed phrase, attempt and givens as data on the
//! `#welcome` element. The app starts the same game from them ([`super::early_board`]).
//! The build also writes each board's solution there, so the first game knows it from
//! the first frame: mistakes can be shown at once, and no analysis waits on the worker.

use sudoku_engine::format::line::parse_line;
use sudoku_engine::game::Game;
use sudoku_engine::generate::{GenerateParams, SeedPhrase};
use sudoku_engine::rate::Level;
use sudoku_engine::{Digit, Geometry, Puzzle};

use super::welcome_puzzles::WELCOME_PUZZLES;
use super::{first_puzzle_params, AppState, Settings};

/// A welcome board: the puzzle, and the seed phrase and attempt that make it.
#[derive(Clone, Debug, PartialEq)]
pub struct WelcomeBoard {
    pub phrase: SeedPhrase,
    /// The attempt of the first visit's parameters that made the puzzle from the phrase.
    pub attempt: u32,
    pub puzzle: Puzzle,
    /// The puzzle's solution, when the page carries it.
    pub solution: Option<Vec<Digit>>,
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
    #[error("its solution {0}")]
    Solution(String),
}

impl WelcomeBoard {
    /// Reads the data of the `#welcome` element: the seed phrase, the attempt, the givens
    /// as one line and the solution as one line (empty when the page has none).
    pub fn parse(phrase: &str, attempt: &str, givens: &str, solution: &str) -> Result<WelcomeBoard, WelcomeError> {
        let phrase = SeedPhrase::new(phrase).map_err(|e| WelcomeError::Phrase(e.to_string()))?;
        let attempt = attempt.parse().map_err(|_| WelcomeError::Attempt(attempt.into()))?;
        let puzzle = parse_line(givens, &Geometry::standard(3, 3)).map_err(|e| WelcomeError::Puzzle(e.to_string()))?;
        let solution = (!solution.is_empty()).then(|| read_solution(&puzzle, solution)).transpose()?;
        Ok(WelcomeBoard { phrase, attempt, puzzle, solution })
    }

    /// The game the welcome board shows: an Easy puzzle whose seed link remakes it.
    pub fn game(&self) -> Game {
        let mut game = match &self.solution {
            Some(solution) => Game::with_solution(self.puzzle.clone(), solution.clone()),
            None => Game::new(self.puzzle.clone()),
        };
        game.set_level(Level::Easy);
        let params = GenerateParams { attempt: Some(self.attempt), ..first_puzzle_params() };
        game.set_origin(sudoku_engine::game::Origin::generated(self.phrase.to_string(), params.to_string()));
        game
    }

    /// The welcome puzzle `index` of [`WELCOME_PUZZLES`] (wrapping around).
    pub fn listed(index: usize) -> Result<WelcomeBoard, WelcomeError> {
        let listed = WELCOME_PUZZLES.get(index % WELCOME_PUZZLES.len().max(1));
        let &(phrase, attempt, givens) = listed.ok_or_else(|| WelcomeError::Puzzle("none is listed".into()))?;
        WelcomeBoard::parse(phrase, &attempt.to_string(), givens, "")
    }

    /// The app's state for the welcome board, as nobody has touched it yet.
    pub fn state(&self, settings: Settings) -> AppState {
        AppState::new(self.game(), settings)
    }
}

/// A solution as one line of digits, as [`WelcomeBoard::parse`] reads it (the welcome
/// boards are 9x9).
pub fn solution_line(solution: &[Digit]) -> String {
    solution.iter().map(|digit| char::from(b'0' + digit.get())).collect()
}

/// A solution written as one line: every cell filled, and it solves `puzzle`.
fn read_solution(puzzle: &Puzzle, line: &str) -> Result<Vec<Digit>, WelcomeError> {
    let filled = parse_line(line, puzzle.layout().geometry())
        .map_err(|e| WelcomeError::Solution(format!("is not valid ({e})")))?;
    let digits: Option<Vec<Digit>> = filled.givens().iter().copied().collect();
    let digits = digits.ok_or_else(|| WelcomeError::Solution("leaves cells empty".into()))?;
    if !Game::new(puzzle.clone()).set_solution(digits.clone()) {
        return Err(WelcomeError::Solution("does not solve the puzzle".into()));
    }
    Ok(digits)
}

#[cfg(test)]
mod tests {
    use sudoku_engine::generate::generate;

    use super::*;

    #[test]
    fn every_welcome_puzzle_is_what_its_phrase_makes() {
        assert!(WELCOME_PUZZLES.len() >= 32, "{} welcome puzzles", WELCOME_PUZZLES.len());
        for (index, &(phrase, ..)) in WELCOME_PUZZLES.iter().enumerate() {
            let made = generate(&first_puzzle_params(), &SeedPhrase::new(phrase).expect("a valid phrase"))
                .expect("the first visit's parameters make a puzzle");
            let board = WelcomeBoard::listed(index).expect("listed data reads");
            assert_eq!(
                (&board.puzzle, board.attempt),
                (&made.puzzle, made.attempt),
                "{phrase}: run `cargo run --release --example welcome_puzzles` to list the puzzles the generator makes"
            );
            assert_eq!(made.rating.level, Level::Easy);
        }
        let phrases: std::collections::HashSet<_> = WELCOME_PUZZLES.iter().map(|(p, ..)| p).collect();
        assert_eq!(phrases.len(), WELCOME_PUZZLES.len(), "no phrase twice");
    }

    #[test]
    fn the_welcome_game_links_back_to_its_phrase() {
        let (phrase, attempt, _) = WELCOME_PUZZLES[0];
        let game = WelcomeBoard::listed(0).expect("reads").game();
        assert_eq!(game.level(), Some(Level::Easy));
        assert_eq!(game.origin().phrase.as_deref(), Some(phrase));
        let params: GenerateParams = game.origin().params.as_deref().expect("params").parse().expect("valid");
        assert_eq!(params.attempt, Some(attempt));
        assert_eq!(GenerateParams { attempt: None, ..params }, first_puzzle_params());
        assert_eq!(WelcomeBoard::listed(WELCOME_PUZZLES.len()), WelcomeBoard::listed(0), "wraps around");
    }

    #[test]
    fn bad_data_says_what_was_wrong() {
        let line = ".".repeat(81);
        let read = |attempt: &str, givens: &str| WelcomeBoard::parse("calm-river-stone-12", attempt, givens, "").err();
        assert_eq!(read("x", &line), Some(WelcomeError::Attempt("x".into())));
        assert!(matches!(read("1", "12"), Some(WelcomeError::Puzzle(_))));
        assert!(matches!(WelcomeBoard::parse("", "1", &line, ""), Err(WelcomeError::Phrase(_))));
    }

    /// The first listed welcome puzzle and its solution, as the engine's solver finds it.
    fn first_with_solution() -> (WelcomeBoard, String) {
        let board = WelcomeBoard::listed(0).expect("listed data reads");
        let found = sudoku_engine::solve::Solver::new(&board.puzzle).limit(2).run();
        assert!(found.is_unique());
        (board, solution_line(found.first().expect("solved")))
    }

    #[test]
    fn a_welcome_board_with_its_solution_starts_a_game_that_needs_no_analysis() {
        let (listed, solution) = first_with_solution();
        let (phrase, attempt, givens) = WELCOME_PUZZLES[0];
        let board = WelcomeBoard::parse(phrase, &attempt.to_string(), givens, &solution).expect("reads");
        let state = board.state(Settings::default());
        assert_eq!(solution_line(state.game.solution().expect("known")), solution);
        assert!(state.pending.is_empty(), "nothing asked of the worker: {:?}", state.pending);
        let without = listed.state(Settings::default());
        assert!(without.game.solution().is_none());
        assert!(!without.pending.is_empty(), "without its solution the game is analysed");
    }

    #[test]
    fn a_wrong_solution_says_what_is_wrong_with_it() {
        let (_, solution) = first_with_solution();
        let (phrase, attempt, givens) = WELCOME_PUZZLES[0];
        let read = |solution: &str| WelcomeBoard::parse(phrase, &attempt.to_string(), givens, solution).err();
        assert_eq!(
            read("12"),
            Some(WelcomeError::Solution("is not valid (wrong length: expected 81 cells, found 2)".into()))
        );
        let holed = format!(".{}", &solution[1..]);
        assert_eq!(read(&holed), Some(WelcomeError::Solution("leaves cells empty".into())));
        let swapped: String = solution
            .chars()
            .map(|c| match c {
                '1' => '2',
                '2' => '1',
                other => other,
            })
            .collect();
        assert_eq!(read(&swapped), Some(WelcomeError::Solution("does not solve the puzzle".into())));
    }
}
