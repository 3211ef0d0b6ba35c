//! The search's budget, cancel flag, deadline and errors.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] fns

use std::cell::Cell;
use std::sync::atomic::AtomicBool;

use sudoku_engine::generate::{
    generate, generate_seeded, generate_with, random_phrase, reachable_levels, Control, GenerateError, GenerateParams,
    SeedError, SeedFormat, SeedPhrase, Stop,
};
use sudoku_engine::rate::Level;
use sudoku_engine::Geometry;

fn phrase(text: &str) -> SeedPhrase {
    SeedPhrase::new(text).unwrap()
}

#[test]
fn bad_phrases_are_clear_errors() {
    assert_eq!(SeedPhrase::new("   "), Err(SeedError::Empty));
    let long = "x".repeat(201);
    let err = SeedPhrase::new(&long).unwrap_err();
    assert_eq!(err.to_string(), "the seed phrase has 201 characters; the limit is 200");
}

#[test]
fn hard_levels_on_4x4_are_refused_up_front() {
    let params = GenerateParams { min_level: Level::Moderate, ..GenerateParams::standard(2, 2) };
    let err = generate(&params, &phrase("small")).unwrap_err();
    assert!(
        matches!(&err, GenerateError::LevelOutOfReach { level: Level::Moderate, offered, .. } if offered == &[Level::Easy])
    );
    assert!(err.to_string().contains("out of reach on a 4x4 board: the board is too small"), "{err}");
    assert_eq!(reachable_levels(&GenerateParams::default()), Level::ALL.to_vec());
}

#[test]
fn an_exhausted_budget_returns_the_best_puzzle_flagged() {
    // Obscene is rare on 6x6: three attempts do not find one.
    // Format v1 searches any level; v2 refuses Obscene on 6x6 up front.
    let params = GenerateParams {
        min_level: Level::Obscene,
        max_attempts: 3,
        format: SeedFormat::V1,
        ..GenerateParams::standard(3, 2)
    };
    let generated = generate(&params, &phrase("budget")).unwrap();
    assert!(!generated.reached_level);
    assert_eq!(generated.stop, Stop::AttemptsExhausted);
    assert_eq!(generated.attempts, 3);
    assert!((1..=3).contains(&generated.attempt));
    assert!(generated.rating.level < Level::Obscene);
}

#[test]
fn zero_attempts_and_bad_boards_are_errors() {
    let params = GenerateParams { max_attempts: 0, ..GenerateParams::default() };
    assert_eq!(generate(&params, &phrase("x")), Err(GenerateError::NoAttempts));
    let params = GenerateParams { geometry: Geometry::standard(1, 4), ..GenerateParams::default() };
    assert!(matches!(generate(&params, &phrase("x")), Err(GenerateError::Geometry(_))));
}

#[test]
fn a_set_cancel_flag_stops_before_any_attempt() {
    let cancel = AtomicBool::new(true);
    let control = Control { cancel: Some(&cancel), ..Control::default() };
    assert_eq!(generate_seeded(&GenerateParams::default(), &phrase("x"), &control), Err(GenerateError::Cancelled));
}

#[test]
fn a_deadline_returns_the_best_so_far() {
    // Out of time after the second attempt's progress report: the best of two is returned.
    let attempts = Cell::new(0);
    let on_attempt = |p: &sudoku_engine::generate::Progress| attempts.set(p.attempt);
    let out_of_time = || attempts.get() >= 2;
    let control = Control { out_of_time: Some(&out_of_time), on_attempt: Some(&on_attempt), ..Control::default() };
    let params = GenerateParams { min_level: Level::Obscene, format: SeedFormat::V1, ..GenerateParams::default() };
    // Without a deadline, "deadline 7" needs more than two attempts (19 today).
    assert!(generate(&params, &phrase("deadline 7")).unwrap().attempt > 2);
    let generated = generate_seeded(&params, &phrase("deadline 7"), &control).unwrap();
    assert!(!generated.reached_level);
    assert_eq!(generated.stop, Stop::OutOfTime);
    assert_eq!(generated.attempts, 2);
}

#[test]
fn uninterrupted_seeded_search_equals_the_pure_one() {
    let params = GenerateParams { min_level: Level::Difficult, ..GenerateParams::default() };
    let reports = Cell::new(0);
    let on_attempt = |_: &sudoku_engine::generate::Progress| reports.set(reports.get() + 1);
    let control = Control { on_attempt: Some(&on_attempt), ..Control::default() };
    let with_control = generate_seeded(&params, &phrase("same"), &control).unwrap();
    assert_eq!(with_control, generate(&params, &phrase("same")).unwrap());
    assert_eq!(reports.get(), with_control.attempts);
}

#[test]
fn any_rng_can_drive_the_search_and_make_phrases() {
    let mut rng = phrase("rng").rng(0);
    let generated = generate_with(&GenerateParams::standard(3, 2), &mut rng, &Control::default()).unwrap();
    assert!(generated.reached_level);
    let made = random_phrase(&mut rng);
    assert!(generate(&GenerateParams::default(), &made).is_ok());
}

/// A search that runs out of attempts returns, among all of them, the nearest level to the
/// one asked, then the higher score, then the earlier attempt; the attempts that singles
/// solve (Easy, rated only at the end) count like the others.
#[test]
fn out_of_attempts_the_nearest_attempt_is_returned() {
    use sudoku_engine::generate::generate_attempt;
    use sudoku_engine::rate::engine_rating;
    let params: GenerateParams = "box=3x2 level=moderate exact=true attempts=12 format=v2".parse().unwrap();
    let mut checked = 0;
    for i in 0..4 {
        let phrase = phrase(&format!("nearest {i}"));
        let made = generate(&params, &phrase).unwrap();
        if made.reached_level {
            continue;
        }
        let closeness = |level: Level, score: u32| (-(level as i32 - Level::Moderate as i32).abs(), score);
        let mut best: Option<(u32, (i32, u32))> = None;
        for attempt in 1..=params.max_attempts {
            let Some(candidate) = generate_attempt(&params, &phrase, attempt).unwrap() else { continue };
            let rating = engine_rating(&candidate.puzzle);
            let near = closeness(rating.level, rating.score);
            if best.is_none_or(|(_, b)| near > b) {
                best = Some((attempt, near));
            }
        }
        assert_eq!(made.stop, Stop::AttemptsExhausted, "{phrase}");
        assert_eq!(Some(made.attempt), best.map(|(attempt, _)| attempt), "{phrase}");
        assert_eq!(engine_rating(&made.puzzle), made.rating, "{phrase}");
        checked += 1;
    }
    assert!(checked >= 2, "only {checked} phrases ran out of attempts");
}
