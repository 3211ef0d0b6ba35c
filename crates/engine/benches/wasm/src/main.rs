//! Native twin of the wasm module: the same `run` and `generate`, timed by the wall
//! clock and by the thread's CPU clock.
use std::time::Instant;

/// The thread's CPU time in seconds (Linux), which a loaded machine does not inflate.
#[cfg(target_os = "linux")]
fn cpu_seconds() -> Option<f64> {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    Some(t.tv_sec as f64 + t.tv_nsec as f64 / 1e9)
}

#[cfg(not(target_os = "linux"))]
fn cpu_seconds() -> Option<f64> {
    None
}

/// Timed runs per set and limit.
const REPS: u32 = 9;

/// Seeds per generator case.
const SEEDS: u32 = 20;

/// `bench-native [solver|generator]`: both parts by default.
fn main() {
    let part = std::env::args().nth(1).unwrap_or_default();
    if part != "generator" {
        solver();
    }
    if part != "solver" {
        generator();
    }
}

/// Median and p95 milliseconds of `generate` per case over [`SEEDS`] seeds, by the
/// thread's CPU clock (the wall clock where there is none). `bench-native generator NAME`
/// runs only the cases whose name contains NAME.
fn generator() {
    let filter = std::env::args().nth(2).unwrap_or_default();
    for (case, (name, ..)) in sudoku_bench_wasm::CASES.iter().enumerate() {
        if !name.contains(filter.as_str()) {
            continue;
        }
        let mut times: Vec<f64> = (0..SEEDS)
            .map(|seed| {
                let (start, cpu_start) = (Instant::now(), cpu_seconds());
                sudoku_bench_wasm::generate(case as u32, seed);
                match (cpu_start, cpu_seconds()) {
                    (Some(a), Some(b)) => (b - a) * 1e3,
                    _ => start.elapsed().as_secs_f64() * 1e3,
                }
            })
            .collect();
        times.sort_by(f64::total_cmp);
        let median = (times[times.len() / 2] + times[(times.len() - 1) / 2]) / 2.0;
        let p95 = times[(times.len() * 95 / 100).min(times.len() - 1)];
        println!("native generate {name}: median {median:.1} ms, p95 {p95:.1} ms CPU over {SEEDS} seeds");
    }
}

fn solver() {
    let solvers: [(&str, extern "C" fn(u32, u32) -> u32); 2] =
        [("", sudoku_bench_wasm::run), ("reference ", sudoku_bench_wasm::run_reference)];
    for (solver, run) in solvers {
        for (set, name) in [(0, "top1465"), (1, "17clue")] {
            let n = sudoku_bench_wasm::size(set);
            for limit in [1, 2] {
                run(set, limit);
                // The best of several runs: a loaded machine only ever slows a run down.
                let (mut wall, mut cpu) = (0f64, 0f64);
                for _ in 0..REPS {
                    let (start, cpu_start) = (Instant::now(), cpu_seconds());
                    run(set, limit);
                    wall = wall.max(f64::from(n) / start.elapsed().as_secs_f64());
                    if let (Some(a), Some(b)) = (cpu_start, cpu_seconds()) {
                        cpu = cpu.max(f64::from(n) / (b - a));
                    }
                }
                println!(
                    "native {solver}{name} limit {limit}: {wall:.0} puzzles/s wall, {cpu:.0} puzzles/s CPU (best of {REPS})"
                );
            }
        }
    }
}
