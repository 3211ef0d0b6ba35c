//! The solver's stop check: a caller-supplied "give up now" that ends searches which
//! would never finish, reported apart from "no solution".

use std::cell::Cell;

use crate::support::layout;
use sudoku_engine::solve::{classic, Solver};
use sudoku_engine::Puzzle;

/// A stop check that says true on its `n`-th call, and counts its calls.
fn stop_after(n: u32, calls: &Cell<u32>) -> impl Fn() -> bool + '_ {
    move || {
        calls.set(calls.get() + 1);
        calls.get() >= n
    }
}

#[test]
fn a_stop_check_ends_an_endless_generic_search() {
    // Every solution of an empty 25x25 board: far more than any search could list.
    let empty = Puzzle::empty(layout(5, 5, Default::default()));
    let calls = Cell::new(0);
    let stop = stop_after(3, &calls);
    let found = Solver::new(&empty).limit(usize::MAX).stop_when(&stop).run();
    assert!(found.gave_up() && !found.complete);
    assert_eq!(calls.get(), 3);
    assert!(found.count() > 0, "the solutions found before stopping are kept");
}

#[test]
fn a_stop_check_ends_an_endless_classic_search() {
    let empty = Puzzle::empty(layout(3, 3, Default::default()));
    let calls = Cell::new(0);
    let stop = stop_after(2, &calls);
    let found = Solver::new(&empty).limit(usize::MAX).stop_when(&stop).run();
    assert!(found.gave_up());
    assert_eq!(calls.get(), 2);
    let calls = Cell::new(0);
    assert_eq!(classic::count_until(&[0; 81], usize::MAX, &stop_after(2, &calls)), Err(classic::GaveUp));
}

#[test]
fn a_stop_check_that_never_fires_changes_nothing() {
    let empty = Puzzle::empty(layout(4, 4, Default::default()));
    let plain = Solver::new(&empty).limit(3_000).run();
    let calls = Cell::new(0);
    let stop = stop_after(u32::MAX, &calls);
    let watched = Solver::new(&empty).limit(3_000).stop_when(&stop).run();
    assert!(calls.get() > 0, "polled");
    assert_eq!(plain, watched, "same solutions, same node count");
    assert!(!watched.gave_up());
    let givens = [0u8; 81];
    assert_eq!(classic::count_until(&givens, 5, &|| false), Ok(classic::count(&givens, 5)));
}

#[test]
fn no_solution_is_not_giving_up() {
    // Row 1 holds 1-8, and column 9 holds a 9 below: r1c9 has no candidate.
    let text = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    let puzzle = sudoku_engine::format::parse_puzzle(&text).unwrap();
    let found = Solver::new(&puzzle).stop_when(&|| true).run();
    assert!(!found.gave_up());
    assert_eq!(found.count(), 0);
}
