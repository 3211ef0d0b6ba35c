//! Killer puzzles through every format: the .sudoku text format, f-puzzles JSON (plain
//! and compressed, alone or in a link) and share links round-trip; any text is answered
//! with a typed error, never a panic.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] fns

use proptest::prelude::*;
use rand_core::Rng;
use sudoku_engine::format::Meta;
use sudoku_engine::format::{
    parse_file_format, parse_fpuzzles, to_file_text, to_fpuzzles_compressed, to_fpuzzles_json, FpuzzlesError,
};
use sudoku_engine::generate::killer::draw_cages;
use sudoku_engine::geometry::{Geometry, Layout, Variant};
use sudoku_engine::share::{parse_link, puzzle_link, SharedLink};
use sudoku_engine::solve::solve_randomly;
use sudoku_engine::{Digit, GeometryError, Puzzle};

use crate::support::{jigsaw_regions, TestRng};

/// A killer puzzle on boxes `w` x `h` (with diagonals, jigsaw regions as asked): cages
/// drawn around a random solution, some without sums, and some givens.
fn killer(w: usize, h: usize, x: bool, jigsaw: bool, seed: u64) -> Puzzle {
    let mut rng = TestRng(seed);
    let regions = jigsaw.then(|| jigsaw_regions(w, h));
    let base = Layout::new(Geometry::new(w, h, Variant { diagonals: x, regions, ..Variant::default() })).unwrap();
    let solution = solve_randomly(&Puzzle::empty(base.clone()), &mut rng, 1_000_000).unwrap();
    let mut cages = draw_cages(&base, &solution, &mut rng);
    for cage in &mut cages {
        let sum: u32 = cage.cells.iter().map(|c| u32::from(solution[c.index()].get())).sum();
        cage.sum = (rng.next_u32() % 8 != 0).then_some(sum as u16);
    }
    let mut geometry = base.geometry().clone();
    geometry.variant.cages = Some(cages);
    let givens: Vec<Option<Digit>> = solution.iter().map(|&d| (rng.next_u32() % 6 == 0).then_some(d)).collect();
    Puzzle::new(Layout::new(geometry).unwrap(), givens).unwrap()
}

fn arbitrary_killer() -> impl Strategy<Value = Puzzle> {
    let boxes = prop::sample::select(vec![(2, 2), (3, 2), (3, 3), (4, 3), (4, 4)]);
    (boxes, any::<bool>(), any::<bool>(), any::<u64>())
        .prop_map(|((w, h), x, jigsaw, seed)| killer(w, h, x, jigsaw, seed))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn killers_round_trip_through_the_text_format(puzzle in arbitrary_killer()) {
        let text = to_file_text(&puzzle);
        prop_assert_eq!(parse_file_format(&text), Ok(puzzle));
    }

    #[test]
    fn killers_round_trip_through_fpuzzles_json_plain_and_compressed(puzzle in arbitrary_killer()) {
        let json = to_fpuzzles_json(&puzzle).unwrap();
        prop_assert_eq!(parse_fpuzzles(&json), Ok(puzzle.clone()));
        let compressed = to_fpuzzles_compressed(&puzzle).unwrap();
        prop_assert_eq!(parse_fpuzzles(&compressed), Ok(puzzle.clone()));
        let link = format!("https://www.f-puzzles.com/?load={compressed}");
        prop_assert_eq!(parse_fpuzzles(&link), Ok(puzzle));
    }

    #[test]
    fn killers_round_trip_through_share_links(puzzle in arbitrary_killer()) {
        let link = puzzle_link(&puzzle);
        prop_assert!(link.contains("~cages="));
        prop_assert_eq!(parse_link(&link), Ok(SharedLink::Puzzle(puzzle, Meta::default())));
    }

    #[test]
    fn any_text_is_answered_without_panic(text in "\\PC{0,300}", prefix in prop::sample::select(vec![
        "", "type: killer\n", "{\"size\":4,\"grid\":", "p=v1~box=2x2~variant=killer~", "fpuzzles",
    ])) {
        let text = format!("{prefix}{text}");
        let _ = parse_file_format(&text);
        let _ = parse_link(&text);
        if let Err(error) = parse_fpuzzles(&text) {
            prop_assert!(!error.to_string().is_empty());
        }
    }
}

#[test]
fn an_fpuzzles_document_reads_with_its_cages_diagonals_and_givens() {
    let empty_row = format!("[{}]", ["{}"; 4].join(","));
    let json = format!(
        r#"{{"size":4,"title":"Tiny","author":"someone","grid":[[{{"value":1,"given":true}},{{"value":2}},{{}},{{}}],{empty_row},{empty_row},{empty_row}],
            "killercage":[{{"cells":["R1C1","R2C1"],"value":"4"}},{{"cells":["r4c4"],"value":3}},{{"cells":["R3C3","R3C4"]}}],
            "diagonal+":true,"diagonal-":true}}"#
    );
    let puzzle = parse_fpuzzles(&json).unwrap();
    let layout = puzzle.layout();
    assert_eq!(layout.variant().name(), "killer+x");
    assert_eq!(puzzle.given_count(), 1, "a value without given is a solver's entry");
    assert_eq!(layout.cages().len(), 3);
    assert_eq!(layout.cages()[0].sum, Some(4));
    assert_eq!(layout.cages()[1].sum, None, "r3c3 comes before r4c4 in reading order");
    assert_eq!(layout.cages()[2].sum, Some(3));
}

