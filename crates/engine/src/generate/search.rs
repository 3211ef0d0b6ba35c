//! The search: attempts until a puzzle of the requested level turns up, within a budget
//! of attempts, an optional deadline and a cancel flag.
//!
//! Each attempt draws a solution grid (and jigsaw regions when asked), removes givens
//! under the symmetry and rates the result. With a seed phrase, attempt `k` draws only
//! from stream `k` of the phrase's generator, so the puzzle of each attempt depends on
//! nothing else, and the answer is the first attempt that meets the level (see SEEDS.md).

use std::sync::atomic::{AtomicBool, Ordering};

use rand_core::Rng;
use serde::{Deserialize, Serialize};

use super::best::Best;
use super::error::GenerateError;
use super::fill::board_and_solution;
use super::params::{GenerateParams, SeedFormat};
use super::reach::{board_name, reachable_levels, target_level, why_out_of_reach};
use super::remove::remove_givens;
use super::seed::SeedPhrase;
use super::steer::{level_cap, remove_to_level};
use crate::digits::Digit;
use crate::geometry::Layout;
use crate::grid::Puzzle;
use crate::logic::{solve_logically_with, solves_within, SolveOptions};
use crate::rate::{rate_solution, Level, Rating};

/// Ways to steer a search from outside. Every hook is optional; `Control::default()` has none.
#[derive(Default)]
pub struct Control<'a> {
    /// Set to true (from another thread, or a UI callback) to stop as soon as possible.
    pub cancel: Option<&'a AtomicBool>,
    /// Returns true when the time budget is spent (for example `|| now_ms() > deadline`;
    /// `std::time::Instant` panics on wasm32, so the caller brings its own clock).
    pub out_of_time: Option<&'a dyn Fn() -> bool>,
    /// Called after every attempt.
    pub on_attempt: Option<&'a dyn Fn(&Progress)>,
}

impl std::fmt::Debug for Control<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Control")
            .field("cancel", &self.cancel)
            .field("out_of_time", &self.out_of_time.is_some())
            .field("on_attempt", &self.on_attempt.is_some())
            .finish()
    }
}

impl Control<'_> {
    /// Why to stop now, if at all.
    pub(crate) fn interruption(&self) -> Option<Stop> {
        if self.cancel.is_some_and(|flag| flag.load(Ordering::Relaxed)) {
            Some(Stop::Cancelled)
        } else if self.out_of_time.is_some_and(|f| f()) {
            Some(Stop::OutOfTime)
        } else {
            None
        }
    }
}

/// Where a search stands, after each attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Attempts made so far (from 1).
    pub attempt: u32,
    pub max_attempts: u32,
    /// The level of this attempt's puzzle (`None` when it made no puzzle).
    pub level: Option<Level>,
    /// The best level found so far.
    pub best: Option<Level>,
}

/// Why a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stop {
    /// A puzzle of the requested level was found.
    Reached,
    /// Every attempt was made; the best puzzle is returned.
    AttemptsExhausted,
    /// The cancel flag was set; the best puzzle so far is returned.
    Cancelled,
    /// The deadline passed; the best puzzle so far is returned.
    OutOfTime,
}

/// A generated puzzle and how the search went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Generated {
    pub puzzle: Puzzle,
    /// The unique solution, one digit per cell, row-major.
    pub solution: Vec<Digit>,
    pub rating: Rating,
    /// How many attempts were made.
    pub attempts: u32,
    /// Which attempt (from 1) made `puzzle`: with a phrase, [`generate_attempt`] remakes it
    /// from this number alone.
    pub attempt: u32,
    /// True when `rating.level` meets the request (at least `min_level`, or exactly it).
    pub reached_level: bool,
    pub stop: Stop,
}

