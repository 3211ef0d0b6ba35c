//! Setup as the setter's tool, driven natively: drawing, refusals, undo and the live count.

use sudoku_engine::constraint::family;
use sudoku_engine::{Cell, Constraint, Digit, Layout};

use sudoku_engine::game::Tool as Family;

use super::tests::respond;
use super::*;
use crate::worker::{Job, JobResult};

fn setup() -> AppState {
    let mut s = AppState::new(
        sudoku_engine::game::Game::new(sudoku_engine::Puzzle::empty(Layout::classic())),
        Settings::default(),
    );
    s.update(Action::StartSetup(Layout::classic()));
    s
}

fn press(cell: usize, at: (f64, f64)) -> Action {
    Action::Press { cell: Cell::new(cell), extend: false, at }
}

/// The pointer, held down, at the middle of `cell`.
fn drag(cell: usize) -> Action {
    Action::Drag { cell: Cell::new(cell), at: (0.5, 0.5) }
}

fn draw_line(s: &mut AppState, tool: Tool, cells: &[usize]) {
    s.update(Action::ChooseTool(tool));
    s.update(press(cells[0], (0.5, 0.5)));
    for &cell in &cells[1..] {
        s.update(drag(cell));
    }
    s.update(Action::Release);
}

fn counts_pending(s: &AppState) -> usize {
    s.pending.iter().filter(|p| matches!(p.job, Job::Count { .. })).count()
}

#[test]
fn a_dragged_line_becomes_a_thermometer_and_undo_takes_it_back() {
    let mut s = setup();
    s.update(Action::ChooseTool(Tool::Family(Family::Thermometer)));
    s.update(press(0, (0.5, 0.5)));
    s.update(drag(1));
    s.update(drag(2));
    s.update(drag(1));
    s.update(drag(10));
    assert_eq!(s.setter.path, [Cell::new(0), Cell::new(1), Cell::new(10)], "going back takes the last cell off");
    assert!(s.selection.is_empty(), "drawing selects nothing");
    s.update(Action::Release);
    let thermo =
        Constraint::Thermometer(family::Thermometer { cells: vec![Cell::new(0), Cell::new(1), Cell::new(10)] });
    assert_eq!(s.game.puzzle().constraints(), std::slice::from_ref(&thermo));
    assert!(s.setter.path.is_empty());
    assert_eq!(counts_pending(&s), 1, "each edit counts the solutions");
    s.update(Action::Undo);
    assert!(s.game.puzzle().constraints().is_empty());
    s.update(Action::Redo);
    assert_eq!(s.game.puzzle().constraints(), [thermo]);
    assert_eq!(counts_pending(&s), 1, "only the newest count is waited for");
}

#[test]
fn a_diagonal_drag_follows_the_middles_it_goes_through_not_the_cells_beside_the_corner() {
    let mut s = setup();
    let (r8c5, r9c5, r9c4) = (Cell::new(7 * 9 + 4), Cell::new(8 * 9 + 4), Cell::new(8 * 9 + 3));
    s.update(Action::ChooseTool(Tool::Family(Family::Thermometer)));
    s.update(Action::Press { cell: r8c5, extend: false, at: (0.5, 0.5) });
    // Past the corner: the pointer enters r9c5 near its top left corner, then r9c4.
    s.update(Action::Drag { cell: r9c5, at: (0.1, 0.08) });
    s.update(Action::Drag { cell: r9c4, at: (0.9, 0.1) });
    assert_eq!(s.setter.path, [r8c5], "nothing is crossed until the pointer reaches a cell's middle");
    s.update(Action::Drag { cell: r9c4, at: (0.6, 0.4) });
    assert_eq!(s.setter.path, [r8c5, r9c4]);
    s.update(Action::Release);
    assert_eq!(
        s.game.puzzle().constraints(),
        [Constraint::Thermometer(family::Thermometer { cells: vec![r8c5, r9c4] })]
    );
}

