// Splits the page's wasm in two (scripts/postbuild.mjs): a primary module with the functions
// that a visit runs until the app is ready and a player types (scripts/page-split-keep.txt),
// and a secondary one with the rest, which the page loads once the app has started
// (static/page_split.js). Binaryen's wasm-split (Debian's binaryen 108) does the split; the
// function names it needs come from the name section that the page's wasm-opt keeps (-g),
// and which neither output keeps.
//
// A keep list, not a profile: a profile only fits the very build it was taken on, while the
// list names functions, so a build made after the code changed still splits (a name whose
// hash changed keeps every function of that name without its hash). A function the list does
// not name goes to the secondary module; if the page calls it before that module has
// arrived, the call waits for a synchronous load (slower, never wrong). scripts/page-split-profile.mjs makes the list again from visits in Chromium.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifyModule } from './minify.mjs';

export const FEATURES = [
  '--enable-bulk-memory',
  '--enable-nontrapping-float-to-int',
  '--enable-sign-ext',
  '--enable-mutable-globals',
  '--enable-reference-types',
  '--enable-multivalue',
];
// The export prefix of what the secondary module imports from the primary, and the import
// namespaces of both (static/page_split.js knows them).
export const EXPORT_PREFIX = '%';
export const PLACEHOLDERS = 'placeholder';
export const PRIMARY = 'primary';

/** wasm-split: on PATH, or where scripts/setup.sh unpacks Debian's binaryen. */
export function wasmSplit() {
  const local = join(process.env.HOME ?? '', '.local/lib/binaryen-108/usr/bin/wasm-split');
  for (const candidate of [process.env.WASM_SPLIT, local]) if (candidate && existsSync(candidate)) return candidate;
  try {
    execFileSync('wasm-split', ['--version'], { stdio: 'ignore' });
    return 'wasm-split';
  } catch {
    return null;
  }
}

function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

function sections(bytes) {
  const out = [];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    let name = null;
    if (id === 0) {
      const [length, from] = leb(bytes, start);
      name = Buffer.from(bytes.subarray(from, from + length)).toString();
    }
    out.push({ id, name, start, end: start + size });
    at = start + size;
  }
  return out;
}

/** Function names by index, from the name section (functions without a name are left out). */
export function functionNames(bytes) {
  const names = new Map();
  const section = sections(bytes).find((s) => s.id === 0 && s.name === 'name');
  if (!section) return names;
  let [, at] = leb(bytes, section.start);
  at += 4; // the length and the name "name"
  while (at < section.end) {
    const kind = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    if (kind === 1) {
      let [count, p] = leb(bytes, start);
      for (let i = 0; i < count; i++) {
        const [index, q] = leb(bytes, p);
        const [length, r] = leb(bytes, q);
        names.set(index, Buffer.from(bytes.subarray(r, r + length)).toString());
        p = r + length;
      }
    }
    at = start + size;
  }
  return names;
}

/** How many functions the module imports. */
function importedFunctions(bytes) {
  const section = sections(bytes).find((s) => s.id === 2);
  if (!section) return 0;
  let [count, at] = leb(bytes, section.start);
  let functions = 0;
  for (let i = 0; i < count; i++) {
    for (let part = 0; part < 2; part++) {
      const [length, next] = leb(bytes, at);
      at = next + length;
    }
    const kind = bytes[at++];
    if (kind === 0) {
      functions++;
      [, at] = leb(bytes, at);
    } else if (kind === 1) {
      at += 1; // reference type
      const flags = bytes[at++];
      [, at] = leb(bytes, at);
      if (flags & 1) [, at] = leb(bytes, at);
    } else if (kind === 2) {
      const flags = bytes[at++];
      [, at] = leb(bytes, at);
      if (flags & 1) [, at] = leb(bytes, at);
    } else if (kind === 3) {
      at += 2; // value type, mutability
    } else {
      throw new Error(`page-split: import kind ${kind}`);
    }
  }
  return functions;
}

/** How many functions the module defines. */
function functionCount(bytes) {
  const section = sections(bytes).find((s) => s.id === 3);
  return section ? leb(bytes, section.start)[0] : 0;
}

/**
 * A function's name as the keep list holds it: without the hashes that change whenever the
 * code does (`::h0123456789abcdef`, `core[0123456789abcdef]`) and without the `.123` that
 * tells apart copies of one function.
 */
export function stableName(name) {
  return name
    .replace(/::h[0-9a-f]{16}\b/g, '')
    .replace(/\[[0-9a-f]{16}\]/g, '')
    .replace(/\.\d+$/, '');
}

