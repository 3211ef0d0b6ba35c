//! Mistakes (wrong digits, wrong eliminations), the rewind to the first one, and the
//! review of a game's path, on the classic welcome puzzle and other boards.

use proptest::prelude::*;

use super::*;
use crate::digits::{Cell, Digit};
use crate::format::{parse_line, parse_puzzle};
use crate::geometry::Geometry;
use crate::logic::{solve_logically, Hint};
use crate::solve::solve;

const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const RULES: Rules = Rules { refuse_duplicates: false, auto_remove_marks: false };
const AUTO: Rules = Rules { refuse_duplicates: false, auto_remove_marks: true };
// r1c3 (answer 4), r1c4 (answer 6), r2c2 (answer 7), r9c3 (answer 5).
const R1C3: Cell = Cell::new(2);
const R1C4: Cell = Cell::new(3);
const R2C2: Cell = Cell::new(10);
const R9C3: Cell = Cell::new(74);

fn d(n: u8) -> Digit {
    Digit::new(n).expect("test digit")
}

fn game() -> Game {
    let solution = SOLUTION.bytes().map(|b| d(b - b'0')).collect();
    Game::with_solution(parse_puzzle(PUZZLE).expect("valid"), solution)
}

fn play(game: &mut Game, mv: Move, rules: &Rules) -> Vec<Mistake> {
    let played = game.play(&mv, rules).expect("legal move");
    game.mistakes_in(&played.delta).expect("the solution is known")
}

fn centre(game: &mut Game, cell: Cell, digits: &[u8]) {
    for &n in digits {
        play(game, Move::ToggleCentre { cell, digit: d(n) }, &RULES);
    }
}

#[test]
fn a_wrong_digit_is_a_mistake_and_a_right_one_or_an_erase_is_not() {
    let mut game = game();
    assert_eq!(
        play(&mut game, Move::Place { cell: R1C3, digit: d(1) }, &RULES),
        vec![Mistake { cell: R1C3, kind: MistakeKind::WrongDigit { digit: d(1) } }]
    );
    assert_eq!(play(&mut game, Move::Erase { cell: R1C3 }, &RULES), vec![]);
    assert_eq!(play(&mut game, Move::Place { cell: R1C3, digit: d(4) }, &RULES), vec![]);
    let replaced = play(&mut game, Move::Place { cell: R1C3, digit: d(2) }, &RULES);
    assert_eq!(replaced[0].describe(9), "2 is not the digit of r1c3");
}

#[test]
fn removing_the_answer_from_centre_marks_that_keep_others_is_a_wrong_elimination() {
    let mut game = game();
    centre(&mut game, R1C3, &[1, 2, 4]);
    assert_eq!(play(&mut game, Move::ToggleCentre { cell: R1C3, digit: d(1) }, &RULES), vec![], "1 is not the answer");
    let wrong = play(&mut game, Move::ToggleCentre { cell: R1C3, digit: d(4) }, &RULES);
    assert_eq!(
        wrong,
        vec![Mistake { cell: R1C3, kind: MistakeKind::RemovedAnswer { answer: d(4), layer: MarkLayer::Centre } }]
    );
    assert_eq!(wrong[0].describe(9), "4 was removed from the centre marks of r1c3, but it is the answer there");
    // The last mark toggled off leaves the cell without marks: no claim, no mistake.
    let mut game = self::game();
    centre(&mut game, R1C3, &[4]);
    assert_eq!(play(&mut game, Move::ToggleCentre { cell: R1C3, digit: d(4) }, &RULES), vec![]);
    // Erasing a cell's marks clears them: no claim either.
    centre(&mut game, R1C3, &[2, 4]);
    assert_eq!(play(&mut game, Move::Erase { cell: R1C3 }, &RULES), vec![]);
}

#[test]
fn corner_marks_are_judged_like_centre_marks() {
    let mut game = game();
    for n in [4, 8] {
        play(&mut game, Move::ToggleCorner { cell: R1C3, digit: d(n) }, &RULES);
    }
    let wrong = play(&mut game, Move::ToggleCorner { cell: R1C3, digit: d(4) }, &RULES);
    assert_eq!(
        wrong,
        vec![Mistake { cell: R1C3, kind: MistakeKind::RemovedAnswer { answer: d(4), layer: MarkLayer::Corner } }]
    );
    assert_eq!(play(&mut game, Move::ToggleCorner { cell: R1C3, digit: d(8) }, &RULES), vec![], "now empty");
}

