use super::*;
use crate::constraint::family;
use crate::digits::Digit;
use crate::geometry::{Geometry, Layout, Variant};
use crate::grid::Puzzle;
use crate::PuzzleError;
use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn layout4() -> Layout {
    Layout::new(Geometry::standard(2, 2)).expect("4x4")
}

fn c(row: usize, column: usize) -> Cell {
    Cell::new((row - 1) * 4 + column - 1)
}

/// A 4x4 filling from its rows, 0 for an empty cell.
fn fill(rows: [[u8; 4]; 4]) -> Vec<Option<Digit>> {
    rows.iter().flatten().map(|&d| Digit::new(d)).collect()
}

fn broken(constraint: Constraint, rows: [[u8; 4]; 4]) -> Vec<Cell> {
    let all = [constraint];
    broken_cells(&layout4(), &all, &fill(rows))
}

/// A solution of the 4x4 board used below.
const SOLUTION: [[u8; 4]; 4] = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]];

#[test]
fn lines_break_only_where_their_digits_do() {
    let thermo = Constraint::Thermometer(family::Thermometer { cells: vec![c(1, 1), c(1, 2), c(1, 3)] });
    assert!(broken(thermo.clone(), SOLUTION).is_empty(), "1 < 2 < 3");
    let mut rows = SOLUTION;
    rows[0][1] = 0;
    assert!(broken(thermo.clone(), rows).is_empty(), "an empty cell breaks nothing");
    let thermo_down = Constraint::Thermometer(family::Thermometer { cells: vec![c(2, 1), c(2, 2), c(2, 3)] });
    assert_eq!(broken(thermo_down, SOLUTION), vec![c(2, 2), c(2, 3)], "4 then 1");
    let slow = Constraint::SlowThermometer(family::SlowThermometer { cells: vec![c(1, 1), c(2, 2)] });
    assert!(broken(slow, SOLUTION).is_empty());
    let whispers = Constraint::Whispers(family::Whispers { cells: vec![c(1, 1), c(2, 2), c(1, 3)], gap: 2 });
    assert_eq!(broken(whispers, SOLUTION), vec![c(1, 3), c(2, 2)], "1 4 3: gaps 3 and 1");
    let whispers = Constraint::Whispers(family::Whispers { cells: vec![c(1, 1), c(2, 2)], gap: 3 });
    assert!(broken(whispers, SOLUTION).is_empty());
    let gap2 = Constraint::Whispers(family::Whispers { cells: vec![c(2, 2), c(1, 3)], gap: 2 });
    assert_eq!(broken(gap2, SOLUTION), vec![c(1, 3), c(2, 2)]);
    let renban = Constraint::Renban(family::Renban { cells: vec![c(1, 2), c(2, 1), c(3, 1)] });
    assert_eq!(broken(renban, SOLUTION), vec![c(1, 2), c(3, 1)], "2 3 2 repeats a digit");
    let renban = Constraint::Renban(family::Renban { cells: vec![c(1, 2), c(1, 3), c(2, 3)] });
    assert!(broken(renban, SOLUTION).is_empty(), "2 3 1");
    let renban = Constraint::Renban(family::Renban { cells: vec![c(1, 1), c(1, 2), c(2, 2)] });
    assert_eq!(broken(renban, SOLUTION).len(), 3, "1 2 4 are not consecutive");
    let palindrome = Constraint::Palindrome(family::Palindrome { cells: vec![c(1, 2), c(2, 1), c(3, 1)] });
    assert!(broken(palindrome, SOLUTION).is_empty(), "2 3 2");
    let palindrome = Constraint::Palindrome(family::Palindrome { cells: vec![c(1, 1), c(2, 1), c(3, 1)] });
    assert_eq!(broken(palindrome, SOLUTION), vec![c(1, 1), c(3, 1)], "1 3 2");
    let between = Constraint::Between(family::Between { cells: vec![c(1, 1), c(2, 1), c(3, 2), c(4, 2)] });
    assert_eq!(broken(between, SOLUTION).len(), 4, "1, then 3 and 1, then 3: a middle digit equals an end");
    let between = Constraint::Between(family::Between { cells: vec![c(1, 1), c(1, 2), c(2, 2)] });
    assert!(broken(between, SOLUTION).is_empty(), "2 between 1 and 4");
    let between = Constraint::Between(family::Between { cells: vec![c(1, 1), c(1, 2), c(1, 3)] });
    assert!(broken(between, SOLUTION).is_empty(), "2 between 1 and 3");
    let between = Constraint::Between(family::Between { cells: vec![c(1, 2), c(1, 1), c(2, 1)] });
    assert_eq!(broken(between, SOLUTION).len(), 3, "1 is not between 2 and 3");
    let region_sum = Constraint::RegionSum(family::RegionSum { cells: vec![c(1, 2), c(1, 3)] });
    assert_eq!(broken(region_sum, SOLUTION).len(), 2, "2 in box 1, 3 in box 2");
    let region_sum = Constraint::RegionSum(family::RegionSum { cells: vec![c(1, 1), c(2, 1), c(3, 1)] });
    assert!(broken(region_sum, SOLUTION).len() == 3, "1 + 3 against 2");
}

