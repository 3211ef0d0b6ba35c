//! Bringing stored records up to [`SCHEMA_VERSION`], one version at a time, on JSON
//! values (so a step never needs the old Rust types).
//!
//! Version 1 (the first draft of the schema, written by pre-release builds):
//! - game: `{"version":1, "game":{..}, "seed":"phrase"|null, "saved":ms}`; the id was
//!   only in the key and the seed phrase lived beside the game;
//! - settings: flat `{"version":1, "refuse_duplicates", "auto_remove_marks", "theme"}`;
//! - index: `{"version":1, "current":id, "ids":[..]}` without summaries.
//!
//! Version 2 is [`super::schema`]. Records of a version newer than this build are not
//! touched (another tab may run a newer build): they are reported, never rewritten.

use serde_json::{json, Map, Value};

use super::schema::SCHEMA_VERSION;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MigrateError {
    NotAnObject,
    NoVersion,
    Newer(u64),
    /// A field an old version must have is missing or of the wrong type.
    Shape(String),
}

impl std::fmt::Display for MigrateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MigrateError::NotAnObject => f.write_str("it is not a JSON object"),
            MigrateError::NoVersion => f.write_str("it has no version field"),
            MigrateError::Newer(v) => write!(f, "it was saved by a newer version of the app (schema {v})"),
            MigrateError::Shape(why) => write!(f, "{why}"),
        }
    }
}

pub(super) fn version_of(value: &Value) -> Result<u64, MigrateError> {
    let object = value.as_object().ok_or(MigrateError::NotAnObject)?;
    let version = object.get("version").and_then(Value::as_u64).ok_or(MigrateError::NoVersion)?;
    if version > u64::from(SCHEMA_VERSION) {
        return Err(MigrateError::Newer(version));
    }
    Ok(version)
}

fn object(value: Value) -> Result<Map<String, Value>, MigrateError> {
    match value {
        Value::Object(map) => Ok(map),
        _ => Err(MigrateError::NotAnObject),
    }
}

/// A game record at the current version; `id` is the id its key names.
pub fn game(mut value: Value, id: &str) -> Result<Value, MigrateError> {
    while version_of(&value)? < u64::from(SCHEMA_VERSION) {
        value = game_v1_to_v2(object(value)?, id)?;
    }
    Ok(value)
}

fn game_v1_to_v2(mut old: Map<String, Value>, id: &str) -> Result<Value, MigrateError> {
    let mut game = old.remove("game").ok_or_else(|| MigrateError::Shape("a version 1 game has no \"game\"".into()))?;
    let seed = old.remove("seed").filter(|s| s.is_string());
    let game_map = game.as_object_mut().ok_or_else(|| MigrateError::Shape("\"game\" is not an object".into()))?;
    let origin = game_map.entry("origin").or_insert_with(|| json!({}));
    if let (Some(origin), Some(seed)) = (origin.as_object_mut(), seed) {
        let phrase = origin.entry("phrase").or_insert(Value::Null);
        if phrase.is_null() {
            *phrase = seed;
        }
    }
    let saved_at = old.get("saved").and_then(Value::as_f64).unwrap_or(0.0);
    Ok(json!({ "version": 2, "id": id, "saved_at": saved_at, "writer": "", "rev": 0, "game": game }))
}

/// A settings record at the current version.
pub fn settings(mut value: Value) -> Result<Value, MigrateError> {
    while version_of(&value)? < u64::from(SCHEMA_VERSION) {
        let old = object(value)?;
        let flag = |name: &str, default: bool| old.get(name).and_then(Value::as_bool).unwrap_or(default);
        let theme = old.get("theme").cloned().filter(Value::is_string).unwrap_or_else(|| json!("System"));
        value = json!({
            "version": 2,
            "settings": {
                "rules": {
                    "refuse_duplicates": flag("refuse_duplicates", false),
                    "auto_remove_marks": flag("auto_remove_marks", true),
                },
                "check_as_you_go": false,
                "theme": theme,
            }
        });
    }
    Ok(value)
}

