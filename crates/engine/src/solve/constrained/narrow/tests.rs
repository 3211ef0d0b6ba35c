use super::{renban, window_matching, WindowFlags};

/// The digits of `list` as a mask.
fn mask(list: &[u32]) -> u32 {
    list.iter().fold(0, |m, d| m | 1 << (d - 1))
}

#[test]
fn a_renban_cell_keeps_only_the_digits_a_filling_of_a_window_gives_it() {
    // Three cells: the first two hold 1 or 2, the third 2, 3 or 4. In 1-2-3 the first two
    // take 1 and 2, leaving the third its 3; 2-3-4 has no place for two of its digits.
    let mut cand = vec![mask(&[1, 2]), mask(&[1, 2]), mask(&[2, 3, 4])];
    let mut required = 0;
    assert_eq!(renban(&[0, 1, 2], 9, &mut cand, &mut required, &mut WindowFlags::new()), Some(true));
    assert_eq!(cand, vec![mask(&[1, 2]), mask(&[1, 2]), mask(&[3])]);
    assert_eq!(required, mask(&[1, 2, 3]));
}

#[test]
fn a_renban_with_no_window_its_cells_can_fill_is_a_contradiction() {
    // Every window of three digits needs one of 1 and 2 twice or leaves a digit out.
    let mut cand = vec![mask(&[1, 2]), mask(&[1, 2]), mask(&[1, 2, 5])];
    let mut required = 0;
    assert_eq!(renban(&[0, 1, 2], 9, &mut cand, &mut required, &mut WindowFlags::new()), None);
}

#[test]
fn the_window_matching_keeps_what_some_assignment_of_different_digits_uses() {
    // Every choice of digits of a three-digit window for three cells, against each of the
    // six ways to give the cells the three digits.
    let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    for code in 0..512u32 {
        let within = [code & 7, code >> 3 & 7, code >> 6 & 7];
        let mut expected = [0u32; 3];
        for order in orders {
            if (0..3).all(|i| within[i] & 1 << order[i] != 0) {
                (0..3).for_each(|i| expected[i] |= 1 << order[i]);
            }
        }
        let mut found = [0u32; 3];
        let fits = window_matching(&within, &mut found, &mut WindowFlags::new());
        assert_eq!(fits, expected != [0; 3], "cells {within:?}");
        if fits {
            assert_eq!(found, expected, "cells {within:?}");
        }
    }
}
