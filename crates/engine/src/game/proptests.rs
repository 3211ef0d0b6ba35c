//! Invariants of apply, undo and redo over random play (moves, undos and redos) on 4x4,
//! 9x9, 16x16 and jigsaw boards: no move changes a given, undoing everything returns the
//! starting board exactly, redoing everything returns the last board.

use proptest::prelude::*;

use super::*;
use crate::digits::{Cell, Digit};
use crate::format::{parse_line, parse_puzzle};
use crate::geometry::Geometry;
use crate::grid::Puzzle;

const PUZZLE_9: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const PUZZLE_4: &str = "1...\n..3.\n.4..\n...2";
const PUZZLE_16: &str = "1..4....8...C..G\n.2......A.B.....\n..3.5........E..\n...D....9...F...";
const JIGSAW: &str = include_str!("../../../../tests/data/jigsaw.sudoku");

fn single_move(cells: u16, size: u8) -> impl Strategy<Value = Move> {
    let cell = (0..cells).prop_map(|i| Cell::new(usize::from(i)));
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

/// One step of play: a move, an undo or a redo.
#[derive(Clone, Debug)]
enum Step {
    Play(Move),
    Undo,
    Redo,
}

fn play(cells: u16, size: u8) -> impl Strategy<Value = Vec<Step>> {
    let step = prop_oneof![
        6 => any_move(cells, size).prop_map(Step::Play),
        1 => Just(Step::Undo),
        1 => Just(Step::Redo),
    ];
    prop::collection::vec(step, 0..40)
}

fn check_invariants(puzzle: &Puzzle, steps: &[Step], rules: Rules) {
    let mut game = Game::new(puzzle.clone());
    let start = game.board().clone();
    for step in steps {
        let before = game.board().clone();
        match step {
            Step::Play(mv) => {
                if game.play(mv, &rules).is_err() {
                    assert_eq!(game.board(), &before, "a refused move changed the board");
                }
            }
            Step::Undo => {
                if game.undo().is_some() {
                    assert!(game.redo().is_some() && game.board() == &before, "undo then redo is a no-op");
                    game.undo();
                }
            }
            Step::Redo => {
                game.redo();
            }
        }
        for cell in puzzle.layout().cells() {
            if let Some(given) = puzzle.given(cell) {
                assert_eq!(game.board().value(cell), Some(given), "a given changed");
            }
        }
    }
    let json = serde_json::to_string(&game).expect("serializes");
    assert_eq!(serde_json::from_str::<Game>(&json).expect("a played game loads"), game);
    while game.redo().is_some() {}
    let end = game.board().clone();
    let made = game.history().len();
    while game.undo().is_some() {}
    assert_eq!(game.board(), &start, "undoing everything returns the start board");
    assert_eq!(game.history().redo_len(), made);
    while game.redo().is_some() {}
    assert_eq!(game.board(), &end, "redoing everything returns the end board");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn undo_all_and_redo_all_on_9x9(steps in play(81, 9), rules in rules()) {
        let puzzle = parse_puzzle(PUZZLE_9).expect("valid");
        check_invariants(&puzzle, &steps, rules);
    }

    #[test]
    fn undo_all_and_redo_all_on_4x4(steps in play(16, 4), rules in rules()) {
        let puzzle = parse_puzzle(PUZZLE_4).expect("valid");
        check_invariants(&puzzle, &steps, rules);
    }

    #[test]
    fn undo_all_and_redo_all_on_16x16(steps in play(256, 16), rules in rules()) {
        let puzzle = parse_line(&format!("{PUZZLE_16}{}", ".".repeat(192)), &Geometry::standard(4, 4)).expect("valid");
        check_invariants(&puzzle, &steps, rules);
    }

    #[test]
    fn undo_all_and_redo_all_on_jigsaw(steps in play(81, 9), rules in rules()) {
        let puzzle = parse_puzzle(JIGSAW).expect("valid");
        assert!(puzzle.layout().variant().regions.is_some());
        check_invariants(&puzzle, &steps, rules);
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
