//! Format v2 makes exactly the level asked, on every board and variant of the level table
//! (RATING.md): for each row and level a few phrases, each puzzle rated exactly that
//! level (the engine's own, `rate::engine_rating`), unique, and made again from the parameters' text form.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] fns

use sudoku_engine::generate::{generate, reachable_levels, GenerateParams, SeedFormat, SeedPhrase};
use sudoku_engine::rate::{engine_rating, Level};
use sudoku_engine::solve::Solver;

/// Phrases per level: enough to catch a level that is only sometimes hit, few enough for
/// `make test` (the test profile is optimised).
const PHRASES: usize = 2;

fn check_row(text: &str, levels: &[Level]) {
    let base: GenerateParams = format!("{text} format=v2").parse().unwrap();
    assert_eq!(base.format, SeedFormat::V2);
    for &level in levels {
        let params = GenerateParams { min_level: level, exact: true, ..base.clone() };
        assert!(reachable_levels(&params).contains(&level), "{params}: {level} is not offered");
        for i in 0..PHRASES {
            let phrase = SeedPhrase::new(&format!("{level} {i}")).unwrap();
            let made = generate(&params, &phrase).unwrap();
            assert!(
                made.reached_level,
                "{params} {phrase}: made {} after {} attempts",
                made.rating.level, made.attempts
            );
            assert_eq!(made.rating.level, level, "{params} {phrase}");
            assert_eq!(engine_rating(&made.puzzle), made.rating, "{params} {phrase}");
            assert!(Solver::new(&made.puzzle).limit(2).run().is_unique(), "{params} {phrase}: not unique");
            let again: GenerateParams = params.to_string().parse().unwrap();
            assert_eq!(again, params);
            assert_eq!(generate(&again, &phrase).unwrap().puzzle, made.puzzle, "{params} {phrase}");
        }
    }
}

const UP_TO_NIGHTMARE: [Level; 5] = [Level::Easy, Level::Moderate, Level::Difficult, Level::Stinker, Level::Nightmare];

#[test]
fn four_by_four_makes_easy() {
    check_row("box=2x2", &[Level::Easy]);
}

#[test]
fn six_and_eight_make_easy_and_moderate() {
    for text in ["box=3x2", "box=2x3", "box=4x2"] {
        check_row(text, &[Level::Easy, Level::Moderate]);
    }
}

#[test]
fn nine_by_nine_makes_all_six() {
    check_row("box=3x3", &Level::ALL);
}

#[test]
fn nine_by_nine_variants_make_easy_to_nightmare() {
    for variant in ["x", "jigsaw", "colour", "x+jigsaw"] {
        check_row(&format!("box=3x3 variant={variant}"), &UP_TO_NIGHTMARE);
    }
}

#[test]
fn twelve_and_sixteen_make_easy_to_stinker() {
    for text in ["box=4x3", "box=4x4"] {
        check_row(text, &UP_TO_NIGHTMARE[..4]);
    }
}

#[test]
fn twenty_and_twenty_five_make_easy_and_moderate() {
    for text in ["box=5x4", "box=5x5"] {
        check_row(text, &[Level::Easy, Level::Moderate]);
    }
}

#[test]
fn thirty_makes_easy() {
    check_row("box=6x5", &[Level::Easy]);
}

#[test]
fn unreachable_levels_are_refused_with_the_reason() {
    let params: GenerateParams = "box=5x5 level=nightmare exact=true format=v2".parse().unwrap();
    let err = generate(&params, &SeedPhrase::new("too big").unwrap()).unwrap_err().to_string();
    assert!(err.contains("25x25") && err.contains("takes longer") && err.contains("Easy, Moderate"), "{err}");
}
