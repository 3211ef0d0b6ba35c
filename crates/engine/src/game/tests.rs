//! Unit tests of the game model: moves, rules, edits of several cells, history, saving.

use super::*;
use crate::digits::{Cell, Digit, DigitSet};
use crate::format::parse_puzzle;
use crate::geometry::Layout;
use crate::grid::Puzzle;

const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn d(n: u8) -> Digit {
    Digit::new(n).expect("test digit")
}

fn puzzle() -> Puzzle {
    parse_puzzle(PUZZLE).expect("valid puzzle")
}

fn solution() -> Vec<Digit> {
    SOLUTION.bytes().map(|b| d(b - b'0')).collect()
}

fn set(digits: &[u8]) -> DigitSet {
    digits.iter().map(|&n| d(n)).collect()
}

const R1C3: Cell = Cell::new(2);
const RULES: Rules = Rules { refuse_duplicates: false, auto_remove_marks: false };

#[test]
fn place_and_erase_change_only_their_cell_and_never_a_given() {
    let puzzle = puzzle();
    let board = Board::new(&puzzle);
    let placed = apply(&puzzle, &board, &Move::Place { cell: R1C3, digit: d(4) }, &RULES).expect("legal");
    assert_eq!(placed.value(R1C3), Some(d(4)));
    assert_eq!(board.value(R1C3), None, "the old board is untouched");
    assert_eq!(Delta::between(&board, &placed).changes().len(), 1);
    let erased = apply(&puzzle, &placed, &Move::Erase { cell: R1C3 }, &RULES).expect("legal");
    assert_eq!(erased, board);
    let err = apply(&puzzle, &board, &Move::Erase { cell: Cell::new(0) }, &RULES).expect_err("given");
    assert_eq!(err.to_string(), "r1c1 is a given and cannot change");
    assert!(matches!(
        apply(&puzzle, &board, &Move::Erase { cell: Cell::new(81) }, &RULES),
        Err(MoveError::NoSuchCell { .. })
    ));
    assert_eq!(
        apply(&puzzle, &board, &Move::Place { cell: R1C3, digit: d(10) }, &RULES),
        Err(MoveError::NoSuchDigit { digit: d(10), size: 9 })
    );
}

#[test]
fn marks_toggle_only_in_empty_cells_and_erase_clears_the_top_layer() {
    let puzzle = puzzle();
    let mut board = Board::new(&puzzle);
    for mv in [
        Move::ToggleCorner { cell: R1C3, digit: d(1) },
        Move::ToggleCorner { cell: R1C3, digit: d(2) },
        Move::ToggleCentre { cell: R1C3, digit: d(4) },
        Move::Paint { cell: R1C3, colour: Colour::new(3).expect("colour") },
        Move::ToggleRed { cell: R1C3 },
    ] {
        board = apply(&puzzle, &board, &mv, &RULES).expect("legal");
    }
    assert_eq!(board.corner_marks(R1C3), set(&[1, 2]));
    assert_eq!(board.centre_marks(R1C3), set(&[4]));
    board = apply(&puzzle, &board, &Move::ToggleCorner { cell: R1C3, digit: d(1) }, &RULES).expect("legal");
    assert_eq!(board.corner_marks(R1C3), set(&[2]), "a second toggle removes the mark");
    board = apply(&puzzle, &board, &Move::Place { cell: R1C3, digit: d(4) }, &RULES).expect("legal");
    let err = apply(&puzzle, &board, &Move::ToggleCentre { cell: R1C3, digit: d(5) }, &RULES);
    assert!(matches!(err, Err(MoveError::Filled { .. })));
    // Erase peels one layer at a time: digit, then marks, then colour and red mark.
    board = apply(&puzzle, &board, &Move::Erase { cell: R1C3 }, &RULES).expect("legal");
    assert_eq!((board.value(R1C3), board.corner_marks(R1C3)), (None, set(&[2])));
    board = apply(&puzzle, &board, &Move::Erase { cell: R1C3 }, &RULES).expect("legal");
    assert_eq!((board.corner_marks(R1C3), board.centre_marks(R1C3)), (DigitSet::EMPTY, DigitSet::EMPTY));
    assert!(board.colour(R1C3).is_some() && board.is_red(R1C3));
    board = apply(&puzzle, &board, &Move::Erase { cell: R1C3 }, &RULES).expect("legal");
    assert_eq!(board, Board::new(&puzzle));
    // Givens may be coloured, never marked red.
    let painted =
        apply(&puzzle, &board, &Move::Paint { cell: Cell::new(0), colour: Colour::new(1).expect("c") }, &RULES);
    assert!(painted.is_ok());
    assert!(matches!(
        apply(&puzzle, &board, &Move::ToggleRed { cell: Cell::new(0) }, &RULES),
        Err(MoveError::Given { .. })
    ));
}

