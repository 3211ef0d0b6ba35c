//! Every variant rule judged on a full grid straight from its rules text, with nothing of
//! the engine's own reading (no pairs, no tables, no segments): the oracle the solver's
//! brute-force tests filter by, and a property test that the engine's check agrees with it
//! on grids that keep or break each rule.

#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use sudoku_engine::constraint::family;
use sudoku_engine::constraint::{Constraint, Indexer, Negative};
use sudoku_engine::geometry::{Geometry, Variant};
use sudoku_engine::solve::{is_valid_solution, solve_randomly};
use sudoku_engine::{Cell, Digit, Layout, Puzzle};

use crate::support::TestRng;
use crate::variant_support::random_candidates;

/// Whether the full grid `v` (digits by cell) keeps every rule of `all`.
pub fn keeps_all(layout: &Layout, all: &[Constraint], v: &[Digit]) -> bool {
    all.iter().all(|rule| keeps(layout, rule, all, v))
}

/// Whether the full grid `v` keeps `rule`; `all` is every rule of the puzzle (a negative
/// rule spares the pairs that carry a mark).
pub fn keeps(layout: &Layout, rule: &Constraint, all: &[Constraint], v: &[Digit]) -> bool {
    let size = layout.size();
    let at = |c: Cell| u32::from(v[c.index()].get());
    let rc = |c: Cell| (layout.row(c), layout.column(c));
    let cell_at = |r: usize, c: usize| layout.cell(r, c);
    let distinct = |cells: &[Cell]| {
        let mut once: Vec<Cell> = Vec::new();
        cells.iter().for_each(|&c| {
            if !once.contains(&c) {
                once.push(c)
            }
        });
        once
    };
    let all_differ = |cells: &[Cell]| {
        let digits: Vec<u32> = distinct(cells).into_iter().map(at).collect();
        digits.iter().enumerate().all(|(i, d)| !digits[..i].contains(d))
    };
    // Groups of up to three cells in a row along a line, each cell once.
    let groups_of_three = |cells: &[Cell]| -> Vec<Vec<Cell>> {
        if cells.len() <= 3 {
            return vec![distinct(cells)];
        }
        cells.windows(3).map(distinct).collect()
    };
    let orthogonal = |a: Cell, b: Cell| {
        let ((r1, c1), (r2, c2)) = (rc(a), rc(b));
        r1.abs_diff(r2) + c1.abs_diff(c2) == 1
    };
    let neighbours = |cell: Cell| layout.cells().filter(move |&o| orthogonal(cell, o));
    let every_pair_at = |steps: &[(usize, usize)]| -> Vec<(Cell, Cell)> {
        let mut pairs = Vec::new();
        for a in layout.cells() {
            for b in layout.cells() {
                let ((r1, c1), (r2, c2)) = (rc(a), rc(b));
                if steps.contains(&(r1.abs_diff(r2), c1.abs_diff(c2))) {
                    pairs.push((a, b));
                }
            }
        }
        pairs
    };
    let third = |d: u32| (d - 1) / (size as u32 / 3).max(1);
    match rule {
        Constraint::Thermometer(family::Thermometer { cells }) => cells.windows(2).all(|w| at(w[0]) < at(w[1])),
        Constraint::SlowThermometer(family::SlowThermometer { cells }) => {
            cells.windows(2).all(|w| at(w[0]) <= at(w[1]))
        }
        Constraint::Arrow(family::Arrow { bulb, shafts }) => {
            let number = bulb.iter().fold(0, |n, &c| n * 10 + at(c));
            shafts.iter().all(|shaft| shaft.iter().map(|&c| at(c)).sum::<u32>() == number)
        }
        Constraint::Difference(family::Difference { cells, value }) => {
            at(cells[0]).abs_diff(at(cells[1])) == u32::from(*value)
        }
        Constraint::Ratio(family::Ratio { cells, value }) => {
            let (a, b, r) = (at(cells[0]), at(cells[1]), u32::from(*value));
            a == b * r || b == a * r
        }
        Constraint::Xv(family::Xv { cells, sum }) => at(cells[0]) + at(cells[1]) == u32::from(*sum),
        Constraint::Negative(family::Negative { mark }) => {
            // The marks that spare a pair: any dot for the dots' rules, an X or a V for XV.
            let marks: Vec<[Cell; 2]> = all
                .iter()
                .filter_map(|other| {
                    if let (
                        Negative::Ratio | Negative::Difference,
                        Constraint::Difference(family::Difference { cells, .. }),
                    )
                    | (Negative::Ratio | Negative::Difference, Constraint::Ratio(family::Ratio { cells, .. }))
                    | (Negative::Xv, Constraint::Xv(family::Xv { cells, .. })) = (mark, other)
                    {
                        return Some(*cells);
                    }
                    None
                })
                .collect();
            let marked = |a: Cell, b: Cell| marks.iter().any(|&[x, y]| (x, y) == (a, b) || (x, y) == (b, a));
            every_pair_at(&[(0, 1), (1, 0)]).into_iter().filter(|&(a, b)| !marked(a, b)).all(|(a, b)| {
                let (x, y) = (at(a), at(b));
                match mark {
                    Negative::Ratio => x != 2 * y && y != 2 * x,
                    Negative::Difference => x.abs_diff(y) != 1,
                    Negative::Xv => x + y != 5 && x + y != 10,
                }
            })
        }
        Constraint::Whispers(family::Whispers { cells, gap }) => {
            cells.windows(2).all(|w| w[0] == w[1] || at(w[0]).abs_diff(at(w[1])) >= u32::from(*gap))
        }
        Constraint::Renban(family::Renban { cells }) => {
            let digits: Vec<u32> = distinct(cells).into_iter().map(at).collect();
            let (low, high) = (digits.iter().min().unwrap(), digits.iter().max().unwrap());
            all_differ(cells) && (high - low) as usize == digits.len() - 1
        }
        Constraint::Palindrome(family::Palindrome { cells }) => {
            (0..cells.len()).all(|i| at(cells[i]) == at(cells[cells.len() - 1 - i]))
        }
        Constraint::Between(family::Between { cells }) => {
            let (a, b) = (at(cells[0]), at(cells[cells.len() - 1]));
            cells[1..cells.len() - 1].iter().all(|&c| a.min(b) < at(c) && at(c) < a.max(b))
        }
        Constraint::RegionSum(family::RegionSum { cells }) => {
            // A loop has no ends: start it where it enters a box, so every stretch is whole.
            let closed = cells.len() > 3 && cells[0] == cells[cells.len() - 1];
            let mut path = if closed { cells[..cells.len() - 1].to_vec() } else { cells.clone() };
            if closed {
                if let Some(k) = (0..path.len()).find(|&k| layout.region(path[k]) != layout.region(path[0])) {
                    path.rotate_left(k);
                }
            }
            let mut sums: Vec<u32> = Vec::new();
            let mut stretch: Vec<Cell> = Vec::new();
            for (i, &cell) in path.iter().enumerate() {
                stretch.push(cell);
                let ends = path.get(i + 1).is_none_or(|&next| layout.region(next) != layout.region(cell));
                if ends {
                    sums.push(distinct(&stretch).into_iter().map(at).sum());
                    stretch.clear();
                }
            }
            sums.windows(2).all(|w| w[0] == w[1])
        }
        Constraint::Entropic(family::Entropic { cells }) => groups_of_three(cells).iter().all(|group| {
            let thirds: Vec<u32> = group.iter().map(|&c| third(at(c))).collect();
            thirds.iter().enumerate().all(|(i, t)| !thirds[..i].contains(t))
        }),
        Constraint::Modular(family::Modular { cells }) => groups_of_three(cells).iter().all(|group| {
            let residues: Vec<u32> = group.iter().map(|&c| at(c) % 3).collect();
            residues.iter().enumerate().all(|(i, t)| !residues[..i].contains(t))
        }),
        Constraint::ExtraRegion(family::ExtraRegion { cells }) => all_differ(cells),
        Constraint::Diagonal(family::Diagonal { rising }) => {
            let cells: Vec<Cell> =
                (0..size).map(|i| if *rising { cell_at(size - 1 - i, i) } else { cell_at(i, i) }).collect();
            all_differ(&cells)
        }
        Constraint::AntiKnight(family::AntiKnight) => {
            every_pair_at(&[(1, 2), (2, 1)]).into_iter().all(|(a, b)| at(a) != at(b))
        }
        Constraint::AntiKing(family::AntiKing) => every_pair_at(&[(1, 1)]).into_iter().all(|(a, b)| at(a) != at(b)),
        Constraint::NonConsecutive(family::NonConsecutive) => {
            every_pair_at(&[(0, 1), (1, 0)]).into_iter().all(|(a, b)| at(a).abs_diff(at(b)) != 1)
        }
        Constraint::Quadruple(family::Quadruple { cells, digits }) => {
            let mut there: Vec<u32> = cells.iter().map(|&c| at(c)).collect();
            digits.iter().all(|&d| match there.iter().position(|&x| x == u32::from(d)) {
                Some(i) => {
                    there.remove(i);
                    true
                }
                None => false,
            })
        }
        Constraint::Even(family::Even { cell }) => at(*cell) % 2 == 0,
        Constraint::Odd(family::Odd { cell }) => at(*cell) % 2 == 1,
        Constraint::Minimum(family::Minimum { cell }) => neighbours(*cell).all(|n| at(*cell) < at(n)),
        Constraint::Maximum(family::Maximum { cell }) => neighbours(*cell).all(|n| at(*cell) > at(n)),
        Constraint::Sandwich(family::Sandwich { clue, sum }) => {
            let line = clue.line(size).unwrap();
            let digits: Vec<u32> = line.iter().map(|&c| at(c)).collect();
            let i = digits.iter().position(|&d| d == 1).unwrap();
            let j = digits.iter().position(|&d| d as usize == size).unwrap();
            digits[i.min(j) + 1..i.max(j)].iter().sum::<u32>() == u32::from(*sum)
        }
        Constraint::LittleKiller(family::LittleKiller { clue, direction, sum }) => {
            clue.ray(size, *direction).iter().map(|&c| at(c)).sum::<u32>() == u32::from(*sum)
        }
        Constraint::XSum(family::XSum { clue, sum }) => {
            let line = clue.line(size).unwrap();
            let n = at(line[0]) as usize;
            line[..n].iter().map(|&c| at(c)).sum::<u32>() == u32::from(*sum)
        }
        Constraint::Skyscraper(family::Skyscraper { clue, count }) => {
            let mut tallest = 0;
            let mut seen = 0;
            for c in clue.line(size).unwrap() {
                if at(c) > tallest {
                    tallest = at(c);
                    seen += 1;
                }
            }
            seen == u32::from(*count)
        }
        Constraint::Indexer(family::Indexer { cell, index }) => {
            let (r, c) = rc(*cell);
            let d = at(*cell) as usize - 1;
            match index {
                Indexer::Row => at(cell_at(d, c)) as usize == r + 1,
                Indexer::Column => at(cell_at(r, d)) as usize == c + 1,
                Indexer::Box => {
                    let region = layout.region(*cell);
                    let cells: Vec<Cell> = layout.cells().filter(|&o| layout.region(o) == region).collect();
                    let position = cells.iter().position(|o| o == cell).unwrap();
                    at(cells[d]) as usize == position + 1
                }
            }
        }
        Constraint::Clone(family::Clone { cells, copy }) => cells.iter().zip(copy).all(|(&a, &b)| at(a) == at(b)),
        Constraint::PencilMarks(family::PencilMarks { cell, digits }) => digits.contains(&(at(*cell) as u8)),
        // "The digits of each cage sum to its number and do not repeat within it."
        Constraint::KillerCage(family::KillerCage { cells, sum }) => {
            all_differ(cells) && sum.is_none_or(|sum| cells.iter().map(|&c| at(c)).sum::<u32>() == u32::from(sum))
        }
    }
}

