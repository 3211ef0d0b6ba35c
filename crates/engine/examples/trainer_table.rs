//! The trainer as a player meets it: for every technique a board offers (or those named),
//! `PHRASES` phrases like the app's fresh ones (`random_phrase`, drawn from the phrase
//! "trainer table"), each made by the trainer's whole search (`generate`, parameters of
//! `GenerateParams::for_technique`), and per technique the phrases, the failures, how many
//! went past the phrase's attempt budget, the median, 99th percentile (nearest rank) and
//! slowest time, the mean attempt made, and a digest of the puzzles made (the standard
//! library's hasher over each one's line and attempt; equal digests from two builds of
//! the same toolchain show that a change made the same puzzles). BENCHMARKS.md, section "Trainer":
//! `cargo run -p sudoku-engine --release --example trainer_table -- PHRASES [BOARD] [FORMAT] [NAME...]`
//! where BOARD is `BOX` or `BOX:VARIANT`, for example `3x3:x+jigsaw` (default `3x3`), and
//! FORMAT a seed format such as `v3` (default the newest).

use std::hash::{DefaultHasher, Hash, Hasher};
use std::time::Instant;

use sudoku_engine::format::to_line;
use sudoku_engine::generate::{generate, random_phrase, trainer_techniques, GenerateParams, SeedFormat, SeedPhrase};
use sudoku_engine::logic::Strategy;

/// A phrase slower than this is named on standard error.
const SLOW_MS: f64 = 5000.0;

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let phrases: u32 = args.next().ok_or("PHRASES")?.parse().map_err(|e| format!("PHRASES: {e}"))?;
    let board = args.next().unwrap_or_else(|| "3x3".into());
    let (shape, variant) = board.split_once(':').unwrap_or((&board, "standard"));
    let base: GenerateParams =
        format!("box={shape} variant={variant}").parse().map_err(|e| format!("BOARD {board}: {e}"))?;
    let mut rest: Vec<String> = args.collect();
    let format = match rest.first().map(|a| a.parse::<SeedFormat>()) {
        Some(Ok(format)) => {
            rest.remove(0);
            format
        }
        _ => SeedFormat::LATEST,
    };
    let names: Vec<Strategy> = rest.iter().map(|a| a.parse().map_err(|e| format!("{e}"))).collect::<Result<_, _>>()?;
    let for_technique = |technique| GenerateParams {
        format,
        ..GenerateParams::for_technique(base.geometry.clone(), base.jigsaw, technique)
    };
    let techniques = if names.is_empty() { trainer_techniques(&for_technique(Strategy::FullHouse)) } else { names };
    let mut draw = SeedPhrase::new("trainer table").map_err(|e| e.to_string())?.rng(1);
    let phrases: Vec<SeedPhrase> = (0..phrases).map(|_| random_phrase(&mut draw)).collect();
    println!("{board} format {format}: {} phrases", phrases.len());
    println!("technique\tphrases\tfailures\tpast budget\tmedian ms\tp99 ms\tslowest ms\tmean attempt\tdigest");
    for technique in techniques {
        let params = for_technique(technique);
        let mut times = Vec::new();
        let (mut failures, mut past_budget) = (0, 0);
        let (mut attempts, mut digest) = (0u64, DefaultHasher::new());
        for phrase in &phrases {
            let start = Instant::now();
            match generate(&params, phrase) {
                Ok(made) if made.reached_level && made.rating.hardest == technique => {
                    attempts += u64::from(made.attempt);
                    (to_line(&made.puzzle), made.attempt).hash(&mut digest);
                    if made.attempt > params.max_attempts {
                        past_budget += 1;
                        eprintln!("{technique}: {phrase:?} past the budget, attempt {}", made.attempt);
                    }
                }
                Ok(_) | Err(_) => {
                    failures += 1;
                    eprintln!("{technique}: no puzzle for {phrase:?}");
                }
            }
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            if ms > SLOW_MS {
                eprintln!("{technique}: {phrase:?} took {ms:.0} ms");
            }
            times.push(ms);
        }
        times.sort_by(f64::total_cmp);
        let rank = |p: f64| times[((p * times.len() as f64).ceil() as usize).clamp(1, times.len()) - 1];
        let slowest = times.last().copied().unwrap_or_default();
        println!(
            "{technique}\t{}\t{failures}\t{past_budget}\t{:.0}\t{:.0}\t{slowest:.0}\t{:.1}\t{:016x}",
            times.len(),
            rank(0.5),
            rank(0.99),
            attempts as f64 / times.len().max(1) as f64,
            digest.finish()
        );
    }
    Ok(())
}
