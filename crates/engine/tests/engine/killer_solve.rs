//! The killer corpus (`tests/data/killer_corpus.txt`): every puzzle read from the
//! .sudoku text format, solved to its known solution and checked unique; the search
//! respects cages wherever it is used.

use sudoku_engine::format::{parse_file_format, to_line};
use sudoku_engine::solve::{count_solutions, is_valid_solution, Solver};

use crate::support::project_data;

/// Each puzzle's text and known solution (a one-line grid) from the corpus.
fn corpus() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(project_data("killer_corpus.txt")).expect("the killer corpus is in tests/data");
    text.split("\n# box=")
        .skip(1)
        .map(|block| {
            let solution = block
                .lines()
                .find_map(|line| line.strip_prefix("# solution: "))
                .expect("each block names its solution")
                .to_string();
            (format!("# box={block}"), solution)
        })
        .collect()
}

#[test]
fn every_corpus_killer_has_its_known_solution_and_no_other() {
    let cases = corpus();
    assert!(cases.len() >= 30, "{} puzzles", cases.len());
    for (text, solution) in cases {
        let puzzle = parse_file_format(&text).expect("a valid killer file");
        assert!(puzzle.layout().variant().kind().killer);
        let found = count_solutions(&puzzle, 2);
        assert!(found.is_unique(), "{} solutions:\n{text}", found.count());
        let first = found.first().expect("one solution");
        assert!(is_valid_solution(&puzzle, first));
        let line = to_line(
            &sudoku_engine::Puzzle::new(puzzle.layout().clone(), first.iter().map(|&d| Some(d)).collect())
                .expect("a full grid"),
        );
        assert_eq!(line, solution);
    }
}

#[test]
fn without_its_sums_a_killer_has_more_solutions() {
    let (text, _) = &corpus()[0];
    let puzzle = parse_file_format(text).expect("a valid killer file");
    let mut geometry = puzzle.layout().geometry().clone();
    for cage in geometry.variant.cages.iter_mut().flatten() {
        cage.sum = None;
    }
    let loose =
        sudoku_engine::Puzzle::new(sudoku_engine::Layout::new(geometry).expect("same cages"), puzzle.givens().to_vec())
            .expect("no givens to clash");
    let found = Solver::new(&loose).limit(2).run();
    assert_eq!(found.count(), 2, "cages without sums only keep digits apart");
    for solution in &found.solutions {
        assert!(is_valid_solution(&loose, solution));
        for cage in loose.layout().cages() {
            let digits: sudoku_engine::DigitSet = cage.cells.iter().map(|c| solution[c.index()]).collect();
            assert_eq!(digits.len(), cage.cells.len(), "no digit twice in a cage");
        }
    }
}

#[test]
fn the_logical_solver_never_contradicts_a_killer_solution() {
    use sudoku_engine::logic::solve_logically;
    for (text, solution) in corpus().into_iter().take(4) {
        let puzzle = parse_file_format(&text).expect("a valid killer file");
        let logical = solve_logically(&puzzle);
        assert!(
            logical.steps.iter().all(|step| !step.strategy.needs_uniqueness()),
            "no uniqueness strategy on a killer board: cage sums can tell a deadly pattern's fillings apart"
        );
        let values: String = logical.values.iter().map(|v| v.map_or('.', |d| d.symbol())).collect();
        assert_eq!(values, solution, "{text}");
    }
}

#[test]
fn two_cages_interleaved_in_a_box_count_once_each_in_its_rule_of_45() {
    use sudoku_engine::{Cage, Cell, Layout, Puzzle, Variant};
    // Box 1 reads r1c1, r1c2, r1c3, r2c1, r2c2, ...: the cages r1c1+r2c1 (3) and
    // r1c2+r2c2 (7) interleave in it, and its other five cells sum to 45 - 10 = 35.
    let cages = vec![
        Cage::new(vec![Cell::new(0), Cell::new(9)], Some(3)),
        Cage::new(vec![Cell::new(1), Cell::new(10)], Some(7)),
    ];
    let geometry = sudoku_engine::Geometry::new(3, 3, Variant { cages: Some(cages), ..Variant::default() });
    let found = count_solutions(&Puzzle::empty(Layout::new(geometry).expect("valid cages")), 2);
    assert_eq!(found.count(), 2, "an almost empty board has many solutions");
    let solution: Vec<u8> = found.first().expect("a solution").iter().map(|d| d.get()).collect();
    assert_eq!((solution[0] + solution[9], solution[1] + solution[10]), (3, 7));
}
