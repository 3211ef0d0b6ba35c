//! Variant-constraint logic: a known position for each constraint strategy (an empty or
//! nearly empty 9x9 with the rule it needs), hints and the list of steps on a variant
//! board, logic that never removes a true candidate on random boards with constraints
//! (checked against every solution), and corpus puzzles solved by logic step by step.

#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use sudoku_engine::constraint::family;
use sudoku_engine::constraint::{Constraint, Negative, Outside};
use sudoku_engine::logic::{find_puzzle_strategy, hint, solve_logically, solve_logically_with, Deduction};
use sudoku_engine::logic::{Hint, HintQuery, SolveOptions, Strategy};
use sudoku_engine::solve::count_solutions;
use sudoku_engine::{Cell, Digit, Grid, Layout, Puzzle};

use crate::support::{cell_at, d};
use crate::variant_formats::constrained;

/// A 9x9 puzzle with `givens` ("r1c1=5") and `constraints`.
fn classic_with(constraints: Vec<Constraint>, givens: &[&str]) -> Puzzle {
    let layout = Layout::classic();
    let mut values: Vec<Option<Digit>> = vec![None; 81];
    for given in givens {
        let (cell, digit) = given.split_once('=').unwrap();
        values[cell_at(&layout, cell).index()] = Some(d(digit.parse().unwrap()));
    }
    Puzzle::new(layout, values).unwrap().with_constraints(constraints).unwrap()
}

fn cells(names: &[&str]) -> Vec<Cell> {
    names.iter().map(|n| cell_at(&Layout::classic(), n)).collect()
}

fn names(list: &[(Cell, Digit)]) -> Vec<String> {
    let layout = Layout::classic();
    let mut v: Vec<String> = list.iter().map(|&(c, x)| format!("{}#{x}", layout.cell_name(c))).collect();
    v.sort();
    v
}

/// Runs `strategy` on `grid` of `puzzle` and checks exactly what it finds and says.
fn expect(puzzle: &Puzzle, grid: &Grid, strategy: Strategy, elims: &[&str], places: &[&str], says: &str) -> Deduction {
    let found = find_puzzle_strategy(puzzle, grid, strategy).unwrap_or_else(|| panic!("no {strategy} found"));
    assert_eq!(found.strategy, strategy);
    let sorted = |list: &[&str]| {
        let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
        v.sort();
        v
    };
    assert_eq!(names(&found.eliminations), sorted(elims), "{found}");
    assert_eq!(names(&found.placements), sorted(places), "{found}");
    assert_eq!(found.explanation, says);
    found
}

#[test]
fn a_thermometer_bounds_each_cell_by_its_place_on_it() {
    let thermo = Constraint::Thermometer(family::Thermometer { cells: cells(&["r1c1", "r1c2", "r1c3", "r1c4"]) });
    let puzzle = classic_with(vec![thermo], &[]);
    let grid = Grid::from_puzzle(&puzzle);
    let elims = [
        "r1c1#7", "r1c1#8", "r1c1#9", "r1c2#1", "r1c2#8", "r1c2#9", "r1c3#1", "r1c3#2", "r1c3#9", "r1c4#1", "r1c4#2",
        "r1c4#3",
    ];
    let says = "Thermometer r1c1→r1c4: r1c1 is between 1 and 6; r1c2 is between 2 and 7; r1c3 is between 3 and 8; \
                r1c4 is between 4 and 9.";
    let found = expect(&puzzle, &grid, Strategy::ConstraintRule, &elims, &[], says);
    assert_eq!(found.cells, cells(&["r1c1", "r1c2", "r1c3", "r1c4"]));
}

#[test]
fn a_black_dot_keeps_the_digits_with_a_double_or_a_half() {
    let dot = Constraint::Ratio(family::Ratio { cells: [Cell::new(11), Cell::new(12)], value: 2 });
    let puzzle = classic_with(vec![dot], &[]);
    let elims = ["r2c3#5", "r2c3#7", "r2c3#9", "r2c4#5", "r2c4#7", "r2c4#9"];
    let says = "Black dot r2c3–r2c4: r2c3 and r2c4 can only be 1, 2, 3, 4, 6 or 8.";
    expect(&puzzle, &Grid::from_puzzle(&puzzle), Strategy::ConstraintRule, &elims, &[], says);
}

