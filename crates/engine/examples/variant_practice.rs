//! The speed of practice puzzles per family and step: N seed phrases each, the time to
//! the puzzle (attempts and derived phrases included), failures counted: one line per
//! (family, step): made, failed, median and 99th percentile in ms, the givens (median and
//! range), the level. The steps each family offers (`VariantFamily::practice_steps`), or
//! with `--all-steps` every step of `PRACTICE_STEPS`, offered or not, to measure the offer.
//!
//! Run: `cargo run -p sudoku-engine --release --example variant_practice [-- N [--all-steps] [FAMILY...]]`

use std::time::Instant;

use sudoku_engine::generate::variant::practice::practice_attempt;
use sudoku_engine::generate::variant::{Families, VariantFamily, ATTEMPTS, PHRASES, PRACTICE_STEPS};
use sudoku_engine::generate::SeedPhrase;
use sudoku_engine::rate::rate;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(100);
    let all_steps = args.iter().any(|a| a == "--all-steps");
    let named: Vec<&String> = args.iter().skip(1).filter(|a| *a != "--all-steps").collect();
    let families: Vec<VariantFamily> = if !named.is_empty() {
        named.iter().map(|a| a.parse().expect("a family name")).collect()
    } else {
        VariantFamily::ALL.to_vec()
    };
    println!("family\tstep\tmade\tfailed\tms median\tms p99\tgivens\tlevels");
    for family in families {
        let steps = if all_steps { &PRACTICE_STEPS[..] } else { family.practice_steps() };
        for &step in steps {
            let one = Families::one(family);
            let (mut times, mut givens, mut levels, mut failed) = (Vec::new(), Vec::new(), Vec::new(), 0);
            for i in 0..n {
                let phrase = SeedPhrase::new(&format!("speed {i}")).expect("a phrase");
                let start = Instant::now();
                // The search of `practise_variant`, offered or not.
                let made = (1..=PHRASES).find_map(|round| {
                    let phrase = phrase.nth(round);
                    (1..=ATTEMPTS).find_map(|attempt| {
                        let (puzzle, _) = practice_attempt(&one, step, &phrase, attempt)?;
                        let rating = rate(&puzzle);
                        (!rating.needs_guess && rating.hardest == step).then_some((puzzle, rating))
                    })
                });
                match made {
                    Some((puzzle, rating)) => {
                        times.push(start.elapsed().as_secs_f64() * 1000.0);
                        givens.push(puzzle.given_count());
                        if !levels.contains(&rating.level) {
                            levels.push(rating.level);
                        }
                    }
                    None => failed += 1,
                }
            }
            times.sort_by(f64::total_cmp);
            let at = |q: f64| times.get(((times.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0.0);
            givens.sort_unstable();
            let spread = givens
                .first()
                .map_or("-".into(), |lo| format!("{} ({lo}-{})", givens[givens.len() / 2], givens[givens.len() - 1]));
            let levels: Vec<String> = levels.iter().map(ToString::to_string).collect();
            println!(
                "{family}\t{step}\t{}\t{failed}\t{:.0}\t{:.0}\t{spread}\t{}",
                times.len(),
                at(0.5),
                at(0.99),
                levels.join(",")
            );
        }
    }
}
