//! The difficulty rating: a numeric score from the logical solve path, the hardest
//! strategy used, and one of six levels (Sudoku Savant's six, Easy to Obscene). A level
//! means its band on Sudoku Explainer's scale ([`rate`], [`se_level`]); the engine's own
//! levels from the score ([`engine_rating`]) are those seed formats v1 and v2 aim at.
//! RATING.md at the repository root documents the exact mapping and its calibration.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::grid::Puzzle;
use crate::logic::{solve_logically_with, Edition, LogicalSolution, SolveOptions, Strategy};

pub mod agreement;
pub mod se;
pub use se::{rate_se, se_level, se_level_of_path, se_step_tenths, SeRating};

/// The six levels of Sudoku Savant, easiest first.
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
    /// The score: `100 x` the hardest step's difficulty (tenths of the SE scale, so 1 SE
    /// point is 1,000) plus the number of steps within 0.4 of it (at most 99). The hardest
    /// step decides, as in Sudoku Explainer; how often it is needed breaks ties. When
    /// brute force was needed: 12,000 plus the number of cells that were still empty
    /// when logic ran out (at most 99).
    pub score: u32,
    pub level: Level,
    /// The hardest strategy of the solve path ([`Strategy::BruteForce`] when logic was not enough).
    pub hardest: Strategy,
    /// True when brute force was needed.
    pub needs_guess: bool,
}

impl Rating {
    /// The hardest step's difficulty on the SE scale (e.g. 6.6).
    pub fn se_difficulty(&self) -> f64 {
        f64::from(self.score / 100) / 10.0
    }
}

/// Rates `puzzle` as the app shows it and `sudoku rate` prints it: the score, the hardest
/// strategy and `needs_guess` of its logical solve (up to the first guess, if one is
/// needed), and the level whose band on SE's scale holds it ([`se_level`]), the level a
/// format v3 seed would have made it as.
pub fn rate(puzzle: &Puzzle) -> Rating {
    rate_as(puzzle, Edition::LATEST)
}

/// [`rate`] with the logic of `edition`: what a generator whose seed format pins an
/// earlier edition rates with (SEEDS.md, "Editions of the logic").
pub fn rate_as(puzzle: &Puzzle, edition: Edition) -> Rating {
    let path = rated_path(puzzle, edition);
    Rating { level: se_level(puzzle, &path), ..rate_solution(puzzle, &path) }
}

/// [`rate_as`] of a puzzle whose one solution the caller knows (the generator does): the
/// same rating, without the exact search the solve would otherwise run first for it.
pub fn rate_as_knowing(puzzle: &Puzzle, edition: Edition, solution: &[crate::digits::Digit]) -> Rating {
    let path = solve_logically_with(puzzle, &knowing(edition, solution));
    Rating { level: se_level(puzzle, &path), ..rate_solution(puzzle, &path) }
}

/// The options of a rating solve told the puzzle's one solution.
fn knowing(edition: Edition, solution: &[crate::digits::Digit]) -> SolveOptions {
    SolveOptions { unique: Some(true), solution: Some(solution.to_vec()), ..rating_options(edition) }
}

/// The options of a rating solve: logic alone in `edition`, stopping where it would guess.
fn rating_options(edition: Edition) -> SolveOptions {
    SolveOptions { stop_at_guess: true, edition, ..SolveOptions::default() }
}

/// [`rate_as`] for a generator that keeps only a puzzle of `level` that logic alone
/// solves: that rating when the puzzle is one, else `None`, found sooner
/// ([`rated_at_level`]).
pub fn rate_as_at(puzzle: &Puzzle, edition: Edition, level: Level) -> Option<Rating> {
    rated_at_level(puzzle, rating_options(edition), level)
}

/// [`rate_as_knowing`] for a generator that keeps only a puzzle of `level` that logic
/// alone solves, as [`rate_as_at`].
pub fn rate_as_knowing_at(
    puzzle: &Puzzle,
    edition: Edition,
    solution: &[crate::digits::Digit],
    level: Level,
) -> Option<Rating> {
    rated_at_level(puzzle, knowing(edition, solution), level)
}

/// The rating of `puzzle` solved with `options` when it is of `level` and needs no guess,
/// else `None`. On a board with variant constraints (its level read from the engine's
/// path, [`se_level_of_path`]) the solve tries no strategy past [`hardest_within`]`(level)`:
/// until the path needs one, it is the path of the whole solve; once it would, that path
/// has a step above `level` or a guess, and this one stops short of solving or guesses,
/// so neither is of `level`.
fn rated_at_level(puzzle: &Puzzle, mut options: SolveOptions, level: Level) -> Option<Rating> {
    if !puzzle.constraints().is_empty() {
        options.hardest_allowed = options.hardest_allowed.min(hardest_within(level));
    }
    let path = solve_logically_with(puzzle, &options);
    let rating = Rating { level: se_level(puzzle, &path), ..rate_solution(puzzle, &path) };
    (!rating.needs_guess && rating.level == level).then_some(rating)
}

