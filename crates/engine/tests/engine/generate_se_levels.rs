//! Format v3: a generated level is its band on Sudoku Explainer's scale. On 9x9 standard
//! every exact-level puzzle's `rate_se` lies in the level's band; on other boards the level
//! is the SE level of its solve path; new games use v3, the daily puzzle and older links
//! keep their formats, and the golden table pins v3 beside v1 and v2.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] fns

use sudoku_engine::daily::DAILY_FORMAT;
use sudoku_engine::generate::{generate, GenerateParams, SeedFormat, SeedPhrase};
use sudoku_engine::logic::solve_logically;
use sudoku_engine::rate::{engine_rating, rate, rate_se, se_level_of_path, Level};
use sudoku_engine::share::{parse_link, seed_link, SharedLink};
use sudoku_engine::solve::Solver;
use sudoku_engine::Geometry;

/// Phrases per level: a few, so that `make test` stays quick (9x9 Obscene takes about a
/// tenth of a second a puzzle).
const PHRASES: usize = 3;

fn made(text: &str, level: Level, phrase: &str) -> sudoku_engine::generate::Generated {
    let params: GenerateParams = format!("{text} level={level} exact=true format=v3").parse().unwrap();
    let phrase = SeedPhrase::new(phrase).unwrap();
    let made = generate(&params, &phrase).unwrap();
    assert!(made.reached_level, "{params} {phrase}: made {} after {} attempts", made.rating.level, made.attempts);
    assert_eq!(made.rating.level, level, "{params} {phrase}");
    assert!(Solver::new(&made.puzzle).limit(2).run().is_unique(), "{params} {phrase}: not unique");
    made
}

#[test]
fn every_nine_by_nine_level_rates_inside_its_se_band() {
    for level in Level::ALL {
        for i in 0..PHRASES {
            let phrase = format!("se band {level} {i}");
            let made = made("box=3x3", level, &phrase);
            let se = rate_se(&made.puzzle).unwrap();
            assert!(level.se_band().contains(&se.tenths), "{level} {phrase}: SE {} ({})", se.value(), se.hardest);
        }
    }
}

#[test]
fn other_boards_take_the_se_level_of_their_solve_path() {
    for (text, level) in [
        ("box=3x3 variant=x", Level::Stinker),
        ("box=3x3 variant=jigsaw", Level::Difficult),
        ("box=3x2", Level::Moderate),
        ("box=4x3", Level::Difficult),
    ] {
        let made = made(text, level, "other boards");
        assert_eq!(rate_se(&made.puzzle), None, "{text}: SE rates standard 9x9 only");
        assert_eq!(se_level_of_path(&solve_logically(&made.puzzle)), level, "{text}");
    }
}

#[test]
fn new_games_use_v6_and_older_formats_keep_their_puzzles() {
    let params = GenerateParams::new(Geometry::standard(3, 3), false, Level::Stinker, true);
    assert_eq!(params.format, SeedFormat::V6);
    assert_eq!(DAILY_FORMAT, SeedFormat::V2, "a newer format never changes a day's puzzle");
    let phrase = SeedPhrase::new("three formats").unwrap();
    let link = seed_link(&params, &phrase).unwrap();
    assert!(link.starts_with("s=v6~"), "{link}");
    let Ok(SharedLink::Seed { params: read, phrase: read_phrase }) = parse_link(&link) else {
        panic!("{link} does not read back as a seed link");
    };
    assert_eq!((read, read_phrase), (params.clone(), phrase.clone()));
    let v2 = GenerateParams { format: SeedFormat::V2, ..params.clone() };
    let v2_link = seed_link(&v2, &phrase).unwrap();
    assert!(matches!(parse_link(&v2_link), Ok(SharedLink::Seed { params, .. }) if params.format == SeedFormat::V2));
    // v2's level stays the engine's own, v3's is SE's.
    let old = generate(&v2, &phrase).unwrap();
    assert_eq!(old.rating, engine_rating(&old.puzzle));
    let new = generate(&params, &phrase).unwrap();
    assert_eq!(new.rating.level, Level::for_se(rate_se(&new.puzzle).unwrap().tenths));
    assert_eq!(new.rating, rate(&new.puzzle), "rated again as a pasted puzzle, the same");
    // v4 and v5 change only the trainer, v6 only jigsaw boards: a level's puzzle is v3's.
    let v3 = GenerateParams { format: SeedFormat::V3, ..params.clone() };
    let same = generate(&v3, &phrase).unwrap();
    assert_eq!((same.puzzle, same.attempt, same.rating), (new.puzzle, new.attempt, new.rating));
}

#[test]
fn the_golden_table_pins_v3_on_every_nine_by_nine_level_and_other_boards() {
    let golden = include_str!("../data/golden_seeds.txt");
    let params: Vec<GenerateParams> = golden
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').next().unwrap().parse().unwrap())
        .collect();
    for format in [SeedFormat::V1, SeedFormat::V2, SeedFormat::V3] {
        assert!(params.iter().any(|p| p.format == format), "no {format} line");
    }
    let v3: Vec<&GenerateParams> = params.iter().filter(|p| p.format == SeedFormat::V3).collect();
    let nine = Geometry::standard(3, 3);
    for level in Level::ALL {
        let pinned = |p: &&&GenerateParams| p.geometry == nine && !p.jigsaw && p.min_level == level && p.exact;
        assert!(v3.iter().filter(pinned).any(|p| p.attempt.is_some()), "no pinned v3 9x9 {level} line");
    }
    assert!(v3.iter().any(|p| p.geometry != nine || p.jigsaw), "no v3 line on another board");
}