#[test]
fn refusing_duplicates_names_the_clashing_cell_else_conflicts_are_listed() {
    let puzzle = puzzle();
    let board = Board::new(&puzzle);
    let strict = Rules { refuse_duplicates: true, ..RULES };
    let err = apply(&puzzle, &board, &Move::Place { cell: R1C3, digit: d(5) }, &strict).expect_err("5 is in row 1");
    assert_eq!(err.to_string(), "5 is already in r1c1, which shares a house with r1c3");
    let board = apply(&puzzle, &board, &Move::Place { cell: R1C3, digit: d(5) }, &RULES).expect("allowed");
    assert_eq!(conflicts(&puzzle, &board), vec![Cell::new(0), R1C3]);
}

#[test]
fn placing_removes_marks_from_peers_when_asked() {
    let puzzle = puzzle();
    let mut board = Board::new(&puzzle);
    let r9c3 = Cell::new(74);
    let r2c2 = Cell::new(10);
    let far = Cell::new(75); // r9c4: no house in common with r1c3
    for cell in [r9c3, r2c2, far] {
        board = apply(&puzzle, &board, &Move::ToggleCentre { cell, digit: d(4) }, &RULES).expect("legal");
    }
    let auto = Rules { auto_remove_marks: true, ..RULES };
    let after = apply(&puzzle, &board, &Move::Place { cell: R1C3, digit: d(4) }, &auto).expect("legal");
    assert!(!after.centre_marks(r9c3).contains(d(4)), "same column");
    assert!(!after.centre_marks(r2c2).contains(d(4)), "same box");
    assert!(after.centre_marks(far).contains(d(4)), "not a peer");
    let manual = apply(&puzzle, &board, &Move::Place { cell: R1C3, digit: d(4) }, &RULES).expect("legal");
    assert!(manual.centre_marks(r9c3).contains(d(4)));
}

#[test]
fn fill_candidates_writes_what_the_values_allow() {
    let puzzle = puzzle();
    let board = apply(&puzzle, &Board::new(&puzzle), &Move::FillCandidates, &RULES).expect("legal");
    // r1c3: row 1 has 5 3 7, column 3 has 8, box 1 has 5 3 6 9 8.
    assert_eq!(board.centre_marks(R1C3), set(&[1, 2, 4]));
    assert_eq!(board.centre_marks(Cell::new(0)), DigitSet::EMPTY, "givens get no marks");
}

#[test]
fn a_batch_is_all_or_nothing_and_one_undo_step() {
    let puzzle = puzzle();
    let mut game = Game::new(puzzle.clone());
    let batch =
        Move::Batch(vec![Move::Place { cell: R1C3, digit: d(4) }, Move::Place { cell: Cell::new(3), digit: d(6) }]);
    game.play(&batch, &RULES).expect("legal");
    assert_eq!(game.history().len(), 1);
    game.undo();
    assert_eq!(game.board(), &Board::new(&puzzle));
    let bad = Move::Batch(vec![Move::Place { cell: R1C3, digit: d(4) }, Move::Erase { cell: Cell::new(0) }]);
    assert!(game.play(&bad, &RULES).is_err());
    assert_eq!(game.board(), &Board::new(&puzzle), "nothing of a refused batch stays");
}

#[test]
fn editing_several_cells_skips_givens_and_toggles_marks_together() {
    let puzzle = puzzle();
    let board = Board::new(&puzzle);
    let cells = [Cell::new(0), R1C3, Cell::new(3)];
    let mv = edit_cells(&puzzle, &board, &cells, Edit::Corner(d(2))).expect("applies");
    let board = apply(&puzzle, &board, &mv, &RULES).expect("legal");
    assert!(board.corner_marks(R1C3).contains(d(2)) && board.corner_marks(Cell::new(3)).contains(d(2)));
    // Mixed: one cell lacks the mark, so it is added there and kept elsewhere.
    let board = apply(&puzzle, &board, &Move::ToggleCorner { cell: Cell::new(3), digit: d(2) }, &RULES).expect("legal");
    let mv = edit_cells(&puzzle, &board, &cells, Edit::Corner(d(2))).expect("applies");
    let board = apply(&puzzle, &board, &mv, &RULES).expect("legal");
    assert!(board.corner_marks(R1C3).contains(d(2)) && board.corner_marks(Cell::new(3)).contains(d(2)));
    // All have it: removed from all.
    let mv = edit_cells(&puzzle, &board, &cells, Edit::Corner(d(2))).expect("applies");
    let board = apply(&puzzle, &board, &mv, &RULES).expect("legal");
    assert!(board.corner_marks(R1C3).is_empty() && board.corner_marks(Cell::new(3)).is_empty());
    // One given alone: the plain move, refused with a reason.
    let mv = edit_cells(&puzzle, &board, &[Cell::new(0)], Edit::Place(d(1))).expect("a move");
    assert!(matches!(apply(&puzzle, &board, &mv, &RULES), Err(MoveError::Given { .. })));
    assert_eq!(edit_cells(&puzzle, &board, &[Cell::new(0), Cell::new(1)], Edit::Erase), None, "only givens");
}

