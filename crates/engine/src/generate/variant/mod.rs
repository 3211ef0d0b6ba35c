//! The variant generator: a unique puzzle of one family of variant constraints or two
//! (thermometers, arrows, kropki dots, lines, sums, rules of the board), solvable by logic
//! alone at the level asked, reproduced by its seed phrase.
//!
//! Algorithm (`sudoku generate --variant FAMILY[+FAMILY] --level LEVEL --seed PHRASE`,
//! format `variant-v1`; SEEDS.md section 7c):
//! 1. For attempt `k` of a phrase, the random stream is the phrase's stream `k`
//!    ([`SeedPhrase::rng`]).
//! 2. A solution: the classic fill of format v6 ([`board_and_solution`]), or, when a family is a rule
//!    of the whole board, random digits kept while the board can still be filled under it
//!    ([`reduce::fill_under`]).
//! 3. The pool: what a setter could draw on that solution, family by family
//!    ([`draw::draw`]): lines along paths where the rule holds, marks where the pair fits,
//!    every clue the solution gives.
//! 4. The puzzle ([`reduce::reduce`]): givens where another solution differs until the
//!    solution is the only one; then each constraint of the pool (of a family without a
//!    negative rule) and each given taken out when the solution stays the only one. What
//!    is left is minimal, as far as the checks' node budget can tell.
//! 5. Its rating ([`rate`]): kept when logic alone solves it and the level of its hardest
//!    step is the level asked (rated only as far as that level can go,
//!    [`rate_as_at`]: the same puzzles, sooner).
//!
//! After [`ATTEMPTS`] attempts the search goes on from the phrases derived from it
//! ([`SeedPhrase::nth`]: "phrase #2", "phrase #3"...), up to [`PHRASES`] of them.

pub mod draw;
pub mod family;
mod format;
mod little_killers;
mod nc_search;
pub mod offered;
pub mod practice;
pub mod reduce;
pub mod request;

use thiserror::Error;

pub use family::{Families, UnknownFamily, VariantFamily};
pub use format::{UnknownFormat, VariantFormat};
pub use offered::{offered_levels, OFFERED_PAIRS};
pub use practice::{practise_variant, practise_variant_as, PRACTICE_STEPS};
pub use request::{RequestError, VariantRequest};

use super::fill::board_and_solution;
use super::params::SeedFormat;
use super::seed::SeedPhrase;
use crate::constraint::{rule_sentences, Constraint};
use crate::digits::Digit;
use crate::format::Meta;
use crate::geometry::Layout;
use crate::grid::Puzzle;
#[cfg(test)]
use crate::rate::rate;
use crate::rate::{rate_as_at, rate_as_knowing_at, Level, Rating};

/// Attempts made from one phrase before the next derived phrase.
pub const ATTEMPTS: u32 = 8;
/// Phrases tried (the phrase and those derived from it) before giving up.
pub const PHRASES: u32 = 40;

/// The name of the latest version of the phrase-to-puzzle function of variant puzzles.
pub const VARIANT_FORMAT: &str = VariantFormat::LATEST.name();

/// A generated variant puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantPuzzle {
    pub families: Families,
    pub puzzle: Puzzle,
    pub solution: Vec<Digit>,
    pub rating: Rating,
    /// The phrase that made it: the one asked, or one derived from it.
    pub phrase: SeedPhrase,
    /// The attempt of that phrase, from 1.
    pub attempt: u32,
}

impl VariantPuzzle {
    /// Its title ("Thermometers (Moderate)") and its rules in plain words, as a document
    /// or a game's origin carries them.
    pub fn words(&self) -> Meta {
        let titles: Vec<&str> = self.families.list().iter().map(|f| f.title()).collect();
        Meta {
            title: Some(format!("{} ({})", titles.join(" and "), self.rating.level)),
            rules: Some(rule_sentences(self.puzzle.constraints(), self.puzzle.layout().size()).join(" ")),
            ..Meta::default()
        }
    }
}

/// Why no puzzle was made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum VariantError {
    #[error("{families} is not made at level {level}; it offers {offered}")]
    NotOffered { families: String, level: Level, offered: String },
    #[error("{families} puzzles are not made yet: logic alone seldom solves them, or an attempt takes too long")]
    NoneYet { families: String },
    #[error("no {families} puzzle at level {level} within {tries} attempts; try another level")]
    OutOfAttempts { families: String, level: Level, tries: u32 },
    #[error("{families} puzzles do not practise {step}; they practise {offered}")]
    NoPractice { families: String, step: String, offered: String },
    #[error("no {families} puzzle practising {step} within {tries} attempts")]
    NoPracticeWithin { families: String, step: String, tries: u32 },
}

/// A 9x9 puzzle of `families` at `level` (one of [`Families::made_levels`]) from `phrase`,
/// as format `variant-v1` makes it (the puzzle a `variant-v1` link makes; new puzzles:
/// [`generate_variant_as`] with [`VariantFormat::LATEST`]).
pub fn generate_variant(families: &Families, level: Level, phrase: &SeedPhrase) -> Result<VariantPuzzle, VariantError> {
    generate_variant_as(VariantFormat::V1, families, level, phrase)
}

