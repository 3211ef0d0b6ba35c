//! The daily variant: beside the classic daily puzzle, a 9x9 variant puzzle the same for
//! everyone on a local calendar date, made offline from the date alone (SEEDS.md, "The
//! daily variant"). The family changes from day to day in a fixed rotation; the level is
//! the one the family offers nearest the weekday's level of the classic daily puzzle.

use time::Date;

use super::DailyDate;
use crate::generate::variant::{Families, VariantFamily};
use crate::rate::Level;

/// The families of the daily variant, one a day in this order, starting again after the
/// last. Pinned: a family that comes to offer levels joins at the end of a new rotation,
/// not in the middle of this one, so that no past or future day changes family.
pub const ROTATION: [VariantFamily; 14] = [
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
    VariantFamily::AntiKnight,
];

/// The day the rotation starts from (its first family's day).
const FIRST_DAY: Date = match Date::from_ordinal_date(2026, 1) {
    Ok(date) => date,
    Err(_) => panic!("1 January 2026 is a day of the calendar"),
};

/// A day's variant puzzle: what the generator is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyVariant {
    pub date: DailyDate,
    pub family: VariantFamily,
    pub level: Level,
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
    /// This day's variant puzzle.
    pub fn variant(self) -> DailyVariant {
        let days = (self.0 - FIRST_DAY).whole_days();
        let family = ROTATION[days.rem_euclid(ROTATION.len() as i64) as usize];
        DailyVariant { date: self, family, level: nearest_level(family.levels(), self.level()) }
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
    let rank = |level: Level| Level::ALL.iter().position(|&l| l == level).unwrap_or(0);
    offered.iter().copied().min_by_key(|&level| (rank(level).abs_diff(rank(wanted)), rank(level))).unwrap_or(wanted)
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
    }

    #[test]
    fn the_family_changes_every_day_and_comes_back_after_the_rotation() {
        assert_eq!(date("2026-01-01").variant().family, ROTATION[0]);
        assert_eq!(date("2025-12-31").variant().family, ROTATION[ROTATION.len() - 1]);
        let days: Vec<DailyVariant> = date("2026-12-31").archive().into_iter().rev().map(DailyDate::variant).collect();
        for pair in days.windows(2) {
            assert_ne!(pair[0].family, pair[1].family, "{pair:?}");
        }
        let later =
            |d: &str, n: usize| std::iter::successors(Some(date(d)), |d| d.0.next_day().map(DailyDate)).nth(n).unwrap();
        assert_eq!(later("2026-12-05", ROTATION.len()).variant().family, date("2026-12-05").variant().family);
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
            assert!(variant.family.levels().contains(&variant.level), "{variant:?}");
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
