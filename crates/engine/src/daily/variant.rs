//! The daily variant: beside the classic daily puzzle, a 9x9 variant puzzle the same for
//! everyone on a local calendar date, made offline from the date alone (SEEDS.md, "The
//! daily variant"). Its level follows the weekday as the classic puzzle's does, within one
//! level: the day's family is one of those that offer a level that near (the gentle
//! families early in the week, every family at the weekend, when the classic puzzle is a
//! Nightmare and a family made only at Obscene is near enough), taken in turn, and never
//! the family of the day before.
//!
//! A family the generator learns to make joins the rotation on a Monday still to come
//! ([`JOINED`]), so that every past day keeps its puzzle (`variant_days.txt` pins them).

use time::{Date, Weekday};

use super::DailyDate;
use crate::generate::variant::{Families, VariantFamily, VariantFormat};
use crate::rate::Level;

/// The families of the daily variant, in the order the days take them (of those near
/// enough the day's level and in the rotation on the day: see [`JOINED`]).
pub const ROTATION: [VariantFamily; 16] = [
    VariantFamily::Thermometer,
    VariantFamily::EvenOdd,
    VariantFamily::Arrow,
    VariantFamily::XvNegative,
    VariantFamily::Whispers,
    VariantFamily::KropkiNegative,
    VariantFamily::Renban,
    VariantFamily::AntiKing,
    VariantFamily::Palindrome,
    VariantFamily::Xv,
    VariantFamily::RegionSum,
    VariantFamily::Kropki,
    VariantFamily::Entropic,
    VariantFamily::Sandwich,
    VariantFamily::AntiKnight,
    VariantFamily::LittleKiller,
];

/// The families that joined [`ROTATION`] after it began, each with its first day (a
/// Monday still to come when it joined, so that no past day changes).
const JOINED: [(VariantFamily, Date); 2] =
    [(VariantFamily::Sandwich, monday(2026, 341)), (VariantFamily::LittleKiller, monday(2026, 341))];

/// The families a day's turn is taken among.
fn rotation_of(day: Date) -> Vec<VariantFamily> {
    let joined = |family: &VariantFamily| JOINED.iter().all(|&(f, first)| f != *family || first <= day);
    ROTATION.into_iter().filter(joined).collect()
}

/// The Monday that is day `ordinal` of `year`.
const fn monday(year: i32, ordinal: u16) -> Date {
    match Date::from_ordinal_date(year, ordinal) {
        Ok(date) => date,
        Err(_) => panic!("not a day of the calendar"),
    }
}

/// The first day made under format `variant-v2` (a Monday still to come when it was
/// named, 14 December 2026): the days before keep their `variant-v1` puzzles.
const V2_FROM: Date = monday(2026, 348);

/// How many days before a day its variant's choice follows back.
const SETTLE_DAYS: usize = 14;

/// The Monday the turns are counted from: 29 December 2025.
const FIRST_MONDAY: Date = monday(2025, 363);

/// A day's variant puzzle: what the generator is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyVariant {
    pub date: DailyDate,
    pub family: VariantFamily,
    pub level: Level,
    /// The format the generator makes it under.
    pub format: VariantFormat,
}

impl DailyVariant {
    /// The seed phrase: `daily variant YYYY-MM-DD`.
    pub fn phrase(self) -> String {
        format!("daily variant {}", self.date)
    }

    /// The family as the generator reads it.
    pub fn families(self) -> Families {
        Families::one(self.family)
    }
}

