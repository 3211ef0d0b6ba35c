//! Statistics from the games played: per board, variant and level, games started and
//! solved, best and median time, hints used; and the daily streaks.

use sudoku_engine::daily::{streaks, DailyDate, Streaks};
use sudoku_engine::geometry::BoardKind;
use sudoku_engine::Level;

use crate::daily::Daily;
use crate::storage::GameStat;

/// The statistics of one board, variant and level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupStats {
    /// Shown as "9x9 standard".
    pub board: BoardKind,
    /// The daily variant's games, which have a row of their own.
    pub daily_variant: bool,
    /// The rules beyond the board's own (" + thermometer"), empty for none.
    pub rules: String,
    pub level: Option<Level>,
    pub started: usize,
    pub solved: usize,
    pub best_ms: Option<u64>,
    pub median_ms: Option<u64>,
    pub hints: u32,
    /// The solve times, oldest first.
    pub times: Vec<u64>,
}

/// The groups of `games` (oldest first), by board, then the daily variant's apart, then
/// the rules beyond the board's, then level. (Kept in order as they are
/// made, and the median found by counting: sorting would add to the page's code.)
pub fn by_group(games: &[GameStat]) -> Vec<GroupStats> {
    let mut groups: Vec<GroupStats> = Vec::new();
    // Smaller boards first, then by name and level.
    let key = |board: &BoardKind, daily_variant: bool, rules: &str, level: Option<Level>| {
        (board.size, board.to_string(), daily_variant, rules.to_string(), level)
    };
    for game in games {
        let daily_variant = game.daily_variant.is_some();
        // The daily variant's row holds every family of the rotation.
        let rules = if daily_variant { "" } else { game.rules.as_deref().unwrap_or("") };
        let mine = key(&game.board, daily_variant, rules, game.level);
        let at = match groups.iter().position(|g| key(&g.board, g.daily_variant, &g.rules, g.level) == mine) {
            Some(at) => at,
            None => {
                let at = groups.iter().take_while(|g| key(&g.board, g.daily_variant, &g.rules, g.level) < mine).count();
                let group = GroupStats {
                    board: game.board,
                    daily_variant,
                    rules: rules.to_string(),
                    level: game.level,
                    started: 0,
                    solved: 0,
                    best_ms: None,
                    median_ms: None,
                    hints: 0,
                    times: Vec::new(),
                };
                groups.insert(at, group);
                at
            }
        };
        let group = &mut groups[at];
        group.started += 1;
        group.hints += game.hints;
        if game.solved {
            group.solved += 1;
            group.times.push(game.solve_ms);
        }
    }
    for group in &mut groups {
        group.best_ms = group.times.iter().copied().min();
        group.median_ms = lower_median(&group.times);
    }
    groups
}

/// The middle value of `times` (the lower of the two middle ones for an even count).
fn lower_median(times: &[u64]) -> Option<u64> {
    let rank = times.len().checked_sub(1)? / 2;
    times.iter().copied().find(|&t| {
        let below = times.iter().filter(|&&u| u < t).count();
        let at_most = times.iter().filter(|&&u| u <= t).count();
        below <= rank && rank < at_most
    })
}

