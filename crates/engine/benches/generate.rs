//! Generator timings: median and p95 over seeds, natively. Not a criterion bench: each
//! case runs `generate` once per seed phrase ("bench 0", "bench 1", ...) and reports the
//! distribution, as BENCHMARKS.md asks.
//!
//! `cargo bench -p sudoku-engine --bench generate` runs every case with 100 seeds;
//! `-- 9x9` (a filter on the case name) and `GEN_SEEDS=20` narrow it. The "reached"
//! column counts puzzles of exactly the level asked (at least it, for the v1 cases); the
//! digest (FNV-1a over each puzzle's line, attempt and score) shows that a change made
//! the same puzzles.

use std::time::Instant;

use sudoku_engine::format::{shapes_line, to_line};
use sudoku_engine::generate::{generate, GenerateParams, SeedPhrase};

#[path = "shared/level_cases.rs"]
mod level_cases;
use level_cases::CASES;

fn main() {
    let seeds: usize = std::env::var("GEN_SEEDS").ok().and_then(|v| v.parse().ok()).unwrap_or(100);
    let filters: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    println!("| case | params | seeds | median ms | p95 ms | max ms | mean attempts | reached | digest |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for (name, text) in CASES {
        if !filters.is_empty() && !filters.iter().any(|f| name.contains(f.as_str())) {
            continue;
        }
        let Ok(params) = text.parse::<GenerateParams>() else { continue };
        let mut times = Vec::with_capacity(seeds);
        let (mut attempts, mut reached) = (0u64, 0);
        let mut digest = Fnv::default();
        for i in 0..seeds {
            let Ok(phrase) = SeedPhrase::new(&format!("bench {i}")) else { continue };
            let start = Instant::now();
            let Ok(generated) = generate(&params, &phrase) else { continue };
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            attempts += u64::from(generated.attempts);
            reached += usize::from(generated.reached_level);
            digest.add(to_line(&generated.puzzle).as_bytes());
            digest.add(shapes_line(generated.puzzle.layout()).unwrap_or_default().as_bytes());
            digest.add(&generated.attempt.to_le_bytes());
            digest.add(&generated.rating.score.to_le_bytes());
        }
        if times.is_empty() {
            continue;
        }
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
        println!(
            "| {name} | `{text}` | {} | {:.1} | {:.1} | {:.1} | {:.1} | {reached}/{} | {:016x} |",
            times.len(),
            at(0.5),
            at(0.95),
            times[times.len() - 1],
            attempts as f64 / times.len() as f64,
            times.len(),
            digest.0
        );
    }
}

/// FNV-1a, 64 bits.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn add(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}
