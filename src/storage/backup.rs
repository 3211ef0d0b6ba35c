//! One file of everything: saved games, statistics and settings. A backup is validated
//! whole before anything is written, then merged: nothing already here is replaced (a
//! game whose id is taken by a different game comes in under a new id).

use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

use super::migrate;
use super::notice::Notice;
use super::schema::{GameRecord, SCHEMA_VERSION, SETTINGS_KEY};
use super::stats::GameStat;
use super::store::{new_id, now_ms, Store};
use crate::state::Settings;

/// What marks a file as a backup of this app.
pub const BACKUP_KIND: &str = "sudoku-backup";

#[derive(Serialize)]
struct BackupOut<'a> {
    kind: &'a str,
    version: u32,
    saved_at: f64,
    games: Vec<GameRecord>,
    stats: Vec<GameStat>,
    settings: Option<Settings>,
}

#[derive(Deserialize)]
struct BackupIn {
    kind: String,
    version: u32,
    games: Vec<Value>,
    #[serde(default)]
    stats: Vec<GameStat>,
    #[serde(default)]
    settings: Option<Settings>,
}

/// Why a backup file was refused (nothing was written).
#[derive(Debug, Error)]
pub enum BackupError {
    #[error("The file is not a backup of this app: {0}.")]
    NotABackup(String),
    #[error("The backup was made by a newer version of the app (version {0}).")]
    Newer(u32),
    #[error("Game {number} of the backup ({id}) cannot be read: {why}.")]
    BadGame { number: usize, id: String, why: String },
    #[error("The backup could not be written: {0}")]
    Write(String),
}

/// What a restore added.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Restored {
    pub games_added: usize,
    pub games_present: usize,
    pub stats_added: usize,
    pub settings_taken: bool,
}

impl std::fmt::Display for Restored {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let games = if self.games_added == 1 { "game" } else { "games" };
        let entries = if self.stats_added == 1 { "entry" } else { "entries" };
        write!(f, "Restored {} {games} and {} statistics {entries}", self.games_added, self.stats_added)?;
        match self.games_present {
            0 => {}
            1 => f.write_str("; 1 game was already here")?,
            n => write!(f, "; {n} games were already here")?,
        }
        f.write_str(if self.settings_taken { "; settings restored." } else { "; your settings are kept." })
    }
}

impl Store {
    /// The backup file's text: every readable saved game, the statistics, the settings.
    pub fn backup_text(&self) -> Result<String, Notice> {
        let games = self.games().iter().filter_map(|summary| self.read_game(&summary.id).ok()).collect();
        let backup = BackupOut {
            kind: BACKUP_KIND,
            version: SCHEMA_VERSION,
            saved_at: now_ms(),
            games,
            stats: self.stats(),
            settings: self.read_settings(&mut Vec::new()),
        };
        // Compact, and read back through `Value`: the serde code the page has for its
        // records already, rather than a second copy (pretty printing, text parsing).
        serde_json::to_string(&backup).map_err(|e| Notice::WriteFailed { why: e.to_string() })
    }

    /// Validates the backup `text` whole, then merges it in.
    pub fn restore(&self, text: &str) -> Result<Restored, BackupError> {
        let not_a_backup = |e: serde_json::Error| BackupError::NotABackup(e.to_string());
        let backup: BackupIn = serde_json::from_str(text).map_err(not_a_backup)?;
        if backup.kind != BACKUP_KIND {
            return Err(BackupError::NotABackup(format!("its kind is {:?}", backup.kind)));
        }
        if backup.version > SCHEMA_VERSION {
            return Err(BackupError::Newer(backup.version));
        }
        let mut games = Vec::with_capacity(backup.games.len());
        for (i, value) in backup.games.into_iter().enumerate() {
            let id = value.get("id").and_then(Value::as_str).unwrap_or("without an id").to_string();
            let bad = |why: String| BackupError::BadGame { number: i + 1, id: id.clone(), why };
            let value = migrate::game(value.clone(), &id).map_err(|e| bad(e.to_string()))?;
            games.push(crate::storage::from_value::<GameRecord>(value).map_err(|e| bad(e.to_string()))?);
        }
        let write = |notice: Notice| BackupError::Write(notice.message());
        let mut restored = Restored::default();
        for record in games {
            match self.read_game(&record.id) {
                Ok(kept) if kept.game == record.game => restored.games_present += 1,
                Ok(_) => {
                    self.write_game(&new_id(), &record.game, false).map_err(write)?;
                    restored.games_added += 1;
                }
                Err(_) => {
                    self.write_game(&record.id, &record.game, false).map_err(write)?;
                    restored.games_added += 1;
                }
            }
        }
        restored.stats_added = self.merge_stats(backup.stats).map_err(write)?;
        if let Some(settings) = backup.settings.filter(|_| self.backend().get(SETTINGS_KEY).ok().flatten().is_none()) {
            self.save_settings(&settings).map_err(write)?;
            restored.settings_taken = true;
        }
        Ok(restored)
    }
}
