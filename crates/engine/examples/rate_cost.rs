//! What rating a pasted 9x9 puzzle costs: `rate::engine_rating` (the engine's own level,
//! what a pasted puzzle was rated with before its level became its SE band) beside
//! `rate::rate` (the same solve, and `rate_se` for the level), in the same run.
//!
//! `cargo run --release -p sudoku-engine --example rate_cost [FILE]` reads `puzzle[<TAB>...]`
//! lines (default: tests/data/se_rated_sample.tsv, SE 5.0-9.0) and prints the CPU time
//! per puzzle of each (best of 3), the median and the largest extra cost, and the puzzles
//! whose level moves, with both levels.

use std::time::{Duration, Instant};

use sudoku_engine::format::parse_puzzle;
use sudoku_engine::rate::{engine_rating, rate, Rating};
use sudoku_engine::Puzzle;

/// The shortest of three runs of `work` on `puzzle`, and its answer.
fn best_of_three(puzzle: &Puzzle, work: fn(&Puzzle) -> Rating) -> (Duration, Rating) {
    let mut best = Duration::MAX;
    let mut answer = work(puzzle);
    for _ in 0..3 {
        let start = Instant::now();
        answer = std::hint::black_box(work(puzzle));
        best = best.min(start.elapsed());
    }
    (best, answer)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() -> Result<(), String> {
    let text = match std::env::args().nth(1) {
        Some(file) => std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"))?,
        None => include_str!("../tests/data/se_rated_sample.tsv").to_string(),
    };
    let puzzles: Vec<Puzzle> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| parse_puzzle(l.split('\t').next().unwrap_or_default()).ok())
        .collect();
    let mut rows = Vec::new();
    for puzzle in &puzzles {
        let (before, old) = best_of_three(puzzle, engine_rating);
        let (after, new) = best_of_three(puzzle, rate);
        if old.level != new.level {
            println!("{}\tengine {}\tSE band {}", sudoku_engine::format::to_line(puzzle), old.level, new.level);
        }
        rows.push((before, after));
    }
    if rows.is_empty() {
        return Err("no puzzle read".into());
    }
    let mut extra: Vec<f64> = rows.iter().map(|(b, a)| ms(*a) - ms(*b)).collect();
    extra.sort_by(f64::total_cmp);
    let mean =
        |f: fn(&(Duration, Duration)) -> Duration| rows.iter().map(|r| ms(f(r))).sum::<f64>() / rows.len() as f64;
    println!("{} puzzles", rows.len());
    println!("engine_rating: {:.2} ms a puzzle (mean)", mean(|r| r.0));
    println!("rate:          {:.2} ms a puzzle (mean)", mean(|r| r.1));
    println!(
        "extra: median {:.2} ms, 90th percentile {:.2} ms, largest {:.2} ms",
        extra[extra.len() / 2],
        extra[extra.len() * 9 / 10],
        extra[extra.len() - 1]
    );
    Ok(())
}