/// [`generate_variant`] under `format`: its attempts ([`variant_attempt_as`]), each rated
/// with the logic of the format's edition.
pub fn generate_variant_as(
    format: VariantFormat,
    families: &Families,
    level: Level,
    phrase: &SeedPhrase,
) -> Result<VariantPuzzle, VariantError> {
    let offered = families.made_levels();
    if !offered.contains(&level) {
        let families = families.to_string();
        if offered.is_empty() {
            return Err(VariantError::NoneYet { families });
        }
        let offered = offered.iter().map(|l| l.name()).collect::<Vec<_>>().join(", ");
        return Err(VariantError::NotOffered { families, level, offered });
    }
    for round in 1..=PHRASES {
        let phrase = phrase.nth(round);
        for attempt in 1..=ATTEMPTS {
            let Some((puzzle, solution)) = variant_attempt_as(format, families, &phrase, attempt) else { continue };
            // Non-consecutive: the exact search the rating would run for the solution
            // costs more than its logic; the attempt knows it (the same rating).
            let rating = if families.list() == [VariantFamily::NonConsecutive] {
                rate_as_knowing_at(&puzzle, format.edition(), &solution, level)
            } else {
                rate_as_at(&puzzle, format.edition(), level)
            };
            if let Some(rating) = rating {
                return Ok(VariantPuzzle { families: families.clone(), puzzle, solution, rating, phrase, attempt });
            }
        }
    }
    Err(VariantError::OutOfAttempts { families: families.to_string(), level, tries: PHRASES * ATTEMPTS })
}

/// One attempt (from 1) of `phrase` under format `variant-v1`: the puzzle and its
/// solution, whatever its level; `None` when it came to nothing, or left a family without
/// a constraint.
pub fn variant_attempt(families: &Families, phrase: &SeedPhrase, attempt: u32) -> Option<(Puzzle, Vec<Digit>)> {
    variant_attempt_as(VariantFormat::V1, families, phrase, attempt)
}

/// [`variant_attempt`] under `format`, whose givens keep its symmetry where minimality
/// allows ([`VariantFormat::symmetry`]).
pub fn variant_attempt_as(
    format: VariantFormat,
    families: &Families,
    phrase: &SeedPhrase,
    attempt: u32,
) -> Option<(Puzzle, Vec<Digit>)> {
    let mut rng = phrase.rng(attempt);
    let layout = Layout::classic();
    if families.list() == [VariantFamily::NonConsecutive] {
        return non_consecutive_attempt(&layout, &mut rng);
    }
    let mut rules: Vec<_> = families.list().iter().flat_map(|&family| draw::board_rules(family)).collect();
    let board_rules: Vec<_> = families
        .list()
        .iter()
        .filter(|family| family.is_board_rule())
        .flat_map(|&family| draw::board_rules(family))
        .collect();
    let solution = if board_rules.is_empty() {
        // Pinned: a later format's fill must not change what a phrase makes.
        board_and_solution(&layout, false, SeedFormat::V6, &mut rng)?.1
    } else {
        reduce::fill_under(&layout, &board_rules, &mut rng)?
    };
    let values: Vec<u8> = solution.iter().map(|d| d.get()).collect();
    let mut used = vec![false; layout.cell_count()];
    let (mut pool, mut reduced) = (Vec::new(), Vec::new());
    for &family in families.list() {
        let drawn = draw::draw(family, &layout, &values, &mut used, &mut rng);
        // Under a negative rule a missing mark says something: every mark stays.
        if family.draws_every_mark() {
            rules.extend(drawn);
        } else {
            pool.extend(drawn.iter().cloned());
            if !family.is_board_rule() {
                reduced.push(drawn);
            }
        }
    }
    let puzzle = reduce::reduce(&layout, &solution, &rules, pool, format.symmetry(), &mut rng)?;
    // A puzzle of a family has some of it left: an even-odd puzzle without a mark is a
    // classic one.
    let kept = |drawn: &Vec<Constraint>| drawn.iter().any(|c| puzzle.constraints().contains(&c.clone().normalized()));
    reduced.iter().all(kept).then_some((puzzle, solution))
}

/// Non-consecutive alone: its own search fills the solution ([`nc_search`]), then every
/// given, in a random order, is taken out when no other solution has another digit there
/// (so the solution stays the only one), one by one (no symmetry kept). What is left is
/// minimal, as far as the checks' budget can tell.
fn non_consecutive_attempt(layout: &Layout, rng: &mut impl rand_core::Rng) -> Option<(Puzzle, Vec<Digit>)> {
    use crate::constraint::family::NonConsecutive;
    let solution = nc_search::fill(rng, NC_FILL_BUDGET, NC_FILL_RESTARTS)?;
    let mut givens: Vec<Option<Digit>> = solution.iter().copied().map(Some).collect();
    let mut cells: Vec<usize> = (0..givens.len()).collect();
    super::seed::shuffle(rng, &mut cells);
    for cell in cells {
        givens[cell] = None;
        if nc_search::another_without(&givens, cell, solution[cell], NC_CHECK_BUDGET) != Some(false) {
            givens[cell] = Some(solution[cell]);
        }
    }
    let rules = vec![Constraint::NonConsecutive(NonConsecutive)];
    let puzzle = Puzzle::new(layout.clone(), givens).ok()?.with_constraints(rules).ok()?;
    Some((puzzle, solution))
}

/// The branches a uniqueness check under the non-consecutive rule may take; one that runs
/// out counts as "not unique" (the given stays), so the result is the same everywhere.
const NC_CHECK_BUDGET: u64 = 200_000;
/// The branches of one try of a non-consecutive fill, and the tries.
const NC_FILL_BUDGET: u64 = 2_000;
const NC_FILL_RESTARTS: u32 = 100;

#[cfg(test)]
mod independent;
#[cfg(test)]
mod tests;
