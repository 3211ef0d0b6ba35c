//! The store: games, the index and settings over a [`Backend`], with every fault turned
//! into a [`Notice`] and no record ever overwritten before its text is safe.

use std::cell::{Cell, RefCell};
use std::collections::BTreeSet;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sudoku_engine::game::Game;

use super::backend::{Backend, BackendError};
use super::migrate;
use super::notice::Notice;
use super::schema::{
    game_key, GameRecord, Index, SettingsRecord, Summary, Versioned, BACKUP_PREFIX, GAME_PREFIX, INDEX_KEY, PREFIX,
    SCHEMA_VERSION, SETTINGS_KEY,
};
use super::stats::GameStat;
use crate::state::Settings;

#[derive(Debug)]
pub struct Store {
    backend: Backend,
    /// This page load's id, written into every game record.
    writer: String,
    rev: Cell<u64>,
    /// Keys holding text that could not be read nor copied aside: never written.
    protected: RefCell<BTreeSet<String>>,
    /// The statistics entry last written, so an unchanged one is not written again.
    pub(super) last_stat: RefCell<Option<GameStat>>,
}

/// What the app starts with.
#[derive(Debug, Default)]
pub struct Startup {
    pub current: Option<(String, Game)>,
    pub settings: Option<Settings>,
    pub notices: Vec<Notice>,
}

/// A game record as written: borrows the game instead of cloning it.
#[derive(Serialize)]
struct RecordRef<'a> {
    version: u32,
    id: &'a str,
    saved_at: f64,
    writer: &'a str,
    rev: u64,
    game: &'a Game,
}

/// Who wrote a game record (the rest of it is not read).
#[derive(Deserialize)]
struct Stamp {
    writer: String,
}

pub(super) enum ReadError {
    Missing,
    Unreadable { raw: String, why: String },
    Newer,
    Backend(BackendError),
}

/// A stored text that is not JSON: the text as it is, and why.
pub(super) struct Unreadable {
    pub raw: String,
    pub why: String,
}

impl From<Unreadable> for ReadError {
    fn from(Unreadable { raw, why }: Unreadable) -> ReadError {
        ReadError::Unreadable { raw, why }
    }
}

/// A stored text as JSON.
pub(super) fn parse(raw: String) -> Result<Value, Unreadable> {
    serde_json::from_str(&raw).map_err(|e| Unreadable { raw, why: e.to_string() })
}

/// `raw` read straight into its record when it is one of this build's schema version, as
/// nearly every record is: without a JSON tree, its copy for the migration and its drop, a
/// game of 500 moves reads in 181 µs instead of 439 µs (natively). `None` sends the text
/// the long way: as JSON, migrated, then read, with its faults reported.
pub(super) fn current_record<T: DeserializeOwned + Versioned>(raw: &str) -> Option<T> {
    serde_json::from_str::<T>(raw).ok().filter(|record| record.version() == SCHEMA_VERSION)
}

impl Store {
    /// The browser's storage, or memory (with a notice) when it is refused.
    #[cfg(target_arch = "wasm32")]
    pub fn open() -> (Store, Vec<Notice>) {
        let writer = new_id();
        let blocked = |why: String| (Store::new(Backend::memory(), writer.clone()), vec![Notice::Blocked { why }]);
        match Backend::local() {
            Ok(backend) => match backend.get(INDEX_KEY) {
                Err(BackendError::Blocked(why)) | Err(BackendError::Other(why)) => blocked(why),
                _ => (Store::new(backend, writer), Vec::new()),
            },
            Err(error) => blocked(error.to_string()),
        }
    }

