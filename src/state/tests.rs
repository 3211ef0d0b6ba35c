//! The state driven natively, as the components drive it.

use sudoku_engine::format::parse_puzzle;
use sudoku_engine::game::{Colour, Game};
use sudoku_engine::logic::{Hint, HintLevel};
use sudoku_engine::{Cell, Digit, DigitSet, Layout};

use super::*;
use crate::worker::{Job, JobError, JobResult, ShownHint};

const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const R1C3: Cell = Cell::new(2);
const R1C4: Cell = Cell::new(3);

fn d(n: u8) -> Digit {
    Digit::new(n).expect("digit")
}

fn solution() -> Vec<Digit> {
    SOLUTION.bytes().map(|b| d(b - b'0')).collect()
}

fn state() -> AppState {
    let game = Game::with_solution(parse_puzzle(PUZZLE).expect("valid"), solution());
    let mut state = AppState::new(game, Settings::default());
    state.game_mut().set_level(sudoku_engine::Level::Easy);
    state
}

fn run(state: &mut AppState, actions: impl IntoIterator<Item = Action>) {
    for action in actions {
        state.update(action);
    }
}

#[test]
fn each_mode_writes_its_layer_and_undo_redo_restore_it() {
    let mut s = state();
    let board0 = s.game.board().clone();
    run(&mut s, [Action::Select { cell: R1C3, extend: false }, Action::Input(d(4))]);
    assert_eq!(s.game.board().value(R1C3), Some(d(4)));
    run(&mut s, [Action::Select { cell: R1C4, extend: false }, Action::SetMode(Mode::Corner), Action::Input(d(6))]);
    assert_eq!(s.game.board().corner_marks(R1C4), DigitSet::single(d(6)));
    run(&mut s, [Action::SetMode(Mode::Centre), Action::Input(d(2))]);
    assert_eq!(s.game.board().centre_marks(R1C4), DigitSet::single(d(2)));
    run(&mut s, [Action::SetMode(Mode::Colour), Action::Input(d(3))]);
    assert_eq!(s.game.board().colour(R1C4), Colour::new(3));
    run(&mut s, [Action::ToggleRed]);
    assert!(s.game.board().is_red(R1C4));
    run(&mut s, [Action::Clear]);
    assert_eq!(s.game.board().colour(R1C4), None, "in colour mode Delete clears the colour");
    let end = s.game.board().clone();
    for _ in 0..6 {
        s.update(Action::Undo);
    }
    assert_eq!(s.game.board(), &board0);
    s.update(Action::Undo);
    assert_eq!(s.message.as_deref(), Some("Nothing to undo."));
    for _ in 0..6 {
        s.update(Action::Redo);
    }
    assert_eq!(s.game.board(), &end);
}

#[test]
fn shift_and_ctrl_digits_mark_without_changing_the_mode() {
    let mut s = state();
    run(&mut s, [Action::Select { cell: R1C3, extend: false }, Action::InputAs(d(1), Mode::Corner)]);
    run(&mut s, [Action::InputAs(d(2), Mode::Centre)]);
    assert_eq!(s.mode, Mode::Digit);
    assert_eq!(s.game.board().corner_marks(R1C3), DigitSet::single(d(1)));
    assert_eq!(s.game.board().centre_marks(R1C3), DigitSet::single(d(2)));
}

#[test]
fn several_selected_cells_change_in_one_undo_step() {
    let mut s = state();
    run(
        &mut s,
        [
            Action::Select { cell: R1C3, extend: false },
            Action::Drag { cell: R1C4, at: (0.5, 0.5) },
            Action::Select { cell: Cell::new(0), extend: true },
            Action::InputAs(d(2), Mode::Corner),
        ],
    );
    assert_eq!(s.selection, vec![R1C3, R1C4, Cell::new(0)]);
    assert!(s.game.board().corner_marks(R1C3).contains(d(2)) && s.game.board().corner_marks(R1C4).contains(d(2)));
    assert_eq!(s.game.history().len(), 1);
    s.update(Action::Undo);
    assert!(s.game.board().corner_marks(R1C3).is_empty() && s.game.board().corner_marks(R1C4).is_empty());
    s.update(Action::Move { direction: Direction::Down, extend: false });
    assert_eq!(s.selection, vec![Cell::new(9)], "a move without Shift selects one cell");
}

