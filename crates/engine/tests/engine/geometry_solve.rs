//! The solver on every listed board size and each variant.

use crate::support::{layout, variants, TestRng, SHAPES};
use sudoku_engine::solve::{count_solutions, is_valid_solution, solve_randomly, Solver};
use sudoku_engine::{Digit, Puzzle};

/// A puzzle that keeps every `keep`-th cell of `solution` (by a pseudo-random mask).
fn thin(puzzle: &Puzzle, solution: &[Digit], rng: &mut TestRng, percent: u32) -> Puzzle {
    use rand_core::Rng;
    let givens = solution.iter().map(|&d| (rng.next_u32() % 100 < percent).then_some(d)).collect();
    Puzzle::new(puzzle.layout().clone(), givens).expect("a solution's subset holds no duplicate")
}

#[test]
fn random_fill_and_solve_on_every_size_and_variant() {
    let mut rng = TestRng(7);
    for (w, h) in SHAPES {
        for variant in variants(w, h) {
            let name = format!("{w}x{h} {}", variant.name());
            let empty = Puzzle::empty(layout(w, h, variant.clone()));
            let Some(filled) = solve_randomly(&empty, &mut rng, 2_000_000) else {
                // Tiny boards with many extra houses may have no solution at all.
                assert!(w * h <= 6, "{name}: no random fill");
                let search = count_solutions(&empty, 1);
                assert!(search.complete && search.count() == 0, "{name}: fill failed but a solution exists");
                continue;
            };
            assert!(is_valid_solution(&empty, &filled), "{name}: fill breaks a rule");
            // Half the cells given; 30x30 half-full lies in the hard phase of Latin square
            // completion, where singles and MRV need millions of guesses: two thirds there.
            let percent = if w * h >= 30 { 65 } else { 50 };
            let puzzle = thin(&empty, &filled, &mut rng, percent);
            let found = Solver::new(&puzzle).limit(2).node_budget(1_000_000).run();
            assert!(found.count() >= 1, "{name}: a puzzle from a solution must be solvable");
            for solution in &found.solutions {
                assert!(is_valid_solution(&puzzle, solution), "{name}: bad solution");
            }
        }
    }
}

#[test]
fn two_random_fills_differ() {
    let empty = Puzzle::empty(layout(3, 3, Default::default()));
    let a = solve_randomly(&empty, &mut TestRng(1), 100_000).unwrap();
    let b = solve_randomly(&empty, &mut TestRng(2), 100_000).unwrap();
    assert_ne!(a, b);
    assert_eq!(a, solve_randomly(&empty, &mut TestRng(1), 100_000).unwrap(), "same seed, same fill");
}

#[test]
fn empty_boards_have_many_solutions_and_limits_are_kept() {
    for (w, h) in SHAPES {
        let empty = Puzzle::empty(layout(w, h, Default::default()));
        let found = count_solutions(&empty, 5);
        assert_eq!(found.count(), 5, "{w}x{h}");
        assert!(found.complete);
        let distinct: std::collections::HashSet<_> = found.solutions.iter().collect();
        assert_eq!(distinct.len(), 5);
    }
}

#[test]
fn a_budget_stops_the_search_and_says_so() {
    let empty = Puzzle::empty(layout(5, 5, Default::default()));
    let found = Solver::new(&empty).limit(1_000_000).node_budget(50).run();
    assert!(!found.complete);
    assert!(found.nodes() <= 50);
}

#[test]
fn a_budget_stops_the_classic_search_too() {
    let empty = Puzzle::empty(layout(3, 3, Default::default()));
    let found = Solver::new(&empty).limit(1_000_000).node_budget(50).run();
    assert!(!found.complete);
    assert!(found.count() > 0 && found.nodes() <= 50);
    let unlimited = Solver::new(&empty).limit(3).run();
    assert!(unlimited.complete && unlimited.count() == 3);
}

#[test]
fn contradictions_have_no_solution() {
    // Row 1 holds 1-8, and column 9 holds a 9 below: r1c9 has no candidate.
    let text = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    let puzzle = sudoku_engine::format::parse_puzzle(&text).unwrap();
    let found = count_solutions(&puzzle, 2);
    assert!(found.complete);
    assert_eq!(found.count(), 0);
    let generic = Solver::new(&puzzle).run_generic();
    assert_eq!(generic.count(), 0);
}