fn layout_of(boxes: (usize, usize)) -> Layout {
    Layout::new(Geometry::new(boxes.0, boxes.1, Variant::default())).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    /// Rules made from one grid, judged on another: the engine's check of each rule, alone
    /// and all together, says what the rules text says.
    #[test]
    fn the_engines_check_of_every_rule_agrees_with_its_rules_text(
        boxes in prop::sample::select(vec![(2, 2), (3, 2), (3, 3)]),
        seed in any::<u64>(),
        count in 1usize..16,
    ) {
        let layout = layout_of(boxes);
        let mut rng = TestRng(seed);
        let made_from = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 1_000_000).unwrap();
        let judged = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 1_000_000).unwrap();
        let rules = random_candidates(&layout, &made_from, &mut rng, count);
        for grid in [&made_from, &judged] {
            for rule in &rules {
                let alone = Puzzle::empty(layout.clone()).with_constraints(vec![rule.clone()]).unwrap();
                prop_assert_eq!(
                    is_valid_solution(&alone, grid),
                    keeps(&layout, rule, std::slice::from_ref(rule), grid),
                    "{:?} on {:?}", rule, grid
                );
            }
            let together = Puzzle::empty(layout.clone()).with_constraints(rules.clone()).unwrap();
            prop_assert_eq!(is_valid_solution(&together, grid), keeps_all(&layout, together.constraints(), grid));
        }
    }
}

