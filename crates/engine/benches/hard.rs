//! The 9x9 exact solver on the hardest sets, side by side with the `sudoku` crate (0.8,
//! the fastest Rust solver we know) in the same run: first solution and count to 2 on
//! magictour top1465, forum hardest 11+ and forum hardest 1106.
//!
//! The sets are read from `../shared/data` and from the folder named by
//! `SUDOKU_BENCH_DATA` (if set): a file whose name holds `top1465`, `11+` (or `11plus`)
//! or `1106`, one puzzle per line, `#` lines skipped. A set not found is skipped.
//! Run: `cargo bench -p sudoku-engine --bench hard` (`-- 1106` for one set).

use std::path::{Path, PathBuf};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use sudoku::Sudoku;
use sudoku_engine::format::parse_puzzle;
use sudoku_engine::solve::{classic, Solver};

/// The sets: the name criterion shows and what the file's name holds.
const SETS: [(&str, &[&str]); 3] = [("top1465", &["top1465"]), ("hardest_11plus", &["11+", "11plus"]), ("hardest_1106", &["1106"])];

fn data_dirs() -> Vec<PathBuf> {
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
fn load(keys: &[&str]) -> Option<(PathBuf, Vec<[u8; 81]>)> {
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
fn guesses(puzzles: &[[u8; 81]], limit: usize) -> f64 {
    let nodes: u64 = puzzles
        .iter()
        .filter_map(|p| parse_puzzle(&p.iter().map(|&d| char::from(b'0' + d)).collect::<String>()).ok())
        .map(|puzzle| Solver::new(&puzzle).limit(limit).run().nodes())
        .sum();
    nodes as f64 / puzzles.len().max(1) as f64
}

fn hard_sets(c: &mut Criterion) {
    for (name, keys) in SETS {
        let Some((path, puzzles)) = load(keys) else {
            println!("skipped {name}: no file with {keys:?} in its name in {:?}", data_dirs());
            continue;
        };
        let theirs: Vec<Sudoku> = puzzles.iter().filter_map(|p| Sudoku::from_bytes(*p).ok()).collect();
        assert_eq!(theirs.len(), puzzles.len(), "{}: the sudoku crate refused a puzzle", path.display());
        println!(
            "{name}: {} puzzles from {}; engine guesses per puzzle: {:.1} first solution, {:.1} count to 2",
            puzzles.len(),
            path.display(),
            guesses(&puzzles, 1),
            guesses(&puzzles, 2)
        );
        let mut group = c.benchmark_group(format!("hard/{name}"));
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.sample_size(10);
        group.bench_function("first/engine", |b| {
            b.iter(|| puzzles.iter().filter_map(classic::first_solution).count())
        });
        group.bench_function("first/sudoku_crate", |b| {
            b.iter(|| theirs.iter().filter_map(|s| s.some_solution()).count())
        });
        group.bench_function("count2/engine", |b| b.iter(|| puzzles.iter().map(|p| classic::count(p, 2)).sum::<usize>()));
        group.bench_function("count2/sudoku_crate", |b| {
            b.iter(|| theirs.iter().map(|s| s.solutions_count_up_to(2)).sum::<usize>())
        });
        group.finish();
    }
}

criterion_group!(benches, hard_sets);
criterion_main!(benches);
