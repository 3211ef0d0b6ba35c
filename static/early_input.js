// The page before the app's wasm arrives. Inlined into index.html (it costs no request)
// after the welcome boards that the build rendered with the app's own components
// (`src/bin/prerender.rs`, put in by scripts/postbuild.mjs as the JSON block #welcome-boards).
// It draws nothing of its own and knows no rule of the game:
// - A first visit (nothing saved, no link in the address) shows one of those boards.
// - A return shows the saved game as the app last drew it (`sudoku:view`, the app's own
//   markup: `src/storage/view.rs`), when it is still the current game as saved.
// - Until the app has drawn its first frame, every key the app takes (APP_KEYS, the
//   app's own key map probed at build time, with the least board size that takes each)
//   and every tap or click is kept in order.
//   The app makes its first state with the leading keys and presses on cells applied, by
//   its own key map (`sudokuEarly.kept()`, src/state/early_events.rs). Then it calls
//   `sudokuEarly.takeOver(taken)` (`src/state/early_board.rs`), and each event it did not
//   take is played again on the app's elements: its own handlers and reducer make the
//   moves, so a key does the same before and after the app arrives, and nothing is lost.
(function () {
  'use strict';
  // scripts/postbuild.mjs puts the app's keys here: { "Ctrl+Alt+Shift+Code": least board size },
  // and the keys a focused control keeps: { TAG: { allBut: [key...] } or { only: [key...] } }.
  const APP_KEYS = /* APP_KEYS */ {};
  const CONTROL_KEYS = /* CONTROL_KEYS */ {};
  // And what the status line says once something is kept (state::KEPT_FOR_THE_APP).
  const KEPT = /* KEPT */ '';

  const ready = () => (document.documentElement.dataset.app = 'ready');
  if (!show()) {
    window.sudokuEarly = { takeOver: ready };
    return;
  }
  const size = Math.round(Math.sqrt(document.querySelectorAll('main.app [role="gridcell"]').length));
  const kept = [];
  let replaying = false; // Playing what was kept; what the player does meanwhile is kept after it.
  let dispatching = false; // An event played now: the app's, not kept again.
  let live = false;
  let focused = null; // Where the focus was on the early board, to give it back on the app's.

  /** The element's place under the shown <main>: its id, or the child indices down to it. */
  function placeOf(element) {
    const target = element.closest('[id]:not(main), button, a, input, select, [role="gridcell"]') ?? element;
    if (target.id && target.tagName !== 'MAIN') return { id: target.id };
    const path = [];
    for (let node = target; node && node.tagName !== 'MAIN'; node = node.parentElement) {
      path.unshift([...node.parentElement.children].indexOf(node));
    }
    return { path };
  }

  function elementAt(place) {
    if (!place) return null;
    if (place.id) return document.getElementById(place.id);
    let node = document.querySelector('main.app');
    for (const index of place.path) node = node?.children[index] ?? null;
    return node;
  }

  function keyName(event) {
    return `${event.ctrlKey || event.metaKey ? 'Ctrl+' : ''}${event.altKey ? 'Alt+' : ''}${event.shiftKey ? 'Shift+' : ''}${event.code}`;
  }

  /** A key pressed on a form field or a button is the control's (its click is kept instead). */
  function keptByControl(event) {
    const kept = event.target instanceof Element ? CONTROL_KEYS[event.target.tagName] : undefined;
    if (!kept) return false;
    return kept.allBut ? !kept.allBut.includes(event.key) : kept.only.includes(event.key);
  }

  function keep(event) {
    if (live || dispatching) return;
    const inside = event.target instanceof Element && event.target.closest('main.app');
    if (event.type === 'keydown') {
      if (!(APP_KEYS[keyName(event)] <= size) || keptByControl(event)) return;
      event.preventDefault();
    } else if (!inside) return;
    event.stopImmediatePropagation();
    if (!replaying) acknowledge(event);
    kept.push({
      type: event.type,
      place: event.target instanceof Element && inside ? placeOf(event.target) : null,
      init: {
        key: event.key, code: event.code, shiftKey: event.shiftKey, ctrlKey: event.ctrlKey,
        altKey: event.altKey, metaKey: event.metaKey, button: event.button ?? 0, detail: event.detail ?? 0,
        pointerType: event.pointerType, isPrimary: true, bubbles: true, cancelable: true,
      },
    });
  }
  function follow(event) {
    if (!live && !dispatching && event.target instanceof Element && event.target.closest('main.app')) {
      focused = placeOf(event.target);
    }
  }
  const listeners = { keydown: keep, pointerdown: keep, click: keep, focusin: follow };
  for (const [type, listener] of Object.entries(listeners)) window.addEventListener(type, listener, true);

  /**
   * Says that what the player did is kept: the status line says so, and the cell last
   * pressed is outlined (`data-kept`). Neither is a move: the app makes the moves.
   */
  function acknowledge(event) {
    const status = document.querySelector('main.app [role="status"]');
    if (status && status.textContent !== KEPT) status.textContent = KEPT;
    const cell = event.type === 'pointerdown' && event.target instanceof Element && event.target.closest('[role="gridcell"]');
    if (!cell) return;
    for (const other of document.querySelectorAll('main.app [data-kept]')) other.removeAttribute('data-kept');
    cell.setAttribute('data-kept', '');
  }

  /** Plays one kept event on the app's element at the same place (keys: on the document). */
  function replay(event) {
    dispatching = true;
    try {
      play(event);
    } finally {
      dispatching = false;
    }
  }

  function play({ type, place, init }) {
    const target = elementAt(place) ?? (type === 'keydown' ? document : null);
    if (!target) {
      console.warn(`An early ${type} found no element of the app to go to`, place);
      return;
    }
    if (type === 'keydown') {
      target.dispatchEvent(new KeyboardEvent('keydown', init));
      return;
    }
    const box = target.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    if (type === 'pointerdown') {
      target.dispatchEvent(new PointerEvent('pointerdown', { ...init, ...at, buttons: 1 }));
      target.dispatchEvent(new PointerEvent('pointerup', { ...init, ...at, buttons: 0 }));
    } else {
      target.dispatchEvent(new MouseEvent('click', { ...init, ...at }));
    }
  }

  const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

  window.sudokuEarly = {
    /**
     * What was kept so far, for the app to make its first state from (src/state/early_events.rs),
     * as JSON: the events, and whether the focus is free (nowhere, or on the board).
     */
    kept() {
      const at = elementAt(focused);
      return JSON.stringify({ events: kept, freeFocus: focused === null || Boolean(at?.closest('[role="grid"]')) });
    },
    /**
     * Called by the app once its first frame is drawn, with the number of kept events its
     * first state already took: plays the others, then steps aside.
     */
    async takeOver(taken = 0) {
      if (live || replaying) return;
      replaying = true;
      kept.splice(0, taken);
      // With something to play, the app's effects (its key listener among them) run first.
      if (kept.length > 0) await pause();
      try {
        for (let i = 0; i < kept.length; i += 1) {
          replay(kept[i]);
          await pause(); // The app renders each move before the next one finds its element.
        }
        elementAt(focused)?.focus();
      } finally {
        kept.length = 0;
        replaying = false;
        live = true;
        for (const [type, listener] of Object.entries(listeners)) window.removeEventListener(type, listener, true);
        ready();
      }
    },
  };

  /** Puts the early board on the page; false when there is none to show. */
  function show() {
    const boards = document.getElementById('welcome-boards');
    boards?.remove();
    if (location.hash.length > 1) return false; // A link: the app opens it.
    let root = null;
    try {
      root = isFirstVisit() ? welcomeBoard(JSON.parse(boards?.textContent ?? '[]')) : resumedBoard();
    } catch (_) {
      return false; // Storage refused or unreadable: the app says why.
    }
    if (!root) return false;
    document.body.prepend(root);
    return true;
  }

  function isFirstVisit() {
    for (let i = 0; i < localStorage.length; i += 1) {
      if (localStorage.key(i).startsWith('sudoku:')) return false;
    }
    return true;
  }

  // One of the welcome boards, at random.
  function welcomeBoard(boards) {
    if (boards.length === 0) return null;
    const pick = new Uint32Array(1);
    crypto.getRandomValues(pick);
    const holder = document.createElement('div');
    holder.innerHTML = boards[pick[0] % boards.length];
    return holder.querySelector('main#welcome');
  }

  // The saved game as the app last drew it, if it is still the current game as saved.
  function resumedBoard() {
    const view = JSON.parse(localStorage.getItem('sudoku:view') ?? 'null');
    const index = JSON.parse(localStorage.getItem('sudoku:index') ?? 'null');
    const current = index?.games?.find((game) => game.id === index.current);
    if (!view || !current || view.id !== current.id || view.saved_at !== current.saved_at) return null;
    const holder = document.createElement('div');
    holder.innerHTML = view.html;
    const root = holder.querySelector('main.app');
    if (!root || !root.querySelector('[role="grid"] [role="gridcell"]')) return null;
    root.id = 'resume';
    return root;
  }
})();
