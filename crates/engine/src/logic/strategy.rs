//! The [`Strategy`] names, in the order the solver tries them (easiest first).

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A solving technique. The order of the variants is the order the solver tries them
/// in, which is also their order of difficulty (`Ord`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Strategy {
    FullHouse,
    HiddenSingle,
    NakedSingle,
    /// Killer: the digit sets a cage can still hold.
    CageCombination,
    /// Variant constraints: a digit placed or missing in an extra house (an extra region
    /// or a diagonal of a variant rule) decides where it goes.
    ExtraHouse,
    /// Variant constraints: what one rule's pairs of cells allow (thermometers, dots,
    /// whispers, a knight's move away...), and the digits of odd, even or pencil-marked cells.
    ConstraintRule,
    /// Locked candidates type 1: a digit confined to one line inside a box (or any
    /// house that is not a line) leaves the rest of that line.
    Pointing,
    /// Locked candidates type 2: a digit confined to one box inside a line leaves the rest of the box.
    Claiming,
    /// Killer: a digit a cage must hold confined to one house, or a house's digit confined to one cage.
    CageHouseInteraction,
    /// Killer: the 45 rule on one house.
    InniesOuties,
    /// Variant constraints: the fillings one rule's cells can still take (arrows, lines,
    /// outside clues), as cage combinations.
    ConstraintCombination,
    NakedPair,
    XWing,
    HiddenPair,
    NakedTriple,
    Swordfish,
    /// Killer: the 45 rule on adjacent rows, columns or boxes.
    GroupInniesOuties,
    HiddenTriple,
    /// Killer: cages of one house whose combinations cannot overlap.
    CageSubset,
    /// Killer: the 45 rule as an equation over any number of innies and outies (a
    /// virtual cage, or a difference of innies and outies); from edition 2 of the logic.
    InnieOutieSum,
    XYWing,
    XYZWing,
    /// Killer: the fillings of one house that let every cage over it make its sum; from
    /// edition 3 of the logic.
    HouseCombination,
    UniqueRectangle1,
    UniqueRectangle2,
    UniqueRectangle3,
    UniqueRectangle4,
    NakedQuad,
    SimpleColouring,
    Skyscraper,
    TwoStringKite,
    MultiColouring,
    XChain,
    Jellyfish,
    HiddenQuad,
    /// Naked subsets of five or more cells (large boards).
    NakedSubset,
    FinnedXWing,
    /// Hidden subsets of five or more digits (large boards).
    HiddenSubset,
    FinnedSwordfish,
    Bug1,
    FinnedJellyfish,
    /// Basic fish of order five and up (Starfish, ...), for large boards.
    LargeFish,
    AlsXz,
    XYChain,
    WWing,
    Aic,
    /// Variant constraints and cages: a candidate whose direct consequences (the cells it
    /// sees, the partners a rule or its cage forces, the fillings of the rules and cages it
    /// touches) break a house, a cell, a rule or a cage; from edition 3.
    RuleContradiction,
    ForcingChain,
    /// Forcing chains that also follow locked candidates inside each branch.
    DynamicForcingChain,
    /// Killer, the last resort: dynamic forcing chains whose branches also follow the
    /// cage sums (on boards whose cages no variant rule already walks).
    CageForcingChain,
    /// Not logic: the digit is copied from the solution, as an explicit, labelled step.
    BruteForce,
}

impl Strategy {
    /// Every strategy, easiest first.
    pub const ALL: [Strategy; 51] = [
        Strategy::FullHouse,
        Strategy::HiddenSingle,
        Strategy::NakedSingle,
        Strategy::CageCombination,
        Strategy::ExtraHouse,
        Strategy::ConstraintRule,
        Strategy::Pointing,
        Strategy::Claiming,
        Strategy::CageHouseInteraction,
        Strategy::InniesOuties,
        Strategy::ConstraintCombination,
        Strategy::NakedPair,
        Strategy::XWing,
        Strategy::HiddenPair,
        Strategy::NakedTriple,
        Strategy::Swordfish,
        Strategy::GroupInniesOuties,
        Strategy::HiddenTriple,
        Strategy::CageSubset,
        Strategy::InnieOutieSum,
        Strategy::XYWing,
        Strategy::XYZWing,
        Strategy::HouseCombination,
        Strategy::UniqueRectangle1,
        Strategy::UniqueRectangle2,
        Strategy::UniqueRectangle3,
        Strategy::UniqueRectangle4,
        Strategy::NakedQuad,
        Strategy::SimpleColouring,
        Strategy::Skyscraper,
        Strategy::TwoStringKite,
        Strategy::MultiColouring,
        Strategy::XChain,
        Strategy::Jellyfish,
        Strategy::HiddenQuad,
        Strategy::NakedSubset,
        Strategy::FinnedXWing,
        Strategy::HiddenSubset,
        Strategy::FinnedSwordfish,
        Strategy::Bug1,
        Strategy::FinnedJellyfish,
        Strategy::LargeFish,
        Strategy::AlsXz,
        Strategy::XYChain,
        Strategy::WWing,
        Strategy::Aic,
        Strategy::RuleContradiction,
        Strategy::ForcingChain,
        Strategy::DynamicForcingChain,
        Strategy::CageForcingChain,
        Strategy::BruteForce,
    ];

