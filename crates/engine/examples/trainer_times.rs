//! The trainer's native time per technique: for every technique the trainer offers on
//! a board, `RUNS` puzzles (phrases "bench 1", "bench 2", ...), and the median, slowest
//! and mean attempts of each. BENCHMARKS.md, section "Trainer":
//! `cargo run -p sudoku-engine --release --example trainer_times -- [RUNS] [BOX] [NAME...]`
//! (defaults: 5 runs, box 3x3, every technique offered). A NAME the board does not offer
//! is timed too: its attempts are the trainer's (the first whose rating's hardest
//! strategy is the technique, within the trainer's budget), so the table says whether
//! it could be offered.

use std::time::Instant;

use sudoku_engine::generate::trainer::technique_attempt;
use sudoku_engine::generate::{trainer_techniques, GenerateParams, SeedPhrase};
use sudoku_engine::geometry::BoxShape;
use sudoku_engine::logic::Strategy;
use sudoku_engine::{rate, Geometry};

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let runs: u32 = args.next().map_or(Ok(5), |a| a.parse()).map_err(|e| format!("RUNS: {e}"))?;
    let shape: BoxShape =
        args.next().map_or(Ok(BoxShape { width: 3, height: 3 }), |a| a.parse()).map_err(|e| format!("BOX: {e}"))?;
    let names: Vec<Strategy> = args.map(|a| a.parse().map_err(|e| format!("{e}"))).collect::<Result<_, _>>()?;
    let geometry = Geometry::standard(shape.width, shape.height);
    let offered = trainer_techniques(&GenerateParams::for_technique(geometry.clone(), false, Strategy::FullHouse));
    let techniques = if names.is_empty() { offered } else { names };
    println!("technique\tmedian ms\tslowest ms\tmean attempts\tmade");
    for technique in techniques {
        let params = GenerateParams::for_technique(geometry.clone(), false, technique);
        let mut times = Vec::new();
        let (mut attempts, mut made) = (0, 0);
        for run in 1..=runs {
            let phrase = SeedPhrase::new(&format!("bench {run}")).map_err(|e| e.to_string())?;
            let start = Instant::now();
            let hit = (1..=params.max_attempts).find(|&attempt| {
                let candidate = technique_attempt(&params, technique, &mut phrase.rng(attempt), &|| false);
                candidate.is_some_and(|c| rate::engine_rating(&c.puzzle).hardest == technique)
            });
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            if let Some(attempt) = hit {
                attempts += attempt;
                made += 1;
            }
        }
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        let slowest = times.last().copied().unwrap_or_default();
        let mean_attempts = f64::from(attempts) / f64::from(made.max(1));
        println!("{technique}\t{median:.0}\t{slowest:.0}\t{mean_attempts:.1}\t{made}/{runs}");
    }
    Ok(())
}
