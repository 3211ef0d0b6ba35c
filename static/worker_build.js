// Which build of the engine's web worker this browser runs: 'worker_simd', built with wasm
// SIMD (scripts/build-simd-worker.mjs), when it validates a module that uses a SIMD
// instruction, else the scalar 'worker'. Imported by static/worker_loader.js, which starts
// that build, and by static/sw.js, which precaches only that build.
'use strict';

// One function, () -> v128: i32.const 0, i8x16.splat, i8x16.popcnt (of the final SIMD proposal).
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);
const WORKER_BUILD = WebAssembly.validate(SIMD_PROBE) ? 'worker_simd' : 'worker';