    /// Outside the browser (the build's prerender of the first frame, tests) there is no
    /// storage to refuse: memory, as on a first visit, with nothing to say.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn open() -> (Store, Vec<Notice>) {
        (Store::new(Backend::memory(), new_id()), Vec::new())
    }

    pub fn new(backend: Backend, writer: String) -> Store {
        Store {
            backend,
            writer,
            rev: Cell::new(0),
            protected: RefCell::new(BTreeSet::new()),
            last_stat: RefCell::new(None),
        }
    }

    pub(super) fn backend(&self) -> &Backend {
        &self.backend
    }

    pub(super) fn is_protected(&self, key: &str) -> bool {
        self.protected.borrow().contains(key)
    }

    /// Never writes `key` again in this visit (it holds a newer build's record).
    pub(super) fn protect(&self, key: &str) {
        self.protected.borrow_mut().insert(key.to_string());
    }

    #[cfg(test)]
    pub(crate) fn backend_for_tests(&self) -> &Backend {
        &self.backend
    }

    pub fn in_memory(&self) -> bool {
        self.backend.is_memory()
    }

    /// Reads the current game and the settings; unreadable records are copied aside.
    pub fn startup(&self) -> Startup {
        let mut startup = Startup::default();
        startup.settings = self.read_settings(&mut startup.notices);
        let index = self.read_index(&mut startup.notices);
        if let Some(id) = index.current {
            match self.read_game(&id) {
                Ok(record) => startup.current = Some((id, record.game)),
                Err(error) => self.report_game_fault(&id, error, &mut startup.notices),
            }
        }
        startup
    }

    /// Saves `game` as game `id` and makes it the current one. `Ok(Some(notice))`: the
    /// game is saved, but its statistics could not be (the notice says why). A puzzle
    /// still being set is not a game played: it counts for no statistics.
    pub fn save_game(&self, id: &str, game: &Game) -> Result<Option<Notice>, Notice> {
        self.write_game(id, game, true)?;
        if game.is_being_set() {
            return Ok(None);
        }
        Ok(self.record_stat(GameStat::of(id, game)).err())
    }

    /// Writes game `id` and lists it, as the current game when `current`.
    pub(super) fn write_game(&self, id: &str, game: &Game, current: bool) -> Result<(), Notice> {
        let key = game_key(id);
        if self.protected.borrow().contains(&key) {
            return Ok(());
        }
        let rev = self.rev.get() + 1;
        let saved_at = now_ms();
        let record = RecordRef { version: SCHEMA_VERSION, id, saved_at, writer: &self.writer, rev, game };
        let text = serde_json::to_string(&record).map_err(|e| Notice::WriteFailed { why: e.to_string() })?;
        self.backend.set(&key, &text).map_err(Notice::from_write)?;
        self.rev.set(rev);
        // The game just written is listed from `game`: not read back (a first visit's first
        // save would otherwise parse the whole game it has in hand).
        let mut index = self.read_index_except(&mut Vec::new(), Some(id));
        index.upsert(Summary::of(id, saved_at, game));
        if current {
            index.current = Some(id.to_string());
        }
        // The index is derived from the games: failing to write it loses nothing.
        let _ = self.write_index(&index);
        Ok(())
    }

    /// The saved game `id`, as validated by the engine.
    pub fn load_game(&self, id: &str) -> Result<Game, Notice> {
        self.read_game(id).map(|record| record.game).map_err(|error| {
            let mut notices = Vec::new();
            self.report_game_fault(id, error, &mut notices);
            notices.pop().unwrap_or(Notice::WriteFailed { why: "the game is gone".into() })
        })
    }

    pub fn delete_game(&self, id: &str) -> Result<(), Notice> {
        self.backend.remove(&game_key(id)).map_err(Notice::from_write)?;
        let mut index = self.read_index(&mut Vec::new());
        index.games.retain(|g| g.id != id);
        if index.current.as_deref() == Some(id) {
            index.current = None;
        }
        self.write_index(&index).map_err(Notice::from_write)
    }

    /// The current game's entry in the index, if there is a current game.
    pub fn current_summary(&self) -> Option<Summary> {
        let index = self.read_index(&mut Vec::new());
        index.games.into_iter().find(|game| Some(&game.id) == index.current.as_ref())
    }

    /// Every saved game, most recently saved first.
    pub fn games(&self) -> Vec<Summary> {
        self.read_index(&mut Vec::new()).games
    }

    pub fn save_settings(&self, settings: &Settings) -> Result<(), Notice> {
        if self.protected.borrow().contains(SETTINGS_KEY) {
            return Ok(());
        }
        let record = SettingsRecord { version: SCHEMA_VERSION, settings: *settings };
        let text = serde_json::to_string(&record).map_err(|e| Notice::WriteFailed { why: e.to_string() })?;
        self.backend.set(SETTINGS_KEY, &text).map_err(Notice::from_write)
    }

    /// Whether a `storage` event for `key` with `new_value` is another tab writing game `id`.
    pub fn is_foreign_write(&self, key: Option<&str>, new_value: Option<&str>, id: &str) -> bool {
        if key != Some(game_key(id).as_str()) {
            return false;
        }
        match new_value.map(serde_json::from_str::<Stamp>) {
            Some(Ok(stamp)) => stamp.writer != self.writer,
            // Deleted or replaced by something unreadable: not ours either.
            _ => true,
        }
    }

    /// Bytes used by this app's keys (UTF-16, as browsers count the quota).
    pub fn usage(&self) -> usize {
        let keys = self.backend.keys(PREFIX).unwrap_or_default();
        keys.iter().map(|k| 2 * (k.len() + self.backend.get(k).ok().flatten().map_or(0, |v| v.len()))).sum()
    }

    pub(super) fn read_text(&self, key: &str) -> Result<String, ReadError> {
        self.backend.get(key).map_err(ReadError::Backend)?.ok_or(ReadError::Missing)
    }

    pub(super) fn read_game(&self, id: &str) -> Result<GameRecord, ReadError> {
        let key = game_key(id);
        let raw = self.read_text(&key)?;
        if let Some(record) = current_record(&raw) {
            return Ok(record);
        }
        let value = parse(raw)?;
        let unreadable = |why: String| ReadError::Unreadable { raw: value.to_string(), why };
        let value = migrate::game(value.clone(), id).map_err(|e| match e {
            migrate::MigrateError::Newer(_) => ReadError::Newer,
            other => unreadable(other.to_string()),
        })?;
        crate::storage::from_value(value).map_err(|e| unreadable(e.to_string()))
    }

    fn report_game_fault(&self, id: &str, error: ReadError, notices: &mut Vec<Notice>) {
        let what = "The saved game".to_string();
        match error {
            ReadError::Missing => {}
            ReadError::Newer => notices.push(Notice::Newer { what }),
            ReadError::Backend(e) => notices.push(Notice::WriteFailed { why: e.to_string() }),
            ReadError::Unreadable { raw, why } => {
                let key = game_key(id);
                let backup = self.set_aside(&key, &raw);
                if backup.is_some() {
                    let _ = self.backend.remove(&key);
                    let mut index = self.read_index(&mut Vec::new());
                    index.games.retain(|g| g.id != id);
                    index.current = index.current.filter(|c| c != id);
                    let _ = self.write_index(&index);
                }
                notices.push(Notice::Corrupt { what, why, backup });
            }
        }
    }

    pub(super) fn read_settings(&self, notices: &mut Vec<Notice>) -> Option<Settings> {
        let raw = self.read_text(SETTINGS_KEY).ok()?;
        self.settings_from(raw, notices)
    }

    /// The settings of a stored record. Apart from [`Store::read_settings`], so that a first
    /// visit, which has none, does not bring the reader into the page's first module
    /// (ARCHITECTURE.md, "The page's wasm comes in two modules").
    #[inline(never)]
    fn settings_from(&self, raw: String, notices: &mut Vec<Notice>) -> Option<Settings> {
        let what = "Your settings".to_string();
        if let Some(record) = current_record::<SettingsRecord>(&raw) {
            return Some(record.settings);
        }
        let (raw, why) = match parse(raw) {
            Ok(value) => match migrate::settings(value.clone()) {
                Ok(current) => match crate::storage::from_value::<SettingsRecord>(current) {
                    Ok(record) => return Some(record.settings),
                    Err(e) => (value.to_string(), e.to_string()),
                },
                Err(migrate::MigrateError::Newer(_)) => {
                    self.protected.borrow_mut().insert(SETTINGS_KEY.to_string());
                    notices.push(Notice::Newer { what });
                    return None;
                }
                Err(e) => (value.to_string(), e.to_string()),
            },
            Err(Unreadable { raw, why }) => (raw, why),
        };
        let backup = self.set_aside(SETTINGS_KEY, &raw);
        notices.push(Notice::Corrupt { what, why, backup });
        None
    }

    /// The index, migrated; rebuilt from the game records when missing, old or unreadable.
    fn read_index(&self, notices: &mut Vec<Notice>) -> Index {
        self.read_index_except(notices, None)
    }

    /// The index, with every readable game record it does not list but `except`.
    fn read_index_except(&self, notices: &mut Vec<Notice>, except: Option<&str>) -> Index {
        let raw = match self.read_text(INDEX_KEY) {
            Ok(raw) => raw,
            Err(_) => return self.rebuild_index(None, except),
        };
        if let Some(index) = current_record(&raw) {
            return self.add_unlisted_games(index, except);
        }
        self.read_older_index(raw, notices, except)
    }

    /// An index not in the current form: migrated, or set aside when it cannot be read. Rare,
    /// so a function of its own (the page's first module need not hold it: ARCHITECTURE.md).
    #[inline(never)]
    fn read_older_index(&self, raw: String, notices: &mut Vec<Notice>, except: Option<&str>) -> Index {
        let value = match parse(raw) {
            Ok(value) => value,
            Err(Unreadable { raw, why }) => {
                let backup = self.set_aside(INDEX_KEY, &raw);
                notices.push(Notice::Corrupt { what: "The list of saved games".into(), why, backup });
                return self.rebuild_index(None, except);
            }
        };
        let current = migrate::index(value).ok().and_then(|(value, rebuild)| {
            let index = crate::storage::from_value::<Index>(value).ok()?;
            Some(if rebuild { self.rebuild_index(index.current, except) } else { index })
        });
        match current {
            Some(index) => self.add_unlisted_games(index, except),
            None => self.rebuild_index(None, except),
        }
    }

    /// An index of every readable game record but `except`.
    fn rebuild_index(&self, current: Option<String>, except: Option<&str>) -> Index {
        self.add_unlisted_games(Index { current, ..Index::new() }, except)
    }

    /// `index` with every readable game record it does not list (one saved when the index
    /// could not be written, storage full) but `except`: a game the list does not show is a
    /// lost game.
    fn add_unlisted_games(&self, mut index: Index, except: Option<&str>) -> Index {
        let keys = self.backend.keys(GAME_PREFIX).unwrap_or_default();
        let unlisted: Vec<&str> = keys
            .iter()
            .filter_map(|key| key.strip_prefix(GAME_PREFIX))
            .filter(|id| Some(*id) != except && !index.games.iter().any(|g| g.id == *id))
            .collect();
        if unlisted.is_empty() {
            return index;
        }
        for id in unlisted {
            if let Ok(record) = self.read_game(id) {
                index.games.push(Summary::of(id, record.saved_at, &record.game));
            }
        }
        index.games.sort_by(|a, b| b.saved_at.total_cmp(&a.saved_at));
        index
    }

    fn write_index(&self, index: &Index) -> Result<(), BackendError> {
        if self.protected.borrow().contains(INDEX_KEY) {
            return Ok(());
        }
        let text = serde_json::to_string(index).map_err(|e| BackendError::Other(e.to_string()))?;
        self.backend.set(INDEX_KEY, &text)
    }

    /// Copies unreadable text to a backup key; `None` (and `key` protected) when it cannot.
    pub(super) fn set_aside(&self, key: &str, raw: &str) -> Option<String> {
        let base = format!("{BACKUP_PREFIX}{key}");
        let mut backup = base.clone();
        for n in 2.. {
            match self.backend.get(&backup) {
                Ok(Some(existing)) if existing == raw => return Some(backup),
                Ok(Some(_)) => backup = format!("{base}:{n}"),
                _ => break,
            }
        }
        match self.backend.set(&backup, raw) {
            Ok(()) => Some(backup),
            Err(_) => {
                self.protected.borrow_mut().insert(key.to_string());
                None
            }
        }
    }
}

/// Milliseconds since 1970.
pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0.0, |d| d.as_millis() as f64)
    }
}

/// A fresh id: the time in base 36 and a random suffix.
pub fn new_id() -> String {
    #[cfg(target_arch = "wasm32")]
    let noise = (js_sys::Math::random() * 1_679_616.0) as u64;
    #[cfg(not(target_arch = "wasm32"))]
    let noise = {
        use std::sync::atomic::{AtomicU64, Ordering};
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        COUNTER.fetch_add(1, Ordering::Relaxed)
    };
    format!("{}{}", base36(now_ms() as u64), base36(noise))
}

fn base36(mut n: u64) -> String {
    let digits = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(digits[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}
