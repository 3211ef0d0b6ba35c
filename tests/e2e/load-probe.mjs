// What a player feels while the page loads, measured inside the page from navigation
// (performance.now() counts from it): when the board first shows the puzzle to be played
// (at least 17 givens, not an empty stand-in), and when it first takes a typed digit that
// stays. Installed as an init script, so it runs before any of the page's own code.
//
// Every 20 ms (when the page's thread is free, as a player's tap would be) the probe
// clicks an empty cell that is not a given and types a digit its row, column and box do
// not hold. An attempt counts when its digit appears in that cell; if the digit later
// leaves the cell (the board it was typed on was replaced), the attempt is dropped and the
// probe types again. The result is `window.__loadProbe`.
//
// Both times are those of the frame that draws the board, or the digit: once the board,
// or the digit, is in the page, the probe asks for the next animation frame. If the page
// has painted nothing yet, that frame is its first contentful paint, and its time is the
// paint's (Paint Timing: after its style, layout and paint); otherwise it is the frame's
// start: work the page does before it (a long task that starts the app, say) is counted,
// a cell's own redraw is not.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * In the page: a digit that the row, column and box of cell `index` of the 9x9 board do
 * not hold, or null. Self-contained, so that `page.evaluate` can run it too.
 */
export function freeDigitAt(index) {
  const values = [...document.querySelectorAll('[role="grid"] .cell')].map(
    (cell) => cell.querySelector('.value')?.textContent ?? null,
  );
  const box = (r, c) => Math.floor(r / 3) * 3 + Math.floor(c / 3);
  const [row, column] = [Math.floor(index / 9), index % 9];
  const used = new Set(
    values.filter((_, i) => {
      const [r, c] = [Math.floor(i / 9), i % 9];
      return r === row || c === column || box(r, c) === box(row, column);
    }),
  );
  return ['5', '3', '7', '1', '9', '2', '4', '6', '8'].find((digit) => !used.has(digit)) ?? null;
}

function installLoadProbe() {
  // shown: the puzzle on the screen; attempts: digits typed on it; ready: the whole app
  // (it has drawn its first frame and played what was typed before: html[data-app=ready],
  // static/early_input.js), every cell named.
  const probe = { shown: null, ready: null, attempts: [] };
  window.__loadProbe = probe;
  const MIN_GIVENS = 17;

  const cellsOf = () => [...document.querySelectorAll('[role="grid"] .cell')];
  const valueOf = (cell) => cell?.querySelector('.value')?.textContent ?? null;
  const holds = (attempt) => {
    const cell = document.getElementById(attempt.id);
    return valueOf(cell) === attempt.digit && !cell.classList.contains('given');
  };
  // Each takes the cells a tick has already found, or finds them (at the frame after).
  const givensShown = (cells = cellsOf()) => cells.filter((cell) => cell.classList.contains('given')).length >= MIN_GIVENS;
  const appReady = (cells = cellsOf()) =>
    document.documentElement.dataset.app === 'ready' &&
    cells.length === 81 &&
    cells.every((cell) => (cell.getAttribute('aria-label') ?? '').startsWith('row '));
  let shownFrame = false;
  let readyFrame = false;

  // The first contentful paint, once the page has made it, and who waits for it.
  let firstPaint = null;
  const waitingForFirstPaint = [];
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (!paint || firstPaint !== null) return;
    firstPaint = paint.startTime;
    for (const record of waitingForFirstPaint.splice(0)) record(firstPaint);
  }).observe({ type: 'paint', buffered: true });

  // The time of the next frame, if `still()` holds then (the frame that draws what was
  // seen), or `gone` with the frame's start. A frame seen before the first paint's entry
  // has arrived is at the later of its own start and that paint: the paint itself when
  // it is the first, its own start when the entry came late (a busy main thread).
  function atNextFrame(still, record, gone) {
    requestAnimationFrame(() => {
      const now = performance.now();
      if (!still()) gone(now);
      else if (firstPaint === null) waitingForFirstPaint.push((paint) => record(Math.max(paint, now)));
      else record(now);
    });
  }

  function attempt(now, cells) {
    const index = cells.findIndex((cell) => !cell.classList.contains('given') && valueOf(cell) === null);
    if (index < 0) return;
    // freeDigitAt is defined beside this function in LOAD_PROBE.
    const digit = freeDigitAt(index);
    if (digit === null) return;
    const cell = cells[index];
    cell.click();
    document.dispatchEvent(
      new KeyboardEvent('keydown', { key: digit, code: `Digit${digit}`, bubbles: true, cancelable: true }),
    );
    const typed = { id: cell.id, digit, typed: now, appeared: null, dropped: null, framed: false };
    probe.attempts.push(typed);
    if (holds(typed)) frameDigit(typed);
  }

  function frameDigit(attempt) {
    attempt.framed = true;
    atNextFrame(
      () => attempt.dropped === null && holds(attempt),
      (time) => {
        attempt.appeared ??= time;
      },
      (time) => {
        attempt.dropped ??= time;
      },
    );
  }

  function tick() {
    const now = performance.now();
    const cells = cellsOf();
    if (cells.length !== 81) return;
    if (probe.shown === null && !shownFrame && givensShown(cells)) {
      shownFrame = true;
      atNextFrame(
        givensShown,
        (time) => {
          probe.shown = time;
        },
        () => {
          shownFrame = false;
        },
      );
    }
    if (probe.ready === null && !readyFrame && appReady(cells)) {
      readyFrame = true;
      atNextFrame(
        appReady,
        (time) => {
          probe.ready = time;
        },
        () => {
          readyFrame = false;
        },
      );
    }
    const last = probe.attempts.at(-1);
    if (last && last.dropped === null) {
      const held = holds(last);
      if (held && !last.framed) frameDigit(last);
      if (last.appeared !== null && !held) last.dropped = now;
      // Wait for the digit to appear (the page may be busy; before the app has arrived
      // the page keeps it for the app), or keep watching it stay.
      const kept = document.documentElement.dataset.app !== 'ready';
      if (last.dropped === null && (last.framed || kept || now - last.typed < 250)) return;
    }
    attempt(now, cells);
  }

  setInterval(tick, 20);
}

