//! Move application: arbitrary moves, edits, undos and redos on arbitrary puzzles never
//! panic and never change a given; undoing every move returns the starting board exactly
//! and redoing them returns the last board; the game saves and loads back equal.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_engine::game::{edit_cells, Game};
use sudoku_fuzz::{any_move, cell, edit, rules};

fuzz_target!(|data: &[u8]| {
    let mut u = arbitrary::Unstructured::new(data);
    let Ok(layout) = sudoku_fuzz::layout(&mut u, 16) else { return };
    let Ok(puzzle) = sudoku_fuzz::puzzle(&mut u, layout) else { return };
    let (cells, size) = (puzzle.layout().cell_count(), puzzle.layout().size());
    let mut game = Game::new(puzzle.clone());
    let start = game.board().clone();
    for _ in 0..64 {
        if u.is_empty() {
            break;
        }
        let Ok(rules) = rules(&mut u) else { break };
        let step = match u.int_in_range(0..=5u8) {
            Ok(0) => {
                game.undo();
                Ok(())
            }
            Ok(1) => {
                game.redo();
                Ok(())
            }
            Ok(2) => edit(&mut u, size).and_then(|e| {
                let chosen =
                    (0..u.int_in_range(0..=4)?).map(|_| cell(&mut u, cells)).collect::<arbitrary::Result<Vec<_>>>()?;
                if let Some(mv) = edit_cells(&puzzle, game.board(), &chosen, e) {
                    let _ = game.play(&mv, &rules);
                }
                Ok(())
            }),
            _ => any_move(&mut u, cells, size, false).map(|mv| {
                let before = game.board().clone();
                if game.play(&mv, &rules).is_err() {
                    assert_eq!(game.board(), &before, "a refused move changed the board");
                }
            }),
        };
        if step.is_err() {
            break;
        }
        for c in puzzle.layout().cells() {
            assert!(puzzle.given(c).is_none_or(|g| game.board().value(c) == Some(g)), "the given at {c:?} changed");
        }
    }
    let json = serde_json::to_string(&game).expect("a game serializes");
    assert_eq!(serde_json::from_str::<Game>(&json).as_ref().ok(), Some(&game), "the played game loads back");
    while game.redo().is_some() {}
    let last = game.board().clone();
    let moves = game.history().len();
    while game.undo().is_some() {}
    assert_eq!(game.board(), &start, "undoing every move returns the starting board");
    assert_eq!(game.history().redo_len(), moves);
    while game.redo().is_some() {}
    assert_eq!(game.board(), &last, "redoing every move returns the last board");
});
