//! The families the variant generator makes, by the names the command line and the app
//! use, and a request of one family or two (`thermometer+kropki`).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::format::VariantFormat;
use crate::rate::Level;

/// A family of variant constraints the generator can make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum VariantFamily {
    Thermometer,
    Arrow,
    Kropki,
    KropkiNegative,
    Xv,
    XvNegative,
    Whispers,
    Renban,
    Palindrome,
    RegionSum,
    Entropic,
    Sandwich,
    LittleKiller,
    AntiKnight,
    AntiKing,
    NonConsecutive,
    EvenOdd,
}

impl VariantFamily {
    /// Every family, in the order they are listed.
    pub const ALL: [VariantFamily; 17] = [
        VariantFamily::Thermometer,
        VariantFamily::Arrow,
        VariantFamily::Kropki,
        VariantFamily::KropkiNegative,
        VariantFamily::Xv,
        VariantFamily::XvNegative,
        VariantFamily::Whispers,
        VariantFamily::Renban,
        VariantFamily::Palindrome,
        VariantFamily::RegionSum,
        VariantFamily::Entropic,
        VariantFamily::Sandwich,
        VariantFamily::LittleKiller,
        VariantFamily::AntiKnight,
        VariantFamily::AntiKing,
        VariantFamily::NonConsecutive,
        VariantFamily::EvenOdd,
    ];

    /// The name on the command line and in a seed text.
    pub fn name(self) -> &'static str {
        match self {
            VariantFamily::Thermometer => "thermometer",
            VariantFamily::Arrow => "arrow",
            VariantFamily::Kropki => "kropki",
            VariantFamily::KropkiNegative => "kropki-negative",
            VariantFamily::Xv => "xv",
            VariantFamily::XvNegative => "xv-negative",
            VariantFamily::Whispers => "whispers",
            VariantFamily::Renban => "renban",
            VariantFamily::Palindrome => "palindrome",
            VariantFamily::RegionSum => "region-sum",
            VariantFamily::Entropic => "entropic",
            VariantFamily::Sandwich => "sandwich",
            VariantFamily::LittleKiller => "little-killer",
            VariantFamily::AntiKnight => "anti-knight",
            VariantFamily::AntiKing => "anti-king",
            VariantFamily::NonConsecutive => "non-consecutive",
            VariantFamily::EvenOdd => "even-odd",
        }
    }

    /// The name a player reads.
    pub fn title(self) -> &'static str {
        match self {
            VariantFamily::Thermometer => "Thermometers",
            VariantFamily::Arrow => "Arrows",
            VariantFamily::Kropki => "Kropki dots",
            VariantFamily::KropkiNegative => "Kropki dots, all given",
            VariantFamily::Xv => "XV",
            VariantFamily::XvNegative => "XV, all given",
            VariantFamily::Whispers => "German whispers",
            VariantFamily::Renban => "Renban lines",
            VariantFamily::Palindrome => "Palindromes",
            VariantFamily::RegionSum => "Region-sum lines",
            VariantFamily::Entropic => "Entropic lines",
            VariantFamily::Sandwich => "Sandwich sums",
            VariantFamily::LittleKiller => "Little killers",
            VariantFamily::AntiKnight => "Anti-knight",
            VariantFamily::AntiKing => "Anti-king",
            VariantFamily::NonConsecutive => "Non-consecutive",
            VariantFamily::EvenOdd => "Even and odd cells",
        }
    }

    /// The levels the generator offers for the family alone under the latest format
    /// ([`Self::levels_in`]).
    pub fn levels(self) -> &'static [Level] {
        self.levels_in(VariantFormat::LATEST)
    }

    /// The levels the generator offers for the family alone under `format`: those at which
    /// at least 3 in 40 attempts land (measured by the `variant_levels` example,
    /// BENCHMARKS.md), so that a phrase's attempts reach it, and whose puzzles come within
    /// the speed targets (the `variant_speed` example; entropic lines at Moderate do not).
    /// `variant-v2`'s logic reaches Stinker and Nightmare where the first edition's went on
    /// to a forcing chain, so it offers more. A family whose puzzles logic alone rarely
    /// solves yet (its own steps are still to come) or whose attempts are too slow offers
    /// none. The daily variant of a day chooses among the levels of that day's format.
    pub fn levels_in(self, format: VariantFormat) -> &'static [Level] {
        use Level::*;
        let first = match self {
            VariantFamily::Thermometer | VariantFamily::KropkiNegative | VariantFamily::Xv => &[Moderate, Obscene][..],
            VariantFamily::XvNegative => &[Easy, Moderate, Stinker, Obscene],
            VariantFamily::AntiKing => &[Stinker, Nightmare, Obscene],
            VariantFamily::EvenOdd => &[Easy, Moderate, Difficult, Stinker, Nightmare, Obscene],
            VariantFamily::Arrow
            | VariantFamily::Kropki
            | VariantFamily::Whispers
            | VariantFamily::Renban
            | VariantFamily::Palindrome
            | VariantFamily::RegionSum
            | VariantFamily::Entropic
            | VariantFamily::AntiKnight => &[Obscene],
            VariantFamily::Sandwich => &[Moderate, Obscene],
            VariantFamily::LittleKiller => &[Moderate, Stinker, Obscene],
            VariantFamily::NonConsecutive => &[],
        };
        match (format, self) {
            (VariantFormat::V1, _) => first,
            (VariantFormat::V2, VariantFamily::Thermometer) => &[Moderate, Stinker, Nightmare, Obscene],
            (VariantFormat::V2, VariantFamily::Xv) => &[Moderate, Nightmare, Obscene],
            (VariantFormat::V2, VariantFamily::XvNegative) => &[Easy, Moderate, Stinker, Nightmare, Obscene],
            (VariantFormat::V2, VariantFamily::RegionSum) => &[Moderate, Obscene],
            (
                VariantFormat::V2,
                VariantFamily::Arrow
                | VariantFamily::Kropki
                | VariantFamily::KropkiNegative
                | VariantFamily::Whispers
                | VariantFamily::Renban
                | VariantFamily::Palindrome
                | VariantFamily::Entropic
                | VariantFamily::Sandwich
                | VariantFamily::LittleKiller
                | VariantFamily::AntiKnight
                | VariantFamily::AntiKing
                | VariantFamily::NonConsecutive
                | VariantFamily::EvenOdd,
            ) => first,
        }
    }

    /// Whether the family is a rule of the whole board (it shapes the solution, and the
    /// puzzle is its givens).
    pub fn is_board_rule(self) -> bool {
        matches!(self, VariantFamily::AntiKnight | VariantFamily::AntiKing | VariantFamily::NonConsecutive)
    }

    /// Whether every mark of the family that holds is drawn (a negative rule: a missing
    /// mark is a clue too), so the marks are kept whole and only the givens reduced.
    pub fn draws_every_mark(self) -> bool {
        matches!(self, VariantFamily::KropkiNegative | VariantFamily::XvNegative)
    }
}

