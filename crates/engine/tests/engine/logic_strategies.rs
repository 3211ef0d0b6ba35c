//! One known position per strategy: candidates in, the exact deduction out. Positions
//! come from Sudoku Savant's worked examples where it gives one; the others are built on an
//! empty grid by removing candidates, so the expected eliminations follow by hand.

use crate::support::{cell_at, d, grid_from_rows, set_cands};
use sudoku_engine::logic::{find_strategy, Deduction, Strategy};
use sudoku_engine::{Cell, Digit, Grid, Layout};

fn empty() -> (Layout, Grid) {
    let layout = Layout::classic();
    let grid = Grid::from_values(&layout, &[None; 81]);
    (layout, grid)
}

/// Removes `digit` from every cell of `cells` ("r1c1" names) except `keep`.
fn keep_only(layout: &Layout, grid: &mut Grid, digit: u8, line: &[Cell], keep: &[&str]) {
    let keep: Vec<Cell> = keep.iter().map(|n| cell_at(layout, n)).collect();
    for &c in line {
        if !keep.contains(&c) {
            grid.eliminate(c, d(digit));
        }
    }
}

fn row(layout: &Layout, r: usize) -> Vec<Cell> {
    (0..9).map(|c| layout.cell(r - 1, c)).collect()
}

fn column(layout: &Layout, c: usize) -> Vec<Cell> {
    (0..9).map(|r| layout.cell(r, c - 1)).collect()
}

fn names(layout: &Layout, list: &[(Cell, Digit)]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|&(c, x)| format!("{}#{x}", layout.cell_name(c))).collect();
    v.sort();
    v
}

fn expect(layout: &Layout, found: Option<Deduction>, strategy: Strategy, elims: &[&str]) -> Deduction {
    let found = found.unwrap_or_else(|| panic!("no {strategy} found"));
    assert_eq!(found.strategy, strategy);
    let mut want: Vec<String> = elims.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(names(layout, &found.eliminations), want, "{found}");
    assert!(!found.explanation.is_empty());
    found
}

#[test]
fn naked_and_hidden_singles_and_full_house() {
    let (layout, grid) = grid_from_rows(&[
        "12345678.",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
    ]);
    let fh = find_strategy(&layout, &grid, Strategy::FullHouse, false).expect("full house");
    assert_eq!(fh.placements, vec![(layout.cell(0, 8), d(9))]);
    let (layout, mut grid) = empty();
    set_cands(&layout, &mut grid, "r5c5", "7");
    let ns = find_strategy(&layout, &grid, Strategy::NakedSingle, false).expect("naked single");
    assert_eq!(ns.placements, vec![(layout.cell(4, 4), d(7))]);
    let (layout, mut grid) = empty();
    keep_only(&layout, &mut grid, 3, &row(&layout, 4), &["r4c6"]);
    let hs = find_strategy(&layout, &grid, Strategy::HiddenSingle, false).expect("hidden single");
    assert_eq!(hs.placements, vec![(layout.cell(3, 5), d(3))]);
    assert_eq!(hs.to_string(), "Hidden Single: r4c6 is the only place for 3 in row 4.");
}

#[test]
fn pointing_from_seed_crossed_sequences() {
    // Sudoku Savant's example: "8 0 0 | 0 0 7", "1 0 0", "2 3 4 | ... | X Y Z": the 7 of box A must be in row 2.
    let (layout, grid) = grid_from_rows(&[
        "8....7...",
        "1........",
        "234......",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
    ]);
    let found = find_strategy(&layout, &grid, Strategy::Pointing, false);
    // Box B already holds its 7, so only box C loses candidates (and then its 7 must be in row 3).
    let dd = expect(&layout, found, Strategy::Pointing, &["r2c7#7", "r2c8#7", "r2c9#7"]);
    assert_eq!(dd.cells, vec![layout.cell(1, 1), layout.cell(1, 2)]);
}

#[test]
fn claiming_confines_a_row_to_a_box() {
    let (layout, mut grid) = empty();
    keep_only(&layout, &mut grid, 5, &row(&layout, 1), &["r1c1", "r1c2"]);
    let found = find_strategy(&layout, &grid, Strategy::Claiming, false);
    expect(&layout, found, Strategy::Claiming, &["r2c1#5", "r2c2#5", "r2c3#5", "r3c1#5", "r3c2#5", "r3c3#5"]);
}

