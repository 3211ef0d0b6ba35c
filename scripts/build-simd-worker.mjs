// Trunk build hook (Trunk.toml, stage "build"): builds the web worker (crates/worker) a second time with
// wasm SIMD (`-C target-feature=+simd128`), beside Trunk's scalar build, as worker_simd.js
// and worker_simd_bg.wasm in $TRUNK_STAGING_DIR. static/worker_loader.js starts it when the
// browser validates a SIMD module; scripts/postbuild.mjs then lists it for the service
// worker's precache like every file of the site.
// Offline, with the tools scripts/setup.sh installs: cargo, wasm-bindgen (the version of
// Cargo.lock, as Trunk uses) and wasm-opt (binaryen from node_modules, as Trunk uses).
// Usage outside Trunk: node scripts/build-simd-worker.mjs DIR [release|debug]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR ?? process.argv[2] ?? 'dist';
const release = (process.env.TRUNK_PROFILE ?? process.argv[3] ?? 'release') === 'release';
const NAME = 'worker_simd';
// Its own target folder: different RUSTFLAGS in the shared one would rebuild everything
// twice on every build.
const target = resolve('target', 'simd128');
const localWasmOpt = resolve('node_modules', '.bin', 'wasm-opt');
const wasmOpt = existsSync(localWasmOpt) ? localWasmOpt : 'wasm-opt';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw new Error(`build-simd-worker: ${command} did not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`build-simd-worker: ${command} ${args.join(' ')} exited with ${result.status}`);
}

const rustflags = [process.env.RUSTFLAGS, '-C target-feature=+simd128'].filter(Boolean).join(' ');
const profile = release ? ['--release'] : [];
run('cargo', ['build', '--offline', '--target', 'wasm32-unknown-unknown', '-p', 'sudoku-worker', '--bin', 'worker', ...profile], {
  CARGO_TARGET_DIR: target,
  RUSTFLAGS: rustflags,
});

const built = join(target, 'wasm32-unknown-unknown', release ? 'release' : 'debug', 'worker.wasm');
const bindgen = join(target, 'bindgen');
await mkdir(bindgen, { recursive: true });
run('wasm-bindgen', ['--target=no-modules', `--out-dir=${bindgen}`, `--out-name=${NAME}`, '--no-typescript', built]);

await mkdir(staging, { recursive: true });
const wasm = join(staging, `${NAME}_bg.wasm`);
if (release) {
  // As Trunk does for the scalar worker (index.html: data-wasm-opt="s"), with SIMD allowed.
  run(wasmOpt, ['-Os', '--enable-simd', `--output=${wasm}`, join(bindgen, `${NAME}_bg.wasm`)]);
} else {
  await copyFile(join(bindgen, `${NAME}_bg.wasm`), wasm);
}
await copyFile(join(bindgen, `${NAME}.js`), join(staging, `${NAME}.js`));
console.log(`build-simd-worker: ${NAME}.js and ${NAME}_bg.wasm written to ${staging}`);
