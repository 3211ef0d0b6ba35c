//! Where logic alone stalls on the killers of the shared corpus's tune half: for each
//! tune line asked for, the cage map (a letter per cage, its sum listed), the strategies
//! used, and the candidates at the stall (or before the first forcing chain, `FIRST=1`).
//! Run: `cargo run -p sudoku-engine --release --example killer_stall -- LINES` (the tune
//! half only; LINES such as `63,65`). `EDITION=v2` solves with the second edition.

mod corpus;

use sudoku_engine::logic::solve_logically_with;
use sudoku_engine::Cell;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let edition = corpus::edition_from_env();
    let only = corpus::line_numbers(args.first());
    if only.is_empty() {
        eprintln!("name the tune lines to show, such as 63,65");
        return;
    }
    // Never the held-out half.
    for line in corpus::shared("tune", &only) {
        let Some(puzzle) = line.puzzle else { continue };
        let digits = line.solution;
        let layout = puzzle.layout();
        let size = layout.size();
        let options = corpus::logic_options(&digits, edition);
        let found = solve_logically_with(&puzzle, &options);
        println!("== line {} solved {} steps {}", line.number, found.solved, found.steps.len());
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