#[test]
fn naked_pair_from_seed_number_subsets() {
    let (layout, grid) = grid_from_rows(&[
        "5.......1",
        "6.......5",
        "........7",
        "9.......3",
        "........4",
        "7.......6",
        ".....3...",
        "..4......",
        "1.......9",
    ]);
    let found = find_strategy(&layout, &grid, Strategy::NakedPair, false);
    let dd = expect(
        &layout,
        found,
        Strategy::NakedPair,
        &[
            "r7c2#2", "r7c2#8", "r7c3#2", "r7c3#8", "r7c4#2", "r7c4#8", "r7c5#2", "r7c5#8", "r7c7#2", "r7c7#8",
            "r7c8#2", "r7c8#8",
        ],
    );
    assert_eq!(dd.cells, vec![layout.cell(6, 0), layout.cell(6, 8)]);
}

#[test]
fn hidden_pair_strips_other_candidates() {
    let (layout, mut grid) = empty();
    for digit in [4, 6] {
        keep_only(&layout, &mut grid, digit, &column(&layout, 9), &["r2c9", "r8c9"]);
    }
    let found = find_strategy(&layout, &grid, Strategy::HiddenPair, false);
    let mut want = Vec::new();
    for cell in ["r2c9", "r8c9"] {
        for x in [1, 2, 3, 5, 7, 8, 9] {
            want.push(format!("{cell}#{x}"));
        }
    }
    let want: Vec<&str> = want.iter().map(String::as_str).collect();
    expect(&layout, found, Strategy::HiddenPair, &want);
}

#[test]
fn naked_triple_in_a_box() {
    let (layout, mut grid) = empty();
    set_cands(&layout, &mut grid, "r1c1", "12");
    set_cands(&layout, &mut grid, "r2c2", "23");
    set_cands(&layout, &mut grid, "r3c3", "13");
    for c in ["r1c2", "r1c3", "r2c1", "r2c3", "r3c1", "r3c2"] {
        set_cands(&layout, &mut grid, c, "1234");
    }
    let found = find_strategy(&layout, &grid, Strategy::NakedTriple, false);
    let mut want = Vec::new();
    for c in ["r1c2", "r1c3", "r2c1", "r2c3", "r3c1", "r3c2"] {
        for x in 1..=3 {
            want.push(format!("{c}#{x}"));
        }
    }
    let want: Vec<&str> = want.iter().map(String::as_str).collect();
    expect(&layout, found, Strategy::NakedTriple, &want);
}

#[test]
fn x_wing_and_swordfish() {
    let (layout, mut grid) = empty();
    keep_only(&layout, &mut grid, 1, &row(&layout, 1), &["r1c2", "r1c7"]);
    keep_only(&layout, &mut grid, 1, &row(&layout, 5), &["r5c2", "r5c7"]);
    let found = find_strategy(&layout, &grid, Strategy::XWing, false);
    let mut want = Vec::new();
    for r in [2, 3, 4, 6, 7, 8, 9] {
        for c in [2, 7] {
            want.push(format!("r{r}c{c}#1"));
        }
    }
    let want: Vec<&str> = want.iter().map(String::as_str).collect();
    expect(&layout, found, Strategy::XWing, &want);

    let (layout, mut grid) = empty();
    keep_only(&layout, &mut grid, 9, &column(&layout, 1), &["r1c1", "r4c1"]);
    keep_only(&layout, &mut grid, 9, &column(&layout, 5), &["r4c5", "r8c5"]);
    keep_only(&layout, &mut grid, 9, &column(&layout, 9), &["r1c9", "r8c9"]);
    let found = find_strategy(&layout, &grid, Strategy::Swordfish, false);
    let mut want = Vec::new();
    for r in [1, 4, 8] {
        for c in [2, 3, 4, 6, 7, 8] {
            want.push(format!("r{r}c{c}#9"));
        }
    }
    let want: Vec<&str> = want.iter().map(String::as_str).collect();
    expect(&layout, found, Strategy::Swordfish, &want);
}

