//! What the variant generator makes, family by family: for each of N phrases one attempt,
//! its time, its givens and constraints, whether logic alone solves it and its level.
//! Prints one line per family: attempts' median and worst time, the givens and
//! constraints (median and range), and how many attempts fell at each level.
//!
//! Run: `cargo run -p sudoku-engine --release --example variant_levels [-- N [FAMILY[+FAMILY]...]]`
//! (N phrases, 20 by default; every family alone by default). `FORMAT=variant-v1` in the
//! environment makes and rates the attempts as that format does (the latest by default).

use std::time::Instant;

use sudoku_engine::generate::variant::{variant_attempt_as, Families, VariantFamily, VariantFormat};
use sudoku_engine::generate::SeedPhrase;
use sudoku_engine::rate::{rate_as, Level};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let format: VariantFormat =
        std::env::var("FORMAT").map_or(VariantFormat::LATEST, |f| f.parse().expect("a variant format"));
    let n: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(20);
    let requests: Vec<Families> = if args.len() > 1 {
        args[1..].iter().map(|a| a.parse().expect("a family name")).collect()
    } else {
        VariantFamily::ALL.into_iter().map(Families::one).collect()
    };
    println!("family\tms median\tms max\tgivens\tconstraints\tno logic\t{}", Level::ALL.map(|l| l.name()).join("\t"));
    for families in requests {
        let (mut times, mut givens, mut constraints) = (Vec::new(), Vec::new(), Vec::new());
        let mut levels = [0u32; 6];
        let mut guesses = 0;
        for i in 0..n {
            let phrase = SeedPhrase::new(&format!("levels {i}")).expect("a phrase");
            let start = Instant::now();
            let made = variant_attempt_as(format, &families, &phrase, 1);
            let Some((puzzle, _)) = made else { continue };
            let rating = rate_as(&puzzle, format.edition());
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            givens.push(puzzle.givens().iter().filter(|g| g.is_some()).count());
            constraints.push(puzzle.constraints().len());
            if rating.needs_guess {
                guesses += 1;
            } else {
                levels[Level::ALL.iter().position(|&l| l == rating.level).unwrap_or(0)] += 1;
            }
        }
        let spread = |v: &mut Vec<usize>| {
            v.sort_unstable();
            v.first().map_or("-".into(), |lo| format!("{} ({lo}-{})", v[v.len() / 2], v[v.len() - 1]))
        };
        times.sort_by(f64::total_cmp);
        let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
        let max = times.last().copied().unwrap_or(0.0);
        println!(
            "{families}\t{median:.0}\t{max:.0}\t{}\t{}\t{guesses}\t{}",
            spread(&mut givens),
            spread(&mut constraints),
            levels.map(|c| c.to_string()).join("\t")
        );
    }
}