#[test]
fn a_german_whisper_cannot_hold_5() {
    let line = Constraint::Whispers(family::Whispers { cells: cells(&["r5c4", "r5c5", "r5c6"]), gap: 5 });
    let puzzle = classic_with(vec![line], &[]);
    let says = "German whispers r5c4–r5c6: r5c4, r5c5 and r5c6 cannot be 5.";
    expect(&puzzle, &Grid::from_puzzle(&puzzle), Strategy::ConstraintRule, &["r5c4#5", "r5c5#5", "r5c6#5"], &[], says);
}

#[test]
fn a_digit_leaves_the_cells_a_knights_move_away() {
    let puzzle = classic_with(vec![Constraint::AntiKnight(family::AntiKnight)], &["r5c5=5"]);
    let says = "Anti-knight: r3c4, r3c6, r4c3, r4c7, r6c7, r7c6, r6c3 and r7c4 cannot be 5, since r5c5 is 5.";
    let elims = ["r3c4#5", "r3c6#5", "r4c3#5", "r4c7#5", "r6c7#5", "r7c6#5", "r6c3#5", "r7c4#5"];
    let found = expect(&puzzle, &Grid::from_puzzle(&puzzle), Strategy::ConstraintRule, &elims, &[], says);
    assert_eq!(found.cells[0], cell_at(&Layout::classic(), "r5c5"), "the cell that forbids comes first");
}

#[test]
fn no_white_dot_keeps_unmarked_neighbours_apart_by_more_than_one() {
    let puzzle = classic_with(vec![Constraint::Negative(family::Negative { mark: Negative::Difference })], &["r1c1=5"]);
    let says = "No white dot: r1c2 and r2c1 cannot be 4 or 6, since r1c1 is 5.";
    let elims = ["r1c2#4", "r1c2#6", "r2c1#4", "r2c1#6"];
    expect(&puzzle, &Grid::from_puzzle(&puzzle), Strategy::ConstraintRule, &elims, &[], says);
}

#[test]
fn an_odd_cell_keeps_its_odd_digits() {
    let puzzle = classic_with(vec![Constraint::Odd(family::Odd { cell: Cell::new(0) })], &[]);
    let says = "Odd cell r1c1: r1c1 can only be 1, 3, 5, 7 or 9.";
    let elims = ["r1c1#2", "r1c1#4", "r1c1#6", "r1c1#8"];
    expect(&puzzle, &Grid::from_puzzle(&puzzle), Strategy::ConstraintRule, &elims, &[], says);
}

#[test]
fn a_diagonal_places_a_digit_with_one_place_left_and_points_from_a_box() {
    let puzzle = classic_with(vec![Constraint::Diagonal(family::Diagonal { rising: false })], &[]);
    let diagonal: Vec<Cell> = (0..9).map(|i| Cell::new(i * 10)).collect();
    let mut grid = Grid::from_puzzle(&puzzle);
    for &cell in &diagonal[..8] {
        grid.eliminate(cell, d(5));
    }
    let says = "Falling diagonal: r9c9 is the only place for 5 there, so it is 5.";
    expect(&puzzle, &grid, Strategy::ExtraHouse, &[], &["r9c9#5"], says);

    let mut grid = Grid::from_puzzle(&puzzle);
    for &cell in &diagonal[2..] {
        grid.eliminate(cell, d(7));
    }
    let elims = ["r1c2#7", "r1c3#7", "r2c1#7", "r2c3#7", "r3c1#7", "r3c2#7"];
    let says = "Falling diagonal: 7 goes in r1c1 and r2c2, all in box 1, so r1c2, r1c3, r2c1, r2c3, r3c1 and r3c2 \
                cannot be 7.";
    expect(&puzzle, &grid, Strategy::ExtraHouse, &elims, &[], says);
}

#[test]
fn an_arrow_bulb_is_at_least_the_sum_of_its_shafts_smallest_digits() {
    let arrow = Constraint::Arrow(family::Arrow { bulb: cells(&["r1c1"]), shafts: vec![cells(&["r1c2", "r1c3"])] });
    let puzzle = classic_with(vec![arrow], &[]);
    assert!(find_puzzle_strategy(&puzzle, &Grid::from_puzzle(&puzzle), Strategy::ConstraintRule).is_none());
    let says = "Arrow from r1c1: r1c1 cannot be 1 or 2; r1c2 and r1c3 cannot be 9, in every filling of \
                its cells that keeps the rule.";
    let elims = ["r1c1#1", "r1c1#2", "r1c2#9", "r1c3#9"];
    expect(&puzzle, &Grid::from_puzzle(&puzzle), Strategy::ConstraintCombination, &elims, &[], says);
}

