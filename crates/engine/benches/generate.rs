//! Generator timings: median and p95 over seeds, natively. Not a criterion bench: each
//! case runs `generate` once per seed phrase ("bench 0", "bench 1", ...) and reports the
//! distribution, as BENCHMARKS.md asks.
//!
//! `cargo bench -p sudoku-engine --bench generate` runs every case with 100 seeds;
//! `-- 9x9` (a filter on the case name) and `GEN_SEEDS=20` narrow it. The "reached"
//! column counts puzzles of exactly the level asked (at least it, for the v1 cases).

use std::time::Instant;

use sudoku_engine::generate::{generate, GenerateParams, SeedPhrase};

/// Every row of the level table (RATING.md), each level asked exactly, seed format v2;
/// then format v1's minimum-level search for comparison.
const CASES: &[(&str, &str)] = &[
    ("4x4 easy", "box=2x2 level=easy exact=true format=v2"),
    ("6x6 3x2 easy", "box=3x2 level=easy exact=true format=v2"),
    ("6x6 3x2 moderate", "box=3x2 level=moderate exact=true format=v2"),
    ("6x6 2x3 easy", "box=2x3 level=easy exact=true format=v2"),
    ("6x6 2x3 moderate", "box=2x3 level=moderate exact=true format=v2"),
    ("8x8 easy", "box=4x2 level=easy exact=true format=v2"),
    ("8x8 moderate", "box=4x2 level=moderate exact=true format=v2"),
    ("9x9 easy", "box=3x3 level=easy exact=true format=v2"),
    ("9x9 moderate", "box=3x3 level=moderate exact=true format=v2"),
    ("9x9 difficult", "box=3x3 level=difficult exact=true format=v2"),
    ("9x9 stinker", "box=3x3 level=stinker exact=true format=v2"),
    ("9x9 nightmare", "box=3x3 level=nightmare exact=true format=v2"),
    ("9x9 obscene", "box=3x3 level=obscene exact=true format=v2"),
    ("9x9 x easy", "box=3x3 variant=x level=easy exact=true format=v2"),
    ("9x9 x moderate", "box=3x3 variant=x level=moderate exact=true format=v2"),
    ("9x9 x difficult", "box=3x3 variant=x level=difficult exact=true format=v2"),
    ("9x9 x stinker", "box=3x3 variant=x level=stinker exact=true format=v2"),
    ("9x9 x nightmare", "box=3x3 variant=x level=nightmare exact=true format=v2"),
    ("9x9 jigsaw easy", "box=3x3 variant=jigsaw level=easy exact=true format=v2"),
    ("9x9 jigsaw moderate", "box=3x3 variant=jigsaw level=moderate exact=true format=v2"),
    ("9x9 jigsaw difficult", "box=3x3 variant=jigsaw level=difficult exact=true format=v2"),
    ("9x9 jigsaw stinker", "box=3x3 variant=jigsaw level=stinker exact=true format=v2"),
    ("9x9 jigsaw nightmare", "box=3x3 variant=jigsaw level=nightmare exact=true format=v2"),
    ("9x9 colour easy", "box=3x3 variant=colour level=easy exact=true format=v2"),
    ("9x9 colour moderate", "box=3x3 variant=colour level=moderate exact=true format=v2"),
    ("9x9 colour difficult", "box=3x3 variant=colour level=difficult exact=true format=v2"),
    ("9x9 colour stinker", "box=3x3 variant=colour level=stinker exact=true format=v2"),
    ("9x9 colour nightmare", "box=3x3 variant=colour level=nightmare exact=true format=v2"),
    ("9x9 x+jigsaw easy", "box=3x3 variant=x+jigsaw level=easy exact=true format=v2"),
    ("9x9 x+jigsaw moderate", "box=3x3 variant=x+jigsaw level=moderate exact=true format=v2"),
    ("9x9 x+jigsaw difficult", "box=3x3 variant=x+jigsaw level=difficult exact=true format=v2"),
    ("9x9 x+jigsaw stinker", "box=3x3 variant=x+jigsaw level=stinker exact=true format=v2"),
    ("9x9 x+jigsaw nightmare", "box=3x3 variant=x+jigsaw level=nightmare exact=true format=v2"),
    ("12x12 easy", "box=4x3 level=easy exact=true format=v2"),
    ("12x12 moderate", "box=4x3 level=moderate exact=true format=v2"),
    ("12x12 difficult", "box=4x3 level=difficult exact=true format=v2"),
    ("12x12 stinker", "box=4x3 level=stinker exact=true format=v2"),
    ("16x16 easy", "box=4x4 level=easy exact=true format=v2"),
    ("16x16 moderate", "box=4x4 level=moderate exact=true format=v2"),
    ("16x16 difficult", "box=4x4 level=difficult exact=true format=v2"),
    ("16x16 stinker", "box=4x4 level=stinker exact=true format=v2"),
    ("20x20 easy", "box=5x4 level=easy exact=true format=v2"),
    ("20x20 moderate", "box=5x4 level=moderate exact=true format=v2"),
    ("25x25 easy", "box=5x5 level=easy exact=true format=v2"),
    ("25x25 moderate", "box=5x5 level=moderate exact=true format=v2"),
    ("30x30 easy", "box=6x5 level=easy exact=true format=v2"),
    ("v1 9x9 easy+", "box=3x3 level=easy"),
    ("v1 9x9 difficult+", "box=3x3 level=difficult"),
    ("v1 16x16 easy+", "box=4x4 level=easy"),
];

fn main() {
    let seeds: usize = std::env::var("GEN_SEEDS").ok().and_then(|v| v.parse().ok()).unwrap_or(100);
    let filters: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    println!("| case | params | seeds | median ms | p95 ms | max ms | mean attempts | reached |");
    println!("|---|---|---|---|---|---|---|---|");
    for (name, text) in CASES {
        if !filters.is_empty() && !filters.iter().any(|f| name.contains(f.as_str())) {
            continue;
        }
        let Ok(params) = text.parse::<GenerateParams>() else { continue };
        let mut times = Vec::with_capacity(seeds);
        let (mut attempts, mut reached) = (0u64, 0);
        for i in 0..seeds {
            let Ok(phrase) = SeedPhrase::new(&format!("bench {i}")) else { continue };
            let start = Instant::now();
            let Ok(generated) = generate(&params, &phrase) else { continue };
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            attempts += u64::from(generated.attempts);
            reached += usize::from(generated.reached_level);
        }
        if times.is_empty() {
            continue;
        }
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
        println!(
            "| {name} | `{text}` | {} | {:.1} | {:.1} | {:.1} | {:.1} | {reached}/{} |",
            times.len(),
            at(0.5),
            at(0.95),
            times[times.len() - 1],
            attempts as f64 / times.len() as f64,
            times.len()
        );
    }
}
