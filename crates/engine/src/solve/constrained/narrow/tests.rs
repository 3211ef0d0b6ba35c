use super::sums::{grouped, grouped_by_houses, linear, linear_in_runs, Matchings};
use super::{enumerated_matching, renban, set_matching, skyscraper, window_matching, WindowFlags, MAX_ENUMERATED};

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

#[test]
fn trying_each_filling_and_walking_sets_match_the_same_digits() {
    // Every choice of digits of a four-digit window for four cells (and for the first
    // one, two and three of them), each way.
    for code in 0..1u32 << 16 {
        let within = [code & 15, code >> 4 & 15, code >> 8 & 15, code >> 12 & 15];
        for n in 1..=MAX_ENUMERATED {
            let within: Vec<u32> = within[..n].iter().map(|&w| w & ((1 << n) - 1)).collect();
            let (mut by_fillings, mut by_sets) = (vec![0; n], vec![0; n]);
            let fits = enumerated_matching(&within, &mut by_fillings);
            assert_eq!(fits, set_matching(&within, &mut by_sets, &mut WindowFlags::new()), "cells {within:?}");
            assert_eq!(by_fillings, by_sets, "cells {within:?}");
        }
    }
}

#[test]
fn a_sum_of_peers_keeps_only_digits_that_different_digits_complete() {
    // Three cells summing to 6, the first two peers. Alone each could be 1, 2, 3 or 4
    // (1 + 1 + 4); the peers, different digits, make at least 1 + 2, so the third cell
    // is at most 3 (while a peer can still be 4: 4 + 1 + 1).
    let all = mask(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
    let terms = [(0, 1), (1, 1), (2, 1)];
    let mut cand = vec![all; 3];
    assert_eq!(linear(&terms, &[2, 1], 6, &mut cand, &mut Matchings::new()), Some(true));
    assert_eq!(cand, vec![mask(&[1, 2, 3, 4]), mask(&[1, 2, 3, 4]), mask(&[1, 2, 3])]);
    // With the digits allowed to repeat, 1 + 1 + 4 stays.
    let mut apart = vec![all; 3];
    assert_eq!(linear(&terms, &[1, 1, 1], 6, &mut apart, &mut Matchings::new()), Some(true));
    assert_eq!(apart, vec![mask(&[1, 2, 3, 4]); 3]);
}

#[test]
fn peers_holding_one_digit_between_them_cannot_make_their_sum() {
    // Two peers summing to 2 would both be 1; a third cell of the run is placed at 3.
    let mut cand = vec![mask(&[1, 2]), mask(&[1]), mask(&[3])];
    assert_eq!(linear(&[(0, 1), (1, 1), (2, -1)], &[2, 1], -1, &mut cand, &mut Matchings::new()), None);
    // Minus the third: 1 + 2 - 3 = 0 when the peers differ.
    let mut cand = vec![mask(&[1, 2]), mask(&[1, 2]), mask(&[3, 4])];
    assert_eq!(linear(&[(0, 1), (1, 1), (2, -1)], &[2, 1], 0, &mut cand, &mut Matchings::new()), Some(true));
    assert_eq!(cand, vec![mask(&[1, 2]), mask(&[1, 2]), mask(&[3])]);
}

#[test]
fn peers_are_grouped_by_coefficient_and_sight() {
    // Cells 0, 1 and 3 see each other; 2 sees none; 4 sees 0 but has the other sign.
    let sees = |a: u16, b: u16| matches!((a.min(b), a.max(b)), (0, 1) | (0, 3) | (1, 3) | (0, 4));
    let (terms, groups) = grouped(vec![(0, 1), (1, 1), (2, 1), (3, 1), (4, -1)], sees);
    assert_eq!(terms, vec![(0, 1), (1, 1), (3, 1), (2, 1), (4, -1)]);
    assert_eq!(groups, vec![3, 1, 1]);
}

#[test]
fn a_sum_keeps_exactly_what_some_filling_of_different_peers_uses() {
    // Pseudo-random digits for four cells, in runs of 2 + 2 or 3 + 1 with signs, against
    // every filling whose runs hold different digits.
    let mut state = 12345u32;
    let mut next = || {
        state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
        state >> 16
    };
    let shapes: [(&[u8], [i64; 4]); 3] = [(&[2, 2], [1, 1, 1, 1]), (&[3, 1], [1, 1, 1, -1]), (&[2, 2], [1, 1, -1, -1])];
    for _ in 0..400 {
        let (groups, signs) = shapes[next() as usize % shapes.len()];
        let start: Vec<u32> = (0..4).map(|_| (next() & 511).max(1)).collect();
        let target = i64::from(next() % 30) - 5;
        let terms: Vec<(u16, i64)> = (0..4).map(|i| (i as u16, signs[i])).collect();
        let mut expected = [0u32; 4];
        for code in 0..9 * 9 * 9 * 9 {
            let d = [code % 9 + 1, code / 9 % 9 + 1, code / 81 % 9 + 1, code / 729 + 1];
            let allowed = (0..4).all(|i| start[i] & 1 << (d[i] - 1) != 0);
            let apart = if groups[0] == 2 {
                d[0] != d[1] && d[2] != d[3]
            } else {
                d[0] != d[1] && d[0] != d[2] && d[1] != d[2]
            };
            let total: i64 = (0..4).map(|i| signs[i] * i64::from(d[i])).sum();
            if allowed && apart && total == target {
                (0..4).for_each(|i| expected[i] |= 1 << (d[i] - 1));
            }
        }
        let mut cand = start.clone();
        let result = linear(&terms, groups, target, &mut cand, &mut Matchings::new());
        if expected[0] == 0 {
            assert_eq!(result, None, "{start:?} {groups:?} {signs:?} {target}");
        } else {
            assert!(result.is_some(), "{start:?} {groups:?} {signs:?} {target}");
            assert_eq!(cand, expected.to_vec(), "{start:?} {groups:?} {signs:?} {target}");
        }
    }
}

#[test]
fn runs_take_the_house_that_holds_most_of_the_terms_first() {
    // Cell 2 lies in both houses; the second holds four terms of one sign, so it runs first.
    let houses = vec![vec![0, 1, 2], vec![2, 3, 4, 5]];
    let (terms, groups) = grouped_by_houses(vec![(0, 1), (2, 1), (3, 1), (4, 1), (5, 1), (1, -1)], &houses);
    assert_eq!(terms, vec![(2, 1), (3, 1), (4, 1), (5, 1), (0, 1), (1, -1)]);
    assert_eq!(groups, vec![4, 1, 1]);
}

#[test]
fn a_run_of_peers_is_bounded_by_its_different_digits() {
    // x + y + z = 10w - 1 with x, y, z peers of 1 to 4: w is 1, so the three make 9, the
    // most three different digits of 1 to 4 make: none of them can be 1.
    let start = vec![mask(&[1, 2, 3, 4]), mask(&[1, 2, 3, 4]), mask(&[1, 2, 3, 4]), mask(&[1, 2, 3, 4, 5, 6, 7, 8, 9])];
    let terms = [(0, 1), (1, 1), (2, 1), (3, -10)];
    let mut cand = start.clone();
    assert_eq!(linear_in_runs(&terms, &[3, 1], -1, false, &mut cand, &mut Matchings::new()), Some(true));
    assert_eq!(cand, vec![mask(&[2, 3, 4]), mask(&[2, 3, 4]), mask(&[2, 3, 4]), mask(&[1])]);
    // Cell by cell, the bounds alone keep the 1s.
    let mut alone = start;
    assert_eq!(linear(&terms, &[3, 1], -1, &mut alone, &mut Matchings::new()), Some(true));
    assert_eq!(alone[0], mask(&[1, 2, 3, 4]));
    // Three peers with two digits between them cannot be filled.
    let mut short = vec![mask(&[1, 2]), mask(&[1, 2]), mask(&[1, 2]), mask(&[1, 2, 3, 4, 5, 6, 7, 8, 9])];
    assert_eq!(linear_in_runs(&terms, &[3, 1], -1, false, &mut short, &mut Matchings::new()), None);
}

#[test]
fn the_bounds_of_runs_never_remove_a_digit_some_filling_uses() {
    let mut state = 987_654u32;
    let mut next = || {
        state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
        state >> 16
    };
    for _ in 0..400 {
        let start: Vec<u32> = (0..4).map(|_| (next() & 511).max(1)).collect();
        let coefficient = -[2, 3, 10][next() as usize % 3];
        let target = i64::from(next() % 40) - 30;
        let terms = [(0, 1), (1, 1), (2, 1), (3, coefficient)];
        let mut expected = [0u32; 4];
        for code in 0..9 * 9 * 9 * 9 {
            let d = [code % 9 + 1, code / 9 % 9 + 1, code / 81 % 9 + 1, code / 729 + 1];
            let allowed = (0..4).all(|i| start[i] & 1 << (d[i] - 1) != 0);
            let apart = d[0] != d[1] && d[0] != d[2] && d[1] != d[2];
            let total: i64 = (0..4).map(|i| terms[i].1 * i64::from(d[i])).sum();
            if allowed && apart && total == target {
                (0..4).for_each(|i| expected[i] |= 1 << (d[i] - 1));
            }
        }
        let mut cand = start.clone();
        match linear_in_runs(&terms, &[3, 1], target, false, &mut cand, &mut Matchings::new()) {
            None => assert_eq!(expected, [0; 4], "{start:?} {coefficient} {target}"),
            Some(_) => (0..4).for_each(|i| assert_eq!(cand[i] & expected[i], expected[i], "{start:?} {target}")),
        }
    }
}

/// Every filling of a row of `size` by the digits 1 to `size` once each, as digits.
fn permutations(size: usize) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    let mut row: Vec<u32> = (1..=size as u32).collect();
    fn go(k: usize, row: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if k == row.len() {
            out.push(row.clone());
            return;
        }
        for i in k..row.len() {
            row.swap(k, i);
            go(k + 1, row, out);
            row.swap(k, i);
        }
    }
    go(0, &mut row, &mut out);
    out
}

