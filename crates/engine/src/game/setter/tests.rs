use super::*;
use crate::constraint::family;
use crate::digits::Digit;
use crate::game::{nearest_corner, quadruple_digits, with_quadruple_digit, without_quadruple_digit};
use crate::game::{outside_value, with_outside_value, OutsideKind};
use crate::game::{setup_game, setup_puzzle, SETUP_RULES};
use crate::game::{Game, Move};
use crate::grid::Puzzle;

fn layout() -> Layout {
    Layout::classic()
}

/// The cell at row `r`, column `c`, counted from 1.
fn rc(r: usize, c: usize) -> Cell {
    layout().cell(r - 1, c - 1)
}

fn drawn(drawing: Drawing) -> Result<Constraint, SetterError> {
    drawing.constraint(&layout())
}

#[test]
fn a_thermometer_follows_the_path_from_its_bulb_across_sides_and_corners() {
    let path = vec![rc(1, 1), rc(2, 2), rc(2, 3), rc(3, 3)];
    assert_eq!(
        drawn(Drawing::Thermometer(path.clone())),
        Ok(Constraint::Thermometer(family::Thermometer { cells: path }))
    );
}

#[test]
fn a_thermometer_of_one_cell_or_with_a_gap_is_refused() {
    let short = drawn(Drawing::Thermometer(vec![rc(1, 1)])).unwrap_err();
    assert_eq!(short.to_string(), "a thermometer needs at least 2 cells");
    let gap = drawn(Drawing::Thermometer(vec![rc(1, 1), rc(1, 3)])).unwrap_err();
    assert_eq!(gap.to_string(), "cells r1c1 and r1c3 are not adjacent");
    let still = drawn(Drawing::Thermometer(vec![rc(1, 1), rc(1, 1)])).unwrap_err();
    assert!(matches!(still, SetterError::NotAdjacent { .. }), "{still}");
}

#[test]
fn the_constraints_own_validation_refuses_a_loop_and_a_thermometer_longer_than_the_digits() {
    let twice = drawn(Drawing::Thermometer(vec![rc(1, 1), rc(1, 2), rc(2, 2), rc(2, 1), rc(1, 1)])).unwrap_err();
    assert!(matches!(&twice, SetterError::Constraint(e) if e.reason.contains("twice")), "{twice}");
    let long: Vec<Cell> = (1..=9).map(|c| rc(1, c)).chain([rc(2, 9)]).collect();
    let error = drawn(Drawing::Thermometer(long)).unwrap_err();
    assert!(error.to_string().contains("10 cells cannot hold different digits"), "{error}");
}

#[test]
fn an_arrow_is_its_bulb_then_its_shaft() {
    let arrow = drawn(Drawing::Arrow(vec![rc(5, 5), rc(5, 6), rc(6, 7)]));
    assert_eq!(
        arrow,
        Ok(Constraint::Arrow(family::Arrow { bulb: vec![rc(5, 5)], shafts: vec![vec![rc(5, 6), rc(6, 7)]] }))
    );
    assert_eq!(drawn(Drawing::Arrow(vec![rc(5, 5)])).unwrap_err().to_string(), "an arrow needs at least 2 cells");
}

#[test]
fn dots_sit_between_side_neighbours_in_either_order() {
    let white = drawn(Drawing::WhiteDot([rc(1, 2), rc(1, 1)]));
    assert_eq!(white, Ok(Constraint::Difference(family::Difference { cells: [rc(1, 1), rc(1, 2)], value: 1 })));
    let black = drawn(Drawing::BlackDot([rc(4, 4), rc(5, 4)]));
    assert_eq!(black, Ok(Constraint::Ratio(family::Ratio { cells: [rc(4, 4), rc(5, 4)], value: 2 })));
    let corner = drawn(Drawing::BlackDot([rc(1, 1), rc(2, 2)])).unwrap_err();
    assert!(corner.to_string().starts_with("cells r1c1 and r2c2 do not share a side"), "{corner}");
}

