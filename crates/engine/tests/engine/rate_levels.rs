//! The level `rate::rate` gives a puzzle (pasted, opened, rated by the CLI or the app's
//! analysis) is its band on Sudoku Explainer's scale, the level seed format v3 makes:
//! `Level::for_se(rate_se)` on standard 9x9, the SE level of the solve path elsewhere; and a
//! puzzle made by a v3 seed rates again exactly as it was made.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] fns

use proptest::prelude::*;
use sudoku_engine::format::{parse_fpuzzles, parse_line, parse_puzzle};
use sudoku_engine::generate::{generate, GenerateParams, SeedPhrase};
use sudoku_engine::logic::{solve_logically_with, SolveOptions};
use sudoku_engine::rate::{engine_rating, rate, rate_se, rate_solution, se_level_of_path, Level, Rating};
use sudoku_engine::{Layout, Puzzle};

/// The SE-rated sample (SE 5.0-9.0), and an Easy and a Moderate puzzle.
fn nine_by_nine() -> Vec<Puzzle> {
    let sample = include_str!("../data/se_rated_sample.tsv").lines().filter(|l| !l.starts_with('#'));
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let moderate = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    sample.map(|l| l.split('\t').next().unwrap()).chain([easy, moderate]).map(|l| parse_puzzle(l).unwrap()).collect()
}

/// The puzzles of the golden table on boards SE does not rate (4x4 to 16x16, X and colour;
/// no shapes or cages), and the shared variant puzzles that logic solves (9x9 with
/// thermometers, whispers, arrows, dots, outside clues...).
fn other_boards() -> Vec<Puzzle> {
    let golden = include_str!("../data/golden_seeds.txt").lines().filter(|l| !l.starts_with('#') && !l.is_empty());
    let plain = golden.filter_map(|line| {
        let fields: Vec<&str> = line.split('\t').collect();
        let params: GenerateParams = fields[0].parse().unwrap();
        (fields.len() == 4 && !params.jigsaw).then(|| parse_line(fields[3], &params.geometry).unwrap())
    });
    let corpus: Vec<&str> = include_str!("../data/variants/fpuzzles_links.txt").lines().collect();
    let logical = [4, 9, 13, 18, 19, 23, 28, 30, 37, 38, 39, 48];
    let variants = logical.map(|line| parse_fpuzzles(corpus[line - 1]).unwrap());
    plain.filter(|p| *p.layout() != Layout::classic()).chain(variants).chain(engine_nightmares()).collect()
}

/// Puzzles of seed format v2 (the engine's own levels) that it made as Nightmare on a
/// board SE does not rate: a v2 Nightmare (a hardest step of 5.8-7.5) spans SE's Stinker
/// and Nightmare bands.
fn engine_nightmares() -> Vec<Puzzle> {
    let params: GenerateParams = "box=3x3 variant=x level=nightmare exact=true format=v2".parse().unwrap();
    let phrases = ["x one", "x two", "x three", "x four"];
    phrases.iter().map(|p| generate(&params, &SeedPhrase::new(p).unwrap()).unwrap().puzzle).collect()
}

/// The engine's own rating with another level: `rate` keeps its score, hardest strategy
/// and guess.
fn but_level(rating: &Rating, level: Level) -> Rating {
    Rating { level, ..*rating }
}

#[test]
fn a_nine_by_nine_puzzle_rates_at_the_level_of_its_se_rating() {
    let mut moved = 0;
    for puzzle in nine_by_nine() {
        let se = rate_se(&puzzle).unwrap();
        let rating = rate(&puzzle);
        let engine = engine_rating(&puzzle);
        assert_eq!(rating, but_level(&engine, Level::for_se(se.tenths)), "SE {}: {puzzle:?}", se.value());
        moved += usize::from(engine.level != rating.level);
    }
    // The bands differ from the engine's own levels on a share of these: the test tells them apart.
    assert!(moved >= 10, "only {moved} puzzles where the SE band and the engine's level differ");
}

#[test]
fn other_boards_and_variants_rate_at_the_se_level_of_their_solve_path() {
    let (mut boards, mut moved) = (0, 0);
    for puzzle in other_boards() {
        assert_eq!(rate_se(&puzzle), None);
        let options = SolveOptions { stop_at_guess: true, ..SolveOptions::default() };
        let path = solve_logically_with(&puzzle, &options);
        let engine = rate_solution(&puzzle, &path);
        let rating = rate(&puzzle);
        assert_eq!(rating, but_level(&engine, se_level_of_path(&path)), "{puzzle:?}");
        boards += 1;
        moved += usize::from(engine.level != rating.level);
    }
    assert!(boards >= 20, "{boards} puzzles");
    assert!(moved >= 2, "fewer than two puzzles where the path's SE level and the engine's level differ");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// A v3 puzzle, rated again as a pasted one, gets the rating (and so the level) it was
    /// made with; on 9x9 up to Stinker, to stay quick, and on the small boards at any level
    /// they reach.
    #[test]
    fn a_v3_puzzle_rates_again_at_the_level_it_was_made_as(
        seed in 0u32..1_000_000,
        (board, level) in prop_oneof![
            (Just("box=3x3"), 0usize..4),
            (Just("box=3x3 variant=x"), 0usize..3),
            (Just("box=3x2"), 0usize..2),
            (Just("box=2x2"), 0usize..1),
        ],
    ) {
        let level = Level::ALL[level];
        let params: GenerateParams = format!("{board} level={level} exact=true format=v3").parse().unwrap();
        let phrase = SeedPhrase::new(&format!("rate again {seed}")).unwrap();
        let made = generate(&params, &phrase).unwrap();
        prop_assert_eq!(rate(&made.puzzle), made.rating, "{} {}", params, phrase);
    }
}
