//! The mistake warning, the rewind to the first mistake, every step available now, the
//! review and the trainer, driven natively: each job runs through the worker's own code.

use sudoku_engine::format::parse_puzzle;
use sudoku_engine::game::Game;
use sudoku_engine::generate::{GenerateParams, SeedPhrase};
use sudoku_engine::logic::Strategy;
use sudoku_engine::{Cell, Digit, Geometry};

use sudoku_worker::run;

use super::learn::UNKNOWN_SOLUTION;
use super::*;
use crate::components::{group_heading, step_label};
use crate::worker::Job;

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
    state.game_mut().set_level(sudoku_engine::Level::Easy);
    state.update(Action::ChangeSetting(SettingChange::WarnMistakes(warn)));
    state
}

fn place(s: &mut AppState, cell: Cell, n: u8) {
    s.update(Action::Select { cell, extend: false });
    s.update(Action::Input(d(n)));
}

/// Runs the last job asked for in the worker's code and hands its result back.
fn work(s: &mut AppState) -> Job {
    let pending = s.pending.last().cloned().expect("a job");
    let result = run(&pending.job, &|_| {});
    s.update(Action::JobDone { id: pending.id, serial: pending.serial, result: Box::new(Ok(result)) });
    pending.job
}

#[test]
fn with_the_setting_on_a_wrong_digit_is_warned_and_marked_until_the_next_move() {
    let mut s = state(true);
    place(&mut s, R1C3, 1);
    assert_eq!(s.status().as_deref(), Some("Mistake: 1 is not the digit of r1c3."));
    assert!(s.cell_data()[R1C3.index()].wrong);
    place(&mut s, R1C4, 6);
    assert!(s.warned.is_empty(), "a right move replaces the warning");
    assert!(!s.cell_data()[R1C3.index()].wrong);
    let mut quiet = state(false);
    place(&mut quiet, R1C3, 1);
    assert_eq!((quiet.warned.len(), quiet.status()), (0, None), "off: no warning");
}

#[test]
fn removing_a_true_candidate_is_warned_and_a_false_one_is_not() {
    let mut s = state(true);
    s.update(Action::Select { cell: R2C2, extend: false });
    s.update(Action::FillCandidates);
    s.update(Action::InputAs(d(2), Mode::Centre));
    assert!(s.warned.is_empty(), "2 is not r2c2's answer");
    s.update(Action::InputAs(d(7), Mode::Centre));
    assert_eq!(s.warned, vec![R2C2]);
    assert_eq!(
        s.status().as_deref(),
        Some("Mistake: 7 was removed from the centre marks of r2c2, but it is the answer there.")
    );
}

