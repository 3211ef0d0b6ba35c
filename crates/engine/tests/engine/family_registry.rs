//! The registry of constraint families walked (`Constraint::examples`: one rule of each
//! kind every family has). Each family must do every duty: fit its board, say its name and
//! its rule in plain words, go through every format and come back the same (the `.sudoku`
//! text, the app's link, an f-puzzles document, a SudokuPad link, a saved game's JSON), be
//! drawn, be placed by a tool of the setter's palette, and be judged as its rules text
//! judges it, on 6x6 and 9x9 boards, and name itself in a hint. A family added to the registry without one of these
//! fails here.

#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;

use sudoku_engine::constraint::{rule_sentence, Constraint, Outside};
use sudoku_engine::format::{
    parse_file_format, parse_fpuzzles, read_rule, sudokupad_link, to_file_text, to_fpuzzles_json, Meta,
};
use sudoku_engine::game::{
    with_cage, with_cage_sum, with_outside_value, with_quadruple_digit, Drawing, Placement, Tool,
};
use sudoku_engine::geometry::{Cage, Geometry, Variant};
use sudoku_engine::render::constraints::{draw, Point, Shape, UNIT};
use sudoku_engine::share::{parse_link, puzzle_link, SharedLink};
use sudoku_engine::solve::{is_valid_solution, solve, solve_randomly};
use sudoku_engine::{Layout, Puzzle};

use crate::support::TestRng;
use crate::variant_rules::keeps;

/// The boards every family is walked on: 6x6 (boxes of 3x2) and 9x9.
fn boards() -> [Layout; 2] {
    [Layout::new(Geometry::new(3, 2, Variant::default())).unwrap(), Layout::classic()]
}

fn alone(layout: &Layout, rule: &Constraint) -> Puzzle {
    Puzzle::empty(layout.clone())
        .with_constraints(vec![rule.clone()])
        .unwrap_or_else(|e| panic!("{rule:?} on {0}x{0}: {e}", layout.size()))
}

#[test]
fn every_tool_of_the_palette_draws_a_family_of_the_registry_and_every_family_has_a_tool() {
    for layout in boards() {
        let tools: BTreeSet<String> =
            Constraint::examples(&layout).iter().map(|rule| format!("{:?}", Tool::of(rule))).collect();
        for tool in Tool::ALL.iter().filter(|&&tool| tool != Tool::Cage) {
            assert!(tools.contains(&format!("{tool:?}")), "no family of the registry is drawn by {tool:?}");
        }
        for rule in Constraint::examples(&layout) {
            assert!(Tool::ALL.contains(&Tool::of(&rule)), "{rule:?} has no tool on the palette");
        }
    }
}

#[test]
fn every_family_fits_its_board_and_says_its_name_its_label_and_its_rule() {
    for layout in boards() {
        for rule in Constraint::examples(&layout) {
            assert_eq!(rule.validate(&layout), Ok(()), "{rule:?}");
            assert!(!rule.name().is_empty(), "{rule:?}");
            let sentence = rule_sentence(&rule, layout.size());
            assert!(sentence.len() > 20 && sentence.ends_with('.'), "{rule:?}: {sentence:?}");
            assert!(!rule.cells(&layout).is_empty(), "{rule:?} reads no cell");
            let label = rule.label(&layout);
            assert!(label.starts_with(|c: char| c.is_uppercase()), "{rule:?} is named {label:?} in a hint");
        }
    }
}