fn cells(layout: &Layout, names: &[(usize, usize)]) -> Vec<Cell> {
    names.iter().map(|&(r, c)| layout.cell(r - 1, c - 1)).collect()
}

fn grid(rows: &str) -> Vec<Digit> {
    rows.bytes().filter(u8::is_ascii_digit).map(|b| Digit::new(b - b'0').unwrap()).collect()
}

/// A 9x9 grid: row 1 is 1 2 3 4 5 6 7 8 9.
const GRID: &str = "123456789 456789123 789123456 214365897 365897214 897214365 531642978 642978531 978531642";

#[test]
fn a_two_cell_entropic_line_needs_two_thirds() {
    let layout = Layout::classic();
    let v = grid(GRID);
    // r1c5 r1c6 hold 5 and 6, both middle digits: broken. r1c3 r1c4 (3, 4): kept.
    for (pair, kept) in [([(1, 5), (1, 6)], false), ([(1, 3), (1, 4)], true)] {
        let rule = Constraint::Entropic(family::Entropic { cells: cells(&layout, &pair) });
        let puzzle = Puzzle::empty(layout.clone()).with_constraints(vec![rule.clone()]).unwrap();
        assert_eq!(keeps(&layout, &rule, &[], &v), kept);
        assert_eq!(is_valid_solution(&puzzle, &v), kept, "{rule:?}");
    }
}

