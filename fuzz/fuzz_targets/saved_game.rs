//! The saved-game decoder, every schema version: the app's store reading a record (with
//! its migrations), the game-file import and the engine's own game decoding. No panic,
//! and a loaded game saves and loads back equal.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_app::share::import_game;
use sudoku_app::storage::schema::game_key;
use sudoku_app::storage::{Backend, Store};
use sudoku_engine::game::Game;

const ID: &str = "fuzz";

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let backend = Backend::memory();
    if backend.set(&game_key(ID), &text).is_err() {
        return;
    }
    let store = Store::new(backend, "fuzz-tab".into());
    if let Ok(game) = store.load_game(ID) {
        assert!(store.save_game(ID, &game).is_ok(), "a loaded game saves");
        assert_eq!(store.load_game(ID).as_ref(), Ok(&game), "the game saved back loads equal: {text:?}");
        assert!(store.startup().current.is_some_and(|(id, again)| id == ID && again == game));
    }
    if let Ok(game) = import_game(&text) {
        assert_eq!(game.validate(), Ok(()));
    }
    if let Ok(game) = serde_json::from_str::<Game>(&text) {
        let json = serde_json::to_string(&game).expect("a game serializes");
        assert_eq!(serde_json::from_str::<Game>(&json).as_ref().ok(), Some(&game), "{text:?}");
    }
});