#[test]
fn every_family_goes_through_every_format_and_comes_back_the_same() {
    for layout in boards() {
        for rule in Constraint::examples(&layout) {
            let puzzle = alone(&layout, &rule);
            let text = to_file_text(&puzzle);
            assert_eq!(parse_file_format(&text).as_ref(), Ok(&puzzle), "{text}");
            let link = puzzle_link(&puzzle);
            assert_eq!(parse_link(&link), Ok(SharedLink::Puzzle(puzzle.clone(), Meta::default())), "{link}");
            let json = to_fpuzzles_json(&puzzle).unwrap();
            let pad = sudokupad_link(&puzzle, &Meta::default()).unwrap();
            if let Constraint::KillerCage(cage) = &rule {
                // f-puzzles has one key for killer cages: a cage that overlaps no other
                // comes back as a cage of the board (the same rule), not as a rule of its own.
                for document in [&json, &pad] {
                    let read = parse_fpuzzles(document).unwrap();
                    assert!(read.constraints().is_empty(), "{document}");
                    assert_eq!(read.layout().cages(), [Cage::new(cage.cells.clone(), cage.sum)], "{document}");
                }
                continue;
            }
            assert_eq!(parse_fpuzzles(&json).unwrap().constraints(), puzzle.constraints(), "{json}");
            assert_eq!(parse_fpuzzles(&pad).unwrap().constraints(), puzzle.constraints(), "{rule:?}: {pad}");
            let saved = serde_json::to_string(&rule).unwrap();
            assert_eq!(serde_json::from_str::<Constraint>(&saved).unwrap(), rule, "{saved}");
        }
    }
}

#[test]
fn an_unknown_word_lists_every_family_s_word_and_only_those() {
    let layout = Layout::classic();
    let words: BTreeSet<String> =
        Constraint::examples(&layout).iter().map(|rule| rule.word(9).split('.').next().unwrap().to_string()).collect();
    let error = read_rule("nosuchrule.r1c1", 9).unwrap_err().to_string();
    let known = error.split("(known: ").nth(1).unwrap().trim_end_matches(')');
    let listed: BTreeSet<String> = known.split(", ").map(str::to_string).collect();
    assert_eq!(listed, words, "{error}");
}

#[test]
fn a_saved_rule_keeps_the_json_it_always_had() {
    let layout = Layout::classic();
    let saved: Vec<String> = Constraint::examples(&layout)
        .iter()
        .filter(|rule| matches!(rule.name(), "thermometer" | "anti-knight" | "X-sum"))
        .map(|rule| serde_json::to_string(rule).unwrap())
        .collect();
    assert_eq!(
        saved,
        [
            r#"{"kind":"thermometer","cells":[0,1,10]}"#,
            r#"{"kind":"anti_knight"}"#,
            r#"{"kind":"x_sum","clue":{"row":0,"column":2},"sum":10}"#,
        ]
    );
}

#[test]
fn every_family_is_drawn_but_the_rules_of_the_whole_board() {
    for layout in boards() {
        for rule in Constraint::examples(&layout) {
            let drawn = !draw(&layout, std::slice::from_ref(&rule)).is_empty();
            // A rule of the whole board has nothing to draw: the header and Help say it.
            let whole_board = Tool::of(&rule).placement() == Placement::Board;
            assert_eq!(drawn, !whole_board || matches!(rule, Constraint::Diagonal(_)), "{rule:?}");
            // A rule drawn beside the grid says where, so the board leaves a frame for it.
            let edge = layout.size() as i32 * UNIT;
            let outside = |(x, y): Point| x < 0 || y < 0 || x > edge || y > edge;
            let beside = rule.shapes(&layout).iter().any(|shape| match shape {
                Shape::Text { at, .. } | Shape::Circle { centre: at, .. } | Shape::Square { centre: at, .. } => {
                    outside(*at)
                }
                Shape::Line { points, .. } | Shape::Cells { cells: points, .. } => points.iter().any(|&p| outside(p)),
            });
            assert_eq!(beside, rule.clue().is_some(), "{rule:?}");
        }
    }
}

