//! The daily puzzle: the same for everyone on a local calendar date, made offline from
//! the date alone (SEEDS.md, "The daily puzzle").
//!
//! The puzzle of `YYYY-MM-DD` is what `sudoku generate --seed "daily YYYY-MM-DD" --level L
//! --exact` prints with the command line's other defaults (box 3x3, standard, symmetry
//! rotate180, 1000 attempts), where L follows the weekday: Monday Easy, Tuesday Moderate,
//! Wednesday and Thursday Difficult, Friday Stinker, Saturday and Sunday Nightmare. The
//! seed format is pinned, so a newer generator never changes a past day's puzzle.

mod variant;

use std::fmt;
use std::str::FromStr;

use thiserror::Error;
use time::{Date, Month, Weekday};

use crate::generate::{GenerateParams, SeedFormat};
use crate::geometry::Geometry;
use crate::rate::Level;

pub use variant::{DailyVariant, ROTATION};

/// How many days the archive shows, today included.
pub const ARCHIVE_DAYS: usize = 30;

/// The seed format of every daily puzzle.
pub const DAILY_FORMAT: SeedFormat = SeedFormat::V2;

/// A calendar date, written `YYYY-MM-DD`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DailyDate(Date);

/// Why a text is not a date.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DateError {
    #[error("\"{0}\" is not a date: expected YYYY-MM-DD, for example 2026-11-24")]
    Shape(String),
    #[error("{0} is not a day of the calendar")]
    NoSuchDay(String),
}

impl DailyDate {
    /// The date of `year`, `month` (1-12) and `day`, if the calendar has it.
    pub fn new(year: i32, month: u8, day: u8) -> Option<DailyDate> {
        let month = Month::try_from(month).ok()?;
        Date::from_calendar_date(year, month, day).ok().map(DailyDate)
    }

    /// The level of this day's puzzle.
    pub fn level(self) -> Level {
        match self.0.weekday() {
            Weekday::Monday => Level::Easy,
            Weekday::Tuesday => Level::Moderate,
            Weekday::Wednesday | Weekday::Thursday => Level::Difficult,
            Weekday::Friday => Level::Stinker,
            Weekday::Saturday | Weekday::Sunday => Level::Nightmare,
        }
    }

    /// The seed phrase of this day's puzzle: `daily YYYY-MM-DD`.
    pub fn phrase(self) -> String {
        format!("daily {self}")
    }

    /// The day whose puzzle `phrase` makes, when it is a daily phrase (`daily YYYY-MM-DD`).
    pub fn from_phrase(phrase: &str) -> Option<DailyDate> {
        phrase.strip_prefix("daily ")?.parse().ok().filter(|date: &DailyDate| date.phrase() == phrase)
    }

    /// The date in words: "Tuesday 24 November 2026".
    pub fn long_name(self) -> String {
        format!("{} {} {} {}", self.0.weekday(), self.0.day(), self.0.month(), self.0.year())
    }

    /// The generator's parameters for this day's puzzle.
    pub fn params(self) -> GenerateParams {
        let mut params = GenerateParams::new(Geometry::standard(3, 3), false, self.level(), true);
        params.format = DAILY_FORMAT;
        params
    }

    /// This day and the days before it, newest first: the archive's dates.
    pub fn archive(self) -> Vec<DailyDate> {
        std::iter::successors(Some(self), |day| day.0.previous_day().map(DailyDate)).take(ARCHIVE_DAYS).collect()
    }
}

/// Days in a row with the daily puzzle solved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streaks {
    /// The run that ends today, or yesterday while today's puzzle is still open.
    pub current: usize,
    pub longest: usize,
}

/// The streaks of the days in `solved` (the days whose daily puzzle was solved, in any
/// order, repeats allowed), as of `today`. A few thousand days at most: plain scans keep
/// the code small (it runs in the page).
pub fn streaks(solved: &[DailyDate], today: DailyDate) -> Streaks {
    let run_back = |end: DailyDate| {
        std::iter::successors(Some(end), |d| d.0.previous_day().map(DailyDate))
            .take_while(|d| solved.contains(d))
            .count()
    };
    let longest = solved
        .iter()
        .filter(|d| !d.0.next_day().is_some_and(|next| solved.contains(&DailyDate(next))))
        .map(|&last| run_back(last))
        .max()
        .unwrap_or(0);
    let yesterday = today.0.previous_day().map(DailyDate);
    let end = if solved.contains(&today) { Some(today) } else { yesterday.filter(|y| solved.contains(y)) };
    Streaks { current: end.map_or(0, run_back), longest }
}

