//! The 9x9 exact solver against the `sudoku` crate 0.8 on the hardest sets, in one
//! process, passes interleaved: first solution and count to 2, puzzles per second of the
//! thread's CPU time (Linux; wall time elsewhere), best of `PASSES`, and the ratio of
//! this project's time to the `sudoku` crate's (below 1: this project is faster).
//! BENCHMARKS.md, "Hardest sets":
//! `SUDOKU_BENCH_DATA=DIR cargo run -p sudoku-engine --release --example hard_ratio -- [PASSES] [SET]`
//! (`SET`: a part of a set's name, such as `1106`).

use std::time::Instant;

use sudoku::Sudoku;
use sudoku_engine::solve::classic;

#[path = "../benches/shared/hard_sets.rs"]
mod hard_sets;
use hard_sets::{guesses, load, shuffled, SETS};

/// Seconds of this thread's CPU time (from the scheduler's statistics), else of the
/// wall clock since `start`.
fn seconds(start: Instant) -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next().and_then(|ns| ns.parse::<f64>().ok()))
        .map_or_else(|| start.elapsed().as_secs_f64(), |ns| ns / 1e9)
}

/// Puzzles per second of `work` over `n` puzzles, repeated for at least a fifth of a
/// second.
fn rate(n: usize, start: Instant, work: impl Fn() -> usize) -> f64 {
    let before = seconds(start);
    let mut runs = 0;
    while runs == 0 || seconds(start) - before < 0.2 {
        std::hint::black_box(work());
        runs += 1;
    }
    (runs * n) as f64 / (seconds(start) - before)
}

fn main() {
    let passes: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(3);
    let filter = std::env::args().nth(2).unwrap_or_default();
    let start = Instant::now();
    println!("| set | puzzles | work | this project | `sudoku` 0.8 | ratio | guesses per puzzle |");
    println!("|---|---:|---|---:|---:|---:|---:|");
    for (name, keys) in SETS.into_iter().filter(|(name, _)| name.contains(filter.as_str())) {
        let Some((_, given)) = load(keys) else {
            println!("skipped {name}");
            continue;
        };
        let shuffled = shuffled(&given);
        for (name, puzzles) in [(name.to_string(), given), (format!("{name}, shuffled"), shuffled)] {
            measure(&name, &puzzles, passes, start);
        }
    }
}

/// One set's rows of the table.
fn measure(name: &str, puzzles: &[[u8; 81]], passes: usize, start: Instant) {
    let theirs: Vec<Sudoku> = puzzles.iter().filter_map(|p| Sudoku::from_bytes(*p).ok()).collect();
    let n = puzzles.len();
    let mut best = [0f64; 4];
    for _ in 0..passes {
        let rates = [
            rate(n, start, || puzzles.iter().filter_map(classic::first_solution).count()),
            rate(n, start, || theirs.iter().filter_map(|s| s.some_solution()).count()),
            rate(n, start, || puzzles.iter().map(|p| classic::count(p, 2)).sum()),
            rate(n, start, || theirs.iter().map(|s| s.solutions_count_up_to(2)).sum()),
        ];
        for (b, r) in best.iter_mut().zip(rates) {
            *b = b.max(r);
        }
    }
    let works = [("first solution", best[0], best[1], 1), ("count to 2", best[2], best[3], 2)];
    for (work, ours, theirs, limit) in works {
        let ratio = theirs / ours;
        println!(
            "| {name} | {n} | {work} | {ours:.0}/s | {theirs:.0}/s | {ratio:.2} | {:.1} |",
            guesses(puzzles, limit)
        );
    }
}