#[test]
fn a_renban_holds_a_run_around_its_given_digit() {
    let renban = Constraint::Renban(family::Renban { cells: cells(&["r1c1", "r1c2", "r1c3", "r1c4"]) });
    let puzzle = classic_with(vec![renban], &["r1c1=1"]);
    let grid = Grid::from_puzzle(&puzzle);
    let elims: Vec<String> =
        ["r1c2", "r1c3", "r1c4"].iter().flat_map(|c| (5..=9).map(move |v| format!("{c}#{v}"))).collect();
    let elims: Vec<&str> = elims.iter().map(String::as_str).collect();
    let says = "Renban line r1c1–r1c4: r1c2, r1c3 and r1c4 are between 2 and 4, in every filling of its cells that \
                keeps the rule.";
    expect(&puzzle, &grid, Strategy::ConstraintCombination, &elims, &[], says);
}

#[test]
fn a_digit_every_filling_holds_leaves_the_house_that_holds_its_places() {
    let renban = Constraint::Renban(family::Renban { cells: cells(&["r1c1", "r1c2", "r1c3", "r1c4", "r1c5"]) });
    let puzzle = classic_with(vec![renban], &[]);
    let mut grid = Grid::from_puzzle(&puzzle);
    for cell in cells(&["r1c1", "r1c2", "r1c3", "r1c4", "r1c5"]) {
        grid.set_candidates(cell, (3..=7).map(d).collect());
    }
    let says = "Renban line r1c1–r1c5: every filling that keeps the rule holds 3, and its places for it, r1c1, r1c2, \
                r1c3, r1c4 and r1c5, all lie in row 1, so r1c6, r1c7, r1c8 and r1c9 cannot be 3.";
    let elims = ["r1c6#3", "r1c7#3", "r1c8#3", "r1c9#3"];
    expect(&puzzle, &grid, Strategy::ConstraintCombination, &elims, &[], says);
}

#[test]
fn a_box_made_of_region_sum_segments_sums_to_45() {
    // Box 1 holds two segments of the first line (rows 1 and 2) and one of the second
    // (row 3): 2·A + B = 45. B is at most 17 (its segment of two in box 4), so A is at
    // least 14, and the first line's two cells in box 2 take 5 to 9. (The first line alone
    // gives them 2 to 9: its six distinct digits in box 1 make two sums of at least 21.)
    let first = ["r1c1", "r1c2", "r1c3", "r1c4", "r2c4", "r2c3", "r2c2", "r2c1"];
    let second = ["r3c1", "r3c2", "r3c3", "r4c3", "r4c2"];
    let lines = vec![
        Constraint::RegionSum(family::RegionSum { cells: cells(&first) }),
        Constraint::RegionSum(family::RegionSum { cells: cells(&second) }),
    ];
    let puzzle = classic_with(lines, &[]);
    let says =
        "Region sum line r1c1–r2c1: r1c4 and r2c4 are between 5 and 9, as box 1 sums to 45 and holds 2 segments \
                of this line and 1 segment of Region sum line r3c1–r4c2; so each segment of this line sums to 14, 15, \
                16 or 17.";
    let elims: Vec<String> = ["r1c4", "r2c4"].iter().flat_map(|c| (2..=4).map(move |x| format!("{c}#{x}"))).collect();
    let elims: Vec<&str> = elims.iter().map(String::as_str).collect();
    let mut grid = Grid::from_puzzle(&puzzle);
    for cell in cells(&["r1c4", "r2c4"]) {
        grid.set_candidates(cell, (2..=9).map(d).collect());
    }
    expect(&puzzle, &grid, Strategy::ConstraintCombination, &elims, &[], says);
}