#[test]
fn dots_xv_and_negatives_check_pairs() {
    let white = Constraint::Difference(family::Difference { cells: [c(1, 1), c(1, 2)], value: 1 });
    assert!(broken(white, SOLUTION).is_empty());
    let black = Constraint::Ratio(family::Ratio { cells: [c(1, 1), c(1, 2)], value: 2 });
    assert!(broken(black.clone(), SOLUTION).is_empty());
    let black3 = Constraint::Ratio(family::Ratio { cells: [c(1, 1), c(2, 1)], value: 3 });
    assert!(broken(black3, SOLUTION).is_empty());
    let v = Constraint::Xv(family::Xv { cells: [c(1, 1), c(2, 1)], sum: 5 });
    assert_eq!(broken(v, SOLUTION), vec![c(1, 1), c(2, 1)], "1 + 3 is not 5");
    let all = [Constraint::Negative(family::Negative { mark: Negative::Ratio }), black];
    let found = broken_cells(&layout4(), &all, &fill(SOLUTION));
    // r1c1-r1c2 (1, 2) has its dot; r2c3-r2c4 (1, 2), r1c4-r2c4 (4, 2) and others do not.
    assert!(!found.contains(&c(1, 1)));
    assert!(found.contains(&c(2, 3)) && found.contains(&c(2, 4)) && found.contains(&c(1, 4)));
    let nonconsecutive = broken(Constraint::NonConsecutive(family::NonConsecutive), SOLUTION);
    assert!(nonconsecutive.contains(&c(1, 1)) && nonconsecutive.contains(&c(1, 2)));
    let king = broken(Constraint::AntiKing(family::AntiKing), SOLUTION);
    assert!(king.contains(&c(2, 2)) && king.contains(&c(3, 3)), "4 and 4 a king's move apart");
    assert!(!king.contains(&c(1, 1)));
    assert!(broken(Constraint::AntiKnight(family::AntiKnight), SOLUTION).contains(&c(1, 1)), "r1c1 and r3c2 hold 1");
}

