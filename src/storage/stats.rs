//! The statistics record (`sudoku:stats`): one [`GameStat`] per game played, kept apart
//! from the saved games so that deleting a game keeps its statistics. A record is written
//! only when a game's entry changes (started, solved, a hint), not on every move.

use serde::{Deserialize, Serialize};
use sudoku_engine::daily::DailyDate;
use sudoku_engine::game::Game;
use sudoku_engine::geometry::BoardKind;
use sudoku_engine::Level;

use super::migrate;
use super::notice::Notice;
use super::schema::{Versioned, SCHEMA_VERSION, STATS_KEY};
use super::store::{current_record, parse, Store, Unreadable};

/// The most games kept; the oldest go first.
pub const MAX_STATS: usize = 2000;

/// What the statistics keep of one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameStat {
    pub id: String,
    /// Saved as its name, "9x9 standard", as the saved-games list names boards.
    pub board: BoardKind,
    pub level: Option<Level>,
    pub solved: bool,
    /// The time to solve it (0 while unsolved).
    pub solve_ms: u64,
    pub hints: u32,
    /// The date of a daily puzzle.
    #[serde(default)]
    pub daily: Option<String>,
    /// The date of a daily variant puzzle.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily_variant: Option<String>,
    /// The puzzle's rules beyond its board's own, as the header names them (" +
    /// thermometer"); none for a puzzle of the board's rules alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
}

impl GameStat {
    pub fn of(id: &str, game: &Game) -> GameStat {
        let board = BoardKind::of(game.puzzle().layout());
        let phrase = game.origin().phrase.as_deref().filter(|_| board == BoardKind::CLASSIC);
        let daily = phrase.and_then(DailyDate::from_phrase);
        let daily_variant = phrase.and_then(DailyDate::from_variant_phrase);
        GameStat {
            id: id.to_string(),
            board,
            level: game.level(),
            solved: game.completed_ms().is_some(),
            solve_ms: game.completed_ms().map_or(0, |_| game.elapsed_ms()),
            hints: game.hints_used(),
            daily: daily.map(|d| d.to_string()),
            daily_variant: daily_variant.map(|d| d.to_string()),
            rules: Some(crate::state::rules_beyond_board(game.puzzle())).filter(|r| !r.is_empty()),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StatsRecord {
    pub version: u32,
    /// Oldest first.
    pub games: Vec<GameStat>,
}

impl StatsRecord {
    /// A record with no game yet.
    fn fresh() -> StatsRecord {
        StatsRecord { version: SCHEMA_VERSION, games: Vec::new() }
    }
}

impl Versioned for StatsRecord {
    fn version(&self) -> u32 {
        self.version
    }
}

impl Store {
    /// Every game's statistics, oldest first (none when the record cannot be read).
    pub fn stats(&self) -> Vec<GameStat> {
        self.read_stats(&mut Vec::new()).map(|record| record.games).unwrap_or_default()
    }

    /// Records `stat`, when it differs from what is kept for its game.
    pub(super) fn record_stat(&self, stat: GameStat) -> Result<(), Notice> {
        if self.last_stat.borrow().as_ref() == Some(&stat) || self.is_protected(STATS_KEY) {
            return Ok(());
        }
        let mut notices = Vec::new();
        let Some(mut record) = self.read_stats(&mut notices) else { return notices.pop().map_or(Ok(()), Err) };
        if self.is_protected(STATS_KEY) {
            // Unreadable, and no room to copy it aside: left as it is.
            return notices.pop().map_or(Ok(()), Err);
        }
        match record.games.iter_mut().find(|g| g.id == stat.id) {
            Some(kept) if *kept == stat => {}
            Some(kept) => *kept = stat.clone(),
            None => record.games.push(stat.clone()),
        }
        let excess = record.games.len().saturating_sub(MAX_STATS);
        record.games.drain(..excess);
        let text = serde_json::to_string(&record).map_err(|e| Notice::WriteFailed { why: e.to_string() })?;
        self.backend().set(STATS_KEY, &text).map_err(Notice::from_write)?;
        *self.last_stat.borrow_mut() = Some(stat);
        notices.pop().map_or(Ok(()), Err)
    }

    /// Adds the entries of games not kept yet; the number added.
    pub(super) fn merge_stats(&self, entries: Vec<GameStat>) -> Result<usize, Notice> {
        let mut notices = Vec::new();
        let Some(mut record) = self.read_stats(&mut notices) else { return notices.pop().map_or(Ok(0), Err) };
        if self.is_protected(STATS_KEY) {
            return notices.pop().map_or(Ok(0), Err);
        }
        let before = record.games.len();
        for entry in entries {
            if !record.games.iter().any(|g| g.id == entry.id) {
                record.games.push(entry);
            }
        }
        let added = record.games.len() - before;
        if added > 0 {
            let text = serde_json::to_string(&record).map_err(|e| Notice::WriteFailed { why: e.to_string() })?;
            self.backend().set(STATS_KEY, &text).map_err(Notice::from_write)?;
        }
        Ok(added)
    }

    /// The record, migrated; an unreadable one is set aside (and a fresh one begun), a
    /// newer one is left alone (`None`).
    fn read_stats(&self, notices: &mut Vec<Notice>) -> Option<StatsRecord> {
        let Ok(raw) = self.read_text(STATS_KEY) else { return Some(StatsRecord::fresh()) };
        self.stats_from(raw, notices)
    }

    /// The statistics of a stored record. Apart from [`Store::read_stats`], so that a first
    /// visit, which has none, does not bring the reader into the page's first module
    /// (ARCHITECTURE.md, "The page's wasm comes in two modules").
    #[inline(never)]
    fn stats_from(&self, raw: String, notices: &mut Vec<Notice>) -> Option<StatsRecord> {
        let what = "Your statistics".to_string();
        if let Some(record) = current_record(&raw) {
            return Some(record);
        }
        let value = match parse(raw) {
            Ok(value) => value,
            Err(Unreadable { raw, why }) => {
                let backup = self.set_aside(STATS_KEY, &raw);
                notices.push(Notice::Corrupt { what, why, backup });
                return Some(StatsRecord::fresh());
            }
        };
        match migrate::version_of(&value) {
            Err(migrate::MigrateError::Newer(_)) => {
                self.protect(STATS_KEY);
                notices.push(Notice::Newer { what });
                None
            }
            _ => match crate::storage::from_value::<StatsRecord>(value.clone()) {
                Ok(record) => Some(record),
                Err(e) => {
                    let backup = self.set_aside(STATS_KEY, &value.to_string());
                    notices.push(Notice::Corrupt { what, why: e.to_string(), backup });
                    Some(StatsRecord::fresh())
                }
            },
        }
    }
}
