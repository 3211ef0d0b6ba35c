//! The versions of the phrase-to-puzzle function of variant puzzles (SEEDS.md section
//! 7c): a link or a saved request names its version, so that a phrase keeps making the
//! puzzle it made when the logic that rates the attempts gains steps.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::generate::Symmetry;
use crate::logic::Edition;

/// A version of the variant generator's phrase-to-puzzle function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum VariantFormat {
    /// `variant-v1`: attempts rated with the first edition of the logic ([`Edition::V1`]).
    V1,
    /// `variant-v2`: attempts rated with [`Edition::V2`] (the AIC follows the rules'
    /// pairs; Innie-Outie Sums), and givens placed and taken out in pairs
    /// turned half a turn about the centre before one by one ([`Self::symmetry`]).
    V2,
}

impl VariantFormat {
    /// The format new puzzles, the daily variant and the app use.
    pub const LATEST: VariantFormat = VariantFormat::V2;
    /// Every format, oldest first.
    pub const ALL: [VariantFormat; 2] = [VariantFormat::V1, VariantFormat::V2];

    /// Its name in links and requests: `variant-v1`, `variant-v2`.
    pub const fn name(self) -> &'static str {
        match self {
            VariantFormat::V1 => "variant-v1",
            VariantFormat::V2 => "variant-v2",
        }
    }

    /// The symmetry the givens of its puzzles keep where minimality allows.
    pub fn symmetry(self) -> Symmetry {
        match self {
            VariantFormat::V1 => Symmetry::None,
            VariantFormat::V2 => Symmetry::Rotate180,
        }
    }

    /// The edition of the logic its attempts are rated with.
    pub fn edition(self) -> Edition {
        match self {
            VariantFormat::V1 => Edition::V1,
            VariantFormat::V2 => Edition::V2,
        }
    }
}

/// A request saved before formats were named was made under `variant-v1`.
impl Default for VariantFormat {
    fn default() -> Self {
        VariantFormat::V1
    }
}

impl fmt::Display for VariantFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Not a variant format's name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant format {0:?} (known: variant-v1, variant-v2)")]
pub struct UnknownFormat(pub String);

impl FromStr for VariantFormat {
    type Err = UnknownFormat;

    fn from_str(text: &str) -> Result<VariantFormat, UnknownFormat> {
        VariantFormat::ALL
            .into_iter()
            .find(|f| f.name() == text)
            .ok_or_else(|| UnknownFormat(text.chars().take(20).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::variant::{generate_variant, generate_variant_as, practise_variant, practise_variant_as};
    use crate::generate::variant::{Families, VariantFamily};
    use crate::generate::SeedPhrase;
    use crate::logic::Strategy;
    use crate::rate::Level;

    #[test]
    fn names_read_back_and_a_request_without_one_is_v1() {
        for format in VariantFormat::ALL {
            assert_eq!(format.name().parse(), Ok(format));
        }
        assert!("variant-v9".parse::<VariantFormat>().is_err());
        assert_eq!(VariantFormat::default(), VariantFormat::V1);
        // Edition 3 (Rule Contradiction) rates hints, the solution log and `rate`; no seed
        // format rates with it yet, so the newest format may lag the newest edition.
        assert!(VariantFormat::LATEST.edition() <= Edition::LATEST);
    }

    /// The two formats are two functions of a phrase: `variant-v2` pairs its givens, so
    /// the phrases the app's tests open make other puzzles under it (each format's golden
    /// lines pin its own: `generate/variant/tests.rs`).
    #[test]
    fn each_format_makes_its_own_puzzle_of_a_phrase() {
        let thermometers = Families::one(VariantFamily::Thermometer);
        let phrase = SeedPhrase::new("first light").unwrap();
        let v1 = generate_variant(&thermometers, Level::Moderate, &phrase).unwrap();
        let v2 = generate_variant_as(VariantFormat::V2, &thermometers, Level::Moderate, &phrase).unwrap();
        assert_ne!(v1.puzzle, v2.puzzle);
        assert_eq!(
            v1.puzzle,
            generate_variant_as(VariantFormat::V1, &thermometers, Level::Moderate, &phrase).unwrap().puzzle
        );
        let phrase = SeedPhrase::new("practice").unwrap();
        let rule = Strategy::ConstraintRule;
        let v1 = practise_variant(VariantFamily::Thermometer, rule, &phrase).unwrap();
        let v2 = practise_variant_as(VariantFormat::V2, VariantFamily::Thermometer, rule, &phrase).unwrap();
        assert_eq!((v1.rating.hardest, v2.rating.hardest), (rule, rule));
    }
}