#[test]
fn fill_candidates_then_removals_and_a_wrong_placement_that_clears_peers_are_judged() {
    let mut game = game();
    assert_eq!(play(&mut game, Move::FillCandidates, &RULES), vec![], "filling never removes a true candidate");
    assert!(game.board().centre_marks(R2C2).contains(d(7)));
    let wrong = play(&mut game, Move::ToggleCentre { cell: R2C2, digit: d(7) }, &RULES);
    assert_eq!(wrong.len(), 1);
    play(&mut game, Move::ToggleCentre { cell: R2C2, digit: d(7) }, &RULES);
    // 5 in r1c3 is wrong, and with automatic removal it takes 5 (the answer) from r9c3.
    assert!(game.board().centre_marks(R9C3).contains(d(5)));
    let mistakes = play(&mut game, Move::Place { cell: R1C3, digit: d(5) }, &AUTO);
    assert!(mistakes.contains(&Mistake { cell: R1C3, kind: MistakeKind::WrongDigit { digit: d(5) } }));
    assert!(mistakes.contains(&Mistake {
        cell: R9C3,
        kind: MistakeKind::RemovedAnswer { answer: d(5), layer: MarkLayer::Centre }
    }));
    // A right digit's automatic removal never takes an answer.
    assert_eq!(play(&mut game, Move::Place { cell: R1C4, digit: d(6) }, &AUTO), vec![]);
}

#[test]
fn rewind_after_right_wrong_right_returns_the_board_before_the_wrong_move_and_redo_brings_them_back() {
    let mut game = game();
    play(&mut game, Move::Place { cell: R1C3, digit: d(4) }, &RULES);
    let before_wrong = game.board().clone();
    play(&mut game, Move::Place { cell: R1C4, digit: d(9) }, &RULES);
    play(&mut game, Move::Place { cell: R2C2, digit: d(7) }, &RULES);
    let last = game.board().clone();
    let first = game.first_mistake().expect("a mistake");
    assert_eq!((first.index, first.moves_after), (1, 2));
    assert_eq!(
        game.rewind_to_first_mistake(),
        Rewind::Rewound {
            undone: 2,
            mistakes: vec![Mistake { cell: R1C4, kind: MistakeKind::WrongDigit { digit: d(9) } }]
        }
    );
    assert_eq!(game.board(), &before_wrong);
    assert_eq!(game.history().redo_len(), 2);
    assert!(game.redo().is_some() && game.redo().is_some());
    assert_eq!(game.board(), &last);
    assert_eq!(game.first_mistake().map(|f| f.index), Some(1));
}

#[test]
fn a_corrected_mistake_is_not_rewound_to_unless_undoing_brings_it_back() {
    let mut game = game();
    play(&mut game, Move::Place { cell: R1C3, digit: d(1) }, &RULES);
    play(&mut game, Move::Place { cell: R1C3, digit: d(4) }, &RULES);
    play(&mut game, Move::Place { cell: R1C4, digit: d(6) }, &RULES);
    assert_eq!(game.first_mistake(), None, "the wrong 1 was corrected");
    assert_eq!(game.rewind_to_first_mistake(), Rewind::NoMistake);
    assert_eq!(game.history().len(), 3);
    // A wrong digit, another wrong one elsewhere, then the first erased: rewinding to the
    // second brings the first back, so the rewind goes on to before it.
    let mut game = self::game();
    play(&mut game, Move::Place { cell: R1C3, digit: d(1) }, &RULES);
    play(&mut game, Move::Place { cell: R1C4, digit: d(9) }, &RULES);
    play(&mut game, Move::Erase { cell: R1C3 }, &RULES);
    assert_eq!(game.first_mistake().map(|f| f.index), Some(1));
    assert!(matches!(game.rewind_to_first_mistake(), Rewind::Rewound { undone: 3, .. }));
    assert!(game.mistakes().is_empty());
    // A removed candidate written back no longer stands.
    let mut game = self::game();
    centre(&mut game, R1C3, &[2, 4]);
    centre(&mut game, R1C3, &[4]);
    assert!(game.first_mistake().is_some());
    centre(&mut game, R1C3, &[4]);
    assert_eq!(game.first_mistake(), None);
}