/// The sum of the digits between the row's 1 and its largest digit.
fn sandwiched(row: &[u32]) -> u32 {
    let size = row.len() as u32;
    let (i, j) = (row.iter().position(|&d| d == 1), row.iter().position(|&d| d == size));
    let (Some(i), Some(j)) = (i, j) else { return u32::MAX };
    row[i.min(j) + 1..i.max(j)].iter().sum()
}

proptest::proptest! {
    #[test]
    fn a_sandwich_row_keeps_exactly_the_digits_some_filling_gives(
        size in 4usize..=7,
        sum in 0u16..=25,
        seeds in proptest::collection::vec(1u32..u32::MAX, 7),
    ) {
        let full = (1u32 << size) - 1;
        // Most cells keep most digits; some are placed or narrowed.
        let domains: Vec<u32> = seeds
            .iter()
            .map(|&s| if s % 5 == 0 { 1 << (s / 5 % size as u32) } else { (s | s >> 8 | s >> 16) & full })
            .collect();
        let domains = &domains[..size];
        let mut expected = vec![0u32; size];
        for row in permutations(size) {
            if sandwiched(&row) == u32::from(sum) && row.iter().zip(domains).all(|(&d, &m)| m & 1 << (d - 1) != 0) {
                expected.iter_mut().zip(&row).for_each(|(e, &d)| *e |= 1 << (d - 1));
            }
        }
        let found = super::sandwich_fillings(domains, &super::sandwich_sets(size, sum), size);
        proptest::prop_assert_eq!(found, Some(expected), "domains {:?}", domains);
    }
}

