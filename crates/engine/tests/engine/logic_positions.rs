//! Known positions for the strategies that need a real puzzle's candidates: the grid with
//! candidates in, the exact deduction out. Each position was taken from the solve path of
//! the puzzle named beside it (magictour top1465 or the SE calibration set) just before
//! the strategy fired; every deduction is also checked against that puzzle's solution.
//! Synthetic positions (built on an empty grid) say so.

use crate::support;
use crate::support::{cell_at, d, set_cands};
use sudoku_engine::logic::{find_strategy, Deduction, Strategy};
use sudoku_engine::{Digit, DigitSet, Grid, Layout};

/// A 9x9 position from nine rows of nine tokens: `=5` a placed digit, `137` candidates.
fn position(rows: [&str; 9]) -> (Layout, Grid) {
    let layout = Layout::classic();
    let tokens: Vec<&str> = rows.iter().flat_map(|r| r.split_whitespace()).collect();
    assert_eq!(tokens.len(), 81, "81 tokens");
    let values: Vec<Option<Digit>> =
        tokens.iter().map(|t| t.strip_prefix('=').and_then(|v| v.parse::<u8>().ok()).and_then(Digit::new)).collect();
    let mut grid = Grid::from_values(&layout, &values);
    for (i, t) in tokens.iter().enumerate() {
        if !t.starts_with('=') {
            let set: DigitSet = t.chars().filter_map(|c| c.to_digit(10)).map(|v| d(v as u8)).collect();
            grid.set_candidates(layout.cell(i / 9, i % 9), set);
        }
    }
    (layout, grid)
}

fn names(layout: &Layout, list: &[(sudoku_engine::Cell, Digit)]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|&(c, x)| format!("{}#{x}", layout.cell_name(c))).collect();
    v.sort();
    v
}

/// Finds `strategy`, checks its eliminations and placements exactly, and checks them
/// against the solution of `puzzle` (when given).
fn expect(
    layout: &Layout,
    grid: &Grid,
    strategy: Strategy,
    unique: bool,
    elims: &[&str],
    places: &[&str],
    puzzle: Option<&str>,
) -> Deduction {
    let found = find_strategy(layout, grid, strategy, unique).unwrap_or_else(|| panic!("no {strategy} found"));
    assert_eq!(found.strategy, strategy);
    let mut want: Vec<String> = elims.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(names(layout, &found.eliminations), want, "{found}");
    let mut want: Vec<String> = places.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(names(layout, &found.placements), want, "{found}");
    assert!(found.explanation.starts_with(strategy.name()), "{found}");
    if let Some(text) = puzzle {
        let solutions = support::solutions(&support::puzzle(text));
        assert_eq!(solutions.len(), 1);
        let s = &solutions[0];
        assert!(found.eliminations.iter().all(|&(c, x)| s[c.index()] != x.get()), "{found}");
        assert!(found.placements.iter().all(|&(c, x)| s[c.index()] == x.get()), "{found}");
    }
    found
}

#[test]
fn multi_colouring_on_7() {
    let puzzle = ".2.....5...8...3..6...3...92.64.78.5.7..8..9.4..2.5..6.4.956.8...1...9......2....";
    let (layout, grid) = position([
        "37 =2 347 =1 47 =9 =6 =5 =8",
        "59 159 =8 57 =6 24 =3 24 17",
        "=6 15 47 578 =3 248 24 17 =9",
        "=2 39 =6 =4 19 =7 =8 13 =5",
        "=1 =7 =5 =6 =8 =3 24 =9 24",
        "=4 =8 39 =2 19 =5 17 137 =6",
        "37 =4 =2 =9 =5 =6 17 =8 137",
        "58 356 =1 378 47 48 =9 26 23",
        "89 369 379 38 =2 =1 =5 46 347",
    ]);
    // Simple colouring finds nothing here: it takes two clusters.
    assert!(find_strategy(&layout, &grid, Strategy::SimpleColouring, false).is_none());
    let found =
        expect(&layout, &grid, Strategy::MultiColouring, false, &["r1c5#7", "r3c3#7", "r8c4#7"], &[], Some(puzzle));
    assert_eq!(found.digits, DigitSet::single(d(7)));
    assert!(found.explanation.contains("{r1c1, r9c3}"), "{found}");
}