/// The last strategy of the solve order some step of which rates within `level` on SE's
/// scale: every one after it rates above ([`se::lowest_tenths`]).
fn hardest_within(level: Level) -> Strategy {
    let top = *level.se_band().end();
    let tried = Strategy::ALL.iter().filter(|&&s| s != Strategy::BruteForce);
    tried.rev().find(|&&s| se::lowest_tenths(s) <= top).copied().unwrap_or(Strategy::FullHouse)
}

/// Rates `puzzle` with the engine's own level from the score ([`level_for`]): the level
/// seed formats v1 and v2 aim at and accept (the daily puzzle's).
pub fn engine_rating(puzzle: &Puzzle) -> Rating {
    rate_solution(puzzle, &rated_path(puzzle, Edition::LATEST))
}

/// The solve path a rating reads: logic up to the first guess.
fn rated_path(puzzle: &Puzzle, edition: Edition) -> LogicalSolution {
    solve_logically_with(puzzle, &rating_options(edition))
}

/// The hardest step difficulty (tenths of the SE scale) of each level's upper end:
/// Easy up to 2.3 (singles), Moderate up to 3.4 (locked candidates, pairs, X-Wing),
/// Difficult up to 4.7 (triples, Swordfish, XY/XYZ-Wing, unique rectangles), Stinker up
/// to 5.7 (quads, Jellyfish, colouring, Skyscraper, Kite, short X-Chains, finned fish,
/// BUG+1, WXYZ-/VWXYZ-Wing-shaped ALS-XZ), Nightmare below 7.6 (W-Wing, other ALS-XZ,
/// XY-Chains, AICs); Obscene from 7.6 (forcing chains) and whenever brute force was needed. See RATING.md.
pub const LEVEL_LIMITS: [(Level, u32); 5] =
    [(Level::Easy, 23), (Level::Moderate, 34), (Level::Difficult, 47), (Level::Stinker, 57), (Level::Nightmare, 75)];

/// The rating of a solve path already computed for `puzzle`, with the engine's own level
/// ([`level_for`], as [`engine_rating`]).
pub fn rate_solution(_puzzle: &Puzzle, solution: &LogicalSolution) -> Rating {
    let needs_guess = solution.needs_guess || !solution.solved;
    let mut max_difficulty = solution.steps.iter().map(|s| s.difficulty).max().unwrap_or(0);
    if needs_guess {
        max_difficulty = max_difficulty.max(Strategy::BruteForce.base_difficulty());
    }
    let near = if needs_guess {
        solution.cells_left_at_first_guess()
    } else {
        solution.steps.iter().filter(|s| s.difficulty + 4 >= max_difficulty).count()
    };
    let score = max_difficulty.saturating_mul(100).saturating_add(near.min(99) as u32);
    let hardest = solution.hardest().unwrap_or(Strategy::FullHouse);
    let level = level_for(max_difficulty, needs_guess);
    Rating { score, level, hardest: if needs_guess { Strategy::BruteForce } else { hardest }, needs_guess }
}

/// The level of a solve path from its hardest step's difficulty (see [`LEVEL_LIMITS`]).
pub fn level_for(max_difficulty: u32, needs_guess: bool) -> Level {
    if needs_guess {
        return Level::Obscene;
    }
    LEVEL_LIMITS.iter().find(|&&(_, limit)| max_difficulty <= limit).map_or(Level::Obscene, |&(level, _)| level)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_rise_with_the_hardest_step() {
        for d in 0..200 {
            assert!(level_for(d, false) <= level_for(d + 1, false), "{d}");
            assert_eq!(level_for(d, true), Level::Obscene);
        }
        let singles = level_for(Strategy::NakedSingle.base_difficulty(), false);
        let x_wing = level_for(Strategy::XWing.base_difficulty(), false);
        assert_eq!(singles, Level::Easy);
        assert!(x_wing > singles);
        assert_eq!(level_for(Strategy::ForcingChain.base_difficulty(), false), Level::Obscene);
        assert_eq!(level_for(Strategy::Aic.base_difficulty(), false), Level::Nightmare);
        assert_eq!("nightmare".parse::<Level>(), Ok(Level::Nightmare));
    }

    #[test]
    fn guessing_scores_the_cells_left_when_logic_ran_out() {
        use crate::digits::{Cell, Digit};
        use crate::logic::Deduction;
        let step = |strategy: Strategy, cell: usize| {
            let mut d = Deduction::new(strategy);
            d.placements.push((Cell::new(cell), Digit::new(1).expect("digit")));
            d
        };
        let solution = LogicalSolution {
            steps: vec![step(Strategy::NakedSingle, 0), step(Strategy::BruteForce, 1), step(Strategy::NakedSingle, 2)],
            solved: false,
            needs_guess: true,
            broken: false,
            utilized: Vec::new(),
            values: vec![None, None, None, Some(Digit::new(2).expect("digit"))],
        };
        let puzzle = Puzzle::empty(crate::geometry::Layout::classic());
        let rating = rate_solution(&puzzle, &solution);
        // Three cells still empty, two filled from the guess on.
        assert_eq!(rating.score, 12_005);
        assert_eq!((rating.level, rating.hardest), (Level::Obscene, Strategy::BruteForce));
    }
}
