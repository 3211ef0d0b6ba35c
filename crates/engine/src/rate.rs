//! The difficulty rating: a numeric score from the logical solve path, the hardest
//! strategy used, and one of six levels (seed 000: Easy to Obscene). RATING.md at the
//! repository root documents the exact mapping and its calibration.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::grid::Puzzle;
use crate::logic::{solve_logically_with, LogicalSolution, SolveOptions, Strategy};

/// The six levels of seed 000, easiest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Level {
    Easy,
    Moderate,
    Difficult,
    Stinker,
    Nightmare,
    Obscene,
}

impl Level {
    pub const ALL: [Level; 6] =
        [Level::Easy, Level::Moderate, Level::Difficult, Level::Stinker, Level::Nightmare, Level::Obscene];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Moderate => "Moderate",
            Level::Difficult => "Difficult",
            Level::Stinker => "Stinker",
            Level::Nightmare => "Nightmare",
            Level::Obscene => "Obscene",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of the six.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown level {0:?} (known: easy, moderate, difficult, stinker, nightmare, obscene)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;
    /// Case-insensitive: "easy", "Easy" and "EASY" all name [`Level::Easy`].
    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        let wanted = text.trim();
        Level::ALL.into_iter().find(|l| l.name().eq_ignore_ascii_case(wanted)).ok_or_else(|| UnknownLevel(text.into()))
    }
}

/// How hard a puzzle is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rating {
    /// The score: the sum of the steps' weights ([`step_weight`]), scaled to a 9x9 board (see RATING.md).
    pub score: u32,
    pub level: Level,
    /// The hardest strategy of the solve path ([`Strategy::BruteForce`] when logic was not enough).
    pub hardest: Strategy,
    /// True when brute force was needed.
    pub needs_guess: bool,
}

/// Rates `puzzle` by solving it logically.
pub fn rate(puzzle: &Puzzle) -> Rating {
    rate_solution(puzzle, &solve_logically_with(puzzle, &SolveOptions::default()))
}

/// The rating of a solve path already computed for `puzzle`.
pub fn rate_solution(puzzle: &Puzzle, solution: &LogicalSolution) -> Rating {
    let cells = puzzle.layout().cell_count().max(1) as f64;
    let total: f64 = solution.steps.iter().map(|s| step_weight(s.difficulty)).sum();
    // Bigger boards need more steps anyway: scale the sum to 81 cells.
    let score = (total * 81.0 / cells).round().min(f64::from(u32::MAX)) as u32;
    let max_difficulty = solution.steps.iter().map(|s| s.difficulty).max().unwrap_or(0);
    let hardest = solution.hardest().unwrap_or(Strategy::FullHouse);
    let needs_guess = solution.needs_guess || !solution.solved;
    let level = level_for(max_difficulty, hardest, needs_guess);
    Rating { score, level, hardest: if needs_guess { Strategy::BruteForce } else { hardest }, needs_guess }
}

/// The weight of one step of difficulty `d` (tenths of the SE scale): it doubles every
/// 0.4 of the scale, so one hard step outweighs any number of easy ones. A single is
/// worth about 1, an X-Wing about 600, an AIC about 80 000, a forcing chain about 400 000.
pub fn step_weight(difficulty: u32) -> f64 {
    2f64.powf((f64::from(difficulty) - 10.0) / 4.0)
}

/// The level of a solve path from its hardest step (see RATING.md).
fn level_for(max_difficulty: u32, hardest: Strategy, needs_guess: bool) -> Level {
    if needs_guess {
        return Level::Obscene;
    }
    match hardest {
        s if s <= Strategy::HiddenSingle => Level::Easy,
        s if s <= Strategy::HiddenPair => Level::Moderate,
        s if s <= Strategy::LargeFish => Level::Difficult,
        s if s <= Strategy::Bug1 => Level::Stinker,
        _ if max_difficulty < Strategy::ForcingChain.base_difficulty() => Level::Nightmare,
        _ => Level::Obscene,
    }
}
