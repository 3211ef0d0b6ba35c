//! Corpus tests: every puzzle of the published sets and of the project's own examples
//! (Sudoku Savant, the .sudoku text format, a classic applet) in `tests/data`, solved and
//! checked.

use crate::support;
use std::fs;

use sudoku_engine::format::{parse_file_format, parse_puzzle};
use sudoku_engine::solve::{count_solutions, has_unique_solution, is_valid_solution, Solver};
use sudoku_engine::Puzzle;

/// The published puzzle sets, and whether each puzzle of the set has several solutions.
const PUBLISHED_SETS: [(&str, bool); 4] = [
    ("magictour_top1465.txt", false),
    ("17_clue_1500.txt", false),
    ("serg_multi_solution_500.txt", true),
    ("se_rated_calibration.tsv", false),
];

/// The puzzles of a data file: one per line, `#` and blank lines skipped, the first
/// tab-separated field only.
fn puzzles(text: &str) -> Vec<Puzzle> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let field = l.split('\t').next().unwrap_or(l);
            parse_puzzle(field).unwrap_or_else(|e| panic!("{field}: {e}"))
        })
        .collect()
}

#[test]
fn published_sets_solve_by_the_rules() {
    for (name, multi) in PUBLISHED_SETS {
        let list = puzzles(&project_file(name));
        assert!(list.len() >= 500, "{name}: {} puzzles", list.len());
        for (i, puzzle) in list.iter().enumerate() {
            let found = count_solutions(puzzle, 2);
            assert!(found.complete, "{name}:{}", i + 1);
            let expected = if multi { 2 } else { 1 };
            assert_eq!(found.count(), expected, "{name}:{}", i + 1);
            for solution in &found.solutions {
                assert!(is_valid_solution(puzzle, solution), "{name}:{}: solution breaks a rule", i + 1);
            }
            assert_eq!(has_unique_solution(puzzle), !multi, "{name}:{}", i + 1);
        }
    }
}

#[test]
fn generic_search_agrees_with_the_classic_one() {
    for name in ["magictour_top1465.txt", "17_clue_1500.txt", "serg_multi_solution_500.txt"] {
        for (i, puzzle) in puzzles(&project_file(name)).iter().take(400).enumerate() {
            let classic = count_solutions(puzzle, 2);
            let generic = Solver::new(puzzle).limit(2).run_generic();
            assert_eq!(classic.count(), generic.count(), "{name}:{}", i + 1);
            if classic.count() == 1 {
                assert_eq!(classic.solutions, generic.solutions, "{name}:{}", i + 1);
            }
        }
    }
}

fn project_file(name: &str) -> String {
    fs::read_to_string(support::project_data(name)).expect("tests/data file")
}

#[test]
fn applet_difficult_problems_are_unique() {
    let list = puzzles(&project_file("applet_difficult.txt"));
    assert_eq!(list.len(), 6);
    for puzzle in &list {
        let found = count_solutions(puzzle, 2);
        assert!(found.is_unique());
        assert!(is_valid_solution(puzzle, &found.solutions[0]));
    }
}

#[test]
fn norvig_solver_example_solves_itself_without_a_guess() {
    let list = puzzles(&project_file("self_solving.txt"));
    let found = Solver::new(&list[0]).run_generic();
    assert!(found.is_unique());
    assert_eq!(found.nodes(), 0, "propagation alone solves it");
}

#[test]
fn sudoku_text_format_examples_are_unique_including_the_jigsaw() {
    for name in ["standard.sudoku", "jigsaw.sudoku"] {
        let puzzle = parse_file_format(&project_file(name)).unwrap();
        assert!(has_unique_solution(&puzzle), "{name}");
        let solution = count_solutions(&puzzle, 1).solutions.remove(0);
        assert!(is_valid_solution(&puzzle, &solution), "{name}");
    }
    let jigsaw = parse_file_format(&project_file("jigsaw.sudoku")).unwrap();
    assert_eq!(jigsaw.layout().variant().name(), "jigsaw");
}

#[test]
fn sudoku_savant_diagrams_read_and_solve() {
    for name in ["savant_colouring_contradiction.txt", "savant_colouring_exclusion.txt"] {
        let puzzle = parse_puzzle(&project_file(name)).unwrap();
        let found = count_solutions(&puzzle, 2);
        assert!(found.is_unique(), "{name}: {} solutions", found.count());
        assert!(is_valid_solution(&puzzle, &found.solutions[0]));
    }
}
