//! The daily puzzle in the app: today's local date, what the player did with each day of
//! the archive, and opening a day (resume its saved game, or make it in the worker).

use sudoku_engine::daily::DailyDate;
use sudoku_engine::generate::SeedPhrase;
use sudoku_engine::geometry::BoardKind;
use yew::Callback;

use crate::state::Action;
use crate::storage::{store, GameStat, Persistence, Summary};

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

/// The state of `date`'s puzzle among the saved `games` (a solved one first) and the
/// statistics' `stats`.
pub fn day_state(date: DailyDate, games: &[Summary], stats: &[GameStat]) -> DayState {
    let phrase = date.phrase();
    let classic = |g: &Summary| g.board.parse::<BoardKind>().ok() == Some(BoardKind::CLASSIC);
    let mut days = games.iter().filter(|g| g.phrase.as_deref() == Some(phrase.as_str()) && classic(g));
    let saved = days.clone().find(|g| g.finished).or_else(|| days.next());
    let day = date.to_string();
    let solved_stat = stats.iter().find(|s| s.solved && s.daily.as_deref() == Some(day.as_str()));
    DayState {
        saved_id: saved.map(|g| g.id.clone()),
        solved_ms: saved.filter(|g| g.finished).map(|g| g.elapsed_ms).or(solved_stat.map(|s| s.solve_ms)),
    }
}

/// Opens `date`'s puzzle: its saved game when there is one, else a fresh one.
pub fn open_day(date: DailyDate, persistence: &Persistence, dispatch: &Callback<Action>) {
    let store = store();
    if let Some(id) = day_state(date, &store.games(), &[]).saved_id {
        match store.load_game(&id) {
            Ok(game) => return persistence.on_open.emit((id, game)),
            Err(notice) => persistence.on_notice.emit(notice),
        }
    }
    match SeedPhrase::new(&date.phrase()) {
        Ok(phrase) => dispatch.emit(Action::Generate { params: date.params(), phrase }),
        Err(why) => dispatch.emit(Action::Say(why.to_string())),
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
        let state = |games: &[Summary], stats: &[GameStat]| day_state(day, games, stats);
        assert_eq!(state(&games, &[]), DayState { saved_id: Some("b".into()), solved_ms: None });
        let mut solved = games.clone();
        solved.push(summary("d", "daily 2026-11-24", "9x9 standard", true));
        assert_eq!(state(&solved, &[]), DayState { saved_id: Some("d".into()), solved_ms: Some(61_000) });
        assert_eq!(day_state("2026-11-22".parse().unwrap(), &games, &[]), DayState::default());
        let deleted = GameStat {
            id: "gone".into(),
            board: sudoku_engine::geometry::BoardKind::CLASSIC,
            level: None,
            solved: true,
            solve_ms: 5_000,
            hints: 0,
            daily: Some("2026-11-24".into()),
        };
        assert_eq!(state(&[], &[deleted]), DayState { saved_id: None, solved_ms: Some(5_000) });
    }
}