#[test]
fn a_rule_with_too_many_fillings_to_list_is_asked_one_digit_at_a_time() {
    // Seven cells of a row in a run: thousands of fillings, but each holds 3 to 7.
    let line = ["r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r1c6", "r1c7"];
    let renban = Constraint::Renban(family::Renban { cells: cells(&line) });
    let puzzle = classic_with(vec![renban], &[]);
    let says = "Renban line r1c1–r1c7: every filling that keeps the rule holds 3, and its places for it, r1c1, r1c2, \
                r1c3, r1c4, r1c5, r1c6 and r1c7, all lie in row 1, so r1c8 and r1c9 cannot be 3.";
    expect(&puzzle, &Grid::from_puzzle(&puzzle), Strategy::ConstraintCombination, &["r1c8#3", "r1c9#3"], &[], says);
}

#[test]
fn a_skyscraper_clue_bounds_each_cell_by_its_distance() {
    let clue = Constraint::Skyscraper(family::Skyscraper { clue: Outside { row: 3, column: 0 }, count: 6 });
    let puzzle = classic_with(vec![clue], &[]);
    let elims = [
        "r3c1#5", "r3c1#6", "r3c1#7", "r3c1#8", "r3c1#9", "r3c2#6", "r3c2#7", "r3c2#8", "r3c2#9", "r3c3#7", "r3c3#8",
        "r3c3#9", "r3c4#8", "r3c4#9", "r3c5#9",
    ];
    let says =
        "Skyscraper 6 left of row 3: r3c1 is between 1 and 4; r3c2 is between 1 and 5; r3c3 is between 1 and 6; \
                r3c4 cannot be 8 or 9; r3c5 cannot be 9.";
    expect(&puzzle, &Grid::from_puzzle(&puzzle), Strategy::ConstraintRule, &elims, &[], says);
}

#[test]
fn a_sandwich_clue_keeps_the_1_and_the_9_where_the_sum_fits_between() {
    let clue = Constraint::Sandwich(family::Sandwich { clue: Outside { row: 0, column: 1 }, sum: 35 });
    let puzzle = classic_with(vec![clue], &[]);
    let elims: Vec<String> = (2..=8).flat_map(|r| [format!("r{r}c1#1"), format!("r{r}c1#9")]).collect();
    let elims: Vec<&str> = elims.iter().map(String::as_str).collect();
    let says = "Sandwich sum 35 above column 1: r2c1, r3c1, r4c1, r5c1, r6c1, r7c1 and r8c1 cannot be 1 or 9.";
    expect(&puzzle, &Grid::from_puzzle(&puzzle), Strategy::ConstraintRule, &elims, &[], says);
}

/// Rule Contradiction (edition 3): if r1c1 were 6, its mirror on the palindrome, r5c5,
/// would be 6 too, and between them they see every place of 6 in column 3 (r1c1 box 1,
/// r5c5 row 5; the 6 at r7c2 takes box 7, the givens r4c3 and r6c3 the rest).
#[test]
fn a_candidate_and_its_mirror_see_every_place_of_a_digit_in_a_column() {
    let line = cells(&["r1c1", "r2c2", "r3c3", "r4c4", "r5c5"]);
    let palindrome = Constraint::Palindrome(family::Palindrome { cells: line });
    let puzzle = classic_with(vec![palindrome], &["r7c2=6", "r4c3=1", "r6c3=2"]);
    let says = "Rule Contradiction: if r1c1 were 6, r5c5 would be 6 by its rule with r1c1, and 6 would have no \
                place left in column 3: r1c1 and r5c5 see or rule out every one. So r1c1 is not 6.";
    // The palindrome's pairs first (r2c2 and r4c4 lose 1 and 2, held by rows 4 and 6).
    let mut grid = Grid::from_puzzle(&puzzle);
    while let Some(step) = find_puzzle_strategy(&puzzle, &grid, Strategy::ConstraintRule) {
        step.apply(puzzle.layout(), &mut grid);
    }
    let found = expect(&puzzle, &grid, Strategy::RuleContradiction, &["r1c1#6"], &[], says);
    assert_eq!(found.difficulty, 71, "7.0 and one forced cell");
    assert_eq!(found.cells, cells(&["r1c1", "r5c5"]));
}