impl DailyDate {
    /// This day's variant puzzle: the family in turn among those near the weekday's level,
    /// or the next one when the day before has it. (The days before are followed back
    /// [`SETTLE_DAYS`], from a day that takes its turn as it comes.)
    pub fn variant(self) -> DailyVariant {
        let mut day = (0..SETTLE_DAYS).try_fold(self.0, |day, _| day.previous_day()).unwrap_or(self.0);
        let mut family = DailyDate(day).family_in_turn(0);
        while day < self.0 {
            let Some(next) = day.next_day() else { break };
            day = next;
            let before = family;
            family = (0..rotation_of(day).len() as i64)
                .map(|skip| DailyDate(day).family_in_turn(skip))
                .find(|&f| f != before)
                .unwrap_or(before);
        }
        let format = self.format();
        DailyVariant { date: self, family, level: nearest_level(family.levels_in(format), self.level()), format }
    }

    /// The format this day's variant is made under, whose levels it chooses among.
    fn format(self) -> VariantFormat {
        if self.0 < V2_FROM {
            VariantFormat::V1
        } else {
            VariantFormat::V2
        }
    }

    /// The family `skip` places after this day's turn among the families of its rotation
    /// that offer a level within one of the weekday's level.
    fn family_in_turn(self, skip: i64) -> VariantFamily {
        let (wanted, format) = (self.level(), self.format());
        let near: Vec<VariantFamily> = rotation_of(self.0)
            .into_iter()
            .filter(|family| distance(nearest_level(family.levels_in(format), wanted), wanted) <= 1)
            .collect();
        // The days of the same level take their turns one after another: once a week, or
        // twice for Wednesday and Thursday, Saturday and Sunday.
        let weeks = (self.0 - FIRST_MONDAY).whole_days().div_euclid(7);
        let turn = match self.0.weekday() {
            Weekday::Wednesday | Weekday::Saturday => 2 * weeks,
            Weekday::Thursday | Weekday::Sunday => 2 * weeks + 1,
            _ => weeks,
        } + skip;
        near.get(turn.rem_euclid(near.len().max(1) as i64) as usize).copied().unwrap_or(ROTATION[0])
    }

    /// The day whose variant `phrase` makes, when it is a daily variant's phrase.
    pub fn from_variant_phrase(phrase: &str) -> Option<DailyDate> {
        let date: DailyDate = phrase.strip_prefix("daily variant ")?.parse().ok()?;
        (date.variant().phrase() == phrase).then_some(date)
    }
}

/// Of `offered` (not empty for a family of [`ROTATION`]), the level nearest `wanted`, the
/// easier of two as near.
fn nearest_level(offered: &[Level], wanted: Level) -> Level {
    offered.iter().copied().min_by_key(|&level| (distance(level, wanted), rank(level))).unwrap_or(wanted)
}

/// A level's place among the levels, easiest first.
fn rank(level: Level) -> usize {
    Level::ALL.iter().position(|&l| l == level).unwrap_or(0)
}