impl fmt::Display for VariantFamily {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A family name that is not one the generator makes, or a request it cannot read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum UnknownFamily {
    #[error("unknown variant family {0:?} (known: {known})", known = known_names())]
    Name(String),
    #[error("a variant request names one family or two, as in thermometer+kropki; {0:?} names {1}")]
    Count(String, usize),
    #[error("{0:?} names {1} twice")]
    Twice(String, String),
}

fn known_names() -> String {
    VariantFamily::ALL.map(VariantFamily::name).join(", ")
}

impl FromStr for VariantFamily {
    type Err = UnknownFamily;
    /// Case-insensitive; `_` and spaces read as `-`.
    fn from_str(text: &str) -> Result<VariantFamily, UnknownFamily> {
        let wanted = text.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        VariantFamily::ALL.into_iter().find(|f| f.name() == wanted).ok_or_else(|| UnknownFamily::Name(text.into()))
    }
}

/// One family or two, in the order given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Families(Vec<VariantFamily>);

impl Families {
    pub fn one(family: VariantFamily) -> Families {
        Families(vec![family])
    }

    pub fn list(&self) -> &[VariantFamily] {
        &self.0
    }

    pub fn contains(&self, family: VariantFamily) -> bool {
        self.0.contains(&family)
    }

    /// The levels the generator makes: those every family of the request offers.
    pub fn made_levels(&self) -> Vec<Level> {
        Level::ALL.into_iter().filter(|level| self.0.iter().all(|f| f.levels().contains(level))).collect()
    }
}

impl fmt::Display for Families {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.iter().map(|family| family.name()).collect::<Vec<_>>().join("+"))
    }
}

impl FromStr for Families {
    type Err = UnknownFamily;
    fn from_str(text: &str) -> Result<Families, UnknownFamily> {
        let families = text.split('+').map(str::parse).collect::<Result<Vec<VariantFamily>, _>>()?;
        if families.is_empty() || families.len() > 2 {
            return Err(UnknownFamily::Count(text.into(), families.len()));
        }
        if families.len() == 2 && families[0] == families[1] {
            return Err(UnknownFamily::Twice(text.into(), families[0].name().into()));
        }
        Ok(Families(families))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back() {
        for family in VariantFamily::ALL {
            assert_eq!(family.name().parse::<VariantFamily>(), Ok(family));
            assert_eq!(family.name().to_uppercase().replace('-', "_").parse::<VariantFamily>(), Ok(family));
        }
    }

    #[test]
    fn a_request_is_one_family_or_two() {
        let pair: Families = "thermometer+kropki".parse().unwrap();
        assert_eq!(pair.list(), [VariantFamily::Thermometer, VariantFamily::Kropki]);
        assert_eq!(pair.to_string(), "thermometer+kropki");
        assert!(matches!("a+b".parse::<Families>(), Err(UnknownFamily::Name(_))));
        assert!(matches!("xv+renban+arrow".parse::<Families>(), Err(UnknownFamily::Count(_, 3))));
        assert!(matches!("xv+xv".parse::<Families>(), Err(UnknownFamily::Twice(..))));
        let error = "thermo".parse::<VariantFamily>().unwrap_err().to_string();
        assert!(error.contains("thermometer") && error.contains("even-odd"), "{error}");
    }
}