/// Edition 3 on puzzles of the 52 whose hardest step was a forcing chain under edition 2:
/// Rule Contradiction is now the hardest, every step checked against the solution, and
/// edition 2 (what `variant-v2` rates with) still needs the chain.
#[test]
fn rule_contradiction_replaces_the_forcing_chains_of_some_corpus_puzzles() {
    for n in [22, 27, 32] {
        let log = corpus_line_solved_by_logic(n);
        assert_eq!(log.hardest(), Some(Strategy::RuleContradiction), "line {n}");
        assert!(log.steps.iter().filter(|s| s.strategy == Strategy::RuleContradiction).all(|s| {
            s.eliminations.len() == 1 && s.placements.is_empty() && s.explanation.ends_with('.') && s.difficulty <= 73
        }));
        let (puzzle, solution) = corpus_line(n);
        let options = SolveOptions {
            unique: Some(true),
            solution: Some(solution),
            brute_force: false,
            edition: sudoku_engine::logic::Edition::V2,
            ..SolveOptions::default()
        };
        let before = solve_logically_with(&puzzle, &options);
        assert!(before.solved, "line {n}");
        assert!(before.hardest().is_some_and(|s| s >= Strategy::ForcingChain), "line {n}: {:?}", before.hardest());
        assert_eq!(before.count(Strategy::RuleContradiction), 0, "line {n}");
    }
}

#[test]
fn constraint_strategies_find_nothing_and_are_not_listed_without_constraints() {
    let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let puzzle = crate::support::puzzle(line);
    for strategy in Strategy::ALL.into_iter().filter(|s| s.reads_constraints()) {
        assert!(find_puzzle_strategy(&puzzle, &Grid::from_puzzle(&puzzle), strategy).is_none(), "{strategy}");
    }
    let solution = solve_logically(&puzzle);
    assert!(solution.utilized.iter().all(|(s, _)| !s.reads_constraints()));
    assert_eq!(solution.utilized.len(), Strategy::ALL.len() - 4);
    let thermo =
        classic_with(vec![Constraint::Thermometer(family::Thermometer { cells: cells(&["r1c1", "r1c2"]) })], &[]);
    let options =
        SolveOptions { brute_force: false, unique: Some(false), solution: Some(vec![]), ..SolveOptions::default() };
    let stalled = solve_logically_with(&thermo, &options);
    assert_eq!(stalled.utilized.len(), Strategy::ALL.len());
    assert_eq!(stalled.count(Strategy::ConstraintRule), 1, "r1c1 below 9, r1c2 above 1, then nothing");
    assert!(!stalled.solved);
}

#[test]
fn a_hint_and_the_list_of_steps_read_the_constraints() {
    let (puzzle, solution) = corpus_line(4);
    let query =
        HintQuery { puzzle: puzzle.clone(), values: puzzle.givens().to_vec(), marks: None, solution: Some(solution) };
    let steps = query.steps().unwrap();
    assert!(steps.iter().any(|s| s.strategy == Strategy::ConstraintRule), "{steps:?}");
    assert!(steps.iter().all(|s| s.explanation.ends_with('.')));
    let empty_thermo =
        classic_with(vec![Constraint::Thermometer(family::Thermometer { cells: cells(&["r1c1", "r1c2"]) })], &[]);
    match hint(&empty_thermo, &[], None, None) {
        Hint::Step(step) => {
            assert_eq!(step.strategy, Strategy::ConstraintRule);
            assert_eq!(step.explanation, "Thermometer r1c1→r1c2: r1c1 cannot be 9; r1c2 cannot be 1.");
        }
        other => panic!("{other:?}"),
    }
}

/// Line `n` (from 1) of the shared variant corpus and its solution.
pub(crate) fn corpus_line(n: usize) -> (Puzzle, Vec<Digit>) {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants");
    let links = std::fs::read_to_string(dir.join("fpuzzles_links.txt")).unwrap();
    let solutions = std::fs::read_to_string(dir.join("solutions.txt")).unwrap();
    let puzzle = sudoku_engine::format::parse_fpuzzles(links.lines().nth(n - 1).unwrap()).unwrap();
    let solution = solutions.lines().nth(n - 1).unwrap().bytes().map(|b| d(b - b'0')).collect();
    (puzzle, solution)
}

/// Checks every step of `log` against every solution in `all`: a placed digit is each
/// solution's, a removed candidate none's.
pub(crate) fn check_steps(steps: &[Deduction], all: &[Vec<Digit>], what: &str) {
    for step in steps {
        for &(cell, digit) in &step.placements {
            assert!(all.iter().all(|s| s[cell.index()] == digit), "{what}: wrong placement: {step}");
        }
        for &(cell, digit) in &step.eliminations {
            assert!(all.iter().all(|s| s[cell.index()] != digit), "{what}: true candidate removed: {step}");
        }
    }
}

