//! The one-line and multi-line puzzle parsers: no panic, and whatever parses writes back
//! and parses to the same puzzle. The first byte picks the geometry of the one-line parser.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_engine::format::{parse_grid, parse_line, parse_puzzle, to_file_text, to_grid_text, to_line};

fuzz_target!(|data: &[u8]| {
    let Some((geometry, text)) = sudoku_fuzz::text_with_geometry(data) else { return };
    // Building a layout costs far more than the parse: only now and then for a wrong length.
    let cells = geometry.size() * geometry.size();
    let fits = text.chars().filter(|c| !c.is_whitespace()).count() == cells;
    let probe = fits || data.len().is_multiple_of(16);
    if let Some(Ok(puzzle)) = probe.then(|| parse_line(&text, &geometry)) {
        assert_eq!(parse_line(&to_line(&puzzle), &geometry).as_ref(), Ok(&puzzle), "one line: {text:?}");
    }
    if let Ok(puzzle) = parse_grid(&text) {
        let written = to_grid_text(&puzzle);
        assert_eq!(parse_grid(&written).as_ref(), Ok(&puzzle), "grid: {text:?} written as {written:?}");
    }
    if let Ok(puzzle) = parse_puzzle(&text) {
        assert_eq!(parse_puzzle(&to_file_text(&puzzle)).as_ref(), Ok(&puzzle), "any format: {text:?}");
        assert_eq!(
            parse_puzzle(&to_grid_text(&puzzle)).map(|p| p.givens().to_vec()).as_ref(),
            Ok(&puzzle.givens().to_vec())
        );
    }
});