#[test]
fn givens_are_protected_and_refused_duplicates_say_why() {
    let mut s = state();
    run(&mut s, [Action::Select { cell: Cell::new(0), extend: false }, Action::Input(d(9))]);
    assert_eq!(s.message.as_deref(), Some("r1c1 is a given and cannot change"));
    run(&mut s, [Action::Select { cell: R1C3, extend: false }, Action::Input(d(5))]);
    assert!(s.conflicts[R1C3.index()] && s.conflicts[0], "the clash is shown");
    s.update(Action::ChangeSetting(SettingChange::RefuseDuplicates(true)));
    s.update(Action::Input(d(3)));
    assert_eq!(s.game.board().value(R1C3), Some(d(5)), "3 is refused");
    assert!(s.message.as_deref().is_some_and(|m| m.contains("already in r1c2")));
    assert_eq!(s.clash, Some(Cell::new(1)));
    assert!(s.cell_data()[1].conflict, "the cell that holds the 3 is pointed at");
    s.update(Action::Input(d(4)));
    assert_eq!(s.clash, None, "a move that goes through clears it");
}

#[test]
fn a_refused_duplicate_on_16x16_names_the_digit_by_its_symbol() {
    let layout = Layout::new(sudoku_engine::Geometry::standard(4, 4)).expect("16x16");
    let mut s = AppState::new(Game::new(sudoku_engine::Puzzle::empty(layout)), Settings::default());
    s.update(Action::ChangeSetting(SettingChange::RefuseDuplicates(true)));
    run(&mut s, [Action::Select { cell: Cell::new(0), extend: false }, Action::Input(d(10))]);
    run(&mut s, [Action::Select { cell: Cell::new(17), extend: false }, Action::Input(d(10))]);
    assert_eq!(s.message.as_deref(), Some("A is already in r1c1, which shares a house with r2c2"));
    assert_eq!(s.clash, Some(Cell::new(0)));
    assert!(s.cell_data()[0].conflict);
}

#[test]
fn highlight_stays_until_toggled_off_and_covers_marks() {
    let mut s = state();
    run(&mut s, [Action::Select { cell: R1C3, extend: false }, Action::InputAs(d(5), Mode::Centre)]);
    run(&mut s, [Action::Select { cell: Cell::new(0), extend: false }, Action::Highlight]);
    assert_eq!(s.highlight, Some(d(5)));
    s.update(Action::Select { cell: Cell::new(40), extend: false });
    let cells = s.cell_data();
    assert_eq!(cells[0].highlight, Some(d(5)));
    assert_eq!(cells[R1C3.index()].highlight, Some(d(5)), "a centre mark 5 is highlighted");
    assert_eq!(cells[1].highlight, None);
    s.update(Action::Highlight);
    assert_eq!(s.highlight, None, "an empty cell's H turns it off");
    s.update(Action::Highlight);
    assert!(s.picking_highlight);
    s.update(Action::Input(d(7)));
    assert_eq!((s.highlight, s.game.board().value(Cell::new(40))), (Some(d(7)), None), "picked, not written");
}

#[test]
fn check_marks_wrong_digits_until_the_next_move() {
    let mut s = state();
    run(&mut s, [Action::Select { cell: R1C3, extend: false }, Action::Input(d(1)), Action::Check]);
    assert_eq!(s.message.as_deref(), Some("1 digit is wrong."));
    assert!(s.cell_data()[R1C3.index()].wrong);
    s.update(Action::Input(d(4)));
    s.update(Action::Check);
    assert_eq!(s.message.as_deref(), Some("No mistakes so far."));
    s.update(Action::ChangeSetting(SettingChange::CheckAsYouGo(true)));
    s.update(Action::Input(d(2)));
    assert!(s.cell_data()[R1C3.index()].wrong, "check as you go");
}

fn finish(s: &mut AppState, result: Result<JobResult, JobError>) {
    let pending = s.pending.last().expect("a job").clone();
    s.update(Action::JobDone { id: pending.id, serial: pending.serial, result: Box::new(result) });
}

pub(super) fn respond(s: &mut AppState, result: JobResult) {
    finish(s, Ok(result));
}

#[test]
fn a_hint_is_told_in_levels_and_applied_as_one_move() {
    let mut s = state();
    s.update(Action::AskHint);
    let Some(Job::Hint(query)) = s.pending.last().map(|p| p.job.clone()) else { panic!("a hint job") };
    assert_eq!(s.status().as_deref(), Some("Looking for a hint..."));
    assert_eq!(s.game.hints_used(), 0, "a hint counts when it is shown");
    let hint = query.answer();
    let Hint::Step(step) = hint.clone() else { panic!("a step: {hint:?}") };
    respond(&mut s, JobResult::Hint(ShownHint::of(&hint, &query.puzzle)));
    let Panel::Hint(view) = &s.panel else { panic!("the hint panel: {:?}", s.panel) };
    assert_eq!(view.hint.sentence(HintLevel::Nudge), hint.message_on(&query.puzzle, HintLevel::Nudge));
    assert_eq!(view.hint.sentence(HintLevel::Answer), step.explanation, "level 3 is the whole deduction");
    assert_eq!(s.game.hints_used(), 1);
    assert_eq!(s.status(), None, "nothing runs any more");
    assert!(s.cell_data().iter().all(|c| c.hint == HintRole::None), "level 1 names no cell");
    s.update(Action::HintMore);
    assert!(step.cells.iter().all(|c| s.cell_data()[c.index()].hint != HintRole::None));
    s.update(Action::HintMore);
    s.update(Action::ApplyHint);
    assert_eq!(s.panel, Panel::None);
    for (cell, digit) in &step.placements {
        assert_eq!(s.game.board().value(*cell), Some(*digit));
    }
    assert_eq!(s.game.history().len(), 1);
}