#[test]
fn renban_and_german_whispers_lines_follow_the_path_as_thermometers_do() {
    let path = vec![rc(2, 2), rc(3, 3), rc(3, 4)];
    assert_eq!(drawn(Drawing::Renban(path.clone())), Ok(Constraint::Renban(family::Renban { cells: path.clone() })));
    assert_eq!(
        drawn(Drawing::GermanWhispers(path.clone())),
        Ok(Constraint::Whispers(family::Whispers { cells: path, gap: 5 }))
    );
    let short = drawn(Drawing::Renban(vec![rc(1, 1)])).unwrap_err();
    assert_eq!(short.to_string(), "a renban line needs at least 2 cells");
    let short = drawn(Drawing::GermanWhispers(vec![rc(1, 1)])).unwrap_err();
    assert_eq!(short.to_string(), "a German whispers line needs at least 2 cells");
    let gap = drawn(Drawing::GermanWhispers(vec![rc(1, 1), rc(3, 1)])).unwrap_err();
    assert_eq!(gap.to_string(), "cells r1c1 and r3c1 are not adjacent");
}

#[test]
fn an_x_sums_to_ten_and_a_v_to_five_between_side_neighbours() {
    assert_eq!(
        drawn(Drawing::X([rc(2, 3), rc(2, 2)])),
        Ok(Constraint::Xv(family::Xv { cells: [rc(2, 2), rc(2, 3)], sum: 10 }))
    );
    assert_eq!(
        drawn(Drawing::V([rc(7, 7), rc(8, 7)])),
        Ok(Constraint::Xv(family::Xv { cells: [rc(7, 7), rc(8, 7)], sum: 5 }))
    );
    let corner = drawn(Drawing::V([rc(1, 1), rc(2, 2)])).unwrap_err();
    assert!(corner.to_string().starts_with("cells r1c1 and r2c2 do not share a side"), "{corner}");
}

#[test]
fn a_second_dot_on_an_edge_or_the_same_thermometer_twice_is_refused() {
    let layout = layout();
    let one = with_drawing(&layout, &[], &Drawing::WhiteDot([rc(1, 1), rc(1, 2)])).expect("a dot");
    let again = with_drawing(&layout, &one, &Drawing::BlackDot([rc(1, 2), rc(1, 1)])).unwrap_err();
    assert_eq!(again.to_string(), "there is already a dot, X or V between r1c1 and r1c2");
    let x = with_drawing(&layout, &one, &Drawing::X([rc(1, 1), rc(1, 2)])).unwrap_err();
    assert!(matches!(x, SetterError::DuplicateDot { .. }), "{x}");
    let thermo = Drawing::Thermometer(vec![rc(3, 3), rc(3, 4)]);
    let two = with_drawing(&layout, &one, &thermo).expect("a thermometer");
    assert_eq!(two.len(), 2);
    assert_eq!(with_drawing(&layout, &two, &thermo), Err(SetterError::Duplicate { name: "thermometer" }));
}

#[test]
fn the_eraser_takes_the_dot_on_an_edge_or_the_rules_through_a_cell() {
    let layout = layout();
    let dot = Constraint::Difference(family::Difference { cells: [rc(1, 1), rc(1, 2)], value: 1 });
    let thermo = Constraint::Thermometer(family::Thermometer { cells: vec![rc(1, 1), rc(2, 1)] });
    let all = vec![dot.clone(), thermo.clone()];
    assert_eq!(without(&layout, &all, EraseAt::Edge([rc(1, 2), rc(1, 1)])), Ok(vec![thermo.clone()]));
    assert_eq!(without(&layout, &all, EraseAt::Cell(rc(1, 1))), Ok(vec![dot.clone()]), "a cell's eraser leaves dots");
    let none = without(&layout, &all, EraseAt::Cell(rc(9, 9))).unwrap_err();
    assert_eq!(none.to_string(), "there is no constraint to erase at r9c9");
    assert!(without(&layout, &all, EraseAt::Edge([rc(1, 2), rc(1, 3)])).is_err());
    // A press near an edge takes the dot there, else what runs through the cell.
    let near = |edge| EraseAt::Near { cell: rc(1, 1), edge };
    assert_eq!(without(&layout, &all, near(Some([rc(1, 1), rc(1, 2)]))), Ok(vec![thermo.clone()]), "the dot first");
    assert_eq!(without(&layout, &all, near(Some([rc(1, 1), rc(2, 1)]))), Ok(vec![dot.clone()]), "no dot there");
    assert_eq!(without(&layout, &all, near(None)), Ok(vec![dot.clone()]), "far from every edge");
}

