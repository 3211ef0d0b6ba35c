//! Format v3's levels: a level means its band on Sudoku Explainer's scale
//! ([`Level::se_band`]) on every board (SEEDS.md, section 3d).
//!
//! - Standard 9x9: the level of an attempt is [`Level::for_se`] of
//!   [`crate::rate::rate_se`], SE's own rating of the puzzle.
//! - Every other board and variant (SE rates none of them): the level of the engine's
//!   logical solve path with each step valued as SE values its technique
//!   ([`se_level_of_path`]), so that a level means the same techniques everywhere.
//!
//! Both are [`se_level`], the level the rater gives any puzzle, so a puzzle made here
//! rates again at the level it was made as.
//!
//! Attempts are aimed as in v2 (`super::steer`), at the level [`aim`] names: on 9x9 the
//! v2 aim that makes the most puzzles of each SE band (measured, RATING.md "Levels in SE
//! terms"). The engine's own rating of the attempt, made anyway, is the pre-filter: SE's
//! rating runs only on attempts whose engine level lies within one level of the target
//! ([`could_meet`]), since no other was measured to land in the band.

use super::params::GenerateParams;
use super::reach::target_level;
use crate::geometry::Geometry;
use crate::grid::Puzzle;
use crate::logic::LogicalSolution;
use crate::rate::{se_level, se_level_of_path, Level};

/// True when format v3 rates this board with SE itself: standard 9x9, no variant.
pub fn se_rated(params: &GenerateParams) -> bool {
    params.geometry == Geometry::standard(3, 3) && !params.jigsaw
}

/// The v2 aim (`super::steer::remove_to_level`) an attempt for `target` uses. On 9x9
/// standard: Difficult aims at v2's Stinker (its puzzles mostly need SE's 2 strong links,
/// SE 4.0-4.2), Stinker and Nightmare at v1's removal (v2's Obscene: the same share of
/// SE 5.0-7.4 as v2's Nightmare aim, for less work); the others at themselves. Other
/// boards aim at the level itself.
pub fn aim(params: &GenerateParams, target: Level) -> Level {
    if !se_rated(params) {
        return target;
    }
    match target {
        Level::Difficult => Level::Stinker,
        Level::Stinker | Level::Nightmare => Level::Obscene,
        level => level,
    }
}

/// Whether an attempt whose engine level is `engine` can meet the request on 9x9, so SE's
/// rating is worth its time: within one level of an exact target, or at most one below
/// an "at least" one.
pub fn could_meet(params: &GenerateParams, engine: Level) -> bool {
    let target = target_level(params).unwrap_or(params.min_level) as i32;
    let engine = engine as i32;
    if params.exact {
        (engine - target).abs() <= 1
    } else {
        engine + 1 >= target
    }
}

/// The v3 level of a rated attempt, and whether it is final. `path` is the engine's solve
/// of `puzzle` and `engine` its engine level. On 9x9 standard an attempt [`could_meet`]
/// turns away gets its solve path's level as an estimate (not final), which can never be
/// accepted; [`se_level`] replaces it when such an attempt is returned. A final level is
/// [`se_level`], the level [`crate::rate::rate`] gives the same puzzle.
pub fn level(params: &GenerateParams, puzzle: &Puzzle, path: &LogicalSolution, engine: Level) -> (Level, bool) {
    if se_rated(params) && !could_meet(params, engine) {
        (se_level_of_path(path), false)
    } else {
        (se_level(puzzle, path), true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(text: &str) -> GenerateParams {
        format!("{text} format=v3").parse().unwrap_or_default()
    }

    #[test]
    fn only_the_standard_nine_by_nine_is_rated_by_se() {
        assert!(se_rated(&params("box=3x3")));
        for text in ["box=3x3 variant=x", "box=3x3 variant=jigsaw", "box=4x4", "box=3x2", "box=3x3 variant=killer"] {
            assert!(!se_rated(&params(text)), "{text}");
            assert_eq!(aim(&params(text), Level::Stinker), Level::Stinker, "{text}");
        }
        let nine = params("box=3x3");
        let aims: Vec<Level> = Level::ALL.into_iter().map(|level| aim(&nine, level)).collect();
        assert_eq!(aims[..3], [Level::Easy, Level::Moderate, Level::Stinker]);
        assert_eq!(aims[3..], [Level::Obscene; 3]);
    }

    #[test]
    fn se_runs_only_near_the_target() {
        let exact = params("box=3x3 level=stinker exact=true");
        let near: Vec<bool> = Level::ALL.into_iter().map(|engine| could_meet(&exact, engine)).collect();
        assert_eq!(near, [false, false, true, true, true, false]);
        let at_least = params("box=3x3 level=stinker exact=false");
        let near: Vec<bool> = Level::ALL.into_iter().map(|engine| could_meet(&at_least, engine)).collect();
        assert_eq!(near, [false, false, true, true, true, true]);
    }
}