impl fmt::Display for DailyDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.0.year(), u8::from(self.0.month()), self.0.day())
    }
}

impl FromStr for DailyDate {
    type Err = DateError;

    fn from_str(text: &str) -> Result<DailyDate, DateError> {
        let text = text.trim();
        let shape = || DateError::Shape(text.to_string());
        let parts: Vec<&str> = text.split('-').collect();
        let [year, month, day] = parts.as_slice() else { return Err(shape()) };
        let digits = |part: &str, len: usize| part.len() == len && part.bytes().all(|b| b.is_ascii_digit());
        if !(digits(year, 4) && digits(month, 2) && digits(day, 2)) {
            return Err(shape());
        }
        let number = |part: &str| part.parse::<u16>().map_err(|_| shape());
        let (year, month, day) = (number(year)?, number(month)?, number(day)?);
        let (Ok(month), Ok(day)) = (u8::try_from(month), u8::try_from(day)) else { return Err(shape()) };
        DailyDate::new(i32::from(year), month, day).ok_or_else(|| DateError::NoSuchDay(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> DailyDate {
        text.parse().unwrap()
    }

    #[test]
    fn levels_follow_the_weekday() {
        // 2026-11-23 is a Monday.
        let week: Vec<Level> = (23..=29).map(|d| date(&format!("2026-11-{d}")).level()).collect();
        use Level::*;
        assert_eq!(week, [Easy, Moderate, Difficult, Difficult, Stinker, Nightmare, Nightmare]);
    }

    #[test]
    fn params_match_the_command_line_defaults() {
        let params = date("2026-11-27").params();
        assert_eq!(
            params.to_string(),
            "box=3x3 variant=standard symmetry=rotate180 level=stinker exact=true attempts=1000 format=v2"
        );
        assert_eq!(date("2026-11-27").phrase(), "daily 2026-11-27");
    }

    #[test]
    fn dates_round_trip_and_bad_ones_say_why() {
        for text in ["2026-01-01", "2024-02-29", "1999-12-31"] {
            assert_eq!(date(text).to_string(), text);
        }
        assert_eq!("2026-02-29".parse::<DailyDate>(), Err(DateError::NoSuchDay("2026-02-29".into())));
        for bad in ["", "2026-1-01", "26-01-01", "2026/01/01", "2026-13-01", "2026-01-xx", "２０２６-01-01"] {
            assert!(bad.parse::<DailyDate>().is_err(), "{bad}");
        }
        assert!("2026-13-01".parse::<DailyDate>().unwrap_err().to_string().contains("not a day"));
    }

    #[test]
    fn daily_phrases_name_their_day_and_nothing_else_does() {
        let day = date("2026-11-24");
        assert_eq!(DailyDate::from_phrase(&day.phrase()), Some(day));
        for other in ["daily", "daily 2026-11-24 ", "Daily 2026-11-24", "daily 2026-11-31", "tea"] {
            assert_eq!(DailyDate::from_phrase(other), None, "{other}");
        }
        assert_eq!(day.long_name(), "Tuesday 24 November 2026");
    }

    #[test]
    fn streaks_count_days_in_a_row_and_survive_until_today_is_over() {
        let days = |list: &[&str]| list.iter().map(|d| date(d)).collect::<Vec<_>>();
        let solved = days(&[
            "2026-03-06",
            "2026-02-27",
            "2026-02-26",
            "2026-02-27",
            "2026-02-28",
            "2026-03-01",
            "2026-03-05",
            "2026-03-06",
        ]);
        assert_eq!(streaks(&solved, date("2026-03-06")), Streaks { current: 2, longest: 4 });
        assert_eq!(streaks(&solved, date("2026-03-07")), Streaks { current: 2, longest: 4 }, "today still open");
        assert_eq!(streaks(&solved, date("2026-03-08")), Streaks { current: 0, longest: 4 }, "a day missed");
        assert_eq!(streaks(&[], date("2026-03-08")), Streaks::default());
    }

    #[test]
    fn the_archive_runs_back_thirty_days_across_months() {
        let days = date("2026-03-01").archive();
        assert_eq!(days.len(), ARCHIVE_DAYS);
        assert_eq!(days[0], date("2026-03-01"));
        assert_eq!(days[1], date("2026-02-28"));
        assert_eq!(days[29], date("2026-01-31"));
    }
}
