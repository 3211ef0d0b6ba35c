//! Killer logic: a known position for each killer strategy (built on an empty 9x9 killer
//! board, with the cages and candidates each needs), and whole killer puzzles solved,
//! explained and rated step by step, every step checked against the solution.

use crate::support::{cell_at, d, set_cands};
use sudoku_engine::logic::{find_strategy, solve_logically, Deduction, Strategy};
use sudoku_engine::rate::{rate, Level};
use sudoku_engine::{Cage, Cell, Digit, Geometry, Grid, Layout, Puzzle, Variant};

/// A 9x9 killer layout with the cages given as (cells, sum).
fn killer(cages: &[(&[&str], u16)]) -> Layout {
    let classic = Layout::classic();
    let cages = cages
        .iter()
        .map(|(cells, sum)| Cage::new(cells.iter().map(|c| cell_at(&classic, c)).collect(), Some(*sum)))
        .collect();
    Layout::new(Geometry::new(3, 3, Variant { cages: Some(cages), ..Variant::default() })).expect("valid cages")
}

/// A 9x9 killer layout from a map of cage ids (one character per cell, '.' for none),
/// each cage summing to its cells in `solution`.
fn killer_from_map(map: &[&str; 9], solution: &str) -> Layout {
    let ids: Vec<char> = map.concat().chars().collect();
    let values: Vec<u16> = solution.chars().filter_map(|c| c.to_digit(10)).map(|v| v as u16).collect();
    let mut seen: Vec<char> = ids.iter().copied().filter(|&c| c != '.').collect();
    seen.sort_unstable();
    seen.dedup();
    let cages = seen
        .iter()
        .map(|&id| {
            let cells: Vec<Cell> = (0..81).filter(|&i| ids[i] == id).map(Cell::new).collect();
            let sum = cells.iter().map(|c| values[c.index()]).sum();
            Cage::new(cells, Some(sum))
        })
        .collect();
    Layout::new(Geometry::new(3, 3, Variant { cages: Some(cages), ..Variant::default() })).expect("valid cage map")
}

fn empty(layout: &Layout) -> Grid {
    Grid::from_values(layout, &[None; 81])
}

fn names(layout: &Layout, list: &[(Cell, Digit)]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|&(c, x)| format!("{}#{x}", layout.cell_name(c))).collect();
    v.sort();
    v
}

/// Finds `strategy` on a position and checks exactly what it finds.
fn expect(layout: &Layout, grid: &Grid, strategy: Strategy, elims: &[&str], places: &[&str]) -> Deduction {
    let found = find_strategy(layout, grid, strategy, false).unwrap_or_else(|| panic!("no {strategy} found"));
    assert_eq!(found.strategy, strategy);
    let sorted = |list: &[&str]| {
        let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
        v.sort();
        v
    };
    assert_eq!(names(layout, &found.eliminations), sorted(elims), "{found}");
    assert_eq!(names(layout, &found.placements), sorted(places), "{found}");
    assert!(found.explanation.starts_with(strategy.name()), "{found}");
    found
}

/// "r1c5#3" for each cell and digit.
fn each(cells: &[&str], digits: &[u8]) -> Vec<String> {
    cells.iter().flat_map(|c| digits.iter().map(move |x| format!("{c}#{x}"))).collect()
}

fn strs(list: &[String]) -> Vec<&str> {
    list.iter().map(String::as_str).collect()
}

