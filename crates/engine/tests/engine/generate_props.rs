//! Properties of generated puzzles: unique, symmetric as asked, rated as reported, and a
//! pure function of the phrase and parameters.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] fns

use proptest::prelude::*;
use sudoku_engine::generate::{generate, generate_attempt, GenerateParams, SeedPhrase, Symmetry};
use sudoku_engine::rate::{engine_rating, rate, Level};
use sudoku_engine::solve::{count_solutions, is_valid_solution};

/// Boards cheap enough for property tests: (box width, box height, variant text).
const BOARDS: &[(usize, usize, &str)] = &[
    (2, 2, "standard"),
    (3, 2, "standard"),
    (2, 3, "standard"),
    (4, 2, "standard"),
    (3, 3, "standard"),
    (3, 3, "x"),
    (3, 3, "jigsaw"),
    (3, 3, "colour"),
    (3, 2, "jigsaw"),
];

fn params(board: usize, symmetry: usize, level: Level) -> GenerateParams {
    let (w, h, variant) = BOARDS[board];
    let text = format!("box={w}x{h} variant={variant} symmetry={} attempts=200", Symmetry::ALL[symmetry]);
    GenerateParams { min_level: level, ..text.parse().unwrap() }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn generated_puzzles_are_unique_symmetric_and_rated_as_reported(
        board in 0..BOARDS.len(),
        symmetry in 0..Symmetry::ALL.len(),
        phrase in "[a-z]{1,12}",
    ) {
        let params = params(board, symmetry, Level::Easy);
        let generated = generate(&params, &SeedPhrase::new(&phrase).unwrap()).unwrap();
        let puzzle = &generated.puzzle;
        let found = count_solutions(puzzle, 2);
        prop_assert!(found.is_unique(), "{} solutions", found.count());
        prop_assert_eq!(found.first(), Some(generated.solution.as_slice()));
        prop_assert!(is_valid_solution(puzzle, &generated.solution));
        prop_assert!(params.symmetry.holds(puzzle.layout().size(), puzzle.givens()));
        // Format v1 (no `format` in the text): the engine's own levels.
        prop_assert_eq!(engine_rating(puzzle), generated.rating);
        prop_assert!(generated.reached_level);
        if params.jigsaw {
            prop_assert!(puzzle.layout().variant().regions.is_some());
        }
    }

    #[test]
    fn the_same_phrase_gives_the_same_puzzle(board in 0..BOARDS.len(), phrase in "\\PC{1,30}") {
        prop_assume!(SeedPhrase::new(&phrase).is_ok());
        let params = params(board, 1, Level::Easy);
        let phrase = SeedPhrase::new(&phrase).unwrap();
        let first = generate(&params, &phrase).unwrap();
        prop_assert_eq!(&first, &generate(&params, &phrase).unwrap());
        // The attempt number alone remakes the puzzle.
        let again = generate_attempt(&params, &phrase, first.attempt).unwrap().unwrap();
        prop_assert_eq!(again.puzzle, first.puzzle);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// Any parameter set (board, variant, symmetry, level, exact, attempts): the puzzle is
    /// unique, the same twice, and the same again from the parameters' text form (what a
    /// seed link carries).
    #[test]
    fn random_parameter_sets_give_unique_repeatable_puzzles(
        board in 0..BOARDS.len(),
        symmetry in 0..Symmetry::ALL.len(),
        level in 0..Level::ALL.len(),
        exact in any::<bool>(),
        attempts in 1u32..12,
        phrase in "[a-z0-9 -]{1,16}",
    ) {
        prop_assume!(SeedPhrase::new(&phrase).is_ok());
        let params = GenerateParams { min_level: Level::ALL[level], exact, max_attempts: attempts, ..params(board, symmetry, Level::Easy) };
        let phrase = SeedPhrase::new(&phrase).unwrap();
        let first = match generate(&params, &phrase) {
            Ok(first) => first,
            // A level above what the board allows is refused, and refused again.
            Err(error) => {
                prop_assert_eq!(generate(&params, &phrase).err(), Some(error));
                return Ok(());
            }
        };
        prop_assert!(count_solutions(&first.puzzle, 2).is_unique());
        prop_assert_eq!(&first, &generate(&params, &phrase).unwrap());
        let from_text: GenerateParams = params.to_string().parse().unwrap();
        prop_assert_eq!(&from_text, &params);
        prop_assert_eq!(generate(&from_text, &phrase).unwrap().puzzle, first.puzzle);
    }
}

#[test]
fn harder_levels_are_met_when_the_generator_says_so() {
    for (level, phrase) in [(Level::Moderate, "m"), (Level::Difficult, "d"), (Level::Stinker, "s")] {
        let params = GenerateParams { min_level: level, ..GenerateParams::default() };
        let generated = generate(&params, &SeedPhrase::new(phrase).unwrap()).unwrap();
        assert!(generated.reached_level, "{level}");
        assert!(generated.rating.level >= level, "{level}: {:?}", generated.rating);
        assert_eq!(rate(&generated.puzzle).level, generated.rating.level);
    }
    let exact = GenerateParams { min_level: Level::Moderate, exact: true, ..GenerateParams::default() };
    let generated = generate(&exact, &SeedPhrase::new("exact").unwrap()).unwrap();
    assert_eq!(generated.rating.level, Level::Moderate);
}

#[test]
fn different_phrases_give_different_puzzles() {
    let params = GenerateParams::default();
    let puzzles: Vec<_> = ["a", "b", "A", "a ", "tea", "tea #2"]
        .iter()
        .map(|p| generate(&params, &SeedPhrase::new(p).unwrap()).unwrap().puzzle)
        .collect();
    // "a" and "a " normalise to the same phrase; every other pair differs.
    assert_eq!(puzzles[0], puzzles[3]);
    for i in 0..puzzles.len() {
        for j in i + 1..puzzles.len() {
            if (i, j) != (0, 3) {
                assert_ne!(puzzles[i], puzzles[j], "phrases {i} and {j}");
            }
        }
    }
}

#[test]
fn the_same_phrase_on_other_parameters_gives_another_puzzle() {
    let phrase = SeedPhrase::new("tea").unwrap();
    let a = generate(&GenerateParams::default(), &phrase).unwrap();
    let b = generate(&"symmetry=none".parse().unwrap(), &phrase).unwrap();
    assert_ne!(a.puzzle, b.puzzle);
}

#[test]
fn big_boards_are_unique_too() {
    for text in ["box=4x3", "box=4x4 symmetry=none", "box=4x3 variant=jigsaw"] {
        let params: GenerateParams = text.parse().unwrap();
        let generated = generate(&params, &SeedPhrase::new("big").unwrap()).unwrap();
        assert!(count_solutions(&generated.puzzle, 2).is_unique(), "{text}");
        assert!(params.symmetry.holds(generated.puzzle.layout().size(), generated.puzzle.givens()), "{text}");
    }
}