#[test]
fn a_deduction_places_and_removes_candidates_in_one_step() {
    let puzzle = puzzle();
    let mut game = Game::new(puzzle.clone());
    let mv = Move::Deduction { placements: vec![(Cell::new(4 * 9 + 4), d(5))], eliminations: vec![(R1C3, d(2))] };
    game.play(&mv, &Rules::default()).expect("legal");
    assert_eq!(game.board().value(Cell::new(40)), Some(d(5)));
    assert_eq!(game.board().centre_marks(R1C3), set(&[1, 4]), "candidates filled, then 2 removed");
    assert_eq!(game.history().len(), 1);
}

#[test]
fn undo_and_redo_walk_the_history_and_a_new_move_clears_redo() {
    let puzzle = puzzle();
    let mut game = Game::new(puzzle.clone());
    game.play(&Move::Place { cell: R1C3, digit: d(4) }, &RULES).expect("legal");
    game.play(&Move::ToggleCorner { cell: Cell::new(3), digit: d(6) }, &RULES).expect("legal");
    let end = game.board().clone();
    assert_eq!(game.undo(), Some(vec![Cell::new(3)]));
    assert_eq!(game.undo(), Some(vec![R1C3]));
    assert_eq!(game.undo(), None);
    assert_eq!(game.board(), &Board::new(&puzzle));
    game.redo();
    game.redo();
    assert_eq!(game.board(), &end);
    game.undo();
    game.play(&Move::ToggleRed { cell: R1C3 }, &RULES).expect("legal");
    assert!(!game.history().can_redo());
    // A move that changes nothing is not an undo step.
    game.play(&Move::ClearColour { cell: Cell::new(5) }, &RULES).expect("legal");
    assert_eq!(game.history().len(), 2);
}

#[test]
fn the_history_cap_forgets_the_oldest_moves() {
    let mut history = History::with_cap(3);
    let puzzle = Puzzle::empty(Layout::classic());
    let mut board = Board::new(&puzzle);
    for i in 0..5 {
        let next = apply(&puzzle, &board, &Move::Place { cell: Cell::new(i), digit: d(1) }, &RULES).expect("legal");
        history.record(Delta::between(&board, &next));
        board = next;
    }
    assert_eq!(history.len(), 3);
    while history.undo(&mut board, 9).is_some() {}
    assert_eq!(board.value(Cell::new(1)), Some(d(1)), "moves beyond the cap stay on the board");
    assert_eq!(board.value(Cell::new(2)), None);
}

#[test]
fn completion_is_noted_once_with_the_time() {
    let puzzle = puzzle();
    let mut game = Game::with_solution(puzzle.clone(), solution());
    assert!(game.solution().is_some());
    game.set_elapsed_ms(61_000);
    let moves: Vec<Move> = puzzle
        .layout()
        .cells()
        .filter(|&c| puzzle.given(c).is_none())
        .map(|cell| Move::Place { cell, digit: solution()[cell.index()] })
        .collect();
    let (last, first) = moves.split_last().expect("moves");
    assert!(!game.play(&Move::Batch(first.to_vec()), &RULES).expect("legal").completed_now);
    assert_eq!(game.completed_ms(), None);
    game.play(&Move::Place { cell: R1C3, digit: d(1) }, &RULES).expect("legal");
    assert_eq!(game.mistakes(), vec![R1C3]);
    assert!(!game.play(last, &RULES).expect("legal").completed_now, "full but wrong is not complete");
    let played = game.play(&Move::Place { cell: R1C3, digit: d(4) }, &RULES).expect("legal");
    assert!(played.completed_now, "the move that completes the puzzle says so");
    assert!(game.is_solved());
    assert_eq!(game.completed_ms(), Some(61_000));
    game.undo();
    assert!(!game.redo().expect("a move to redo").completed_now, "completion is reported once");
    assert_eq!(game.completed_ms(), Some(61_000));
    assert!(!game.set_solution(vec![d(1); 81]), "a wrong solution is not recorded");
}