const ROW1_REST: [&str; 7] = ["r1c1", "r1c2", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"];

#[test]
fn cage_combinations_keep_the_digits_of_the_sets_that_fit() {
    let layout = killer(&[(&["r1c1", "r1c2", "r2c1"], 7)]);
    let mut grid = empty(&layout);
    // 7 in three cells: only {1,2,4}; with r1c1 unable to hold 4, r1c1 still takes 1 or 2.
    let all = expect(
        &layout,
        &grid,
        Strategy::CageCombination,
        &strs(&each(&["r1c1", "r1c2", "r2c1"], &[3, 5, 6, 7, 8, 9])),
        &[],
    );
    assert!(all.explanation.contains("cage 7 at r1c1 (3 cells) can only hold {1,2,4}"), "{all}");
    set_cands(&layout, &mut grid, "r1c1", "124");
    set_cands(&layout, &mut grid, "r1c2", "124");
    set_cands(&layout, &mut grid, "r2c1", "14");
    // A sum of 7 with r2c1 = 1 or 4: r1c1, r1c2 take {2,4} or {1,2}: both need 2 unless r2c1 = 4.
    grid.eliminate(cell_at(&layout, "r1c1"), d(4));
    grid.eliminate(cell_at(&layout, "r1c2"), d(4));
    expect(&layout, &grid, Strategy::CageCombination, &["r2c1#1"], &[]);
    assert!(find_strategy(&Layout::classic(), &empty(&Layout::classic()), Strategy::CageCombination, false).is_none());
}

#[test]
fn a_digit_the_cage_must_hold_leaves_the_house_it_is_confined_to() {
    // 17 in two cells: {8,9}, across boxes 1 and 2 in row 1.
    let layout = killer(&[(&["r1c3", "r1c4"], 17)]);
    let found = expect(&layout, &empty(&layout), Strategy::CageHouseInteraction, &strs(&each(&ROW1_REST, &[8])), &[]);
    assert!(found.explanation.contains("which all lie in row 1"), "{found}");
}

#[test]
fn a_digit_of_a_house_confined_to_a_cage_belongs_to_it() {
    // In row 5, 7 can only go in r5c1 or r5c2, both in the cage of 20 with r6c1.
    let layout = killer(&[(&["r5c1", "r5c2", "r6c1"], 20)]);
    let mut grid = empty(&layout);
    for column in 3..=9 {
        grid.eliminate(cell_at(&layout, &format!("r5c{column}")), d(7));
    }
    let mut want = each(&["r5c1", "r5c2", "r6c1"], &[1, 2, 3, 6]);
    want.push("r6c1#7".into());
    let found = expect(&layout, &grid, Strategy::CageHouseInteraction, &strs(&want), &[]);
    assert!(found.explanation.contains("only its combinations with 7 remain: {4,7,9} or {5,7,8}"), "{found}");
}

#[test]
fn the_innie_of_a_row_is_placed() {
    // Row 1: 3 + 24 + 15 = 42 in cages, so r1c9 holds 3.
    let layout = killer(&[(&["r1c1", "r1c2"], 3), (&["r1c3", "r1c4", "r1c5"], 24), (&["r1c6", "r1c7", "r1c8"], 15)]);
    let found = expect(&layout, &empty(&layout), Strategy::InniesOuties, &[], &["r1c9#3"]);
    assert!(found.explanation.contains("row 1 sums to 45"), "{found}");
}

#[test]
fn the_two_outies_of_a_row_make_their_sum() {
    // Row 1 covered by cages of 10 + 24 + 9 + 10 = 53, so r2c8 + r2c9 = 8 (no 4, 8 or 9).
    let layout = killer(&[
        (&["r1c1", "r1c2", "r1c3", "r1c4"], 10),
        (&["r1c5", "r1c6", "r1c7"], 24),
        (&["r1c8", "r2c8"], 9),
        (&["r1c9", "r2c9"], 10),
    ]);
    let mut grid = empty(&layout);
    // The innies r1c8 + r1c9 = 11 already fit their candidates.
    set_cands(&layout, &mut grid, "r1c8", "56");
    set_cands(&layout, &mut grid, "r1c9", "56");
    let found = expect(&layout, &grid, Strategy::InniesOuties, &strs(&each(&["r2c8", "r2c9"], &[4, 8, 9])), &[]);
    assert!(found.explanation.contains("r2c8 and r2c9 (the outies) to 8"), "{found}");
}

#[test]
fn the_innies_of_two_rows_make_their_sum() {
    // Rows 1-2 hold 90; eight vertical cages of two cells sum to 80, so r1c9 + r2c9 = 10.
    let solution = "534678912672195348";
    let cages: Vec<(Vec<String>, u16)> = (1..=8)
        .map(|c| {
            let sum = |r: usize| solution.as_bytes()[(r - 1) * 9 + c - 1] - b'0';
            (vec![format!("r1c{c}"), format!("r2c{c}")], u16::from(sum(1) + sum(2)))
        })
        .collect();
    let cells: Vec<Vec<&str>> = cages.iter().map(|(cells, _)| strs(cells)).collect();
    let spec: Vec<(&[&str], u16)> = cells.iter().zip(&cages).map(|(cells, (_, s))| (cells.as_slice(), *s)).collect();
    let layout = killer(&spec);
    let found = expect(&layout, &empty(&layout), Strategy::GroupInniesOuties, &["r1c9#5", "r2c9#5"], &[]);
    assert!(found.explanation.contains("rows 1-2 sums to 90"), "{found}");
    assert!(find_strategy(&layout, &empty(&layout), Strategy::InniesOuties, false).is_none(), "no single row tells");
}

#[test]
fn cages_of_a_row_that_cannot_overlap_lock_their_digits() {
    // Two cages of 5 in row 1: {1,4} and {2,3} between them, so 1-4 leave the rest of the row.
    let layout = killer(&[(&["r1c1", "r1c2"], 5), (&["r1c3", "r1c4"], 5)]);
    let rest = ["r1c5", "r1c6", "r1c7", "r1c8", "r1c9"];
    let found = expect(&layout, &empty(&layout), Strategy::CageSubset, &strs(&each(&rest, &[1, 2, 3, 4])), &[]);
    assert!(found.explanation.contains("{1,4} and {2,3}, or {2,3} and {1,4}"), "{found}");
    // A cage of 3 ({1,2}) leaves a cage of 7 only {3,4}.
    let layout = killer(&[(&["r1c1", "r1c2"], 3), (&["r1c3", "r1c4"], 7)]);
    let mut grid = empty(&layout);
    for cell in ["r1c1", "r1c2"] {
        set_cands(&layout, &mut grid, cell, "12");
    }
    for cell in ["r1c3", "r1c4"] {
        set_cands(&layout, &mut grid, cell, "123456");
    }
    for cell in rest {
        set_cands(&layout, &mut grid, cell, "3456789");
    }
    let mut want = each(&rest, &[3, 4]);
    want.extend(each(&["r1c3", "r1c4"], &[1, 2, 5, 6]));
    let found = expect(&layout, &grid, Strategy::CageSubset, &strs(&want), &[]);
    assert!(found.explanation.contains("cage 7 at r1c3 (2 cells) keeps only {3,4}"), "{found}");
}

const SOLUTION: &str = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// Cages of two to four cells, a hand-drawn map.
const MAP: [&str; 9] = [
    "AABBCDDEE",
    "FGGBCHIIJ",
    "FKLLMHNOJ",
    "PKQRMSNOT",
    "PUQRVVWXT",
    "YUZZVaWXb",
    "Ycdeefghp",
    "icdjjfghk",
    "illmmnnok",
];

fn map_puzzle() -> Puzzle {
    Puzzle::empty(killer_from_map(&MAP, SOLUTION))
}

#[test]
fn a_killer_puzzle_solves_logically_and_every_step_agrees_with_its_solution() {
    let puzzle = map_puzzle();
    let found = sudoku_engine::solve::Solver::new(&puzzle).limit(2).run();
    // Two cells of one cage apart in a box's order (r1c1, r2c1) are counted once by the
    // exact solver's rule of 45.
    assert!(found.is_unique(), "the cages alone make the solution unique");
    let solution = solve_logically(&puzzle);
    assert!(solution.solved && !solution.needs_guess, "{:?}", solution.utilized);
    let want: Vec<u8> = SOLUTION.bytes().map(|b| b - b'0').collect();
    for step in &solution.steps {
        assert!(step.eliminations.iter().all(|&(c, x)| want[c.index()] != x.get()), "{step}");
        assert!(step.placements.iter().all(|&(c, x)| want[c.index()] == x.get()), "{step}");
    }
    assert!(solution.count(Strategy::CageCombination) > 0);
    let rating = rate(&puzzle);
    // Small cages: their combinations and the singles are enough.
    assert_eq!((rating.level, rating.hardest, rating.needs_guess), (Level::Easy, Strategy::CageCombination, false));
    assert_eq!(rating.hardest, solution.hardest().expect("steps"));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 8, ..Default::default() })]

    /// A killer asked for at an exact level has that level, and its rating is the rater's
    /// (format v2: the engine's own levels).
    #[test]
    fn generated_killers_of_an_exact_level_have_that_level(level in 0..2usize, phrase in "[a-z]{1,10}") {
        use sudoku_engine::generate::{generate, GenerateParams, SeedPhrase};
        let level = [Level::Easy, Level::Moderate][level];
        let params: GenerateParams =
            format!("box=3x2 variant=killer format=v2 level={} exact=true", level.name().to_lowercase()).parse().expect("params");
        let generated = generate(&params, &SeedPhrase::new(&phrase).expect("phrase")).expect("a killer");
        proptest::prop_assert!(generated.reached_level);
        proptest::prop_assert_eq!(generated.rating.level, level);
        proptest::prop_assert_eq!(sudoku_engine::rate::engine_rating(&generated.puzzle), generated.rating);
        proptest::prop_assert!(!generated.puzzle.layout().cages().is_empty());
    }
}