#[test]
fn unique_rectangle_type_2() {
    let puzzle = "28.....43...2.8....36...58...........2.374.9.8...9...5.51...36.....6....3..8.1..9";
    let (layout, grid) = position([
        "=2 =8 79 5679 15 56 179 =4 =3",
        "=5 1479 479 =2 =3 =8 1679 17 167",
        "179 =3 =6 479 14 79 =5 =8 =2",
        "14679 1479 3479 156 =8 256 12467 1237 1467",
        "16 =2 =5 =3 =7 =4 =8 =9 16",
        "=8 147 347 16 =9 26 12467 1237 =5",
        "479 =5 =1 479 =2 79 =3 =6 =8",
        "479 479 =8 4579 =6 =3 124 125 14",
        "=3 =6 =2 =8 45 =1 47 57 =9",
    ]);
    assert!(find_strategy(&layout, &grid, Strategy::UniqueRectangle2, false).is_none(), "needs uniqueness");
    let found = expect(&layout, &grid, Strategy::UniqueRectangle2, true, &["r8c4#4"], &[], Some(puzzle));
    let corners = ["r3c4", "r3c6", "r7c4", "r7c6"].map(|n| cell_at(&layout, n));
    assert_eq!(found.cells, corners.to_vec());
    assert_eq!(found.digits, [d(7), d(9)].into_iter().collect());
}

#[test]
fn unique_rectangle_type_3_synthetic() {
    // Synthetic: floors r1c1, r1c4 = {1,2}; roofs r2c1 = {1,2,3}, r2c4 = {1,2,4}; with r2c7
    // = {3,4} the roofs' extras form a naked pair in row 2, so 3 and 4 leave the rest of it.
    let layout = Layout::classic();
    let mut grid = Grid::from_values(&layout, &[None; 81]);
    set_cands(&layout, &mut grid, "r1c1", "12");
    set_cands(&layout, &mut grid, "r1c4", "12");
    set_cands(&layout, &mut grid, "r2c1", "123");
    set_cands(&layout, &mut grid, "r2c4", "124");
    set_cands(&layout, &mut grid, "r2c7", "34");
    let mut want = Vec::new();
    for c in [2, 3, 5, 6, 8, 9] {
        want.push(format!("r2c{c}#3"));
        want.push(format!("r2c{c}#4"));
    }
    let want: Vec<&str> = want.iter().map(String::as_str).collect();
    let found = expect(&layout, &grid, Strategy::UniqueRectangle3, true, &want, &[], None);
    assert!(found.cells.contains(&cell_at(&layout, "r2c7")), "{found}");
    assert!(find_strategy(&layout, &grid, Strategy::UniqueRectangle3, false).is_none());
}

#[test]
fn bug_plus_one() {
    let puzzle = "..91.42..8...9...6..4...9..96.....45.3.....7..2..6..8............19827..2..3.7..1";
    let (layout, grid) = position([
        "=6 57 =9 =1 37 =4 =2 35 =8",
        "=8 17 =2 57 =9 35 =4 13 =6",
        "=3 15 =4 68 =2 68 =9 15 =7",
        "=9 =6 78 =2 37 38 =1 =4 =5",
        "14 =3 58 48 15 =9 =6 =7 =2",
        "14 =2 57 47 =6 15 =3 =8 =9",
        "=7 =9 =3 56 15 156 =8 =2 =4",
        "=5 =4 =1 =9 =8 =2 =7 =6 =3",
        "=2 =8 =6 =3 =4 =7 =5 =9 =1",
    ]);
    assert!(find_strategy(&layout, &grid, Strategy::Bug1, false).is_none(), "needs uniqueness");
    expect(&layout, &grid, Strategy::Bug1, true, &[], &["r7c6#5"], Some(puzzle));
}

