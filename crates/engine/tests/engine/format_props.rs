//! Property tests: the parsers never panic, writing then parsing gives the puzzle back,
//! and the solver's solutions keep the rules and the givens.

use crate::support::{jigsaw_regions, TestRng, SHAPES};
use proptest::prelude::*;
use rand_core::Rng;
use sudoku_engine::format::{
    parse_file_format, parse_grid, parse_line, parse_puzzle, to_file_text, to_grid_text, to_line,
};
use sudoku_engine::solve::{count_solutions, is_valid_solution, solve_randomly};
use sudoku_engine::{Geometry, Layout, Puzzle, Variant};

/// A random puzzle: a random fill of a random geometry, `percent` of its cells kept.
fn puzzle(shape: usize, variant: u8, seed: u64, percent: u32) -> Puzzle {
    let (w, h) = SHAPES[shape % 7]; // up to 12x12: quick to fill
    let variant = match variant % 4 {
        0 => Variant::standard(),
        1 => Variant { diagonals: true, ..Variant::default() },
        2 => Variant { colour: true, ..Variant::default() },
        _ => Variant { regions: Some(jigsaw_regions(w, h)), ..Variant::default() },
    };
    let layout = Layout::new(Geometry::new(w, h, variant)).expect("valid geometry");
    let empty = Puzzle::empty(layout.clone());
    let mut rng = TestRng(seed);
    let Some(solution) = solve_randomly(&empty, &mut rng, 1_000_000) else { return empty };
    let givens = solution.into_iter().map(|d| (rng.next_u32() % 100 < percent).then_some(d)).collect();
    Puzzle::new(layout, givens).expect("subset of a solution")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn parsers_never_panic(text in any::<String>()) {
        let _ = parse_puzzle(&text);
        let _ = parse_file_format(&text);
        let _ = parse_grid(&text);
        let _ = parse_line(&text, &Geometry::standard(3, 3));
        let _ = parse_line(&text, &Geometry::standard(2, 2));
    }

    #[test]
    fn parsers_never_panic_on_puzzle_like_text(
        text in "([.0-9A-Za-z|+#:_ -]{0,40}\n){0,12}",
        header in prop::sample::select(vec!["", "type: x\n", "type: j\nshapes:\n", "box: 2x3\n", "candidates: 1-9A-Z\n", "shapes: 1\n"]),
    ) {
        let text = format!("{header}{text}");
        let _ = parse_puzzle(&text);
        let _ = parse_file_format(&text);
    }

    #[test]
    fn write_then_parse_round_trips(shape in 0usize..7, variant in 0u8..4, seed in any::<u64>(), percent in 0u32..100) {
        let puzzle = puzzle(shape, variant, seed, percent);
        prop_assert_eq!(&parse_file_format(&to_file_text(&puzzle)).unwrap(), &puzzle);
        let geometry = puzzle.layout().geometry();
        let plain = Puzzle::new(
            Layout::new(Geometry::standard(geometry.box_width, geometry.box_height)).unwrap(),
            puzzle.givens().to_vec(),
        );
        // Written without the variant, the givens read back on a standard board of the same boxes.
        if let Ok(plain) = plain {
            prop_assert_eq!(&parse_line(&to_line(&puzzle), geometry).map(|p| p.givens().to_vec()).unwrap(), &puzzle.givens().to_vec());
            if geometry.variant.regions.is_none() {
                prop_assert_eq!(&parse_grid(&to_grid_text(&plain)).unwrap(), &plain);
            }
        }
    }

    #[test]
    fn solutions_keep_every_house_and_the_givens(shape in 0usize..7, variant in 0u8..4, seed in any::<u64>(), percent in 30u32..90) {
        let puzzle = puzzle(shape, variant, seed, percent);
        let found = count_solutions(&puzzle, 3);
        prop_assert!(found.complete);
        prop_assert!(found.count() >= 1, "a puzzle cut from a solution has one");
        for solution in &found.solutions {
            prop_assert!(is_valid_solution(&puzzle, solution));
        }
    }
}
