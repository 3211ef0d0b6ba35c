//! Variant constraints in the SVG pictures: the marks where the board draws them, under
//! the digits, and the frame of outside clues.

use super::*;
use crate::constraint::family;
use crate::constraint::{Constraint, Outside};
use crate::format::parse_puzzle;
use crate::Cell;

const CLASSIC: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn with(constraints: Vec<Constraint>) -> Puzzle {
    parse_puzzle(CLASSIC).expect("valid").with_constraints(constraints).expect("fits the board")
}

fn parse(svg: &str) -> roxmltree::Document<'_> {
    roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not well-formed XML ({e}):\n{svg}"))
}

/// The elements named `tag`, each as its attributes.
fn elements(document: &roxmltree::Document<'_>, tag: &str) -> Vec<Vec<(String, String)>> {
    let nodes = document.descendants().filter(|n| n.has_tag_name(tag));
    nodes.map(|n| n.attributes().map(|a| (a.name().to_string(), a.value().to_string())).collect()).collect()
}

fn attribute<'a>(element: &'a [(String, String)], name: &str) -> Option<&'a str> {
    element.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
}

/// Where in the document the first element named `tag` stands, and the first digit.
fn order(svg: &str, tag: &str) -> (usize, usize) {
    let mark = svg.find(&format!("<{tag} ")).unwrap_or_else(|| panic!("no <{tag}> in\n{svg}"));
    let digit = svg.find("font-size=\"36\"").expect("a digit");
    (mark, digit)
}

#[test]
fn a_thermometer_is_a_grey_line_through_its_cell_centres_from_a_round_bulb_under_the_digits() {
    // r1c3 (empty), r1c4 (empty), r2c4 (the given 1).
    let cells = [2, 3, 12].map(Cell::new).to_vec();
    let svg = BoardImage::of_puzzle(&with(vec![Constraint::Thermometer(family::Thermometer { cells })])).svg();
    let document = parse(&svg);
    let lines = elements(&document, "polyline");
    assert_eq!(lines.len(), 1, "{svg}");
    assert_eq!(attribute(&lines[0], "points"), Some("150,30 210,30 210,90"));
    assert_eq!(attribute(&lines[0], "stroke"), Some("#c8c8c8"));
    let bulbs = elements(&document, "circle");
    assert_eq!(bulbs.len(), 1);
    let at = ["cx", "cy", "fill"].map(|name| attribute(&bulbs[0], name));
    assert_eq!(at, [Some("150"), Some("30"), Some("#c8c8c8")]);
    let (mark, digit) = order(&svg, "polyline");
    assert!(mark < digit, "the thermometer lies under the digits");
    assert!(svg.contains("viewBox=\"-3 -3 546 546\""), "no frame without outside clues");
}

#[test]
fn dots_are_white_or_black_circles_on_the_edge_between_their_cells() {
    let white = Constraint::Difference(family::Difference { cells: [Cell::new(2), Cell::new(11)], value: 1 });
    let black = Constraint::Ratio(family::Ratio { cells: [Cell::new(2), Cell::new(3)], value: 3 });
    let svg = BoardImage::of_puzzle(&with(vec![white, black])).svg();
    let document = parse(&svg);
    let mut dots: Vec<_> = elements(&document, "circle")
        .iter()
        .map(|c| ["cx", "cy", "fill", "stroke"].map(|name| attribute(c, name).map(str::to_string)))
        .collect();
    dots.sort();
    let some = |s: &str| Some(s.to_string());
    assert_eq!(
        dots,
        vec![
            [some("150"), some("60"), some("#ffffff"), some("#000000")],
            [some("180"), some("30"), some("#000000"), None],
        ]
    );
    // The black dot's ratio, which is not the usual 2, in white on it.
    let labels: Vec<_> = elements(&document, "text").into_iter().filter(|t| attribute(t, "x") == Some("180")).collect();
    assert_eq!(labels.len(), 1, "{svg}");
    assert_eq!(attribute(&labels[0], "fill"), Some("#ffffff"));
    let (mark, digit) = order(&svg, "circle");
    assert!(mark < digit, "the dots lie under the digits");
}

#[test]
fn outside_clues_sit_on_a_white_frame_one_cell_wide_that_grows_the_picture() {
    let sandwich = Constraint::Sandwich(family::Sandwich { clue: Outside { row: 0, column: 3 }, sum: 12 });
    let image = BoardImage::of_puzzle(&with(vec![sandwich]));
    let drawing = image.drawing();
    assert_eq!((drawing.margin, drawing.outer()), (CELL + 3, 546 + 2 * CELL));
    let svg = image.svg();
    assert!(svg.contains("width=\"666\" height=\"666\" viewBox=\"-63 -63 666 666\""), "{svg}");
    let document = parse(&svg);
    let clue: Vec<_> =
        elements(&document, "text").into_iter().filter(|t| document_text(&document, t) == Some("12")).collect();
    assert_eq!(clue.len(), 1, "{svg}");
    // Above column 3: x at its centre, the baseline inside the frame.
    assert_eq!(attribute(&clue[0], "x"), Some("150"));
    let y: i32 = attribute(&clue[0], "y").and_then(|y| y.parse().ok()).expect("y");
    assert!((-(CELL as i32)..0).contains(&y), "{y}");
    let frame = elements(&document, "rect");
    let first = ["x", "y", "width", "fill"].map(|name| attribute(&frame[0], name));
    assert_eq!(first, [Some("-60"), Some("-60"), Some("660"), Some("#ffffff")], "white under the frame");
}

