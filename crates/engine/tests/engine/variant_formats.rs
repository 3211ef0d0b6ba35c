//! Variant constraints through f-puzzles documents: every family read (keys in any case,
//! the extension script's keys, outside clues, defaults, negatives, pencil marks, the
//! title and rules), written back and read again unchanged; unknown constraints refused
//! by name.

#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use rand_core::Rng;
use sudoku_engine::constraint::family;
use sudoku_engine::constraint::{Constraint, Direction, Indexer, Negative, Outside};
use sudoku_engine::format::{
    parse_fpuzzles, parse_fpuzzles_document, to_fpuzzles_compressed, to_fpuzzles_document_json, to_fpuzzles_json,
    FpuzzlesError, Meta,
};
use sudoku_engine::geometry::{Geometry, Layout, Variant};
use sudoku_engine::solve::solve_randomly;
use sudoku_engine::{Cell, Digit, Puzzle, PuzzleError};

use crate::support::TestRng;
use crate::variant_support::random_constraints;

/// A puzzle on boxes `w` x `h` with random constraints a random solution keeps, and a
/// few of its digits given.
pub fn constrained(w: usize, h: usize, colour: bool, seed: u64, count: usize) -> (Puzzle, Vec<Digit>) {
    let mut rng = TestRng(seed);
    let layout = Layout::new(Geometry::new(w, h, Variant { colour, ..Variant::default() })).unwrap();
    let solution = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 1_000_000).unwrap();
    let constraints = random_constraints(&layout, &solution, &mut rng, count);
    let givens: Vec<Option<Digit>> = solution.iter().map(|&d| (rng.next_u32() % 5 == 0).then_some(d)).collect();
    let puzzle = Puzzle::new(layout, givens).unwrap().with_constraints(constraints).unwrap();
    (puzzle, solution)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn constrained_puzzles_round_trip_through_fpuzzles(
        boxes in prop::sample::select(vec![(2, 2), (3, 2), (3, 3)]),
        colour in any::<bool>(),
        seed in any::<u64>(),
        count in 1usize..12,
    ) {
        let (puzzle, _) = constrained(boxes.0, boxes.1, colour, seed, count);
        let json = to_fpuzzles_json(&puzzle).unwrap();
        let read = parse_fpuzzles(&json).unwrap();
        prop_assert_eq!(read.constraints(), puzzle.constraints(), "{}", json);
        prop_assert_eq!(read, puzzle.clone());
        let compressed = to_fpuzzles_compressed(&puzzle).unwrap();
        prop_assert_eq!(parse_fpuzzles(&format!("https://sudokupad.app/fpuzzles{compressed}")), Ok(puzzle));
    }
}

fn c(row: usize, column: usize) -> Cell {
    Cell::new((row - 1) * 9 + column - 1)
}