#[test]
fn without_a_known_solution_nothing_is_judged() {
    // The first two rows of the welcome puzzle only: many solutions, no solution stored.
    let mut game = Game::new(parse_puzzle(&format!("{}{}", &PUZZLE[..18], ".".repeat(63))).expect("valid"));
    let played = game.play(&Move::Place { cell: R1C3, digit: d(1) }, &RULES).expect("legal");
    assert_eq!(game.mistakes_in(&played.delta), None);
    assert_eq!(game.first_mistake(), None);
    assert_eq!(game.rewind_to_first_mistake(), Rewind::Unknown);
    assert_eq!(game.history().len(), 1);
}

#[test]
fn the_review_lists_moves_hints_red_marks_and_mistakes_in_order() {
    let mut game = game();
    play(&mut game, Move::Place { cell: R1C3, digit: d(4) }, &RULES);
    let hint = crate::logic::HintQuery::of(&game).answer();
    let Hint::Step(step) = &hint else { panic!("the welcome puzzle has a step: {hint:?}") };
    game.record_hint_of(HintKind::of(&hint));
    let deduction = Move::Deduction { placements: step.placements.clone(), eliminations: step.eliminations.clone() };
    assert_eq!(play(&mut game, deduction, &RULES), vec![], "a hint's step is true");
    game.note_hint_applied();
    play(&mut game, Move::ToggleRed { cell: R1C4 }, &RULES);
    play(&mut game, Move::Place { cell: R1C4, digit: d(9) }, &RULES);
    centre(&mut game, R2C2, &[1, 7]);
    assert_eq!(game.hints_used(), 1);
    let review = Review::of(&game);
    assert_eq!((review.moves, review.red_marks, review.mistaken_moves), (6, 1, Some(1)));
    assert_eq!(review.hint_kinds, vec![(HintKind::Step(step.strategy), 1)]);
    let texts: Vec<String> = review
        .path
        .iter()
        .map(|e| match e {
            PathEntry::Move { summary, mistakes, .. } => {
                format!("{}{}", summary.describe(9), if mistakes.is_empty() { "" } else { " !" })
            }
            PathEntry::Hint(h) => format!("hint {}{}", h.kind.name(), if h.applied { " applied" } else { "" }),
        })
        .collect();
    assert_eq!(texts[0], "r1c3 = 4");
    assert_eq!(texts[1], format!("hint {} applied", step.strategy.name()));
    assert_eq!(&texts[3..], ["r1c4 marked red", "r1c4 = 9 !", "r2c2: marks +1", "r2c2: marks +7"]);
}