#[test]
fn cell_rules_and_outside_clues() {
    assert!(broken(Constraint::Even(family::Even { cell: c(1, 2) }), SOLUTION).is_empty());
    assert_eq!(broken(Constraint::Odd(family::Odd { cell: c(1, 2) }), SOLUTION), vec![c(1, 2)]);
    assert!(broken(Constraint::Minimum(family::Minimum { cell: c(1, 1) }), SOLUTION).is_empty());
    assert!(broken(Constraint::Maximum(family::Maximum { cell: c(2, 2) }), SOLUTION).is_empty(), "4 beside 2, 3, 1, 1");
    let quad =
        Constraint::Quadruple(family::Quadruple { cells: [c(1, 1), c(1, 2), c(2, 1), c(2, 2)], digits: vec![1, 4] });
    assert!(broken(quad, SOLUTION).is_empty());
    let quad =
        Constraint::Quadruple(family::Quadruple { cells: [c(3, 3), c(3, 4), c(4, 3), c(4, 4)], digits: vec![2, 2] });
    assert_eq!(broken(quad, SOLUTION).len(), 4, "one 2 only");
    // Row 1 is 1 2 3 4: nothing between 1 and 4 but 2 + 3.
    let sandwich = |sum| Constraint::Sandwich(family::Sandwich { clue: Outside { row: 1, column: 0 }, sum });
    assert!(broken(sandwich(5), SOLUTION).is_empty());
    assert_eq!(broken(sandwich(4), SOLUTION).len(), 4);
    let xsum = |sum| Constraint::XSum(family::XSum { clue: Outside { row: 1, column: 5 }, sum });
    assert!(broken(xsum(10), SOLUTION).is_empty(), "from the right 4 3 2 1: the first 4 sum to 10");
    assert_eq!(broken(xsum(4), SOLUTION).len(), 4);
    let sky = |count| Constraint::Skyscraper(family::Skyscraper { clue: Outside { row: 0, column: 1 }, count });
    assert!(broken(sky(3), SOLUTION).is_empty(), "column 1 from the top: 1 3 2 4 shows 1, 3 and 4");
    assert_eq!(broken(sky(2), SOLUTION).len(), 4);
    let killer = Constraint::LittleKiller(family::LittleKiller {
        clue: Outside { row: 0, column: 0 },
        direction: Direction::DownRight,
        sum: 10,
    });
    assert!(broken(killer, SOLUTION).is_empty(), "1 + 4 + 4 + 1");
    let clone = Constraint::Clone(family::Clone { cells: vec![c(1, 1), c(1, 2)], copy: vec![c(4, 4), c(4, 3)] });
    assert!(broken(clone, SOLUTION).is_empty());
    let marks = Constraint::PencilMarks(family::PencilMarks { cell: c(1, 1), digits: vec![2, 3] });
    assert_eq!(broken(marks, SOLUTION), vec![c(1, 1)]);
    // Column indexer in column 1: r2c1 = 3 says column 3 of row 2 holds 1 (it does).
    assert!(broken(Constraint::Indexer(family::Indexer { cell: c(2, 1), index: Indexer::Column }), SOLUTION).is_empty());
    // Row indexer: r1c2 = 2 says row 2 of column 2 holds 1; it holds 4.
    assert!(!broken(Constraint::Indexer(family::Indexer { cell: c(1, 2), index: Indexer::Row }), SOLUTION).is_empty());
    // Box indexer: r1c1 = 3 says place 3 of box 1 (r2c1) holds 1.
    let boxed = Constraint::Indexer(family::Indexer { cell: c(1, 1), index: Indexer::Box });
    assert_eq!(broken(boxed.clone(), [[3, 0, 0, 0], [2, 0, 0, 0], [0; 4], [0; 4]]), vec![c(1, 1), c(2, 1)]);
    assert!(broken(boxed, [[3, 0, 0, 0], [1, 0, 0, 0], [0; 4], [0; 4]]).is_empty());
    let arrow =
        Constraint::Arrow(family::Arrow { bulb: vec![c(2, 2)], shafts: vec![vec![c(1, 1), c(2, 1)], vec![c(1, 4)]] });
    assert!(broken(arrow, SOLUTION).is_empty(), "4 = 1 + 3 = 4");
    let pill = Constraint::Arrow(family::Arrow { bulb: vec![c(1, 1), c(1, 2)], shafts: vec![vec![c(1, 3), c(2, 3)]] });
    assert_eq!(broken(pill, SOLUTION).len(), 4, "12 is not 3 + 1");
}

#[test]
fn malformed_constraints_name_themselves_and_their_cells() {
    let layout = layout4();
    let err =
        Constraint::Thermometer(family::Thermometer { cells: vec![c(1, 1), c(1, 3)] }).validate(&layout).unwrap_err();
    assert_eq!(err.to_string(), "thermometer at r1c1, r1c3: the line's cells do not follow each other");
    let err = Constraint::Difference(family::Difference { cells: [c(1, 1), c(2, 2)], value: 1 })
        .validate(&layout)
        .unwrap_err();
    assert_eq!(err.cells, ["r1c1", "r2c2"]);
    assert!(Constraint::Ratio(family::Ratio { cells: [c(1, 1), c(1, 2)], value: 5 }).validate(&layout).is_err());
    assert!(Constraint::Whispers(family::Whispers { cells: vec![c(1, 1), c(1, 2)], gap: 4 })
        .validate(&layout)
        .is_err());
    let off = Constraint::Even(family::Even { cell: Cell::new(16) }).validate(&layout).unwrap_err();
    assert_eq!(off.constraint, "even cell");
    let quad =
        Constraint::Quadruple(family::Quadruple { cells: [c(1, 1), c(1, 2), c(2, 2), c(2, 3)], digits: vec![1] });
    assert!(quad.validate(&layout).is_err());
    let corner = Constraint::Sandwich(family::Sandwich { clue: Outside { row: 0, column: 0 }, sum: 3 });
    assert_eq!(corner.validate(&layout).unwrap_err().cells, ["r0c0"]);
    let away = Constraint::LittleKiller(family::LittleKiller {
        clue: Outside { row: 0, column: 2 },
        direction: Direction::UpLeft,
        sum: 3,
    });
    assert!(away.validate(&layout).is_err());
    assert!(Constraint::Entropic(family::Entropic { cells: vec![c(1, 1), c(1, 2), c(1, 3)] })
        .validate(&layout)
        .is_err());
    let clone = Constraint::Clone(family::Clone { cells: vec![c(1, 1)], copy: vec![c(2, 2), c(3, 3)] });
    assert!(clone.validate(&layout).is_err());
}

