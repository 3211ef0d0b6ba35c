// Minifies a built ES module in place with terser (npm, scripts/setup.sh installs it):
// wasm-bindgen's loader is 63 KB as written and 28 KB minified, so a phone downloads and
// parses less before the app can start. Names the page or the wasm reads (exports, the
// import object's keys) are kept: terser renames only local bindings.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Minifies the module at `path`; false (and the file untouched) when terser is missing. */
export function minifyModule(path, { root }) {
  const terser = join(root, 'node_modules/.bin/terser');
  if (!existsSync(terser)) return false;
  execFileSync(terser, [path, '--module', '--compress', '--mangle', '--output', path], { stdio: 'inherit' });
  return true;
}
