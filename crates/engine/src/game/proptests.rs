//! Invariants of apply, undo and redo over random move sequences on 4x4 and 9x9 boards.

use proptest::prelude::*;

use super::*;
use crate::digits::{Cell, Digit};
use crate::format::parse_puzzle;
use crate::grid::Puzzle;

const PUZZLE_9: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const PUZZLE_4: &str = "1...\n..3.\n.4..\n...2";

fn single_move(cells: u16, size: u8) -> impl Strategy<Value = Move> {
    let cell = (0..cells).prop_map(Cell);
    let digit = (1..=size).prop_map(|n| Digit::new(n).expect("in range"));
    let colour = (1..=8u8).prop_map(|n| Colour::new(n).expect("in range"));
    prop_oneof![
        (cell.clone(), digit.clone()).prop_map(|(cell, digit)| Move::Place { cell, digit }),
        cell.clone().prop_map(|cell| Move::Erase { cell }),
        (cell.clone(), digit.clone()).prop_map(|(cell, digit)| Move::ToggleCorner { cell, digit }),
        (cell.clone(), digit.clone()).prop_map(|(cell, digit)| Move::ToggleCentre { cell, digit }),
        (cell.clone(), colour).prop_map(|(cell, colour)| Move::Paint { cell, colour }),
        cell.clone().prop_map(|cell| Move::ClearColour { cell }),
        cell.clone().prop_map(|cell| Move::ToggleRed { cell }),
        Just(Move::FillCandidates),
        (cell.clone(), digit.clone(), cell, digit)
            .prop_map(|(c1, d1, c2, d2)| Move::Deduction { placements: vec![(c1, d1)], eliminations: vec![(c2, d2)] }),
    ]
}

fn any_move(cells: u16, size: u8) -> impl Strategy<Value = Move> {
    prop_oneof![
        4 => single_move(cells, size),
        1 => prop::collection::vec(single_move(cells, size), 1..4).prop_map(Move::Batch),
    ]
}

fn rules() -> impl Strategy<Value = Rules> {
    (any::<bool>(), any::<bool>())
        .prop_map(|(refuse_duplicates, auto_remove_marks)| Rules { refuse_duplicates, auto_remove_marks })
}

fn check_invariants(puzzle: &Puzzle, moves: &[Move], rules: Rules) {
    let mut game = Game::new(puzzle.clone());
    let start = game.board().clone();
    let mut made = 0;
    for mv in moves {
        if game.play(mv, &rules).is_ok_and(|d| !d.is_empty()) {
            made += 1;
        }
        for cell in puzzle.layout().cells() {
            if let Some(given) = puzzle.given(cell) {
                assert_eq!(game.board().value(cell), Some(given), "a given changed");
            }
        }
    }
    assert_eq!(game.history().len(), made);
    let end = game.board().clone();
    let json = serde_json::to_string(&game).expect("serializes");
    assert_eq!(serde_json::from_str::<Game>(&json).expect("a played game loads"), game);
    while game.undo().is_some() {}
    assert_eq!(game.board(), &start, "undoing everything returns the start board");
    assert_eq!(game.history().redo_len(), made);
    while game.redo().is_some() {}
    assert_eq!(game.board(), &end, "redoing everything returns the end board");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn undo_all_and_redo_all_on_9x9(moves in prop::collection::vec(any_move(81, 9), 0..40), rules in rules()) {
        let puzzle = parse_puzzle(PUZZLE_9).expect("valid");
        check_invariants(&puzzle, &moves, rules);
    }

    #[test]
    fn undo_all_and_redo_all_on_4x4(moves in prop::collection::vec(any_move(16, 4), 0..40), rules in rules()) {
        let puzzle = parse_puzzle(PUZZLE_4).expect("valid");
        check_invariants(&puzzle, &moves, rules);
    }

    #[test]
    fn apply_never_changes_its_input_board(mv in any_move(81, 9), rules in rules()) {
        let puzzle = parse_puzzle(PUZZLE_9).expect("valid");
        let board = Board::new(&puzzle);
        let copy = board.clone();
        let _ = apply(&puzzle, &board, &mv, &rules);
        prop_assert_eq!(board, copy);
    }
}
