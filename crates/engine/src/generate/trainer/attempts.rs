//! One attempt at a technique: how each technique is aimed at ([`technique_steering`]),
//! and the attempt itself: dig while capped logic solves, or remove as v1 does and give
//! orbits back ([`super::give_back`]); Dynamic Forcing Chain on the classic board (and
//! from format v4 the jigsaw one) around a tridagon ([`super::tridagon`]).

use rand_core::Rng;

use super::give_back::{remove_and_give_back, Capped};
use super::reserve::aim_for;
use super::tridagon::{aims_at_tridagon, tridagon_attempt};
use crate::digits::Cell;
use crate::generate::fill::board_and_solution;
use crate::generate::params::GenerateParams;
use crate::generate::remove::{check_budget, shuffled_orbits, unique_within, Check, Digger};
use crate::generate::types::Candidate;
use crate::geometry::Layout;
use crate::grid::Puzzle;
use crate::logic::Strategy;

/// How an attempt aims at a technique.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TechniqueSteering {
    /// Remove orbits while logic capped at the technique solves the puzzle.
    Dig,
    /// Remove orbits while the solution stays unique (v1), then give orbits back until
    /// logic capped at the technique solves the puzzle, refusing those that let logic
    /// capped below it solve it too.
    GiveBack,
}

/// The steering of each technique (chosen by measurement, BENCHMARKS.md "Trainer"): the
/// singles are met by digging, everything harder by giving back.
pub fn technique_steering(technique: Strategy) -> TechniqueSteering {
    if technique <= Strategy::NakedSingle {
        TechniqueSteering::Dig
    } else {
        TechniqueSteering::GiveBack
    }
}

/// One attempt at `technique` ([`technique_steering`]); `None` when no solution grid was
/// made or `stop` returned true.
pub fn technique_attempt(
    params: &GenerateParams,
    technique: Strategy,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<Candidate> {
    let layout = Layout::new(params.geometry.clone()).ok()?;
    if aims_at_tridagon(params, technique) {
        return tridagon_attempt(&layout, params, rng, stop);
    }
    let (layout, solution) = board_and_solution(&layout, params.jigsaw, params.format, rng)?;
    let orbits = shuffled_orbits(&layout, params.symmetry, rng);
    let budget = check_budget(layout.size());
    let capped = Capped::new(params, &layout, technique);
    let removal = match technique_steering(technique) {
        TechniqueSteering::Dig => {
            let needs_unique_check = technique >= Strategy::UniqueRectangle1;
            let mut check = |puzzle: &Puzzle| {
                if !capped.solves(puzzle) {
                    return Check { keep_out: false, inconclusive: false };
                }
                if needs_unique_check {
                    unique_within(puzzle, budget)
                } else {
                    Check { keep_out: true, inconclusive: false }
                }
            };
            let mut digger = Digger::new(&layout, &solution, &mut check, stop);
            digger.remove_in_chunks(&orbits);
            digger.finish()?
        }
        TechniqueSteering::GiveBack => {
            let aim = aim_for(&layout, &solution, &orbits, technique, params.format, rng);
            let reserved = aim.reserved.as_slice();
            let open: Vec<Vec<Cell>> = orbits.iter().filter(|orbit| aim.is_open(orbit)).cloned().collect();
            remove_and_give_back(&layout, (&solution, params.format), (&orbits, &open, reserved), &capped, rng, stop)?
        }
    };
    let checks = removal.checks;
    let puzzle = Puzzle::new(layout, removal.givens).ok()?;
    Some(Candidate { puzzle, solution, checks })
}