/// The rule the setter makes with `rule`'s tool, placed as a setter places it.
fn placed(layout: &Layout, rule: &Constraint) -> Constraint {
    let tool = Tool::of(rule);
    let made = match tool.placement() {
        Placement::Path | Placement::Edge | Placement::Cell | Placement::Region | Placement::Board => {
            let drawing = tool.drawing(&rule.listed()).unwrap_or_else(|| panic!("{tool:?} draws nothing"));
            vec![drawing.constraint(layout).unwrap()]
        }
        Placement::Copy | Placement::CellDigits => {
            let drawing = match rule {
                Constraint::Clone(clone) => Drawing::Clone(clone.cells.clone(), clone.copy.clone()),
                Constraint::PencilMarks(marks) => Drawing::PencilMarks(marks.cell, marks.digits.clone()),
                other => panic!("{tool:?} is placed by copying or typing digits, not {other:?}"),
            };
            vec![drawing.constraint(layout).unwrap()]
        }
        Placement::Corner => {
            let Constraint::Quadruple(quadruple) = rule else { panic!("{tool:?} places quadruples") };
            quadruple
                .digits
                .iter()
                .fold(Vec::new(), |made, &digit| with_quadruple_digit(layout, &made, quadruple.cells, digit).unwrap())
        }
        Placement::Frame | Placement::FrameDiagonal => {
            let (clue, value, direction): (Outside, u16, _) = match rule {
                Constraint::Sandwich(s) => (s.clue, s.sum, None),
                Constraint::XSum(x) => (x.clue, x.sum, None),
                Constraint::Skyscraper(s) => (s.clue, u16::from(s.count), None),
                Constraint::LittleKiller(k) => (k.clue, k.sum, Some(k.direction)),
                other => panic!("{tool:?} places clues beside the grid, not {other:?}"),
            };
            let kind = tool.outside_kind(direction.unwrap_or(sudoku_engine::constraint::Direction::DownRight));
            with_outside_value(layout, &[], kind.unwrap(), clue, Some(value)).unwrap()
        }
        Placement::Cage => {
            // The cage tool draws the board's cages; one drawn over another cage's cells is
            // this family. A board cage is drawn first through the example's last cell.
            let Constraint::KillerCage(cage) = rule else { panic!("{tool:?} places killer cages, not {rule:?}") };
            let last = *cage.cells.iter().max().unwrap();
            let (board, none) = with_cage(layout, &[], &[last]).unwrap();
            assert_eq!((board.cages().len(), none.len()), (1, 0), "a cage over no other is the board's");
            let (drawn, rules) = with_cage(&board, &[], &cage.cells).unwrap();
            let (drawn, rules) = with_cage_sum(&drawn, &rules, &cage.cells, cage.sum).unwrap();
            assert_eq!(drawn, board, "{tool:?}: the board's cages stay");
            rules
        }
    };
    assert_eq!(made.len(), 1, "{tool:?} made {made:?}");
    made.into_iter().next().unwrap()
}

#[test]
fn the_setter_places_every_family_with_its_tool() {
    for layout in boards() {
        for rule in Constraint::examples(&layout) {
            assert_eq!(placed(&layout, &rule), rule.clone().normalized(), "{:?}", Tool::of(&rule));
        }
    }
}

#[test]
fn a_tool_placed_along_a_path_makes_a_line_and_only_lines_are_placed_so() {
    for rule in Constraint::examples(&Layout::classic()) {
        let by_path = Tool::of(&rule).placement() == Placement::Path;
        let arrow = matches!(rule, Constraint::Arrow(_));
        assert_eq!(by_path, rule.line().is_some() || arrow, "{rule:?}");
    }
}

#[test]
fn every_family_is_judged_as_its_rules_text_judges_it() {
    let mut rng = TestRng(0x5eed_f00d);
    for layout in boards() {
        for rule in Constraint::examples(&layout) {
            let puzzle = alone(&layout, &rule);
            // The grid the solver finds under the rule keeps it, by its rules text too.
            let kept = solve(&puzzle).unwrap_or_else(|| panic!("{rule:?} alone has no solution"));
            assert!(keeps(&layout, &rule, std::slice::from_ref(&rule), &kept), "{rule:?} on {kept:?}");
            // Grids made without it: the engine and the rules text give the same verdict.
            for _ in 0..12 {
                let grid = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 1_000_000).unwrap();
                assert_eq!(
                    is_valid_solution(&puzzle, &grid),
                    keeps(&layout, &rule, std::slice::from_ref(&rule), &grid),
                    "{rule:?} on {grid:?}"
                );
            }
        }
    }
}
