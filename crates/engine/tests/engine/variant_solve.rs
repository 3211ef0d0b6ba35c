//! The exact solver on boards with variant constraints, against a brute-force count: every
//! solution of the givens alone (the generic search, which knows no constraint), kept when
//! it keeps every constraint as its rules text says (`variant_rules`, not the engine's check). 4x4 and 6x6 boards with random constraints of every family.

#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use sudoku_engine::constraint::family;
use sudoku_engine::solve::{is_valid_solution, Solver};
use sudoku_engine::{Digit, Layout, Puzzle};

use crate::variant_formats::constrained;
use crate::variant_rules::keeps_all;

/// Every solution of `puzzle` by brute force, sorted; `None` when the givens alone allow
/// too many to list.
fn brute_force(puzzle: &Puzzle) -> Option<Vec<Vec<Digit>>> {
    let plain = Puzzle::new(puzzle.layout().clone(), puzzle.givens().to_vec()).unwrap();
    let all = Solver::new(&plain).limit(3000).run();
    if all.count() >= 3000 {
        return None;
    }
    let layout = puzzle.layout();
    let mut kept: Vec<Vec<Digit>> =
        all.solutions.into_iter().filter(|s| keeps_all(layout, puzzle.constraints(), s)).collect();
    kept.sort();
    Some(kept)
}

fn check(puzzle: &Puzzle) -> Result<(), TestCaseError> {
    let Some(expected) = brute_force(puzzle) else { return Ok(()) };
    let found = Solver::new(puzzle).limit(expected.len() + 1).run();
    prop_assert!(found.complete);
    let mut solutions = found.solutions.clone();
    solutions.sort();
    prop_assert_eq!(&solutions, &expected, "{:?}", puzzle.constraints());
    let two = Solver::new(puzzle).limit(2).run();
    prop_assert_eq!(two.count(), expected.len().min(2));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn constrained_4x4_boards_count_as_brute_force(seed in any::<u64>(), count in 1usize..10) {
        let (puzzle, solution) = constrained(2, 2, false, seed, count);
        prop_assert!(is_valid_solution(&puzzle, &solution));
        check(&puzzle)?;
        // With no givens at all, every 4x4 grid is listed.
        let bare = Puzzle::new(puzzle.layout().clone(), vec![None; 16]).unwrap();
        check(&bare.with_constraints(puzzle.constraints().to_vec()).unwrap())?;
    }

    #[test]
    fn constrained_6x6_boards_count_as_brute_force(seed in any::<u64>(), count in 1usize..12, colour in any::<bool>()) {
        let (puzzle, _) = constrained(3, 2, colour, seed, count);
        check(&puzzle)?;
    }
}

#[test]
fn a_thermometer_and_a_sandwich_decide_a_4x4() {
    use sudoku_engine::constraint::{Constraint, Outside};
    use sudoku_engine::{Cell, Geometry};
    let layout = Layout::new(Geometry::standard(2, 2)).unwrap();
    let plain = Puzzle::empty(layout);
    assert_eq!(Solver::new(&plain).limit(1000).run().count(), 288);
    let thermo = Constraint::Thermometer(family::Thermometer {
        cells: vec![Cell::new(0), Cell::new(1), Cell::new(2), Cell::new(3)],
    });
    let one = plain.clone().with_constraints(vec![thermo.clone()]).unwrap();
    assert_eq!(Solver::new(&one).limit(1000).run().count(), 12, "row 1 is 1 2 3 4: 288 / 4! grids");
    let sandwich = Constraint::Sandwich(family::Sandwich { clue: Outside { row: 0, column: 1 }, sum: 5 });
    let both = plain.with_constraints(vec![thermo, sandwich]).unwrap();
    let found = Solver::new(&both).limit(1000).run();
    assert!(found.count() < 12 && found.count() > 0);
    assert!(found.solutions.iter().all(|s| is_valid_solution(&both, s)));
}

/// The shared corpus (tests/data/variants, with its sources): each line's f-puzzles link
/// and its recorded solution (one digit per cell).
fn shared_corpus() -> Vec<(String, String)> {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants");
    let links = std::fs::read_to_string(dir.join("fpuzzles_links.txt")).unwrap();
    let solutions = std::fs::read_to_string(dir.join("solutions.txt")).unwrap();
    assert_eq!(links.lines().count(), solutions.lines().count(), "a solution for every link");
    links.lines().zip(solutions.lines()).map(|(l, s)| (l.to_string(), s.to_string())).collect()
}

/// Real shared puzzles (tests/data/variants, with their sources): each reads from its link,
/// its setter's solution keeps every constraint, and with every second cell of it given
/// the search finds that solution only.
#[test]
fn shared_variant_puzzles_read_and_keep_their_setters_solution() {
    let mut read = 0;
    for (link, solution) in shared_corpus() {
        let puzzle = sudoku_engine::format::parse_fpuzzles(&link).unwrap();
        let variant = puzzle.layout().variant();
        let houses = variant.cages.is_some() || variant.diagonals || variant.colour;
        assert!(!puzzle.constraints().is_empty() || houses, "{link}");
        let digits: Vec<Digit> = solution.bytes().map(|b| Digit::new(b - b'0').unwrap()).collect();
        assert!(is_valid_solution(&puzzle, &digits), "{solution}");
        let mut wrong = digits.clone();
        wrong.swap(0, 1);
        assert!(!is_valid_solution(&puzzle, &wrong));
        let half: Vec<Option<Digit>> = digits
            .iter()
            .zip(puzzle.givens())
            .enumerate()
            .map(|(i, (&d, g))| g.or((i % 2 == 0).then_some(d)))
            .collect();
        let helped =
            Puzzle::new(puzzle.layout().clone(), half).unwrap().with_constraints(puzzle.constraints().to_vec());
        let found = Solver::new(&helped.unwrap()).limit(2).node_budget(20_000).run();
        assert!(found.is_unique(), "{} solutions of {link}", found.count());
        assert_eq!(found.solutions[0], digits);
        read += 1;
    }
    assert_eq!(read, 52);
}

/// The lines of the shared corpus whose uniqueness proof takes more than half a second or
/// so in a test build: `cargo run -p sudoku-engine --release --example variant_times` proves
/// those (it fails on a line not settled or settled wrong), and the test above checks each
/// with half its cells given.
const PROVED_BY_THE_BENCH: [usize; 11] = [1, 2, 12, 17, 33, 41, 42, 43, 44, 45, 46];

/// Every other line of the shared corpus, from its givens alone: the search finds the
/// recorded solution and proves it the only one.
#[test]
fn variant_corpus_lines_have_their_recorded_solution_only() {
    let corpus = shared_corpus();
    let mut proved = 0;
    for (line, (link, solution)) in corpus.iter().enumerate() {
        if PROVED_BY_THE_BENCH.contains(&(line + 1)) {
            continue;
        }
        let puzzle = sudoku_engine::format::parse_fpuzzles(link).unwrap();
        let found = Solver::new(&puzzle).limit(2).node_budget(100_000).run();
        assert!(found.is_unique(), "line {}: {} solutions, complete {}", line + 1, found.count(), found.complete);
        let digits: String = found.solutions[0].iter().map(|d| d.get().to_string()).collect();
        assert_eq!(&digits, solution, "line {}", line + 1);
        proved += 1;
    }
    assert_eq!(proved + PROVED_BY_THE_BENCH.len(), corpus.len());
    assert_eq!(proved, 41);
}