/// How many levels apart two levels are.
fn distance(a: Level, b: Level) -> usize {
    rank(a).abs_diff(rank(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::variant::offered_levels;

    fn date(text: &str) -> DailyDate {
        text.parse().unwrap()
    }

    #[test]
    fn every_family_of_the_rotation_is_made_and_comes_once() {
        for (i, family) in ROTATION.iter().enumerate() {
            assert!(!offered_levels(&Families::one(*family)).is_empty(), "{family:?} offers no level");
            assert!(!ROTATION[..i].contains(family), "{family:?} twice");
        }
        for (family, first) in JOINED {
            assert!(ROTATION.contains(&family), "{family:?}");
            assert_eq!(first.weekday(), Weekday::Monday, "{family:?}");
        }
    }

    #[test]
    fn the_days_before_variant_v2_keep_variant_v1() {
        assert_eq!(V2_FROM.weekday(), Weekday::Monday);
        assert_eq!(date("2026-12-13").variant().format, VariantFormat::V1);
        assert_eq!(date("2026-12-05").variant().format, VariantFormat::V1);
        assert_eq!(date("2026-12-14").variant().format, VariantFormat::V2);
        assert_eq!(date("2027-03-01").variant().format, VariantFormat::LATEST);
    }

    /// Every day of the first rotation keeps the family and level it had: a day's puzzle
    /// is its phrase, family and level, and players may replay any day from the archive.
    #[test]
    fn the_days_before_a_new_rotation_keep_their_puzzles() {
        let pinned = include_str!("variant_days.txt");
        for line in pinned.lines() {
            let mut fields = line.split(' ');
            let day = date(fields.next().unwrap());
            let variant = day.variant();
            assert_eq!(variant.family.name(), fields.next().unwrap(), "{line}");
            assert_eq!(variant.level.to_string(), fields.next().unwrap(), "{line}");
            assert!(JOINED.iter().all(|&(_, first)| day.0 < first), "{line}");
        }
        let first_joined = JOINED.iter().map(|&(_, first)| first).min().unwrap_or(FIRST_MONDAY);
        assert_eq!(pinned.lines().count(), (first_joined - FIRST_MONDAY).whole_days() as usize);
    }

    /// Every day from `first`, `n` of them.
    fn days(first: &str, n: usize) -> Vec<DailyVariant> {
        std::iter::successors(Some(date(first)), |d| d.0.next_day().map(DailyDate))
            .take(n)
            .map(DailyDate::variant)
            .collect()
    }

    #[test]
    fn the_family_changes_every_day_and_every_family_comes_in_turn() {
        let two_years = days("2025-12-01", 800);
        for pair in two_years.windows(2) {
            assert_ne!(pair[0].family, pair[1].family, "{pair:?}");
        }
        for family in rotation_of(FIRST_MONDAY) {
            let seen = two_years[..70].iter().filter(|day| day.family == family).count();
            assert!(seen >= 1, "{family:?} not once in 70 days");
        }
        let since_the_last_joined = days("2026-12-07", 70);
        for family in ROTATION {
            let seen = since_the_last_joined.iter().filter(|day| day.family == family).count();
            assert!(seen >= 1, "{family:?} not once in 70 days since the last family joined");
        }
    }

    #[test]
    fn the_level_stays_within_one_of_the_weekday_and_the_week_grows_harder() {
        for day in days("2026-11-30", 400) {
            assert!(distance(day.level, day.date.level()) <= 1, "{day:?} beside {:?}", day.date.level());
            assert!(day.family.levels_in(day.format).contains(&day.level), "{day:?}");
        }
        // Monday 7 December 2026 to Sunday 13 December.
        let week: Vec<Level> = days("2026-12-07", 7).iter().map(|day| day.level).collect();
        assert!(week[0] <= Level::Moderate && week[5].min(week[6]) >= Level::Stinker, "{week:?}");
    }

    #[test]
    fn the_level_is_the_offered_one_nearest_the_weekday() {
        use Level::*;
        assert_eq!(nearest_level(&[Easy, Moderate, Difficult, Stinker, Nightmare, Obscene], Stinker), Stinker);
        assert_eq!(nearest_level(&[Moderate, Obscene], Easy), Moderate);
        assert_eq!(nearest_level(&[Moderate, Obscene], Stinker), Moderate);
        assert_eq!(nearest_level(&[Moderate, Obscene], Nightmare), Obscene);
        assert_eq!(nearest_level(&[Obscene], Easy), Obscene);
        for day in date("2026-12-31").archive() {
            let variant = day.variant();
            assert!(variant.family.levels_in(variant.format).contains(&variant.level), "{variant:?}");
        }
    }

    #[test]
    fn a_phrase_names_its_day_and_only_a_daily_variant_phrase_does() {
        let day = date("2026-12-05");
        assert_eq!(day.variant().phrase(), "daily variant 2026-12-05");
        assert_eq!(DailyDate::from_variant_phrase("daily variant 2026-12-05"), Some(day));
        assert_eq!(DailyDate::from_variant_phrase("daily 2026-12-05"), None);
        assert_eq!(DailyDate::from_variant_phrase("daily variant 2026-12-5"), None);
        assert_eq!(DailyDate::from_phrase("daily variant 2026-12-05"), None);
    }
}
