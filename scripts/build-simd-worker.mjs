// Trunk build hook (Trunk.toml, stage "build"): builds the web worker a second time with
// wasm SIMD (`-C target-feature=+simd128`) beside Trunk's scalar build, as
// worker_simd.js, worker_simd_bg.wasm and worker_simd_loader.js in $TRUNK_STAGING_DIR.
// The page picks it when the browser validates a SIMD module (src/worker/client.rs);
// scripts/postbuild.mjs then lists it for the service worker's precache like every file.
// Offline, with the pinned tools on PATH (wasm-bindgen, and wasm-opt from node_modules).
// Usage outside Trunk: node scripts/build-simd-worker.mjs DIR [release|debug]
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR ?? process.argv[2] ?? 'dist';
const release = (process.env.TRUNK_PROFILE ?? process.argv[3] ?? 'release') === 'release';
const NAME = 'worker_simd';
// Its own target folder: other RUSTFLAGS in the shared one would rebuild everything twice.
const target = resolve('target', 'simd128');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw new Error(`build-simd-worker: ${command} did not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`build-simd-worker: ${command} ${args.join(' ')} exited with ${result.status}`);
}

const profile = release ? ['--release'] : [];
run('cargo', ['build', '--offline', '--target', 'wasm32-unknown-unknown', '--bin', 'worker', ...profile], {
  CARGO_TARGET_DIR: target,
  RUSTFLAGS: '-C target-feature=+simd128',
});

const built = join(target, 'wasm32-unknown-unknown', release ? 'release' : 'debug', 'worker.wasm');
const bindgen = join(target, 'bindgen');
await mkdir(bindgen, { recursive: true });
run('wasm-bindgen', ['--target=no-modules', `--out-dir=${bindgen}`, `--out-name=${NAME}`, '--no-typescript', built]);

const wasm = join(staging, `${NAME}_bg.wasm`);
if (release) {
  // As Trunk does for the scalar worker (data-wasm-opt="s"), with SIMD allowed.
  run('wasm-opt', ['-Os', '--enable-simd', `--output=${wasm}`, join(bindgen, `${NAME}_bg.wasm`)]);
} else {
  await copyFile(join(bindgen, `${NAME}_bg.wasm`), wasm);
}
await copyFile(join(bindgen, `${NAME}.js`), join(staging, `${NAME}.js`));
await writeFile(join(staging, `${NAME}_loader.js`), `importScripts("./${NAME}.js");wasm_bindgen("./${NAME}_bg.wasm");`);
console.log(`build-simd-worker: ${NAME}_bg.wasm and its loader written to ${staging}`);
