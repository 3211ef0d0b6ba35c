
// The page's wasm comes in two modules (scripts/page-split.mjs): the primary, which
// wasm-bindgen's loader above instantiates, holds what a visit runs until the app is ready;
// the secondary ("later") holds the rest. The primary imports one placeholder for each
// function left to the secondary; the secondary, once instantiated, writes its functions
// into the primary's table over the placeholders.
// - A page the service worker serves (a return, offline) gets the whole wasm in place of the
//   primary (static/sw.js): one module, nothing to load later.
// - Otherwise (a first visit) the secondary is fetched as the app starts and loaded once it
//   arrives.
// - A placeholder called before then loads it at once, synchronously, and calls on.
// - `__laterWasm.loaded` settles once it is in, or once it could not be had: the app's
//   worker jobs wait for it (their replies are read by code of the secondary).
// scripts/postbuild.mjs appends this file to wasm-bindgen's loader and names the secondary.
const LATER_URL = new URL('__LATER_WASM__', import.meta.url).href;
// How the secondary was loaded ('whole': not needed; 'before start', 'in the background',
// 'on demand'), and when (ms after navigation): the tests read it.
const later = (globalThis.__laterWasm = { how: null, at: null, syncLoads: 0, loaded: null });
let settleLoaded = () => {};
later.loaded = new Promise((resolve) => (settleLoaded = resolve));
let primaryExports = null;
let laterModule = null;
// A page that the service worker controls came from its cache, which holds the whole build.
const controlled = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);

function compileLater() {
  if (laterModule === null) {
    laterModule = WebAssembly.compileStreaming(fetch(LATER_URL)).catch((error) => {
      laterModule = null;
      throw error;
    });
  }
  return laterModule;
}

function instantiateLater(module, how) {
  if (later.how !== null) return;
  new WebAssembly.Instance(module, { primary: primaryExports });
  later.how = how;
  later.at = performance.now();
  settleLoaded();
}

function loadLaterNow() {
  if (later.how !== null) return;
  later.syncLoads += 1;
  const request = new XMLHttpRequest();
  request.open('GET', LATER_URL, false);
  // Bytes as they came: a synchronous request cannot ask for an ArrayBuffer.
  request.overrideMimeType('text/plain; charset=x-user-defined');
  request.send();
  if (request.status !== 200) throw new Error(`${LATER_URL}: ${request.status}`);
  const text = request.responseText;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0xff;
  instantiateLater(new WebAssembly.Module(bytes), 'on demand');
}

/** The primary's placeholder imports: each loads the secondary, then calls its function. */
function laterPlaceholders() {
  const made = new Map();
  return new Proxy(
    {},
    {
      get(_, name) {
        if (typeof name !== 'string') return undefined;
        if (!made.has(name)) {
          const slot = Number(name);
          made.set(name, (...args) => {
            loadLaterNow();
            return primaryExports['%table'].get(slot)(...args);
          });
        }
        return made.get(name);
      },
    },
  );
}

/** Between the primary's instantiation and the app's start. */
async function laterBeforeStart(instance) {
  primaryExports = instance.exports;
  if (!('%table' in primaryExports)) {
    // The whole wasm (served by the service worker): nothing is left to load.
    later.how = 'whole';
    later.at = performance.now();
    settleLoaded();
    return;
  }
  const warn = (error) => {
    console.warn('The rest of the app could not be loaded yet; it will be when first needed.', error);
    settleLoaded();
  };
  if (controlled) {
    await compileLater().then((module) => instantiateLater(module, 'before start'), warn);
  } else {
    compileLater().then((module) => instantiateLater(module, 'in the background'), warn);
  }
}
