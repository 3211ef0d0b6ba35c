//! The store over an in-memory backend: what is saved comes back whole, and every fault
//! keeps the data and says so.

use sudoku_engine::format::parse_puzzle;
use sudoku_engine::game::{Colour, Game, Move, Origin, Rules};
use sudoku_engine::{Cell, Digit};

use super::schema::{game_key, BACKUP_PREFIX, INDEX_KEY, SETTINGS_KEY, STATS_KEY};
use super::*;
use crate::state::{Settings, Theme};

const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn digit(n: u8) -> Digit {
    Digit::new(n).expect("1..=9")
}

fn played_game(moves: usize) -> Game {
    let mut game = Game::new(parse_puzzle(PUZZLE).expect("valid puzzle"));
    let rules = Rules::default();
    let empty: Vec<Cell> = game.puzzle().layout().cells().filter(|&c| game.puzzle().given(c).is_none()).collect();
    // Every kind of move, until `moves` of them changed something.
    for i in 0..moves * 10 {
        if game.history().len() >= moves {
            break;
        }
        let cell = empty[(i * 7) % empty.len()];
        let d = digit((i % 9) as u8 + 1);
        let mv = match i % 5 {
            0 => Move::Place { cell, digit: d },
            1 => Move::ToggleCorner { cell, digit: d },
            2 => Move::ToggleCentre { cell, digit: d },
            3 => Move::Paint { cell, colour: Colour::new((i % 8) as u8 + 1).expect("1..=8") },
            _ => Move::ToggleRed { cell },
        };
        let _ = game.play(&mv, &rules);
    }
    game.undo();
    game.set_elapsed_ms(123_456);
    game.set_origin(Origin { phrase: Some("quiet-river-maple-42".into()), ..Origin::default() });
    game
}

fn store(backend: Backend) -> Store {
    Store::new(backend, "tab-a".into())
}

#[test]
fn a_saved_game_comes_back_whole_as_the_current_game() {
    let store = store(Backend::memory());
    let game = played_game(40);
    store.save_game("g1", &game).expect("saves");
    let startup = store.startup();
    assert!(startup.notices.is_empty(), "{:?}", startup.notices);
    let (id, resumed) = startup.current.expect("a current game");
    assert_eq!(id, "g1");
    assert_eq!(resumed, game, "marks, colours, history, redo, clock and seed all survive");
    assert_eq!(resumed.history().redo_len(), 1);
    let list = store.games();
    assert_eq!(list.len(), 1);
    assert_eq!((list[0].elapsed_ms, list[0].moves), (123_456, game.history().len()));
}

#[test]
fn the_list_keeps_every_game_newest_first_and_deletes_one() {
    let store = store(Backend::memory());
    store.save_game("old", &played_game(3)).expect("saves");
    store.save_game("new", &played_game(5)).expect("saves");
    let ids: Vec<String> = store.games().into_iter().map(|g| g.id).collect();
    assert_eq!(ids, ["new", "old"]);
    store.delete_game("new").expect("deletes");
    assert_eq!(store.games().len(), 1);
    assert!(store.startup().current.is_none(), "the deleted game was the current one");
    assert!(store.load_game("old").is_ok());
}

#[test]
fn five_hundred_moves_stay_under_twenty_kilobytes() {
    let backend = Backend::memory();
    let store = store(backend);
    let game = played_game(500);
    assert_eq!(game.history().len() + game.history().redo_len(), 500);
    store.save_game("big", &game).expect("saves");
    let Backend::Memory { map, .. } = &store.backend_for_tests() else { unreachable!() };
    let bytes = map.borrow().get(&game_key("big")).map_or(0, String::len);
    println!("a saved game with 500 moves: {bytes} bytes");
    assert!(bytes < 20_000, "{bytes} bytes");
}

