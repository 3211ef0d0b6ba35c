//! The variant generator's speed per family and level offered: N seed phrases each, the
//! time to the puzzle (attempts and derived phrases included), failures counted. Prints
//! one line per (family, level): puzzles made, failures, median and 99th percentile in
//! ms, the givens and constraints of what was made (median and range).
//!
//! Run: `cargo run -p sudoku-engine --release --example variant_speed [-- N [FAMILY[+FAMILY]...]]`
//! (N phrases, 100 by default; every family alone by default).

use std::time::Instant;

use sudoku_engine::generate::variant::{generate_variant, offered_levels, Families, VariantFamily};
use sudoku_engine::generate::SeedPhrase;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(100);
    let requests: Vec<Families> = if args.len() > 1 {
        args[1..].iter().map(|a| a.parse().expect("a family name")).collect()
    } else {
        VariantFamily::ALL.into_iter().map(Families::one).collect()
    };
    println!("family\tlevel\tmade\tfailed\tms median\tms p99\tgivens\tconstraints");
    for families in requests {
        for level in offered_levels(&families) {
            let (mut times, mut givens, mut constraints, mut failed) = (Vec::new(), Vec::new(), Vec::new(), 0);
            for i in 0..n {
                let phrase = SeedPhrase::new(&format!("speed {i}")).expect("a phrase");
                let start = Instant::now();
                match generate_variant(&families, level, &phrase) {
                    Ok(made) => {
                        times.push(start.elapsed().as_secs_f64() * 1000.0);
                        givens.push(made.puzzle.givens().iter().filter(|g| g.is_some()).count());
                        constraints.push(made.puzzle.constraints().len());
                    }
                    Err(_) => failed += 1,
                }
            }
            times.sort_by(f64::total_cmp);
            let at = |q: f64| times.get(((times.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0.0);
            let spread = |v: &mut Vec<usize>| {
                v.sort_unstable();
                v.first().map_or("-".into(), |lo| format!("{} ({lo}-{})", v[v.len() / 2], v[v.len() - 1]))
            };
            println!(
                "{families}\t{level}\t{}\t{failed}\t{:.0}\t{:.0}\t{}\t{}",
                times.len(),
                at(0.5),
                at(0.99),
                spread(&mut givens),
                spread(&mut constraints)
            );
        }
    }
}
