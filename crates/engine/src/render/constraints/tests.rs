use super::*;
use crate::constraint::family;
use crate::constraint::{Direction, Indexer, Negative, Outside};

fn classic() -> Layout {
    Layout::classic()
}

fn cells(indices: &[usize]) -> Vec<Cell> {
    indices.iter().copied().map(Cell::new).collect()
}

#[test]
fn a_thermometer_is_a_bulb_and_a_line_through_its_cell_centres() {
    let thermo = Constraint::Thermometer(family::Thermometer { cells: cells(&[0, 1, 10]) });
    let shapes = draw(&classic(), &[thermo]);
    assert_eq!(
        shapes,
        vec![
            Shape::Circle { class: "thermo-bulb", centre: (50, 50), radius: 38 },
            Shape::Line { class: "thermo", points: vec![(50, 50), (150, 50), (150, 150)] },
        ]
    );
}

#[test]
fn an_arrow_shaft_starts_at_its_bulb_edge_and_ends_in_a_head() {
    // Bulb r1c1, shaft r1c2 r1c3.
    let arrow = Constraint::Arrow(family::Arrow { bulb: cells(&[0]), shafts: vec![cells(&[1, 2])] });
    let shapes = draw(&classic(), &[arrow]);
    assert!(shapes.contains(&Shape::Circle { class: "arrow-bulb", centre: (50, 50), radius: 38 }));
    assert!(shapes.contains(&Shape::Line { class: "arrow-shaft", points: vec![(88, 50), (150, 50), (250, 50)] }));
    // The head points right: both strokes end at the tip and start behind it.
    let head = shapes.iter().find_map(|s| match s {
        Shape::Line { points, .. } if points.len() == 3 && points[1] == (250, 50) => Some(points.clone()),
        _ => None,
    });
    let head = head.expect("a head");
    assert!(head[0].0 < 250 && head[2].0 < 250 && head[0].1 != head[2].1, "{head:?}");
}

#[test]
fn dots_sit_on_the_edge_and_show_a_value_only_when_it_is_not_the_usual_one() {
    let white = Constraint::Difference(family::Difference { cells: [Cell::new(0), Cell::new(9)], value: 1 });
    let black = Constraint::Ratio(family::Ratio { cells: [Cell::new(0), Cell::new(1)], value: 3 });
    let shapes = draw(&classic(), &[white, black]);
    assert!(shapes.contains(&Shape::Circle { class: "dot-white", centre: (50, 100), radius: 13 }));
    assert!(shapes.contains(&Shape::Circle { class: "dot-black", centre: (100, 50), radius: 13 }));
    let labels: Vec<_> = shapes.iter().filter(|s| matches!(s, Shape::Text { .. })).collect();
    assert_eq!(labels, vec![&Shape::Text { class: "edge-value", at: (100, 50), text: "3".into() }]);
}

#[test]
fn marks_on_edges_and_corners_are_drawn_over_lines_and_shading() {
    let shapes = draw(
        &classic(),
        &[
            Constraint::Xv(family::Xv { cells: [Cell::new(0), Cell::new(1)], sum: 5 }),
            Constraint::Renban(family::Renban { cells: cells(&[0, 1, 2]) }),
            Constraint::ExtraRegion(family::ExtraRegion { cells: cells(&[40]) }),
            Constraint::Quadruple(family::Quadruple { cells: [0, 1, 9, 10].map(Cell::new), digits: vec![1, 2] }),
        ],
    );
    let layers: Vec<u8> = shapes.iter().map(Shape::layer).collect();
    assert!(layers.windows(2).all(|w| w[0] <= w[1]), "{layers:?}");
    assert_eq!(shapes[0], Shape::Cells { class: "extra-region", cells: vec![(400, 400)] });
    assert!(shapes.contains(&Shape::Circle { class: "quadruple", centre: (100, 100), radius: 24 }));
    assert!(shapes.contains(&Shape::Text { class: "xv", at: (100, 50), text: "V".into() }));
}

#[test]
fn rules_of_the_whole_board_draw_nothing_or_a_diagonal() {
    let drawn = draw(
        &classic(),
        &[Constraint::AntiKnight(family::AntiKnight), Constraint::Negative(family::Negative { mark: Negative::Xv })],
    );
    assert_eq!(drawn, Vec::new());
    let rising = draw(&classic(), &[Constraint::Diagonal(family::Diagonal { rising: true })]);
    assert_eq!(rising, vec![Shape::Line { class: "diagonal", points: vec![(0, 900), (900, 0)] }]);
}

