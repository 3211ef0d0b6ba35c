//! The hardest 9x9 sets, shared by `benches/hard.rs` (criterion) and
//! `examples/hard_ratio.rs` (CPU time beside the `sudoku` crate): read from
//! `../shared/data` and from the folder named by `SUDOKU_BENCH_DATA` (if set), a file
//! whose name holds `top1465`, `11+` (or `11plus`) or `1106`, one puzzle per line, `#`
//! lines skipped. A set not found is skipped.

use std::path::{Path, PathBuf};

use sudoku_engine::format::parse_puzzle;
use sudoku_engine::solve::{classic, Solver};

/// The sets: the name shown and what the file's name holds.
pub const SETS: [(&str, &[&str]); 3] =
    [("top1465", &["top1465"]), ("hardest_11plus", &["11+", "11plus"]), ("hardest_1106", &["1106"])];

pub fn data_dirs() -> Vec<PathBuf> {
    let shared = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data");
    std::iter::once(shared).chain(std::env::var_os("SUDOKU_BENCH_DATA").map(PathBuf::from)).collect()
}

/// The first file of `dir` whose name holds one of `keys`.
fn find_file(dir: &Path, keys: &[&str]) -> Option<PathBuf> {
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir).ok()?.filter_map(|e| e.ok().map(|e| e.path())).collect();
    names.sort();
    names.into_iter().find(|p| p.file_name().is_some_and(|n| keys.iter().any(|k| n.to_string_lossy().contains(k))))
}

/// The puzzles of a set as 81 digits (0 for empty).
pub fn load(keys: &[&str]) -> Option<(PathBuf, Vec<[u8; 81]>)> {
    let path = data_dirs().iter().find_map(|dir| find_file(dir, keys))?;
    let text = std::fs::read_to_string(&path).ok()?;
    let puzzles = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| classic::quick_digits(l.split('\t').next().unwrap_or(l)))
        .collect();
    Some((path, puzzles))
}

/// Guesses per puzzle of the engine's search for `limit` solutions.
pub fn guesses(puzzles: &[[u8; 81]], limit: usize) -> f64 {
    let nodes: u64 = puzzles
        .iter()
        .filter_map(|p| parse_puzzle(&p.iter().map(|&d| char::from(b'0' + d)).collect::<String>()).ok())
        .map(|puzzle| Solver::new(&puzzle).limit(limit).run().nodes())
        .sum();
    nodes as f64 / puzzles.len().max(1) as f64
}

/// The same puzzles in another orientation and labelling: each one's digits relabelled,
/// its bands, stacks, and rows and columns within them permuted, and every other puzzle
/// transposed, by a fixed pseudo-random sequence (`examples/hard_ratio.rs` times both). Each is as hard as before, but a set
/// kept in a canonical form (such as the forum's lists, where the first rows hold the
/// high digits) no longer favours a solver whose guess order happens to match that form.
#[allow(dead_code)] // the criterion bench times the sets as given
pub fn shuffled(puzzles: &[[u8; 81]]) -> Vec<[u8; 81]> {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move |n: usize| {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize % n
    };
    let permutation = |n: usize, next: &mut dyn FnMut(usize) -> usize| {
        let mut p: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            p.swap(i, next(i + 1));
        }
        p
    };
    puzzles
        .iter()
        .enumerate()
        .map(|(k, puzzle)| {
            let digits = permutation(9, &mut next);
            let lines = |next: &mut dyn FnMut(usize) -> usize| {
                let blocks = permutation(3, next);
                blocks
                    .iter()
                    .flat_map(|&b| permutation(3, next).into_iter().map(move |i| 3 * b + i))
                    .collect::<Vec<_>>()
            };
            let (rows, columns) = (lines(&mut next), lines(&mut next));
            let mut out = [0u8; 81];
            for (r, &from_row) in rows.iter().enumerate() {
                for (c, &from_column) in columns.iter().enumerate() {
                    let (i, j) = if k % 2 == 1 { (from_column, from_row) } else { (from_row, from_column) };
                    let d = puzzle[9 * i + j];
                    out[9 * r + c] = if d == 0 { 0 } else { digits[usize::from(d) - 1] as u8 + 1 };
                }
            }
            out
        })
        .collect()
}