/// 500 moves of a realistic mix on 9x9, as a player makes them.
fn game_with_500_moves() -> Game {
    let puzzle = puzzle();
    let mut game = Game::new(puzzle.clone());
    let empty: Vec<Cell> = puzzle.layout().cells().filter(|&c| puzzle.given(c).is_none()).collect();
    let rules = Rules::default();
    let mut made = 0;
    let mut i = 0usize;
    while made < 500 {
        let cell = empty[(i * 7) % empty.len()];
        let digit = d((i % 9) as u8 + 1);
        let mv = match i % 6 {
            0 | 1 => Move::ToggleCorner { cell, digit },
            2 => Move::ToggleCentre { cell, digit },
            3 => Move::Place { cell, digit },
            4 => Move::Paint { cell, colour: Colour::new((i % 8) as u8 + 1).expect("colour") },
            _ => Move::Erase { cell },
        };
        i += 1;
        if game.play(&mv, &rules).is_ok_and(|played| !played.delta.is_empty()) {
            made += 1;
        }
    }
    game
}

#[test]
fn a_saved_game_with_500_moves_is_under_20_kb_and_loads_back_equal() {
    let game = game_with_500_moves();
    assert_eq!(game.history().len(), 500);
    let json = serde_json::to_string(&game).expect("serializes");
    assert!(json.len() < 20_000, "{} bytes", json.len());
    let loaded: Game = serde_json::from_str(&json).expect("loads");
    assert_eq!(loaded, game);
}

#[test]
fn a_loaded_game_whose_history_does_not_fit_is_refused() {
    let game = game_with_500_moves();
    let mut value: serde_json::Value = serde_json::to_value(&game).expect("serializes");
    // Change one recorded "after" number so that undo no longer matches the board.
    let last = value["history"]["undo"].as_array_mut().and_then(|a| a.last_mut()).expect("a move");
    let change = last.as_array_mut().and_then(|a| a.first_mut()).expect("a change");
    change[3] = serde_json::json!(change[3].as_u64().unwrap_or(0) ^ 1);
    let err = serde_json::from_value::<Game>(value).expect_err("refused");
    assert!(err.to_string().contains("undo history does not fit"), "{err}");

    let mut value = serde_json::to_value(&game).expect("serializes");
    value["board"]["values"][0] = serde_json::json!(9);
    let err = serde_json::from_value::<Game>(value).expect_err("refused");
    assert!(err.to_string().contains("given of r1c1"), "{err}");

    let mut value = serde_json::to_value(Game::new(puzzle())).expect("serializes");
    value["history"]["undo"] = serde_json::json!([[[0, 0, 0, 5]]]);
    assert!(serde_json::from_value::<Game>(value).is_err(), "a move on a given");

    let mut value = serde_json::to_value(Game::new(puzzle())).expect("serializes");
    value["solution"] = serde_json::json!(vec![1; 81]);
    assert!(serde_json::from_value::<Game>(value).is_err(), "a wrong solution");

    let mut value = serde_json::to_value(Game::new(puzzle())).expect("serializes");
    value["board"]["corner"][2] = serde_json::json!(1 << 12);
    assert!(serde_json::from_value::<Game>(value).is_err(), "a mark beyond the board");
    assert!(serde_json::from_str::<Game>("{\"puzzle\": 3}").is_err());
}

#[test]
fn a_refused_duplicate_carries_its_cells_and_speaks_the_board_s_symbols() {
    let puzzle = Puzzle::empty(Layout::new(crate::geometry::Geometry::standard(4, 4)).expect("16x16"));
    let refuse = Rules { refuse_duplicates: true, ..RULES };
    let board = apply(&puzzle, &Board::new(&puzzle), &Move::Place { cell: Cell::new(0), digit: d(10) }, &refuse)
        .expect("an empty board takes any digit");
    let err = apply(&puzzle, &board, &Move::Place { cell: Cell::new(17), digit: d(10) }, &refuse).expect_err("clash");
    assert_eq!(err, MoveError::Duplicate { digit: d(10), cell: Cell::new(17), other: Cell::new(0), size: 16 });
    assert_eq!((err.cell(), err.clashing_cell()), (Some(Cell::new(17)), Some(Cell::new(0))));
    assert_eq!(err.to_string(), "A is already in r1c1, which shares a house with r2c2");
    let filled = apply(&puzzle, &board, &Move::ToggleCentre { cell: Cell::new(0), digit: d(3) }, &refuse);
    assert_eq!(filled.expect_err("filled").to_string(), "r1c1 holds a digit: pencil marks go in empty cells");
}