#[test]
fn a_drag_that_skips_cells_goes_through_those_between_diagonals_first() {
    let mut s = setup();
    s.update(Action::ChooseTool(Tool::Family(Family::Renban)));
    s.update(press(0, (0.5, 0.5)));
    // r1c1 to r3c4 at once: r2c2, r3c3, then r3c4.
    s.update(drag(2 * 9 + 3));
    assert_eq!(s.setter.path, [Cell::new(0), Cell::new(10), Cell::new(20), Cell::new(21)]);
    // Back to the cell before takes the last off; a jump across the line stops where it
    // meets itself.
    s.update(drag(20));
    s.update(drag(0));
    assert_eq!(s.setter.path, [Cell::new(0), Cell::new(10), Cell::new(20)]);
}

#[test]
fn a_one_cell_thermometer_is_refused_and_changes_nothing() {
    let mut s = setup();
    let revision = s.revision;
    draw_line(&mut s, Tool::Family(Family::Thermometer), &[40]);
    assert_eq!(s.message.as_deref(), Some("a thermometer needs at least 2 cells"));
    assert!(s.game.puzzle().constraints().is_empty() && !s.game.setup_line().can_undo());
    assert_eq!(s.revision, revision);
}

#[test]
fn dots_go_on_the_nearest_edge_and_the_eraser_takes_them_off() {
    let mut s = setup();
    s.update(Action::ChooseTool(Tool::Family(Family::WhiteDot)));
    s.update(press(40, (0.95, 0.5)));
    s.update(Action::ChooseTool(Tool::Family(Family::BlackDot)));
    s.update(press(40, (0.5, 0.9)));
    s.update(press(41, (0.05, 0.5)));
    assert_eq!(s.message.as_deref(), Some("there is already a dot, X or V between r5c5 and r5c6"));
    let white = Constraint::Difference(family::Difference { cells: [Cell::new(40), Cell::new(41)], value: 1 });
    let black = Constraint::Ratio(family::Ratio { cells: [Cell::new(40), Cell::new(49)], value: 2 });
    assert_eq!(s.game.puzzle().constraints().len(), 2);
    s.update(Action::ChooseTool(Tool::Erase));
    s.update(press(49, (0.5, 0.1)));
    assert_eq!(s.game.puzzle().constraints(), [white]);
    assert!(!s.game.puzzle().constraints().contains(&black));
}

#[test]
fn renban_and_whispers_lines_and_x_and_v_marks_are_drawn_with_their_tools() {
    let mut s = setup();
    draw_line(&mut s, Tool::Family(Family::Renban), &[0, 1, 2]);
    draw_line(&mut s, Tool::Family(Family::GermanWhispers), &[9, 10]);
    s.update(Action::ChooseTool(Tool::Family(Family::X)));
    s.update(press(40, (0.95, 0.5)));
    s.update(Action::ChooseTool(Tool::Family(Family::V)));
    s.update(press(40, (0.5, 0.95)));
    let (c, cells) = (Cell::new, |ids: &[usize]| ids.iter().map(|&i| Cell::new(i)).collect::<Vec<Cell>>());
    let v = Constraint::Xv(family::Xv { cells: [c(40), c(49)], sum: 5 });
    let drawn = [
        Constraint::Renban(family::Renban { cells: cells(&[0, 1, 2]) }),
        Constraint::Whispers(family::Whispers { cells: cells(&[9, 10]), gap: 5 }),
        Constraint::Xv(family::Xv { cells: [c(40), c(41)], sum: 10 }),
        v.clone(),
    ];
    let constraints = s.game.puzzle().constraints();
    assert_eq!(constraints.len(), 4, "{constraints:?}");
    assert!(drawn.iter().all(|d| constraints.contains(d)), "{constraints:?}");
    s.update(Action::Undo);
    let constraints = s.game.puzzle().constraints();
    assert!(constraints.len() == 3 && !constraints.contains(&v), "the V was the last edit: {constraints:?}");
}