/// One rule of every family, on a 9x9 board.
fn every_family() -> Vec<Constraint> {
    let (a, b, c) = (Cell::new(0), Cell::new(1), Cell::new(2));
    let clue = Outside { row: 0, column: 1 };
    vec![
        Constraint::Thermometer(family::Thermometer { cells: vec![a, b] }),
        Constraint::SlowThermometer(family::SlowThermometer { cells: vec![a, b] }),
        Constraint::Arrow(family::Arrow { bulb: vec![a], shafts: vec![vec![b, c]] }),
        Constraint::Difference(family::Difference { cells: [a, b], value: 1 }),
        Constraint::Ratio(family::Ratio { cells: [a, b], value: 2 }),
        Constraint::Xv(family::Xv { cells: [a, b], sum: 10 }),
        Constraint::Negative(family::Negative { mark: Negative::Ratio }),
        Constraint::Whispers(family::Whispers { cells: vec![a, b], gap: 5 }),
        Constraint::Renban(family::Renban { cells: vec![a, b] }),
        Constraint::Palindrome(family::Palindrome { cells: vec![a, b] }),
        Constraint::Between(family::Between { cells: vec![a, b, c] }),
        Constraint::RegionSum(family::RegionSum { cells: vec![a, b] }),
        Constraint::Entropic(family::Entropic { cells: vec![a, b, c] }),
        Constraint::Modular(family::Modular { cells: vec![a, b, c] }),
        Constraint::ExtraRegion(family::ExtraRegion { cells: vec![a, b] }),
        Constraint::Diagonal(family::Diagonal { rising: false }),
        Constraint::AntiKnight(family::AntiKnight),
        Constraint::AntiKing(family::AntiKing),
        Constraint::NonConsecutive(family::NonConsecutive),
        Constraint::Quadruple(family::Quadruple { cells: [0, 1, 9, 10].map(Cell::new), digits: vec![1] }),
        Constraint::Even(family::Even { cell: a }),
        Constraint::Odd(family::Odd { cell: a }),
        Constraint::Minimum(family::Minimum { cell: a }),
        Constraint::Maximum(family::Maximum { cell: a }),
        Constraint::Sandwich(family::Sandwich { clue, sum: 10 }),
        Constraint::LittleKiller(family::LittleKiller { clue, direction: Direction::DownRight, sum: 10 }),
        Constraint::XSum(family::XSum { clue, sum: 10 }),
        Constraint::Skyscraper(family::Skyscraper { clue, count: 3 }),
        Constraint::Indexer(family::Indexer { cell: a, index: Indexer::Row }),
        Constraint::Clone(family::Clone { cells: vec![a], copy: vec![c] }),
        Constraint::PencilMarks(family::PencilMarks { cell: a, digits: vec![1] }),
    ]
}

#[test]
fn clues_outside_the_grid_sit_on_its_frame() {
    let sandwich = Constraint::Sandwich(family::Sandwich { clue: Outside { row: 0, column: 3 }, sum: 12 });
    let skyscraper = Constraint::Skyscraper(family::Skyscraper { clue: Outside { row: 5, column: 10 }, count: 4 });
    let killer = Constraint::LittleKiller(family::LittleKiller {
        clue: Outside { row: 0, column: 1 },
        direction: Direction::DownRight,
        sum: 21,
    });
    let shapes = draw(&classic(), &[sandwich, skyscraper, killer.clone()]);
    assert!(shapes.contains(&Shape::Text { class: "sandwich", at: (250, -50), text: "12".into() }));
    assert!(shapes.contains(&Shape::Text { class: "skyscraper", at: (950, 450), text: "4".into() }));
    // Above r1c1, the little killer's arrow points down and right, into the grid.
    assert!(shapes.contains(&Shape::Text { class: "little-killer", at: (42, -58), text: "21".into() }));
    assert!(shapes.contains(&Shape::Line { class: "little-killer-arrow", points: vec![(72, -28), (94, -6)] }));
    assert!(has_outside_clues(&[killer]) && !has_outside_clues(&[Constraint::AntiKing(family::AntiKing)]));
}

#[test]
fn every_family_but_the_rules_of_the_whole_board_is_drawn() {
    for constraint in every_family() {
        let drawn = draw(&classic(), std::slice::from_ref(&constraint));
        let whole_board = constraint.cells(&classic()).len() == 81 && !matches!(constraint, Constraint::Diagonal(_));
        assert_eq!(drawn.is_empty(), whole_board, "{}", constraint.name());
    }
}

#[test]
fn given_pencil_marks_are_small_digits_at_the_centre_of_their_cell() {
    // r2c3 may hold 1, 4 or 7; r9c9 on a 16x16 board 10 or 16, written A and G.
    let marks = Constraint::PencilMarks(family::PencilMarks { cell: Cell::new(11), digits: vec![1, 4, 7] });
    let shapes = draw(&classic(), &[Constraint::Renban(family::Renban { cells: cells(&[11, 12]) }), marks]);
    let text = Shape::Text { class: "given-marks", at: (250, 150), text: "147".into() };
    assert_eq!(shapes.last(), Some(&text), "over the lines: {shapes:?}");
    assert_eq!(given_marks_cell(&classic(), &text), Some(Cell::new(11)));
    assert_eq!(given_marks_cell(&classic(), &shapes[0]), None, "a renban line");
    let xv = Shape::Text { class: "xv", at: (250, 150), text: "X".into() };
    assert_eq!(given_marks_cell(&classic(), &xv), None);
    let off = Shape::Text { class: "given-marks", at: (950, 150), text: "1".into() };
    assert_eq!(given_marks_cell(&classic(), &off), None, "off the board");

    let geometry = crate::geometry::Geometry::new(4, 4, crate::geometry::Variant::default());
    let big = Layout::new(geometry).expect("16x16");
    let marks = Constraint::PencilMarks(family::PencilMarks { cell: big.cell(8, 8), digits: vec![10, 16] });
    assert_eq!(draw(&big, &[marks]), vec![Shape::Text { class: "given-marks", at: (850, 850), text: "AG".into() }]);
}