fn document(extra: &str) -> String {
    let row = format!("[{}]", ["{}"; 9].join(","));
    let grid = vec![row; 9].join(",");
    format!(r#"{{"size":9,"grid":[{grid}]{extra}}}"#)
}

#[test]
fn every_family_reads_with_its_defaults_in_any_case() {
    let extra = r#","Thermometer":[{"lines":[["R1C1","R1C2","R1C3"],["R1C1","R2C1"]]}],
        "slowthermometer":[{"lines":[["R9C9","R9C8"]]}],
        "arrow":[{"cells":["R3C3","R3C4"],"lines":[["R3C4","R4C5","R5C5"]]}],
        "difference":[{"cells":["R2C2","R2C3"]},{"cells":["R4C4","R5C4"],"value":"3"}],
        "ratio":[{"cells":["R6C6","R6C7"]}],
        "xv":[{"cells":["R7C7","R7C8"],"value":"X"},{"cells":["R8C1","R8C2"],"value":"v"}],
        "negative":["ratio","xv"],
        "whispers":[{"lines":[["R5C1","R6C1"]]},{"lines":[["R5C2","R6C2"]],"value":4}],
        "renban":[{"lines":[["R1C9","R2C9","R3C9"]]}],
        "palindrome":[{"lines":[["R4C7","R4C8","R4C9"]]}],
        "betweenline":[{"lines":[["R8C4","R8C5","R8C6"]]}],
        "regionsumline":[{"lines":[["R3C6","R3C7"]]}],
        "entropicline":[{"lines":[["R9C1","R9C2","R9C3"]]}],
        "modularline":[{"lines":[["R9C4","R9C5","R9C6"]]}],
        "extraregion":[{"cells":["R5C7","R5C8"]}],
        "Diagonal+":true,"antiKnight":true,"antiking":false,"nonconsecutive":true,
        "quadruple":[{"cells":["R6C2","R6C3","R7C2","R7C3"],"values":[1,2]}],
        "even":[{"cell":"R2C5"}],"odd":[{"cell":"R2C6"}],"minimum":[{"cell":"R2C7"}],"maximum":[{"cell":"R7C5"}],
        "sandwichsum":[{"cell":"R0C3","value":"10"},{"cell":"R2C0","value":0}],
        "littlekillersum":[{"cell":"R0C1","direction":"DR","value":"45","cells":[]}],
        "xsum":[{"cell":"R10C2","value":"12"}],"skyscraper":[{"cell":"R4C10","value":"3"}],
        "rowindexer":[{"cells":["R1C5"]}],"columnindexer":[{"cells":["R1C6","R1C7"]}],"boxindexer":[{"cells":["R4C2"]}],
        "clone":[{"cells":["R7C9"],"cloneCells":["R8C9"]}],
        "title":"Every rule","author":"A setter","ruleset":"Normal sudoku rules apply.","solution":[]"#;
    let read = parse_fpuzzles_document(&document(extra)).unwrap();
    let has = |constraint: Constraint| {
        assert!(read.puzzle.constraints().contains(&constraint), "{constraint:?} in {:?}", read.puzzle.constraints())
    };
    has(Constraint::Thermometer(family::Thermometer { cells: vec![c(1, 1), c(1, 2), c(1, 3)] }));
    has(Constraint::Thermometer(family::Thermometer { cells: vec![c(1, 1), c(2, 1)] }));
    has(Constraint::SlowThermometer(family::SlowThermometer { cells: vec![c(9, 9), c(9, 8)] }));
    has(Constraint::Arrow(family::Arrow { bulb: vec![c(3, 3), c(3, 4)], shafts: vec![vec![c(4, 5), c(5, 5)]] }));
    has(Constraint::Difference(family::Difference { cells: [c(2, 2), c(2, 3)], value: 1 }));
    has(Constraint::Difference(family::Difference { cells: [c(4, 4), c(5, 4)], value: 3 }));
    has(Constraint::Ratio(family::Ratio { cells: [c(6, 6), c(6, 7)], value: 2 }));
    has(Constraint::Xv(family::Xv { cells: [c(7, 7), c(7, 8)], sum: 10 }));
    has(Constraint::Xv(family::Xv { cells: [c(8, 1), c(8, 2)], sum: 5 }));
    has(Constraint::Negative(family::Negative { mark: Negative::Ratio }));
    has(Constraint::Negative(family::Negative { mark: Negative::Xv }));
    has(Constraint::Whispers(family::Whispers { cells: vec![c(5, 1), c(6, 1)], gap: 5 }));
    has(Constraint::Whispers(family::Whispers { cells: vec![c(5, 2), c(6, 2)], gap: 4 }));
    has(Constraint::Renban(family::Renban { cells: vec![c(1, 9), c(2, 9), c(3, 9)] }));
    has(Constraint::Palindrome(family::Palindrome { cells: vec![c(4, 7), c(4, 8), c(4, 9)] }));
    has(Constraint::Between(family::Between { cells: vec![c(8, 4), c(8, 5), c(8, 6)] }));
    has(Constraint::RegionSum(family::RegionSum { cells: vec![c(3, 6), c(3, 7)] }));
    has(Constraint::Entropic(family::Entropic { cells: vec![c(9, 1), c(9, 2), c(9, 3)] }));
    has(Constraint::Modular(family::Modular { cells: vec![c(9, 4), c(9, 5), c(9, 6)] }));
    has(Constraint::ExtraRegion(family::ExtraRegion { cells: vec![c(5, 7), c(5, 8)] }));
    has(Constraint::Diagonal(family::Diagonal { rising: true }));
    has(Constraint::AntiKnight(family::AntiKnight));
    assert!(!read.puzzle.constraints().contains(&Constraint::AntiKing(family::AntiKing)), "false is off");
    has(Constraint::NonConsecutive(family::NonConsecutive));
    has(Constraint::Quadruple(family::Quadruple { cells: [c(6, 2), c(6, 3), c(7, 2), c(7, 3)], digits: vec![1, 2] }));
    has(Constraint::Even(family::Even { cell: c(2, 5) }));
    has(Constraint::Odd(family::Odd { cell: c(2, 6) }));
    has(Constraint::Minimum(family::Minimum { cell: c(2, 7) }));
    has(Constraint::Maximum(family::Maximum { cell: c(7, 5) }));
    has(Constraint::Sandwich(family::Sandwich { clue: Outside { row: 0, column: 3 }, sum: 10 }));
    has(Constraint::Sandwich(family::Sandwich { clue: Outside { row: 2, column: 0 }, sum: 0 }));
    has(Constraint::LittleKiller(family::LittleKiller {
        clue: Outside { row: 0, column: 1 },
        direction: Direction::DownRight,
        sum: 45,
    }));
    has(Constraint::XSum(family::XSum { clue: Outside { row: 10, column: 2 }, sum: 12 }));
    has(Constraint::Skyscraper(family::Skyscraper { clue: Outside { row: 4, column: 10 }, count: 3 }));
    has(Constraint::Indexer(family::Indexer { cell: c(1, 5), index: Indexer::Row }));
    has(Constraint::Indexer(family::Indexer { cell: c(1, 7), index: Indexer::Column }));
    has(Constraint::Indexer(family::Indexer { cell: c(4, 2), index: Indexer::Box }));
    has(Constraint::Clone(family::Clone { cells: vec![c(7, 9)], copy: vec![c(8, 9)] }));
    assert_eq!(read.meta.title.as_deref(), Some("Every rule"));
    assert_eq!(read.meta.author.as_deref(), Some("A setter"));
    assert_eq!(read.meta.rules.as_deref(), Some("Normal sudoku rules apply."));
    // Written back with its words, it reads the same.
    let json = to_fpuzzles_document_json(&read.puzzle, &read.meta).unwrap();
    assert_eq!(parse_fpuzzles_document(&json).unwrap(), read);
}

#[test]
fn pencil_marks_both_diagonals_and_disjoint_groups() {
    let mut rows: Vec<String> = vec![format!("[{}]", ["{}"; 9].join(",")); 9];
    rows[0] = format!("[{{\"givenPencilMarks\":[3,1]}},{}]", ["{}"; 8].join(","));
    let json = format!(
        r#"{{"size":9,"grid":[{}],"diagonal+":true,"DIAGONAL-":true,"disjointgroups":true,"solution":[{}]}}"#,
        rows.join(","),
        ["5"; 81].join(",")
    );
    let read = parse_fpuzzles_document(&json).unwrap();
    assert!(read.puzzle.layout().variant().diagonals);
    assert!(read.puzzle.layout().variant().colour);
    assert_eq!(
        read.puzzle.constraints(),
        &[Constraint::PencilMarks(family::PencilMarks { cell: c(1, 1), digits: vec![1, 3] })]
    );
    assert_eq!(read.meta.solution, Some(vec![Some(5); 81]));
    let written = to_fpuzzles_json(&read.puzzle).unwrap();
    assert!(written.contains("\"givenPencilMarks\":[1,3]") && written.contains("\"disjointgroups\":true"));
    assert_eq!(parse_fpuzzles(&written), Ok(read.puzzle));
}

#[test]
fn unknown_and_malformed_constraints_are_refused_by_name() {
    assert_eq!(
        parse_fpuzzles(&document(r#","Clock":[{"lines":[["R1C1","R1C2"]]}]"#)),
        Err(FpuzzlesError::Unsupported("clock".into()))
    );
    let err = parse_fpuzzles(&document(r#","xv":[{"cells":["R1C1","R1C2"],"value":"Y"}]"#)).unwrap_err();
    assert_eq!(err, FpuzzlesError::BadConstraint { key: "xv".into(), entry: 1, reason: "an XV mark is X or V".into() });
    let err = parse_fpuzzles(&document(r#","littlekillersum":[{"cell":"R0C1","direction":"XX","value":"5"}]"#));
    assert!(matches!(err, Err(FpuzzlesError::BadConstraint { ref key, .. }) if key == "littlekillersum"));
    let err = parse_fpuzzles(&document(r#","sandwichsum":[{"cell":"R3C3","value":"5"}]"#)).unwrap_err();
    assert!(err.to_string().contains("not a place on the frame"), "{err}");
    let err = parse_fpuzzles(&document(r#","thermometer":[{"lines":[["R1C1","R3C3"]]}]"#)).unwrap_err();
    assert_eq!(err.to_string(), "thermometer at r1c1, r3c3: the line's cells do not follow each other");
    assert!(matches!(err, FpuzzlesError::Puzzle(PuzzleError::Constraint(_))));
    let err = parse_fpuzzles(&document(r#","negative":["kropki"]"#)).unwrap_err();
    assert!(matches!(err, FpuzzlesError::BadConstraint { ref key, .. } if key == "negative"));
    assert_eq!(Meta::default(), parse_fpuzzles_document(&document("")).unwrap().meta);
}

#[test]
fn the_random_puzzles_cover_every_family() {
    let mut names = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let (puzzle, _) = constrained(3, 3, false, seed, 12);
        names.extend(puzzle.constraints().iter().map(Constraint::name));
    }
    // Rules of the whole board (anti-knight, negatives...) seldom hold on a random solution.
    assert!(names.len() >= 28, "{} families: {names:?}", names.len());
}

/// The f-puzzles fuzz target starts from documents that hold every family the setter draws
/// (`fuzz/seeds/fpuzzles`), so that the fuzzer mutates each one's entries.
#[test]
fn the_fpuzzles_fuzz_seeds_hold_every_family() {
    use sudoku_engine::game::Tool;
    let folder = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/seeds/fpuzzles");
    let mut drawn: Vec<Tool> = Vec::new();
    let mut cages = 0;
    for file in std::fs::read_dir(&folder).unwrap() {
        let path = file.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let puzzle = parse_fpuzzles(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        drawn.extend(puzzle.constraints().iter().map(Tool::of));
        cages += puzzle.layout().cages().len();
    }
    assert!(cages > 0, "a killer cage");
    // Tool::Cage: the board's cages above, and cages that overlap another (rules of their own).
    let missing: Vec<Tool> = Tool::ALL.into_iter().filter(|t| !drawn.contains(t)).collect();
    assert!(missing.is_empty(), "no seed holds {missing:?}");
}