#[test]
fn bad_fpuzzles_documents_say_what_and_where() {
    let row = |cells: &str| format!("[{cells}]");
    let empty = row(&["{}"; 4].join(","));
    let doc = |grid: &str, extra: &str| format!(r#"{{"size":4,"grid":[{grid}]{extra}}}"#);
    let grid = [empty.clone(), empty.clone(), empty.clone(), empty.clone()].join(",");
    assert!(matches!(parse_fpuzzles("{\"size\":4,"), Err(FpuzzlesError::Json { line: 1, .. })));
    assert_eq!(parse_fpuzzles(r#"{"size":7,"grid":[]}"#), Err(FpuzzlesError::BadSize(7)));
    assert_eq!(
        parse_fpuzzles(&doc(&[empty.clone(), empty.clone(), empty.clone()].join(","), "")),
        Err(FpuzzlesError::RowCount { expected: 4, found: 3 })
    );
    let bad_given = row(r#"{"value":9,"given":true},{},{},{}"#);
    let err = parse_fpuzzles(&doc(&[bad_given, empty.clone(), empty.clone(), empty].join(","), "")).unwrap_err();
    assert_eq!(err.to_string(), "row 1, column 1: 9 is not a digit of this board");
    let err = parse_fpuzzles(&doc(&grid, r#","killercage":[{"cells":["R1C1","R5C1"],"value":"3"}]"#)).unwrap_err();
    assert!(matches!(err, FpuzzlesError::BadCage { cage: 1, .. }), "{err}");
    // A cage joined at a corner reads: shared puzzles draw them.
    let diagonal = parse_fpuzzles(&doc(&grid, r#","killercage":[{"cells":["R1C1","R2C2"],"value":"3"}]"#)).unwrap();
    assert_eq!(diagonal.layout().cages().len(), 1);
    assert_eq!(
        parse_fpuzzles(&doc(&grid, r#","clock":[{"lines":[["R1C1","R1C2"]]}]"#)),
        Err(FpuzzlesError::Unsupported("clock".into()))
    );
    assert_eq!(parse_fpuzzles("N4Ig!!not base64"), Err(FpuzzlesError::Decompress));
}

#[test]
fn killer_text_errors_say_where() {
    use sudoku_engine::ParseError;
    let rows = ".........\n".repeat(9);
    let map = "ABBBCDDEE\n".repeat(9);
    assert_eq!(parse_file_format(&format!("type: killer\n{rows}")), Err(ParseError::MissingCages));
    let text = format!("type: killer\n{rows}cages:\n{map}sums: A=11 B=x\n");
    assert_eq!(parse_file_format(&text), Err(ParseError::BadSum { line: 21, entry: "B=x".into() }));
    let text = format!("type: killer\n{rows}cages:\n{map}sums: Z=11\n");
    assert_eq!(parse_file_format(&text), Err(ParseError::SumOfUnknownCage { line: 21, id: "Z".into() }));
    let text = format!("type: killer\n{rows}cages:\n{map}sums: A=11 A=12\n");
    assert_eq!(parse_file_format(&text), Err(ParseError::DuplicateSum { line: 21, id: "A".into() }));
    let short = "ABBBCDDEE\n".repeat(8) + "ABBBCDDE\n";
    let text = format!("type: killer\n{rows}cages:\n{short}");
    assert_eq!(parse_file_format(&text), Err(ParseError::RowLength { line: 20, expected: 9, found: 8 }));
    // A cage per row: nine cells sum to 45 only.
    let rows_map: String = "ABCDEFGHI".chars().map(|id| format!("{}\n", id.to_string().repeat(9))).collect();
    let text = format!("type: killer\n{rows}cages:\n{rows_map}sums: A=40\n");
    assert!(matches!(parse_file_format(&text), Err(ParseError::Geometry(GeometryError::CageSumImpossible { .. }))));
    // Space-separated ids read the same as single characters.
    let spaced: String = rows_map
        .lines()
        .map(|line| format!("{}\n", line.chars().map(String::from).collect::<Vec<_>>().join(" ")))
        .collect();
    let one = parse_file_format(&format!("type: killer\n{rows}cages:\n{rows_map}sums: A=45\n")).unwrap();
    let other = parse_file_format(&format!("type: killer\n{rows}cages:\n{spaced}sums: A=45\n")).unwrap();
    assert_eq!(one.layout().cages().len(), 9);
    assert_eq!(one, other);
}
