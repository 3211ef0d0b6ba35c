//! Every placement of the engine's palette driven natively through the app's routing: a
//! mark in a cell, a region, a clone, pencil marks, a little killer, a rule of the board.

use sudoku_engine::constraint::Outside;
use sudoku_engine::game::{Placement, Tool as Family};
use sudoku_engine::{Cell, Constraint, Layout};

use super::*;

fn setup() -> AppState {
    let mut s = AppState::new(
        sudoku_engine::game::Game::new(sudoku_engine::Puzzle::empty(Layout::classic())),
        Settings::default(),
    );
    s.update(Action::StartSetup(Layout::classic()));
    s
}

fn press(cell: usize) -> Action {
    Action::Press { cell: Cell::new(cell), extend: false, at: (0.5, 0.5) }
}

fn drag_over(s: &mut AppState, cells: &[usize]) {
    s.update(press(cells[0]));
    for &cell in &cells[1..] {
        s.update(Action::Drag { cell: Cell::new(cell), at: (0.5, 0.5) });
    }
    s.update(Action::Release);
}

fn digit(n: u8) -> Action {
    Action::Input(sudoku_engine::Digit::new(n).expect("a digit"))
}

fn tools(s: &AppState) -> Vec<Family> {
    s.game.puzzle().constraints().iter().map(Family::of).collect()
}

#[test]
fn a_press_on_a_cell_puts_a_cell_mark_there() {
    for family in Family::ALL.into_iter().filter(|f| f.placement() == Placement::Cell) {
        let mut s = setup();
        s.update(Action::ChooseTool(Tool::Family(family)));
        s.update(press(40));
        assert_eq!(tools(&s), vec![family], "{:?}", s.message);
    }
}

#[test]
fn cells_selected_and_enter_make_an_extra_region() {
    let mut s = setup();
    s.update(Action::ChooseTool(Tool::Family(Family::ExtraRegion)));
    s.update(Action::Select { cell: Cell::new(0), extend: false });
    s.update(Action::Move { direction: Direction::Right, extend: true });
    s.update(Action::Move { direction: Direction::Down, extend: true });
    s.update(Action::Commit);
    assert_eq!(tools(&s), vec![Family::ExtraRegion], "{:?}", s.message);
}

#[test]
fn a_clone_is_its_cells_then_as_many_cells() {
    let mut s = setup();
    s.update(Action::ChooseTool(Tool::Family(Family::Clone)));
    drag_over(&mut s, &[0, 1]);
    assert!(tools(&s).is_empty());
    drag_over(&mut s, &[79, 80]);
    assert_eq!(tools(&s), vec![Family::Clone], "{:?}", s.message);
}

#[test]
fn pencil_marks_are_typed_into_the_cell_pressed() {
    let mut s = setup();
    s.update(Action::ChooseTool(Tool::Family(Family::PencilMarks)));
    s.update(press(10));
    s.update(digit(1));
    s.update(digit(2));
    assert_eq!(
        s.game.puzzle().constraints(),
        &[Constraint::PencilMarks(sudoku_engine::constraint::family::PencilMarks {
            cell: Cell::new(10),
            digits: vec![1, 2]
        })]
    );
    s.update(Action::Clear);
    s.update(Action::Clear);
    assert!(tools(&s).is_empty());
}

#[test]
fn a_little_killer_runs_from_the_corner_of_the_frame_pressed() {
    let mut s = setup();
    s.update(Action::ChooseTool(Tool::Family(Family::LittleKiller)));
    assert!(s.frame_corners());
    s.update(Action::PressOutside { clue: Outside { row: 0, column: 0 }, at: (0.5, 0.5) });
    s.update(digit(4));
    s.update(digit(5));
    assert_eq!(tools(&s), vec![Family::LittleKiller], "{:?}", s.message);
}

#[test]
fn a_rule_of_the_board_is_switched_by_its_tool_and_the_tool_in_hand_stays() {
    let mut s = setup();
    s.update(Action::ChooseTool(Tool::Family(Family::Renban)));
    s.update(Action::ChooseTool(Tool::Family(Family::AntiKnight)));
    assert_eq!(s.rules_on(), vec![Family::AntiKnight]);
    assert_eq!(s.setter.tool, Tool::Family(Family::Renban));
    s.update(Action::ChooseTool(Tool::Family(Family::AntiKnight)));
    assert!(s.rules_on().is_empty());
}
