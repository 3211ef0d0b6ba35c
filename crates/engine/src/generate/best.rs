//! The best attempt so far, for a search that has not yet met its level: the nearest level
//! to the one asked, then the higher score, the earlier attempt on ties (SEEDS.md,
//! section 4). It is what the search returns when no attempt meets the request.
//!
//! When Easy does not meet the request, an attempt that singles alone solve is Easy
//! without rating it (Easy is the level of the puzzles singles solve), and it cannot be the
//! answer: its rating is needed only to compare scores if no attempt meets the level, so
//! it is made then, and most searches never make it.

use super::params::{GenerateParams, SeedFormat};
use super::se_levels;
use super::types::{Candidate, Generated, Stop};
use crate::digits::Digit;
use crate::grid::Puzzle;
use crate::logic::{solve_logically_with, Edition, LogicalSolution, SolveOptions, Strategy};
use crate::rate::{rate_solution, se_level, Level, Rating};

/// The best attempt among those offered, rated or known to be Easy.
pub(crate) struct Best<'p> {
    params: &'p GenerateParams,
    /// The best attempt among those rated.
    rated: Option<Generated>,
    /// Attempts known to be Easy and not rated yet, in attempt order.
    easy: Vec<(u32, Candidate)>,
}

impl<'p> Best<'p> {
    pub(crate) fn new(params: &'p GenerateParams) -> Best<'p> {
        Best { params, rated: None, easy: Vec::new() }
    }

    /// True before any attempt is offered.
    pub(crate) fn is_empty(&self) -> bool {
        self.rated.is_none() && self.easy.is_empty()
    }

    /// Offers a rated attempt (offered in attempt order).
    pub(crate) fn offer(&mut self, found: Generated) {
        if self.rated.as_ref().is_none_or(|b| closeness(self.params, &found.rating) > closeness(self.params, &b.rating))
        {
            self.rated = Some(found);
        }
    }

    /// Offers an attempt that singles solve, to be rated only if it may be returned.
    pub(crate) fn offer_easy(&mut self, attempt: u32, candidate: Candidate) {
        self.easy.push((attempt, candidate));
    }

    /// The level of the best attempt so far, without rating the Easy ones: a rated attempt
    /// at most as far from the level asked as Easy beats every Easy one, since the score
    /// of any harder level is higher than an Easy one's.
    pub(crate) fn level(&self) -> Option<Level> {
        let distance = |level: Level| (level as i32 - self.params.min_level as i32).abs();
        match &self.rated {
            Some(rated) if self.easy.is_empty() || distance(rated.rating.level) <= distance(Level::Easy) => {
                Some(rated.rating.level)
            }
            _ => (!self.easy.is_empty()).then_some(Level::Easy),
        }
    }

    /// The best attempt of all, rating the Easy ones first.
    pub(crate) fn into_best(self) -> Option<Generated> {
        let params = self.params;
        let mut best = self.rated;
        for (attempt, candidate) in self.easy {
            let found = rated(params, attempt, candidate);
            let better = best.as_ref().is_none_or(|b| {
                let (new, old) = (closeness(params, &found.rating), closeness(params, &b.rating));
                new > old || (new == old && found.attempt < b.attempt)
            });
            if better {
                best = Some(found);
            }
        }
        best
    }
}

/// Attempt `attempt`'s candidate with its rating. In format v3 the rating's level is the
/// level on SE's scale ([`se_levels::level`]); the score and the hardest strategy stay
/// the engine's.
pub(crate) fn rated(params: &GenerateParams, attempt: u32, candidate: Candidate) -> Generated {
    let path = solve_unique(&candidate.puzzle, &candidate.solution, ATTEMPT_HARDEST);
    let mut rating = rate_solution(&candidate.puzzle, &path);
    let mut reached_level = params.accepts(rating.level);
    if params.format >= SeedFormat::V3 {
        let (level, last) = se_levels::level(params, &candidate.puzzle, &path, rating.level);
        rating.level = level;
        reached_level = last && params.accepts(level);
    }
    Generated {
        puzzle: candidate.puzzle,
        solution: candidate.solution,
        rating,
        attempts: attempt,
        attempt,
        reached_level,
        stop: Stop::Reached,
    }
}

/// The hardest strategy an attempt is rated with. The Cage Forcing Chain, tried only where
/// every other strategy stalls, never changes an attempt's level (a step of it and a guess
/// are both Obscene), so the search rates without it and makes the same choices; only the
/// puzzle returned is rated with it ([`with_full_rating`]).
const ATTEMPT_HARDEST: Strategy = Strategy::DynamicForcingChain;

/// The solve path [`crate::rate::rate`] reads (with strategies up to `hardest_allowed`), of
/// a puzzle known to have exactly one solution, `solution`: every candidate the search
/// rates has been checked unique (or solved by logic), so the rater need not run the
/// exact solver to learn it.
fn solve_unique(puzzle: &Puzzle, solution: &[Digit], hardest_allowed: Strategy) -> LogicalSolution {
    let options = SolveOptions {
        stop_at_guess: true,
        unique: Some(true),
        solution: Some(solution.to_vec()),
        hardest_allowed,
        // Seed formats v1 to v6 rate with the first edition of the logic.
        edition: Edition::V1,
        ..SolveOptions::default()
    };
    solve_logically_with(puzzle, &options)
}

/// A killer about to be returned whose rating needed a guess, rated again with every
/// strategy (the Cage Forcing Chain too), so that its rating is the one
/// [`crate::rate::engine_rating`] gives it; its level stays (Obscene either way).
pub(crate) fn with_full_rating(mut found: Generated) -> Generated {
    if found.rating.needs_guess && !found.puzzle.layout().cages().is_empty() {
        let path = solve_unique(&found.puzzle, &found.solution, Strategy::CageForcingChain);
        found.rating = Rating { level: found.rating.level, ..rate_solution(&found.puzzle, &path) };
    }
    found
}

/// A best attempt about to be returned, whose v3 level may be an estimate (an attempt
/// `se_levels::could_meet` turned away): its level made final, and whether it now
/// meets the request.
pub(crate) fn with_final_level(params: &GenerateParams, mut best: Generated) -> Generated {
    if params.format >= SeedFormat::V3 && se_levels::se_rated(params) {
        let path = solve_unique(&best.puzzle, &best.solution, Strategy::CageForcingChain);
        best.rating.level = se_level(&best.puzzle, &path);
        best.reached_level = params.accepts(best.rating.level);
    }
    best
}

/// How close a rating comes to the request: levels nearer the requested one first, then
/// higher scores.
fn closeness(params: &GenerateParams, rating: &Rating) -> (i32, u32) {
    let distance = (rating.level as i32 - params.min_level as i32).abs();
    (-distance, rating.score)
}