#[test]
fn alternating_inference_chain() {
    let puzzle = "..9..38....3.584..85.....3246..8.....7.3.6.4.....9..8738.....14..643.7....48..3..";
    let (layout, grid) = position([
        "1267 =4 =9 12 127 =3 =8 567 156",
        "1267 12 =3 129 =5 =8 =4 67 169",
        "=8 =5 17 =6 =4 179 19 =3 =2",
        "=4 =6 125 157 =8 1257 129 29 =3",
        "=9 =7 =8 =3 12 =6 125 =4 15",
        "125 =3 125 125 =9 =4 =6 =8 =7",
        "=3 =8 257 2579 =6 2579 25 =1 =4",
        "125 129 =6 =4 =3 125 =7 259 =8",
        "1257 129 =4 =8 127 125 =3 569 569",
    ]);
    assert!(find_strategy(&layout, &grid, Strategy::XYChain, false).is_none());
    let found = expect(&layout, &grid, Strategy::Aic, false, &["r7c6#2"], &[], Some(puzzle));
    assert_eq!(found.links.len(), 9, "{found}");
    assert!(found.links.windows(2).all(|w| w[0].strong != w[1].strong), "{found}");
    assert!(found.to_string().contains("r4c8≠2 ⇒ r4c8=9"), "{found}");
    // Nine links: 6.6 + 0.6 * 9 = 7.1 (tenths).
    assert_eq!(found.difficulty, Strategy::Aic.base_difficulty() + 5);
}

#[test]
fn forcing_chain_contradiction() {
    let puzzle = ".6.3.5.9.5.......4.7.....5.1.......26...9...3.27.5.64...38.21...1..6..3..8..3..2.";
    let (layout, grid) = position([
        "248 =6 1248 =3 12478 =5 278 =9 17",
        "=5 39 129 679 1278 679 2378 678 =4",
        "23489 =7 12489 469 1248 4689 238 =5 16",
        "=1 3459 4589 467 478 34678 5789 78 =2",
        "=6 45 458 =2 =9 478 578 =1 =3",
        "389 =2 =7 =1 =5 38 =6 =4 89",
        "479 459 =3 =8 47 =2 =1 67 5679",
        "247 =1 2459 4579 =6 479 489 =3 5789",
        "47 =8 =6 4579 =3 =1 49 =2 579",
    ]);
    assert!(find_strategy(&layout, &grid, Strategy::Aic, false).is_none());
    let found = expect(&layout, &grid, Strategy::ForcingChain, false, &["r1c9#7"], &[], Some(puzzle));
    assert!(found.explanation.contains("r2c6 would have no candidate left"), "{found}");
}

#[test]
fn als_xz_from_a_real_position() {
    let puzzle = "..72.68..9.2.1.4.5...9.5...8.......4.9..3..8....4.8...14..8..97.3.7.1.4..2.....6.";
    let (layout, grid) = position([
        "35 15 =7 =2 =4 =6 =8 13 =9",
        "=9 =6 =2 =8 =1 =3 =4 =7 =5",
        "34 =8 14 =9 =7 =5 1236 123 1236",
        "=8 15 36 156 26 =9 =7 235 =4",
        "2456 =9 146 15 =3 =7 126 =8 126",
        "26 =7 1356 =4 256 =8 =9 1235 1236",
        "=1 =4 56 36 =8 =2 35 =9 =7",
        "56 =3 89 =7 569 =1 25 =4 28",
        "=7 =2 89 35 59 =4 135 =6 138",
    ]);
    // {r5c4, r5c7, r5c9} = {1,2,5,6} and {r6c1, r6c5} = {2,5,6}, joined by 5 (r5c4, the
    // only 5 of the first set, sees r6c5, the only 5 of the second): 2 and 6 lie in one
    // of the sets, so r6c8 and r6c9, seeing all their places, lose them.
    let found = expect(&layout, &grid, Strategy::AlsXz, false, &["r6c8#2", "r6c9#2", "r6c9#6"], &[], Some(puzzle));
    assert_eq!(found.cells.len(), 5, "{found}");
    assert!(found.explanation.contains("every 5 of the first sees every 5 of the second"), "{found}");
    assert!(found.explanation.contains("2 and 6 go in one of the two sets"), "{found}");
}