/** The probe as an init script (`context.addInitScript({ content: LOAD_PROBE })`). */
export const LOAD_PROBE = `${freeDigitAt}\n(${installLoadProbe})();\n`;

/**
 * Evaluates `expression` in the page every `interval` ms through the DevTools protocol
 * session `cdp` until it gives a truthy value, and returns that value. Playwright's
 * `waitForFunction` would first put its own script in the page, on the main thread being
 * measured: about 0.1 s of a repeat visit on the phone profile (BENCHMARKS.md, "The
 * harness's own script"); a player's page runs no such thing.
 */
export async function pollInPage(cdp, expression, { timeout = 120_000, interval = 100 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    if (result.value) return result.value;
    if (Date.now() > deadline) throw new Error(`${expression}: still false after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** In the page: the probe once a digit typed on the shown, ready board has stayed `settle` ms. */
export function settledProbe(settle) {
  return `(() => {
    const probe = window.__loadProbe;
    const last = probe?.attempts.at(-1);
    if (!probe?.shown || !probe.ready || !last?.appeared || last.dropped) return null;
    return performance.now() - Math.max(probe.shown, probe.ready, last.appeared) >= ${Number(settle)} ? probe : null;
  })()`;
}

/** In the page: the time of its first contentful paint, once it has made one. */
export const FIRST_PAINT = `performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime`;

/** Lighthouse's mobile profile: the CPU 4x slower, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
export const PHONE = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  },
};

/**
 * A new page of `context` with the phone profile applied through the DevTools protocol
 * before it navigates; `page.cdp` is that session (for `pollInPage`).
 */
export async function phonePage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  page.cdp = cdp;
  return page;
}

/** The median of `values` (the upper one of an even count), as every load figure is given. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Serves the built site `dir` gzipped on `port` (tests/e2e/serve.mjs) for a script named
 * `who`, until the script exits. A server that cannot start (its port taken, most likely by a
 * run that failed) stops the script: it would otherwise measure whatever the port serves.
 */
export function serveSite(dir, port, who) {
  const server = spawn('node', [fileURLToPath(new URL('serve.mjs', import.meta.url)), dir, String(port)], { stdio: 'ignore' });
  process.on('exit', () => server.kill());
  server.on('exit', (code) => {
    if (code) {
      console.error(`${who}: the server of ${dir} exited (${code}); is port ${port} taken?`);
      process.exit(1);
    }
  });
  return server;
}