#[test]
fn digits_and_drawings_undo_in_one_line_and_done_keeps_the_constraints() {
    let mut s = setup();
    s.update(Action::Select { cell: Cell::new(80), extend: false });
    s.update(Action::Input(Digit::new(9).expect("a digit")));
    draw_line(&mut s, Tool::Family(Family::Arrow), &[0, 1, 2]);
    assert_eq!(s.game.puzzle().constraints().len(), 1);
    s.update(Action::Undo);
    s.update(Action::Undo);
    assert!(s.game.puzzle().constraints().is_empty() && s.game.board().value(Cell::new(80)).is_none());
    s.update(Action::Redo);
    s.update(Action::Redo);
    // Not counted yet: Done warns first, and locks the puzzle when pressed again.
    s.update(Action::SetupDone);
    assert!(s.is_setting());
    assert_eq!(s.status().as_deref(), Some("The solutions are not counted yet: press Done again to lock it anyway."));
    s.update(Action::SetupDone);
    assert!(!s.is_setting() && s.game.puzzle().given_count() == 1);
    assert!(matches!(s.game.puzzle().constraints(), [Constraint::Arrow(_)]));
}

#[test]
fn a_stale_count_is_dropped_and_the_newest_is_told() {
    let mut s = setup();
    draw_line(&mut s, Tool::Family(Family::Thermometer), &[0, 1]);
    let stale = s.pending.iter().find(|p| matches!(p.job, Job::Count { .. })).expect("a count").clone();
    draw_line(&mut s, Tool::Family(Family::Thermometer), &[9, 10]);
    s.update(Action::JobDone {
        id: stale.id,
        serial: stale.serial,
        result: Box::new(Ok(JobResult::Counted { solutions: vec![], complete: true })),
    });
    assert_eq!(s.verdict_text().as_deref(), Some("Counting solutions..."), "the answer to an older puzzle is dropped");
    respond(&mut s, JobResult::Counted { solutions: vec![], complete: true });
    assert_eq!(s.verdict_text().as_deref(), Some("No solution."));
    s.update(Action::ChooseTool(Tool::Family(Family::Thermometer)));
    s.update(press(40, (0.5, 0.5)));
    s.update(Action::Release);
    assert_eq!(s.status().as_deref(), Some("a thermometer needs at least 2 cells"), "a refusal is told over the count");
}

#[test]
fn a_puzzle_being_set_comes_back_to_setup_when_loaded_and_is_counted() {
    let mut s = setup();
    draw_line(&mut s, Tool::Family(Family::Thermometer), &[0, 1, 2]);
    run_given(&mut s, 40, 5);
    let saved: sudoku_engine::game::Game =
        serde_json::from_str(&serde_json::to_string(&*s.game).expect("saved")).expect("loaded");
    let mut fresh = AppState::new(
        sudoku_engine::game::Game::new(sudoku_engine::Puzzle::empty(Layout::classic())),
        Settings::default(),
    );
    assert!(!fresh.is_setting());
    fresh.update(Action::Load(Box::new(saved)));
    assert!(fresh.is_setting() && !fresh.drawing(), "back in setup, with the givens tool");
    assert_eq!(fresh.game.puzzle().constraints().len(), 1);
    assert_eq!(fresh.game.board().value(Cell::new(40)), Digit::new(5));
    assert_eq!(counts_pending(&fresh), 1, "what is set so far is counted again");
    run_given(&mut fresh, 41, 5);
    assert_eq!((fresh.game.board().value(Cell::new(41)), fresh.clash), (None, Some(Cell::new(40))), "setup's rules");
    fresh.update(Action::SetupDone);
    fresh.update(Action::SetupDone);
    assert!(!fresh.is_setting() && !fresh.game.is_being_set());
    assert_eq!(fresh.clash, None, "the refused digit's clash went with the setup");
    assert_eq!(fresh.game.puzzle().given(Cell::new(40)), Digit::new(5));
}

fn run_given(s: &mut AppState, cell: usize, digit: u8) {
    s.update(Action::ChooseTool(Tool::Givens));
    s.update(Action::Select { cell: Cell::new(cell), extend: false });
    s.update(Action::Input(Digit::new(digit).expect("a digit")));
}

