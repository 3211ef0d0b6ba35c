//! The exact solver's throughput: the shared 9x9 sets (when `../shared/data` exists)
//! and half-filled large boards. Run: `cargo bench -p sudoku-engine --bench solve`.

use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use sudoku_engine::format::parse_puzzle;
use sudoku_engine::solve::{classic, count_solutions, solve_randomly};
use sudoku_engine::{Digit, Geometry, Layout, Puzzle};

/// SplitMix64, so the bench needs no RNG crate.
struct SplitMix(u64);

impl rand_core::TryRng for SplitMix {
    type Error = std::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        self.try_next_u64().map(|x| (x >> 32) as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Ok(z ^ (z >> 31))
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        dst.fill(0);
        Ok(())
    }
}

fn shared_data(name: &str) -> Option<String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data").join(name);
    std::fs::read_to_string(root).ok()
}

/// The puzzles of a data file as 81 digits (0 for empty).
fn digits(text: &str) -> Vec<[u8; 81]> {
    text.lines()
        .filter_map(|line| parse_puzzle(line.split('\t').next().unwrap_or(line)).ok())
        .map(|puzzle| {
            let mut out = [0u8; 81];
            for (slot, given) in out.iter_mut().zip(puzzle.givens()) {
                *slot = given.map_or(0, Digit::get);
            }
            out
        })
        .collect()
}

fn classic_sets(c: &mut Criterion) {
    for (name, file) in [
        ("top1465", "magictour_top1465.txt"),
        ("17clue", "17_clue_15k.txt"),
        ("serg_multi", "serg_multi_solution_5k.txt"),
    ] {
        let Some(text) = shared_data(file) else {
            println!("skipped {name}: ../shared/data not found");
            continue;
        };
        let puzzles = digits(&text);
        let mut group = c.benchmark_group(format!("9x9/{name}"));
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.sample_size(10);
        for limit in [1, 2] {
            group.bench_function(format!("limit{limit}"), |b| {
                b.iter(|| puzzles.iter().map(|p| classic::count(p, limit)).sum::<usize>())
            });
        }
        group.finish();
    }
}

/// A puzzle keeping `percent` of a random fill of boxes `w` x `h`.
fn half_filled(w: usize, h: usize, seed: u64, percent: u32) -> Puzzle {
    use rand_core::Rng;
    let layout = Layout::new(Geometry::standard(w, h)).expect("valid geometry");
    let mut rng = SplitMix(seed);
    let solution = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 10_000_000).expect("fill");
    let givens = solution.into_iter().map(|d| (rng.next_u32() % 100 < percent).then_some(d)).collect();
    Puzzle::new(layout, givens).expect("subset of a solution")
}

fn large_boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("large");
    group.sample_size(10);
    for (w, h) in [(4, 4), (5, 5)] {
        let puzzles: Vec<Puzzle> = (1..=5).map(|seed| half_filled(w, h, seed, 50)).collect();
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        for limit in [1, 2] {
            group.bench_function(format!("{}x{}_50pct_limit{limit}", w * h, w * h), |b| {
                b.iter(|| puzzles.iter().map(|p| count_solutions(p, limit).count()).sum::<usize>())
            });
        }
    }
    let empty = Puzzle::empty(Layout::new(Geometry::standard(6, 5)).expect("30x30"));
    group.throughput(Throughput::Elements(1));
    group.bench_function("30x30_random_fill", |b| {
        let mut rng = SplitMix(1);
        b.iter(|| solve_randomly(&empty, &mut rng, 10_000_000).map(|s| s.len()))
    });
    group.finish();
}

criterion_group!(benches, classic_sets, large_boards);
criterion_main!(benches);
