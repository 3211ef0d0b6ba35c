//! How far the logical solver alone (no brute force) gets on the shared variant puzzles of
//! `tests/data/variants` (README.md there names each line): one line per puzzle (solved or
//! the cells left, the hardest technique, the time), then the share solved per family of
//! rules (a puzzle counts under each family it has) and overall, and how many of those
//! solved have a forcing chain of any kind as their hardest step. A digit logic placed
//! that is not the recorded solution's is reported as WRONG.
//! Run: `cargo run -p sudoku-engine --release --example variant_logic [-- LINES]` (LINES,
//! such as `3,45`, runs those lines only), or `-- shared HALF` for the held-out corpus of
//! `tests/data/variants_shared` (HALF `tune`, `held-out` or `all`; then LINES, such as
//! `3,45`, runs those lines of the half only). `EDITION=v1` (or `v2`) in the environment solves
//! with that edition of the logic (`logic::Edition`), as `variant-v1` (`variant-v2`) rates.

mod corpus;

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_engine::logic::solve_logically_with;
use sudoku_engine::Puzzle;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let lines = if args.first().map(String::as_str) == Some("shared") {
        let half = args.get(1).cloned().unwrap_or_else(|| "held-out".into());
        corpus::shared(&half, &corpus::line_numbers(args.get(2)))
    } else {
        corpus::own(&corpus::line_numbers(args.first()))
    };
    let edition = corpus::edition_from_env();
    let mut families: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
    let (mut total, mut solved, mut wrong, mut forcing) = (0, 0, 0, 0);
    let all_start = Instant::now();
    for line in lines {
        let Some(puzzle) = line.puzzle else {
            println!("line {}\tunreadable", line.number);
            continue;
        };
        let digits = line.solution;
        let options = corpus::logic_options(&digits, edition);
        let start = Instant::now();
        let found = solve_logically_with(&puzzle, &options);
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let false_digit = found.values.iter().zip(&digits).any(|(v, d)| v.is_some_and(|v| v != *d));
        let left = found.values.iter().filter(|v| v.is_none()).count();
        let verdict = match (false_digit, found.solved) {
            (true, _) => "WRONG".to_string(),
            (false, true) => "solved".to_string(),
            (false, false) => format!("stalled, {left} cells left"),
        };
        let hardest = found.hardest().map_or_else(|| "-".to_string(), |s| s.to_string());
        println!("line {}\t{verdict}\t{hardest}\t{ms:.0} ms\t{}", line.number, family_names(&puzzle).join(", "));
        let done = found.solved && !false_digit;
        let chain = done && hardest.contains("Forcing");
        total += 1;
        solved += usize::from(done);
        wrong += usize::from(false_digit);
        forcing += usize::from(chain);
        for family in family_names(&puzzle) {
            let entry = families.entry(family).or_default();
            entry.0 += 1;
            entry.1 += usize::from(done);
            entry.2 += usize::from(chain);
        }
    }
    println!("\ntotal time {:.1} s", all_start.elapsed().as_secs_f64());
    println!("\nfamily\tpuzzles\tsolved by logic\tof those, hardest a forcing chain");
    for (family, (count, done, chains)) in &families {
        println!("{family}\t{count}\t{done}\t{chains}");
    }
    let share = |part: usize, whole: usize| if whole == 0 { 0.0 } else { 100.0 * part as f64 / whole as f64 };
    println!(
        "\n{solved} of {total} solved by logic alone ({:.1} %), {wrong} wrong; hardest a forcing chain on {forcing} of the {solved} ({:.1} %)",
        share(solved, total),
        share(forcing, solved)
    );
}

/// The families of rules of `puzzle`: its constraints' names and the board's extra houses.
fn family_names(puzzle: &Puzzle) -> Vec<String> {
    let variant = puzzle.layout().variant();
    let mut names: Vec<String> = puzzle.constraints().iter().map(|c| c.name().to_string()).collect();
    if variant.cages.is_some() {
        names.push("killer cage".to_string());
    }
    if variant.diagonals {
        names.push("diagonal".to_string());
    }
    if variant.colour {
        names.push("disjoint groups".to_string());
    }
    names.sort();
    names.dedup();
    names
}
