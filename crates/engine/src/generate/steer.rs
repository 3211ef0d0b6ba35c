//! Step 2 of a format v2 attempt: remove givens while logic limited to the level asked
//! still solves the puzzle (Sudoku Savant's generator removes numbers while its solver
//! still solves), so the puzzle never needs a technique above that level; the search
//! then keeps the attempts that need the level itself.
//!
//! Algorithm (part of the seed contract v2, SEEDS.md): the orbits of the symmetry are
//! shuffled as in v1. Pass 1 takes them in v1's chunks with a fast check: naked and
//! hidden singles (Easy), plus locked candidates for every harder level, followed with a
//! queue. Pass 2 (levels above Easy) tries every orbit still given, one at a time in the
//! same order, with the level's own check: the solve loop with no step harder than the
//! level's upper limit (`rate::LEVEL_LIMITS`), without uniqueness strategies; for
//! Obscene, which has no upper limit, the exact solver's uniqueness check of v1. A
//! puzzle that logic solves has one solution, so pass 1 and the checks below Obscene
//! need no exact solver at all.

use std::cell::Cell as Flag;

use rand_core::Rng;

use super::remove::{check_budget, Check, Digger, Removal};
use super::seed::shuffle;
use super::symmetry::Symmetry;
use crate::digits::Digit;
use crate::geometry::Layout;
use crate::grid::Puzzle;
use crate::logic::{solves_within, Strategy};
use crate::rate::{Level, LEVEL_LIMITS};
use crate::solve::Solver;

/// The hardest step difficulty (tenths of the SE scale) `level` allows; `None` for Obscene.
pub fn level_cap(level: Level) -> Option<u32> {
    LEVEL_LIMITS.iter().find(|&&(l, _)| l == level).map(|&(_, cap)| cap)
}

/// The cap of pass 1: singles for Easy, singles and locked candidates above.
fn first_pass_cap(level: Level) -> u32 {
    if level == Level::Easy {
        Strategy::NakedSingle.base_difficulty()
    } else {
        Strategy::Claiming.base_difficulty()
    }
}

/// The givens left after removing, from `solution`, every orbit that logic up to `level`
/// can do without; `None` when `stop` (asked before each check) returned true.
pub fn remove_to_level(
    layout: &Layout,
    solution: &[Digit],
    symmetry: Symmetry,
    level: Level,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<Removal> {
    let mut orbits = symmetry.orbits(layout.size());
    shuffle(rng, &mut orbits);
    let second_pass = Flag::new(false);
    let budget = check_budget(layout.size());
    let mut check = |puzzle: &Puzzle| {
        if !second_pass.get() {
            return Check { keep_out: solves_within(puzzle, solution, first_pass_cap(level)), inconclusive: false };
        }
        match level_cap(level) {
            Some(cap) => Check { keep_out: solves_within(puzzle, solution, cap), inconclusive: false },
            None => {
                let found = Solver::new(puzzle).limit(2).node_budget(budget).run();
                Check { keep_out: found.is_unique(), inconclusive: !found.complete }
            }
        }
    };
    let mut digger = Digger::new(layout, solution, &mut check, stop);
    digger.remove_in_chunks(&orbits);
    if level > Level::Easy {
        second_pass.set(true);
        digger.remove_one_by_one(&orbits);
    }
    digger.finish()
}