#[test]
fn solutions_cycle_and_wrap_around() {
    let mut s = state();
    s.update(Action::AskSolutions);
    let other = SOLUTION.replace("534678912", "534678921");
    let second: Vec<Digit> = other.bytes().map(|b| d(b - b'0')).collect();
    respond(&mut s, JobResult::Solutions { solutions: vec![solution(), second.clone()], complete: true });
    assert_eq!(s.shown_solution(), Some(solution().as_slice()));
    s.update(Action::CycleSolution(1));
    assert_eq!(s.shown_solution(), Some(second.as_slice()));
    s.update(Action::CycleSolution(1));
    assert_eq!(s.shown_solution(), Some(solution().as_slice()), "cycling wraps");
}

/// A result is taken only for the game it was computed for. Replacing the game forgets the
/// old game's jobs; and a result that names a job still waited for, but carries the old
/// game's serial, is dropped too: the serial, not the job number alone, ties it to a game.
#[test]
fn stale_responses_are_dropped() {
    let mut s = state();
    s.update(Action::AskHint);
    let old = s.pending.last().expect("the old game's hint").clone();
    let puzzle = s.game.puzzle().clone();
    let stuck = || Box::new(Ok(JobResult::Hint(ShownHint::of(&Hint::Stuck, &puzzle))));
    s.update(Action::Load(Box::new(s.game.as_ref().clone())));
    assert_ne!(s.serial, old.serial, "a new game");
    s.update(Action::JobDone { id: old.id, serial: old.serial, result: stuck() });
    assert_eq!(s.panel, Panel::None, "the hint was for the old game");

    s.update(Action::AskHint);
    let new = s.pending.last().expect("the new game's hint").clone();
    s.update(Action::JobDone { id: new.id, serial: old.serial, result: stuck() });
    assert_eq!(s.panel, Panel::None, "a result with the old game's serial is not this game's");
    s.update(Action::AskHint);
    let again = s.pending.last().expect("the hint asked again").clone();
    s.update(Action::JobDone { id: again.id, serial: again.serial, result: stuck() });
    assert!(matches!(s.panel, Panel::Hint(_)), "the same result with this game's serial is shown");
}

#[test]
fn setup_refuses_duplicates_and_done_locks_the_givens() {
    let mut s = state();
    s.update(Action::StartSetup(Layout::classic()));
    assert!(s.is_setting() && s.game.puzzle().given_count() == 0);
    run(&mut s, [Action::TogglePause, Action::AskHint, Action::AskSteps]);
    let asked_logic = s.pending.iter().any(|p| matches!(p.job, Job::Hint(_) | Job::Steps(_)));
    assert!(!s.is_paused() && !asked_logic, "setup neither pauses nor asks the logic");
    run(
        &mut s,
        [
            Action::Select { cell: Cell::new(0), extend: false },
            Action::Input(d(5)),
            Action::Move { direction: Direction::Right, extend: false },
        ],
    );
    s.update(Action::Input(d(5)));
    assert_eq!(s.game.board().value(Cell::new(1)), None, "a duplicate is refused in setup");
    run(&mut s, [Action::SetMode(Mode::Corner), Action::Input(d(3))]);
    assert_eq!(s.game.board().value(Cell::new(1)), Some(d(3)), "setup writes digits whatever the mode");
    s.update(Action::SetupCheck);
    assert!(matches!(s.pending.last().map(|p| &p.job), Some(Job::Count { .. })));
    assert_eq!(s.verdict_text().as_deref(), Some("Counting solutions..."));
    let mut other = solution();
    other.swap(0, 1);
    respond(&mut s, JobResult::Counted { solutions: vec![solution(), other], complete: false });
    assert_eq!(s.verdict_text().as_deref(), Some("2 or more solutions: the shaded cells differ between two of them."));
    assert!(s.cell_data()[0].differs && s.cell_data()[1].differs && !s.cell_data()[2].differs);
    s.update(Action::SetupDone);
    assert!(s.is_setting(), "Done warns first");
    assert_eq!(s.status().as_deref(), Some("This puzzle has 2 or more solutions: press Done again to lock it anyway."));
    s.update(Action::SetupDone);
    assert!(!s.is_setting());
    assert_eq!(s.game.puzzle().given_count(), 2);
    run(&mut s, [Action::Select { cell: Cell::new(0), extend: false }, Action::Clear]);
    assert_eq!(s.game.board().value(Cell::new(0)), Some(d(5)), "now a given");
}

