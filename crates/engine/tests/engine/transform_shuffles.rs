//! Every shuffle keeps a puzzle valid and unique, carries its solution along,
//! and keeps its rating.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] fns

use sudoku_engine::generate::{generate, GenerateParams, SeedPhrase};
use sudoku_engine::rate::{rate, Level};
use sudoku_engine::solve::{count_solutions, is_valid_solution};
use sudoku_engine::transform::{apply, apply_to_values, geometric_transforms, shuffle, Transform};
use sudoku_engine::{Digit, Puzzle};

fn generated(params: &str, level: Level, phrase: &str) -> (Puzzle, Vec<Digit>) {
    let params: GenerateParams = params.parse().unwrap();
    let params = GenerateParams { min_level: level, ..params };
    let g = generate(&params, &SeedPhrase::new(phrase).unwrap()).unwrap();
    (g.puzzle, g.solution)
}

fn all_transforms(puzzle: &Puzzle) -> Vec<Transform> {
    let size = puzzle.layout().size();
    let mut all = geometric_transforms(puzzle.layout());
    // On boxes that are not square these change the box shape; they are tried too.
    for t in [Transform::Transpose, Transform::Rotate90, Transform::Rotate270] {
        if !all.contains(&t) {
            all.push(t);
        }
    }
    all.push(Transform::Relabel((0..size).rev().filter_map(Digit::from_index).collect()));
    all
}

fn check_every_transform(puzzle: &Puzzle, solution: &[Digit], same_rating: bool) -> usize {
    let rating = rate(puzzle);
    let mut applied = 0;
    for transform in all_transforms(puzzle) {
        let Ok(moved) = apply(puzzle, &transform) else { continue };
        applied += 1;
        let values: Vec<_> = solution.iter().copied().map(Some).collect();
        let moved_solution: Vec<Digit> =
            apply_to_values(puzzle.layout(), &values, &transform).unwrap().into_iter().map(Option::unwrap).collect();
        assert!(is_valid_solution(&moved, &moved_solution), "{transform}");
        let found = count_solutions(&moved, 2);
        assert!(found.is_unique(), "{transform}");
        assert_eq!(found.first(), Some(moved_solution.as_slice()), "{transform}");
        assert_eq!(moved.given_count(), puzzle.given_count(), "{transform}");
        let moved_rating = rate(&moved);
        if same_rating {
            assert_eq!(moved_rating.level, rating.level, "{transform}");
            assert_eq!(moved_rating.needs_guess, rating.needs_guess, "{transform}");
        }
    }
    applied
}

#[test]
fn every_shuffle_of_a_standard_puzzle_keeps_it_unique_and_equally_hard() {
    let (puzzle, solution) = generated("box=3x3", Level::Stinker, "shuffle me");
    // 9x9: 3 band swaps, 3 stack swaps, 9 + 9 row and column swaps, 6 geometric, 1 relabel.
    assert_eq!(check_every_transform(&puzzle, &solution, true), 31);
}

#[test]
fn shuffles_of_variants_keep_their_houses() {
    for params in ["box=3x3 variant=x", "box=3x3 variant=colour", "box=3x3 variant=jigsaw", "box=3x2"] {
        let (puzzle, solution) = generated(params, Level::Easy, "variants");
        let applied = check_every_transform(&puzzle, &solution, true);
        assert!(applied >= 4, "{params}: only {applied} transforms applied");
    }
}

#[test]
fn a_random_shuffle_turns_one_puzzle_into_another_of_the_same_level() {
    let (puzzle, _) = generated("box=3x3", Level::Difficult, "one into many");
    let level = rate(&puzzle).level;
    let mut rng = SeedPhrase::new("many").unwrap().rng(0);
    for _ in 0..5 {
        let other = shuffle(&puzzle, &mut rng, 30);
        assert_ne!(other, puzzle);
        assert!(count_solutions(&other, 2).is_unique());
        assert_eq!(rate(&other).level, level);
    }
}
