//! The URL hash <-> a puzzle or a seed phrase, pasted text, and whole games as files.
//! The codec itself is the engine's (`sudoku_engine::share`); links and pasted text are
//! read in the worker (`Job::Read`), so the format parsers stay off the page.
//! This module reads and writes the page's location, validates before anything changes,
//! and runs links on load and on `hashchange`.

use gloo::events::EventListener;
use serde_json::Value;
use sudoku_engine::game::Game;
use sudoku_engine::generate::variant::VariantRequest;
use sudoku_engine::generate::{GenerateParams, SeedPhrase};
use sudoku_engine::share::{puzzle_link, puzzle_link_with_words, seed_link, variant_seed_link};
use thiserror::Error;
use yew::prelude::*;

use crate::state::{Action, Reading};
use crate::storage::migrate::{self, MigrateError};
use crate::storage::schema::GameRecord;
use crate::storage::Notice;

/// The largest game file imported (a 30x30 game with a long history is far smaller).
pub const MAX_IMPORT_BYTES: usize = 5_000_000;

/// Why a game file cannot be imported.
#[derive(Debug, Error)]
pub enum ImportError {
    #[error("The file is {0} bytes; the largest accepted is {MAX_IMPORT_BYTES}.")]
    TooLarge(usize),
    #[error("The file is not a saved game: {0}.")]
    NotJson(serde_json::Error),
    #[error("The file is not a saved game: {0}.")]
    NotAGame(MigrateError),
    #[error("The saved game does not fit together: {0}.")]
    DoesNotFit(serde_json::Error),
}

/// The page's address without its hash.
#[cfg(target_arch = "wasm32")]
fn page_address() -> String {
    let location = gloo::utils::window().location();
    let href = location.href().unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

/// Outside the browser (the build's prerender) links are relative to the page.
#[cfg(not(target_arch = "wasm32"))]
fn page_address() -> String {
    String::new()
}

/// A link to `game`'s puzzle on this page, with the setter's title, author and rules
/// text; false when those words do not fit in a link and it carries the puzzle alone.
pub fn puzzle_address(game: &Game) -> (String, bool) {
    let puzzle = game.puzzle();
    match puzzle_link_with_words(puzzle, &game.origin().words()) {
        Ok(link) => (format!("{}#{link}", page_address()), true),
        Err(_) => (format!("{}#{}", page_address(), puzzle_link(puzzle)), false),
    }
}

/// A link that regenerates `game`'s puzzle from its seed, when it came from one: the
/// classic generator's parameters, or what the variant generator was asked for.
pub fn seed_address(game: &Game) -> Option<String> {
    let params = game.origin().params.as_deref()?;
    let phrase = SeedPhrase::new(game.origin().phrase.as_deref()?).ok()?;
    let link = match params.parse::<GenerateParams>() {
        Ok(params) => seed_link(&params, &phrase).ok()?,
        Err(_) => variant_seed_link(&params.parse::<VariantRequest>().ok()?, &phrase),
    };
    Some(format!("{}#{link}", page_address()))
}

/// Whether `game` came from a seed, so that the Game menu offers its seed link. Cheap (the
/// menu is drawn at every move); the link itself is made when it is asked for, and says why
/// when the stored seed cannot be read.
pub fn has_seed(game: &Game) -> bool {
    let origin = game.origin();
    origin.params.is_some() && origin.phrase.is_some()
}

/// The link in the address bar, if any, and removes it (so that a reload resumes the
/// saved game instead of starting the linked puzzle again).
fn take_hash() -> Option<String> {
    let window = gloo::utils::window();
    let hash = window.location().hash().ok().filter(|h| h.len() > 1)?;
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&page_address()));
    }
    Some(hash)
}

/// Loads the puzzle of a link in the address bar, now and whenever the hash changes: the
/// state reads it ([`Action::Read`]); a bad link loads nothing and says why. True while a
/// link is being read (the page covers the board meanwhile, so no move goes to the game
/// the link replaces).
#[hook]
pub fn use_shared_links(dispatch: Callback<Action>, reading: Option<Reading>, on_notice: Callback<Notice>) -> bool {
    // Until the first link is handed to the state (on the first render's effect).
    let handing = use_state(crate::state::opened_with_link);
    let setter = handing.setter();
    use_effect_with((), move |_| {
        let run = move || {
            if let Some(text) = take_hash() {
                dispatch.emit(Action::Read { text, link: true });
            }
            setter.set(false);
        };
        run();
        let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| run());
        move || drop(listener)
    });
    let link = reading.filter(|r| r.link);
    let failed = link.as_ref().and_then(|r| r.failed.clone());
    use_effect_with(failed, move |failed| {
        if let Some(why) = failed {
            on_notice.emit(Notice::BadLink { why: why.why() });
        }
    });
    *handing || link.is_some_and(|r| r.failed.is_none())
}

/// A whole game as a JSON file: the storage record format, so the same migrations read
/// older files (compact, through the serializer saved games use).
pub fn export_game(id: &str, game: &Game) -> Result<String, String> {
    let record = GameRecord {
        version: crate::storage::schema::SCHEMA_VERSION,
        id: id.to_string(),
        saved_at: crate::storage::now_ms(),
        writer: "export".into(),
        rev: 0,
        game: game.clone(),
    };
    serde_json::to_string(&record).map_err(|e| e.to_string())
}

/// Reads an exported game file; the engine validates the game (history, givens, solution).
pub fn import_game(text: &str) -> Result<Game, ImportError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(ImportError::TooLarge(text.len()));
    }
    let value: Value = serde_json::from_str(text).map_err(ImportError::NotJson)?;
    let value = migrate::game(value, "import").map_err(ImportError::NotAGame)?;
    let record: GameRecord = crate::storage::from_value(value).map_err(ImportError::DoesNotFit)?;
    Ok(record.game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::game::Origin;

    const CLASSIC: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn exported_games_import_whole_and_bad_files_are_refused() {
        let mut game = Game::new(sudoku_engine::format::parse_puzzle(CLASSIC).expect("valid"));
        game.set_elapsed_ms(42);
        let text = export_game("g1", &game).expect("exports");
        assert_eq!(import_game(&text).expect("imports"), game);
        let not_json = import_game("not json").expect_err("refused");
        assert!(matches!(not_json, ImportError::NotJson(_)) && not_json.to_string().contains("line 1 column 2"));
        assert!(matches!(import_game("{\"version\": 2}"), Err(ImportError::NotAGame(_) | ImportError::DoesNotFit(_))));
        let huge = import_game(&" ".repeat(MAX_IMPORT_BYTES + 1)).expect_err("too large");
        assert!(matches!(huge, ImportError::TooLarge(n) if n == MAX_IMPORT_BYTES + 1));
    }

    #[test]
    fn a_seed_link_is_offered_for_a_game_made_from_a_seed_and_made_when_asked() {
        let mut game = Game::new(sudoku_engine::format::parse_puzzle(CLASSIC).expect("valid"));
        assert!(!has_seed(&game) && seed_address(&game).is_none(), "a typed puzzle has no seed");
        let params = GenerateParams::default().to_string();
        game.set_origin(Origin::generated("apple badger".into(), params));
        assert!(has_seed(&game));
        let link = seed_address(&game).expect("a seed link");
        assert!(link.starts_with('#') && link.len() > 1, "{link}");
        // A stored seed that cannot be read is still offered; the menu says why on choosing it.
        game.set_origin(Origin::generated("apple badger".into(), "not parameters".into()));
        assert!(has_seed(&game) && seed_address(&game).is_none());
    }
}