#[test]
fn unreadable_json_is_kept_under_a_backup_key_and_reported() {
    let store = store(Backend::memory());
    store.save_game("g1", &played_game(4)).expect("saves");
    let raw = "{\"version\":2, this is not json";
    store.backend_for_tests().set(&game_key("g1"), raw).expect("set");
    store.backend_for_tests().set(SETTINGS_KEY, "[[[").expect("set");
    let startup = store.startup();
    assert!(startup.current.is_none());
    assert!(startup.settings.is_none());
    let backup = format!("{BACKUP_PREFIX}{}", game_key("g1"));
    assert_eq!(store.backend_for_tests().get(&backup), Ok(Some(raw.to_string())));
    assert_eq!(store.backend_for_tests().get(&format!("{BACKUP_PREFIX}{SETTINGS_KEY}")), Ok(Some("[[[".into())));
    assert_eq!(startup.notices.len(), 2, "{:?}", startup.notices);
    assert!(startup.notices.iter().all(|n| matches!(n, Notice::Corrupt { backup: Some(_), .. })));
    assert!(startup.notices[1].message().contains(&backup));
}

#[test]
fn a_game_that_does_not_fit_together_is_set_aside_too() {
    let store = store(Backend::memory());
    store.save_game("g1", &played_game(4)).expect("saves");
    let text = store.backend_for_tests().get(&game_key("g1")).expect("get").expect("saved");
    // A given overwritten by the board: valid JSON, refused by the engine's validation.
    let tampered = text.replacen("\"values\":[5,", "\"values\":[6,", 1);
    assert_ne!(tampered, text);
    store.backend_for_tests().set(&game_key("g1"), &tampered).expect("set");
    let startup = store.startup();
    assert!(startup.current.is_none());
    assert!(matches!(&startup.notices[..], [Notice::Corrupt { backup: Some(_), why, .. }] if why.contains("r1c1")));
}

#[test]
fn when_the_backup_cannot_be_written_the_original_is_never_overwritten() {
    let raw = format!("{{\"broken\": \"{}\"", "x".repeat(300));
    let backend = Backend::memory_with_quota(raw.len() + 200);
    backend.set(&game_key("g1"), &raw).expect("fits");
    backend.set(INDEX_KEY, "{\"version\":2,\"current\":\"g1\",\"games\":[]}").expect("fits");
    let store = store(backend);
    let startup = store.startup();
    assert!(matches!(&startup.notices[..], [Notice::Corrupt { backup: None, .. }]), "{:?}", startup.notices);
    assert!(store.save_game("g1", &played_game(1)).is_ok());
    assert_eq!(store.backend_for_tests().get(&game_key("g1")), Ok(Some(raw)), "still the original text");
}

#[test]
fn a_full_storage_is_reported_and_the_game_is_untouched() {
    let store = store(Backend::memory_with_quota(3_000));
    let game = played_game(200);
    let before = game.clone();
    assert_eq!(store.save_game("g1", &game), Err(Notice::Full));
    assert_eq!(game, before);
    assert!(Notice::Full.offers_cleanup());
}

/// Saving lists the game it writes from the game in hand, without reading it back; a game
/// the lost index no longer lists is still found and listed beside it, each once.
#[test]
fn saving_with_the_index_lost_lists_the_new_game_once_and_finds_the_others() {
    let store = store(Backend::memory());
    let older = played_game(3);
    store.save_game("g1", &older).expect("saves");
    store.backend_for_tests().remove(INDEX_KEY).expect("removes");
    let newer = played_game(5);
    store.save_game("g2", &newer).expect("saves");
    let mut listed: Vec<(String, usize)> = store.games().into_iter().map(|g| (g.id, g.moves)).collect();
    listed.sort();
    assert_eq!(listed, [("g1".to_string(), older.history().len()), ("g2".to_string(), newer.history().len())]);
    assert_eq!(store.startup().current.map(|(id, _)| id), Some("g2".to_string()));
}