/** A name as Binaryen 108 spells it (each byte that may not stand in a text-format name as \xx). */
export function binaryenName(name) {
  let out = '';
  for (const byte of Buffer.from(name)) {
    const c = String.fromCharCode(byte);
    out += /[0-9A-Za-z!#$%&'*+\-./:<=>?@\\^_`|~]/.test(c) ? c : `\\${byte.toString(16).padStart(2, '0')}`;
  }
  return out;
}

/** Binaryen 108 cannot read table.fill; the wasm-bindgen shims use it for one slot, which table.set does. */
function fillOneToSet(bytes) {
  const code = sections(bytes).find((s) => s.id === 10);
  let count = 0;
  for (let i = code.start; i < code.end - 6; i++) {
    // ref.null extern; i32.const 1; table.fill T -> ref.null extern; table.set T; nop; nop; nop
    if (bytes[i] === 0xd0 && bytes[i + 1] === 0x6f && bytes[i + 2] === 0x41 && bytes[i + 3] === 0x01 && bytes[i + 4] === 0xfc && bytes[i + 5] === 0x11 && bytes[i + 6] < 0x80) {
      bytes.set([0x26, bytes[i + 6], 0x01, 0x01, 0x01], i + 2);
      count++;
    }
  }
  return count;
}

/** The tables of a module: their reference types, in index order (imported first). */
function tableTypes(bytes) {
  const types = [];
  const table = sections(bytes).find((s) => s.id === 4);
  if (table) {
    let [count, at] = leb(bytes, table.start);
    for (let i = 0; i < count; i++) {
      types.push(bytes[at++]);
      const flags = bytes[at++];
      [, at] = leb(bytes, at);
      if (flags & 1) [, at] = leb(bytes, at);
    }
  }
  return types;
}

/**
 * Binaryen 108 writes every table export with index 0; the wasm-bindgen table of JS values
 * (`__wbindgen_externrefs`) is the module's only externref table, and the split's function
 * table the only funcref one.
 */
function fixTableExports(bytes) {
  const types = tableTypes(bytes);
  const section = sections(bytes).find((s) => s.id === 7);
  if (!section) return;
  let [count, at] = leb(bytes, section.start);
  for (let i = 0; i < count; i++) {
    const [length, from] = leb(bytes, at);
    const name = Buffer.from(bytes.subarray(from, from + length)).toString();
    const kind = bytes[from + length];
    const [, next] = leb(bytes, from + length + 1);
    if (kind === 1) {
      const want = name === '__wbindgen_externrefs' ? 0x6f : 0x70;
      const index = types.indexOf(want);
      if (index < 0 || types.lastIndexOf(want) !== index || next - (from + length + 1) !== 1) {
        throw new Error(`page-split: cannot place the table export ${name}`);
      }
      bytes[from + length + 1] = index;
    }
    at = next;
  }
}

/** A copy of a page wasm that Binaryen 108 can read. */
export function prepare(bytes) {
  const copy = new Uint8Array(bytes);
  fillOneToSet(copy);
  return copy;
}

/** A copy of a module Binaryen 108 wrote, with its table exports right. */
export function finish(bytes) {
  const copy = new Uint8Array(bytes);
  fixTableExports(copy);
  return copy;
}

/**
 * Splits `input` (a wasm with its name section) into `primary` and `secondary`, keeping in
 * the primary the functions whose stable names are in `keepList` (one a line). Returns what
 * was kept, and the function-table size the secondary expects.
 */
export function splitPage({ input, keepList, primary, secondary, split = wasmSplit() }) {
  if (!split) throw new Error('page-split: no wasm-split (scripts/setup.sh installs it)');
  const bytes = new Uint8Array(readFileSync(input));
  const listed = readFileSync(keepList, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  const names = functionNames(bytes);
  if (names.size === 0) throw new Error('page-split: the page wasm has no function names (wasm-opt -g)');
  const imported = importedFunctions(bytes);
  const defined = functionCount(bytes);
  // A listed name found as it is keeps that function. One that is not (the code changed, and
  // with it the hash) keeps every function of its stable name: more than needed, never less.
  const present = new Set(names.values());
  const exact = new Set(listed.filter((name) => present.has(name)));
  const loose = new Set(listed.filter((name) => !present.has(name)).map(stableName));
  const keep = [];
  for (let index = imported; index < imported + defined; index++) {
    const name = names.get(index);
    // Functions without a name (wasm-opt makes a few) stay in the primary: nothing can say
    // from one build to the next which they are. Binaryen names them by their index among
    // the functions the module defines.
    if (name === undefined) keep.push(String(index - imported));
    else if (exact.has(name) || loose.has(stableName(name))) keep.push(binaryenName(name));
  }
  const scratch = join(tmpdir(), `page-split-${process.pid}`);
  writeFileSync(`${scratch}.in.wasm`, prepare(bytes));
  writeFileSync(`${scratch}.keep`, keep.join('\n') + '\n');
  const report = execFileSync(
    split,
    [
      ...FEATURES,
      '--verbose',
      `${scratch}.in.wasm`,
      `--keep-funcs=@${scratch}.keep`,
      `--export-prefix=${EXPORT_PREFIX}`,
      `--placeholder-namespace=${PLACEHOLDERS}`,
      `--import-namespace=${PRIMARY}`,
      '-o1',
      primary,
      '-o2',
      secondary,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  // A wasm-split that spells names otherwise finds none of them: better whole than slow.
  const keeping = report.split('\n').find((line) => line.startsWith('Keeping functions: ')) ?? '';
  const found = keeping.split(', ').length;
  if (found < keep.length) throw new Error(`wasm-split found ${found} of the ${keep.length} functions to keep`);
  for (const path of [primary, secondary]) writeFileSync(path, finish(readFileSync(path)));
  return { kept: keep.length, functions: defined, listed: listed.length, unmatched: listed.length - exact.size };
}

const GLUE_LOAD = `    const { instance, module } = await __wbg_load(await module_or_path, imports);

    return __wbg_finalize_init(instance, module);`;

/** `sha384-…` of a file's bytes, as an integrity attribute holds it. */
export function integrity(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Splits the page's wasm of the built site in `dir`: the primary in place of Trunk's
 * `sudoku-app-*_bg.wasm`, the secondary beside it as `sudoku-app-*_later.wasm`, the whole
 * wasm without its names as `sudoku-app-*_whole.wasm` (for the service worker), the loader
 * (static/page_split.js) in wasm-bindgen's, and index.html's integrity hashes updated.
 * The whole wasm (with its names) and wasm-bindgen's loader as they were are kept in
 * `keepDir` for scripts/page-split-profile.mjs. If the split cannot be made, the page keeps
 * one wasm (without its names) and the build says why.
 */
export function splitDist(dir, { root, keepDir, log = console.log }) {
  const files = readdirSync(dir);
  const wasmFile = files.find((f) => /^sudoku-app-[0-9a-f]+_bg\.wasm$/.test(f));
  const glueFile = wasmFile && wasmFile.replace(/_bg\.wasm$/, '.js');
  if (!wasmFile || !files.includes(glueFile)) throw new Error(`page-split: no page wasm and loader in ${dir}`);
  const laterFile = wasmFile.replace(/_bg\.wasm$/, '_later.wasm');
  const wholeFile = wasmFile.replace(/_bg\.wasm$/, '_whole.wasm');
  const wasmPath = join(dir, wasmFile);
  const gluePath = join(dir, glueFile);
  mkdirSync(keepDir, { recursive: true });
  copyFileSync(wasmPath, join(keepDir, 'page.wasm'));
  copyFileSync(gluePath, join(keepDir, 'page.js'));
  let glue = readFileSync(gluePath, 'utf8');
  try {
    if (!glue.includes(GLUE_LOAD)) throw new Error("wasm-bindgen's loader is not the one expected");
    const result = splitPage({
      input: wasmPath,
      keepList: join(root, 'scripts/page-split-keep.txt'),
      primary: join(keepDir, 'primary.wasm'),
      secondary: join(keepDir, 'later.wasm'),
    });
    const loader = readFileSync(join(root, 'static/page_split.js'), 'utf8')
      .replace(/^\s*\/\/.*\n/gm, '')
      .replace('__LATER_WASM__', laterFile);
    glue = glue.replace(
      GLUE_LOAD,
      () => `    imports.${PLACEHOLDERS} = laterPlaceholders();
    const { instance, module } = await __wbg_load(await module_or_path, imports);
    await laterBeforeStart(instance);

    return __wbg_finalize_init(instance, module);`,
    );
    glue += loader;
    // The whole wasm, for the pages the service worker serves: it has every file at hand,
    // so a return need not pay for two modules (static/sw.js serves it for the primary).
    execFileSync('wasm-opt', [...FEATURES, '--strip-debug', wasmPath, '-o', join(dir, wholeFile)], { stdio: 'inherit' });
    copyFileSync(join(keepDir, 'primary.wasm'), wasmPath);
    copyFileSync(join(keepDir, 'later.wasm'), join(dir, laterFile));
    writeFileSync(gluePath, glue);
    log(`page-split: ${result.kept} of ${result.functions} functions in the primary (${result.unmatched} of ${result.listed} listed names not found as they are)`);
  } catch (error) {
    log(`page-split: WARNING: the page's wasm is not split (${error.message}); it is served whole`);
    execFileSync('wasm-opt', [...FEATURES, '--strip-debug', wasmPath, '-o', wasmPath], { stdio: 'inherit' });
  }
  if (!minifyModule(gluePath, { root })) log(`page-split: WARNING: no terser (npm ci), ${glueFile} is served as written`);
  // Trunk's preload links carry the integrity of the files as it wrote them.
  const indexPath = join(dir, 'index.html');
  let html = readFileSync(indexPath, 'utf8');
  for (const [file, path] of [[glueFile, gluePath], [wasmFile, wasmPath]]) {
    const link = new RegExp(`(href="\\./${file.replace(/[.]/g, '\\.')}"[^>]*integrity=")[^"]*(")`);
    if (!link.test(html)) continue;
    html = html.replace(link, (_, before, after) => `${before}${integrity(readFileSync(path))}${after}`);
  }
  writeFileSync(indexPath, html);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === '--dist') {
    const root = fileURLToPath(new URL('..', import.meta.url));
    splitDist(process.argv[3], { root, keepDir: process.argv[4] });
  } else {
    const [input, keepList, primary, secondary] = process.argv.slice(2);
    console.log(splitPage({ input, keepList, primary, secondary }));
  }
}
