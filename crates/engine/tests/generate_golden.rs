//! The golden table: phrases and parameters pinned to their puzzles (SEEDS.md). The app's
//! wasm test runs the same check on the same file in headless Chromium.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] fns

use sudoku_engine::generate::golden::{check_goldens, golden_line};
use sudoku_engine::generate::{GenerateParams, SeedPhrase};

const GOLDENS: &str = include_str!("data/golden_seeds.txt");

#[test]
fn every_golden_phrase_still_makes_its_puzzle() {
    match check_goldens(GOLDENS) {
        Ok(count) => assert!(count >= 20, "only {count} golden cases"),
        Err(why) => panic!("golden seeds changed:\n{why}"),
    }
}

#[test]
fn a_changed_golden_line_is_reported_with_its_line_number() {
    let first = GOLDENS.lines().find(|l| !l.starts_with('#') && !l.trim().is_empty()).unwrap();
    let broken = first.replacen('\t', "\tx", 1);
    let err = check_goldens(&format!("# header\n{broken}\n")).unwrap_err();
    assert!(err.starts_with("line 2:"), "{err}");
    assert!(check_goldens("# nothing\n").is_err());
    assert!(check_goldens("box=3x3\tonly two fields").is_err());
}

/// Prints the golden table for the cases below: `cargo test --test generate_golden -- --ignored --nocapture`.
#[test]
#[ignore]
fn print_golden_table() {
    for (params, phrase) in CASES {
        let params: GenerateParams = params.parse().unwrap();
        println!("{}", golden_line(&params, &SeedPhrase::new(phrase).unwrap()).unwrap());
    }
}

const CASES: &[(&str, &str)] = &[
    ("box=2x2", "first light"),
    ("box=2x2 symmetry=none", "4x4 please"),
    ("box=2x2 variant=jigsaw", "tiny jigsaw"),
    ("box=3x2", "six by six"),
    ("box=2x3 symmetry=mirror-lr", "tall boxes"),
    ("box=3x2 variant=x", "six with diagonals"),
    ("box=4x2 symmetry=rotate90", "eight"),
    ("box=3x3", "hello"),
    ("box=3x3", "Hello"),
    ("box=3x3", "Café au lait"),
    ("box=3x3 symmetry=none", "no symmetry"),
    ("box=3x3 symmetry=rotate90", "pinwheel"),
    ("box=3x3 symmetry=mirror-tb", "lake"),
    ("box=3x3 symmetry=diagonals", "saltire"),
    ("box=3x3 symmetry=full", "snowflake"),
    ("box=3x3 level=moderate", "a moderate one"),
    ("box=3x3 level=difficult", "a difficult one"),
    ("box=3x3 level=stinker", "a stinker"),
    ("box=3x3 level=nightmare", "bad dreams"),
    ("box=3x3 level=difficult exact=true", "exactly difficult"),
    ("box=3x3 variant=x", "crossing"),
    ("box=3x3 variant=jigsaw", "puzzle pieces"),
    ("box=3x3 variant=colour", "rainbow"),
    ("box=3x3 variant=x+jigsaw", "both at once"),
    ("box=4x3", "twelve"),
    ("box=4x4", "sixteen"),
    ("box=3x3", "🙂 emoji and ünïcödé"),
];
