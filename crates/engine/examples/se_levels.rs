//! Format v3 (levels as bands on Sudoku Explainer's scale) beside format v2, in the same
//! run: for each exact level, phrases `bench 0` .. `bench N-1`, the two formats
//! alternating per phrase. Prints per level and format the median and p95 wall-clock time,
//! the mean CPU time (of the thread, from `/proc/thread-self/schedstat`, counted in
//! scheduler ticks, so only its mean is meaningful; `-` without it; rating included), the mean attempts, how many reached the level, and how many
//! puzzles lie in the level's SE band (`rate_se` on 9x9 standard; the solve path's SE
//! level elsewhere).
//!
//! `cargo run --release -p sudoku-engine --example se_levels -- [PHRASES] [PARAMS]`
//! (PARAMS like `box=3x3 variant=x`; default 20 phrases on `box=3x3`).

use std::time::Instant;

use sudoku_engine::generate::{generate, reachable_levels, GenerateParams, SeedFormat, SeedPhrase};
use sudoku_engine::logic::solve_logically;
use sudoku_engine::rate::{rate_se, se_level_of_path, Level};

fn main() {
    let phrases: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let board = std::env::args().nth(2).unwrap_or_else(|| "box=3x3".into());
    println!("| level | format | median ms | p95 ms | mean CPU ms | mean attempts | reached | in the SE band |");
    println!("|---|---|---:|---:|---:|---:|---:|---:|");
    let formats = [SeedFormat::V2, SeedFormat::V3];
    let base: GenerateParams = match format!("{board} format=v3").parse() {
        Ok(params) => params,
        Err(error) => return eprintln!("{board}: {error}"),
    };
    for level in reachable_levels(&base) {
        let mut rows: Vec<(Vec<f64>, u64, usize, usize, Option<f64>)> = vec![(Vec::new(), 0, 0, 0, Some(0.0)); 2];
        for i in 0..phrases {
            let Ok(phrase) = SeedPhrase::new(&format!("bench {i}")) else { continue };
            for (row, format) in rows.iter_mut().zip(formats) {
                let params = GenerateParams { min_level: level, exact: true, format, ..base.clone() };
                let (start, cpu) = (Instant::now(), cpu_ms());
                let Ok(made) = generate(&params, &phrase) else { continue };
                row.0.push(start.elapsed().as_secs_f64() * 1000.0);
                row.4 = row.4.zip(cpu.zip(cpu_ms())).map(|(sum, (before, after))| sum + after - before);
                row.1 += u64::from(made.attempts);
                row.2 += usize::from(made.reached_level);
                let se = match rate_se(&made.puzzle) {
                    Some(rating) => Level::for_se(rating.tenths),
                    None => se_level_of_path(&solve_logically(&made.puzzle)),
                };
                row.3 += usize::from(se == level);
            }
        }
        for ((mut times, attempts, reached, in_band, cpu), format) in rows.into_iter().zip(formats) {
            if times.is_empty() {
                continue;
            }
            times.sort_by(f64::total_cmp);
            let n = times.len();
            let at = |q: f64| times[((n as f64 * q) as usize).min(n - 1)];
            let cpu = cpu.map_or("-".to_string(), |sum| format!("{:.1}", sum / n as f64));
            println!(
                "| {level} | {format} | {:.1} | {:.1} | {cpu} | {:.1} | {reached}/{n} | {in_band}/{n} |",
                at(0.5),
                at(0.95),
                attempts as f64 / n as f64
            );
        }
    }
}

/// Milliseconds of CPU this thread has used, where Linux tells it.
fn cpu_ms() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(text.split_whitespace().next()?.parse::<f64>().ok()? / 1e6)
}
