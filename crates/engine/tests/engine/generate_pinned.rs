//! `attempt=K` in the parameters remakes one attempt exactly, whatever the level search
//! would pick: what a seed link of a generated game carries.

#![allow(clippy::unwrap_used)]

use sudoku_engine::generate::{generate, GenerateError, GenerateParams, SeedPhrase};
use sudoku_engine::rate::Level;

#[test]
fn a_pinned_attempt_remakes_the_searched_puzzle() {
    let phrase = SeedPhrase::new("pinned tea").unwrap();
    let params = GenerateParams { min_level: Level::Difficult, ..GenerateParams::default() };
    let searched = generate(&params, &phrase).unwrap();
    assert!(searched.reached_level);

    let pinned = GenerateParams { attempt: Some(searched.attempt), ..params.clone() };
    let remade = generate(&pinned.to_string().parse().unwrap(), &phrase).unwrap();
    assert_eq!(remade.puzzle, searched.puzzle);
    assert_eq!(remade.rating, searched.rating);
    assert_eq!(remade.attempt, searched.attempt);
}

#[test]
fn a_pinned_attempt_is_kept_even_below_the_level_asked() {
    let phrase = SeedPhrase::new("pinned tea").unwrap();
    let easy = generate(&GenerateParams::default(), &phrase).unwrap();
    assert_eq!(easy.attempt, 1);
    let pinned =
        GenerateParams { min_level: Level::Obscene, exact: true, attempt: Some(1), ..GenerateParams::default() };
    let remade = generate(&pinned, &phrase).unwrap();
    assert_eq!(remade.puzzle, easy.puzzle);
    assert_eq!(remade.reached_level, remade.rating.level == Level::Obscene);
}

#[test]
fn attempt_zero_is_refused() {
    let params = GenerateParams { attempt: Some(0), ..GenerateParams::default() };
    assert_eq!(generate(&params, &SeedPhrase::new("x").unwrap()).unwrap_err(), GenerateError::AttemptZero);
}
