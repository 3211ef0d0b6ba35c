//! The daily puzzles in the app: today's local date, the classic daily puzzle and the
//! daily variant, what the player did with each day of their archives, and opening a day
//! (resume its saved game, or make it in the worker).

use sudoku_engine::daily::DailyDate;
use sudoku_engine::generate::SeedPhrase;
use sudoku_engine::geometry::BoardKind;
use sudoku_engine::Level;
use yew::Callback;

use crate::state::Action;
use crate::storage::{store, GameStat, Persistence, Summary};

/// Which of the day's two puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Daily {
    /// The classic 9x9 puzzle, its level by weekday.
    Classic,
    /// A 9x9 puzzle of the day's variant family.
    Variant,
}

impl Daily {
    /// The seed phrase of `date`'s puzzle of this kind.
    pub fn phrase(self, date: DailyDate) -> String {
        match self {
            Daily::Classic => date.phrase(),
            Daily::Variant => date.variant().phrase(),
        }
    }

    /// The level of `date`'s puzzle of this kind.
    pub fn level(self, date: DailyDate) -> Level {
        match self {
            Daily::Classic => date.level(),
            Daily::Variant => date.variant().level,
        }
    }

    /// What `date`'s puzzle is, beside its date: "Moderate", or "Thermometers, Moderate".
    pub fn what(self, date: DailyDate) -> String {
        match self {
            Daily::Classic => date.level().name().to_string(),
            Daily::Variant => {
                let variant = date.variant();
                format!("{}, {}", variant.family.title(), variant.level.name())
            }
        }
    }

    /// The day of a game's statistics for this kind, if it is one of its daily puzzles.
    fn day_of(self, stat: &GameStat) -> Option<&str> {
        match self {
            Daily::Classic => stat.daily.as_deref(),
            Daily::Variant => stat.daily_variant.as_deref(),
        }
    }

    /// The days whose puzzle of this kind was solved, by the statistics.
    pub fn solved_days(self, stats: &[GameStat]) -> Vec<DailyDate> {
        stats.iter().filter(|s| s.solved).filter_map(|s| self.day_of(s)?.parse().ok()).collect()
    }

    /// The generator's request for `date`'s puzzle of this kind.
    fn request(self, date: DailyDate) -> Result<Action, String> {
        let phrase = SeedPhrase::new(&self.phrase(date)).map_err(|why| why.to_string())?;
        Ok(match self {
            Daily::Classic => Action::Generate { params: date.params(), phrase },
            Daily::Variant => {
                let variant = date.variant();
                let families = variant.families().to_string();
                Action::GenerateVariant {
                    families,
                    level: variant.level,
                    technique: None,
                    phrase,
                    format: variant.format,
                }
            }
        })
    }
}

/// What the player did with a day's puzzle: its saved game, if any, and the time it was
/// solved in, from the saved games or, for a game since deleted, the statistics.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DayState {
    pub saved_id: Option<String>,
    pub solved_ms: Option<u64>,
}

/// Today in the player's time zone, from the browser's clock.
pub fn today() -> Option<DailyDate> {
    #[cfg(target_arch = "wasm32")]
    {
        let now = js_sys::Date::new_0();
        let (month, day) = (u8::try_from(now.get_month() + 1).ok()?, u8::try_from(now.get_date()).ok()?);
        DailyDate::new(i32::try_from(now.get_full_year()).ok()?, month, day)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        None
    }
}

/// The state of `date`'s puzzle of `kind` among the saved `games` (a solved one first) and
/// the statistics' `stats`.
pub fn day_state(kind: Daily, date: DailyDate, games: &[Summary], stats: &[GameStat]) -> DayState {
    let phrase = kind.phrase(date);
    let classic = |g: &Summary| g.board.parse::<BoardKind>().ok() == Some(BoardKind::CLASSIC);
    let mut days = games.iter().filter(|g| g.phrase.as_deref() == Some(phrase.as_str()) && classic(g));
    let saved = days.clone().find(|g| g.finished).or_else(|| days.next());
    let day = date.to_string();
    let solved_stat = stats.iter().find(|s| s.solved && kind.day_of(s) == Some(day.as_str()));
    DayState {
        saved_id: saved.map(|g| g.id.clone()),
        solved_ms: saved.filter(|g| g.finished).map(|g| g.elapsed_ms).or(solved_stat.map(|s| s.solve_ms)),
    }
}