#[test]
fn als_xz_synthetic() {
    // Synthetic: A = r1c1 {1,2}, r1c2 {2,4}, r1c3 {3,4} (three cells, four digits) and
    // B = r5c1 {1,3}; every 1 of A (r1c1) sees every 1 of B (r5c1), so 3 lies in r1c3 or
    // r5c1 and leaves the cells that see both: r2c1, r3c1 (box 1, column 1) and r4c3,
    // r5c3, r6c3 (column 3, box 4). (The finder states it with the equivalent sets
    // {r1c2, r1c3} and {r1c1, r5c1}, joined by 2.)
    let layout = Layout::classic();
    let mut grid = Grid::from_values(&layout, &[None; 81]);
    set_cands(&layout, &mut grid, "r1c1", "12");
    set_cands(&layout, &mut grid, "r1c2", "24");
    set_cands(&layout, &mut grid, "r1c3", "34");
    set_cands(&layout, &mut grid, "r5c1", "13");
    let found =
        expect(&layout, &grid, Strategy::AlsXz, false, &["r2c1#3", "r3c1#3", "r4c3#3", "r5c3#3", "r6c3#3"], &[], None);
    assert!(found.digits.contains(d(3)), "{found}");
}

#[test]
fn forcing_chain_on_a_house_with_three_places() {
    let puzzle = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
    let (layout, grid) = position([
        "=7 126 =8 459 4569 4569 =3 1456 1259",
        "469 36 3469 =2 34569 =1 4679 45678 5789",
        "=5 1236 123469 78 3469 78 12469 146 129",
        "189 =4 1579 3579 59 3579 178 =2 =6",
        "=3 1267 12679 479 =8 24679 147 1457 157",
        "268 25678 2567 =1 2456 24567 478 =9 =3",
        "128 =9 12357 =6 125 2358 127 1378 =4",
        "12468 12368 12346 3489 =7 23489 =5 1368 1289",
        "12468 1235678 1234567 34589 12459 234589 12679 13678 12789",
    ]);
    let found = expect(&layout, &grid, Strategy::ForcingChain, true, &["r2c7#9"], &[], Some(puzzle));
    assert!(found.explanation.contains("5 goes in one of 3 places in row 2"), "{found}");
    // Three branches weigh more than two.
    assert!(found.difficulty > Strategy::ForcingChain.base_difficulty() + 4, "{found}");
}

#[test]
fn dynamic_forcing_chain_where_singles_are_not_enough() {
    // The same puzzle later on: no forcing chain by singles is left.
    let puzzle = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
    let (layout, grid) = position([
        "=7 126 =8 459 4569 4569 =3 1456 125",
        "49 36 3469 =2 3456 =1 467 4578 578",
        "=5 1236 12346 78 346 78 269 146 129",
        "189 =4 1579 3579 59 3579 178 =2 =6",
        "=3 1267 1269 479 =8 24679 147 1457 157",
        "268 578 2567 =1 2456 2467 478 =9 =3",
        "128 =9 1357 =6 125 2358 127 1378 =4",
        "12468 12368 12346 3489 =7 23489 =5 1368 1289",
        "12468 3578 1234567 34589 1249 234589 2679 13678 12789",
    ]);
    assert!(find_strategy(&layout, &grid, Strategy::ForcingChain, true).is_none());
    let found = expect(&layout, &grid, Strategy::DynamicForcingChain, true, &["r3c3#3"], &[], Some(puzzle));
    assert!(found.explanation.contains("7 would have no place left in box 6"), "{found}");
    assert!(found.difficulty >= Strategy::DynamicForcingChain.base_difficulty(), "{found}");
}
