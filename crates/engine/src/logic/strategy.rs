//! The [`Strategy`] names, in the order the solver tries them (easiest first).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A solving technique. The order of the variants is the order the solver tries them
/// in, which is also their order of difficulty (`Ord`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Strategy {
    FullHouse,
    NakedSingle,
    HiddenSingle,
    /// Locked candidates type 1: a digit confined to one line inside a box (or any
    /// house that is not a line) leaves the rest of that line.
    Pointing,
    /// Locked candidates type 2: a digit confined to one box inside a line leaves the rest of the box.
    Claiming,
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    /// Naked subsets of five or more cells (large boards).
    NakedSubset,
    /// Hidden subsets of five or more digits (large boards).
    HiddenSubset,
    XWing,
    Swordfish,
    Jellyfish,
    /// Basic fish of order five and up (Starfish, ...), for large boards.
    LargeFish,
    SimpleColouring,
    MultiColouring,
    XYWing,
    XYZWing,
    Skyscraper,
    TwoStringKite,
    WWing,
    FinnedXWing,
    FinnedSwordfish,
    FinnedJellyfish,
    UniqueRectangle1,
    UniqueRectangle2,
    UniqueRectangle3,
    UniqueRectangle4,
    Bug1,
    XChain,
    XYChain,
    Aic,
    AlsXz,
    ForcingChain,
    /// Not logic: the digit is copied from the solution, as an explicit, labelled step.
    BruteForce,
}

impl Strategy {
    /// Every strategy, easiest first.
    pub const ALL: [Strategy; 38] = [
        Strategy::FullHouse,
        Strategy::NakedSingle,
        Strategy::HiddenSingle,
        Strategy::Pointing,
        Strategy::Claiming,
        Strategy::NakedPair,
        Strategy::HiddenPair,
        Strategy::NakedTriple,
        Strategy::HiddenTriple,
        Strategy::NakedQuad,
        Strategy::HiddenQuad,
        Strategy::NakedSubset,
        Strategy::HiddenSubset,
        Strategy::XWing,
        Strategy::Swordfish,
        Strategy::Jellyfish,
        Strategy::LargeFish,
        Strategy::SimpleColouring,
        Strategy::MultiColouring,
        Strategy::XYWing,
        Strategy::XYZWing,
        Strategy::Skyscraper,
        Strategy::TwoStringKite,
        Strategy::WWing,
        Strategy::FinnedXWing,
        Strategy::FinnedSwordfish,
        Strategy::FinnedJellyfish,
        Strategy::UniqueRectangle1,
        Strategy::UniqueRectangle2,
        Strategy::UniqueRectangle3,
        Strategy::UniqueRectangle4,
        Strategy::Bug1,
        Strategy::XChain,
        Strategy::XYChain,
        Strategy::Aic,
        Strategy::AlsXz,
        Strategy::ForcingChain,
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
            Strategy::BruteForce => "Brute Force",
        }
    }

    /// The base difficulty of one step, in tenths of the Sudoku Explainer scale as far as
    /// the solve order allows (the values rise with the order, so a harder strategy never
    /// weighs less). Chains add a length bonus on top (see `Deduction::difficulty`).
    pub fn base_difficulty(self) -> u32 {
        match self {
            Strategy::FullHouse => 10,
            Strategy::NakedSingle => 12,
            Strategy::HiddenSingle => 15,
            Strategy::Pointing => 26,
            Strategy::Claiming => 28,
            Strategy::NakedPair => 30,
            Strategy::HiddenPair => 34,
            Strategy::NakedTriple => 36,
            Strategy::HiddenTriple => 38,
            Strategy::NakedQuad => 40,
            Strategy::HiddenQuad => 42,
            Strategy::NakedSubset => 44,
            Strategy::HiddenSubset => 46,
            Strategy::XWing => 47,
            Strategy::Swordfish => 48,
            Strategy::Jellyfish => 50,
            Strategy::LargeFish => 52,
            Strategy::SimpleColouring => 53,
            Strategy::MultiColouring => 55,
            Strategy::XYWing => 56,
            Strategy::XYZWing => 57,
            Strategy::Skyscraper => 58,
            Strategy::TwoStringKite => 59,
            Strategy::WWing => 60,
            Strategy::FinnedXWing => 61,
            Strategy::FinnedSwordfish => 62,
            Strategy::FinnedJellyfish => 63,
            Strategy::UniqueRectangle1 => 64,
            Strategy::UniqueRectangle2 => 65,
            Strategy::UniqueRectangle3 => 66,
            Strategy::UniqueRectangle4 => 66,
            Strategy::Bug1 => 67,
            Strategy::XChain => 68,
            Strategy::XYChain => 70,
            Strategy::Aic => 72,
            Strategy::AlsXz => 74,
            Strategy::ForcingChain => 80,
            Strategy::BruteForce => 120,
        }
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
}
