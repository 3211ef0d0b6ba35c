//! The daily puzzle in the app: today's local date, what the player did with each day of
//! the archive, and opening a day (resume its saved game, or make it in the worker).

use sudoku_engine::daily::DailyDate;
use sudoku_engine::generate::SeedPhrase;
use yew::Callback;

use crate::state::Action;
use crate::storage::{store, Persistence, Summary};

/// What the player did with a day's puzzle, from the saved games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DayState {
    NotPlayed,
    InProgress { id: String },
    Solved { id: String, elapsed_ms: u64 },
}

impl DayState {
    /// The saved game of the day, if any.
    pub fn saved_id(&self) -> Option<&str> {
        match self {
            DayState::NotPlayed => None,
            DayState::InProgress { id } | DayState::Solved { id, .. } => Some(id),
        }
    }
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

/// The state of `date`'s puzzle among `games` (a solved game counts over one in progress).
pub fn day_state(date: DailyDate, games: &[Summary]) -> DayState {
    let phrase = date.phrase();
    let days = games.iter().filter(|g| g.phrase.as_deref() == Some(phrase.as_str()) && g.board == "9x9 standard");
    let mut state = DayState::NotPlayed;
    for game in days {
        if game.finished {
            return DayState::Solved { id: game.id.clone(), elapsed_ms: game.elapsed_ms };
        }
        if state == DayState::NotPlayed {
            state = DayState::InProgress { id: game.id.clone() };
        }
    }
    state
}

/// Opens `date`'s puzzle: its saved game when there is one, else a fresh one.
pub fn open_day(date: DailyDate, persistence: &Persistence, dispatch: &Callback<Action>) {
    let store = store();
    if let Some(id) = day_state(date, &store.games()).saved_id() {
        match store.load_game(id) {
            Ok(game) => return persistence.on_open.emit((id.to_string(), game)),
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
    fn a_day_is_solved_in_progress_or_not_played() {
        let day: DailyDate = "2026-11-24".parse().unwrap();
        let games = vec![
            summary("a", "daily 2026-11-23", "9x9 standard", true),
            summary("b", "daily 2026-11-24", "9x9 standard", false),
            summary("c", "daily 2026-11-24", "16x16 standard", true),
        ];
        assert_eq!(day_state(day, &games), DayState::InProgress { id: "b".into() });
        let mut solved = games.clone();
        solved.push(summary("d", "daily 2026-11-24", "9x9 standard", true));
        assert_eq!(day_state(day, &solved), DayState::Solved { id: "d".into(), elapsed_ms: 61_000 });
        assert_eq!(day_state("2026-11-22".parse().unwrap(), &games), DayState::NotPlayed);
    }
}
