use proptest::prelude::*;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::format::parse_puzzle;
use crate::game::{Game, Move, Rules};
use crate::generate::regions::free_regions;
use crate::logic::solve_logically;
use crate::{Geometry, Variant};

const CLASSIC: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The document, parsed: it must be well-formed XML with an `<svg>` root.
fn parse(svg: &str) -> roxmltree::Document<'_> {
    let document = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not well-formed XML ({e}):\n{svg}"));
    assert_eq!(document.root_element().tag_name().name(), "svg");
    assert_eq!(document.root_element().tag_name().namespace(), Some("http://www.w3.org/2000/svg"));
    document
}

fn texts<'a>(document: &'a roxmltree::Document<'a>) -> Vec<roxmltree::Node<'a, 'a>> {
    document.descendants().filter(|n| n.has_tag_name("text")).collect()
}

/// The fill of every cell-sized `<rect>`, by cell.
fn cell_fills(document: &roxmltree::Document<'_>, size: usize) -> Vec<(usize, String)> {
    let number = |node: &roxmltree::Node<'_, '_>, name| node.attribute(name).and_then(|v| v.parse::<usize>().ok());
    document
        .descendants()
        .filter(|n| n.has_tag_name("rect") && n.attribute("x").is_some())
        .filter_map(|n| {
            let cell = number(&n, "y")? / CELL * size + number(&n, "x")? / CELL;
            Some((cell, n.attribute("fill")?.to_string()))
        })
        .collect()
}

/// The total length, in cells, of the thick region lines.
fn thick_length(document: &roxmltree::Document<'_>) -> usize {
    let path = document
        .descendants()
        .find(|n| n.has_tag_name("path") && n.attribute("stroke-width") == Some("4"))
        .and_then(|n| n.attribute("d"))
        .expect("a thick path");
    let mut length = 0;
    let mut at = (0usize, 0usize);
    let mut chars = path.chars().peekable();
    while let Some(command) = chars.next() {
        let mut numbers = Vec::new();
        let mut current = String::new();
        while let Some(&c) = chars.peek() {
            if c.is_ascii_digit() {
                current.push(c);
            } else if c == ' ' {
                numbers.push(current.parse::<usize>().expect("a number"));
                current.clear();
            } else {
                break;
            }
            chars.next();
        }
        numbers.push(current.parse::<usize>().expect("a number"));
        match command {
            'M' => at = (numbers[0], numbers[1]),
            'H' => length += numbers[0].abs_diff(at.0),
            'V' => length += numbers[0].abs_diff(at.1),
            other => panic!("unexpected path command {other}"),
        }
    }
    length / CELL
}

/// How many unit edges between neighbours of different regions `layout` has.
fn region_edges(layout: &Layout) -> usize {
    let n = layout.size();
    let mut edges = 0;
    for r in 0..n {
        for c in 0..n {
            let here = layout.region(layout.cell(r, c));
            edges += usize::from(c + 1 < n && here != layout.region(layout.cell(r, c + 1)));
            edges += usize::from(r + 1 < n && here != layout.region(layout.cell(r + 1, c)));
        }
    }
    edges
}

#[test]
fn a_puzzle_has_one_bold_text_per_given_and_box_lines() {
    let puzzle = parse_puzzle(CLASSIC).expect("valid");
    let svg = BoardImage::of_puzzle(&puzzle).svg();
    let document = parse(&svg);
    let texts = texts(&document);
    assert_eq!(texts.len(), puzzle.given_count());
    assert!(texts.iter().all(|t| t.attribute("font-weight") == Some("700")));
    assert_eq!(texts[0].text(), Some("5"));
    assert_eq!(texts[0].attribute("x"), Some("30"));
    // Two thick lines across and two down, each 9 cells long.
    assert_eq!(thick_length(&document), 4 * 9);
    assert_eq!(document.root_element().attribute("width"), Some("546"));
    let title = document.descendants().find(|n| n.has_tag_name("title")).and_then(|n| n.text());
    assert_eq!(title, Some("Sudoku, 9x9 standard"));
}

#[test]
fn an_answer_writes_the_missing_digits_in_the_players_ink() {
    let puzzle = parse_puzzle(CLASSIC).expect("valid");
    let solution = crate::solve::count_solutions(&puzzle, 2).solutions.remove(0);
    let svg = BoardImage::of_solution(&puzzle, &solution).svg();
    let document = parse(&svg);
    let texts = texts(&document);
    assert_eq!(texts.len(), 81);
    let bold = texts.iter().filter(|t| t.attribute("font-weight") == Some("700")).count();
    assert_eq!(bold, puzzle.given_count());
    let written: String = texts.iter().filter_map(|t| t.text()).collect();
    let expected: String = solution.iter().map(|d| d.symbol()).collect();
    assert_eq!(written, expected);
}