#[test]
fn loops_read_and_judge_as_lines_without_ends() {
    let layout = Layout::classic();
    let v = grid(GRID);
    // r1c3 r1c4 r2c4 r2c3 and back: 3 4 7 6 around. Renban: 3 4 6 7 is not consecutive.
    let square = cells(&layout, &[(1, 3), (1, 4), (2, 4), (2, 3), (1, 3)]);
    let renban = Constraint::Renban(family::Renban { cells: square.clone() });
    // Region sums: box 1 holds r2c3 and r1c3 (6 + 3), box 2 r1c4 and r2c4 (4 + 7): 9 and 11.
    let region = Constraint::RegionSum(family::RegionSum { cells: square.clone() });
    // Whispers of gap 1 always hold on a Latin square's neighbours.
    let whispers = Constraint::Whispers(family::Whispers { cells: square, gap: 1 });
    for (rule, kept) in [(renban, false), (region, false), (whispers, true)] {
        assert!(rule.validate(&layout).is_ok(), "{rule:?} reads");
        let puzzle = Puzzle::empty(layout.clone()).with_constraints(vec![rule.clone()]).unwrap();
        assert_eq!(keeps(&layout, &rule, &[], &v), kept, "{rule:?}");
        assert_eq!(is_valid_solution(&puzzle, &v), kept, "{rule:?}");
    }
    // A loop around r4c1 r4c2 r5c2 r5c1 (2 1 6 3) stays in box 4: one stretch, always kept.
    let kept =
        Constraint::RegionSum(family::RegionSum { cells: cells(&layout, &[(4, 1), (4, 2), (5, 2), (5, 1), (4, 1)]) });
    assert!(keeps(&layout, &kept, &[], &v));
    let puzzle = Puzzle::empty(layout.clone()).with_constraints(vec![kept]).unwrap();
    assert!(is_valid_solution(&puzzle, &v));
}

#[test]
fn a_thermometer_still_may_not_pass_a_cell_twice() {
    let layout = Layout::classic();
    let looped = Constraint::Thermometer(family::Thermometer {
        cells: cells(&layout, &[(1, 1), (1, 2), (2, 2), (2, 1), (1, 1)]),
    });
    let error = looped.validate(&layout).unwrap_err();
    assert!(error.to_string().contains("cannot pass a cell twice"), "{error}");
}
