//! The forcing-chain steps of the shared corpus's tune half (or the 52), to see which
//! step a forcing chain stands in for: for each puzzle whose solve needs one, how many
//! steps are forcing chains and the sentence of each (up to `SHOW`, default 3).
//! Run: `cargo run -p sudoku-engine --release --example forcing_report -- [LINES]`
//! (the tune half only; LINES such as `3,45`). `EDITION=v2` solves with the second edition.

mod corpus;

use sudoku_engine::logic::solve_logically_with;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let show: usize = std::env::var("SHOW").ok().and_then(|s| s.parse().ok()).unwrap_or(3);
    let edition = corpus::edition_from_env();
    // Never the held-out half.
    for line in corpus::shared("tune", &corpus::line_numbers(args.first())) {
        let Some(puzzle) = line.puzzle else { continue };
        let options = corpus::logic_options(&line.solution, edition);
        let found = solve_logically_with(&puzzle, &options);
        let forcing: Vec<_> =
            found.steps.iter().enumerate().filter(|(_, s)| s.strategy.name().contains("Forcing")).collect();
        if forcing.is_empty() && found.solved {
            continue;
        }
        let left = found.values.iter().filter(|v| v.is_none()).count();
        println!(
            "== line {} solved {} left {} forcing steps {} of {}",
            line.number,
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
