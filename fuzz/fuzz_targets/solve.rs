//! The exact solver on arbitrary puzzles of any geometry and variant: no panic, every
//! solution it reports is valid, it keeps to its limit, its node budget and its stop
//! check, and on 9x9 the specialised search agrees with the generic one.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_engine::solve::{is_valid_solution, Solver};

fuzz_target!(|data: &[u8]| {
    let mut u = arbitrary::Unstructured::new(data);
    let (Ok(limit), Ok(budget), Ok(stopped)) = (u.int_in_range(1..=3usize), u.int_in_range(0..=50u64), u.ratio(1, 16))
    else {
        return;
    };
    let Ok(layout) = sudoku_fuzz::layout(&mut u, 30) else { return };
    let Ok(puzzle) = sudoku_fuzz::puzzle(&mut u, layout) else { return };
    let solver = Solver::new(&puzzle).limit(limit).node_budget(budget);
    if stopped {
        // A stop check that always says stop: the search must give up within a few polls.
        let stop = || true;
        let found = Solver::new(&puzzle).limit(limit).stop_when(&stop).run();
        assert!(found.complete || found.nodes() <= 16_384, "{} nodes after the stop check said stop", found.nodes());
        assert!(found.solutions.iter().all(|s| is_valid_solution(&puzzle, s)), "an invalid solution");
        return;
    }
    let found = solver.run();
    assert!(found.nodes() <= budget, "{} nodes over a budget of {budget}", found.nodes());
    assert!(found.count() <= limit);
    assert!(found.solutions.iter().all(|s| is_valid_solution(&puzzle, s)), "an invalid solution");
    let mut distinct = found.solutions.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), found.count(), "a solution reported twice");
    if puzzle.layout().size() == 9 {
        let generic = solver.run_generic();
        assert!(generic.solutions.iter().all(|s| is_valid_solution(&puzzle, s)));
        if found.complete && generic.complete {
            assert_eq!(found.count(), generic.count(), "the two searches disagree");
            if found.count() < limit {
                let mut other = generic.solutions.clone();
                other.sort();
                assert_eq!(distinct, other, "the two searches found different solutions");
            }
        }
    }
});
