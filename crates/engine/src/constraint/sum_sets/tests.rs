use super::*;
use crate::constraint::family;
use crate::geometry::Geometry;

fn layout9() -> Layout {
    Layout::new(Geometry::standard(3, 3)).expect("9x9")
}

/// The cell at `row`, `column` (from 1) of a 9x9 board.
fn c(row: usize, column: usize) -> Cell {
    Cell::new((row - 1) * 9 + column - 1)
}

fn digits(list: &[u8]) -> Vec<Digit> {
    list.iter().map(|&n| Digit::new(n).expect("a digit")).collect()
}

fn set(list: &[u8]) -> DigitSet {
    digits(list).into_iter().collect()
}

/// The sets for `cell` on an otherwise empty 9x9 board with `rules`, `placed` digits and
/// `marked` centre marks.
fn sets_at(rules: &[Constraint], placed: &[(Cell, u8)], marked: &[(Cell, &[u8])], cell: Cell) -> Option<SumSets> {
    let mut values = vec![None; 81];
    for &(at, digit) in placed {
        values[at.index()] = Digit::new(digit);
    }
    let mut marks = vec![DigitSet::EMPTY; 81];
    for &(at, list) in marked {
        marks[at.index()] = set(list);
    }
    SumSets::of(rules, &layout9(), &values, &marks, cell)
}

fn totals(sets: &SumSets) -> Vec<u32> {
    sets.totals.iter().map(|(total, _)| *total).collect()
}

fn at_total(sets: &SumSets, total: u32) -> Vec<Vec<Digit>> {
    sets.totals.iter().find(|(t, _)| *t == total).map(|(_, s)| s.clone()).unwrap_or_default()
}

fn arrow(bulb: &[Cell], shaft: &[Cell]) -> Constraint {
    Constraint::Arrow(family::Arrow { bulb: bulb.to_vec(), shafts: vec![shaft.to_vec()] })
}

#[test]
fn a_shaft_in_one_row_never_repeats_a_digit() {
    let rules = [arrow(&[c(1, 1)], &[c(1, 2), c(1, 3)])];
    let sets = sets_at(&rules, &[], &[], c(1, 2)).expect("on the shaft");
    assert_eq!(sets.part, SumPart::Shaft);
    assert_eq!(sets.cells, 2);
    assert!(sets.complete);
    assert_eq!(totals(&sets), (3..=9).collect::<Vec<_>>(), "1+2 up to what a bulb of 9 reads");
    assert_eq!(at_total(&sets, 3), vec![digits(&[1, 2])], "not 1+1: both cells are in row 1");
    assert_eq!(at_total(&sets, 7), vec![digits(&[1, 6]), digits(&[2, 5]), digits(&[3, 4])]);
}

#[test]
fn a_shaft_whose_cells_share_no_house_may_repeat_a_digit() {
    // r1c3 and r2c4 are in different rows, columns and boxes.
    let rules = [arrow(&[c(2, 2)], &[c(1, 3), c(2, 4)])];
    let sets = sets_at(&rules, &[], &[], c(2, 4)).expect("on the shaft");
    assert_eq!(at_total(&sets, 2), vec![digits(&[1, 1])]);
    assert_eq!(at_total(&sets, 4), vec![digits(&[1, 3]), digits(&[2, 2])]);
}

#[test]
fn the_bulb_and_the_placed_digits_narrow_the_totals() {
    let rules = [arrow(&[c(1, 1)], &[c(1, 2), c(1, 3), c(1, 4)])];
    let marked: &[(Cell, &[u8])] = &[(c(1, 1), &[7, 9])];
    let sets = sets_at(&rules, &[(c(1, 3), 4)], marked, c(1, 1)).expect("the bulb shows its shaft");
    assert_eq!(totals(&sets), vec![7, 9]);
    assert_eq!(at_total(&sets, 7), vec![digits(&[1, 2, 4])]);
    assert_eq!(at_total(&sets, 9), vec![digits(&[2, 3, 4])], "1+4+4 repeats in row 1");
}

#[test]
fn a_pill_bulb_reads_its_digits_side_by_side() {
    let shaft: Vec<Cell> = (1..=4).map(|row| c(row, 9)).collect();
    let rules = [arrow(&[c(1, 7), c(1, 8)], &shaft)];
    let sets = sets_at(&rules, &[(c(1, 7), 1), (c(1, 8), 2)], &[], c(3, 9)).expect("on the shaft");
    assert_eq!(totals(&sets), vec![12], "the bulb reads 12");
    assert_eq!(at_total(&sets, 12), vec![digits(&[1, 2, 3, 6]), digits(&[1, 2, 4, 5])]);
}

#[test]
fn a_region_sum_segment_keeps_the_totals_every_segment_can_make() {
    // Two cells in box 1, then one in box 2: the common total is 3 to 9.
    let rules = [Constraint::RegionSum(family::RegionSum { cells: vec![c(1, 2), c(1, 3), c(1, 4)] })];
    let first = sets_at(&rules, &[], &[], c(1, 3)).expect("on the line");
    assert_eq!(first.part, SumPart::Segment);
    assert_eq!(first.cells, 2);
    assert_eq!(totals(&first), (3..=9).collect::<Vec<_>>());
    assert_eq!(at_total(&first, 5), vec![digits(&[1, 4]), digits(&[2, 3])]);
    let second = sets_at(&rules, &[], &[], c(1, 4)).expect("on the line");
    assert_eq!(second.cells, 1);
    assert_eq!(at_total(&second, 9), vec![digits(&[9])]);
    // A 9 in the first segment leaves totals of 10 or more, which one cell cannot make.
    let broken = sets_at(&rules, &[(c(1, 2), 9)], &[], c(1, 4)).expect("on the line");
    assert!(broken.totals.is_empty());
}

#[test]
fn a_cell_on_no_sum_has_no_sets() {
    let rules =
        [arrow(&[c(1, 1)], &[c(1, 2)]), Constraint::Thermometer(family::Thermometer { cells: vec![c(5, 5), c(5, 6)] })];
    assert_eq!(sets_at(&rules, &[], &[], c(5, 5)), None);
    assert_eq!(sets_at(&rules, &[], &[], c(9, 9)), None);
}

#[test]
fn a_long_shaft_under_a_large_bulb_is_cut_and_says_so() {
    // A two-cell bulb reads up to 99: 8 cells in no common house have about 9^8 fillings.
    let shaft = vec![c(1, 2), c(2, 5), c(3, 8), c(4, 3), c(5, 6), c(6, 9), c(7, 1), c(8, 4)];
    let rules = [arrow(&[c(9, 8), c(9, 9)], &shaft)];
    let sets = sets_at(&rules, &[], &[], c(1, 2)).expect("on the shaft");
    assert!(!sets.complete);
    assert!(sets.totals.iter().any(|(total, _)| *total >= 11), "totals the bulb can read are listed");
}
