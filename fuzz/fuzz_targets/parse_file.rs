//! The .sudoku text format (`type:`, `box:`, `shapes:`, `candidates:`): no panic, and a
//! parsed puzzle written back (with its shapes and variant) parses to the same puzzle.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_engine::format::{parse_file, parse_puzzle, to_file_text};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(parsed) = parse_file(&text) {
        let written = to_file_text(&parsed.puzzle);
        assert_eq!(parse_file(&written).map(|p| p.puzzle).as_ref(), Ok(&parsed.puzzle), "{text:?} as {written:?}");
        assert_eq!(parse_puzzle(&written).as_ref(), Ok(&parsed.puzzle));
    }
});
