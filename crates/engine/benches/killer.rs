//! Killer timings: the exact solver on the 9x9 killers of `tests/data/killer_corpus.txt`
//! (no givens but cages; solved and checked unique, a search for 2 solutions), on 16x16
//! killers drawn around a seeded solution with a quarter of the cells given, on the 16x16
//! killer the generator makes for the golden phrase "sixteen cages" (its 16 givens: none
//! of the eight 16x16 drawings checked was unique without givens, BENCHMARKS.md), and the
//! generator on 9x9.
//! Run: `cargo bench -p sudoku-engine --bench killer` (`-- generate` for the last only).

use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use sudoku_engine::format::parse_file_format;
use sudoku_engine::generate::killer::draw_cages;
use sudoku_engine::generate::{generate, GenerateParams, SeedPhrase};
use sudoku_engine::solve::{count_solutions, solve_randomly, Solver};
use sudoku_engine::{Geometry, Layout, Puzzle};

/// The corpus's 9x9 killers without givens.
fn corpus_9x9() -> Vec<Puzzle> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/killer_corpus.txt");
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.split("\n# box=")
        .skip(1)
        .filter_map(|block| parse_file_format(&format!("# box={block}")).ok())
        .filter(|p| p.layout().size() == 9 && p.layout().variant().name() == "killer" && p.given_count() == 0)
        .collect()
}

/// 16x16 killers: cages drawn around a seeded solution (the generator's drawing), every
/// cage with its sum, a quarter of the cells given; kept only when found unique within
/// 200,000 nodes.
fn killers_16x16(count: usize) -> Vec<Puzzle> {
    let base = Layout::new(Geometry::standard(4, 4)).expect("16x16");
    (0..40)
        .filter_map(|i| {
            let mut rng = SeedPhrase::new(&format!("killer bench {i}")).ok()?.rng(1);
            let solution = solve_randomly(&Puzzle::empty(base.clone()), &mut rng, 1_000_000)?;
            let mut cages = draw_cages(&base, &solution, &mut rng);
            for cage in &mut cages {
                cage.sum =
                    u16::try_from(cage.cells.iter().map(|c| u32::from(solution[c.index()].get())).sum::<u32>()).ok();
            }
            let mut geometry = base.geometry().clone();
            geometry.variant.cages = Some(cages);
            // A cell in four given, spread by a multiplicative step: without givens the
            // solver rarely settles a 16x16 killer's uniqueness within the budget.
            let givens = solution.iter().enumerate().map(|(i, &d)| (i * 7 % 4 == 0).then_some(d)).collect();
            let puzzle = Puzzle::new(Layout::new(geometry).ok()?, givens).ok()?;
            Solver::new(&puzzle).limit(2).node_budget(200_000).run().is_unique().then_some(puzzle)
        })
        .take(count)
        .collect()
}

fn solve(c: &mut Criterion) {
    let nine = corpus_9x9();
    let mut group = c.benchmark_group("killer");
    group.sample_size(20);
    for (i, puzzle) in nine.iter().enumerate() {
        group.bench_function(format!("solve 9x9 #{i}"), |b| b.iter(|| count_solutions(puzzle, 2)));
    }
    for (i, puzzle) in killers_16x16(3).iter().enumerate() {
        group.bench_function(format!("solve 16x16 #{i}"), |b| b.iter(|| count_solutions(puzzle, 2)));
    }
    let params: GenerateParams =
        "box=4x4 variant=killer symmetry=rotate180 level=obscene exact=false attempts=100 format=v2"
            .parse()
            .expect("16x16 killer parameters");
    let generated = generate(&params, &SeedPhrase::new("sixteen cages").expect("a phrase")).expect("a 16x16 killer");
    group.bench_function("solve 16x16 generated", |b| b.iter(|| count_solutions(&generated.puzzle, 2)));
    group.finish();
}

fn generate_9x9(c: &mut Criterion) {
    let params: GenerateParams = "box=3x3 variant=killer format=v2".parse().expect("killer parameters");
    let mut group = c.benchmark_group("killer");
    group.sample_size(20);
    let mut i = 0u32;
    group.bench_function("generate 9x9", |b| {
        b.iter_batched(
            || {
                i += 1;
                SeedPhrase::new(&format!("bench {i}")).expect("a phrase")
            },
            |phrase| generate(&params, &phrase),
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

criterion_group!(benches, solve, generate_9x9);
criterion_main!(benches);
