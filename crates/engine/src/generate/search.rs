//! The search: attempts until a puzzle of the requested level turns up, within a budget
//! of attempts, an optional deadline and a cancel flag.
//!
//! Each attempt draws a solution grid (and jigsaw regions when asked), removes givens
//! under the symmetry and rates the result. With a seed phrase, attempt `k` draws only
//! from stream `k` of the phrase's generator, so the puzzle of each attempt depends on
//! nothing else, and the answer is the first attempt that meets the level (see SEEDS.md).

use rand_core::Rng;

use super::best::{rated, with_final_level, with_full_rating, Best};
use super::error::GenerateError;
use super::fill::board_and_solution;
use super::params::{GenerateParams, SeedFormat};
use super::reach::{reachable_levels, target_level, why_out_of_reach};
use super::remove::remove_givens;
use super::se_levels;
use super::seed::SeedPhrase;
use super::steer::{level_cap, remove_to_level};
use super::types::{Candidate, Control, Generated, Stop};
use crate::geometry::Layout;
use crate::grid::Puzzle;
use crate::logic::solves_within;
use crate::rate::Level;

/// The puzzle for `params` and `phrase`: a pure function of its inputs, the same on every
/// platform and in every later version (SEEDS.md, format v1).
pub fn generate(params: &GenerateParams, phrase: &SeedPhrase) -> Result<Generated, GenerateError> {
    generate_seeded(params, phrase, &Control::default())
}

/// [`generate`] with a cancel flag, a deadline and progress reports. Unless the search is
/// interrupted (then `stop` says so and `reached_level` may be false), the result is the
/// one [`generate`] gives.
pub fn generate_seeded(
    params: &GenerateParams,
    phrase: &SeedPhrase,
    control: &Control<'_>,
) -> Result<Generated, GenerateError> {
    if params.technique.is_some() {
        return super::trainer::generate_technique(params, phrase, control);
    }
    search(params, control, |attempt, layout, stop| make_candidate(params, layout, &mut phrase.rng(attempt), stop))
}

/// A search drawing every attempt from one random generator, for play without a phrase
/// (or for tests and benchmarks with any seeded generator).
pub fn generate_with(
    params: &GenerateParams,
    rng: &mut impl Rng,
    control: &Control<'_>,
) -> Result<Generated, GenerateError> {
    search(params, control, |_, layout, stop| make_candidate(params, layout, rng, stop))
}

/// The puzzle of attempt `attempt` (from 1) for `params` and `phrase`, without rating or
/// searching: what [`generate`] returns when its `attempt` is this one. `None` when that
/// attempt could make no solution grid.
pub fn generate_attempt(
    params: &GenerateParams,
    phrase: &SeedPhrase,
    attempt: u32,
) -> Result<Option<Candidate>, GenerateError> {
    let layout = check_params(params)?;
    if attempt == 0 {
        return Err(GenerateError::AttemptZero);
    }
    Ok(make_candidate(params, &layout, &mut phrase.rng(attempt), &|| false))
}

fn check_params(params: &GenerateParams) -> Result<Layout, GenerateError> {
    // With `jigsaw` and no regions this checks the box shape; the regions come later.
    let layout = Layout::new(params.geometry.clone())?;
    if params.attempt == Some(0) {
        return Err(GenerateError::AttemptZero);
    }
    if params.max_attempts == 0 {
        return Err(GenerateError::NoAttempts);
    }
    if target_level(params).is_none() {
        return Err(GenerateError::LevelOutOfReach {
            board: params.board_kind(),
            level: params.min_level,
            why: why_out_of_reach(params, params.min_level),
            offered: reachable_levels(params),
        });
    }
    Ok(layout)
}

/// One attempt: a board, a solution and the givens left after removal. `layout` is the
/// layout of `params.geometry`.
fn make_candidate(
    params: &GenerateParams,
    layout: &Layout,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<Candidate> {
    if params.geometry.variant.cages.is_some() {
        return super::killer::killer_candidate(params, rng, stop);
    }
    let (layout, solution) = board_and_solution(layout, params.jigsaw, params.format, rng)?;
    let removal = match params.format {
        SeedFormat::V1 => remove_givens(&layout, &solution, params.symmetry, rng, stop),
        SeedFormat::V2 => {
            let level = target_level(params).unwrap_or(params.min_level);
            remove_to_level(&layout, &solution, params.symmetry, level, rng, stop)
        }
        SeedFormat::V3 | SeedFormat::V4 | SeedFormat::V5 | SeedFormat::V6 => {
            let level = se_levels::aim(params, target_level(params).unwrap_or(params.min_level));
            remove_to_level(&layout, &solution, params.symmetry, level, rng, stop)
        }
    }?;
    let puzzle = Puzzle::new(layout, removal.givens).ok()?;
    Some(Candidate { puzzle, solution, checks: removal.checks })
}

/// How many attempts in a row may fail to make a solution grid before the board is
/// declared impossible.
const FAILED_FILLS_LIMIT: u32 = 8;

fn search(
    params: &GenerateParams,
    control: &Control<'_>,
    mut attempt_once: impl FnMut(u32, &Layout, &dyn Fn() -> bool) -> Option<Candidate>,
) -> Result<Generated, GenerateError> {
    let layout = check_params(params)?;
    let mut best = Best::new(params);
    let mut failed_fills = 0;
    let interrupted = || control.interruption().is_some();
    let attempts = match params.attempt {
        Some(attempt) => attempt..=attempt,
        None => 1..=params.max_attempts,
    };
    let last_attempt = *attempts.end();
    // Easy is the level of the puzzles that singles solve.
    let easy_cap = level_cap(Level::Easy).filter(|_| !params.accepts(Level::Easy));
    for attempt in attempts {
        if let Some(stop) = control.interruption() {
            return finish(params, best, stop, attempt - 1);
        }
        let Some(candidate) = attempt_once(attempt, &layout, &interrupted) else {
            if let Some(stop) = control.interruption() {
                return finish(params, best, stop, attempt);
            }
            failed_fills += 1;
            if best.is_empty() && (failed_fills >= FAILED_FILLS_LIMIT || params.attempt.is_some()) {
                return Err(GenerateError::NoSolutionGrid { attempts: attempt });
            }
            control.report(params.max_attempts, attempt, None, best.level());
            continue;
        };
        if easy_cap.is_some_and(|cap| solves_within(&candidate.puzzle, &candidate.solution, cap)) {
            control.report(params.max_attempts, attempt, Some(Level::Easy), best.level());
            best.offer_easy(attempt, candidate);
            continue;
        }
        let found = rated(params, attempt, candidate);
        control.report(params.max_attempts, attempt, Some(found.rating.level), best.level());
        if found.reached_level {
            return Ok(with_full_rating(found));
        }
        best.offer(found);
    }
    finish(params, best, Stop::AttemptsExhausted, last_attempt)
}

fn finish(params: &GenerateParams, best: Best<'_>, stop: Stop, attempts: u32) -> Result<Generated, GenerateError> {
    match best.into_best() {
        Some(best) => Ok(Generated { stop, attempts, ..with_full_rating(with_final_level(params, best)) }),
        None => match stop {
            Stop::Cancelled => Err(GenerateError::Cancelled),
            Stop::OutOfTime => Err(GenerateError::OutOfTime),
            Stop::Reached | Stop::AttemptsExhausted => Err(GenerateError::NoSolutionGrid { attempts }),
        },
    }
}
