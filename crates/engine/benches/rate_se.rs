//! Benchmark of rating on Sudoku Explainer's scale (`rate::rate_se`): the 200 SE-rated
//! puzzles of tests/data/se_rated_sample.tsv (SE 5.0-9.0), each rated from scratch.
//! Run: `cargo bench -p sudoku-engine --bench rate_se`; criterion's time / 200 is the time
//! a puzzle.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use sudoku_engine::format::parse_puzzle;
use sudoku_engine::rate::rate_se;
use sudoku_engine::Puzzle;

fn sample() -> Vec<Puzzle> {
    include_str!("../tests/data/se_rated_sample.tsv")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split('\t').next())
        .filter_map(|puzzle| parse_puzzle(puzzle).ok())
        .collect()
}

fn benches(c: &mut Criterion) {
    let puzzles = sample();
    let mut group = c.benchmark_group("rate_se");
    group.sample_size(10);
    group.bench_function(format!("rate_se sample of {}", puzzles.len()), |b| {
        b.iter(|| puzzles.iter().filter_map(|p| black_box(rate_se(p))).map(|r| r.tenths).sum::<u32>())
    });
    group.finish();
}

criterion_group!(rate_se_bench, benches);
criterion_main!(rate_se_bench);
