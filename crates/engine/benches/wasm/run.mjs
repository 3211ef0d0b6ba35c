// [SEEDS=N] node run.mjs PATH.wasm [solver|generator|trainer|variant [FILTER]]: the wasm twin of src/main.rs (the
// engine's solver, then the `sudoku` crate's as the reference), best of 9 runs by the wall
// clock and by the process's CPU time (process.cpuUsage, which a loaded machine does not
// inflate; it includes node's helper threads, so it slightly undercounts the rate).
import { readFileSync } from 'node:fs';
const { instance } = await WebAssembly.instantiate(readFileSync(process.argv[2]), {});
const { run, run_reference, size, generate, cases } = instance.exports;
const [part, filter] = [process.argv[3] ?? '', process.argv[4] ?? ''];
const SEEDS = Number(process.env.SEEDS) > 0 ? Number(process.env.SEEDS) : 20; // the environment's SEEDS, else 20
const REPS = 9;
for (const [solver, runSet] of [['', run], ['reference ', run_reference]]) {
  for (const [set, name] of part === '' || part === 'solver' ? [[0, 'top1465'], [1, '17clue']] : []) {
    const n = size(set);
    for (const limit of [1, 2]) {
      runSet(set, limit);
      let [wall, cpu] = [0, 0];
      for (let i = 0; i < REPS; i++) {
        const [start, cpuStart] = [performance.now(), process.cpuUsage()];
        runSet(set, limit);
        const used = process.cpuUsage(cpuStart);
        wall = Math.max(wall, n / ((performance.now() - start) / 1000));
        cpu = Math.max(cpu, n / ((used.user + used.system) / 1e6));
      }
      console.log(`wasm ${solver}${name} limit ${limit}: ${wall.toFixed(0)} puzzles/s wall, ${cpu.toFixed(0)} puzzles/s CPU (best of ${REPS})`);
    }
  }
}

// The generator and the trainer: median, p95 and total CPU milliseconds per puzzle over
// SEEDS phrases "bench 0".. , for the rows whose name contains FILTER (all by default).
const { memory } = instance.exports;
const text = (at, len) => new TextDecoder().decode(new Uint8Array(memory.buffer, at, len));
const parts = [
  ['generate', part === '' || part === 'generator', generate, cases, instance.exports.case_name, instance.exports.case_name_len],
  ['trainer', part === 'trainer', instance.exports.trainer, instance.exports.trainer_cases,
    instance.exports.trainer_case_name, instance.exports.trainer_case_name_len],
  ['variant', part === 'variant', instance.exports.variant, instance.exports.variant_rows,
    instance.exports.variant_case_name, instance.exports.variant_case_name_len],
];
for (const [label, wanted, make, rows, nameAt, nameLen] of parts) {
  for (let row = 0; wanted && row < rows(); row++) {
    const name = text(nameAt(row), nameLen(row));
    if (!name.includes(filter)) continue;
    const times = [];
    for (let seed = 0; seed < SEEDS; seed++) {
      const cpuStart = process.cpuUsage();
      make(row, seed);
      const used = process.cpuUsage(cpuStart);
      times.push((used.user + used.system) / 1e3);
    }
    const total = times.reduce((a, b) => a + b, 0);
    times.sort((a, b) => a - b);
    const median = (times[times.length >> 1] + times[(times.length - 1) >> 1]) / 2;
    // The percentiles as variant_speed reads them (the nearest rank of (n - 1) q), and the slowest.
    const at = (q) => times[Math.round((times.length - 1) * q)];
    const [p95, p99, slowest] = [at(0.95), at(0.99), times[times.length - 1]];
    console.log(`wasm ${label} ${name}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms, total ${total.toFixed(0)} ms CPU over ${SEEDS} seeds`);
  }
}