/// Corpus puzzles that logic alone solves (thermometers, whispers, palindromes, arrows,
/// XV, dots, anti-knight and anti-king, non-consecutive, quadruples, skyscrapers, little
/// killers, sandwiches, between lines with pencil marks): solved without a guess, every
/// step true.
#[test]
fn corpus_puzzles_solved_by_logic_step_by_step() {
    for n in [4, 9, 13, 18, 19, 23, 28, 30, 37, 38, 39, 48] {
        let log = corpus_line_solved_by_logic(n);
        assert!(log.steps.iter().any(|s| s.strategy.reads_constraints()), "line {n}");
    }
}

/// Line `n` of the corpus solved by logic alone (no brute force), every step checked
/// against its solution; the solve.
pub(crate) fn corpus_line_solved_by_logic(n: usize) -> sudoku_engine::logic::LogicalSolution {
    let (puzzle, solution) = corpus_line(n);
    let options = SolveOptions {
        unique: Some(true),
        solution: Some(solution.clone()),
        brute_force: false,
        ..SolveOptions::default()
    };
    let log = solve_logically_with(&puzzle, &options);
    check_steps(&log.steps, std::slice::from_ref(&solution), &format!("line {n}"));
    assert!(log.solved, "line {n} stalled");
    log
}

/// `puzzle` (whose solutions include `solution`) with more of `solution` given until its
/// solutions are few enough to list, every solution, and its logical solve (no brute force).
pub(crate) fn solve_with_every_solution(
    mut puzzle: Puzzle,
    solution: &[Digit],
) -> (Puzzle, Vec<Vec<Digit>>, sudoku_engine::logic::LogicalSolution) {
    let mut found = count_solutions(&puzzle, 200);
    let mut next = 0;
    while found.count() >= 200 {
        let mut givens = puzzle.givens().to_vec();
        while givens[next].is_some() {
            next += 1;
        }
        givens[next] = Some(solution[next]);
        let constraints = puzzle.constraints().to_vec();
        puzzle = Puzzle::new(puzzle.layout().clone(), givens).unwrap().with_constraints(constraints).unwrap();
        found = count_solutions(&puzzle, 200);
    }
    let all = found.solutions;
    let options = SolveOptions {
        unique: Some(all.len() == 1),
        solution: Some(solution.to_vec()),
        brute_force: false,
        ..SolveOptions::default()
    };
    let log = solve_logically_with(&puzzle, &options);
    (puzzle, all, log)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// On random 4x4 and 6x6 boards with random constraints their random solution keeps,
    /// no step removes a digit that some solution has (every solution is listed).
    #[test]
    fn logic_never_removes_a_digit_of_any_solution(
        boxes in prop::sample::select(vec![(2, 2), (3, 2)]),
        seed in any::<u64>(),
        count in 1usize..10,
    ) {
        let (puzzle, solution) = constrained(boxes.0, boxes.1, false, seed, count);
        let (puzzle, all, log) = solve_with_every_solution(puzzle, &solution);
        prop_assert!(all.contains(&solution));
        check_steps(&log.steps, &all, &format!("{:?}", puzzle.constraints()));
    }
}

#[test]
fn two_overlapping_killer_cages_keep_the_digits_their_sums_allow() {
    // A cage r1c1+r1c2 of 3 ({1,2}) over a cage r1c2+r2c2 of 10: r1c1 and r1c2 are 1 or 2.
    let cage = |names: &[&str], sum| Constraint::KillerCage(family::KillerCage { cells: cells(names), sum: Some(sum) });
    let puzzle = classic_with(vec![cage(&["r1c1", "r1c2"], 3), cage(&["r1c2", "r2c2"], 10)], &[]);
    let grid = Grid::from_puzzle(&puzzle);
    let found = find_puzzle_strategy(&puzzle, &grid, Strategy::ConstraintCombination).unwrap();
    let elims = names(&found.eliminations);
    for digit in 3..=9 {
        assert!(elims.contains(&format!("r1c1#{digit}")) && elims.contains(&format!("r1c2#{digit}")), "{found}");
    }
    assert!(found.explanation.starts_with("Killer cage"), "{found}");
    // The logic solves nothing wrong on its way (the two cages alone leave many solutions).
    let solved = solve_logically(&puzzle);
    assert!(!solved.broken);
}
