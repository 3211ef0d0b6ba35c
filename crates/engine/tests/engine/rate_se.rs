//! Ratings on Sudoku Explainer's scale (`rate::rate_se`): agreement with SE on a sample
//! of SE-rated puzzles (tests/data/se_rated_sample.tsv, from the lines the mapping was
//! tuned on), and puzzles whose hardest step is one of SE's techniques, with SE's value.

use sudoku_engine::format::parse_puzzle;
use sudoku_engine::rate::{rate_se, Level};

fn se(line: &str) -> sudoku_engine::rate::SeRating {
    let puzzle = parse_puzzle(line).expect("a puzzle");
    rate_se(&puzzle).expect("a 9x9 puzzle with a solution")
}

#[test]
fn agrees_with_sudoku_explainer_on_the_sample() {
    let text = include_str!("../data/se_rated_sample.tsv");
    let (mut n, mut equal, mut distance) = (0, 0, 0.0);
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (puzzle, rating) = line.split_once('\t').expect("puzzle<TAB>rating");
        let expected: f64 = rating.trim().parse().expect("a rating");
        let ours = se(puzzle).value();
        n += 1;
        distance += (ours - expected).abs();
        if (ours - expected).abs() < 0.05 {
            equal += 1;
        }
    }
    assert_eq!(n, 200);
    // Measured: 178 of 200 equal, mean distance 0.08.
    assert!(equal >= 170, "{equal} of {n} equal");
    assert!(distance / f64::from(n) <= 0.12, "mean distance {}", distance / f64::from(n));
}

/// Puzzles of the SE-rated set whose hardest step SE rates as given (SE's own rating).
const KNOWN: &[(&str, u32, &str)] = &[
    ("....6..7.....3.569...1......5.4..13...89.16...71..2.8......3...485.1.....6..4....", 50, "Naked Quad"),
    (".2.....3.9.7...1.6.3.6.4.2...3.1.8.....7.5.....6.3.2...7.5.2.6.3.9...4.2.6.....9.", 52, "Jellyfish"),
    ("..273.1.......64..47..1...3.6......51.4.2.8.68......1.6...4..72..36.......1.586..", 54, "3 Strong-linked Fishes"),
    ("..2...1..13.7........1.89.2......21.6...8...3.84......3.59.2........6.57..1...6..", 55, "WXYZ-Wing"),
    (".2..9438.9....8..74..71....85....7..1.9...6.2..2....58....45..66..1....3.9837..1.", 56, "WXYZ-Wing"),
    (
        ".5.934....8.6...14.....5...9.5....824.......171....3.9...4.....54...6.7....817.4.",
        56,
        "Bivalue Universal Grave",
    ),
    ("67.4....8.8..51.6...1.....4....26.....61.59.....37....2.....6...3.26..1.9....4.82", 62, "VWXYZ-Wing"),
    ("..32.....6.14......4..69.....6..5..14.7.3.9.83..8..6.....79..5......83.4.....38..", 63, "VWXYZ-Wing"),
    ("..91.42..8...9...6..4...9..96.....45.3.....7..2..6..8............19827..2..3.7..1", 64, "VWXYZ-Wing"),
    (
        "..3.6.4...6..1..5.7.......6..4...9..27.....84.1.....6..46...57....895...1...4...9",
        66,
        "Forcing Chains & Cycles",
    ),
    (
        "5...4...6..2...4.....1.8....2.5.3.8..7.....5...54.76....6...8..8.......9..48325..",
        72,
        "Forcing Chains & Cycles",
    ),
    ("..2.615.....5..1..16.2....83...5.24.4..6.2..3.28.4...55....7.26..3..5.....148.3..", 77, "Nishio Forcing Chains"),
    (
        ".6.8.5.4.5...3...1.1.....2..2.6.8.9.18.....75....4.............6.23.19.8...5.9...",
        82,
        "Multiple Forcing Chains",
    ),
    ("16.....24.7.4.2.6.8..6.5..79.......263..7..91..8...5.....7.1....8.....4.....4....", 88, "Dynamic Forcing Chains"),
];

#[test]
fn hardest_steps_get_sudoku_explainers_values() {
    for &(puzzle, tenths, technique) in KNOWN {
        let rating = se(puzzle);
        assert_eq!((rating.tenths, rating.hardest.as_str()), (tenths, technique), "{puzzle}");
        assert!(rating.complete);
    }
}

#[test]
fn easy_puzzles_rate_low_on_se_and_fall_in_the_easy_band() {
    // Solved by singles alone (the engine rates it Easy).
    let rating = se("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    assert!(rating.tenths <= 23, "{rating:?}");
    assert!(Level::Easy.se_band().contains(&rating.tenths));
}