#[test]
fn marks_and_colours_are_drawn_only_when_asked() {
    let puzzle = parse_puzzle(CLASSIC).expect("valid");
    let mut game = Game::new(puzzle.clone());
    let (r1c3, r1c4, r1c6) = (puzzle.layout().cell(0, 2), puzzle.layout().cell(0, 3), puzzle.layout().cell(0, 5));
    let digit = |d| Digit::new(d).expect("a digit");
    let rules = Rules::default();
    for mv in [
        Move::Place { cell: r1c3, digit: digit(4) },
        Move::ToggleCorner { cell: r1c4, digit: digit(6) },
        Move::ToggleCorner { cell: r1c4, digit: digit(2) },
        Move::ToggleCentre { cell: r1c6, digit: digit(8) },
        Move::Paint { cell: r1c6, colour: Colour::new(3).expect("a colour") },
    ] {
        game.play(&mv, &rules).expect("a legal move");
    }
    let plain = BoardImage::of_board(&puzzle, game.board(), Show::default()).svg();
    let document = parse(&plain);
    assert_eq!(texts(&document).len(), puzzle.given_count() + 1);
    let written = texts(&document).into_iter().find(|t| t.attribute("fill") == Some("#1447b8"));
    assert_eq!(written.and_then(|t| t.text()), Some("4"));
    assert!(cell_fills(&document, 9).is_empty());

    let full = BoardImage::of_board(&puzzle, game.board(), Show { marks: true, colours: true }).svg();
    let document = parse(&full);
    assert_eq!(texts(&document).len(), puzzle.given_count() + 1 + 3);
    assert_eq!(cell_fills(&document, 9), vec![(r1c6.index(), "#fff07a".to_string())]);
    let marks: Vec<_> = texts(&document).into_iter().filter(|t| t.attribute("font-size") != Some("36")).collect();
    let symbols: Vec<_> = marks.iter().filter_map(|t| t.text()).collect();
    assert_eq!(symbols, vec!["2", "6", "8"]);
}

#[test]
fn a_step_shades_its_pattern_and_targets_and_colours_its_candidates() {
    // A hard puzzle: its solution removes candidates along the way.
    let puzzle = parse_puzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
        .expect("valid");
    let solution = solve_logically(&puzzle);
    let index = solution.steps.iter().position(|s| !s.eliminations.is_empty()).expect("a step that removes candidates");
    let step = &solution.steps[index];
    let grid = solution.position_before(&puzzle, index);
    let svg = BoardImage::of_position(&puzzle, &grid, Some(step)).svg();
    let document = parse(&svg);
    let candidates: usize =
        puzzle.layout().cells().filter(|&c| grid.value(c).is_none()).map(|c| grid.candidates(c).len()).sum();
    let values = grid.values().iter().flatten().count();
    assert_eq!(texts(&document).len(), values + candidates);
    let red = texts(&document).iter().filter(|t| t.attribute("fill") == Some("#c0152f")).count();
    assert_eq!(red, step.eliminations.len());
    let fills = cell_fills(&document, 9);
    for &(cell, _) in &step.eliminations {
        assert!(fills.contains(&(cell.index(), "#ffd9a8".to_string())), "target {cell:?} shaded");
    }
    assert!(fills.iter().any(|(_, fill)| fill == "#d6f5d6"), "the pattern is shaded");
}

#[test]
fn x_boards_draw_both_diagonals_and_colour_boards_tint_each_group() {
    let variant = Variant { diagonals: true, colour: true, regions: None, cages: None };
    let layout = Layout::new(Geometry::new(3, 2, variant)).expect("valid");
    let svg = BoardImage::of_puzzle(&Puzzle::empty(layout)).svg();
    let document = parse(&svg);
    let diagonals = document.descendants().find(|n| n.attribute("d") == Some("M0 0L360 360M360 0L0 360"));
    assert!(diagonals.is_some(), "{svg}");
    let fills = cell_fills(&document, 6);
    assert_eq!(fills.len(), 36);
    let mut tints: Vec<_> = fills.iter().map(|(_, fill)| fill.clone()).collect();
    tints.sort();
    tints.dedup();
    assert_eq!(tints.len(), 6, "one tint per colour group: {tints:?}");
    // The first cell of every box is in group 0.
    assert_eq!(fills[0].1, fills[3].1);
    assert_eq!(fills[0].1, fills[12].1);
}

