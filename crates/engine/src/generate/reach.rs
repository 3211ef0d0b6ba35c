//! Which levels a generation can make on a board and variant, and why not the others.
//!
//! Format v2 aims at the level asked (remove givens while logic limited to that level
//! still solves the puzzle), so a level is offered where that steering makes it within
//! the time targets of BENCHMARKS.md; RATING.md has the measured table. Format v1 keeps
//! its rule: every level but on 4x4 boards, searched within the attempt budget.

use serde::{Deserialize, Serialize};

use super::params::{GenerateParams, SeedFormat};
use crate::rate::Level;

/// Why a level is not offered on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OutOfReach {
    /// The board is too small for the deductions the level needs.
    TooSmall,
    /// Making the level on a board this large takes longer than a generation may.
    TooSlow,
    /// Killer puzzles drawn on a board of this size rarely rate at this level.
    NoKillerLogic,
}

impl OutOfReach {
    /// The reason as a sentence fragment ("a 4x4 board ...").
    pub fn reason(self) -> &'static str {
        match self {
            OutOfReach::TooSmall => "the board is too small to need the techniques of that level",
            OutOfReach::TooSlow => {
                "on a board this large, checking that logic of that level solves each candidate puzzle takes \
                 longer than a generation may"
            }
            OutOfReach::NoKillerLogic => {
                "killer puzzles drawn on a board of this size rarely rate at that level, so a search for it \
                 would take too long"
            }
        }
    }
}

/// The levels a generation with these parameters can reach exactly, easiest first, and
/// for the others why not ([`why_out_of_reach`]). The dialog shows it before generating;
/// `check_params` refuses an unreachable exact level (or minimum) up front with the reason.
pub fn reachable_levels(params: &GenerateParams) -> Vec<Level> {
    Level::ALL.into_iter().filter(|&level| why_out_of_reach(params, level).is_none()).collect()
}

/// Why `level` is not among [`reachable_levels`], or `None` when it is.
pub fn why_out_of_reach(params: &GenerateParams, level: Level) -> Option<OutOfReach> {
    let size = params.geometry.size();
    if size <= 4 {
        return (level > Level::Easy).then_some(OutOfReach::TooSmall);
    }
    if params.geometry.variant.cages.is_some() {
        return (!super::killer_levels::killer_levels(size).contains(&level)).then_some(OutOfReach::NoKillerLogic);
    }
    if params.format == SeedFormat::V1 {
        return None;
    }
    let variant = &params.geometry.variant;
    let plain = !params.jigsaw && variant.regions.is_none() && !variant.diagonals && !variant.colour;
    let (highest, why) = match size {
        5..=8 => (Level::Moderate, OutOfReach::TooSmall),
        9 if plain => (Level::Obscene, OutOfReach::TooSlow),
        9 => (Level::Nightmare, OutOfReach::TooSlow),
        10..=16 => (Level::Stinker, OutOfReach::TooSlow),
        17..=25 => (Level::Moderate, OutOfReach::TooSlow),
        _ => (Level::Easy, OutOfReach::TooSlow),
    };
    (level > highest).then_some(why)
}

/// The level a search of `params` aims at: the level asked when it is reachable, else
/// (for "at least") the easiest reachable level above it; `None` when there is none.
pub fn target_level(params: &GenerateParams) -> Option<Level> {
    let reachable = reachable_levels(params);
    if params.exact {
        reachable.contains(&params.min_level).then_some(params.min_level)
    } else {
        reachable.into_iter().find(|&level| level >= params.min_level)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Geometry;

    fn params(text: &str) -> GenerateParams {
        format!("{text} format=v2").parse().unwrap_or_default()
    }

    #[test]
    fn each_board_offers_the_levels_of_its_row() {
        assert_eq!(reachable_levels(&params("box=2x2")), vec![Level::Easy]);
        assert_eq!(reachable_levels(&params("box=3x2")), vec![Level::Easy, Level::Moderate]);
        assert_eq!(reachable_levels(&params("box=3x3")), Level::ALL.to_vec());
        assert_eq!(reachable_levels(&params("box=3x3 variant=x+jigsaw")), Level::ALL[..5].to_vec());
        assert_eq!(reachable_levels(&params("box=4x4")), Level::ALL[..4].to_vec());
        assert_eq!(reachable_levels(&params("box=5x5")), Level::ALL[..2].to_vec());
        assert_eq!(reachable_levels(&params("box=6x5")), vec![Level::Easy]);
        assert_eq!(why_out_of_reach(&params("box=2x2"), Level::Moderate), Some(OutOfReach::TooSmall));
        assert_eq!(why_out_of_reach(&params("box=5x5"), Level::Stinker), Some(OutOfReach::TooSlow));
    }

    #[test]
    fn format_v1_keeps_its_rule() {
        let v1 = GenerateParams {
            format: SeedFormat::V1,
            ..GenerateParams::new(Geometry::standard(5, 5), false, Level::Obscene, false)
        };
        assert_eq!(reachable_levels(&v1), Level::ALL.to_vec());
    }

    #[test]
    fn the_target_is_the_level_or_the_easiest_reachable_above() {
        let mut p = params("box=4x4 level=moderate");
        assert_eq!(target_level(&p), Some(Level::Moderate));
        p.min_level = Level::Nightmare;
        assert_eq!(target_level(&p), None);
        let q = params("box=3x3 level=obscene exact=true");
        assert_eq!(target_level(&q), Some(Level::Obscene));
        assert_eq!(params("box=3x3 variant=x").board_kind().to_string(), "9x9 x");
        assert_eq!(format!("{:#}", params("box=3x3").board_kind()), "9x9", "messages leave out standard");
    }
}