/// The solution both Innie-Outie Sums positions are cut from (the canonical pattern).
const PATTERN: &str = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

fn never_removes_the_solution(layout: &Layout, found: &Deduction) {
    for &(cell, digit) in &found.eliminations {
        assert_ne!(
            PATTERN.as_bytes()[cell.index()] - b'0',
            digit.get(),
            "{} is the solution's",
            layout.cell_name(cell)
        );
    }
}

#[test]
fn three_innies_make_a_cage_of_known_sum() {
    // Row 1 holds cage 21 at r1c1 (six cells): r1c7, r1c8, r1c9 sum to 45 - 21 = 24, so
    // they are 7, 8 and 9.
    let layout = killer(&[(&["r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r1c6"], 21)]);
    let want = each(&["r1c7", "r1c8", "r1c9"], &[1, 2, 3, 4, 5, 6]);
    let found = expect(&layout, &empty(&layout), Strategy::InnieOutieSum, &strs(&want), &[]);
    assert!(found.explanation.contains("r1c7 + r1c8 + r1c9 = 24"), "{found}");
    never_removes_the_solution(&layout, &found);
    assert!(find_strategy(&layout, &empty(&layout), Strategy::InniesOuties, false).is_none(), "three innies");
}

#[test]
fn loose_innies_less_an_outie_make_a_known_difference() {
    // Cage 44 covers r1c2-r1c8 and reaches out to r2c6; r1c1 and r1c9 are in no cage.
    // Row 1 sums to 45, so r1c1 + r1c9 - r2c6 = 45 - 44 = 1: two different digits of
    // row 1 add up to at least 3, so r2c6 is not 1.
    let cage = ["r1c2", "r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r2c6"];
    let layout = killer(&[(&cage, 44)]);
    let found = expect(&layout, &empty(&layout), Strategy::InnieOutieSum, &["r2c6#1"], &[]);
    assert!(found.explanation.contains("r1c1 + r1c9 - r2c6 = 1"), "{found}");
    never_removes_the_solution(&layout, &found);
}