#[test]
fn puzzles_carry_their_constraints_through_serde_and_old_saves_still_load() {
    let layout = layout4();
    let mut givens = vec![None; 16];
    givens[0] = Digit::new(1);
    let thermo = Constraint::Thermometer(family::Thermometer { cells: vec![c(1, 1), c(1, 2)] });
    let white = Constraint::Difference(family::Difference { cells: [c(2, 2), c(2, 1)], value: 1 });
    let puzzle = Puzzle::new(layout.clone(), givens.clone())
        .unwrap()
        .with_constraints(vec![white.clone(), thermo.clone(), thermo.clone()])
        .unwrap();
    assert_eq!(puzzle.constraints().len(), 2, "kept once, in one order");
    let other = Puzzle::new(layout.clone(), givens.clone()).unwrap().with_constraints(vec![thermo, white]).unwrap();
    assert_eq!(puzzle, other);
    let json = serde_json::to_string(&puzzle).unwrap();
    assert_eq!(serde_json::from_str::<Puzzle>(&json).unwrap(), puzzle);
    let plain = Puzzle::new(layout.clone(), givens.clone()).unwrap();
    let old = serde_json::to_string(&plain).unwrap();
    assert!(!old.contains("constraints"), "a puzzle without constraints writes as before");
    assert_eq!(serde_json::from_str::<Puzzle>(&old).unwrap(), plain);
    let breaking = json.replace("{\"kind\":\"thermometer\",\"cells\":[0,1]}", "{\"kind\":\"even\",\"cell\":0}");
    assert_ne!(breaking, json);
    assert!(serde_json::from_str::<Puzzle>(&breaking).is_err(), "a given 1 in an even cell is checked again");
    let err = plain.with_constraints(vec![Constraint::Even(family::Even { cell: c(1, 1) })]).unwrap_err();
    assert!(
        matches!(err, PuzzleError::Constraint(ConstraintError { ref constraint, .. }) if constraint == "even cell")
    );
    let x = Layout::new(Geometry::new(2, 2, Variant::default())).unwrap();
    assert_eq!(x.cells().count(), 16);
}

#[test]
fn pencil_marks_of_one_cell_merge_into_the_digits_all_allow() {
    let marks = |digits: &[u8]| Constraint::PencilMarks(family::PencilMarks { cell: c(2, 2), digits: digits.to_vec() });
    let puzzle = Puzzle::empty(layout4()).with_constraints(vec![marks(&[3, 1, 2]), marks(&[4, 2, 3])]).unwrap();
    assert_eq!(puzzle.constraints(), &[marks(&[2, 3])]);
    let err = Puzzle::empty(layout4()).with_constraints(vec![marks(&[1]), marks(&[2])]).unwrap_err();
    assert_eq!(err.to_string(), "pencil marks at r2c2: its sets of pencil marks share no digit");
    assert!(
        Constraint::Xv(family::Xv { cells: [c(1, 1), c(1, 2)], sum: 7 }).validate(&layout4()).is_err(),
        "X is 10, V is 5"
    );
}

#[test]
fn a_players_entries_that_break_a_constraint_are_conflicts() {
    use crate::game::{conflicts, Board};
    let thermo = Constraint::Thermometer(family::Thermometer { cells: vec![c(1, 1), c(1, 2)] });
    let puzzle = Puzzle::empty(layout4()).with_constraints(vec![thermo]).unwrap();
    let mut board = Board::new(&puzzle);
    board.values[0] = Digit::new(3);
    board.values[1] = Digit::new(4);
    assert!(conflicts(&puzzle, &board).is_empty());
    board.values[1] = Digit::new(2);
    assert_eq!(conflicts(&puzzle, &board), vec![c(1, 1), c(1, 2)]);
}

#[test]
fn a_rule_that_is_all_pairs_never_breaks_beyond_them() {
    let layout = Layout::new(Geometry::standard(3, 3)).expect("9x9");
    let mut rng = ChaCha8Rng::seed_from_u64(0x2545_f491_4f6c_dd1d);
    let boards: Vec<Vec<u8>> = (0..200).map(|_| (0..81).map(|_| (rng.next_u64() % 10) as u8).collect()).collect();
    for constraint in Constraint::examples(&layout).iter().filter(|c| c.rule().is_all_pairs()) {
        for board in &boards {
            assert!(!constraint.rule().breaks(&layout, board), "{constraint:?}");
            assert!(!constraint.rule().dead_end(&layout, board), "{constraint:?}");
        }
    }
}
