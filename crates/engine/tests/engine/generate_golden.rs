//! The golden table: phrases and parameters pinned to their puzzles (SEEDS.md). The app's
//! wasm test runs the same check on the same file in headless Chromium.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] fns

use sudoku_engine::generate::golden::check_goldens;

const GOLDENS: &str = include_str!("../data/golden_seeds.txt");

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