#[test]
fn simple_colouring_contradiction_from_seed() {
    // Sudoku Savant's example, digit 4: the anticolour y stands twice in row 7, column 4 and box 8.
    let (layout, grid) = grid_from_rows(&[
        "317526.4.",
        "982134765",
        "654789132",
        "7613.852.",
        "235.17..6",
        "849652317",
        "126..5.73",
        "573.612..",
        "498273651",
    ]);
    let found = find_strategy(&layout, &grid, Strategy::SimpleColouring, false);
    let dd = expect(&layout, found, Strategy::SimpleColouring, &["r4c9#4", "r5c4#4", "r7c5#4", "r7c7#4", "r8c4#4"]);
    assert!(dd.explanation.contains("contradiction"), "{dd}");
}

#[test]
fn simple_colouring_exclusion_from_seed() {
    // Sudoku Savant's example, digit 8: the starred cells see colour a and anticolour b.
    let (layout, mut grid) = grid_from_rows(&[
        "5..39...6",
        "6.97.5.3.",
        ".7321659.",
        "9..1.3...",
        ".31.57..9",
        "76.92.3..",
        "3578.19.2",
        "19.5328.7",
        ".8..79153",
    ]);
    // Look at digit 8 only, as the seed does (digit 4 has an exclusion of its own).
    let empties: Vec<Cell> = grid.empty_cells().collect();
    for c in empties {
        let only8 = grid.candidates(c).intersection(sudoku_engine::DigitSet::single(d(8)));
        grid.set_candidates(c, only8);
    }
    // The x/y cluster already excludes r6c9 (it sees x in r6c6 and y in r2c9); then the
    // a/b cluster excludes the other starred cells.
    let first = find_strategy(&layout, &grid, Strategy::SimpleColouring, false);
    let first = expect(&layout, first, Strategy::SimpleColouring, &["r6c9#8"]);
    assert!(first.explanation.contains("exclusion"), "{first}");
    first.apply(&layout, &mut grid);
    let second = find_strategy(&layout, &grid, Strategy::SimpleColouring, false);
    let second = expect(&layout, second, Strategy::SimpleColouring, &["r1c8#8", "r4c9#8"]);
    assert!(second.cells.contains(&cell_at(&layout, "r3c1")) && second.cells.contains(&cell_at(&layout, "r1c3")));
}

#[test]
fn xy_wing_and_xyz_wing_as_sudoku_savant_defines_them() {
    let (layout, mut grid) = empty();
    set_cands(&layout, &mut grid, "r1c1", "12");
    set_cands(&layout, &mut grid, "r1c5", "13");
    set_cands(&layout, &mut grid, "r5c1", "23");
    let found = find_strategy(&layout, &grid, Strategy::XYWing, false);
    expect(&layout, found, Strategy::XYWing, &["r5c5#3"]);

    let (layout, mut grid) = empty();
    set_cands(&layout, &mut grid, "r1c1", "123");
    set_cands(&layout, &mut grid, "r1c5", "13");
    set_cands(&layout, &mut grid, "r2c2", "23");
    let found = find_strategy(&layout, &grid, Strategy::XYZWing, false);
    expect(&layout, found, Strategy::XYZWing, &["r1c2#3", "r1c3#3"]);
}

#[test]
fn skyscraper_and_two_string_kite() {
    let (layout, mut grid) = empty();
    keep_only(&layout, &mut grid, 1, &row(&layout, 1), &["r1c1", "r1c5"]);
    keep_only(&layout, &mut grid, 1, &row(&layout, 5), &["r5c1", "r5c6"]);
    let found = find_strategy(&layout, &grid, Strategy::Skyscraper, false);
    expect(&layout, found, Strategy::Skyscraper, &["r2c6#1", "r3c6#1", "r4c5#1", "r6c5#1"]);

    let (layout, mut grid) = empty();
    keep_only(&layout, &mut grid, 1, &row(&layout, 1), &["r1c2", "r1c7"]);
    keep_only(&layout, &mut grid, 1, &column(&layout, 3), &["r3c3", "r8c3"]);
    let found = find_strategy(&layout, &grid, Strategy::TwoStringKite, false);
    expect(&layout, found, Strategy::TwoStringKite, &["r8c7#1"]);
}

#[test]
fn w_wing() {
    let (layout, mut grid) = empty();
    set_cands(&layout, &mut grid, "r1c1", "12");
    set_cands(&layout, &mut grid, "r5c9", "12");
    keep_only(&layout, &mut grid, 1, &row(&layout, 3), &["r3c2", "r3c9"]);
    let found = find_strategy(&layout, &grid, Strategy::WWing, false);
    expect(&layout, found, Strategy::WWing, &["r1c9#2", "r5c1#2"]);
}

