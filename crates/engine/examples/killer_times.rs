//! Times the exact solver on killers without givens: cages drawn by the generator around
//! seeded solutions (phrases "killer bench N"), every cage with its sum; each is solved
//! and checked unique (a search for 2 solutions).
//! Run: `cargo run -p sudoku-engine --release --example killer_times -- BOX COUNT [NODES [EVERY]]`
//! (`4x4 10`: ten 16x16 killers; `EVERY` > 0 gives one cell in `EVERY`, spread by a
//! multiplicative step, to see how many givens the search needs).

use std::time::Instant;

use sudoku_engine::generate::killer::draw_cages;
use sudoku_engine::generate::SeedPhrase;
use sudoku_engine::solve::{solve_randomly, Solver};
use sudoku_engine::{BoxShape, Geometry, Layout, Puzzle};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let shape: BoxShape = args.first().map_or("3x3", String::as_str).parse().expect("a box like 4x4");
    let count: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    let nodes: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(10_000_000);
    let every: usize = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(0);
    let base = Layout::new(Geometry::standard(shape.width, shape.height)).expect("a board");
    let mut times = Vec::new();
    for i in 0..count {
        let Some(puzzle) = killer(&base, i, every) else { continue };
        let start = Instant::now();
        let found = Solver::new(&puzzle).limit(2).node_budget(nodes).run();
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        println!(
            "#{i}\t{} solutions\tcomplete {}\t{} nodes\t{ms:.1} ms",
            found.count(),
            !found.gave_up(),
            found.nodes()
        );
        times.push(ms);
    }
    times.sort_by(f64::total_cmp);
    if let Some(median) = times.get(times.len() / 2) {
        println!("median {median:.1} ms of {}", times.len());
    }
}

/// The killer of phrase "killer bench `i`": cages drawn around a random solution, one
/// cell in `every` given (none when 0).
fn killer(base: &Layout, i: usize, every: usize) -> Option<Puzzle> {
    let mut rng = SeedPhrase::new(&format!("killer bench {i}")).ok()?.rng(1);
    let solution = solve_randomly(&Puzzle::empty(base.clone()), &mut rng, 1_000_000)?;
    let mut cages = draw_cages(base, &solution, &mut rng);
    for cage in &mut cages {
        cage.sum = u16::try_from(cage.cells.iter().map(|c| u32::from(solution[c.index()].get())).sum::<u32>()).ok();
    }
    let mut geometry = base.geometry().clone();
    geometry.variant.cages = Some(cages);
    let givens = solution.iter().enumerate().map(|(i, &d)| (every > 0 && i * 7 % every == 0).then_some(d)).collect();
    Puzzle::new(Layout::new(geometry).ok()?, givens).ok()
}
