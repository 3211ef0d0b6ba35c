
// The page's wasm comes in two modules (scripts/page-split.mjs): the primary, which
// wasm-bindgen's loader above instantiates, holds what a visit runs until the app is ready;
// the secondary ("later") holds the rest. The primary imports one placeholder for each
// function left to the secondary; the secondary, once instantiated, writes its functions
// into the primary's table over the placeholders.
// - When the service worker holds the secondary (a return, offline), it is loaded before the
//   app starts, so that no call ever waits for it.
// - Otherwise (a first visit) it is fetched as the app starts and loaded once it arrives.
// - A placeholder called before then loads it at once, synchronously, and calls on.
// - `__laterWasm.loaded` settles once it is in, or once it could not be had: the app's
//   worker jobs wait for it (their replies are read by code of the secondary).
// scripts/postbuild.mjs appends this file to wasm-bindgen's loader and names the secondary.
const LATER_URL = new URL('__LATER_WASM__', import.meta.url).href;
// How the secondary was loaded ('before start', 'in the background', 'on demand'), and
// when (ms after navigation): the tests read it.
const later = (globalThis.__laterWasm = { how: null, at: null, syncLoads: 0, loaded: null });
let settleLoaded = () => {};
later.loaded = new Promise((resolve) => (settleLoaded = resolve));
let primaryExports = null;
let laterModule = null;
// A page that the service worker controls came from its cache, which holds the whole build
// (it installs only once it has every file): the secondary is compiled beside the primary
// and loaded before the app starts.
const laterCached = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
if (laterCached) compileLater().catch(() => {});

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
  const warn = (error) => {
    console.warn('The rest of the app could not be loaded yet; it will be when first needed.', error);
    settleLoaded();
  };
  if (laterCached) {
    await compileLater().then((module) => instantiateLater(module, 'before start'), warn);
  } else {
    compileLater().then((module) => instantiateLater(module, 'in the background'), warn);
  }
}