/// The streaks of the daily puzzle of `kind` as of `today`.
pub fn daily_streaks(kind: Daily, games: &[GameStat], today: DailyDate) -> Streaks {
    streaks(&kind.solved_days(games), today)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stat(id: &str, board: &str, level: Level, solve_s: Option<u64>, daily: Option<&str>) -> GameStat {
        GameStat {
            id: id.into(),
            board: board.parse().expect("a board name"),
            level: Some(level),
            solved: solve_s.is_some(),
            solve_ms: solve_s.unwrap_or(0) * 1000,
            hints: 1,
            daily: daily.map(str::to_string),
            daily_variant: None,
            rules: None,
        }
    }

    #[test]
    fn statistics_saved_with_board_names_read_back_and_group_by_board() {
        // A record as written before boards were typed keys: the same names.
        let saved = r#"[
            {"id":"a","board":"16x16 x+jigsaw","level":"Easy","solved":true,"solve_ms":9000,"hints":0},
            {"id":"b","board":"9x9 standard","level":"Easy","solved":false,"solve_ms":0,"hints":2,"daily":"2026-11-24"},
            {"id":"c","board":"9x9 standard","level":"Easy","solved":true,"solve_ms":4000,"hints":1}
        ]"#;
        let games: Vec<GameStat> = serde_json::from_str(saved).expect("statistics of today's app");
        let groups = by_group(&games);
        let counted: Vec<(String, usize, usize, u32)> =
            groups.iter().map(|g| (g.board.to_string(), g.started, g.solved, g.hints)).collect();
        assert_eq!(counted, [("9x9 standard".to_string(), 2, 1, 3), ("16x16 x+jigsaw".to_string(), 1, 1, 0)]);
        assert_eq!(serde_json::to_string(&games).expect("json").matches(r#""board":"9x9 standard""#).count(), 2);
    }

    #[test]
    fn groups_count_starts_solves_best_median_and_hints() {
        let games = [
            stat("a", "16x16 standard", Level::Easy, Some(900), None),
            stat("b", "9x9 standard", Level::Easy, Some(300), None),
            stat("c", "9x9 standard", Level::Easy, None, None),
            stat("d", "9x9 standard", Level::Easy, Some(200), None),
            stat("e", "9x9 standard", Level::Easy, Some(500), None),
            stat("f", "9x9 standard", Level::Moderate, Some(400), None),
        ];
        let groups = by_group(&games);
        let names: Vec<(String, Option<Level>)> = groups.iter().map(|g| (g.board.to_string(), g.level)).collect();
        assert_eq!(
            names,
            [
                ("9x9 standard".to_string(), Some(Level::Easy)),
                ("9x9 standard".to_string(), Some(Level::Moderate)),
                ("16x16 standard".to_string(), Some(Level::Easy))
            ]
        );
        let easy = &groups[0];
        assert_eq!((easy.started, easy.solved, easy.hints), (4, 3, 4));
        assert_eq!((easy.best_ms, easy.median_ms), (Some(200_000), Some(300_000)));
        assert_eq!(easy.times, [300_000, 200_000, 500_000]);
        assert_eq!(lower_median(&[4, 1, 3, 2]), Some(2));
        assert_eq!(lower_median(&[7, 7, 1]), Some(7));
        assert_eq!(lower_median(&[]), None);
    }

    #[test]
    fn streaks_come_from_solved_daily_puzzles_only() {
        let games = [
            stat("a", "9x9 standard", Level::Easy, Some(100), Some("2026-11-23")),
            stat("b", "9x9 standard", Level::Moderate, Some(100), Some("2026-11-24")),
            stat("c", "9x9 standard", Level::Difficult, None, Some("2026-11-25")),
            stat("d", "9x9 standard", Level::Easy, Some(100), Some("not a date")),
        ];
        let today = "2026-11-25".parse().expect("date");
        assert_eq!(daily_streaks(Daily::Classic, &games, today), Streaks { current: 2, longest: 2 });
        assert_eq!(daily_streaks(Daily::Variant, &games, today), Streaks::default());
    }

    #[test]
    fn the_daily_variant_has_its_own_row_and_streak() {
        let mut variant = stat("v", "9x9 standard", Level::Easy, Some(100), None);
        variant.daily_variant = Some("2026-11-25".into());
        let games = [stat("a", "9x9 standard", Level::Easy, Some(100), Some("2026-11-24")), variant];
        let groups = by_group(&games);
        let rows: Vec<(bool, usize)> = groups.iter().map(|g| (g.daily_variant, g.solved)).collect();
        assert_eq!(rows, [(false, 1), (true, 1)]);
        let today = "2026-11-25".parse().expect("date");
        assert_eq!(daily_streaks(Daily::Variant, &games, today), Streaks { current: 1, longest: 1 });
        assert_eq!(daily_streaks(Daily::Classic, &games, today), Streaks { current: 1, longest: 1 });
        let json = serde_json::to_string(&games[0]).expect("json");
        assert!(
            !json.contains("daily_variant") && !json.contains("rules"),
            "a classic game's record stays as it was: {json}"
        );
    }

    #[test]
    fn a_variant_game_has_its_rules_row_apart_from_the_board_alone() {
        let mut thermometer = stat("t", "9x9 standard", Level::Moderate, Some(100), None);
        thermometer.rules = Some(" + thermometer".into());
        let games = [stat("c", "9x9 standard", Level::Moderate, Some(200), None), thermometer.clone(), thermometer];
        let rows: Vec<(String, usize)> = by_group(&games).iter().map(|g| (g.rules.clone(), g.started)).collect();
        assert_eq!(rows, [(String::new(), 1), (" + thermometer".to_string(), 2)]);
    }
}
