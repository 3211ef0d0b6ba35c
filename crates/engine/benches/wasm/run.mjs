// node run.mjs PATH.wasm [solver|generator [FILTER]]: the wasm twin of src/main.rs (the
// engine's solver, then the `sudoku` crate's as the reference), best of 9 runs by the wall
// clock and by the process's CPU time (process.cpuUsage, which a loaded machine does not
// inflate; it includes node's helper threads, so it slightly undercounts the rate).
import { readFileSync } from 'node:fs';
const { instance } = await WebAssembly.instantiate(readFileSync(process.argv[2]), {});
const { run, run_reference, size, generate, cases } = instance.exports;
const [part, filter] = [process.argv[3] ?? '', process.argv[4] ?? ''];
const SEEDS = 20;
const REPS = 9;
for (const [solver, runSet] of [['', run], ['reference ', run_reference]]) {
  for (const [set, name] of part === 'generator' ? [] : [[0, 'top1465'], [1, '17clue']]) {
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

// The generator: median and p95 CPU milliseconds per puzzle over SEEDS phrases
// "bench 0".. , for the cases whose name contains FILTER (all by default).
const { memory, case_name, case_name_len } = instance.exports;
const nameOf = (c) => new TextDecoder().decode(new Uint8Array(memory.buffer, case_name(c), case_name_len(c)));
for (let c = 0; part !== 'solver' && c < cases(); c++) {
  const name = nameOf(c);
  if (!name.includes(filter)) continue;
  const times = [];
  for (let seed = 0; seed < SEEDS; seed++) {
    const cpuStart = process.cpuUsage();
    generate(c, seed);
    const used = process.cpuUsage(cpuStart);
    times.push((used.user + used.system) / 1e3);
  }
  times.sort((a, b) => a - b);
  const median = (times[times.length >> 1] + times[(times.length - 1) >> 1]) / 2;
  const p95 = times[Math.min(times.length - 1, Math.floor((times.length * 95) / 100))];
  console.log(`wasm generate ${name}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms CPU over ${SEEDS} seeds`);
}