/// An index at the current version, and whether its summaries must be rebuilt from the
/// game records (version 1 had none).
pub fn index(mut value: Value) -> Result<(Value, bool), MigrateError> {
    let mut rebuild = false;
    while version_of(&value)? < u64::from(SCHEMA_VERSION) {
        let old = object(value)?;
        let current = old.get("current").cloned().filter(Value::is_string).unwrap_or(Value::Null);
        value = json!({ "version": 2, "current": current, "games": [] });
        rebuild = true;
    }
    Ok((value, rebuild))
}

#[cfg(test)]
mod tests {
    use sudoku_engine::game::Game;

    use super::*;
    use crate::state::{Settings, Theme};
    use crate::storage::schema::{GameRecord, Index, SettingsRecord};

    const GAME_V1: &str = include_str!("fixtures/game_v1.json");
    const SETTINGS_V1: &str = include_str!("fixtures/settings_v1.json");
    const INDEX_V1: &str = include_str!("fixtures/index_v1.json");

    fn parse(text: &str) -> Value {
        serde_json::from_str(text).expect("fixtures are JSON")
    }

    #[test]
    fn a_version_1_game_keeps_its_board_history_and_seed() {
        let migrated = game(parse(GAME_V1), "g1").expect("migrates");
        let record: GameRecord = crate::storage::from_value(migrated).expect("a valid version 2 record");
        assert_eq!(record.version, SCHEMA_VERSION);
        assert_eq!(record.id, "g1");
        assert_eq!(record.saved_at, 1_700_000_000_000.0);
        let game: &Game = &record.game;
        assert_eq!(game.origin().phrase.as_deref(), Some("quiet-river-maple-42"));
        assert_eq!(game.elapsed_ms(), 65_000);
        assert_eq!(game.history().len(), 3);
        let r1c3 = game.puzzle().layout().cell(0, 2);
        assert_eq!(game.board().value(r1c3).map(|d| d.get()), Some(4));
        assert_eq!(game.board().corner_marks(game.puzzle().layout().cell(0, 3)).len(), 2);
        assert_eq!(game.board().colour(game.puzzle().layout().cell(0, 5)).map(|c| c.get()), Some(3));
    }

    #[test]
    fn version_1_settings_become_the_settings_struct() {
        let migrated = settings(parse(SETTINGS_V1)).expect("migrates");
        let record: SettingsRecord = crate::storage::from_value(migrated).expect("a valid version 2 record");
        let expected = Settings { theme: Theme::Dark, ..Settings::default() };
        assert!(record.settings.rules.refuse_duplicates);
        assert!(!record.settings.rules.auto_remove_marks);
        assert_eq!(record.settings.theme, expected.theme);
    }

    #[test]
    fn a_version_1_index_keeps_the_current_game_and_asks_for_a_rebuild() {
        let (migrated, rebuild) = index(parse(INDEX_V1)).expect("migrates");
        let index: Index = crate::storage::from_value(migrated).expect("a valid version 2 index");
        assert!(rebuild);
        assert_eq!(index.current.as_deref(), Some("g1"));
        let (_, rebuild_again) = index_again(&index);
        assert!(!rebuild_again, "a current index is left alone");
    }

    fn index_again(current: &Index) -> (Value, bool) {
        index(serde_json::to_value(current).expect("serializes")).expect("current version")
    }

    #[test]
    fn newer_and_unversioned_records_are_refused_not_rewritten() {
        assert_eq!(game(json!({"version": 9, "game": {}}), "g"), Err(MigrateError::Newer(9)));
        assert_eq!(settings(json!({"theme": "Dark"})), Err(MigrateError::NoVersion));
        assert_eq!(index(json!([1, 2])), Err(MigrateError::NotAnObject));
        assert!(matches!(game(json!({"version": 1}), "g"), Err(MigrateError::Shape(_))));
    }
}