/// Opens `date`'s puzzle of `kind`: its saved game when there is one, else a fresh one.
pub fn open_day(kind: Daily, date: DailyDate, persistence: &Persistence, dispatch: &Callback<Action>) {
    let store = store();
    if let Some(id) = day_state(kind, date, &store.games(), &[]).saved_id {
        match store.load_game(&id) {
            Ok(game) => return persistence.on_open.emit((id, game)),
            Err(notice) => persistence.on_notice.emit(notice),
        }
    }
    match kind.request(date) {
        Ok(action) => dispatch.emit(action),
        Err(why) => dispatch.emit(Action::Say(why)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn summary(id: &str, phrase: &str, board: &str, finished: bool) -> Summary {
        Summary {
            id: id.into(),
            board: board.into(),
            level: None,
            elapsed_ms: 61_000,
            finished,
            moves: 3,
            saved_at: 0.0,
            phrase: Some(phrase.into()),
        }
    }

    #[test]
    fn a_day_is_solved_in_progress_or_not_played_even_after_its_game_is_deleted() {
        let day: DailyDate = "2026-11-24".parse().unwrap();
        let games = vec![
            summary("a", "daily 2026-11-23", "9x9 standard", true),
            summary("b", "daily 2026-11-24", "9x9 standard", false),
            summary("c", "daily 2026-11-24", "16x16 standard", true),
            summary("e", "daily 2026-11-24", "9x9 x", true),
        ];
        let state = |games: &[Summary], stats: &[GameStat]| day_state(Daily::Classic, day, games, stats);
        assert_eq!(state(&games, &[]), DayState { saved_id: Some("b".into()), solved_ms: None });
        let mut solved = games.clone();
        solved.push(summary("d", "daily 2026-11-24", "9x9 standard", true));
        assert_eq!(state(&solved, &[]), DayState { saved_id: Some("d".into()), solved_ms: Some(61_000) });
        assert_eq!(day_state(Daily::Classic, "2026-11-22".parse().unwrap(), &games, &[]), DayState::default());
        let deleted = GameStat {
            id: "gone".into(),
            board: sudoku_engine::geometry::BoardKind::CLASSIC,
            level: None,
            solved: true,
            solve_ms: 5_000,
            hints: 0,
            daily: Some("2026-11-24".into()),
            daily_variant: None,
            rules: None,
        };
        assert_eq!(state(&[], std::slice::from_ref(&deleted)), DayState { saved_id: None, solved_ms: Some(5_000) });
        // The classic puzzle's game and statistics are not the variant's.
        assert_eq!(day_state(Daily::Variant, day, &solved, &[deleted]), DayState::default());
    }

    #[test]
    fn the_daily_variant_has_its_own_games_and_statistics() {
        let day: DailyDate = "2026-11-24".parse().unwrap();
        let games = vec![
            summary("c", "daily 2026-11-24", "9x9 standard", true),
            summary("v", "daily variant 2026-11-24", "9x9 standard", false),
        ];
        assert_eq!(
            day_state(Daily::Variant, day, &games, &[]),
            DayState { saved_id: Some("v".into()), solved_ms: None }
        );
        let solved = GameStat {
            id: "v".into(),
            board: sudoku_engine::geometry::BoardKind::CLASSIC,
            level: Some(Level::Obscene),
            solved: true,
            solve_ms: 7_000,
            hints: 1,
            daily: None,
            daily_variant: Some("2026-11-24".into()),
            rules: Some(" + XV + negative XV".into()),
        };
        let stats = [solved];
        assert_eq!(day_state(Daily::Variant, day, &[], &stats).solved_ms, Some(7_000));
        assert_eq!(day_state(Daily::Classic, day, &[], &stats).solved_ms, None);
        assert_eq!(Daily::Variant.solved_days(&stats), vec![day]);
        assert!(Daily::Classic.solved_days(&stats).is_empty());
        assert_eq!(Daily::Variant.phrase(day), "daily variant 2026-11-24");
        assert!(Daily::Variant.what(day).ends_with(Daily::Variant.level(day).name()), "{}", Daily::Variant.what(day));
    }
}
