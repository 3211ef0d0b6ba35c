//! Where a non-consecutive attempt's time goes: for N attempts, the CPU time of the
//! attempt (the solution's fill and the reduction, [`variant_attempt_as`]) and of its
//! rating (with the solution known, as the generator rates), its givens and its level
//! ("-" when logic alone does not solve it), then the totals.
//!
//! Run: `cargo run -p sudoku-engine --release --example nc_attempts [-- N]` (N = 20 by
//! default): attempt 1 of phrases `levels 0`, `levels 1`... (as `variant_levels`); with
//! `PHRASE="speed 0"` the attempts a generation of that phrase makes, in order (as
//! `variant_speed`); with `CHECK=1` each rating is compared with the plain [`rate_as`].
//! Times are the thread's CPU time (Linux `schedstat`).

use sudoku_engine::generate::variant::{variant_attempt_as, Families, VariantFormat};
use sudoku_engine::generate::SeedPhrase;
use sudoku_engine::rate::{rate_as, rate_as_knowing};

fn cpu_ms() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").expect("Linux's schedstat");
    stat.split_whitespace().next().and_then(|n| n.parse::<f64>().ok()).expect("nanoseconds") / 1e6
}

fn main() {
    let n: u32 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let families: Families = "non-consecutive".parse().expect("a family");
    let format = VariantFormat::LATEST;
    let check = std::env::var("CHECK").is_ok_and(|v| v == "1");
    let (mut attempts, mut ratings, mut solved) = (0.0, 0.0, 0);
    println!("attempt\tattempt CPU ms\trating CPU ms\tgivens\tlevel");
    for i in 0..n {
        let (phrase, attempt) = match std::env::var("PHRASE") {
            Ok(p) => (SeedPhrase::new(&p).expect("a phrase").nth(1 + i / 8), 1 + i % 8),
            Err(_) => (SeedPhrase::new(&format!("levels {i}")).expect("a phrase"), 1),
        };
        let start = cpu_ms();
        let made = variant_attempt_as(format, &families, &phrase, attempt);
        let made_at = cpu_ms();
        let Some((puzzle, solution)) = made else {
            println!("{i}\t{:.0}\t-\t-\tnone", made_at - start);
            attempts += made_at - start;
            continue;
        };
        let rating = rate_as_knowing(&puzzle, format.edition(), &solution);
        let rated_at = cpu_ms();
        if check {
            assert_eq!(rating, rate_as(&puzzle, format.edition()), "the same rating");
        }
        attempts += made_at - start;
        ratings += rated_at - made_at;
        let givens = puzzle.givens().iter().filter(|g| g.is_some()).count();
        let level = if rating.needs_guess { "-".to_string() } else { rating.level.name().to_string() };
        solved += u32::from(!rating.needs_guess);
        println!("{i}\t{:.0}\t{:.0}\t{givens}\t{level}", made_at - start, rated_at - made_at);
    }
    println!("total\t{attempts:.0}\t{ratings:.0}\tsolved by logic {solved} of {n}");
}