    /// The name players know.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::FullHouse => "Full House",
            Strategy::NakedSingle => "Naked Single",
            Strategy::HiddenSingle => "Hidden Single",
            Strategy::Pointing => "Pointing",
            Strategy::Claiming => "Claiming",
            Strategy::NakedPair => "Naked Pair",
            Strategy::HiddenPair => "Hidden Pair",
            Strategy::NakedTriple => "Naked Triple",
            Strategy::HiddenTriple => "Hidden Triple",
            Strategy::NakedQuad => "Naked Quad",
            Strategy::HiddenQuad => "Hidden Quad",
            Strategy::NakedSubset => "Large Naked Subset",
            Strategy::HiddenSubset => "Large Hidden Subset",
            Strategy::XWing => "X-Wing",
            Strategy::Swordfish => "Swordfish",
            Strategy::Jellyfish => "Jellyfish",
            Strategy::LargeFish => "Large Fish",
            Strategy::SimpleColouring => "Simple Colouring",
            Strategy::MultiColouring => "Multi-Colouring",
            Strategy::XYWing => "XY-Wing",
            Strategy::XYZWing => "XYZ-Wing",
            Strategy::Skyscraper => "Skyscraper",
            Strategy::TwoStringKite => "2-String Kite",
            Strategy::WWing => "W-Wing",
            Strategy::FinnedXWing => "Finned X-Wing",
            Strategy::FinnedSwordfish => "Finned Swordfish",
            Strategy::FinnedJellyfish => "Finned Jellyfish",
            Strategy::UniqueRectangle1 => "Unique Rectangle Type 1",
            Strategy::UniqueRectangle2 => "Unique Rectangle Type 2",
            Strategy::UniqueRectangle3 => "Unique Rectangle Type 3",
            Strategy::UniqueRectangle4 => "Unique Rectangle Type 4",
            Strategy::Bug1 => "BUG+1",
            Strategy::XChain => "X-Chain",
            Strategy::XYChain => "XY-Chain",
            Strategy::Aic => "Alternating Inference Chain",
            Strategy::AlsXz => "ALS-XZ",
            Strategy::ForcingChain => "Forcing Chain",
            Strategy::DynamicForcingChain => "Dynamic Forcing Chain",
            Strategy::CageForcingChain => "Cage Forcing Chain",
            Strategy::BruteForce => "Brute Force",
            Strategy::CageCombination => "Cage Combinations",
            Strategy::CageHouseInteraction => "Cage-House Interaction",
            Strategy::InniesOuties => "Innies and Outies",
            Strategy::GroupInniesOuties => "Innies and Outies on Several Houses",
            Strategy::CageSubset => "Cage Subset",
            Strategy::InnieOutieSum => "Innie-Outie Sums",
            Strategy::HouseCombination => "Cage Combinations in a House",
            Strategy::ExtraHouse => "Extra House",
            Strategy::ConstraintRule => "Constraint Rule",
            Strategy::ConstraintCombination => "Constraint Combinations",
            Strategy::RuleContradiction => "Rule Contradiction",
        }
    }

    /// The base difficulty of one step, in tenths of the Sudoku Explainer (SE) scale: SE's
    /// own value where SE has the technique (hidden single 1.2, naked single 2.3, X-Wing
    /// 3.2, XY-Wing 4.2, unique rectangles 4.5-4.7, jellyfish 5.2, hidden quad 5.4, BUG
    /// 5.6), and for the rest the value fitted to SE ratings (RATING.md): single-digit
    /// patterns and colouring 5.0-5.1, finned fish 5.5-5.7, W-Wing 6.0, chains 5.1-6.6
    /// plus a length bonus, forcing chains 7.6 plus a length bonus
    /// (dynamic 8.5, with the cage sums 9.0). The values rise with
    /// the solve order, so the solver always tries the easiest first and a harder
    /// strategy never weighs less. Hidden singles in a line add 0.3 (SE 1.5).
    pub fn base_difficulty(self) -> u32 {
        match self {
            Strategy::FullHouse => 10,
            Strategy::HiddenSingle => 12,
            Strategy::NakedSingle => 23,
            Strategy::Pointing => 26,
            Strategy::Claiming => 28,
            Strategy::NakedPair => 30,
            Strategy::XWing => 32,
            Strategy::HiddenPair => 34,
            Strategy::NakedTriple => 36,
            Strategy::Swordfish => 38,
            Strategy::HiddenTriple => 40,
            Strategy::XYWing => 42,
            Strategy::XYZWing => 44,
            Strategy::UniqueRectangle1 => 45,
            Strategy::UniqueRectangle2 => 46,
            Strategy::UniqueRectangle3 => 47,
            Strategy::UniqueRectangle4 => 47,
            Strategy::NakedQuad => 50,
            Strategy::SimpleColouring => 50,
            Strategy::Skyscraper => 50,
            Strategy::TwoStringKite => 50,
            Strategy::MultiColouring => 51,
            Strategy::XChain => 51,
            Strategy::Jellyfish => 52,
            Strategy::HiddenQuad => 54,
            Strategy::NakedSubset => 55,
            Strategy::FinnedXWing => 55,
            Strategy::HiddenSubset => 56,
            Strategy::FinnedSwordfish => 56,
            Strategy::Bug1 => 56,
            Strategy::FinnedJellyfish => 57,
            Strategy::LargeFish => 57,
            Strategy::AlsXz => 59,
            Strategy::XYChain => 60,
            Strategy::WWing => 65,
            Strategy::Aic => 66,
            Strategy::ForcingChain => 76,
            Strategy::DynamicForcingChain => 85,
            // Each branch also walks the fillings of every cage it touches: 0.5 above
            // the dynamic chains it extends, as they are 0.9 above the static ones.
            Strategy::CageForcingChain => 90,
            Strategy::BruteForce => 120,
            // Killer (RATING.md, "Killer"): combinations are the singles of killer, the
            // 45 rule on one house and the cage interactions rank with locked candidates,
            // several houses and cage subsets with the triples.
            Strategy::CageCombination => 23,
            Strategy::CageHouseInteraction => 28,
            Strategy::InniesOuties => 30,
            Strategy::GroupInniesOuties => 38,
            Strategy::CageSubset => 40,
            Strategy::InnieOutieSum => 41,
            // Every cage over one house at once: Cage Subset (two or three cages wholly
            // inside) widened to the cages that reach outside, above the wings.
            Strategy::HouseCombination => 45,
            // Variant constraints (RATING.md, "Variant constraints"): a rule's direct
            // consequences rank with the singles and cage combinations, walking the
            // fillings of one rule with the 45 rule.
            Strategy::ExtraHouse => 23,
            Strategy::ConstraintRule => 23,
            Strategy::ConstraintCombination => 30,
            // A one-step contradiction along the rules' pairs (RATING.md, "Variant
            // constraints"): above the AIC with the rules' links, below forcing chains.
            Strategy::RuleContradiction => 70,
        }
    }

    /// True for the strategies that read variant constraints: they find nothing on a
    /// board without them, and a solution's list of strategies leaves them out there.
    pub fn reads_constraints(self) -> bool {
        matches!(
            self,
            Strategy::ExtraHouse
                | Strategy::ConstraintRule
                | Strategy::ConstraintCombination
                | Strategy::RuleContradiction
        )
    }

    /// True for the strategies that assume the puzzle has exactly one solution.
    pub fn needs_uniqueness(self) -> bool {
        matches!(
            self,
            Strategy::UniqueRectangle1
                | Strategy::UniqueRectangle2
                | Strategy::UniqueRectangle3
                | Strategy::UniqueRectangle4
                | Strategy::Bug1
        )
    }
}