fn arbitrary_layout() -> impl Strategy<Value = Layout> {
    let boxes = prop::sample::select(vec![(2, 2), (3, 2), (2, 3), (3, 3), (4, 3), (4, 4), (5, 4), (5, 5), (6, 5)]);
    (boxes, any::<[bool; 3]>(), any::<u64>()).prop_map(|((w, h), [x, colour, jigsaw], seed)| {
        let regions = jigsaw.then(|| free_regions(w, h, &mut ChaCha8Rng::seed_from_u64(seed)));
        Layout::new(Geometry::new(w, h, Variant { diagonals: x, colour, regions, cages: None }))
            .expect("valid geometry")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Any board from 4x4 to 30x30, any variant, any ink: well-formed SVG, one text per
    /// digit and mark (at most eight corner marks, as the app shows), the thick lines
    /// exactly along the region borders, everything inside the picture.
    #[test]
    fn every_board_is_well_formed_with_one_text_per_symbol(layout in arbitrary_layout(), picks in prop::collection::vec(any::<u64>(), 900)) {
        let n = layout.size();
        let cells: Vec<CellInk> = layout.cells().map(|cell| {
            let pick = picks[cell.index()];
            let digit = Digit::from_index((pick % n as u64) as usize);
            let marks = DigitSet::from_bits((pick >> 8) as u32).intersection(DigitSet::all(n));
            match pick % 4 {
                0 => CellInk { value: digit, given: pick % 8 == 0, ..CellInk::default() },
                1 => CellInk { corner: marks, centre: DigitSet::from_bits((pick >> 40) as u32).intersection(DigitSet::all(n)), ..CellInk::default() },
                2 => CellInk { candidates: marks, removed: marks.intersection(DigitSet::from_bits(0x5555_5555)), colour: Colour::new((pick % 9) as u8), ..CellInk::default() },
                _ => CellInk::default(),
            }
        }).collect();
        let expected: usize = cells.iter().map(|ink| {
            if ink.value.is_some() { 1 } else { ink.corner.len().min(8) + ink.centre.len() + ink.candidates.len() }
        }).sum();
        let image = BoardImage { layout: layout.clone(), symbols: Alphabet::default_for(n).symbols().to_vec(), cells, title: "A & <board>".into(), constraints: Vec::new() };
        let svg = image.svg();
        let text = serde_json::to_string(&image).expect("serializes");
        let back: BoardImage = serde_json::from_str(&text).expect("reads back");
        prop_assert_eq!(&back, &image, "the picture crosses as data and draws the same");
        let document = parse(&svg);
        let texts = texts(&document);
        prop_assert_eq!(texts.len(), expected);
        let side = (n * CELL) as i64;
        for text in &texts {
            prop_assert_eq!(text.text().map(|t| t.chars().count()), Some(1));
            let x: i64 = text.attribute("x").and_then(|v| v.parse().ok()).expect("x");
            let y: i64 = text.attribute("y").and_then(|v| v.parse().ok()).expect("y");
            prop_assert!((0..=side).contains(&x) && (0..=side).contains(&y), "({}, {}) outside", x, y);
        }
        prop_assert_eq!(thick_length(&document), region_edges(&layout));
        let diagonals = document.descendants().filter(|n| n.attribute("d").is_some_and(|d| d.contains('L'))).count();
        prop_assert_eq!(diagonals, usize::from(layout.variant().diagonals));
    }
}

#[test]
fn a_picture_read_back_keeps_its_title_and_must_fit_its_board() {
    let puzzle = parse_puzzle(CLASSIC).expect("valid");
    let image = BoardImage::of_puzzle(&puzzle).titled("Puzzle 1, Easy");
    let mut value = serde_json::to_value(&image).expect("serializes");
    let back: BoardImage = serde_json::from_value(value.clone()).expect("reads back");
    assert_eq!(back.svg(), image.svg());
    assert!(back.svg().contains("<title>Puzzle 1, Easy</title>"));
    value["cells"].as_array_mut().expect("the cells").pop();
    let error = serde_json::from_value::<BoardImage>(value).expect_err("a cell short");
    assert!(error.to_string().contains("the picture has 80 cells; its board has 81"), "{error}");
}

/// The total length of the dashed cage outlines: one path of `M x y` then `H x` or `V y`.
fn cage_outline_length(document: &roxmltree::Document<'_>) -> usize {
    let path = document
        .descendants()
        .find(|n| n.has_tag_name("path") && n.attribute("stroke-dasharray").is_some())
        .and_then(|n| n.attribute("d"))
        .expect("a dashed path");
    let mut length = 0;
    for segment in path.split('M').filter(|s| !s.is_empty()) {
        let (start, end) = segment.split_once(['H', 'V']).expect("a line");
        let (x, y) = start.split_once(' ').expect("x y");
        let from: usize = if segment.contains('H') { x.parse().expect("x") } else { y.parse().expect("y") };
        length += from.abs_diff(end.parse().expect("an end"));
    }
    length
}

#[test]
fn killer_cages_are_dashed_outlines_inside_their_cells_with_the_sum_in_the_first() {
    use crate::{Cage, Cell};
    // 4x4: an L of three cells (r1c1, r1c2, r2c1) summing to 7, and r4c4 alone (no sum).
    let cages =
        vec![Cage::new(vec![Cell::new(0), Cell::new(1), Cell::new(4)], Some(7)), Cage::new(vec![Cell::new(15)], None)];
    let layout = Layout::new(Geometry::new(2, 2, Variant { cages: Some(cages), ..Variant::default() })).unwrap();
    let svg = BoardImage::of_puzzle(&Puzzle::empty(layout)).svg();
    let document = parse(&svg);
    // The L inset by 5 units is a hexagon of 110 + 50 + 60 + 60 + 50 + 110 units; the
    // single cell a square of 4 x 50: the corners meet, inner ones included.
    assert_eq!(cage_outline_length(&document), 440 + 200);
    let sums: Vec<_> = texts(&document).into_iter().filter(|t| t.attribute("text-anchor") == Some("start")).collect();
    assert_eq!(sums.len(), 1, "only the cage with a sum is labelled");
    assert_eq!(sums[0].text(), Some("7"));
    assert_eq!((sums[0].attribute("x"), sums[0].attribute("y")), (Some("2"), Some("13")), "top left of r1c1");
    let plain = BoardImage::of_puzzle(&Puzzle::empty(Layout::new(Geometry::standard(2, 2)).unwrap())).svg();
    assert!(!plain.contains("stroke-dasharray"), "no cages, no outlines");
}

/// Pictures of boards without variant constraints, as written before constraints were
/// drawn: the puzzle, a player's board with marks and colours, a step of the solver, a
/// killer board and an X colour board.
fn classic_pictures() -> String {
    use crate::{Cage, Cell};
    let puzzle = parse_puzzle(CLASSIC).expect("valid");
    let mut game = Game::new(puzzle.clone());
    let digit = |d| Digit::new(d).expect("a digit");
    for mv in [
        Move::Place { cell: Cell::new(2), digit: digit(4) },
        Move::ToggleCorner { cell: Cell::new(3), digit: digit(6) },
        Move::ToggleCentre { cell: Cell::new(5), digit: digit(8) },
        Move::Paint { cell: Cell::new(5), colour: Colour::new(3).expect("a colour") },
    ] {
        game.play(&mv, &Rules::default()).expect("a legal move");
    }
    let solution = solve_logically(&puzzle);
    let step = 5;
    let position = solution.position_before(&puzzle, step);
    let cages =
        vec![Cage::new(vec![Cell::new(0), Cell::new(1), Cell::new(4)], Some(7)), Cage::new(vec![Cell::new(15)], None)];
    let killer = Layout::new(Geometry::new(2, 2, Variant { cages: Some(cages), ..Variant::default() })).expect("valid");
    let x = Variant { diagonals: true, colour: true, regions: None, cages: None };
    let x = Layout::new(Geometry::new(3, 2, x)).expect("valid");
    [
        BoardImage::of_puzzle(&puzzle).svg(),
        BoardImage::of_board(&puzzle, game.board(), Show { marks: true, colours: true }).svg(),
        BoardImage::of_position(&puzzle, &position, solution.steps.get(step)).titled("Step 6").svg(),
        BoardImage::of_puzzle(&Puzzle::empty(killer)).svg(),
        BoardImage::of_puzzle(&Puzzle::empty(x)).svg(),
    ]
    .concat()
}

#[test]
fn boards_without_variant_constraints_are_drawn_byte_for_byte_as_before() {
    let expected = include_str!("../../tests/data/render/classic_pictures.svg.txt");
    assert_eq!(classic_pictures(), expected);
}