#[test]
fn a_unique_puzzle_is_solved_logically_and_the_report_follows_the_verdict() {
    let mut s = setup();
    run_given(&mut s, 0, 1);
    let one = vec![Digit::new(1).expect("a digit"); 81];
    respond(&mut s, JobResult::Counted { solutions: vec![one.clone()], complete: true });
    let Some(Job::LogicalSolution { puzzle }) = s.pending.last().map(|p| p.job.clone()) else {
        panic!("a unique puzzle is solved logically: {:?}", s.pending)
    };
    assert_eq!(puzzle.given_count(), 1, "the puzzle as set");
    respond(&mut s, JobResult::LogicalSolution((&sudoku_engine::solve_logically(&puzzle)).into()));
    assert_eq!(
        s.verdict_text().as_deref(),
        Some("Unique: one solution. Logic finds no first step: 80 cells are empty.")
    );
    // An edit drops the report and any solve still running; a count of several asks none.
    run_given(&mut s, 1, 2);
    assert_eq!(s.setter.report, None);
    respond(&mut s, JobResult::Counted { solutions: vec![one.clone()], complete: true });
    assert!(s.pending.iter().any(|p| matches!(p.job, Job::LogicalSolution { .. })));
    run_given(&mut s, 2, 3);
    assert!(!s.pending.iter().any(|p| matches!(p.job, Job::LogicalSolution { .. })));
    respond(&mut s, JobResult::Counted { solutions: vec![one.clone(), one], complete: false });
    assert_eq!(s.verdict_text().as_deref(), Some("2 or more solutions: the shaded cells differ between two of them."));
    assert!(s.pending.is_empty());
}

fn cells(indices: &[usize]) -> Vec<Cell> {
    indices.iter().map(|&i| Cell::new(i)).collect()
}

fn cage_sum(s: &AppState) -> Vec<Option<u16>> {
    s.game.puzzle().layout().cages().iter().map(|cage| cage.sum).collect()
}

