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
        let mut rows = [Row::default(), Row::default()];
        for i in 0..phrases {
            let Ok(phrase) = SeedPhrase::new(&format!("bench {i}")) else { continue };
            for (row, format) in rows.iter_mut().zip(formats) {
                let params = GenerateParams { min_level: level, exact: true, format, ..base.clone() };
                let (start, cpu) = (Instant::now(), cpu_ms());
                let Ok(made) = generate(&params, &phrase) else { continue };
                row.wall.push(start.elapsed().as_secs_f64() * 1000.0);
                row.cpu = row.cpu.zip(cpu.zip(cpu_ms())).map(|(sum, (before, after))| sum + after - before);
                row.attempts += u64::from(made.attempts);
                row.reached += usize::from(made.reached_level);
                let se = match rate_se(&made.puzzle) {
                    Some(rating) => Level::for_se(rating.tenths),
                    None => se_level_of_path(&solve_logically(&made.puzzle)),
                };
                row.in_band += usize::from(se == level);
            }
        }
        for (mut row, format) in rows.into_iter().zip(formats) {
            if row.wall.is_empty() {
                continue;
            }
            row.wall.sort_by(f64::total_cmp);
            let n = row.wall.len();
            let at = |q: f64| row.wall[((n as f64 * q) as usize).min(n - 1)];
            let cpu = row.cpu.map_or("-".to_string(), |sum| format!("{:.1}", sum / n as f64));
            println!(
                "| {level} | {format} | {:.1} | {:.1} | {cpu} | {:.1} | {}/{n} | {}/{n} |",
                at(0.5),
                at(0.95),
                row.attempts as f64 / n as f64,
                row.reached,
                row.in_band
            );
        }
    }
}

/// What one level and format measured over the phrases.
struct Row {
    /// Wall-clock milliseconds per puzzle.
    wall: Vec<f64>,
    /// CPU milliseconds in all (`None` where the system does not tell).
    cpu: Option<f64>,
    attempts: u64,
    reached: usize,
    in_band: usize,
}

impl Default for Row {
    fn default() -> Row {
        Row { wall: Vec::new(), cpu: Some(0.0), attempts: 0, reached: 0, in_band: 0 }
    }
}

/// Milliseconds of CPU this thread has used, where Linux tells it.
fn cpu_ms() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(text.split_whitespace().next()?.parse::<f64>().ok()? / 1e6)
}
