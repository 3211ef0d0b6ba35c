//! Step 2 of a format v2 attempt: remove givens while logic limited to the level asked
//! still solves the puzzle (Sudoku Savant's generator removes numbers while its solver
//! still solves), so the puzzle never needs a technique above that level; the search
//! then keeps the attempts that need the level itself.
//!
//! Algorithm (part of the seed contract v2, SEEDS.md): the orbits of the symmetry are
//! shuffled as in v1 and taken in v1's chunks (halved on failure).
//! - Easy: a chunk goes while naked and hidden singles, followed with a queue, still solve
//!   the puzzle. A puzzle that logic solves has one solution: no exact solver is needed.
//! - Moderate to Nightmare: a chunk goes while the solution stays unique (v1's removal,
//!   the same draws), so the puzzle may need more than the level; then orbits are given
//!   back where logic with no step harder than the level's upper limit
//!   (`rate::LEVEL_LIMITS`, without uniqueness strategies) gets stuck ([`give_back`]).
//! - Obscene: v1's removal alone (the level has no upper limit).
//!
//! The search keeps the attempts whose rating is the level itself.

use rand_core::Rng;

use super::remove::{check_budget, orbit_of_cells, shuffled_orbits, unique_within, Check, Digger, Removal};
use super::seed::below;
use super::symmetry::Symmetry;
use crate::digits::{Cell, Digit};
use crate::geometry::Layout;
use crate::grid::Puzzle;
use crate::logic::{solve_within, solves_within};
use crate::rate::{Level, LEVEL_LIMITS};
use crate::solve::Solver;

/// The hardest step difficulty (tenths of the SE scale) `level` allows; `None` for Obscene.
pub fn level_cap(level: Level) -> Option<u32> {
    LEVEL_LIMITS.iter().find(|&&(l, _)| l == level).map(|&(_, cap)| cap)
}

/// Whether naked and hidden singles alone solve `puzzle` (then it has one solution, and
/// its level is Easy): the exact solver's propagation, allowed no guess, fills every cell.
/// The same answer as `solves_within(puzzle, solution, level_cap(Level::Easy))`, which
/// follows the same singles to the same fixpoint with the logical solver's richer position.
pub fn singles_solve(puzzle: &Puzzle) -> bool {
    Solver::new(puzzle).limit(1).node_budget(0).run_generic().count() == 1
}

/// Whether logic with no step harder than `cap` solves `puzzle` ([`solves_within`]; by
/// [`singles_solve`] when the cap is Easy's).
fn logic_solves(puzzle: &Puzzle, solution: &[Digit], cap: u32) -> bool {
    if Some(cap) == level_cap(Level::Easy) {
        singles_solve(puzzle)
    } else {
        solves_within(puzzle, solution, cap)
    }
}

/// How an attempt aims at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Steering {
    /// Remove orbits (v1's chunks) while logic up to the level still solves the puzzle.
    Dig,
    /// Remove orbits exactly as v1 does (while the solution stays unique: the puzzle may
    /// then need more than the level), then give orbits back while logic up to the level
    /// gets stuck ([`give_back`]).
    DigThenGiveBack,
}

/// The steering of each level (chosen by measurement, RATING.md).
pub fn steering(level: Level) -> Steering {
    match level {
        Level::Easy => Steering::Dig,
        _ => Steering::DigThenGiveBack,
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
    let orbits = shuffled_orbits(layout, symmetry, rng);
    let budget = check_budget(layout.size());
    let cap = level_cap(level);
    let steer = steering(level);
    let mut check = |puzzle: &Puzzle| match (cap, steer) {
        (Some(cap), Steering::Dig) => Check { keep_out: logic_solves(puzzle, solution, cap), inconclusive: false },
        _ => unique_within(puzzle, budget),
    };
    let mut digger = Digger::new(layout, solution, &mut check, stop);
    digger.remove_in_chunks(&orbits);
    let mut removal = digger.finish()?;
    if let (Some(cap), Steering::DigThenGiveBack) = (cap, steer) {
        let easier = Level::ALL.iter().rev().find(|&&l| l < level).and_then(|&l| level_cap(l));
        give_back(layout, solution, &orbits, (cap, easier), &mut removal, rng, stop)?;
    }
    Some(removal)
}

/// Tries per stuck position before giving back an orbit that makes the puzzle too easy.
const GIVE_BACK_TRIES: usize = 6;

/// Gives back orbits until logic up to `cap` solves the puzzle. At each stuck position
/// the cells still empty are listed row-major and one is drawn (`below(len)`, then removed
/// from the list); its orbit is given back. When that makes logic up to `easier` (the
/// level below's cap) solve the puzzle, the orbit is taken out again and another cell is
/// drawn, up to [`GIVE_BACK_TRIES`] draws; the last draw stays whatever it gives.
fn give_back(
    layout: &Layout,
    solution: &[Digit],
    orbits: &[Vec<Cell>],
    (cap, easier): (u32, Option<u32>),
    removal: &mut Removal,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<()> {
    let orbit_of = orbit_of_cells(layout, orbits);
    let puzzle_of = |givens: &[Option<Digit>]| Puzzle::new(layout.clone(), givens.to_vec()).ok();
    loop {
        if stop() {
            return None;
        }
        removal.checks += 1;
        let reached = solve_within(&puzzle_of(&removal.givens)?, solution, cap);
        let mut empty: Vec<usize> = (0..reached.len()).filter(|&i| reached[i].is_none()).collect();
        if empty.is_empty() {
            return Some(());
        }
        for tries_left in (0..GIVE_BACK_TRIES).rev() {
            let cell = empty.remove(below(rng, empty.len()));
            let mut givens = removal.givens.clone();
            for &given in &orbits[orbit_of[cell]] {
                givens[given.index()] = Some(solution[given.index()]);
            }
            let too_easy = |givens: &[Option<Digit>]| {
                easier.is_some_and(|easier| {
                    puzzle_of(givens)
                        .is_some_and(|p| logic_solves(&p, solution, easier) && logic_solves(&p, solution, cap))
                })
            };
            if tries_left == 0 || empty.is_empty() || !too_easy(&givens) {
                removal.givens = givens;
                break;
            }
            removal.checks += 2;
        }
    }
}