#[test]
fn a_dragged_cage_takes_its_sum_from_the_keys_and_the_eraser_takes_it_off() {
    let mut s = setup();
    s.update(Action::ChooseTool(Tool::Family(Family::Cage)));
    s.update(press(0, (0.5, 0.5)));
    s.update(drag(1));
    s.update(drag(2));
    s.update(drag(1));
    assert_eq!(s.cage_path(), [Cell::new(0), Cell::new(1)], "going back takes the last cell off");
    assert!(s.line_path().is_empty(), "a cage is outlined, not drawn as a line");
    s.update(drag(10));
    s.update(Action::Release);
    assert_eq!(s.game.puzzle().layout().cages()[0].cells, [Cell::new(0), Cell::new(1), Cell::new(10)]);
    assert_eq!(s.selection, [Cell::new(0), Cell::new(1), Cell::new(10)], "the new cage is selected");
    assert!(s.typing_cage_sum() && counts_pending(&s) == 1);
    // 2 alone is too small for 3 cells, but the 0 behind it makes 20.
    s.update(Action::Input(Digit::new(2).expect("a digit")));
    assert_eq!(s.message.as_deref(), Some("3 cells cannot sum to 2 (their sums run 6 to 24)"));
    assert_eq!(cage_sum(&s), [None]);
    s.update(Action::Zero);
    assert_eq!(cage_sum(&s), [Some(20)]);
    assert!(s.game.board().values().iter().all(Option::is_none), "no given was typed");
    s.update(Action::Input(Digit::new(5).expect("a digit")));
    assert_eq!(s.message.as_deref(), Some("3 cells cannot sum to 205 (their sums run 6 to 24)"));
    assert_eq!(cage_sum(&s), [Some(20)], "a refused digit changes nothing");
    s.update(Action::Clear);
    assert_eq!(cage_sum(&s), [None], "2 is kept as typed, the cage without a sum");
    s.update(Action::Input(Digit::new(3).expect("a digit")));
    assert_eq!(cage_sum(&s), [Some(23)]);
    let setup_puzzle = sudoku_engine::game::setup_puzzle(&s.game).expect("the puzzle");
    assert_eq!(setup_puzzle.layout().cages()[0].sum, Some(23), "Done keeps the cage");
    // A cage over it is a cage of its own, chosen and summed as drawn.
    let (board_cage, over) = (cells(&[0, 1, 10]), cells(&[9, 10]));
    draw_line(&mut s, Tool::Family(Family::Cage), &[10, 9]);
    assert_eq!(s.setter.cage.as_ref(), Some(&over));
    s.update(digit(8));
    let overlapping = |s: &AppState| s.game.puzzle().constraints().to_vec();
    let cage_of = |cells: &[Cell], sum| Constraint::KillerCage(family::KillerCage { cells: cells.to_vec(), sum });
    assert_eq!(overlapping(&s), [cage_of(&over, Some(8))]);
    assert_eq!(cage_sum(&s), [Some(23)], "the board's cage keeps its sum");
    // Presses on a cell of both take turns between them; a press on another cell of a cage
    // chooses that cage.
    let tap = |s: &mut AppState, cell| {
        s.update(press(cell, (0.5, 0.5)));
        s.update(Action::Release);
    };
    tap(&mut s, 10);
    assert_eq!(s.setter.cage.as_ref(), Some(&board_cage));
    tap(&mut s, 10);
    assert_eq!(s.setter.cage.as_ref(), Some(&over));
    tap(&mut s, 10);
    assert_eq!(s.setter.cage.as_ref(), Some(&board_cage));
    tap(&mut s, 9);
    assert_eq!(s.setter.cage.as_ref(), Some(&over));
    tap(&mut s, 1);
    assert_eq!(s.setter.cage.as_ref(), Some(&board_cage));
    s.update(Action::Clear);
    assert_eq!(cage_sum(&s), [None], "23 less its 3 is too small: kept as typed");
    s.update(Action::Undo);
    assert_eq!(cage_sum(&s), [Some(23)]);
    s.update(Action::ChooseTool(Tool::Erase));
    s.update(press(10, (0.5, 0.5)));
    assert!(s.game.puzzle().layout().cages().is_empty());
    assert_eq!(overlapping(&s), [], "the eraser takes every cage through the cell");
    assert_eq!(s.game.puzzle().layout(), &Layout::classic(), "no cage left: a classic board again");
}

#[test]
fn a_puzzle_logic_solves_is_rated_in_the_worker_and_its_level_joins_the_report() {
    // SE 6.4: Stinker on SE's scale, as the game will show it once set.
    let line = "..91.42..8...9...6..4...9..96.....45.3.....7..2..6..8............19827..2..3.7..1";
    let mut s = setup();
    for (cell, ch) in line.chars().enumerate().filter(|(_, ch)| *ch != '.') {
        run_given(&mut s, cell, ch.to_digit(10).expect("a digit") as u8);
    }
    let puzzle = sudoku_engine::format::parse_puzzle(line).expect("valid");
    let solution = sudoku_engine::solve::count_solutions(&puzzle, 2).solutions;
    respond(&mut s, JobResult::Counted { solutions: solution, complete: true });
    respond(&mut s, JobResult::LogicalSolution((&sudoku_engine::solve_logically(&puzzle)).into()));
    assert_eq!(s.pending.last().map(|p| p.job.clone()), Some(Job::Rate { puzzle: puzzle.clone() }));
    let verdict = s.verdict_text().unwrap_or_default();
    assert!(verdict.starts_with("Unique: one solution. Logic solves it: "), "not rated yet: {verdict}");
    respond(&mut s, sudoku_worker::run(&Job::Rate { puzzle }, &|_| {}));
    let verdict = s.verdict_text().unwrap_or_default();
    assert!(verdict.starts_with("Unique: one solution. Logic solves it (Stinker): "), "{verdict}");
    // Unique: Done locks it at once.
    s.update(Action::SetupDone);
    assert!(!s.is_setting());
    assert_eq!(s.game.level(), None, "the setup's game takes no level; the set puzzle is analysed anew");
}