/// The text of the `<text>` element with exactly these attributes.
fn document_text<'a>(document: &'a roxmltree::Document<'_>, element: &[(String, String)]) -> Option<&'a str> {
    document
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .find(|n| n.attributes().map(|a| (a.name().to_string(), a.value().to_string())).eq(element.iter().cloned()))
        .and_then(|n| n.text())
}

#[test]
fn every_drawn_family_paints_marks_and_a_picture_reads_back_with_its_constraints() {
    let (a, b, c) = (Cell::new(20), Cell::new(21), Cell::new(22));
    let puzzle = with(vec![
        Constraint::Arrow(family::Arrow { bulb: vec![a], shafts: vec![vec![b, c]] }),
        Constraint::Xv(family::Xv { cells: [Cell::new(30), Cell::new(31)], sum: 10 }),
        Constraint::Whispers(family::Whispers { cells: vec![Cell::new(40), Cell::new(50)], gap: 5 }),
        Constraint::ExtraRegion(family::ExtraRegion { cells: vec![Cell::new(60)] }),
        Constraint::Even(family::Even { cell: Cell::new(70) }),
    ]);
    let image = BoardImage::of_puzzle(&puzzle);
    let svg = image.svg();
    let document = parse(&svg);
    assert_eq!(elements(&document, "polyline").len(), 3, "the arrow's shaft and head, the whispers line: {svg}");
    let texts: Vec<_> = document.descendants().filter(|n| n.has_tag_name("text")).filter_map(|n| n.text()).collect();
    assert!(texts.contains(&"X"), "{svg}");
    // The shaded cell r7c7 and the even square in r8c8, 36 units wide at its centre.
    let rects = elements(&document, "rect");
    assert!(rects.iter().any(|r| attribute(r, "x") == Some("360") && attribute(r, "y") == Some("360")), "{svg}");
    assert!(rects.iter().any(|r| attribute(r, "x") == Some("432") && attribute(r, "width") == Some("36")), "{svg}");

    let text = serde_json::to_string(&image).expect("serializes");
    let back: BoardImage = serde_json::from_str(&text).expect("reads back");
    assert_eq!(back.svg(), svg);
    let mut value = serde_json::to_value(&image).expect("serializes");
    let even = value["constraints"].as_array_mut().expect("listed").iter_mut().find(|c| c["kind"] == "even");
    even.expect("the even cell")["cell"] = serde_json::json!(500);
    let error = serde_json::from_value::<BoardImage>(value).expect_err("a cell off the board");
    assert!(error.to_string().contains("off the board of 81 cells"), "{error}");
    let plain = serde_json::to_value(BoardImage::of_puzzle(&parse_puzzle(CLASSIC).expect("valid"))).expect("json");
    assert!(plain.get("constraints").is_none(), "a classic picture crosses as before");
}

#[test]
fn given_pencil_marks_are_small_given_ink_left_out_where_the_cell_shows_a_digit_or_centre_marks() {
    use crate::game::{Game, Move, Rules};
    use crate::Digit;
    // r1c3 may hold 1, 2 or 4; r1c4 6 or 8 (the answer is 4 and 6).
    let (r1c3, r1c4) = (Cell::new(2), Cell::new(3));
    let puzzle = with(vec![
        Constraint::PencilMarks(family::PencilMarks { cell: r1c3, digits: vec![1, 2, 4] }),
        Constraint::PencilMarks(family::PencilMarks { cell: r1c4, digits: vec![6, 8] }),
    ]);
    let given_marks = |svg: &str| -> Vec<String> {
        let document = parse(svg);
        let small = document.descendants().filter(|n| n.has_tag_name("text") && n.attribute("font-size") == Some("12"));
        small
            .map(|n| {
                format!(
                    "{} {} {}",
                    n.attribute("x").unwrap_or(""),
                    n.attribute("fill").unwrap_or(""),
                    n.text().unwrap_or("")
                )
            })
            .collect()
    };
    let svg = BoardImage::of_puzzle(&puzzle).svg();
    assert_eq!(given_marks(&svg), vec!["150 #111111 124", "210 #111111 68"], "{svg}");

    let mut game = Game::new(puzzle.clone());
    let digit = |d| Digit::new(d).expect("a digit");
    for mv in [Move::Place { cell: r1c3, digit: digit(4) }, Move::ToggleCentre { cell: r1c4, digit: digit(6) }] {
        game.play(&mv, &Rules::default()).expect("a legal move");
    }
    let marked = BoardImage::of_board(&puzzle, game.board(), Show { marks: true, colours: false }).svg();
    assert!(given_marks(&marked).is_empty(), "under a digit and the player's centre mark: {marked}");
    let plain = BoardImage::of_board(&puzzle, game.board(), Show::default()).svg();
    assert_eq!(given_marks(&plain), vec!["210 #111111 68"], "centre marks not shown: {plain}");
}

#[test]
fn every_line_a_family_draws_has_its_ink() {
    for layout in [Layout::classic(), Layout::new(crate::Geometry::new(3, 2, Default::default())).expect("6x6")] {
        for mark in super::constraints::draw(&layout, &Constraint::examples(&layout)) {
            if let super::constraints::Shape::Line { class, .. } = mark {
                let listed = super::marks::LINE_STYLES.iter().any(|(listed, ..)| *listed == class);
                assert!(listed, "no ink for the line class {class}");
            }
        }
    }
}
