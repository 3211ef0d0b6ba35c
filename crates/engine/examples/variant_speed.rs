//! The variant generator's speed per family and level offered: N seed phrases each, the
//! time to the puzzle (attempts and derived phrases included), failures counted. Prints
//! one line per (family, level): puzzles made, failures, median and 99th percentile in
//! ms, the givens and constraints of what was made (median and range).
//!
//! Run: `cargo run -p sudoku-engine --release --example variant_speed [-- N [FAMILY[+FAMILY]...]]`
//! (N phrases, 100 by default; every family alone by default). With `CPU=1` in the
//! environment the times are the thread's CPU time, not the wall clock: on a machine busy
//! with other work they stay near what a quiet machine measures. `FORMAT=variant-v1` makes
//! the puzzles as that format does (the latest by default); `LEVELS=moderate,nightmare`
//! measures only those of the levels offered; `EACH=1` prints each phrase's time too,
//! `FROM=K` starts at phrase K (`speed K`) rather than 0.

use std::time::Instant;

use sudoku_engine::generate::variant::{generate_variant_as, offered_levels, Families, VariantFamily, VariantFormat};
use sudoku_engine::generate::SeedPhrase;
use sudoku_engine::rate::Level;

/// The calling thread's CPU time in ms, from Linux's `/proc/thread-self/schedstat` (its
/// first field: nanoseconds run on a CPU).
fn thread_cpu_ms() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").expect("CPU=1 needs Linux's schedstat");
    let ns: f64 = stat.split_whitespace().next().and_then(|n| n.parse().ok()).expect("a count of nanoseconds");
    ns / 1e6
}

fn main() {
    let format: VariantFormat =
        std::env::var("FORMAT").map_or(VariantFormat::LATEST, |f| f.parse().expect("a variant format"));
    let only: Option<Vec<Level>> =
        std::env::var("LEVELS").ok().map(|list| list.split(',').map(|l| l.parse().expect("a level name")).collect());
    let cpu = std::env::var("CPU").is_ok_and(|v| v == "1");
    let each = std::env::var("EACH").is_ok_and(|v| v == "1");
    let from: u32 = std::env::var("FROM").map_or(0, |k| k.parse().expect("a phrase number"));
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(100);
    let requests: Vec<Families> = if args.len() > 1 {
        args[1..].iter().map(|a| a.parse().expect("a family name")).collect()
    } else {
        VariantFamily::ALL.into_iter().map(Families::one).collect()
    };
    let clock = if cpu { "CPU ms" } else { "ms" };
    println!("family\tlevel\tmade\tfailed\t{clock} median\t{clock} p99\tgivens\tconstraints");
    for families in requests {
        for level in offered_levels(&families).into_iter().filter(|l| only.as_ref().is_none_or(|o| o.contains(l))) {
            let (mut times, mut givens, mut constraints, mut failed) = (Vec::new(), Vec::new(), Vec::new(), 0);
            for i in from..from + n {
                let phrase = SeedPhrase::new(&format!("speed {i}")).expect("a phrase");
                let (start, start_cpu) = (Instant::now(), if cpu { thread_cpu_ms() } else { 0.0 });
                match generate_variant_as(format, &families, level, &phrase) {
                    Ok(made) => {
                        let time =
                            if cpu { thread_cpu_ms() - start_cpu } else { start.elapsed().as_secs_f64() * 1000.0 };
                        if each {
                            println!("# speed {i}\t{time:.0}\t{}#{}", made.phrase, made.attempt);
                        }
                        times.push(time);
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
