// Starts the engine's web worker (src/bin/worker.rs) in the build this browser runs
// (static/worker_build.js): with wasm SIMD, or scalar. The page starts this file
// (src/worker/client.rs); both builds answer the same jobs.
'use strict';

importScripts('./worker_build.js');
importScripts(`./${WORKER_BUILD}.js`);
wasm_bindgen(`./${WORKER_BUILD}_bg.wasm`);
