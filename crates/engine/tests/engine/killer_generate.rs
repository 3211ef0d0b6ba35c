//! Properties of generated killer puzzles: unique, cages connected of 1 to 5 cells with
//! no digit twice and the solution's sums, givens only when needed, and a pure function
//! of the phrase and parameters.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] fns

use proptest::prelude::*;
use sudoku_engine::generate::killer::MAX_CAGE;
use sudoku_engine::generate::remove::check_budget;
use sudoku_engine::generate::{generate, GenerateParams, SeedPhrase};
use sudoku_engine::geometry::connected;
use sudoku_engine::solve::{count_solutions, is_valid_solution, Solver};
use sudoku_engine::{DigitSet, Puzzle};

/// Killer boards cheap enough for property tests: (box width, box height, variant text).
const BOARDS: &[(usize, usize, &str)] =
    &[(2, 2, "killer"), (3, 2, "killer"), (3, 3, "killer"), (3, 3, "killer+x"), (3, 3, "killer+jigsaw")];

fn params(board: usize) -> GenerateParams {
    let (w, h, variant) = BOARDS[board];
    format!("box={w}x{h} variant={variant} format=v2").parse().unwrap()
}

/// Checks every cage of `puzzle` against `solution`: connected, 1 to 5 cells, distinct
/// digits, the right sum.
fn cages_fit(puzzle: &Puzzle, solution: &[sudoku_engine::Digit]) -> Result<(), TestCaseError> {
    let layout = puzzle.layout();
    let mut covered = 0;
    for cage in layout.cages() {
        prop_assert!((1..=MAX_CAGE).contains(&cage.cells.len()), "{} cells", cage.cells.len());
        prop_assert!(connected(&cage.cells, layout.size()));
        let digits: DigitSet = cage.cells.iter().map(|c| solution[c.index()]).collect();
        prop_assert_eq!(digits.len(), cage.cells.len());
        let sum: u32 = cage.cells.iter().map(|c| u32::from(solution[c.index()].get())).sum();
        prop_assert_eq!(cage.sum.map(u32::from), Some(sum));
        covered += cage.cells.len();
    }
    prop_assert_eq!(covered, layout.cell_count(), "every cell lies in a cage");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn generated_killers_are_unique_and_caged_by_the_rules(board in 0..BOARDS.len(), phrase in "[a-z]{1,12}") {
        let params = params(board);
        let generated = generate(&params, &SeedPhrase::new(&phrase).unwrap()).unwrap();
        let puzzle = &generated.puzzle;
        prop_assert_eq!(puzzle.layout().variant().kind(), params.variant_kind());
        let found = count_solutions(puzzle, 2);
        prop_assert!(found.is_unique(), "{} solutions", found.count());
        prop_assert_eq!(found.first(), Some(generated.solution.as_slice()));
        prop_assert!(is_valid_solution(puzzle, &generated.solution));
        cages_fit(puzzle, &generated.solution)?;
        // Givens only when needed: none can go without losing uniqueness (within the
        // generator's node budget for a check).
        let budget = check_budget(puzzle.layout().size());
        for cell in puzzle.layout().cells().filter(|&c| puzzle.given(c).is_some()) {
            let mut givens = puzzle.givens().to_vec();
            givens[cell.index()] = None;
            let fewer = Puzzle::new(puzzle.layout().clone(), givens).unwrap();
            let found = Solver::new(&fewer).limit(2).node_budget(budget).run();
            prop_assert!(!found.is_unique(), "the given at {cell:?} is not needed");
        }
    }

    #[test]
    fn the_same_phrase_makes_the_same_killer(board in 0..BOARDS.len(), phrase in "[a-z]{1,12}") {
        let params = params(board);
        let phrase = SeedPhrase::new(&phrase).unwrap();
        prop_assert_eq!(generate(&params, &phrase).unwrap(), generate(&params, &phrase).unwrap());
    }
}

#[test]
fn killer_parameters_keep_their_text_form_and_levels() {
    let params = params(3);
    assert_eq!(params.variant_name(), "killer+x");
    assert_eq!(params.to_string().parse::<GenerateParams>(), Ok(params.clone()));
    let generated = generate(&params, &SeedPhrase::new("cage").unwrap()).unwrap();
    assert!(generated.reached_level);
    assert!(sudoku_engine::generate::killer_levels::killer_levels(9).contains(&generated.rating.level));
    let too_big: GenerateParams = "box=5x4 variant=killer".parse().unwrap();
    assert!(generate(&too_big, &SeedPhrase::new("cage").unwrap()).is_err());
}