/// Found by fuzzing (`saved_game`): an index that parses but misses a game (its write
/// failed after the game's, storage full) hid that game from the list for good.
#[test]
fn a_game_the_index_does_not_list_is_listed_again() {
    let store = store(Backend::memory());
    let game = played_game(3);
    store.save_game("g1", &game).expect("saves");
    store.backend_for_tests().set(INDEX_KEY, r#"{"version":2,"current":null,"games":[]}"#).expect("writes");
    let listed: Vec<String> = store.games().into_iter().map(|g| g.id).collect();
    assert_eq!(listed, ["g1"]);
    assert_eq!(store.load_game("g1"), Ok(game));
}

#[test]
fn version_1_records_are_migrated_on_startup() {
    let backend = Backend::memory();
    backend.set(&game_key("g1"), include_str!("fixtures/game_v1.json")).expect("set");
    backend.set(INDEX_KEY, include_str!("fixtures/index_v1.json")).expect("set");
    backend.set(SETTINGS_KEY, include_str!("fixtures/settings_v1.json")).expect("set");
    let store = store(backend);
    let startup = store.startup();
    assert!(startup.notices.is_empty(), "{:?}", startup.notices);
    let (id, game) = startup.current.expect("the version 1 current game");
    assert_eq!(id, "g1");
    assert_eq!(game.history().len(), 3);
    assert_eq!(game.origin().phrase.as_deref(), Some("quiet-river-maple-42"));
    assert_eq!(startup.settings.map(|s| s.theme), Some(Theme::Dark));
    assert_eq!(store.games().len(), 1, "the summaries are rebuilt from the game records");
}

#[test]
fn records_from_a_newer_build_are_left_alone() {
    let backend = Backend::memory();
    let newer = "{\"version\":99,\"settings\":{\"theme\":\"Sepia\"}}";
    backend.set(SETTINGS_KEY, newer).expect("set");
    let store = store(backend);
    let startup = store.startup();
    assert!(matches!(&startup.notices[..], [Notice::Newer { .. }]));
    store.save_settings(&Settings::default()).expect("quietly skipped");
    assert_eq!(store.backend_for_tests().get(SETTINGS_KEY), Ok(Some(newer.into())));
}

#[test]
fn records_of_this_shape_from_a_newer_build_are_not_read_as_this_builds() {
    let store = store(Backend::memory());
    store.save_game("g1", &played_game(3)).expect("saves");
    store.save_settings(&Settings::default()).expect("saves");
    let newer = |key: &str| {
        let text = store.backend_for_tests().get(key).expect("reads").expect("saved");
        let bumped = text.replacen("\"version\":2", "\"version\":3", 1);
        assert_ne!(bumped, text, "{key} names its version");
        store.backend_for_tests().set(key, &bumped).expect("set");
    };
    newer(&game_key("g1"));
    newer(SETTINGS_KEY);
    assert!(matches!(store.load_game("g1"), Err(Notice::Newer { .. })));
    let startup = store.startup();
    assert_eq!(startup.settings, None);
    assert!(startup.notices.iter().any(|n| matches!(n, Notice::Newer { .. })));
}

#[test]
fn settings_round_trip() {
    let store = store(Backend::memory());
    let settings = Settings { theme: Theme::Light, check_as_you_go: true, ..Settings::default() };
    store.save_settings(&settings).expect("saves");
    assert_eq!(store.startup().settings, Some(settings));
}

#[test]
fn writes_by_another_tab_are_told_apart_from_our_own() {
    let ours = store(Backend::memory());
    ours.save_game("g1", &played_game(2)).expect("saves");
    let our_text = ours.backend_for_tests().get(&game_key("g1")).expect("get");
    let theirs = Store::new(Backend::memory(), "tab-b".into());
    theirs.save_game("g1", &played_game(3)).expect("saves");
    let their_text = theirs.backend_for_tests().get(&game_key("g1")).expect("get");
    let key = game_key("g1");
    assert!(!ours.is_foreign_write(Some(&key), our_text.as_deref(), "g1"));
    assert!(ours.is_foreign_write(Some(&key), their_text.as_deref(), "g1"));
    assert!(ours.is_foreign_write(Some(&key), None, "g1"), "deleted elsewhere");
    assert!(!ours.is_foreign_write(Some(&game_key("g2")), their_text.as_deref(), "g1"), "another game");
}

#[test]
fn statistics_keep_each_game_once_survive_deletion_and_set_aside_what_they_cannot_read() {
    let kept = store(Backend::memory());
    let mut game = played_game(3);
    game.set_origin(Origin { phrase: Some("daily 2026-11-24".into()), ..Origin::default() });
    kept.save_game("g1", &game).expect("saved");
    kept.save_game("g1", &game).expect("saved again");
    let stats = kept.stats();
    assert_eq!(stats.len(), 1);
    assert_eq!(stats[0].board.to_string(), "9x9 standard");
    assert_eq!(stats[0].daily.as_deref(), Some("2026-11-24"));
    assert!(!stats[0].solved && stats[0].solve_ms == 0);
    // As saved once the board was completed, after two hints.
    let mut saved = serde_json::to_value(&game).expect("json");
    saved["completed_ms"] = 1.into();
    saved["hints_used"] = 2.into();
    game = serde_json::from_value(saved).expect("a saved game");
    kept.save_game("g1", &game).expect("saved solved");
    kept.save_game("g2", &played_game(1)).expect("another");
    kept.delete_game("g1").expect("deleted");
    let stats = kept.stats();
    assert_eq!(stats.len(), 2, "a deleted game still counts");
    assert!(stats[0].solved && stats[0].solve_ms == game.elapsed_ms() && stats[0].hints == 2);

    let broken = store(Backend::memory());
    broken.backend_for_tests().set(STATS_KEY, "{not json").expect("set");
    let told = broken.save_game("g1", &played_game(1)).expect("the game is saved");
    assert!(matches!(told, Some(Notice::Corrupt { .. })), "the statistics' fault is told: {told:?}");
    assert_eq!(broken.stats().len(), 1, "a fresh record begins");
    let backup = format!("{BACKUP_PREFIX}{STATS_KEY}");
    assert_eq!(broken.backend_for_tests().get(&backup).expect("get").as_deref(), Some("{not json"));

    let newer = store(Backend::memory());
    let future = r#"{"version": 99, "games": []}"#;
    newer.backend_for_tests().set(STATS_KEY, future).expect("set");
    assert!(matches!(newer.save_game("g1", &played_game(1)), Ok(Some(Notice::Newer { .. }))));
    assert_eq!(newer.save_game("g1", &played_game(2)), Ok(None), "told once");
    assert_eq!(newer.backend_for_tests().get(STATS_KEY).expect("get").as_deref(), Some(future), "left alone");
}

#[test]
fn a_backup_restores_into_a_fresh_profile_and_merges_without_losing_anything() {
    let home = store(Backend::memory());
    home.save_game("g1", &played_game(3)).expect("saved");
    home.save_game("g2", &played_game(5)).expect("saved");
    let settings = Settings { theme: Theme::Dark, ..Settings::default() };
    home.save_settings(&settings).expect("settings");
    let text = home.backup_text().expect("backup");

    let fresh = store(Backend::memory());
    let restored = fresh.restore(&text).expect("restored");
    assert_eq!(restored, Restored { games_added: 2, games_present: 0, stats_added: 2, settings_taken: true });
    assert_eq!(fresh.load_game("g1").expect("g1"), played_game(3));
    assert_eq!(fresh.load_game("g2").expect("g2"), played_game(5));
    assert_eq!(fresh.startup().settings, Some(settings));
    assert_eq!(fresh.stats(), home.stats());
    let again = fresh.restore(&text).expect("restored again");
    assert_eq!(again, Restored { games_added: 0, games_present: 2, stats_added: 0, settings_taken: false });
    assert_eq!(
        again.to_string(),
        "Restored 0 games and 0 statistics entries; 2 games were already here; your settings are kept."
    );

    let other = store(Backend::memory());
    other.save_game("g1", &played_game(1)).expect("a different g1");
    let merged = other.restore(&text).expect("merged");
    assert_eq!(merged.games_added, 2);
    assert_eq!(other.games().len(), 3, "the different g1 is kept and the backup's comes in beside it");
    assert_eq!(other.load_game("g1").expect("kept"), played_game(1));
}

#[test]
fn a_bad_backup_is_refused_whole_and_says_why() {
    let home = store(Backend::memory());
    home.save_game("g1", &played_game(3)).expect("saved");
    let text = home.backup_text().expect("backup");
    let fresh = store(Backend::memory());
    assert!(matches!(fresh.restore("not json"), Err(BackupError::NotABackup(_))));
    let other_kind = text.replacen(BACKUP_KIND, "something-else", 1);
    assert!(matches!(fresh.restore(&other_kind), Err(BackupError::NotABackup(_))));
    let mut value: serde_json::Value = serde_json::from_str(&text).expect("json");
    let mut newer = value.clone();
    newer["version"] = serde_json::json!(9);
    assert!(matches!(fresh.restore(&newer.to_string()), Err(BackupError::Newer(9))));
    value["games"][0]["game"]["puzzle"]["givens"][0] = serde_json::json!(6);
    let changed_given = value.to_string();
    let bad = fresh.restore(&changed_given).expect_err("a game that does not fit");
    assert!(matches!(bad, BackupError::BadGame { number: 1, .. }), "{bad:?}");
    assert!(bad.to_string().starts_with("Game 1 of the backup (g1) cannot be read"), "{bad}");
    assert!(fresh.games().is_empty() && fresh.stats().is_empty(), "nothing was written");
}

#[test]
fn unreadable_statistics_that_cannot_be_copied_aside_are_never_overwritten() {
    let garbage = format!("{{not json {}", "x".repeat(5000));
    let probe = store(Backend::memory());
    probe.save_game("g1", &played_game(1)).expect("saved");
    let Backend::Memory { map, .. } = probe.backend_for_tests() else { unreachable!() };
    let used: usize = map.borrow().iter().map(|(k, v)| k.len() + v.len()).sum();
    // Room for the game and the unreadable text, not for a copy of it.
    let tight = store(Backend::memory_with_quota(used + STATS_KEY.len() + garbage.len() + 500));
    tight.backend_for_tests().set(STATS_KEY, &garbage).expect("fits");
    let told = tight.save_game("g1", &played_game(1)).expect("the game is saved");
    assert!(matches!(told, Some(Notice::Corrupt { backup: None, .. })), "{told:?}");
    assert_eq!(tight.backend_for_tests().get(STATS_KEY).expect("get"), Some(garbage), "left untouched");
    assert_eq!(tight.save_game("g1", &played_game(2)), Ok(None), "told once, then left alone");
}

#[test]
fn the_view_is_kept_for_the_current_game_as_last_saved() {
    use super::view::{Screen, View, VIEW_KEY};
    let store = store(Backend::memory());
    let screen = || Some(Screen { html: "<main class=\"app\"></main>".into() });
    let read = |store: &Store| -> Option<View> {
        store.backend_for_tests().get(VIEW_KEY).ok().flatten().map(|text| serde_json::from_str(&text).expect("a view"))
    };
    store.keep_view("g1", screen());
    assert_eq!(read(&store), None, "no saved game, no view");

    store.save_game("g1", &played_game(3)).expect("saves");
    store.keep_view("g1", screen());
    let saved_at = store.current_summary().expect("a current game").saved_at;
    let view = read(&store).expect("a view of the current game");
    assert_eq!((view.id.as_str(), view.saved_at), ("g1", saved_at));

    store.keep_view("g2", screen());
    assert_eq!(read(&store), None, "a game that is not the current one has no view");
    store.keep_view("g1", screen());
    store.keep_view("g1", None);
    assert_eq!(read(&store), None, "a screen not worth drawing removes the old view");
}

#[test]
fn a_view_that_does_not_fit_is_removed_and_nothing_else_is_touched() {
    use super::view::{Screen, VIEW_KEY};
    let store = store(Backend::memory_with_quota(40_000));
    let game = played_game(3);
    store.save_game("g1", &game).expect("saves");
    store.keep_view("g1", Some(Screen { html: "<main></main>".into() }));
    assert!(store.backend_for_tests().get(VIEW_KEY).ok().flatten().is_some());
    store.keep_view("g1", Some(Screen { html: "x".repeat(50_000) }));
    assert_eq!(store.backend_for_tests().get(VIEW_KEY).ok().flatten(), None, "the old view does not stay behind");
    assert_eq!(store.load_game("g1").expect("the game is still there"), game);
}