#[test]
fn finned_x_wing() {
    let (layout, mut grid) = empty();
    keep_only(&layout, &mut grid, 1, &row(&layout, 1), &["r1c1", "r1c5"]);
    keep_only(&layout, &mut grid, 1, &row(&layout, 5), &["r5c1", "r5c5", "r5c6"]);
    let found = find_strategy(&layout, &grid, Strategy::FinnedXWing, false);
    expect(&layout, found, Strategy::FinnedXWing, &["r4c5#1", "r6c5#1"]);
}

#[test]
fn unique_rectangle_type_1_only_for_unique_puzzles() {
    let (layout, mut grid) = empty();
    set_cands(&layout, &mut grid, "r1c1", "12");
    set_cands(&layout, &mut grid, "r1c4", "12");
    set_cands(&layout, &mut grid, "r3c1", "12");
    set_cands(&layout, &mut grid, "r3c4", "123");
    assert!(find_strategy(&layout, &grid, Strategy::UniqueRectangle1, false).is_none());
    let found = find_strategy(&layout, &grid, Strategy::UniqueRectangle1, true);
    expect(&layout, found, Strategy::UniqueRectangle1, &["r3c4#1", "r3c4#2"]);
}

#[test]
fn unique_rectangle_type_4() {
    let (layout, mut grid) = empty();
    set_cands(&layout, &mut grid, "r1c1", "12");
    set_cands(&layout, &mut grid, "r1c4", "12");
    set_cands(&layout, &mut grid, "r3c1", "125");
    set_cands(&layout, &mut grid, "r3c4", "126");
    keep_only(&layout, &mut grid, 1, &row(&layout, 3), &["r3c1", "r3c4"]);
    let found = find_strategy(&layout, &grid, Strategy::UniqueRectangle4, true);
    expect(&layout, found, Strategy::UniqueRectangle4, &["r3c1#2", "r3c4#2"]);
}

#[test]
fn x_chain_of_three_conjugate_pairs() {
    // 7 = r1c1/r1c4, r5c4/r5c8, r9c8/r9c2 (rows), weakly joined in columns 4 and 8:
    // one of r1c1 and r9c2 is 7, so r2c2, r3c2, r7c1 and r8c1 (seeing both) are not.
    let (layout, mut grid) = empty();
    keep_only(&layout, &mut grid, 7, &row(&layout, 1), &["r1c1", "r1c4"]);
    keep_only(&layout, &mut grid, 7, &row(&layout, 5), &["r5c4", "r5c8"]);
    keep_only(&layout, &mut grid, 7, &row(&layout, 9), &["r9c8", "r9c2"]);
    let found = find_strategy(&layout, &grid, Strategy::XChain, false).expect("x-chain");
    let targets = ["r2c2", "r3c2", "r7c1", "r8c1"].map(|n| cell_at(&layout, n));
    assert_eq!(found.eliminations.len(), 1);
    assert!(targets.contains(&found.eliminations[0].0) && found.eliminations[0].1 == d(7), "{found}");
    assert_eq!(found.links.len(), 7, "{found}");
    assert!(found.links.windows(2).all(|w| w[0].strong != w[1].strong), "{found}");
    assert!(found.to_string().contains("r5c4≠7 ⇒ r5c8=7"), "{found}");
}

#[test]
fn xy_chain_through_four_bivalue_cells() {
    // 1-2 in r1c1, 2-3 in r1c9, 3-4 in r9c9, 4-1 in r9c2: r1c2 sees r1c1 and r9c2 and loses 1.
    let (layout, mut grid) = empty();
    set_cands(&layout, &mut grid, "r1c1", "12");
    set_cands(&layout, &mut grid, "r1c9", "23");
    set_cands(&layout, &mut grid, "r9c9", "34");
    set_cands(&layout, &mut grid, "r9c2", "41");
    let found = find_strategy(&layout, &grid, Strategy::XYChain, false).expect("xy-chain");
    let (cell, digit) = found.eliminations[0];
    assert_eq!(digit, d(1));
    assert!(
        [layout.cell(0, 1), layout.cell(8, 0), layout.cell(1, 0), layout.cell(2, 0), layout.cell(0, 2)].contains(&cell)
            || (layout.sees(cell, layout.cell(0, 0)) && layout.sees(cell, layout.cell(8, 1))),
        "{found}"
    );
}
