//! Native twin of the wasm module: the same `run`, `generate` and `trainer`, timed by the wall
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

/// Seeds per generator case, unless the environment's `SEEDS` says how many (the issue's
/// speed targets are over 100 phrases).
const SEEDS: u32 = 20;

fn seeds() -> u32 {
    std::env::var("SEEDS").ok().and_then(|s| s.parse().ok()).filter(|&n| n > 0).unwrap_or(SEEDS)
}

/// `[SEEDS=N] bench-native [solver|generator|trainer|variant] [FILTER]`: the solver and the
/// generator by default; the trainer and the variant generator (slower) only when asked.
fn main() {
    let part = std::env::args().nth(1).unwrap_or_default();
    let filter = std::env::args().nth(2).unwrap_or_default();
    if part.is_empty() || part == "solver" {
        solver();
    }
    if part.is_empty() || part == "generator" {
        let names = sudoku_bench_wasm::CASES.iter().map(|(name, _)| *name);
        time_rows("generate", names, &filter, sudoku_bench_wasm::generate);
    }
    if part == "trainer" {
        let names = sudoku_bench_wasm::TRAINER_CASES.iter().map(|(name, ..)| *name);
        time_rows("trainer", names, &filter, sudoku_bench_wasm::trainer);
    }
    if part == "variant" {
        let names = sudoku_bench_wasm::variant_cases().iter().map(|row| row.name.as_str());
        time_rows("variant", names, &filter, sudoku_bench_wasm::variant);
    }
}

/// Median, p95, p99 and total milliseconds of `make(row, seed)` per row over [`seeds`] seeds,
/// by the thread's CPU clock (the wall clock where there is none), for the rows whose
/// name contains `filter`.
fn time_rows<'a>(
    label: &str,
    names: impl Iterator<Item = &'a str>,
    filter: &str,
    make: extern "C" fn(u32, u32) -> u32,
) {
    for (row, name) in names.enumerate() {
        if !name.contains(filter) {
            continue;
        }
        let seeds = seeds();
        let mut times: Vec<f64> = (0..seeds)
            .map(|seed| {
                let (start, cpu_start) = (Instant::now(), cpu_seconds());
                make(row as u32, seed);
                match (cpu_start, cpu_seconds()) {
                    (Some(a), Some(b)) => (b - a) * 1e3,
                    _ => start.elapsed().as_secs_f64() * 1e3,
                }
            })
            .collect();
        let total: f64 = times.iter().sum();
        times.sort_by(f64::total_cmp);
        let median = (times[times.len() / 2] + times[(times.len() - 1) / 2]) / 2.0;
        // The 95th and 99th percentiles as `variant_speed` reads them (the nearest rank
        // of (n - 1) q: of 100 phrases, the 96th and the 99th slowest first), and the slowest.
        let at = |q: f64| times[((times.len() as f64 - 1.0) * q).round() as usize];
        let (p95, p99, slowest) = (at(0.95), at(0.99), times[times.len() - 1]);
        println!(
            "native {label} {name}: median {median:.1} ms, p95 {p95:.1} ms, p99 {p99:.1} ms, slowest {slowest:.1} ms, total {total:.0} ms CPU over {seeds} seeds"
        );
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
