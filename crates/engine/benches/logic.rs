//! Benchmarks of the logical solver: rating magictour puzzles, and hints on mid-game
//! 9x9 and 16x16 positions. Run: `cargo bench -p sudoku-engine --bench logic`.

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion};
use sudoku_engine::logic::hint;
use sudoku_engine::rate::engine_rating;
use sudoku_engine::{Digit, Geometry, Layout, Puzzle};

fn data(name: &str) -> Option<String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::read_to_string(root.join("../shared/data").join(name)).ok()
}

fn puzzle(line: &str) -> Option<Puzzle> {
    let givens = line.trim().chars().map(|c| c.to_digit(10).and_then(|v| Digit::new(v as u8))).collect();
    Puzzle::new(Layout::classic(), givens).ok()
}

/// A solved 16x16 grid by the usual pattern, half of its cells blanked (deterministically).
fn sixteen() -> Option<(Puzzle, Vec<Digit>)> {
    let layout = Layout::new(Geometry::standard(4, 4)).ok()?;
    let solution: Vec<Digit> = (0..256)
        .map(|i| {
            let (r, c) = (i / 16, i % 16);
            Digit::new(((r * 4 + r / 4 + c) % 16 + 1) as u8)
        })
        .collect::<Option<_>>()?;
    let givens = (0..256).map(|i| if (i * 37 + 11) % 100 < 45 { Some(solution[i]) } else { None }).collect();
    Some((Puzzle::new(layout, givens).ok()?, solution))
}

fn benches(c: &mut Criterion) {
    let Some(text) = data("magictour_top1465.txt") else {
        println!("skipped: ../shared/data not found");
        return;
    };
    let puzzles: Vec<Puzzle> = text.lines().filter_map(puzzle).collect();
    let mut group = c.benchmark_group("logic");
    group.sample_size(10);
    group.bench_function("rate magictour first 100", |b| {
        b.iter(|| puzzles.iter().take(100).map(|p| black_box(engine_rating(p)).score).sum::<u32>())
    });
    // A 9x9 mid-game position: a hard puzzle with a third of its missing cells filled in.
    if let Some(p) = puzzles.first() {
        let solution = sudoku_engine::logic::solve_logically(p).values;
        let values: Vec<Option<Digit>> =
            solution.iter().enumerate().map(|(i, v)| if i % 3 == 0 { *v } else { None }).collect();
        let full: Vec<Digit> = solution.iter().flatten().copied().collect();
        group.bench_function("hint 9x9 mid-game", |b| b.iter(|| black_box(hint(p, &values, None, Some(&full)))));
    }
    if let Some((p, solution)) = sixteen() {
        let values = vec![None; 256];
        group.bench_function("hint 16x16 mid-game", |b| b.iter(|| black_box(hint(&p, &values, None, Some(&solution)))));
    }
    group.finish();
}

criterion_group!(logic, benches);
criterion_main!(logic);
