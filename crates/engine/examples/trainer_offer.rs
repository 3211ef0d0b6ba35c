//! Which techniques the trainer can make on a board: for every technique, up to `ATTEMPTS`
//! trainer attempts (phrase "offer") and the first whose rating's hardest strategy is the
//! technique. The trainer's offer off the classic board is this measurement
//! (BENCHMARKS.md, "Trainer"):
//! `cargo run -p sudoku-engine --release --example trainer_offer -- ATTEMPTS SECONDS BOARD...`
//! where BOARD is `BOXxVARIANT`, for example `3x2:x+jigsaw`, and SECONDS caps the time
//! spent on one technique.

use std::time::Instant;

use sudoku_engine::generate::trainer::technique_attempt;
use sudoku_engine::generate::{GenerateParams, SeedPhrase};
use sudoku_engine::logic::Strategy;
use sudoku_engine::rate;

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let attempts: u32 = args.next().ok_or("ATTEMPTS")?.parse().map_err(|e| format!("ATTEMPTS: {e}"))?;
    let seconds: f64 = args.next().ok_or("SECONDS")?.parse().map_err(|e| format!("SECONDS: {e}"))?;
    let phrase = SeedPhrase::new("offer").map_err(|e| e.to_string())?;
    println!("board\ttechnique\tfirst attempt (0: none)\tattempts tried\tms");
    for board in args {
        let (shape, variant) = board.split_once(':').unwrap_or((&board, "standard"));
        let params: GenerateParams =
            format!("box={shape} variant={variant} symmetry=none format=v2").parse().map_err(|e| format!("{e}"))?;
        for technique in Strategy::ALL.into_iter().filter(|&s| s != Strategy::BruteForce) {
            let start = Instant::now();
            let (mut first, mut tried) = (0, 0);
            for attempt in 1..=attempts {
                if start.elapsed().as_secs_f64() > seconds {
                    break;
                }
                tried = attempt;
                let made = technique_attempt(&params, technique, &mut phrase.rng(attempt), &|| false);
                if made.is_some_and(|made| rate::engine_rating(&made.puzzle).hardest == technique) {
                    first = attempt;
                    break;
                }
            }
            let ms = start.elapsed().as_millis();
            println!("{board}\t{technique}\t{first}\t{tried}\t{ms}");
        }
    }
    Ok(())
}
