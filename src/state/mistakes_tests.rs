//! The mistake warning, the rewind to the first mistake and the review, driven natively.

use sudoku_engine::format::parse_puzzle;
use sudoku_engine::game::{Game, HintKind, PathEntry};
use sudoku_engine::logic::Hint;
use sudoku_engine::{solve_logically, Cell, Digit};

use super::*;
use crate::worker::{Job, JobResult};

const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const R1C3: Cell = Cell::new(2);
const R1C4: Cell = Cell::new(3);
const R2C2: Cell = Cell::new(10);

fn d(n: u8) -> Digit {
    Digit::new(n).expect("digit")
}

fn state(warn: bool) -> AppState {
    let solution = SOLUTION.bytes().map(|b| d(b - b'0')).collect();
    let game = Game::with_solution(parse_puzzle(PUZZLE).expect("valid"), solution);
    let mut state = AppState::new(game, Settings::default());
    state.game_mut().level = Some(sudoku_engine::Level::Easy);
    state.update(Action::ChangeSetting(SettingChange::WarnMistakes(warn)));
    state
}

fn place(s: &mut AppState, cell: Cell, n: u8) {
    s.update(Action::Select { cell, extend: false });
    s.update(Action::Input(d(n)));
}

#[test]
fn with_the_setting_on_a_wrong_digit_is_warned_and_marked_until_the_next_move() {
    let mut s = state(true);
    place(&mut s, R1C3, 1);
    assert_eq!(s.status().as_deref(), Some("Mistake: 1 is not the digit of r1c3."));
    assert!(s.cell_data()[R1C3.index()].warned);
    place(&mut s, R1C4, 6);
    assert_eq!(s.warning, None, "a right move replaces the warning");
    assert!(!s.cell_data()[R1C3.index()].warned);
    let mut quiet = state(false);
    place(&mut quiet, R1C3, 1);
    assert_eq!((quiet.warning.clone(), quiet.status()), (None, None), "off: no warning");
}

#[test]
fn removing_a_true_candidate_is_warned() {
    let mut s = state(true);
    s.update(Action::Select { cell: R2C2, extend: false });
    s.update(Action::FillCandidates);
    assert_eq!(s.warning, None);
    s.update(Action::InputAs(d(7), Mode::Centre));
    let warning = s.warning.clone().expect("a warning");
    assert_eq!(warning.cells, vec![R2C2]);
    assert_eq!(warning.text, "Mistake: 7 was removed from the centre marks of r2c2, but it is the answer there.");
}

#[test]
fn rewind_undoes_to_before_the_first_mistake_and_redo_brings_the_moves_back() {
    let mut s = state(true);
    s.update(Action::RewindToMistake);
    assert_eq!(s.status().as_deref(), Some("No mistake found: nothing to rewind."));
    place(&mut s, R1C3, 4);
    let before_wrong = s.game.board().clone();
    place(&mut s, R1C4, 9);
    place(&mut s, R2C2, 7);
    let last = s.game.board().clone();
    s.update(Action::RewindToMistake);
    assert_eq!(s.game.board(), &before_wrong);
    assert_eq!(
        s.status().as_deref(),
        Some("Rewound 2 moves, to just before the first mistake (9 is not the digit of r1c4). Redo brings them back.")
    );
    s.update(Action::Redo);
    s.update(Action::Redo);
    assert_eq!(s.game.board(), &last);
}

#[test]
fn without_a_solution_the_warning_and_the_rewind_say_they_cannot_judge() {
    let two_rows = format!("{}{}", &PUZZLE[..18], ".".repeat(63));
    let mut s = AppState::new(Game::new(parse_puzzle(&two_rows).expect("valid")), Settings::default());
    s.update(Action::ChangeSetting(SettingChange::WarnMistakes(true)));
    assert!(s.settings.warn_mistakes);
    assert_eq!(s.message.as_deref(), Some(UNKNOWN_SOLUTION));
    place(&mut s, R1C3, 1);
    s.update(Action::RewindToMistake);
    assert_eq!(s.message.as_deref(), Some(UNKNOWN_SOLUTION));
    assert_eq!(s.game.history().len(), 1);
}

#[test]
fn the_review_shows_the_path_and_takes_the_solver_path_from_the_worker() {
    let mut s = state(false);
    s.update(Action::AskHint);
    let Some(Job::Hint(query)) = s.pending.last().map(|p| p.job.clone()) else { panic!("a hint job") };
    let hint = query.answer();
    let Hint::Step(step) = &hint else { panic!("a step") };
    let kind = HintKind::Step(step.strategy);
    let pending = s.pending.last().cloned().expect("pending");
    s.update(Action::JobDone { id: pending.id, serial: pending.serial, result: Box::new(Ok(JobResult::Hint(hint))) });
    s.update(Action::ApplyHint);
    place(&mut s, R1C4, 9);
    s.update(Action::OpenReview);
    let Panel::Review(view) = &s.panel else { panic!("the review") };
    assert_eq!(view.solver, None);
    assert!(matches!(view.review.path[0], PathEntry::Hint(h) if h.kind == kind && h.applied));
    assert_eq!(view.review.mistaken_moves, Some(1));
    let pending = s.pending.last().cloned().expect("the solver's path is asked for");
    assert!(matches!(pending.job, Job::LogicalSolution { .. }));
    let solution = solve_logically(s.game.puzzle());
    let result = Box::new(Ok(JobResult::LogicalSolution(solution.clone())));
    s.update(Action::JobDone { id: pending.id, serial: pending.serial, result });
    let Panel::Review(view) = &s.panel else { panic!("still the review") };
    assert_eq!(view.solver.as_deref(), Some(&solution));
}