/// A technique name that is none of [`Strategy::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown technique {name:?} (known: {known})")]
pub struct UnknownStrategy {
    pub name: String,
    pub known: String,
}

impl Strategy {
    /// The name in one word, for text forms and links: lower case, spaces as `-`
    /// ("x-wing", "unique-rectangle-type-1", "bug+1").
    pub fn slug(self) -> String {
        self.name().to_ascii_lowercase().replace(' ', "-")
    }
}

impl std::str::FromStr for Strategy {
    type Err = UnknownStrategy;
    /// The name players know ([`Strategy::name`]) or its [`Strategy::slug`], in any case.
    fn from_str(text: &str) -> Result<Strategy, UnknownStrategy> {
        let wanted = text.trim().to_ascii_lowercase().replace(['-', '_'], " ");
        let spoken = |s: &Strategy| s.name().to_ascii_lowercase().replace('-', " ");
        Strategy::ALL.into_iter().find(|s| spoken(s) == wanted).ok_or_else(|| UnknownStrategy {
            name: text.to_string(),
            known: Strategy::ALL.iter().map(|s| s.name()).collect::<Vec<_>>().join(", "),
        })
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_is_sorted_and_difficulty_never_falls() {
        for pair in Strategy::ALL.windows(2) {
            assert!(pair[0] < pair[1], "{:?} before {:?}", pair[0], pair[1]);
            assert!(pair[0].base_difficulty() <= pair[1].base_difficulty(), "{:?}", pair[1]);
        }
        assert_eq!(Strategy::XWing.to_string(), "X-Wing");
    }

    #[test]
    fn names_and_slugs_read_back_in_any_case() {
        for strategy in Strategy::ALL {
            assert_eq!(strategy.name().parse::<Strategy>(), Ok(strategy));
            assert_eq!(strategy.slug().parse::<Strategy>(), Ok(strategy));
            assert_eq!(strategy.name().to_uppercase().parse::<Strategy>(), Ok(strategy));
            assert!(!strategy.slug().contains(' '), "{}", strategy.slug());
        }
        assert_eq!("unique rectangle type 1".parse::<Strategy>(), Ok(Strategy::UniqueRectangle1));
        assert_eq!(Strategy::Bug1.slug(), "bug+1");
        let unknown = "Y-Wing".parse::<Strategy>().expect_err("not a technique");
        assert!(unknown.to_string().contains("XY-Wing"), "{unknown}");
    }
}
