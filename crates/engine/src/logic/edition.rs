//! Editions of the logic: which steps the solver takes. A generator's seed format pins the
//! edition it rates with, so that a phrase keeps making the puzzle it made when a later
//! edition adds steps (SEEDS.md, "Editions of the logic"). Hints, the solution log and
//! [`crate::rate::rate`] always use [`Edition::LATEST`].

use serde::{Deserialize, Serialize};

/// An edition of the logical solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Edition {
    /// The logic of 2026-12-06 (main at a191928): what seed formats v1 to v6 and
    /// `variant-v1` rate with.
    V1,
    /// V1, with the AIC following the variant rules' pairs as weak links (RATING.md,
    /// "Variant constraints") and the killer step Innie-Outie Sums (RATING.md, "Killer"):
    /// what `variant-v2` rates with.
    V2,
    /// V2, with Rule Contradiction (RATING.md, "Variant constraints"), and for killers
    /// Innie-Outie Sums' mixed form (each cage that reaches outside the group counted
    /// from its side with fewer open cells) and Cage Combinations in a House (RATING.md,
    /// "Killer"): hints, the solution log and `rate`; no seed format rates with it yet.
    V3,
}

impl Edition {
    /// The newest edition: hints, the solution log, `rate`, and new seed formats.
    pub const LATEST: Edition = Edition::V3;

    /// True when this edition has the steps edition `since` brought.
    pub fn has(self, since: Edition) -> bool {
        self >= since
    }
}

impl Default for Edition {
    fn default() -> Self {
        Edition::LATEST
    }
}