#[test]
fn a_pressed_corner_takes_a_quadruples_digits_from_the_keys() {
    let mut s = setup();
    s.update(Action::ChooseTool(Tool::Family(Family::Quadruple)));
    s.update(press(10, (0.5, 0.5)));
    assert!(!s.typing_quadruple());
    assert_eq!(s.message.as_deref(), Some("This clue sits on the corner of four cells: press nearer an inner corner."));
    // The bottom right corner of r2c2: r2c2, r2c3, r3c2, r3c3.
    s.update(press(10, (0.9, 0.85)));
    let cells = [10, 11, 19, 20].map(Cell::new);
    assert!(s.typing_quadruple());
    assert_eq!(s.selection, cells);
    let digit = |n: u8| Action::Input(Digit::new(n).expect("a digit"));
    s.update(digit(4));
    s.update(digit(1));
    assert_eq!(s.game.puzzle().constraints(), [Constraint::Quadruple(family::Quadruple { cells, digits: vec![1, 4] })]);
    assert!(s.game.board().values().iter().all(Option::is_none), "no given was typed");
    s.update(Action::Clear);
    assert_eq!(s.game.puzzle().constraints(), [Constraint::Quadruple(family::Quadruple { cells, digits: vec![1] })]);
    for n in [2, 3, 5] {
        s.update(digit(n));
    }
    s.update(digit(6));
    assert_eq!(s.message.as_deref(), Some("a quadruple holds at most 4 digits"));
    s.update(Action::Undo);
    assert_eq!(
        s.game.puzzle().constraints(),
        [Constraint::Quadruple(family::Quadruple { cells, digits: vec![1, 2, 3] })]
    );
    // Another tool, and the keys type givens again.
    s.update(Action::ChooseTool(Tool::Givens));
    assert!(!s.typing_quadruple());
}

#[test]
fn a_press_on_the_frame_takes_a_clues_number_from_the_keys() {
    use sudoku_engine::constraint::Outside;
    let mut s = setup();
    assert_eq!(s.frame_for_setter(), None, "givens: no frame");
    s.update(Action::ChooseTool(Tool::Family(Family::Sandwich)));
    assert_eq!(s.frame_for_setter(), Some(None), "the frame shows, nothing chosen");
    s.update(press(10, (0.5, 0.5)));
    assert_eq!(s.message.as_deref(), Some("This clue sits beside the grid: press the frame around it."));
    let above_3 = Outside { row: 0, column: 3 };
    s.update(Action::PressOutside { clue: above_3, at: (0.5, 0.5) });
    assert!(s.typing_outside());
    assert_eq!(s.selection, (0..9).map(|row| Cell::new(row * 9 + 2)).collect::<Vec<_>>(), "column 3");
    let digit = |n: u8| Action::Input(Digit::new(n).expect("a digit"));
    s.update(digit(1));
    s.update(digit(5));
    assert_eq!(s.game.puzzle().constraints(), [Constraint::Sandwich(family::Sandwich { clue: above_3, sum: 15 })]);
    assert!(s.game.board().values().iter().all(Option::is_none), "no given was typed");
    s.update(Action::Zero);
    assert_eq!(s.message.as_deref(), Some("sandwich sum at r0c3: 150 is more than the digits of a row sum to"));
    s.update(Action::Clear);
    assert_eq!(s.game.puzzle().constraints(), [Constraint::Sandwich(family::Sandwich { clue: above_3, sum: 1 })]);
    s.update(Action::Clear);
    assert!(s.game.puzzle().constraints().is_empty(), "the last digit off takes the clue away");
    s.update(Action::Undo);
    assert_eq!(s.game.puzzle().constraints(), [Constraint::Sandwich(family::Sandwich { clue: above_3, sum: 1 })]);
    s.update(Action::ChooseTool(Tool::Givens));
    assert!(!s.typing_outside() && s.frame_for_setter().is_none());
}

fn arrow(direction: Direction, extend: bool) -> Action {
    Action::Move { direction, extend }
}

fn digit(n: u8) -> Action {
    Action::Input(Digit::new(n).expect("a digit"))
}

