//! Native twin of the wasm module: the same `run`, timed by the wall clock and by the
//! thread's CPU clock (Linux: `/proc/thread-self/schedstat`), which a loaded machine
//! does not inflate.
use std::time::Instant;

/// The thread's CPU time in seconds, when the platform tells it.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos / 1e9)
}

/// Timed runs per set and limit.
const REPS: u32 = 9;

fn main() {
    for (set, name) in [(0, "top1465"), (1, "17clue")] {
        let n = sudoku_bench_wasm::size(set);
        for limit in [1, 2] {
            sudoku_bench_wasm::run(set, limit);
            // The best of several runs: a loaded machine only ever slows a run down.
            let (mut wall, mut cpu) = (0f64, 0f64);
            for _ in 0..REPS {
                let (start, cpu_start) = (Instant::now(), cpu_seconds());
                sudoku_bench_wasm::run(set, limit);
                wall = wall.max(f64::from(n) / start.elapsed().as_secs_f64());
                if let (Some(a), Some(b)) = (cpu_start, cpu_seconds()) {
                    cpu = cpu.max(f64::from(n) / (b - a));
                }
            }
            println!("native {name} limit {limit}: {wall:.0} puzzles/s wall, {cpu:.0} puzzles/s CPU (best of {REPS})");
        }
    }
}
