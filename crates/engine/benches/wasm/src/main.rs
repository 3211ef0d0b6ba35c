//! Native twin of the wasm module: the same `run`, timed.
use std::time::Instant;

fn main() {
    for (set, name) in [(0, "top1465"), (1, "17clue")] {
        let n = sudoku_bench_wasm::size(set);
        for limit in [1, 2] {
            sudoku_bench_wasm::run(set, limit);
            let start = Instant::now();
            let reps = 5;
            for _ in 0..reps {
                sudoku_bench_wasm::run(set, limit);
            }
            let per_second = f64::from(n * reps) / start.elapsed().as_secs_f64();
            println!("native {name} limit {limit}: {per_second:.0} puzzles/s");
        }
    }
}