#[test]
fn rewind_after_right_wrong_right_returns_the_board_before_the_wrong_move_and_redo_brings_them_back() {
    let mut s = state(false);
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
fn without_a_solution_the_rewind_says_it_cannot_judge() {
    let two_rows = format!("{}{}", &PUZZLE[..18], ".".repeat(63));
    let mut s = AppState::new(Game::new(parse_puzzle(&two_rows).expect("valid")), Settings::default());
    s.pending.clear();
    s.update(Action::ChangeSetting(SettingChange::WarnMistakes(true)));
    place(&mut s, R1C3, 1);
    assert!(s.warned.is_empty());
    s.update(Action::RewindToMistake);
    assert_eq!(s.message.as_deref(), Some(UNKNOWN_SOLUTION));
    assert_eq!(s.game.history().len(), 1);
}

#[test]
fn all_steps_are_listed_chosen_and_applied_then_listed_again() {
    let mut s = state(false);
    s.update(Action::AskSteps);
    assert_eq!(s.status().as_deref(), Some("Listing every step..."));
    work(&mut s);
    let Panel::Steps(view) = s.panel.clone() else { panic!("the steps panel: {:?}", s.panel) };
    let first = view.list.step(0).expect("a step").clone();
    let groups = &view.list.groups;
    assert!(groups.windows(2).all(|g| g[0].strategy != g[1].strategy), "one list per run of a technique");
    assert_eq!(view.list.len(), groups.iter().map(|g| g.steps.len()).sum::<usize>());
    let named = |step: &crate::worker::ShownStep| step_label(step).contains(&format!("{}: ", step.strategy));
    assert!(view.list.steps().all(|step| !named(step)), "the technique is named once, above its steps");
    assert_eq!(group_heading(&groups[0]), format!("{} ({})", first.strategy, groups[0].steps.len()));
    assert_eq!(step_label(&first).split_once(' ').map(|(d, _)| d.len()), Some(3), "a difficulty like 1.0");
    assert_eq!(view.chosen, None);
    assert!(s.cell_data().iter().all(|c| c.hint == HintRole::None), "nothing shown before a choice");
    s.update(Action::ChooseStep(0));
    assert!(first.cells.iter().all(|c| s.cell_data()[c.index()].hint != HintRole::None));
    s.update(Action::ApplyStep);
    for &(cell, digit) in &first.placements {
        assert_eq!(s.game.board().value(cell), Some(digit));
    }
    assert_eq!(s.game.hints().len(), 1, "an applied step counts as a hint of its technique");
    assert!(matches!(s.pending.last().map(|p| &p.job), Some(Job::Steps(_))), "the new position is listed");
}

#[test]
fn with_a_wrong_digit_all_steps_say_so_instead_of_a_list() {
    let mut s = state(false);
    place(&mut s, R1C4, 9);
    s.update(Action::AskSteps);
    work(&mut s);
    assert_eq!(s.panel, Panel::None);
    assert_eq!(s.status().as_deref(), Some("Something on the board is wrong: check your digits."));
}

#[test]
fn the_review_shows_the_path_with_hints_mistakes_and_red_marks_beside_the_computers() {
    let mut s = state(false);
    s.update(Action::AskHint);
    work(&mut s);
    s.update(Action::ApplyHint);
    place(&mut s, R1C4, 9);
    s.update(Action::ToggleRed);
    s.update(Action::AskReview);
    assert!(matches!(work(&mut s), Job::Review(_)));
    let Panel::Review(review) = &s.panel else { panic!("the review: {:?}", s.panel) };
    let lines = &review.lines;
    assert_eq!(lines[0], "3 moves, 1 hint, 1 red mark, 1 mistaken move.");
    assert!(lines[1].starts_with("Hints used: ") && lines[1].ends_with(" (1)."), "{lines:?}");
    assert!(lines[2].starts_with("The computer used: "), "{lines:?}");
    let yours = &review.your_path;
    assert!(yours[0].starts_with("Hint: ") && yours[0].ends_with(", applied"), "{yours:?}");
    assert_eq!(yours[2..], ["2. r1c4 = 9 (mistake)", "3. r1c4 marked red"]);
    assert!(review.computer_path.len() > 50, "a step per empty cell at least: {}", review.computer_path.len());
}

#[test]
fn the_trainer_starts_just_before_the_technique_and_its_hint_names_it() {
    let mut s = state(false);
    let params = GenerateParams::for_technique(Geometry::standard(3, 3), false, Strategy::XWing);
    let phrase = SeedPhrase::new("wing practice").expect("phrase");
    s.update(Action::Train { params, phrase, start_before: true });
    assert_eq!(s.status().as_deref(), Some("Generating a X-Wing puzzle..."));
    work(&mut s);
    let said = s.status().expect("a message");
    assert!(said.starts_with("Practise X-Wing. New ") && said.contains("Seed phrase: wing practice."), "{said}");
    assert!(said.ends_with("ask for a hint."), "{said}");
    let params: GenerateParams = s.game.origin().params.as_deref().expect("a seed link").parse().expect("params");
    assert_eq!((params.technique, params.attempt.is_some()), (Some(Strategy::XWing), true));
    assert_eq!(s.game.history().len(), 1, "the start is one undoable move");
    s.update(Action::AskHint);
    work(&mut s);
    let Panel::Hint(view) = &s.panel else { panic!("a hint") };
    let Some(step) = view.hint.step.as_ref() else { panic!("a step: {:?}", view.hint) };
    assert_eq!(step.strategy, Strategy::XWing);
}
