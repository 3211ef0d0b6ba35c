//! The stored records, their keys and the current schema version.
//!
//! | key                     | record                                              |
//! |-------------------------|-----------------------------------------------------|
//! | `sudoku:index`          | [`Index`]: the current game's id and a [`Summary`] per saved game |
//! | `sudoku:game:<id>`      | [`GameRecord`]: one whole game (marks, colours, history, clock, seed) |
//! | `sudoku:settings`       | [`SettingsRecord`]: the player's settings            |
//! | `sudoku:stats`          | [`super::stats::StatsRecord`]: what each game played counts for the statistics |
//! | `sudoku:backup:<key>`   | the raw text of a record that could not be read      |
//!
//! Every record carries `version`; [`super::migrate`] brings older ones up to
//! [`SCHEMA_VERSION`]. The index is derived data: it is rebuilt from the game records
//! whenever it is missing or unreadable.

use serde::{Deserialize, Serialize};
use sudoku_engine::game::Game;
use sudoku_engine::geometry::BoardKind;
use sudoku_engine::Level;

use crate::state::Settings;

pub const SCHEMA_VERSION: u32 = 2;

pub const PREFIX: &str = "sudoku:";
pub const INDEX_KEY: &str = "sudoku:index";
pub const SETTINGS_KEY: &str = "sudoku:settings";
pub const STATS_KEY: &str = "sudoku:stats";
pub const GAME_PREFIX: &str = "sudoku:game:";
pub const BACKUP_PREFIX: &str = "sudoku:backup:";

pub fn game_key(id: &str) -> String {
    format!("{GAME_PREFIX}{id}")
}

/// A stored record that names its schema version.
pub trait Versioned {
    fn version(&self) -> u32;
}

/// One saved game and who wrote it last.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    pub version: u32,
    pub id: String,
    /// Milliseconds since 1970 (JavaScript's `Date.now()`).
    pub saved_at: f64,
    /// The tab that wrote it (a random id per page load), and its write counter: another
    /// tab's write to the same game is never mistaken for our own.
    pub writer: String,
    pub rev: u64,
    pub game: Game,
}

/// What the saved-games list shows of a game, without reading the game itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub id: String,
    /// "9x9 standard", "16x16 x+jigsaw".
    pub board: String,
    pub level: Option<Level>,
    pub elapsed_ms: u64,
    pub finished: bool,
    pub moves: usize,
    pub saved_at: f64,
    pub phrase: Option<String>,
}

impl Summary {
    pub fn of(id: &str, saved_at: f64, game: &Game) -> Summary {
        Summary {
            id: id.to_string(),
            board: BoardKind::of(game.puzzle().layout()).to_string(),
            level: game.level(),
            elapsed_ms: game.elapsed_ms(),
            finished: game.completed_ms().is_some(),
            moves: game.history().len(),
            saved_at,
            phrase: game.origin().phrase.clone(),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Index {
    pub version: u32,
    pub current: Option<String>,
    /// Most recently saved first.
    pub games: Vec<Summary>,
}

impl Index {
    pub fn new() -> Index {
        Index { version: SCHEMA_VERSION, current: None, games: Vec::new() }
    }

    /// Puts `summary` first, replacing the game's old entry.
    pub fn upsert(&mut self, summary: Summary) {
        self.games.retain(|g| g.id != summary.id);
        self.games.insert(0, summary);
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SettingsRecord {
    pub version: u32,
    pub settings: Settings,
}

impl Versioned for GameRecord {
    fn version(&self) -> u32 {
        self.version
    }
}

impl Versioned for Index {
    fn version(&self) -> u32 {
        self.version
    }
}

impl Versioned for SettingsRecord {
    fn version(&self) -> u32 {
        self.version
    }
}
