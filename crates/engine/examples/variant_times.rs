//! Times the exact solver on the shared variant puzzles of `tests/data/variants` (README.md
//! there names each line): each is read from its f-puzzles link and solved for up to two
//! solutions (a uniqueness proof), checked against the recorded solution. Prints one line
//! per puzzle, then the total, the median and the 99th percentile.
//! Run: `cargo run -p sudoku-engine --release --example variant_times [-- SECONDS [LINES]]`
//! (a puzzle not settled within SECONDS, 60 by default, is reported as given up; LINES,
//! such as `3,45`, times those lines only).

use std::time::{Duration, Instant};

use sudoku_engine::format::parse_fpuzzles;
use sudoku_engine::solve::Solver;

fn main() {
    let seconds: f64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(60.0);
    let only: Vec<usize> = std::env::args()
        .nth(2)
        .map(|a| a.split(',').filter_map(|n| n.trim().parse().ok()).collect())
        .unwrap_or_default();
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants");
    let links = std::fs::read_to_string(dir.join("fpuzzles_links.txt")).expect("the links file");
    let solutions = std::fs::read_to_string(dir.join("solutions.txt")).expect("the solutions file");
    let mut times = Vec::new();
    let mut wrong = 0;
    for (line, (link, solution)) in links.lines().zip(solutions.lines()).enumerate() {
        if !only.is_empty() && !only.contains(&(line + 1)) {
            continue;
        }
        let puzzle = match parse_fpuzzles(link) {
            Ok(puzzle) => puzzle,
            Err(error) => {
                println!("line {}\tunreadable: {error}", line + 1);
                wrong += 1;
                continue;
            }
        };
        let start = Instant::now();
        let deadline = start + Duration::from_secs_f64(seconds);
        let stop = || Instant::now() >= deadline;
        let found = Solver::new(&puzzle).limit(2).stop_when(&stop).run();
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let digits: String = found.first().map(|s| s.iter().map(|d| d.get().to_string()).collect()).unwrap_or_default();
        let verdict = if found.gave_up() {
            "gave up"
        } else if found.is_unique() && digits == solution {
            "unique"
        } else {
            "WRONG"
        };
        if verdict != "unique" {
            wrong += 1;
        }
        println!("line {}\t{verdict}\t{} nodes\t{ms:.2} ms", line + 1, found.nodes());
        times.push(ms);
    }
    times.sort_by(f64::total_cmp);
    let total: f64 = times.iter().sum();
    let at = |q: f64| times.get(((times.len() as f64 * q).ceil() as usize).saturating_sub(1)).copied().unwrap_or(0.0);
    println!(
        "{} puzzles, {wrong} not settled or wrong: total {total:.1} ms, median {:.2} ms, p99 {:.1} ms, max {:.1} ms",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    if wrong > 0 {
        std::process::exit(1);
    }
}
