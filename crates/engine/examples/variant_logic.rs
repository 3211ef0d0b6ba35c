//! How far the logical solver alone (no brute force) gets on the shared variant puzzles of
//! `tests/data/variants` (README.md there names each line): one line per puzzle (solved or
//! the cells left, the hardest technique, the time), then the share solved per family of
//! rules (a puzzle counts under each family it has) and overall. A digit logic placed
//! that is not the recorded solution's is reported as WRONG.
//! Run: `cargo run -p sudoku-engine --release --example variant_logic [-- LINES]` (LINES,
//! such as `3,45`, runs those lines only).

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_engine::format::parse_fpuzzles;
use sudoku_engine::logic::{solve_logically_with, SolveOptions};
use sudoku_engine::{Digit, Puzzle};

fn main() {
    let only: Vec<usize> = std::env::args()
        .nth(1)
        .map(|a| a.split(',').filter_map(|n| n.trim().parse().ok()).collect())
        .unwrap_or_default();
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants");
    let links = std::fs::read_to_string(dir.join("fpuzzles_links.txt")).expect("the links file");
    let solutions = std::fs::read_to_string(dir.join("solutions.txt")).expect("the solutions file");
    let mut families: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let (mut total, mut solved, mut wrong) = (0, 0, 0);
    for (line, (link, solution)) in links.lines().zip(solutions.lines()).enumerate() {
        if !only.is_empty() && !only.contains(&(line + 1)) {
            continue;
        }
        let Ok(puzzle) = parse_fpuzzles(link) else {
            println!("line {}\tunreadable", line + 1);
            continue;
        };
        let digits: Vec<Digit> = solution.bytes().filter_map(|b| Digit::new(b.wrapping_sub(b'0'))).collect();
        let options = SolveOptions {
            unique: Some(true),
            solution: Some(digits.clone()),
            brute_force: false,
            ..SolveOptions::default()
        };
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
        println!("line {}\t{verdict}\t{hardest}\t{ms:.0} ms\t{}", line + 1, family_names(&puzzle).join(", "));
        total += 1;
        solved += usize::from(found.solved && !false_digit);
        wrong += usize::from(false_digit);
        for family in family_names(&puzzle) {
            let entry = families.entry(family).or_default();
            entry.0 += 1;
            entry.1 += usize::from(found.solved && !false_digit);
        }
    }
    println!("\nfamily\tpuzzles\tsolved by logic");
    for (family, (count, done)) in &families {
        println!("{family}\t{count}\t{done}");
    }
    let percent = if total == 0 { 0.0 } else { 100.0 * solved as f64 / total as f64 };
    println!("\n{solved} of {total} solved by logic alone ({percent:.1} %), {wrong} wrong");
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
