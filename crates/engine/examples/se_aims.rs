//! Which of format v2's aims makes each SE band most often on 9x9 (RATING.md, "Levels in SE
//! terms"): for each aim, attempts 1..N of one phrase are made (`generate_attempt`, v2) and
//! rated with `rate_se`; prints the share of attempts in each level's SE band.
//!
//! `cargo run --release -p sudoku-engine --example se_aims -- [ATTEMPTS] [PHRASE]`
//! (default 3000 attempts of `explore`).

use sudoku_engine::generate::{generate_attempt, GenerateParams, SeedPhrase};
use sudoku_engine::rate::{rate_se, Level};

fn main() {
    let attempts: u32 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(3000);
    let phrase = std::env::args().nth(2).unwrap_or_else(|| "explore".into());
    let Ok(phrase) = SeedPhrase::new(&phrase) else { return eprintln!("not a seed phrase") };
    println!("| v2 aim | {} |", Level::ALL.map(Level::name).join(" | "));
    println!("|---|{}", "---|".repeat(Level::ALL.len()));
    for aim in &Level::ALL[1..] {
        let params: GenerateParams = match format!("box=3x3 level={aim} exact=true format=v2").parse() {
            Ok(params) => params,
            Err(error) => return eprintln!("{error}"),
        };
        let mut counts = [0u32; Level::ALL.len()];
        for attempt in 1..=attempts {
            let Ok(Some(candidate)) = generate_attempt(&params, &phrase, attempt) else { continue };
            if let Some(se) = rate_se(&candidate.puzzle) {
                counts[Level::for_se(se.tenths) as usize] += 1;
            }
        }
        let shares: Vec<String> =
            counts.iter().map(|&n| format!("{:.1} %", 100.0 * f64::from(n) / f64::from(attempts))).collect();
        println!("| {aim} | {} |", shares.join(" | "));
    }
}
