//! Variant constraints through share links and the .sudoku text format: every family
//! written as its word and read back unchanged; a bad word or a rule the givens break is
//! refused with what and where.

#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use sudoku_engine::format::Meta;
use sudoku_engine::format::{parse_file_format, parse_puzzle, to_file_text, RuleError};
use sudoku_engine::share::{parse_link, puzzle_link, ShareError, SharedLink};
use sudoku_engine::ParseError;

use crate::variant_formats::constrained;

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn constrained_puzzles_round_trip_through_links_and_files(
        boxes in prop::sample::select(vec![(2, 2), (3, 2), (3, 3), (4, 3)]),
        colour in any::<bool>(),
        seed in any::<u64>(),
        count in 1usize..12,
    ) {
        let (puzzle, _) = constrained(boxes.0, boxes.1, colour, seed, count);
        let link = puzzle_link(&puzzle);
        prop_assert!(!link.contains('%'), "the words need no escapes: {}", link);
        prop_assert_eq!(parse_link(&link), Ok(SharedLink::Puzzle(puzzle.clone(), Meta::default())), "{}", link);
        let text = to_file_text(&puzzle);
        prop_assert_eq!(parse_file_format(&text), Ok(puzzle.clone()), "{}", text);
        prop_assert_eq!(parse_puzzle(&text), Ok(puzzle), "{}", text);
    }
}

const GIVENS: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[test]
fn a_link_names_the_word_it_cannot_read() {
    let link = format!("p=v1~box=3x3~variant=standard~givens={GIVENS}~rules=even.r2c2_thermometer.r1c1r1c10");
    let error = parse_link(&link).unwrap_err();
    assert!(matches!(error, ShareError::Rule(RuleError::Cells { .. })), "{error:?}");
    assert_eq!(
        error.to_string(),
        "rules: \"thermometer.r1c1r1c10\": \"r1c1r1c10\" is not a list of cells such as r1c1r1c2, rows and columns 1 to 9"
    );
}

#[test]
fn a_link_whose_givens_break_a_rule_is_refused_by_the_rule() {
    // r1c1 holds 5 and r1c2 holds 3: no thermometer can rise from r1c1 to r1c2.
    let link = format!("p=v1~box=3x3~variant=standard~givens={GIVENS}~rules=thermometer.r1c1r1c2");
    let error = parse_link(&link).unwrap_err();
    assert!(matches!(error, ShareError::RuleBroken(_)), "{error:?}");
    assert!(error.to_string().starts_with("rules: "), "{error}");
    assert!(error.to_string().contains("thermometer"), "{error}");
}

#[test]
fn a_file_names_the_line_of_a_bad_rule() {
    let rows: Vec<&str> = (0..9).map(|r| &GIVENS[r * 9..r * 9 + 9]).collect();
    let text = format!("{}\nrule: even.r2c2\nrule: arrow.r5c5\n", rows.join("\n"));
    let error = parse_file_format(&text).unwrap_err();
    assert!(matches!(error, ParseError::BadRule { line: 11, why: RuleError::Form { .. } }), "{error:?}");
    assert!(error.to_string().starts_with("line 11: \"arrow.r5c5\": write arrow as arrow.BULB.SHAFT"), "{error}");
    let good = format!("{}\nrules: even.r2c2 odd.r2c3\n", rows.join("\n"));
    assert_eq!(parse_file_format(&good).unwrap().constraints().len(), 2);
}
