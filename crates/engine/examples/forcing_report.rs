//! The forcing-chain steps of the shared corpus's tune half (or the 52), to see which
//! step a forcing chain stands in for: for each puzzle whose solve needs one, how many
//! steps are forcing chains and the sentence of each (up to `SHOW`, default 3).
//! Run: `cargo run -p sudoku-engine --release --example forcing_report -- [LINES]`
//! (the tune half only; LINES such as `3,45`). `EDITION=v2` solves with the second edition.

use sudoku_engine::format::parse_fpuzzles;
use sudoku_engine::logic::{solve_logically_with, Edition, SolveOptions};
use sudoku_engine::Digit;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants_shared");
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).expect("corpus file");
    let (links, solutions, halves) = (read("fpuzzles.txt"), read("solutions.txt"), read("halves.txt"));
    let only: Vec<usize> =
        args.first().map(|a| a.split(',').filter_map(|n| n.trim().parse().ok()).collect()).unwrap_or_default();
    let show: usize = std::env::var("SHOW").ok().and_then(|s| s.parse().ok()).unwrap_or(3);
    let edition = match std::env::var("EDITION").as_deref() {
        Ok("v1") => Edition::V1,
        Ok("v2") => Edition::V2,
        _ => Edition::LATEST,
    };
    for (line, ((link, solution), half)) in links.lines().zip(solutions.lines()).zip(halves.lines()).enumerate() {
        // Never the held-out half.
        if half.trim() != "tune" || (!only.is_empty() && !only.contains(&(line + 1))) {
            continue;
        }
        let Ok(puzzle) = parse_fpuzzles(link) else { continue };
        let zero = if puzzle.layout().size() <= 9 { b'0' } else { b'A' - 1 };
        let digits: Vec<Digit> = solution.bytes().filter_map(|b| Digit::new(b.wrapping_sub(zero))).collect();
        let options = SolveOptions {
            unique: Some(true),
            solution: Some(digits),
            brute_force: false,
            edition,
            ..SolveOptions::default()
        };
        let found = solve_logically_with(&puzzle, &options);
        let forcing: Vec<_> =
            found.steps.iter().enumerate().filter(|(_, s)| s.strategy.name().contains("Forcing")).collect();
        if forcing.is_empty() && found.solved {
            continue;
        }
        let left = found.values.iter().filter(|v| v.is_none()).count();
        println!(
            "== line {} solved {} left {} forcing steps {} of {}",
            line + 1,
            found.solved,
            left,
            forcing.len(),
            found.steps.len()
        );
        for (i, step) in forcing.iter().take(show) {
            println!("  step {i} [{}] {}", step.difficulty, step.explanation);
        }
        if std::env::var("DUMP").is_ok() {
            if let Some((i, _)) = forcing.first() {
                let grid = found.position_before(&puzzle, *i);
                for c in puzzle.constraints() {
                    println!("  rule {}", c.label(puzzle.layout()));
                }
                for row in 0..9 {
                    let cells: Vec<String> = (0..9)
                        .map(|col| {
                            let cell = sudoku_engine::Cell::new(row * 9 + col);
                            match grid.value(cell) {
                                Some(v) => format!("={v}"),
                                None => grid.candidates(cell).iter().map(|d| d.to_string()).collect(),
                            }
                        })
                        .collect();
                    println!("  {}", cells.iter().map(|c| format!("{c:>9}")).collect::<String>());
                }
            }
        }
    }
}