#[test]
fn a_sandwich_row_of_nine_narrows_as_its_fillings_do() {
    // 35 between the ends needs them at both ends of the row, and every other digit between.
    let all = (1u32 << 9) - 1;
    let found = super::sandwich_fillings(&[all; 9], &super::sandwich_sets(9, 35), 9).expect("a row of nine");
    let middle = all & !(1 | 1 << 8);
    assert_eq!(found, [1 | 1 << 8, middle, middle, middle, middle, middle, middle, middle, 1 | 1 << 8]);
    // 0 between: the ends side by side, anywhere; a row whose cells cannot do it has none.
    let found = super::sandwich_fillings(&[all; 9], &super::sandwich_sets(9, 0), 9).expect("a row of nine");
    assert_eq!(found, vec![all; 9]);
    let apart = [1, all & !(1 << 8), all & !(1 << 8), all, all, all, all, all, all];
    let found = super::sandwich_fillings(&apart, &super::sandwich_sets(9, 0), 9).expect("a row of nine");
    assert_eq!(found, vec![0; 9]);
}

/// The skyscraper's walk state by state (tallest digit, count seen), as it was written
/// before its counts became bitsets: what [`skyscraper`] must keep.
fn skyscraper_by_states(line: &[u16], count: usize, size: usize, cand: &mut [u32]) -> Option<bool> {
    let n = line.len();
    let states = (size + 1) * (size + 1);
    let index = |tallest: usize, seen: usize| tallest * (size + 1) + seen;
    let mut forward = vec![false; (n + 1) * states];
    let mut backward = vec![false; (n + 1) * states];
    forward[index(0, 0)] = true;
    let step = |tallest: usize, seen: usize, d: usize| {
        if d > tallest {
            (seen < size).then(|| (d, seen + 1))
        } else {
            (d < tallest).then_some((tallest, seen))
        }
    };
    let each_digit = |mask: u32| (1..=size).filter(move |&d| mask & 1 << (d - 1) != 0);
    for p in 0..n {
        let mask = cand[usize::from(line[p])];
        for tallest in 0..=size {
            for seen in 0..=size {
                if !forward[p * states + index(tallest, seen)] {
                    continue;
                }
                for d in each_digit(mask) {
                    if let Some((t, s)) = step(tallest, seen, d) {
                        forward[(p + 1) * states + index(t, s)] = true;
                    }
                }
            }
        }
    }
    if count > size {
        return None;
    }
    backward[n * states + index(size, count)] = true;
    let mut kept = vec![0u32; n];
    for p in (0..n).rev() {
        let mask = cand[usize::from(line[p])];
        for tallest in 0..=size {
            for seen in 0..=size {
                for d in each_digit(mask) {
                    let Some((t, s)) = step(tallest, seen, d) else { continue };
                    if backward[(p + 1) * states + index(t, s)] {
                        backward[p * states + index(tallest, seen)] = true;
                        if forward[p * states + index(tallest, seen)] {
                            kept[p] |= 1 << (d - 1);
                        }
                    }
                }
            }
        }
    }
    let mut changed = false;
    for (&cell, &k) in line.iter().zip(&kept) {
        let new = cand[usize::from(cell)] & k;
        if new == 0 {
            return None;
        }
        changed |= new != cand[usize::from(cell)];
        cand[usize::from(cell)] = new;
    }
    Some(changed)
}

#[test]
fn the_skyscraper_walk_keeps_what_its_state_by_state_walk_keeps() {
    let mut seed = 7u64;
    let mut next = move || {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) as u32
    };
    for round in 0..5000 {
        let size = [4usize, 6, 9][round % 3];
        let line: Vec<u16> = (0..size as u16).collect();
        let count = 1 + next() as usize % size;
        let all = (1u32 << size) - 1;
        let cand: Vec<u32> = (0..size).map(|_| (next() & all).max(1 << (next() as usize % size))).collect();
        let (mut fast, mut slow) = (cand.clone(), cand.clone());
        let kept = skyscraper(&line, count, size, &mut fast);
        let expected = skyscraper_by_states(&line, count, size, &mut slow);
        assert_eq!(kept, expected, "{cand:?} count {count}");
        if kept.is_some() {
            assert_eq!(fast, slow, "{cand:?} count {count}");
        }
    }
}
