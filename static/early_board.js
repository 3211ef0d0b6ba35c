// The board before the app: drawn by this script, inlined into index.html (Trunk
// `rel="inline"`, so it costs no request), the moment the page is parsed, long before the
// app's wasm has arrived. The player can select cells and type digits on it at once.
// - A first visit (nothing saved, no link in the address): one of the welcome puzzles
//   below, drawn with the app's own markup and classes, in a `#welcome` element.
// - A return: the saved game as the app last showed it (`sudoku:view`, which the app
//   writes when the page is hidden or closed: `src/storage/view.rs`), in a `#resume`
//   element, when it is still the current game as last saved.
// When the app starts it takes the board over (`src/state/early_board.rs`): it reads every
// digit typed here from the element's data (`moves`: `cell:k` pairs, k the digit's place
// on the number pad from 1, 0 erases; `selected`), removes the element and plays the same
// moves, so nothing typed is lost.
//
// WELCOME_PUZZLES: the seed phrase, the attempt that made the puzzle, and the puzzle as 81
// characters. Each is exactly what the engine makes from that phrase with the first
// visit's parameters (an Easy 9x9); a test of the app checks every line against the
// generator, and `cargo run --example welcome_puzzles` writes them.
(function () {
  'use strict';
  // WELCOME_PUZZLES_BEGIN
  const WELCOME_PUZZLES = [
    ["dusty-nebula-valley-32",1,"7..........3.8.6..6..139.8......13...6.8.4.5...92......3.926..1..4.5.2..........7"],
    ["woolly-canyon-glacier-26",1,"1......8.....95..37..168.....93....4.5.....2.3....41.....531..82..97.....3......7"],
    ["jumpy-pebble-koala-74",1,"....82..3...96.....5...7.1.63....5..2.4...9.7..7....26.9.3...7.....56...4..12...."],
    ["quiet-oasis-island-63",1,".4....9..18...5.72....24.6.2.64...8..3.....5..5...81.6.9.68....32.5...98..5....4."],
    ["amber-falcon-forest-30",1,"9.5...7....73.5.6..........29..1...757.....914...2..83..........5.7.38....1...3.9"],
    ["misty-grove-beacon-91",1,"1....6.....94..7.1.6.....5338..1.......9.5.......8..4551.....3.9.3..26.....7....2"],
    ["bold-marble-comet-24",1,"74.....36..3.45......7..5....4.5...96.92.43.52...7.6....7..2......96.7..86.....91"],
    ["azure-kiwi-dolphin-91",1,"3.......91..6.92...5.....6.9158.7.42...1.4...46.2.5813.9.....8...29.8..68.......1"],
    ["jade-beacon-kiwi-67",1,".8..6...23.4.58...6.17......159....4.3.....7.7....258......78.3...81.6.72...9..1."],
    ["polite-bison-garden-39",1,".3...6..2...5...84....2.6....94.8.614.......812.3.75....3.1....24...3...9..6...5."],
    ["silver-orchard-orchard-57",1,"...2..56..6.3514..2..4..3........8..9...4...5..5........4..9..2..2614.3..96..5..."],
    ["happy-dolphin-tiger-53",1,"..5.3.8.1.8...4......7...2.1......3..375.294..4......2.7...9......8...1.5.9.6.2.."],
    ["ivory-bison-comet-98",1,".28..91.5..1....9...9..4...96.......3..682..7.......62...9..4...5....2..2.34..81."],
    ["fancy-cactus-bison-98",1,".64....3......9...7958.6.....3....75.2.3.5.1.95....8.....9.2461...6......1....29."],
    ["quick-parrot-igloo-56",1,".8..6...36742...........1.4.9.1....6.62.9.31.4....6.8.8.9...........92373...1..9."],
    ["dusty-hammock-otter-49",1,"6..3...1.92....3......6..85.6..24....32.1.64....53..7.25..8......3....21.1...5..7"],
    ["early-walnut-badger-27",1,"8....3.........5275...1.4.....5..9...659.873...9..1.....2.7...1984.........6....2"],
    ["inky-dolphin-river-27",1,"..6.49....286.....9....1...2.7..386.6.......4.941..3.7...7....3.....245....93.7.."],
    ["quiet-river-parrot-95",1,"....1..7..2..8..961.....3.55....12...425.978...16....94.3.....796..5..2..1..9...."],
    ["plain-forest-nectar-56",1,"..279.4....48....978.4....5.23.....6..5...1..8.....59.3....8.122....47....8.193.."],
    ["rustic-quill-lagoon-65",1,".........8.....437..7..16.8..1..6.93.2..8..1.67.1..5..3.45..9..796.....5........."],
    ["warm-pebble-willow-97",1,"..92....7.7...36....6.9..5...15...634.......226...85...5..7.9....78...3.8....17.."],
    ["eager-acorn-violin-37",1,".7...2.868..39...1.......3.9...27.5...........1.43...9.9.......5...18..362.7...9."],
    ["golden-otter-dolphin-32",1,"93....8....4..6..1.1.8....5653..7.4.....3.....9.5..1733....9.1.2..7..9....9....57"],
    ["fancy-robin-quartz-36",1,"...92.4.....5...1...4..1.5......62.412.....898.67......3.6..1...1...5.....8.47..."],
    ["young-river-nectar-70",1,"....96.3...8.....62..58.9..7.1....9.9.34.16.2.4....8.1..7.65..98.....1...1.92...."],
    ["tall-kettle-reef-11",1,".....42....465..7..17......9..7..4..3.......8..8..5..6......95..9..263....31....."],
    ["dusty-lotus-tulip-86",1,".7.5...2.5........34..76.9...38....22...1...74....26...3.26..49........5.5...8.3."],
    ["azure-grove-bison-11",1,".89.6..57..7.....165...2...9...13.......2.......94...8...1...741.....8..72..5.16."],
    ["noble-maple-engine-37",1,".6.1..3.8..7.6....8.137....9.6.....4.4.....1.2.....9.6....216.7....9.5..1.2..5.9."],
    ["fancy-maple-jasmine-75",1,"8.9...7.6.......4..2....59...4.892..5..3.2..1..754.6...45....3..1.......7.2...1.5"],
    ["vivid-otter-robin-68",1,"..6.2.513..8..49.6...1.3.....4.3..8...........8..5.6.....2.6...8.93..1..162.8.4.."],
    ["wild-ember-tiger-23",1,"....2..196..97..84......73..6...4..11.......89..3...7..94......81..59..353..6...."],
    ["young-otter-lagoon-59",1,"..3....9..79642.....5..8....46..7.....8...2.....3..91....1..8.....46317..5....6.."],
    ["noble-summit-koala-49",1,"51.6....33.6.1.....8....17.2.146.................295.4.75....3.....7.4.19....2.58"],
    ["gentle-maple-robin-74",1,"..387..4............8.1...9.9....42.6..985..1.17....8.5...6.3............6..935.."],
    ["deep-badger-quartz-10",1,"..85.71...6.....9....12...3.....2.6...63.92...1.8.....2...78....7.....8...49.17.."],
    ["jumpy-nebula-kettle-60",1,".4..6..28..674.....1.....5...4...59.9..5.4..7.27...8...9.....3.....386..67..1..8."],
    ["zesty-kettle-nectar-79",1,".3.96....2..5....8..4...96......6..4.25...81.6..2......49...1..5....9..3....28.7."],
    ["urban-umbrella-forest-83",1,"95...17....79..4.....78....4.5.1.6.76.......93.1.7.2.5....67.....9..45....21...64"],
    ["vivid-island-igloo-44",1,".....218....43.9.54.5.......29....4.5.7...8.6.6....32.......6.16.4.21....587....."],
    ["icy-grove-maple-64",1,"8521.....9..3..26......4..1.71.....64.......86.....49.7..6......38..5..2.....1759"],
    ["noble-garden-pebble-68",1,"7...16..3...42..1...6...8.78.4...16...........63...2.43.2...5...8..32...9..68...2"],
    ["shy-yarrow-otter-25",1,".6..8.34....6...92.3..5...83.6..74.............71..9.62...4..5.68...1....94.7..3."],
    ["bright-glacier-island-88",1,"5.......97..1.6.....3.8..1..71...9....27.45....8...47..2..4.8.....2.5..36.......5"],
    ["calm-ember-dune-99",1,".96.5...7.1..9...4..24.......957...2..7...1..3...824.......57..2...6..3.6...3.24."],
    ["hidden-orchard-quartz-53",1,"9....8.7...1..4....52..9...5.6..17...2.....4...37..9.5...8..49....2..3...3.6....2"],
    ["bright-oasis-sparrow-96",1,".1.6.7...3..81...4....241....1....6.53.....28.8....9....548....9...76..5...9.5.7."],
    ["fresh-falcon-koala-69",1,"62..1...8..572..131.38........581...9.......5...697........83.424..637..3...7..86"],
    ["inky-nebula-dune-20",1,".6.9....32.3.8.41..7.2....8..8...7..9.......1..1...2..4....9.7..39.7.1.45....6.3."],
    ["quick-harbor-nectar-36",1,"5......81.....87..938.7....6..9..14.1..8.2..3.95..1..2....5.918..14.....85......6"],
    ["lively-tiger-meadow-44",1,".364......5..3....8..9.......13..89...4...5...27..13.......8..5....7..8......521."],
    ["dusty-kettle-tiger-52",1,"..9.2..8.....1..2.1....695..927..5.....142.....7..564..436....1.7..9.....5..7.2.."],
    ["elder-ember-kiwi-73",1,".2...7...4.6..9....7..5.12....7.3..5.8.....6.7..4.6....15.7..4....9..5.3...6...8."],
    ["little-apple-engine-75",1,"..57....6....26...6791.84...52.8...9.1.....5.9...1.64...43.1275...27....7....59.."],
    ["silver-kiwi-acorn-90",1,"69...7..2.15.6..8......29....6..3.4..4.1.6.7..7.4..3....16......3..2.69.8..7...21"],
    ["ivory-nebula-acorn-94",1,"41.2....9....63.418.....23....194..3.........1..657....82.....667.58....3....6.82"],
    ["tidy-nutmeg-delta-25",1,"3....6.....23..9.7..7.8.54.4.....79....539....28.....6.43.9.6..5.6..38.....8....5"],
    ["bold-summit-hammock-52",1,".3.57.82....1......59...1...8...367.9.......5.756...1...6...29......1....93.85.6."],
    ["humble-island-falcon-17",1,".487.3.......16..3..6...2......5.4..3..9.7..8..5.3......2...5..4..56.......8.937."],
    ["plain-iris-orchard-90",1,"..24...67..495..1..3....4.95.8..........9..........6.84.5....7..9..253..81...69.."],
    ["dusty-quartz-apple-22",1,"86......41....7.9293..8....6..1.......3.2.9.......4..8....7..8935.9....74......56"],
    ["rustic-engine-nutmeg-51",1,".32.1.9...95..6...1879..3..3.8.62...............39.2.8..3..9687...5..12...1.8.54."],
    ["bright-zebra-grove-12",1,".582.39..........6....9..3...6..7.13.7..2..4.14.9..7...2..4....5..........71.839."],
  ];
  // WELCOME_PUZZLES_END
  if (location.hash.length > 1) return; // A link: the app opens it.
  let early = null;
  try {
    early = isFirstVisit() ? welcomeBoard() : resumedBoard();
  } catch (_) {
    return; // Storage refused or unreadable: the app says why.
  }
  if (early) play(early);

  function isFirstVisit() {
    for (let i = 0; i < localStorage.length; i += 1) {
      if (localStorage.key(i).startsWith('sudoku:')) return false;
    }
    return WELCOME_PUZZLES.length > 0;
  }

  function make(tag, attrs, children = []) {
    const el = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value);
    for (const child of children) el.append(child);
    return el;
  }

  // One of the welcome puzzles, on the app's markup for an Easy 9x9.
  function welcomeBoard() {
    const pick = new Uint32Array(1);
    crypto.getRandomValues(pick);
    const [phrase, attempt, givens] = WELCOME_PUZZLES[pick[0] % WELCOME_PUZZLES.length];
    const cells = [...givens].map((ch, i) => {
      const [row, column] = [Math.floor(i / 9), i % 9];
      const classes = ['cell'];
      if (ch !== '.') classes.push('given');
      if (row % 3 === 0) classes.push('edge-top');
      if (column % 3 === 2) classes.push('edge-right');
      if (row % 3 === 2) classes.push('edge-bottom');
      if (column % 3 === 0) classes.push('edge-left');
      const cell = make('div', { role: 'gridcell', id: `cell-${i}`, class: classes.join(' '), 'aria-selected': 'false' });
      if (ch !== '.') cell.append(make('span', { class: 'value' }, [ch]));
      return cell;
    });
    const rows = [...Array(9).keys()].map((r) =>
      make('div', { role: 'row', class: 'board-row' }, cells.slice(r * 9, r * 9 + 9)),
    );
    const board = make('div', { role: 'grid', class: 'board size-small n9', 'aria-label': 'Sudoku board', tabindex: '0' }, rows);
    const pad = make('div', { class: 'number-pad mode-digit cols-3', role: 'group', 'aria-label': 'Number pad, Digit mode' }, [
      ...'123456789'.split('').map((digit) =>
        make('button', { type: 'button', class: 'pad-digit', 'aria-label': digit }, [make('span', { class: 'pad-symbol' }, [digit])]),
      ),
      make('button', { type: 'button', class: 'pad-erase' }, [make('span', {}, ['Erase'])]),
    ]);
    const root = make('main', { class: 'app', id: 'welcome', 'data-phrase': phrase, 'data-attempt': String(attempt), 'data-givens': givens }, [
      make('header', { class: 'top' }, [make('h1', {}, ['Sudoku']), make('span', { class: 'level' }, ['9x9 standard, Easy'])]),
      make('div', { class: 'play' }, [
        make('div', { class: 'board-area' }, [board]),
        make('div', { class: 'side' }, [make('div', { class: 'controls' }, [pad])]),
      ]),
      make('p', { class: 'status', role: 'status' }, ['Welcome! An Easy puzzle to start: pick a cell, then a digit.']),
    ]);
    return { root, typing: true };
  }

  // The saved game as the app last showed it, if it is still the current game as saved.
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
    root.dataset.game = view.id;
    // Only the board and the number pad answer before the app has arrived.
    for (const control of root.querySelectorAll('button, a, input, select, textarea, [tabindex]')) {
      if (!control.closest('.number-pad, [role="grid"]')) control.setAttribute('inert', '');
    }
    return { root, typing: view.typing === true };
  }

  // Selecting cells and typing digits on the board, until the app takes it over.
  function play({ root, typing }) {
    const board = root.querySelector('[role="grid"]');
    const cells = [];
    for (const cell of board.querySelectorAll('[role="gridcell"]')) cells[Number(cell.id.replace('cell-', ''))] = cell;
    const size = Math.round(Math.sqrt(cells.length));
    const symbols = [...root.querySelectorAll('.number-pad .pad-digit')].map((button) =>
      (button.querySelector('.pad-symbol') ?? button).textContent.trim(),
    );
    const moves = [];
    let selected = board.querySelector('.cell.cursor, .cell.selected')?.id.replace('cell-', '') ?? null;
    selected = selected === null ? null : Number(selected);

    const label = (i, symbol) => `row ${Math.floor(i / size) + 1}, column ${(i % size) + 1}, ${symbol ?? 'empty'}`;
    function select(i) {
      for (const cell of board.querySelectorAll('.cell.selected, .cell.cursor')) {
        cell.classList.remove('selected', 'cursor');
        cell.setAttribute('aria-selected', 'false');
      }
      selected = i;
      cells[i].classList.add('selected', 'cursor');
      cells[i].setAttribute('aria-selected', 'true');
      board.setAttribute('aria-activedescendant', `cell-${i}`);
      root.dataset.selected = String(i);
    }
    // Writes the pad's k-th digit (from 1) in the selected cell; 0 erases.
    function write(k) {
      const cell = cells[selected];
      if (!typing || !cell || cell.classList.contains('given')) return;
      const symbol = k === 0 ? null : symbols[k - 1];
      if ((cell.querySelector('.value')?.textContent ?? null) === symbol) return;
      for (const child of [...cell.children]) if (!child.classList.contains('cage-sum')) child.remove();
      if (symbol !== null) cell.append(make('span', { class: 'value' }, [symbol]));
      cell.setAttribute('aria-label', label(selected, symbol));
      moves.push(`${selected}:${k}`);
      root.dataset.moves = moves.join(',');
    }

    cells.forEach((cell, i) => {
      cell.addEventListener('pointerdown', () => select(i));
      cell.addEventListener('click', (event) => event.detail === 0 && select(i));
    });
    root.querySelectorAll('.number-pad .pad-digit').forEach((button, k) => button.addEventListener('click', () => write(k + 1)));
    root.querySelector('.number-pad .pad-erase')?.addEventListener('click', () => write(0));

    const STEPS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], w: [-1, 0], s: [1, 0], a: [0, -1], d: [0, 1] };
    function onKey(event) {
      if (!root.isConnected) {
        document.removeEventListener('keydown', onKey);
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key;
      const k = symbols.findIndex((symbol) => symbol.toLowerCase() === key.toLowerCase());
      if (k >= 0) write(k + 1);
      else if (['0', ' ', 'Backspace', 'Delete'].includes(key)) write(0);
      else if (key in STEPS) {
        if (selected === null) select(0);
        else {
          const [dr, dc] = STEPS[key];
          const [row, column] = [Math.floor(selected / size), selected % size];
          select(((row + dr + size) % size) * size + ((column + dc + size) % size));
        }
      } else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKey);
    document.body.prepend(root);
  }
})();