#[test]
fn the_nearest_edge_is_the_side_the_pointer_is_closest_to() {
    let layout = layout();
    assert_eq!(nearest_edge(&layout, rc(5, 5), 0.9, 0.5), Some(rc(5, 6)));
    assert_eq!(nearest_edge(&layout, rc(5, 5), 0.1, 0.4), Some(rc(5, 4)));
    assert_eq!(nearest_edge(&layout, rc(5, 5), 0.5, 0.05), Some(rc(4, 5)));
    assert_eq!(nearest_edge(&layout, rc(5, 5), 0.4, 0.95), Some(rc(6, 5)));
    assert_eq!(nearest_edge(&layout, rc(1, 9), 0.95, 0.5), None, "the board's rim");
}

#[test]
fn drawings_and_digits_undo_and_redo_in_one_line() {
    let mut game = setup_game(layout());
    let mut history = SetupHistory::default();
    let five = Move::Place { cell: rc(9, 9), digit: Digit::new(5).expect("a digit") };
    history.play(&mut game, &five, &SETUP_RULES).expect("a digit");
    let thermo = Drawing::Thermometer(vec![rc(1, 1), rc(1, 2)]);
    history.draw(&mut game, &thermo).expect("a thermometer");
    history.draw(&mut game, &Drawing::BlackDot([rc(2, 1), rc(2, 2)])).expect("a dot");
    assert_eq!(game.puzzle().constraints().len(), 2);
    assert!(history.undo(&mut game));
    assert_eq!(game.puzzle().constraints(), [thermo.constraint(&layout()).expect("valid")]);
    assert!(history.undo(&mut game));
    assert!(game.puzzle().constraints().is_empty());
    assert_eq!(game.board().value(rc(9, 9)), five_digit());
    assert!(history.undo(&mut game));
    assert_eq!(game.board().value(rc(9, 9)), None);
    assert!(!history.undo(&mut game) && history.can_redo());
    assert!(history.redo(&mut game) && history.redo(&mut game));
    assert_eq!((game.board().value(rc(9, 9)), game.puzzle().constraints().len()), (five_digit(), 1));
    history.erase(&mut game, EraseAt::Cell(rc(1, 2))).expect("the thermometer goes");
    assert!(!history.can_redo(), "a new edit forgets what was undone");
    assert!(game.puzzle().constraints().is_empty());
    assert!(history.undo(&mut game));
    assert_eq!(game.puzzle().constraints().len(), 1);
    let puzzle = setup_puzzle(&game).expect("the set puzzle");
    assert_eq!((puzzle.constraints().len(), puzzle.given_count()), (1, 1), "Done keeps the constraints");
}