#[test]
fn hints_survive_a_save_and_old_saves_or_unreadable_hints_still_load() {
    let mut game = game();
    play(&mut game, Move::Place { cell: R1C3, digit: d(4) }, &RULES);
    game.record_hint_of(HintKind::Step(crate::logic::Strategy::XWing));
    game.record_hint_of(HintKind::Mistakes);
    let json = serde_json::to_string(&game).expect("serializes");
    assert!(json.contains(r#""hints":[{"at":1,"kind":"X-Wing"},{"at":1,"kind":"Wrong digits"}]"#), "{json}");
    let back: Game = serde_json::from_str(&json).expect("reads back");
    assert_eq!(back, game);
    let old = json.replace(r#","hints":[{"at":1,"kind":"X-Wing"},{"at":1,"kind":"Wrong digits"}]"#, "");
    assert!(serde_json::from_str::<Game>(&old).expect("an old save loads").hints().is_empty());
    let newer = json.replace(r#""X-Wing""#, r#""Some Future Technique""#);
    let read: Game = serde_json::from_str(&newer).expect("a newer save loads");
    assert_eq!(read.hints().iter().map(|h| h.kind).collect::<Vec<_>>(), [HintKind::Other, HintKind::Mistakes]);
    for kind in crate::logic::Strategy::ALL.map(HintKind::Step) {
        assert_eq!(HintKind::from(String::from(kind)), kind, "every technique reads back");
    }
    assert!(!serde_json::to_string(&Game::new(parse_puzzle(PUZZLE).expect("valid")))
        .expect("ok")
        .contains("\"hints\":"));
}

#[test]
fn the_solver_path_is_described_step_by_step() {
    let puzzle = parse_puzzle(PUZZLE).expect("valid");
    let solution = solve_logically(&puzzle);
    let first = describe_step(&solution.steps[0], 9);
    assert!(first.starts_with(&format!("{}: r", solution.steps[0].strategy)), "{first}");
    assert!(first.contains(" = "), "{first}");
}

const JIGSAW: &str = include_str!("../../../../tests/data/jigsaw.sudoku");

/// Games with a known solution on 4x4, 9x9, jigsaw and 16x16 boards.
fn boards() -> &'static [Game] {
    static BOARDS: std::sync::OnceLock<Vec<Game>> = std::sync::OnceLock::new();
    BOARDS.get_or_init(solved_boards)
}

fn solved_boards() -> Vec<Game> {
    let sixteen = format!("{}{}", "1..4....8...C..G.2......A.B.......3.5........E.....D....9...F...", ".".repeat(192));
    [
        parse_puzzle("1...\n..3.\n.4..\n...2").expect("valid 4x4"),
        parse_puzzle(PUZZLE).expect("valid"),
        parse_puzzle(JIGSAW).expect("valid jigsaw"),
        parse_line(&sixteen, &Geometry::standard(4, 4)).expect("valid 16x16"),
    ]
    .into_iter()
    .filter_map(|p| {
        let solution = solve(&p)?;
        Some(Game::with_solution(p, solution))
    })
    .collect()
}

fn random_moves(cells: usize, size: u8) -> impl proptest::strategy::Strategy<Value = Vec<(usize, u8, u8)>> {
    prop::collection::vec((0..cells, 1..=size, 0..4u8), 1..40)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// On every board: after a rewind no digit is wrong, and redo brings back every move undone.
    #[test]
    fn rewind_leaves_no_wrong_digit_and_redo_restores_the_board(
        which in 0usize..4,
        moves in random_moves(256, 16),
    ) {
        let boards = boards();
        prop_assert_eq!(boards.len(), 4);
        let mut game = boards[which].clone();
        let layout = game.puzzle().layout().clone();
        let size = layout.size();
        for (cell, digit, kind) in moves {
            let cell = Cell::new(cell % layout.cell_count());
            let Some(digit) = Digit::new((digit - 1) % size as u8 + 1) else { continue };
            let mv = match kind {
                0 => Move::Place { cell, digit },
                1 => Move::ToggleCentre { cell, digit },
                2 => Move::Erase { cell },
                _ => Move::FillCandidates,
            };
            let _ = game.play(&mv, &AUTO);
        }
        let last = game.board().clone();
        match game.rewind_to_first_mistake() {
            Rewind::Rewound { undone, mistakes } => {
                prop_assert!(!mistakes.is_empty());
                prop_assert!(game.mistakes().is_empty());
                prop_assert_eq!(game.first_mistake(), None);
                for _ in 0..undone {
                    prop_assert!(game.redo().is_some());
                }
                prop_assert_eq!(game.board(), &last);
            }
            Rewind::NoMistake => prop_assert!(game.mistakes().is_empty()),
            Rewind::Unknown => prop_assert!(false, "the solution is known"),
        }
    }
}

#[test]
fn a_game_of_500_moves_with_a_hint_every_ten_stays_under_twenty_kilobytes() {
    let mut game = game();
    let rules = Rules::default();
    let empty: Vec<Cell> = game.puzzle().layout().cells().filter(|&c| game.puzzle().given(c).is_none()).collect();
    for i in 0..5000 {
        if game.history().len() >= 500 {
            break;
        }
        let cell = empty[(i * 7) % empty.len()];
        let digit = d((i % 9) as u8 + 1);
        let mv = match i % 5 {
            0 => Move::Place { cell, digit },
            1 => Move::ToggleCorner { cell, digit },
            2 => Move::ToggleCentre { cell, digit },
            3 => Move::Paint { cell, colour: Colour::new((i % 8) as u8 + 1).expect("1..=8") },
            _ => Move::ToggleRed { cell },
        };
        if game.play(&mv, &rules).is_ok() && game.history().len() % 10 == 0 {
            game.record_hint_of(HintKind::Step(crate::logic::Strategy::UniqueRectangle1));
            game.note_hint_applied();
        }
    }
    assert_eq!((game.history().len(), game.hints().len()), (500, 50));
    let bytes = serde_json::to_string(&game).expect("serializes").len();
    println!("a game of 500 moves and 50 hints: {bytes} bytes");
    assert!(bytes < 19_000, "{bytes} bytes, and the stored record adds its id and stamps");
}
