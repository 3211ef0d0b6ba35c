//! The trainer: a seeded puzzle whose hardest step (the rating's hardest strategy) is one
//! chosen technique, and the position just before its first use.
//!
//! Algorithm (SEEDS.md, section 3c): attempt `k` draws from stream `k` of the phrase, as
//! every generation does: the solution grid and the shuffled orbits of the symmetry are
//! v1's. The singles are met by removing orbits while logic capped at the technique (no
//! strategy after it in [`crate::logic::Strategy::ALL`], no brute force) still solves the puzzle;
//! every harder technique by v1's removal and then orbits given back until capped logic
//! solves the puzzle with the technique on the way ([`give_back`], [`TechniqueSteering`]); Naked Quad
//! and the jellyfish first keep a house or a digit out of the givens, Hidden Quad on the
//! classic board a box framed by givens kept in, Jellyfish on other 9x9 boards from seed
//! format v4 a fish framed so ([`reserve`]); an attempt whose givens
//! leave the technique no room fails at once ([`room`]); Dynamic Forcing Chain on the
//! classic board (from seed format v4 the jigsaw board too) builds its attempts around a
//! tridagon ([`tridagon`]); BUG+1 on boards with diagonals from format v5 gives back toward
//! a bivalue grave ([`give_back::toward_grave`]). Capped logic is the settled solve loop
//! ([`crate::logic::solve_settled`]), which takes the rating's steps. The search keeps the first attempt
//! whose rating's hardest strategy is the technique itself; its level is the engine's own
//! ([`engine_rating`]), as it always was, so a trainer link keeps its label. When the phrase's attempt
//! budget runs out, the search goes on with the phrase's later streams, round after round
//! ([`search_end`]), so an offered technique is always made; the seed link pins the
//! attempt, whichever round it is in. Which techniques a board offers is measured ([`offer`]).

pub mod attempts;
pub mod give_back;
pub mod offer;
pub mod reserve;
pub mod room;
pub mod start;
pub mod tridagon;

pub use attempts::{technique_attempt, technique_steering, TechniqueSteering};
pub use start::{before_first_use, StartPosition};

use super::error::GenerateError;
use super::params::GenerateParams;
use super::seed::SeedPhrase;
use super::types::{Candidate, Control, Generated, Stop};
use crate::geometry::Layout;
use crate::rate::{engine_rating, Level};
use offer::trainer_techniques;

/// How many rounds of the phrase's attempt budget the search may take before it gives up:
/// past the budget it goes on with attempts `max_attempts + 1, ...` (later streams of the
/// same phrase). An offered technique turns up within a round or two; the end only bounds
/// a search that something made hopeless.
pub const TRAINER_ROUNDS: u32 = 64;

/// The last attempt the search for `params` may make ([`TRAINER_ROUNDS`] rounds).
pub fn search_end(params: &GenerateParams) -> u32 {
    params.max_attempts.saturating_mul(TRAINER_ROUNDS)
}

/// The end of the round of `attempt`: what progress reports as the budget, so that an
/// attempt past the phrase's budget reads "attempt 2345 of 4000".
fn round_end(max_attempts: u32, attempt: u32) -> u32 {
    attempt.div_ceil(max_attempts).saturating_mul(max_attempts).max(max_attempts)
}

/// The puzzle for `params` (whose `technique` is set) and `phrase`: the first attempt
/// whose hardest step is the technique, within the phrase's budget and then past it
/// ([`search_end`]). `params.attempt` remakes that attempt alone, whichever round it is in
/// (rated, not searched; `reached_level` says whether it still has the technique).
pub fn generate_technique(
    params: &GenerateParams,
    phrase: &SeedPhrase,
    control: &Control<'_>,
) -> Result<Generated, GenerateError> {
    let technique = params.technique.ok_or(GenerateError::NoTechnique)?;
    Layout::new(params.geometry.clone())?;
    if params.attempt == Some(0) {
        return Err(GenerateError::AttemptZero);
    }
    if params.max_attempts == 0 {
        return Err(GenerateError::NoAttempts);
    }
    let offered = trainer_techniques(params);
    if !offered.contains(&technique) {
        return Err(GenerateError::TechniqueOutOfReach { technique, board: params.board_kind(), offered });
    }
    let attempts = match params.attempt {
        Some(attempt) => attempt..=attempt,
        None => 1..=search_end(params),
    };
    let interrupted = || control.interruption().is_some();
    let mut best: Option<Level> = None;
    for attempt in attempts {
        if let Some(stop) = control.interruption() {
            return Err(interrupted_error(stop));
        }
        let candidate = technique_attempt(params, technique, &mut phrase.rng(attempt), &interrupted);
        let Some(Candidate { puzzle, solution, .. }) = candidate else {
            if let Some(stop) = control.interruption() {
                return Err(interrupted_error(stop));
            }
            control.report(round_end(params.max_attempts, attempt), attempt, None, best);
            continue;
        };
        let rating = engine_rating(&puzzle);
        best = best.max(Some(rating.level));
        control.report(round_end(params.max_attempts, attempt), attempt, Some(rating.level), best);
        let reached_level = rating.hardest == technique && !rating.needs_guess;
        if reached_level || params.attempt.is_some() {
            let stop = if reached_level { Stop::Reached } else { Stop::AttemptsExhausted };
            return Ok(Generated { puzzle, solution, rating, attempts: attempt, attempt, reached_level, stop });
        }
    }
    Err(GenerateError::TechniqueNotMade { technique, attempts: search_end(params) })
}

fn interrupted_error(stop: Stop) -> GenerateError {
    match stop {
        Stop::OutOfTime => GenerateError::OutOfTime,
        _ => GenerateError::Cancelled,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::SeedPhrase;
    use crate::geometry::Geometry;
    use crate::logic::Strategy;

    #[test]
    fn the_offer_follows_the_board() {
        let classic = GenerateParams::for_technique(Geometry::standard(3, 3), false, Strategy::XWing);
        let offered = trainer_techniques(&classic);
        assert!(offered.contains(&Strategy::XYChain) && offered.contains(&Strategy::ForcingChain));
        assert!(!offered.contains(&Strategy::LargeFish) && !offered.contains(&Strategy::BruteForce));
        let small = GenerateParams::for_technique(Geometry::standard(2, 2), false, Strategy::XWing);
        assert!(!trainer_techniques(&small).contains(&Strategy::XWing));
        let phrase = SeedPhrase::new("tea").expect("phrase");
        let refused = generate_technique(&small, &phrase, &Control::default());
        assert!(matches!(refused, Err(GenerateError::TechniqueOutOfReach { .. })), "{refused:?}");
    }
}