#[test]
fn the_undo_line_is_saved_with_the_game_being_set() {
    let mut game = setup_game(layout());
    let five = Move::Place { cell: rc(9, 9), digit: Digit::new(5).expect("a digit") };
    game.edit_setup(|line, game| line.play(game, &five, &SETUP_RULES)).expect("a digit");
    let thermo = Drawing::Thermometer(vec![rc(1, 1), rc(1, 2)]);
    game.edit_setup(|line, game| line.draw(game, &thermo)).expect("a thermometer");
    game.edit_setup(|line, game| line.draw_cage(game, &[rc(5, 5), rc(5, 6)])).expect("a cage");
    let text = serde_json::to_string(&game).expect("saved");
    let mut loaded: Game = serde_json::from_str(&text).expect("loaded");
    assert_eq!(loaded, game);
    assert!(loaded.edit_setup(|line, game| line.undo(game)), "the cage goes");
    assert!(loaded.puzzle().layout().cages().is_empty());
    assert!(loaded.edit_setup(|line, game| line.undo(game)), "the thermometer goes");
    assert!(loaded.puzzle().constraints().is_empty());
    assert!(loaded.edit_setup(|line, game| line.undo(game)), "the digit goes");
    assert_eq!(loaded.board().value(rc(9, 9)), None);
    assert!(loaded.setup_line().can_redo() && !loaded.setup_line().can_undo());

    // A game in play keeps no line, and one saved with a line it should not have drops it.
    let played = Game::new(setup_puzzle(&game).expect("the set puzzle"));
    assert!(played.setup_line().is_empty());
    let mut playing = played.clone();
    playing.edit_setup(|line, game| line.draw(game, &Drawing::BlackDot([rc(2, 1), rc(2, 2)]))).expect("a dot");
    assert!(playing.setup_line().is_empty());
    let mut forged = serde_json::to_value(&played).expect("saved");
    forged["setup_line"] = serde_json::to_value(game.setup_line()).expect("a line");
    let forged: Game = serde_json::from_value(forged).expect("loaded");
    assert!(forged.setup_line().is_empty());
}

fn five_digit() -> Option<Digit> {
    Digit::new(5)
}

#[test]
fn a_refused_edit_changes_nothing_and_is_no_step() {
    let mut game = setup_game(layout());
    let mut history = SetupHistory::default();
    assert!(history.draw(&mut game, &Drawing::Thermometer(vec![rc(1, 1)])).is_err());
    assert!(history.erase(&mut game, EraseAt::Cell(rc(1, 1))).is_err());
    assert!(game.puzzle().constraints().is_empty() && !history.can_undo());
}

#[test]
fn a_constraint_the_givens_break_is_refused() {
    let mut givens = vec![None; 81];
    givens[0] = Digit::new(5);
    givens[1] = Digit::new(3);
    let mut game = Game::new(Puzzle::new(layout(), givens).expect("a puzzle"));
    let mut history = SetupHistory::default();
    let error = history.draw(&mut game, &Drawing::Thermometer(vec![rc(1, 1), rc(1, 2)])).unwrap_err();
    assert!(matches!(error, SetterError::Puzzle(_)), "{error}");
    assert!(game.puzzle().constraints().is_empty() && !history.can_undo());
}

#[test]
fn the_verdict_reads_the_count_and_where_two_solutions_differ() {
    let d = |n: u8| Digit::new(n).expect("a digit");
    let first = vec![d(1), d(2), d(3), d(4)];
    let second = vec![d(1), d(3), d(2), d(4)];
    assert_eq!(Verdict::of(&[], true), Verdict::NoSolution);
    assert_eq!(Verdict::of(&[], false), Verdict::GaveUp);
    assert_eq!(Verdict::of(std::slice::from_ref(&first), true), Verdict::Unique);
    assert_eq!(Verdict::of(std::slice::from_ref(&first), false), Verdict::GaveUp);
    let several = Verdict::of(&[first, second], false);
    assert_eq!(several, Verdict::Several { differ: vec![Cell::new(1), Cell::new(2)] });
    assert_eq!(several.to_string(), "2 or more solutions: the shaded cells differ between two of them");
    assert_eq!(Verdict::Unique.to_string(), "Unique: one solution");
}

fn report_of(line: &str) -> LogicReport {
    let puzzle = crate::format::parse_grid(line).expect("a puzzle");
    LogicReport::of(&crate::logic::solve_logically(&puzzle))
}

