//! The URL hash <-> a puzzle or a seed phrase, pasted text, and whole games as files.
//! The codec itself is the engine's (`sudoku_engine::share`); this module reads and
//! writes the page's location, validates before anything changes, and runs links on
//! load and on `hashchange`.

use gloo::events::EventListener;
use serde_json::Value;
use sudoku_engine::format::parse_puzzle;
use sudoku_engine::game::Game;
use sudoku_engine::generate::{GenerateParams, SeedPhrase};
use sudoku_engine::share::{looks_like_link, parse_link, puzzle_link, seed_link, ShareError, SharedLink};
use sudoku_engine::{ParseError, Puzzle};
use thiserror::Error;
use yew::prelude::*;

use crate::state::Action;
use crate::storage::migrate::{self, MigrateError};
use crate::storage::schema::GameRecord;
use crate::storage::Notice;

/// The largest game file imported (a 30x30 game with a long history is far smaller).
pub const MAX_IMPORT_BYTES: usize = 5_000_000;

/// Why pasted text cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PasteError {
    #[error("Nothing to read: paste a puzzle or a link first.")]
    Empty,
    #[error("This link cannot be read: {0}.")]
    Link(ShareError),
    #[error("This puzzle cannot be read: {0}.")]
    Puzzle(ParseError),
}

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

/// What a paste or a link asks for, fully validated.
#[derive(Clone, Debug, PartialEq)]
pub enum Incoming {
    Puzzle(Box<Puzzle>),
    Seed { params: GenerateParams, phrase: SeedPhrase },
}

impl Incoming {
    /// The action that commits it.
    pub fn action(self) -> Action {
        match self {
            Incoming::Puzzle(puzzle) => Action::Load(Box::new(Game::new(*puzzle))),
            Incoming::Seed { params, phrase } => Action::Generate { params, phrase },
        }
    }
}

impl From<SharedLink> for Incoming {
    fn from(link: SharedLink) -> Incoming {
        match link {
            SharedLink::Puzzle(puzzle) => Incoming::Puzzle(Box::new(puzzle)),
            SharedLink::Seed { params, phrase } => Incoming::Seed { params, phrase },
        }
    }
}

/// Reads pasted text: a share link, a one-line string, a multi-line grid or a .sudoku
/// file. The error says what was wrong and where.
pub fn read_paste(text: &str) -> Result<Incoming, PasteError> {
    if text.trim().is_empty() {
        return Err(PasteError::Empty);
    }
    if looks_like_link(text) {
        return parse_link(text).map(Incoming::from).map_err(PasteError::Link);
    }
    parse_puzzle(text).map(|p| Incoming::Puzzle(Box::new(p))).map_err(PasteError::Puzzle)
}

/// The page's address without its hash.
fn page_address() -> String {
    let location = gloo::utils::window().location();
    let href = location.href().unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

/// A link to `puzzle` on this page.
pub fn puzzle_address(puzzle: &Puzzle) -> String {
    format!("{}#{}", page_address(), puzzle_link(puzzle))
}

/// A link that regenerates `game`'s puzzle from its seed, when it came from one.
pub fn seed_address(game: &Game) -> Option<String> {
    let params: GenerateParams = game.origin.params.as_deref()?.parse().ok()?;
    let phrase = SeedPhrase::new(game.origin.phrase.as_deref()?).ok()?;
    seed_link(&params, &phrase).ok().map(|link| format!("{}#{link}", page_address()))
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

/// Loads the puzzle of a link in the address bar, now and whenever the hash changes.
/// A bad link loads nothing and says why.
#[hook]
pub fn use_shared_links(dispatch: Callback<Action>, on_notice: Callback<Notice>) {
    use_effect_with((), move |_| {
        let run = move || {
            if let Some(hash) = take_hash() {
                match parse_link(&hash) {
                    Ok(link) => dispatch.emit(Incoming::from(link).action()),
                    Err(error) => on_notice.emit(Notice::BadLink { why: error.to_string() }),
                }
            }
        };
        run();
        let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| run());
        move || drop(listener)
    });
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

    const CLASSIC: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn pastes_read_lines_grids_files_and_links() {
        let line = read_paste(CLASSIC).expect("a line");
        let grid: String = CLASSIC.as_bytes().chunks(9).map(|r| format!("{}\n", String::from_utf8_lossy(r))).collect();
        assert_eq!(read_paste(&grid), Ok(line.clone()));
        let file = format!("# a .sudoku file\ntype: standard\n{grid}");
        assert_eq!(read_paste(&file), Ok(line.clone()));
        let link = format!("https://example.org/#p=v1~box=3x3~variant=standard~givens={CLASSIC}");
        assert_eq!(read_paste(&link), Ok(line));
    }

    #[test]
    fn bad_pastes_say_where() {
        let bad = read_paste("12..\n..1.\n.1.x\n....").expect_err("bad char");
        assert!(matches!(bad, PasteError::Puzzle(_)), "{bad:?}");
        assert!(bad.to_string().contains("line 3, column 4"), "{bad}");
        assert_eq!(read_paste("   "), Err(PasteError::Empty));
        let link = read_paste("#p=v1~box=3x3").expect_err("no variant");
        assert!(matches!(link, PasteError::Link(_)), "{link:?}");
        assert!(link.to_string().starts_with("This link cannot be read"), "{link}");
    }

    #[test]
    fn exported_games_import_whole_and_bad_files_are_refused() {
        let mut game = Game::new(parse_puzzle(CLASSIC).expect("valid"));
        game.elapsed_ms = 42;
        let text = export_game("g1", &game).expect("exports");
        assert_eq!(import_game(&text).expect("imports"), game);
        let not_json = import_game("not json").expect_err("refused");
        assert!(matches!(not_json, ImportError::NotJson(_)) && not_json.to_string().contains("line 1 column 2"));
        assert!(matches!(import_game("{\"version\": 2}"), Err(ImportError::NotAGame(_) | ImportError::DoesNotFit(_))));
        let huge = import_game(&" ".repeat(MAX_IMPORT_BYTES + 1)).expect_err("too large");
        assert!(matches!(huge, ImportError::TooLarge(n) if n == MAX_IMPORT_BYTES + 1));
    }
}
