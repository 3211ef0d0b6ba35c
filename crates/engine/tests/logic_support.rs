//! Shared helpers for the logic and rating tests (included with `#[path]`).
#![allow(dead_code)]

use std::path::PathBuf;

use sudoku_engine::{Cell, Digit, DigitSet, Grid, Layout, Puzzle};

/// `../shared/data` beside the workspace root, if present.
pub fn data_dir() -> Option<PathBuf> {
    let mut dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    while !dir.join("Cargo.lock").exists() && !dir.join("crates").is_dir() {
        if !dir.pop() {
            return None;
        }
    }
    let data = dir.join("../shared/data");
    data.is_dir().then_some(data)
}

/// The lines of a data file, or `None` (after printing the skip notice) when missing.
pub fn data_lines(name: &str) -> Option<Vec<String>> {
    let Some(path) = data_dir().map(|d| d.join(name)) else {
        println!("skipped: ../shared/data not found");
        return None;
    };
    let Ok(text) = std::fs::read_to_string(&path) else {
        println!("skipped: ../shared/data not found");
        return None;
    };
    Some(text.lines().filter(|l| !l.trim().is_empty()).map(str::to_string).collect())
}

pub fn d(value: u8) -> Digit {
    Digit::new(value).expect("test digit")
}

/// A 9x9 puzzle from an 81-character line ('.' or '0' for empty).
pub fn puzzle(line: &str) -> Puzzle {
    let givens: Vec<Option<Digit>> =
        line.trim().chars().map(|c| c.to_digit(10).and_then(|v| Digit::new(v as u8))).collect();
    Puzzle::new(Layout::classic(), givens).expect("valid test puzzle")
}

/// A 9x9 grid from nine row strings of values ('.' for empty), candidates from the values.
pub fn grid_from_rows(rows: &[&str]) -> (Layout, Grid) {
    let layout = Layout::classic();
    let line: String = rows.concat().chars().filter(|c| c.is_ascii_digit() || *c == '.').collect();
    let values: Vec<Option<Digit>> = line.chars().map(|c| c.to_digit(10).and_then(|v| Digit::new(v as u8))).collect();
    let grid = Grid::from_values(&layout, &values);
    (layout, grid)
}

/// Sets the candidates of a cell ("r1c2", "137").
pub fn set_cands(layout: &Layout, grid: &mut Grid, cell: &str, digits: &str) {
    let c = cell_at(layout, cell);
    let set: DigitSet = digits.chars().filter_map(|ch| ch.to_digit(10)).map(|v| d(v as u8)).collect();
    grid.set_candidates(c, set);
}

/// The cell named "r3c7".
pub fn cell_at(layout: &Layout, name: &str) -> Cell {
    let bytes = name.as_bytes();
    let row = usize::from(bytes[1] - b'1');
    let column = usize::from(bytes[3] - b'1');
    layout.cell(row, column)
}

/// The solutions of a 9x9 puzzle by plain backtracking (independent of the engine), up to 2.
pub fn solutions(p: &Puzzle) -> Vec<Vec<u8>> {
    let mut grid: Vec<u8> = p.givens().iter().map(|g| g.map_or(0, |d| d.get())).collect();
    let mut out = Vec::new();
    backtrack(&mut grid, &mut out);
    out
}

fn backtrack(g: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
    if out.len() >= 2 {
        return;
    }
    let mut best: Option<(usize, u16)> = None;
    for i in 0..81 {
        if g[i] != 0 {
            continue;
        }
        let (r, c) = (i / 9, i % 9);
        let mut used = 0u16;
        for k in 0..9 {
            used |= 1 << g[r * 9 + k];
            used |= 1 << g[k * 9 + c];
            used |= 1 << g[(r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3];
        }
        let free = !used & 0b11_1111_1110;
        if best.is_none_or(|(_, f)| free.count_ones() < f.count_ones()) {
            best = Some((i, free));
        }
    }
    let Some((i, free)) = best else {
        out.push(g.clone());
        return;
    };
    for v in 1..=9u8 {
        if free & (1 << v) != 0 {
            g[i] = v;
            backtrack(g, out);
            g[i] = 0;
        }
    }
}