#[test]
fn the_logic_report_lists_the_techniques_hardest_first_or_where_logic_stalls() {
    // Solved by singles alone.
    let easy = report_of("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    assert_eq!((easy.level, easy.stalled_with), (None, None), "rated apart");
    assert!(easy.techniques.windows(2).all(|pair| pair[0].0 > pair[1].0), "hardest first: {easy:?}");
    assert_eq!(easy.techniques.iter().map(|(_, n)| n).sum::<usize>(), 51, "one step per empty cell");
    assert!(easy.to_string().starts_with("Logic solves it: "), "{easy}");
    let rated = LogicReport { level: Some(crate::Level::Easy), ..easy };
    assert!(rated.to_string().starts_with("Logic solves it (Easy): "), "{rated}");
    // One row of givens: not a single deduction, 72 cells empty.
    let open = report_of(&format!("123456789{}", ".".repeat(72)));
    assert_eq!((open.stalled_with, open.techniques.len()), (Some(72), 0));
    assert_eq!(open.to_string(), "Logic finds no first step: 72 cells are empty.");
}

fn caged(layout: &Layout, cells: &[Cell]) -> Layout {
    let (caged, rules) = with_cage(layout, &[], cells).expect("a cage");
    assert_eq!(rules, [], "a cage over no other is the board's");
    caged
}

fn summed(layout: &Layout, cells: &[Cell], sum: Option<u16>) -> Result<Layout, SetterError> {
    with_cage_sum(layout, &[], cells, sum).map(|(layout, _)| layout)
}

#[test]
fn a_cage_of_side_neighbours_makes_the_board_a_killer_board() {
    let killer = caged(&layout(), &[rc(3, 4), rc(3, 5), rc(4, 5)]);
    assert_eq!(killer.cages(), [crate::Cage::new(vec![rc(3, 4), rc(3, 5), rc(4, 5)], None)]);
    assert_eq!(killer.variant().name(), "killer");
    assert!(killer.sees(rc(3, 4), rc(4, 5)), "cage mates are peers");
    assert_eq!(caged(&killer, &[rc(9, 9)]).cages().len(), 2, "a cage of one cell is allowed");
}

#[test]
fn a_cage_in_pieces_twice_or_larger_than_the_board_is_refused() {
    let killer = caged(&layout(), &[rc(3, 4), rc(3, 5)]);
    let twice = with_cage(&killer, &[], &[rc(3, 5), rc(3, 4)]).unwrap_err();
    assert_eq!(twice.to_string(), "the cage at r3c4 is already drawn");
    let pieces = with_cage(&layout(), &[], &[rc(1, 1), rc(2, 2)]).unwrap_err();
    assert_eq!(pieces, SetterError::CageNotConnected { at: "r1c1".into() });
    let long: Vec<Cell> = (1..=9).map(|c| rc(1, c)).chain([rc(2, 9)]).collect();
    let too_long = with_cage(&layout(), &[], &long).unwrap_err();
    assert_eq!(too_long.to_string(), "a cage holds at most 9 cells, not 10");
    assert!(with_cage(&layout(), &[], &long[..9]).is_ok(), "a whole row is a cage of 9");
    let row = caged(&layout(), &[rc(2, 1)]);
    let over = with_cage(&row, &[], &long).unwrap_err();
    assert_eq!(over.to_string(), "a cage holds at most 9 cells, not 10", "over another cage too");
}

#[test]
fn a_cage_over_another_cage_is_a_rule_of_its_own_with_its_own_sum() {
    let killer = caged(&layout(), &[rc(3, 4), rc(3, 5)]);
    let (same, rules) = with_cage(&killer, &[], &[rc(2, 4), rc(3, 4)]).expect("an overlapping cage");
    assert_eq!(same, killer, "the board's cages stay");
    let cage = |sum| Constraint::KillerCage(family::KillerCage { cells: vec![rc(2, 4), rc(3, 4)], sum });
    assert_eq!(rules, [cage(None)]);
    assert_eq!(cages_through(&killer, &rules, rc(3, 4)), [vec![rc(3, 4), rc(3, 5)], vec![rc(2, 4), rc(3, 4)]]);
    assert_eq!(cages_through(&killer, &rules, rc(2, 4)), [vec![rc(2, 4), rc(3, 4)]]);
    let (_, rules) = with_cage_sum(&killer, &rules, &[rc(3, 4), rc(2, 4)], Some(17)).expect("9 + 8");
    assert_eq!(rules, [cage(Some(17))]);
    assert_eq!(cage_sum(&killer, &rules, &[rc(2, 4), rc(3, 4)]), Some(Some(17)));
    assert_eq!(cage_sum(&killer, &rules, &[rc(3, 4), rc(3, 5)]), Some(None), "the board's cage has no sum");
    assert_eq!(cage_sum(&killer, &rules, &[rc(3, 4)]), None, "no cage on that cell alone");
    let high = with_cage_sum(&killer, &rules, &[rc(2, 4), rc(3, 4)], Some(18)).unwrap_err();
    assert_eq!(high, SetterError::CageSum { cells: 2, sum: 18, min: 3, max: 17 });
    // A third cage over the overlapping one alone is drawn the same way.
    let (_, three) = with_cage(&killer, &rules, &[rc(2, 3), rc(2, 4)]).expect("over the overlapping cage");
    assert_eq!(three.len(), 2);
    // The eraser takes every cage through the cell.
    let (plain, none) = erased(&killer, &rules, EraseAt::Cell(rc(3, 4))).expect("both go");
    assert_eq!((plain, none), (layout(), vec![]));
}

#[test]
fn a_cage_sum_is_one_its_cells_can_make_with_distinct_digits() {
    let cells = [rc(1, 1), rc(1, 2), rc(2, 2)];
    let killer = caged(&layout(), &cells);
    let nine_eight_seven = summed(&killer, &cells, Some(24)).expect("9 + 8 + 7");
    assert_eq!(nine_eight_seven.cages()[0].sum, Some(24));
    let high = summed(&killer, &cells, Some(30)).unwrap_err();
    assert_eq!(high.to_string(), "3 cells cannot sum to 30 (their sums run 6 to 24)");
    assert!(!high.sum_may_grow());
    let low = summed(&killer, &cells, Some(2)).unwrap_err();
    assert_eq!(low, SetterError::CageSum { cells: 3, sum: 2, min: 6, max: 24 });
    assert!(low.sum_may_grow(), "typing 0 behind it makes 20");
    let single = caged(&layout(), &[rc(5, 5)]);
    assert_eq!(
        summed(&single, &[rc(5, 5)], Some(10)).unwrap_err().to_string(),
        "1 cell cannot sum to 10 (their sums run 1 to 9)"
    );
    assert_eq!(summed(&nine_eight_seven, &cells, None).expect("no sum").cages()[0].sum, None);
    assert_eq!(summed(&killer, &[rc(5, 5)], Some(6)).unwrap_err().to_string(), "there is no cage at r5c5");
}

#[test]
fn a_sum_is_typed_digit_by_digit_and_backspaced() {
    assert_eq!(typed_sum(None, 2), Some(2));
    assert_eq!(typed_sum(Some(2), 0), Some(20));
    assert_eq!(typed_sum(Some(6553), 6), None, "past any sum");
    assert_eq!(backspaced_sum(Some(24)), Some(2));
    assert_eq!(backspaced_sum(Some(2)), None);
    assert_eq!(backspaced_sum(None), None);
}

#[test]
fn the_eraser_takes_the_cage_under_the_cell_and_the_last_cage_ends_the_killer_board() {
    let killer = caged(&caged(&layout(), &[rc(1, 1), rc(1, 2)]), &[rc(5, 5)]);
    let dot = Constraint::Difference(family::Difference { cells: [rc(1, 2), rc(1, 3)], value: 1 });
    let constraints = vec![dot.clone()];
    let (one, kept) = erased(&killer, &constraints, EraseAt::Cell(rc(1, 2))).expect("the cage goes");
    assert_eq!((one.cages().len(), kept.as_slice()), (1, std::slice::from_ref(&dot)), "a cell's eraser leaves dots");
    let near_dot = EraseAt::Near { cell: rc(1, 2), edge: Some([rc(1, 2), rc(1, 3)]) };
    let (same, none) = erased(&killer, &constraints, near_dot).expect("the dot goes");
    assert_eq!((same.cages().len(), none.len()), (2, 0), "the dot first, the cage stays");
    let (plain, _) = erased(&one, &constraints, EraseAt::Cell(rc(5, 5))).expect("the last cage goes");
    assert_eq!(plain, layout());
    let nothing = erased(&plain, &constraints, EraseAt::Cell(rc(5, 5))).unwrap_err();
    assert_eq!(nothing.to_string(), "there is no constraint to erase at r5c5");
}

#[test]
fn cages_undo_and_redo_and_refuse_a_digit_twice_in_them() {
    let mut game = setup_game(layout());
    let mut history = SetupHistory::default();
    let five = |cell| Move::Place { cell, digit: Digit::new(5).expect("a digit") };
    history.play(&mut game, &five(rc(1, 1)), &SETUP_RULES).expect("a digit");
    history.play(&mut game, &five(rc(4, 2)), &SETUP_RULES).expect("a digit");
    let twice = history.draw_cage(&mut game, &[rc(1, 1), rc(2, 1), rc(3, 1), rc(4, 1), rc(4, 2)]).unwrap_err();
    assert!(matches!(twice, SetterError::Puzzle(_)), "{twice}");
    assert_eq!(game.puzzle().layout(), &layout(), "the refused cage is not kept");
    history.draw_cage(&mut game, &[rc(1, 1), rc(1, 2)]).expect("a cage");
    let cage = [rc(1, 1), rc(1, 2)];
    history.set_cage_sum(&mut game, &cage, Some(8)).expect("5 + 3");
    history.set_cage_sum(&mut game, &cage, Some(8)).expect("the same sum");
    let over = history.set_cage_sum(&mut game, &cage, Some(4)).unwrap_err();
    assert!(matches!(over, SetterError::Puzzle(_)), "the 5 placed exceeds 4: {over}");
    assert_eq!(game.puzzle().layout().cages()[0].sum, Some(8));
    assert!(history.undo(&mut game), "the sum");
    assert_eq!(game.puzzle().layout().cages()[0].sum, None);
    assert!(history.undo(&mut game), "the cage");
    assert!(game.puzzle().layout().cages().is_empty());
    assert!(history.redo(&mut game) && history.redo(&mut game));
    let puzzle = setup_puzzle(&game).expect("the set puzzle");
    assert_eq!(puzzle.layout().cages(), [crate::Cage::new(vec![rc(1, 1), rc(1, 2)], Some(8))], "Done keeps the cage");
}

#[test]
fn a_press_near_an_inner_corner_chooses_the_four_cells_around_it() {
    let layout = layout();
    let block = |r: usize, c: usize| [rc(r, c), rc(r, c + 1), rc(r + 1, c), rc(r + 1, c + 1)];
    assert_eq!(nearest_corner(&layout, rc(5, 5), 0.9, 0.9), Some(block(5, 5)), "bottom right");
    assert_eq!(nearest_corner(&layout, rc(5, 5), 0.1, 0.1), Some(block(4, 4)), "top left");
    assert_eq!(nearest_corner(&layout, rc(5, 5), 0.9, 0.1), Some(block(4, 5)), "top right");
    assert_eq!(nearest_corner(&layout, rc(5, 5), 0.5, 0.9), None, "the middle of an edge");
    assert_eq!(nearest_corner(&layout, rc(1, 1), 0.1, 0.1), None, "the board's corner");
    assert_eq!(nearest_corner(&layout, rc(9, 5), 0.9, 0.9), None, "the bottom rim");
}

#[test]
fn a_quadruple_is_typed_a_digit_at_a_time_and_backspaced_away() {
    let layout = layout();
    let cells = nearest_corner(&layout, rc(1, 1), 0.9, 0.9).expect("a corner");
    let one = with_quadruple_digit(&layout, &[], cells, 3).expect("made");
    assert_eq!(one, [Constraint::Quadruple(family::Quadruple { cells, digits: vec![3] })]);
    let mut four = one.clone();
    for digit in [1, 3, 9] {
        four = with_quadruple_digit(&layout, &four, cells, digit).expect("added");
    }
    assert_eq!(quadruple_digits(&four, cells), [1, 3, 3, 9], "kept in order");
    assert_eq!(with_quadruple_digit(&layout, &four, cells, 2), Err(SetterError::QuadrupleFull));
    let error = with_quadruple_digit(&layout, &one, cells, 10).unwrap_err();
    assert!(error.to_string().contains("one to four digits of 1 to 9"), "{error}");
    let three = without_quadruple_digit(&layout, &four, cells).expect("one less");
    assert_eq!(quadruple_digits(&three, cells), [1, 3, 3]);
    let gone = without_quadruple_digit(&layout, &one, cells).expect("the last digit");
    assert!(gone.is_empty(), "a quadruple without digits goes");
    assert!(matches!(without_quadruple_digit(&layout, &gone, cells), Err(SetterError::NothingToErase { .. })));

    // Through the undo line, with the rest of the puzzle.
    let mut game = setup_game(layout.clone());
    game.edit_setup(|line, game| line.type_quadruple(game, cells, 5)).expect("made");
    game.edit_setup(|line, game| line.type_quadruple(game, cells, 2)).expect("added");
    assert_eq!(quadruple_digits(game.puzzle().constraints(), cells), [2, 5]);
    game.edit_setup(|line, game| line.backspace_quadruple(game, cells)).expect("one less");
    assert_eq!(quadruple_digits(game.puzzle().constraints(), cells), [2]);
    assert!(game.edit_setup(|line, game| line.undo(game)));
    assert_eq!(quadruple_digits(game.puzzle().constraints(), cells), [2, 5]);
}

#[test]
fn a_clue_beside_the_grid_takes_its_number_and_goes_without_one() {
    use crate::constraint::Outside;
    let layout = layout();
    let above_3 = Outside { row: 0, column: 3 };
    let sandwich = with_outside_value(&layout, &[], OutsideKind::Sandwich, above_3, Some(15)).expect("made");
    assert_eq!(sandwich, [Constraint::Sandwich(family::Sandwich { clue: above_3, sum: 15 })]);
    assert_eq!(outside_value(&sandwich, OutsideKind::Sandwich, above_3), Some(15));
    assert_eq!(outside_value(&sandwich, OutsideKind::XSum, above_3), None, "another kind is another clue");
    let both = with_outside_value(&layout, &sandwich, OutsideKind::XSum, above_3, Some(6)).expect("beside it");
    assert_eq!(both.len(), 2);
    let changed = with_outside_value(&layout, &both, OutsideKind::Sandwich, above_3, Some(0)).expect("0 is a sum");
    assert_eq!(changed[0], Constraint::Sandwich(family::Sandwich { clue: above_3, sum: 0 }), "changed in its place");
    let error = with_outside_value(&layout, &[], OutsideKind::Sandwich, above_3, Some(46)).unwrap_err();
    assert!(error.to_string().contains("46 is more than the digits of a row sum to"), "{error}");
    let right_of_9 = Outside { row: 9, column: 10 };
    let error = with_outside_value(&layout, &[], OutsideKind::Skyscraper, right_of_9, Some(10)).unwrap_err();
    assert!(error.to_string().contains("10 skyscrapers cannot be seen in a row of 9"), "{error}");
    assert_eq!(
        with_outside_value(&layout, &[], OutsideKind::Skyscraper, right_of_9, Some(300)),
        Err(SetterError::ClueTooLarge { value: 300 })
    );
    let corner = Outside { row: 0, column: 0 };
    assert!(matches!(
        with_outside_value(&layout, &[], OutsideKind::Sandwich, corner, Some(3)),
        Err(SetterError::NotFacingALine { .. })
    ));
    let gone = with_outside_value(&layout, &both, OutsideKind::XSum, above_3, None).expect("taken off");
    assert_eq!(gone, sandwich);

    let mut game = setup_game(layout.clone());
    game.edit_setup(|line, game| line.set_outside(game, OutsideKind::Skyscraper, right_of_9, Some(3))).expect("made");
    game.edit_setup(|line, game| line.set_outside(game, OutsideKind::Skyscraper, right_of_9, Some(3))).expect("same");
    assert!(game.edit_setup(|line, game| line.undo(game)) && game.puzzle().constraints().is_empty());
    assert!(!game.setup_line().can_undo(), "the same number again was no step");
}
