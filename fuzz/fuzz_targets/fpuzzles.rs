//! The f-puzzles reader with every variant constraint: no panic on any text; whatever
//! reads writes back and reads to the same puzzle and words; its solutions (within a
//! small budget) keep every constraint.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_engine::format::{parse_fpuzzles_document, to_fpuzzles_document_json};
use sudoku_engine::solve::{is_valid_solution, Solver};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(document) = parse_fpuzzles_document(&text) else { return };
    let Ok(json) = to_fpuzzles_document_json(&document.puzzle, &document.meta) else { return };
    assert_eq!(parse_fpuzzles_document(&json).as_ref(), Ok(&document), "{text:?} written as {json}");
    let found = Solver::new(&document.puzzle).limit(2).node_budget(200).run();
    for solution in &found.solutions {
        assert!(is_valid_solution(&document.puzzle, solution), "{text:?}");
    }
});