#[test]
fn a_cage_counted_from_its_smaller_side_gives_a_mixed_innie_outie_sum() {
    // Row 1: cage 40 at r1c2 (r1c2-r1c8 and r2c1) has one cell outside the row, cage 15 at
    // r1c9 (r1c9, r2c9, r3c9) one cell inside it; r1c1 is in no cage. Row 1 sums to 45,
    // so r1c1 + r1c9 + (40 - r2c1) = 45: r1c1 + r1c9 - r2c1 = 5. With r1c9 1 or 2,
    // r1c1 is r2c1 + 3 or r2c1 + 4 (r1c1 and r2c1 share box 1): r2c1 is at most 6 and
    // r1c1 at least 4. The form with every cage as outies (r1c1 - r2c1 - r2c9 - r3c9 =
    // -10) finds nothing here.
    let cage = ["r1c2", "r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r2c1"];
    let layout = killer(&[(&cage, 40), (&["r1c9", "r2c9", "r3c9"], 15)]);
    let mut grid = empty(&layout);
    for cell in cage {
        set_cands(&layout, &mut grid, cell, "12346789");
    }
    set_cands(&layout, &mut grid, "r1c9", "12");
    set_cands(&layout, &mut grid, "r2c9", "456789");
    set_cands(&layout, &mut grid, "r3c9", "456789");
    let want = ["r1c1#1", "r1c1#2", "r1c1#3", "r2c1#7", "r2c1#8", "r2c1#9"];
    let found = expect(&layout, &grid, Strategy::InnieOutieSum, &want, &[]);
    assert!(found.explanation.contains("r1c1 + r1c9 - r2c1 = 5"), "{found}");
    assert!(found.explanation.contains("the cages at r1c2 reach outside it and sum to 40"), "{found}");
}

#[test]
fn a_house_keeps_the_digits_its_cages_can_share_out() {
    // Row 1: cage 3 at r1c1 is {1,2}, so cage 4 at r1c3 (r1c3 and r2c3) is {1,3} with its
    // 1 outside the row: r1c3 is 3, and 3 leaves the rest of row 1.
    let layout = killer(&[(&["r1c1", "r1c2"], 3), (&["r1c3", "r2c3"], 4)]);
    let mut grid = empty(&layout);
    for cell in ["r1c1", "r1c2"] {
        set_cands(&layout, &mut grid, cell, "12");
    }
    for cell in ["r1c3", "r2c3"] {
        set_cands(&layout, &mut grid, cell, "13");
    }
    for cell in ["r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"] {
        set_cands(&layout, &mut grid, cell, "3456789");
    }
    let mut want = vec!["r1c3#1".to_string()];
    want.extend(each(&["r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"], &[3]));
    let found = expect(&layout, &grid, Strategy::HouseCombination, &strs(&want), &[]);
    assert!(found.explanation.contains("row 1 holds each digit once"), "{found}");
}