#[test]
fn the_arrows_with_shift_choose_a_path_and_enter_draws_the_line_on_it() {
    let mut s = setup();
    s.update(Action::ChooseTool(Tool::Family(Family::Thermometer)));
    s.update(Action::Commit);
    assert_eq!(s.message.as_deref(), Some("Choose the cells first: the arrows move, Shift and an arrow extend."));
    s.update(arrow(Direction::Right, false));
    s.update(arrow(Direction::Down, true));
    s.update(arrow(Direction::Right, true));
    s.update(arrow(Direction::Up, true));
    s.update(arrow(Direction::Down, true));
    assert_eq!(s.selection, [Cell::new(0), Cell::new(9), Cell::new(10)], "Shift back to the cell before takes it off");
    s.update(Action::Commit);
    let thermo =
        Constraint::Thermometer(family::Thermometer { cells: vec![Cell::new(0), Cell::new(9), Cell::new(10)] });
    assert_eq!(s.game.puzzle().constraints(), std::slice::from_ref(&thermo));
    assert_eq!(s.selection, [Cell::new(10)], "the cursor stays where the line ended");
    // Space draws as Enter does; a number means nothing to a line.
    s.update(Action::ChooseTool(Tool::Family(Family::Arrow)));
    s.update(arrow(Direction::Down, true));
    s.update(arrow(Direction::Down, true));
    s.update(digit(5));
    assert_eq!(
        s.message.as_deref(),
        Some("Arrow takes no number: Enter draws it on the selected cells. Choose Givens to type digits.")
    );
    assert!(s.game.board().values().iter().all(Option::is_none));
    s.update(Action::Space);
    assert!(matches!(s.game.puzzle().constraints(), [_, Constraint::Arrow(_)]));
    // With the givens tool Space clears and digits are givens.
    s.update(Action::ChooseTool(Tool::Givens));
    s.update(digit(5));
    assert_eq!(s.game.board().value(Cell::new(28)), Digit::new(5));
    s.update(Action::Space);
    assert_eq!(s.game.board().value(Cell::new(28)), None);
}

#[test]
fn a_typed_number_goes_where_the_tool_takes_one_on_the_selected_cells() {
    let mut s = setup();
    // A cage: two cells chosen, then its sum typed (1 is too small for two cells yet).
    s.update(Action::ChooseTool(Tool::Family(Family::Cage)));
    s.update(arrow(Direction::Right, false));
    s.update(arrow(Direction::Right, true));
    s.update(digit(1));
    s.update(digit(5));
    assert_eq!(cage_sum(&s), [Some(15)]);
    assert_eq!(s.game.puzzle().layout().cages()[0].cells, [Cell::new(0), Cell::new(1)]);
    // The cage's cell chosen again by key: Enter picks it, and its sum is typed anew.
    s.update(arrow(Direction::Left, false));
    s.update(Action::Commit);
    assert_eq!(s.message.as_deref(), Some("Type the cage's new sum, or Backspace to take a digit off."));
    s.update(Action::Clear);
    s.update(Action::Clear);
    s.update(digit(9));
    assert_eq!(cage_sum(&s), [Some(9)]);
    // A quadruple: a 2x2 square chosen, its digits typed.
    s.update(Action::ChooseTool(Tool::Family(Family::Quadruple)));
    s.update(arrow(Direction::Down, false));
    s.update(arrow(Direction::Down, false));
    s.update(arrow(Direction::Right, true));
    s.update(arrow(Direction::Down, true));
    s.update(arrow(Direction::Left, true));
    s.update(digit(3));
    s.update(digit(7));
    let quadruple = s.game.puzzle().constraints().iter().find(|c| matches!(c, Constraint::Quadruple(_)));
    assert!(
        matches!(quadruple, Some(Constraint::Quadruple(family::Quadruple { cells, digits })) if cells == &[Cell::new(19), Cell::new(20), Cell::new(28), Cell::new(29)] && digits == &[3, 7]),
        "{quadruple:?}"
    );
    // Three cells are no corner.
    s.update(arrow(Direction::Right, false));
    s.update(arrow(Direction::Right, true));
    s.update(arrow(Direction::Down, true));
    s.update(Action::Commit);
    assert!(s.message.as_deref().is_some_and(|m| m.starts_with("A quadruple sits on the corner of four cells")));
    // A sandwich sum beside the cell on the grid's edge.
    s.update(Action::ChooseTool(Tool::Family(Family::Sandwich)));
    s.update(Action::Select { cell: Cell::new(2), extend: false });
    s.update(digit(1));
    s.update(digit(2));
    assert_eq!(
        sudoku_engine::game::outside_value(
            s.game.puzzle().constraints(),
            sudoku_engine::game::OutsideKind::Sandwich,
            sudoku_engine::constraint::Outside { row: 0, column: 3 }
        ),
        Some(12)
    );
}

