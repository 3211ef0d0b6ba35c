//! Stored data, every schema version. The first byte says where the text goes:
//! - a game record, read by the app's store (with its migrations), as a game file
//!   (`import_game`) and by the engine's `Game` decoding: no panic, and a loaded game
//!   saves and loads back equal and is the current game at the next startup;
//! - the index or the settings record beside a good saved game: startup never panics and
//!   the good game still loads, unchanged, and saves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_app::share::import_game;
use sudoku_app::storage::schema::{game_key, INDEX_KEY, SETTINGS_KEY};
use sudoku_app::storage::{Backend, Store};
use sudoku_engine::format::parse_puzzle;
use sudoku_engine::game::{Game, Move, Rules};
use sudoku_engine::{Cell, Digit};

const ID: &str = "fuzz";

fuzz_target!(|data: &[u8]| {
    let Some((&place, rest)) = data.split_first() else { return };
    let text = String::from_utf8_lossy(rest);
    match place % 4 {
        0 | 1 => game_record(&text),
        2 => beside_a_good_game(INDEX_KEY, &text),
        _ => beside_a_good_game(SETTINGS_KEY, &text),
    }
});

fn game_record(text: &str) {
    let backend = Backend::memory();
    if backend.set(&game_key(ID), text).is_err() {
        return;
    }
    let store = Store::new(backend, "fuzz-tab".into());
    if let Ok(game) = store.load_game(ID) {
        assert!(store.save_game(ID, &game).is_ok(), "a loaded game saves");
        assert_eq!(store.load_game(ID).as_ref(), Ok(&game), "the game saved back loads equal: {text:?}");
        assert!(store.startup().current.is_some_and(|(id, again)| id == ID && again == game));
    }
    if let Ok(game) = import_game(text) {
        assert_eq!(game.validate(), Ok(()));
    }
    if let Ok(game) = serde_json::from_str::<Game>(text) {
        let json = serde_json::to_string(&game).expect("a game serializes");
        assert_eq!(serde_json::from_str::<Game>(&json).as_ref().ok(), Some(&game), "{text:?}");
    }
}

fn beside_a_good_game(key: &str, text: &str) {
    let puzzle = parse_puzzle("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    let Ok(puzzle) = puzzle else { return };
    let mut good = Game::new(puzzle);
    let placed = Digit::new(4).map(|digit| good.play(&Move::Place { cell: Cell::new(2), digit }, &Rules::default()));
    assert!(matches!(placed, Some(Ok(_))), "the good game takes a move");
    let record =
        serde_json::json!({ "version": 2, "id": "good", "saved_at": 1.0, "writer": "w", "rev": 1, "game": good });
    let backend = Backend::memory();
    if backend.set(&game_key("good"), &record.to_string()).is_err() || backend.set(key, text).is_err() {
        return;
    }
    let store = Store::new(backend, "fuzz-tab".into());
    let _ = store.startup();
    assert_eq!(store.load_game("good").as_ref(), Ok(&good), "{key} {text:?} lost the good game");
    assert!(store.games().iter().any(|g| g.id == "good"), "{key} {text:?} hid the good game");
    assert!(store.save_game("good", &good).is_ok());
}