/// One attempt's puzzle, before rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub puzzle: Puzzle,
    pub solution: Vec<Digit>,
    /// Uniqueness checks the removal took.
    pub checks: u32,
}

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
        return super::technique::generate_technique(params, phrase, control);
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
        let why = why_out_of_reach(params, params.min_level)
            .map_or("no level at least as hard is reachable", |why| why.reason());
        let offered: Vec<&str> = reachable_levels(params).into_iter().map(Level::name).collect();
        return Err(GenerateError::LevelOutOfReach {
            board: board_name(params),
            level: params.min_level,
            why: why.to_string(),
            offered: offered.join(", "),
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
    let (layout, solution) = board_and_solution(layout, params.jigsaw, rng)?;
    let removal = match params.format {
        SeedFormat::V1 => remove_givens(&layout, &solution, params.symmetry, rng, stop),
        SeedFormat::V2 => {
            let level = target_level(params).unwrap_or(params.min_level);
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
            return finish(best, stop, attempt - 1);
        }
        let Some(candidate) = attempt_once(attempt, &layout, &interrupted) else {
            if let Some(stop) = control.interruption() {
                return finish(best, stop, attempt);
            }
            failed_fills += 1;
            if best.is_empty() && (failed_fills >= FAILED_FILLS_LIMIT || params.attempt.is_some()) {
                return Err(GenerateError::NoSolutionGrid { attempts: attempt });
            }
            report(control, params, attempt, None, best.level());
            continue;
        };
        if easy_cap.is_some_and(|cap| solves_within(&candidate.puzzle, &candidate.solution, cap)) {
            report(control, params, attempt, Some(Level::Easy), best.level());
            best.offer_easy(attempt, candidate);
            continue;
        }
        let found = rated(params, attempt, candidate);
        report(control, params, attempt, Some(found.rating.level), best.level());
        if found.reached_level {
            return Ok(found);
        }
        best.offer(found);
    }
    finish(best, Stop::AttemptsExhausted, last_attempt)
}

/// Attempt `attempt`'s candidate with its rating.
pub(crate) fn rated(params: &GenerateParams, attempt: u32, candidate: Candidate) -> Generated {
    let rating = rate_unique(&candidate.puzzle, &candidate.solution);
    Generated {
        puzzle: candidate.puzzle,
        solution: candidate.solution,
        rating,
        attempts: attempt,
        attempt,
        reached_level: params.accepts(rating.level),
        stop: Stop::Reached,
    }
}

/// [`crate::rate::rate`] of a puzzle known to have exactly one solution, `solution`: every
/// candidate the search rates has been checked unique (or solved by logic), so the rater
/// need not run the exact solver to learn it.
fn rate_unique(puzzle: &Puzzle, solution: &[Digit]) -> Rating {
    let options = SolveOptions {
        stop_at_guess: true,
        unique: Some(true),
        solution: Some(solution.to_vec()),
        ..SolveOptions::default()
    };
    rate_solution(puzzle, &solve_logically_with(puzzle, &options))
}

/// How close a rating comes to the request: levels nearer the requested one first, then
/// higher scores.
pub(crate) fn closeness(params: &GenerateParams, rating: &Rating) -> (i32, u32) {
    let distance = (rating.level as i32 - params.min_level as i32).abs();
    (-distance, rating.score)
}

fn report(control: &Control<'_>, params: &GenerateParams, attempt: u32, level: Option<Level>, best: Option<Level>) {
    if let Some(on_attempt) = control.on_attempt {
        on_attempt(&Progress { attempt, max_attempts: params.max_attempts, level, best: best.max(level) });
    }
}

fn finish(best: Best<'_>, stop: Stop, attempts: u32) -> Result<Generated, GenerateError> {
    match best.into_best() {
        Some(best) => Ok(Generated { stop, attempts, ..best }),
        None => match stop {
            Stop::Cancelled => Err(GenerateError::Cancelled),
            Stop::OutOfTime => Err(GenerateError::OutOfTime),
            Stop::Reached | Stop::AttemptsExhausted => Err(GenerateError::NoSolutionGrid { attempts }),
        },
    }
}
