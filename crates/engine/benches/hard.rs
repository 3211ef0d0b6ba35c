//! The 9x9 exact solver on the hardest sets, side by side with the `sudoku` crate (0.8,
//! the fastest Rust solver we know) in the same run: first solution and count to 2 on
//! magictour top1465, forum hardest 11+ and forum hardest 1106.
//!
//! The sets are read from `../shared/data` and from the folder named by
//! `SUDOKU_BENCH_DATA` (if set): a file whose name holds `top1465`, `11+` (or `11plus`)
//! or `1106`, one puzzle per line, `#` lines skipped. A set not found is skipped.
//! Run: `cargo bench -p sudoku-engine --bench hard` (`-- 1106` for one set).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use sudoku::Sudoku;
use sudoku_engine::solve::classic;

#[path = "shared/hard_sets.rs"]
mod hard_sets;
use hard_sets::{data_dirs, guesses, load, SETS};

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
        group.bench_function("first/engine", |b| b.iter(|| puzzles.iter().filter_map(classic::first_solution).count()));
        group.bench_function("first/sudoku_crate", |b| {
            b.iter(|| theirs.iter().filter_map(|s| s.some_solution()).count())
        });
        group.bench_function("count2/engine", |b| {
            b.iter(|| puzzles.iter().map(|p| classic::count(p, 2)).sum::<usize>())
        });
        group.bench_function("count2/sudoku_crate", |b| {
            b.iter(|| theirs.iter().map(|s| s.solutions_count_up_to(2)).sum::<usize>())
        });
        group.finish();
    }
}

criterion_group!(benches, hard_sets);
criterion_main!(benches);