#[test]
fn the_clock_runs_only_while_playing_and_pause_blocks_input() {
    let mut s = state();
    s.update(Action::Tick(1000));
    let revision = s.revision;
    s.update(Action::TogglePause);
    assert!(s.is_paused() && s.revision == revision, "a pause is not a change to save");
    s.update(Action::Tick(1000));
    run(&mut s, [Action::Select { cell: R1C3, extend: false }, Action::Input(d(4))]);
    assert_eq!(s.game.board().value(R1C3), None, "paused: the board is hidden and locked");
    s.update(Action::OpenSettings);
    assert_eq!(s.dialog, Dialog::None, "paused: no dialog opens");
    s.update(Action::TogglePause);
    s.update(Action::Tick(1000));
    assert_eq!(s.clock_ms, 2000);
}

#[test]
fn a_tick_shares_the_game_and_a_move_copies_it_once() {
    let mut s = state();
    let before = s.clone();
    s.update(Action::Tick(1000));
    assert!(std::rc::Rc::ptr_eq(&before.game, &s.game), "the clock never copies the game");
    assert_eq!(s.revision, before.revision, "the clock is not a revision");
    run(&mut s, [Action::Select { cell: R1C3, extend: false }, Action::Input(d(4))]);
    assert!(!std::rc::Rc::ptr_eq(&before.game, &s.game));
    assert!(s.revision > before.revision);
    assert_eq!(s.game.elapsed_ms(), 1000, "a move records the clock");
    assert_eq!(before.game.board().value(R1C3), None, "the earlier state keeps its game");
}

#[test]
fn a_cancelled_hint_is_not_counted_and_a_failure_is_not_a_cancellation() {
    let mut s = state();
    s.update(Action::AskHint);
    finish(&mut s, Err(JobError::Cancelled));
    assert_eq!(s.game.hints_used(), 0);
    assert_eq!(s.status().as_deref(), Some("Stopped."));
    s.update(Action::AskHint);
    finish(&mut s, Err(JobError::Failed("it did not load".into())));
    assert_eq!(s.game.hints_used(), 0);
    let status = s.status().expect("a message");
    assert!(status.contains("failed") && status.contains("it did not load"), "{status}");
}

#[test]
fn finishing_the_puzzle_reports_time_hints_and_level() {
    let mut s = state();
    s.clock_ms = 272_000;
    let empty: Vec<Cell> = s.game.puzzle().layout().cells().filter(|&c| s.game.puzzle().given(c).is_none()).collect();
    for cell in empty {
        run(&mut s, [Action::Select { cell, extend: false }, Action::Input(solution()[cell.index()])]);
    }
    assert_eq!(s.game.completed_ms(), Some(272_000));
    assert_eq!(s.message.as_deref(), Some("Solved in 4:32 with no hints. Level: Easy."));
    s.update(Action::Tick(1000));
    assert_eq!(s.clock_ms, 272_000, "the clock stops");
    s.update(Action::Undo);
    s.update(Action::Redo);
    assert_ne!(s.message.as_deref(), Some("Solved in 4:32 with no hints. Level: Easy."), "announced once");
}

#[test]
fn a_new_puzzle_asked_for_while_another_is_made_replaces_it() {
    use crate::state::first_puzzle_params;
    use sudoku_worker::run as work;
    let mut s = state();
    let before = s.game.puzzle().clone();
    let ask = |s: &mut AppState, phrase: &str| {
        s.update(Action::Generate {
            params: first_puzzle_params(),
            phrase: sudoku_engine::generate::SeedPhrase::new(phrase).expect("a phrase"),
        });
        s.pending.last().expect("a job").clone()
    };
    let first = ask(&mut s, "the first visit's");
    let second = ask(&mut s, "the player's own");
    assert_eq!(s.pending.iter().filter(|p| p.job.makes_puzzle()).count(), 1, "one puzzle is being made");
    for pending in [&first, &second] {
        let result = work(&pending.job, &|_| {});
        s.update(Action::JobDone { id: pending.id, serial: pending.serial, result: Box::new(Ok(result)) });
        if pending.id == first.id {
            assert_eq!(s.game.puzzle(), &before, "the replaced puzzle is not started");
        }
    }
    assert_ne!(s.game.puzzle(), &before);
    assert_eq!(s.game.origin().phrase.as_deref(), Some("the player's own"));
    assert!(s.message.as_deref().is_some_and(|m| m.starts_with("New Easy puzzle.")), "{:?}", s.message);
}
