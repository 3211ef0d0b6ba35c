//! The exact solver's throughput: the shared 9x9 sets (when `../shared/data` exists),
//! half-filled large boards, and the uniqueness checks of a generation on 16x16 and
//! 25x25 (clue removal as the generator does it: orbits of a 180-degree rotation in
//! chunks, each check a search for 2 solutions with the generator's node budget).
//! Run: `cargo bench -p sudoku-engine --bench solve` (`-- removal` for the last only).

use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use sudoku_engine::format::parse_puzzle;
use sudoku_engine::solve::{classic, count_solutions, solve_randomly, Solver};
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

/// The 180-degree orbits of a board of `size` digits: each cell with its rotation.
fn rotate180_orbits(size: usize) -> Vec<Vec<usize>> {
    let cells = size * size;
    (0..cells)
        .filter(|&c| c <= cells - 1 - c)
        .map(|c| if c == cells - 1 - c { vec![c] } else { vec![c, cells - 1 - c] })
        .collect()
}

/// What one removal did: the givens left, the checks, and the solver's nodes, so that two
/// builds can be seen to make the same puzzles with the same searches.
#[derive(Default, PartialEq, Eq, Debug)]
struct RemovalTrace {
    givens: usize,
    checks: u32,
    inconclusive: u32,
    nodes: u64,
    digest: u64,
}

/// Clue removal the way the generator does it: shuffled orbits in chunks of
/// `max(1, orbits / 16)`, a chunk that breaks uniqueness put back and split in halves;
/// every check is `Solver::new(&puzzle).limit(2).node_budget(budget).run()`.
fn remove_clues(layout: &Layout, solution: &[Digit], rng: &mut SplitMix, budget: u64) -> RemovalTrace {
    use rand_core::Rng;
    let mut orbits = rotate180_orbits(layout.size());
    for i in (1..orbits.len()).rev() {
        orbits.swap(i, rng.next_u32() as usize % (i + 1));
    }
    let mut givens: Vec<Option<Digit>> = solution.iter().copied().map(Some).collect();
    let mut trace = RemovalTrace::default();
    let mut batch = (orbits.len() / 16).max(1);
    let mut start = 0;
    while start < orbits.len() && trace.inconclusive < 4 {
        let end = (start + batch).min(orbits.len());
        if !try_remove(layout, &mut givens, &orbits[start..end], budget, &mut trace) {
            batch = (batch / 2).max(1);
        }
        start = end;
    }
    trace.givens = givens.iter().flatten().count();
    trace.digest = givens
        .iter()
        .fold(0xcbf2_9ce4_8422_2325u64, |h, g| (h ^ u64::from(g.map_or(0, Digit::get))).wrapping_mul(0x100_0000_01b3));
    trace
}

fn try_remove(
    layout: &Layout,
    givens: &mut [Option<Digit>],
    chunk: &[Vec<usize>],
    budget: u64,
    trace: &mut RemovalTrace,
) -> bool {
    if trace.inconclusive >= 4 {
        return false;
    }
    let saved: Vec<(usize, Option<Digit>)> = chunk.iter().flatten().map(|&c| (c, givens[c])).collect();
    for &(cell, _) in &saved {
        givens[cell] = None;
    }
    trace.checks += 1;
    let puzzle = Puzzle::new(layout.clone(), givens.to_vec()).expect("subset of a solution");
    let found = Solver::new(&puzzle).limit(2).node_budget(budget).run();
    trace.nodes += found.nodes();
    trace.inconclusive += u32::from(found.gave_up());
    if found.is_unique() {
        return true;
    }
    for &(cell, digit) in &saved {
        givens[cell] = digit;
    }
    if chunk.len() > 1 {
        let (first, second) = chunk.split_at(chunk.len() / 2);
        try_remove(layout, givens, first, budget, trace);
        try_remove(layout, givens, second, budget, trace);
    }
    false
}

fn removal(c: &mut Criterion) {
    let mut group = c.benchmark_group("removal");
    group.sample_size(10);
    for (w, h, budget, seeds) in [(4, 4, 20_000, 8u64), (5, 5, 3_000, 4)] {
        let layout = Layout::new(Geometry::standard(w, h)).expect("valid geometry");
        let fills: Vec<Vec<Digit>> = (1..=seeds)
            .map(|seed| solve_randomly(&Puzzle::empty(layout.clone()), &mut SplitMix(seed), 10_000_000).expect("fill"))
            .collect();
        let run = || -> Vec<RemovalTrace> {
            fills
                .iter()
                .zip(1u64..)
                .map(|(fill, seed)| remove_clues(&layout, fill, &mut SplitMix(seed << 32), budget))
                .collect()
        };
        let traces = run();
        let total = |f: fn(&RemovalTrace) -> u64| traces.iter().map(f).sum::<u64>();
        let digest = traces.iter().fold(0u64, |h, t| h.rotate_left(7) ^ t.digest);
        println!(
            "removal {}x{}: {} boards, {} givens left, {} checks ({} out of budget), {} nodes, digest {digest:016x}",
            w * h,
            w * h,
            traces.len(),
            total(|t| t.givens as u64),
            total(|t| u64::from(t.checks)),
            total(|t| u64::from(t.inconclusive)),
            total(|t| t.nodes),
        );
        group.throughput(Throughput::Elements(fills.len() as u64));
        group.bench_function(format!("{}x{}", w * h, w * h), |b| b.iter(|| run().len()));
    }
    group.finish();
}

criterion_group!(benches, classic_sets, large_boards, removal);
criterion_main!(benches);
