//! Whether what the variant generator makes is minimal beyond its checks' node budget:
//! for N seed phrases per (family, level offered), the puzzle made, then each constraint
//! and each given taken out in turn and the rest searched without a budget. Prints one
//! line per (family, level): puzzles made, failures, and the constraints and givens found
//! not needed (each named).
//!
//! Run: `cargo run -p sudoku-engine --release --example variant_minimal [-- N [FAMILY[+FAMILY]...]]`
//! (N phrases `speed 0`.., 30 by default; little killers by default).

use sudoku_engine::generate::variant::{generate_variant, offered_levels, Families};
use sudoku_engine::generate::SeedPhrase;
use sudoku_engine::solve::Solver;
use sudoku_engine::{Digit, Puzzle};

/// Whether the givens and constraints have one solution, searched without a budget.
fn unique(
    puzzle: &Puzzle,
    givens: Vec<Option<Digit>>,
    constraints: Vec<sudoku_engine::constraint::Constraint>,
) -> bool {
    let looser = Puzzle::new(puzzle.layout().clone(), givens).and_then(|p| p.with_constraints(constraints));
    looser.is_ok_and(|p| Solver::new(&p).limit(2).run().is_unique())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(30);
    let names: Vec<String> = if args.len() > 1 { args[1..].to_vec() } else { vec!["little-killer".into()] };
    println!("family\tlevel\tmade\tfailed\tnot needed");
    for name in names {
        let families: Families = name.parse().expect("a family name");
        for level in offered_levels(&families) {
            let (mut made, mut failed, mut loose) = (0, 0, Vec::new());
            for i in 0..n {
                let phrase = SeedPhrase::new(&format!("speed {i}")).expect("a phrase");
                let Ok(variant) = generate_variant(&families, level, &phrase) else {
                    failed += 1;
                    continue;
                };
                made += 1;
                let puzzle = &variant.puzzle;
                let constraints = puzzle.constraints();
                for skip in 0..constraints.len() {
                    let fewer = constraints.iter().enumerate().filter(|&(k, _)| k != skip).map(|(_, c)| c.clone());
                    if unique(puzzle, puzzle.givens().to_vec(), fewer.collect()) {
                        loose.push(format!("speed {i}: {:?}", constraints[skip]));
                    }
                }
                for cell in (0..puzzle.givens().len()).filter(|&c| puzzle.givens()[c].is_some()) {
                    let mut givens = puzzle.givens().to_vec();
                    givens[cell] = None;
                    if unique(puzzle, givens, constraints.to_vec()) {
                        loose.push(format!("speed {i}: the given in cell {cell}"));
                    }
                }
            }
            println!("{families}\t{level}\t{made}\t{failed}\t{}: {}", loose.len(), loose.join("; "));
        }
    }
}
