//! Killer cages that share cells, as f-puzzles draws them and setters use them: the board
//! keeps one cage per cell, so the reader keeps every cage that overlaps another as a rule
//! of its own (`family::KillerCage`) and the rest on the board. Read, counted against brute
//! force on 4x4 boards, checked as a player sees it, drawn, and written back.

#![allow(clippy::unwrap_used)]

use sudoku_engine::constraint::{family, Constraint};
use sudoku_engine::format::{parse_file_format, parse_fpuzzles, to_file_text, to_fpuzzles_json, FpuzzlesError};
use sudoku_engine::game::{conflicts, Board, Layer};
use sudoku_engine::geometry::Cage;
use sudoku_engine::render::constraints::{draw, Shape};
use sudoku_engine::share::{parse_link, puzzle_link, SharedLink};
use sudoku_engine::solve::{is_valid_solution, Solver};
use sudoku_engine::{Cell, Digit, Puzzle};

/// A cage of an f-puzzles document: its cells by name and its sum.
fn cage_json(cells: &[&str], sum: Option<u16>) -> String {
    let names: Vec<String> = cells.iter().map(|c| format!("{c:?}")).collect();
    match sum {
        Some(sum) => format!(r#"{{"cells":[{}],"value":"{sum}"}}"#, names.join(",")),
        None => format!(r#"{{"cells":[{}]}}"#, names.join(",")),
    }
}

/// An empty f-puzzles document of `size` with these killer cages (and givens, row-major, 0
/// for none).
fn document(size: usize, cages: &[String], givens: &[u8]) -> String {
    let rows: Vec<String> = (0..size)
        .map(|r| {
            let cells: Vec<String> = (0..size)
                .map(|c| match givens.get(r * size + c).copied().unwrap_or(0) {
                    0 => "{}".to_string(),
                    d => format!(r#"{{"value":{d},"given":true}}"#),
                })
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    format!(r#"{{"size":{size},"grid":[{}],"killercage":[{}]}}"#, rows.join(","), cages.join(","))
}

fn cell(name: &str, size: usize) -> Cell {
    let (r, c) = name[1..].split_once('C').unwrap();
    Cell::new((r.parse::<usize>().unwrap() - 1) * size + c.parse::<usize>().unwrap() - 1)
}

fn killer_cage(cells: &[&str], sum: Option<u16>, size: usize) -> Constraint {
    let mut cells: Vec<Cell> = cells.iter().map(|c| cell(c, size)).collect();
    cells.sort_unstable();
    Constraint::KillerCage(family::KillerCage { cells, sum })
}

/// 9x9: three cages that share cells (as the shared corpus's "Killer sudoku [overlap]"
/// does: a 2-cell cage over the corner of two others) and two that share none.
fn overlapping_9x9() -> String {
    document(
        9,
        &[
            cage_json(&["R1C1", "R1C2"], Some(3)),
            cage_json(&["R1C3", "R1C4", "R1C5"], Some(15)),
            cage_json(&["R1C6", "R2C5", "R2C6", "R3C5"], Some(22)),
            cage_json(&["R1C5", "R2C5"], Some(9)),
            cage_json(&["R9C8", "R9C9"], None),
        ],
        &[],
    )
}

#[test]
fn cages_that_share_a_cell_are_read_as_rules_and_the_rest_stay_on_the_board() {
    let puzzle = parse_fpuzzles(&overlapping_9x9()).unwrap();
    let c = |name: &str| cell(name, 9);
    assert_eq!(
        puzzle.layout().cages(),
        [Cage::new(vec![c("R1C1"), c("R1C2")], Some(3)), Cage::new(vec![c("R9C8"), c("R9C9")], None)]
    );
    let mut expected = vec![
        killer_cage(&["R1C3", "R1C4", "R1C5"], Some(15), 9),
        killer_cage(&["R1C6", "R2C5", "R2C6", "R3C5"], Some(22), 9),
        killer_cage(&["R1C5", "R2C5"], Some(9), 9),
    ];
    expected.sort_unstable();
    assert_eq!(puzzle.constraints(), expected.as_slice());
    // Without an overlap every cage stays on the board, as before.
    let plain = document(9, &[cage_json(&["R1C1", "R1C2"], Some(3)), cage_json(&["R1C3"], Some(5))], &[]);
    let plain = parse_fpuzzles(&plain).unwrap();
    assert!(plain.constraints().is_empty());
    assert_eq!(plain.layout().cages().len(), 2);
    // Only overlapping cages: the board has none and is no killer board.
    let only = document(4, &[cage_json(&["R1C1", "R1C2"], Some(3)), cage_json(&["R1C2", "R2C2"], Some(7))], &[]);
    let only = parse_fpuzzles(&only).unwrap();
    assert!(only.layout().cages().is_empty());
    assert_eq!(only.constraints().len(), 2);
}

#[test]
fn what_is_still_malformed_is_refused_naming_its_cells() {
    let error = |cages: &[String]| parse_fpuzzles(&document(4, cages, &[])).unwrap_err().to_string();
    // A cage that lists a cell twice.
    let twice = error(&[cage_json(&["R1C1", "R1C2", "R1C1"], Some(5))]);
    assert_eq!(twice, "killer cage 1: it lists R1C1 twice");
    // A sum its cells cannot make, on a cage that overlaps another.
    let sum = error(&[cage_json(&["R1C1", "R1C2"], Some(8)), cage_json(&["R1C2", "R2C2"], Some(3))]);
    assert!(sum.contains("killer cage") && sum.contains("r1c1") && sum.contains("r1c2"), "{sum}");
    // More cells than digits.
    let large =
        error(&[cage_json(&["R1C1", "R1C2", "R1C3", "R1C4", "R2C4"], None), cage_json(&["R2C4", "R3C4"], None)]);
    assert!(large.contains("r2c4") && large.contains("1 to 4 different cells"), "{large}");
    // A cell off the board.
    let off = parse_fpuzzles(&document(4, &[cage_json(&["R1C1", "R5C1"], None)], &[])).unwrap_err();
    assert!(matches!(off, FpuzzlesError::BadCage { cage: 1, .. }), "{off}");
    // Givens that break an overlapping cage.
    let broken = parse_fpuzzles(&document(
        4,
        &[cage_json(&["R1C1", "R1C2"], Some(3)), cage_json(&["R1C2", "R2C2"], Some(4))],
        &[0, 4],
    ))
    .unwrap_err()
    .to_string();
    assert!(broken.contains("killer cage") && broken.contains("r1c2"), "{broken}");
}

/// Every 4x4 sudoku grid (288 of them), row-major.
fn every_4x4_grid() -> Vec<[u8; 16]> {
    fn fill(grid: &mut [u8; 16], at: usize, found: &mut Vec<[u8; 16]>) {
        if at == 16 {
            found.push(*grid);
            return;
        }
        let (r, c) = (at / 4, at % 4);
        for d in 1..=4 {
            let clash = (0..16).filter(|&o| o < at).any(|o| {
                let (r2, c2) = (o / 4, o % 4);
                grid[o] == d && (r2 == r || c2 == c || (r2 / 2 == r / 2 && c2 / 2 == c / 2))
            });
            if !clash {
                grid[at] = d;
                fill(grid, at + 1, found);
                grid[at] = 0;
            }
        }
    }
    let mut found = Vec::new();
    fill(&mut [0; 16], 0, &mut found);
    found
}

/// A small deterministic generator (splitmix64).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

#[test]
fn overlapping_cages_are_counted_as_brute_force_counts_them() {
    let grids = every_4x4_grid();
    assert_eq!(grids.len(), 288);
    let mut rng = Rng(0x0ce1_1a95);
    let mut overlapping_seen = 0;
    for round in 0..200 {
        // Cages drawn on a grid: its digits make their sums (some without one), a cell of
        // one cage often in another; now and then a sum off by one, which may leave none.
        let solution = grids[rng.below(grids.len())];
        let mut cages: Vec<(Vec<usize>, Option<u16>)> = Vec::new();
        for _ in 0..2 + rng.below(4) {
            let mut cells: Vec<usize> = Vec::new();
            let mut at = rng.below(16);
            for _ in 0..1 + rng.below(4) {
                if !cells.contains(&at) && !cells.iter().any(|&o| solution[o] == solution[at]) {
                    cells.push(at);
                }
                let (r, c) = (at / 4, at % 4);
                at = match rng.below(4) {
                    0 if r > 0 => at - 4,
                    1 if r < 3 => at + 4,
                    2 if c > 0 => at - 1,
                    _ if c < 3 => at + 1,
                    _ => at - 1,
                };
            }
            let total: u16 = cells.iter().map(|&i| u16::from(solution[i])).sum();
            let sum = match rng.below(8) {
                0 => None,
                1 if total < 10 - cells.len() as u16 => Some(total + 1),
                _ => Some(total),
            };
            cages.push((cells, sum));
        }
        let givens: Vec<u8> = (0..16).map(|i| if rng.below(8) == 0 { solution[i] } else { 0 }).collect();
        let names = |cells: &[usize]| cells.iter().map(|i| format!("R{}C{}", i / 4 + 1, i % 4 + 1)).collect::<Vec<_>>();
        let json: Vec<String> = cages
            .iter()
            .map(|(cells, sum)| {
                let names = names(cells);
                cage_json(&names.iter().map(String::as_str).collect::<Vec<_>>(), *sum)
            })
            .collect();
        let text = document(4, &json, &givens);
        let keeps = |grid: &[u8; 16]| {
            (0..16).all(|i| givens[i] == 0 || givens[i] == grid[i])
                && cages.iter().all(|(cells, sum)| {
                    let digits: Vec<u8> = cells.iter().map(|&i| grid[i]).collect();
                    let differ = digits.iter().enumerate().all(|(i, d)| !digits[..i].contains(d));
                    differ && sum.is_none_or(|s| digits.iter().map(|&d| u16::from(d)).sum::<u16>() == s)
                })
        };
        let expected = grids.iter().filter(|g| keeps(g)).count();
        let puzzle = match parse_fpuzzles(&text) {
            Ok(puzzle) => puzzle,
            Err(error) => {
                // Refused only when the givens already break a cage: then nothing keeps it.
                assert_eq!(expected, 0, "round {round}: {error}: {text}");
                continue;
            }
        };
        if !puzzle.constraints().is_empty() {
            overlapping_seen += 1;
        }
        let found = Solver::new(&puzzle).limit(400).run();
        assert_eq!(found.count(), expected, "round {round}: {text}");
        for grid in &grids {
            let digits: Vec<Digit> = grid.iter().map(|&d| Digit::new(d).unwrap()).collect();
            assert_eq!(is_valid_solution(&puzzle, &digits), keeps(grid), "round {round}: {grid:?} in {text}");
        }
    }
    assert!(overlapping_seen > 50, "only {overlapping_seen} rounds had cages that overlap");
}

#[test]
fn a_player_sees_the_entries_that_break_an_overlapping_cage() {
    let puzzle = parse_fpuzzles(&overlapping_9x9()).unwrap();
    let mut board = Board::new(&puzzle);
    let put = |board: &mut Board, name: &str, digit: u32| {
        assert!(board.set_layer(cell(name, 9), Layer::Value, digit, 9));
    };
    // r1c5 + r2c5 = 9, and r1c3 + r1c4 + r1c5 = 15.
    put(&mut board, "R1C5", 4);
    put(&mut board, "R2C5", 5);
    put(&mut board, "R1C3", 2);
    put(&mut board, "R1C4", 9);
    assert!(conflicts(&puzzle, &board).is_empty());
    put(&mut board, "R1C4", 8);
    assert_eq!(conflicts(&puzzle, &board), [cell("R1C3", 9), cell("R1C4", 9), cell("R1C5", 9)], "14, not 15");
    put(&mut board, "R1C4", 9);
    put(&mut board, "R2C5", 6);
    let mut broken = conflicts(&puzzle, &board);
    broken.sort_unstable();
    assert_eq!(broken, [cell("R1C5", 9), cell("R2C5", 9)], "4 + 6 is not 9");
    // A digit twice in an overlapping cage (not a row, column or box).
    put(&mut board, "R2C5", 5);
    put(&mut board, "R3C5", 5);
    let broken = conflicts(&puzzle, &board);
    assert!(broken.contains(&cell("R2C5", 9)) && broken.contains(&cell("R3C5", 9)), "{broken:?}");
}

#[test]
fn an_overlapping_cage_is_drawn_inside_the_board_s_cages_with_its_sum() {
    let puzzle = parse_fpuzzles(&overlapping_9x9()).unwrap();
    let shapes = draw(puzzle.layout(), puzzle.constraints());
    let outline = shapes.iter().filter(|s| matches!(s, Shape::Line { class: "killer-cage", .. })).count();
    // Cells r1c5 and r2c5: six sides outside the 2-cell cage; the 3-cell row cage eight;
    // the 4-cell cage ten.
    assert_eq!(outline, 6 + 8 + 10);
    let sums: Vec<&str> = shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { class: "killer-cage-sum", text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(sums.len(), 3);
    for sum in ["15", "22", "9"] {
        assert!(sums.contains(&sum), "{sums:?}");
    }
}

#[test]
fn overlapping_cages_go_through_every_format_and_come_back_the_same() {
    let puzzle = parse_fpuzzles(&overlapping_9x9()).unwrap();
    let json = to_fpuzzles_json(&puzzle).unwrap();
    assert_eq!(parse_fpuzzles(&json).unwrap(), puzzle, "{json}");
    let written: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(written["killercage"].as_array().unwrap().len(), 5, "every cage under killercage: {json}");
    let text = to_file_text(&puzzle);
    assert_eq!(parse_file_format(&text).unwrap(), puzzle, "{text}");
    let link = puzzle_link(&puzzle);
    assert!(matches!(parse_link(&link), Ok(SharedLink::Puzzle(read, _)) if read == puzzle), "{link}");
    let saved: Puzzle = serde_json::from_str(&serde_json::to_string(&puzzle).unwrap()).unwrap();
    assert_eq!(saved, puzzle);
}

#[test]
fn the_shared_corpus_s_overlapping_killer_is_read_and_proved() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants_shared");
    let document = std::fs::read_to_string(dir.join("fpuzzles.txt")).unwrap().lines().nth(14).unwrap().to_string();
    let solution = std::fs::read_to_string(dir.join("solutions.txt")).unwrap().lines().nth(14).unwrap().to_string();
    let puzzle = parse_fpuzzles(&document).unwrap();
    assert_eq!(puzzle.constraints().len(), 3, "the 9 cage over the 15 and the 22");
    assert_eq!(puzzle.layout().cages().len(), 27);
    let found = Solver::new(&puzzle).limit(2).run();
    assert!(found.is_unique());
    let digits: String = found.first().unwrap().iter().map(|d| d.get().to_string()).collect();
    assert_eq!(digits, solution);
    // Written back and read again, the same puzzle.
    assert_eq!(parse_fpuzzles(&to_fpuzzles_json(&puzzle).unwrap()).unwrap(), puzzle);
}

/// A cage listed twice (the same cells and sum) is one cage on the board, not two rules
/// overlapping each other: the document written back holds it once and reads to the same
/// puzzle (found by the f-puzzles fuzz target). The same cells with another sum stay two
/// rules.
#[test]
fn a_cage_listed_twice_is_one_cage_and_reads_the_same_once_written_back() {
    let text = document(
        4,
        &[
            cage_json(&["R1C1", "R1C2"], None),
            cage_json(&["R1C2", "R2C3"], Some(6)),
            cage_json(&["R3C3", "R3C4"], None),
            cage_json(&["R3C4", "R3C3"], None),
            cage_json(&["R4C1"], None),
            cage_json(&["R4C3", "R4C4"], Some(3)),
            cage_json(&["R4C3", "R4C4"], Some(4)),
        ],
        &[],
    );
    let read = parse_fpuzzles(&text).unwrap();
    let board: Vec<Vec<Cell>> = read.layout().cages().iter().map(|cage| cage.cells.clone()).collect();
    assert_eq!(board, [vec![cell("R3C3", 4), cell("R3C4", 4)], vec![cell("R4C1", 4)]]);
    assert_eq!(
        read.constraints(),
        [
            killer_cage(&["R1C1", "R1C2"], None, 4),
            killer_cage(&["R1C2", "R2C3"], Some(6), 4),
            killer_cage(&["R4C3", "R4C4"], Some(3), 4),
            killer_cage(&["R4C3", "R4C4"], Some(4), 4),
        ]
    );
    let written = to_fpuzzles_json(&read).unwrap();
    assert_eq!(parse_fpuzzles(&written).unwrap(), read, "{written}");
}