#[test]
fn enter_puts_a_dot_between_two_selected_cells_and_the_eraser_takes_it_off() {
    let mut s = setup();
    s.update(Action::ChooseTool(Tool::Family(Family::BlackDot)));
    s.update(Action::Select { cell: Cell::new(40), extend: false });
    s.update(Action::Commit);
    assert!(s.message.as_deref().is_some_and(|m| m.starts_with("This mark sits between two cells")));
    s.update(arrow(Direction::Down, true));
    s.update(Action::Commit);
    assert_eq!(
        s.game.puzzle().constraints(),
        [Constraint::Ratio(family::Ratio { cells: [Cell::new(40), Cell::new(49)], value: 2 })]
    );
    s.update(Action::ChooseTool(Tool::Erase));
    s.update(arrow(Direction::Up, true));
    s.update(Action::Commit);
    assert!(s.game.puzzle().constraints().is_empty());
}

#[test]
fn no_solution_is_told_with_where_the_puzzle_contradicts_itself_and_done_warns_first() {
    let mut s = setup();
    s.update(Action::SetupDone);
    assert!(s.is_setting(), "an empty puzzle is not locked at once");
    assert_eq!(s.status().as_deref(), Some("The puzzle is empty: press Done again to lock it anyway."));
    // 1-8 in row 1 and a 9 in column 9 below: r1c9 can hold no digit.
    for c in 0..8 {
        run_given(&mut s, c, c as u8 + 1);
    }
    run_given(&mut s, 4 * 9 + 8, 9);
    let Some(Job::Count { puzzle }) = s.pending.last().map(|p| p.job.clone()) else { panic!("a count") };
    respond(&mut s, JobResult::Counted { solutions: vec![], complete: true });
    assert_eq!(s.verdict_text().as_deref(), Some("No solution."));
    let Some(Job::LogicalSolution { puzzle: solved }) = s.pending.last().map(|p| p.job.clone()) else {
        panic!("where it breaks is asked of the logical solver: {:?}", s.pending)
    };
    assert_eq!(solved, puzzle);
    respond(&mut s, JobResult::LogicalSolution((&sudoku_engine::solve_logically(&puzzle)).into()));
    assert_eq!(s.verdict_text().as_deref(), Some("No solution: from the start, r1c9 can hold no digit (shaded)."));
    assert!(s.cell_data()[8].differs && !s.cell_data()[7].differs);
    assert!(s.pending.is_empty(), "no rating for a puzzle without a solution");
    s.update(Action::SetupDone);
    assert!(s.is_setting());
    assert_eq!(s.status().as_deref(), Some("This puzzle has no solution: press Done again to lock it anyway."));
    s.update(Action::SetupDone);
    assert!(!s.is_setting());
}

#[test]
fn a_tools_instructions_are_the_engine_s_and_the_status_line_says_what_happened() {
    let mut s = setup();
    s.update(Action::ChooseTool(Tool::Family(Family::Cage)));
    assert_eq!(s.tool_prompt(), Some(format!("Killer cage: {}", Family::Cage.instructions())));
    assert_eq!(s.status(), None);
    s.update(press(0, (0.5, 0.5)));
    s.update(drag(1));
    s.update(Action::Release);
    assert_eq!(s.status().as_deref(), Some("Type the cage's sum (or leave it without one)."));
}
