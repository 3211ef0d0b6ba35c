//! Where logic alone stalls on the killers of the shared corpus's tune half: for each
//! tune line asked for, the cage map (a letter per cage, its sum listed), the strategies
//! used, and the candidates at the stall (or before the first forcing chain, `FIRST=1`).
//! Run: `cargo run -p sudoku-engine --release --example killer_stall -- LINES` (the tune
//! half only; LINES such as `63,65`). `EDITION=v2` solves with the second edition.

use sudoku_engine::format::parse_fpuzzles;
use sudoku_engine::logic::{solve_logically_with, Edition, SolveOptions};
use sudoku_engine::{Cell, Digit};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants_shared");
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).expect("corpus file");
    let (links, solutions, halves) = (read("fpuzzles.txt"), read("solutions.txt"), read("halves.txt"));
    let only: Vec<usize> =
        args.first().map(|a| a.split(',').filter_map(|n| n.trim().parse().ok()).collect()).unwrap_or_default();
    let edition = match std::env::var("EDITION").as_deref() {
        Ok("v1") => Edition::V1,
        Ok("v2") => Edition::V2,
        _ => Edition::LATEST,
    };
    for (line, ((link, solution), half)) in links.lines().zip(solutions.lines()).zip(halves.lines()).enumerate() {
        // Never the held-out half.
        if half.trim() != "tune" || !only.contains(&(line + 1)) {
            continue;
        }
        let Ok(puzzle) = parse_fpuzzles(link) else { continue };
        let layout = puzzle.layout();
        let size = layout.size();
        let digits: Vec<Digit> = solution.bytes().filter_map(|b| Digit::new(b.wrapping_sub(b'0'))).collect();
        let options = SolveOptions {
            unique: Some(true),
            solution: Some(digits.clone()),
            brute_force: false,
            edition,
            ..SolveOptions::default()
        };
        let found = solve_logically_with(&puzzle, &options);
        println!("== line {} solved {} steps {}", line + 1, found.solved, found.steps.len());
        for c in puzzle.constraints() {
            println!("  rule {}", c.label(layout));
        }
        let letters: Vec<char> = ('A'..='Z').chain('a'..='z').chain('0'..='9').collect();
        let mut map = vec!['.'; size * size];
        for (k, cage) in layout.cages().iter().enumerate() {
            for &c in &cage.cells {
                map[c.index()] = letters[k % letters.len()];
            }
            let at = cage.anchor().map(|c| layout.cell_name(c)).unwrap_or_default();
            print!("{}={:?}@{} ", letters[k % letters.len()], cage.sum, at);
        }
        println!();
        for row in 0..size {
            let text: String = (0..size).map(|col| map[row * size + col]).collect();
            let sol: String = (0..size).map(|col| digits[row * size + col].to_string()).collect();
            println!("  {text}   {sol}");
        }
        for step in found.steps.iter().take(std::env::var("SHOWSTEPS").ok().and_then(|s| s.parse().ok()).unwrap_or(0)) {
            println!("  [{}] {}", step.difficulty, step.explanation);
        }
        let at = if std::env::var("FIRST").is_ok() {
            found.steps.iter().position(|s| s.strategy.name().contains("Forcing")).unwrap_or(found.steps.len())
        } else {
            found.steps.len()
        };
        let mut used: Vec<String> = Vec::new();
        for s in &found.steps[..at] {
            let n = s.strategy.name().to_string();
            if !used.contains(&n) {
                used.push(n);
            }
        }
        println!("  used before: {}", used.join(", "));
        let grid = found.position_before(&puzzle, at);
        for row in 0..size {
            let cells: Vec<String> = (0..size)
                .map(|col| {
                    let cell = Cell::new(row * size + col);
                    match grid.value(cell) {
                        Some(v) => format!("={v}"),
                        None => grid.candidates(cell).iter().map(|d| d.to_string()).collect(),
                    }
                })
                .collect();
            println!("  {}", cells.iter().map(|c| format!("{c:>10}")).collect::<String>());
        }
    }
}
