//! Times the exact solver on a corpus of shared variant puzzles, by default the held-out
//! corpus `tests/data/variants_shared` (README.md there names each line and its source):
//! each line's f-puzzles document is read and solved for up to two solutions (a uniqueness
//! proof), and checked against the recorded solution. Prints one line per puzzle, in the
//! format of `benches/iss/run.mjs` so that `benches/iss/join.mjs` can set the two side by
//! side (fields separated by tabs):
//!
//! ```text
//! line 12 held-out unique 1234 nodes 5.67 ms
//! line 13 tune WRONG: 2 solutions 88 nodes 0.40 ms
//! line 14 tune REFUSED: the board: row 1, column 5 lies in cage 2 and in cage 3 0 nodes 0.06 ms
//! ```
//!
//! then the total, the median and the 99th percentile of the timed lines, and the counts of
//! wrong and refused lines. A refusal is the reader rejecting the puzzle (its message is
//! printed); a wrong answer is a count other than one or a solution other than the recorded.
//!
//! Run: `cargo run -p sudoku-engine --release --example shared_times [-- [DIR] [HALF] [SECONDS] [LINES] [POLLS]]`
//! (DIR: a corpus folder with `fpuzzles.txt` or `fpuzzles_links.txt`, `solutions.txt` and,
//! optionally, `halves.txt`; HALF: `tune`, `held-out` or `all`, the default; a puzzle not
//! settled within SECONDS, 60 by default, is reported as given up; LINES: only these
//! lines, numbers separated by commas, e.g. `63,65`, or `all`; POLLS: give up once the
//! search has asked whether to stop that many times, a fixed share of its work whatever
//! the machine's load, for counting instructions: the killer search asks every 1,024 nodes).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use sudoku_engine::format::parse_fpuzzles;
use sudoku_engine::solve::Solver;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = args.first().map(PathBuf::from).unwrap_or_else(|| manifest.join("tests/data/variants_shared"));
    let half = args.get(1).cloned().unwrap_or_else(|| "all".to_string());
    let seconds: f64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(60.0);
    let only: Vec<usize> =
        args.get(3).map(|a| a.split(',').filter_map(|n| n.parse().ok()).collect()).unwrap_or_default();
    let polls: Option<u64> = args.get(4).and_then(|a| a.parse().ok());
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).ok();
    let documents =
        read("fpuzzles.txt").or_else(|| read("fpuzzles_links.txt")).expect("fpuzzles.txt in the corpus folder");
    let solutions = read("solutions.txt").expect("solutions.txt in the corpus folder");
    let halves = read("halves.txt").unwrap_or_default();
    let halves: Vec<&str> = halves.lines().collect();

    let mut times = Vec::new();
    let (mut wrong, mut refused, mut gave_up) = (0, 0, 0);
    for (line, (document, solution)) in documents.lines().zip(solutions.lines()).enumerate() {
        let its_half = halves.get(line).copied().unwrap_or("all");
        if half != "all" && its_half != half || !only.is_empty() && !only.contains(&(line + 1)) {
            continue;
        }
        let start = Instant::now();
        let puzzle = match parse_fpuzzles(document) {
            Ok(puzzle) => puzzle,
            Err(error) => {
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                println!("line {}\t{its_half}\tREFUSED: {error}\t0 nodes\t{ms:.2} ms", line + 1);
                refused += 1;
                continue;
            }
        };
        let deadline = start + Duration::from_secs_f64(seconds);
        let asked = std::cell::Cell::new(0u64);
        let stop = || {
            asked.set(asked.get() + 1);
            polls.is_some_and(|polls| asked.get() > polls) || Instant::now() >= deadline
        };
        let found = Solver::new(&puzzle).limit(2).stop_when(&stop).run();
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let size = puzzle.layout().size();
        let cells: String =
            found.first().map(|s| s.iter().map(|d| digit_char(d.get(), size)).collect()).unwrap_or_default();
        let verdict = if found.gave_up() {
            gave_up += 1;
            "gave up".to_string()
        } else if !found.is_unique() {
            wrong += 1;
            format!("WRONG: {} solutions", found.count())
        } else if cells != solution {
            wrong += 1;
            "WRONG: another solution".to_string()
        } else {
            "unique".to_string()
        };
        println!("line {}\t{its_half}\t{verdict}\t{} nodes\t{ms:.2} ms", line + 1, found.nodes());
        times.push(ms);
    }
    times.sort_by(f64::total_cmp);
    let total: f64 = times.iter().sum();
    let at = |q: f64| times.get(((times.len() as f64 * q).ceil() as usize).saturating_sub(1)).copied().unwrap_or(0.0);
    println!(
        "{half}: {} puzzles timed, {wrong} wrong, {refused} refused, {gave_up} gave up: total {total:.1} ms, \
         median {:.2} ms, p99 {:.1} ms, max {:.1} ms",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}

/// A digit as the corpus writes it: itself on boards of up to 9 digits, else a letter
/// (`A` for 1).
fn digit_char(digit: u8, size: usize) -> char {
    if size <= 9 {
        char::from(b'0' + digit)
    } else {
        char::from(b'A' + digit - 1)
    }
}
