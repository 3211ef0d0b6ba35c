//! Practice of a family's own step: a puzzle of one family whose hardest step is one of
//! the steps that read its rules ([`Strategy::ConstraintRule`]: what one thermometer,
//! dot or line allows; [`Strategy::ConstraintCombination`]: the fillings of one rule
//! within its houses), so that a player meets that step with nothing harder around it.
//!
//! Algorithm (SEEDS.md, section 7c): attempt `k` of a phrase is the variant generator's
//! attempt `k` ([`super::variant_attempt`]): a minimal puzzle of the family. Its missing
//! digits are then given back one at a time, in an order drawn from the phrase's stream
//! `k`, until logic that stops at the step (no strategy after it in
//! [`Strategy::ALL`], no brute force) solves the puzzle. The attempt is kept when that
//! solve's hardest step is the step itself; else (the last digit given back made the step
//! unneeded) the search goes on with the next attempt, and past [`super::ATTEMPTS`] with
//! the phrases derived from the phrase, as the generator's does.

use super::family::{Families, VariantFamily};
use super::format::VariantFormat;
use super::{variant_attempt_as, VariantError, VariantPuzzle, ATTEMPTS, PHRASES};
use crate::digits::Digit;
use crate::generate::seed::{shuffle, SeedPhrase};
use crate::grid::Puzzle;
use crate::logic::{solve_logically_with, SolveOptions, Strategy};
use crate::rate::{level_for, rate_as, Level};

/// The level of a puzzle whose hardest step is `step`: the level its difficulty falls in.
pub fn practice_level(step: Strategy) -> Level {
    level_for(step.base_difficulty(), false)
}

/// The steps a player can practise on a family's puzzles, easiest first.
pub const PRACTICE_STEPS: [Strategy; 2] = [Strategy::ConstraintRule, Strategy::ConstraintCombination];

impl VariantFamily {
    /// The steps of [`PRACTICE_STEPS`] this family's practice makes: those whose puzzles
    /// the search finds within the speed targets (measured by the `variant_practice`
    /// example, BENCHMARKS.md "Practice of a family's steps"). A family whose attempts
    /// are too slow, or whose rules solve nothing before harder steps, offers none.
    pub fn practice_steps(self) -> &'static [Strategy] {
        use Strategy::{ConstraintCombination as Combinations, ConstraintRule as Rule};
        match self {
            VariantFamily::Thermometer
            | VariantFamily::Palindrome
            | VariantFamily::AntiKnight
            | VariantFamily::AntiKing
            | VariantFamily::EvenOdd => &[Rule],
            VariantFamily::Arrow | VariantFamily::RegionSum | VariantFamily::LittleKiller => &[Combinations],
            VariantFamily::Kropki
            | VariantFamily::KropkiNegative
            | VariantFamily::Xv
            | VariantFamily::XvNegative
            | VariantFamily::Whispers
            | VariantFamily::Renban
            | VariantFamily::Entropic
            | VariantFamily::Sandwich => &[Rule, Combinations],
            VariantFamily::NonConsecutive => &[],
        }
    }

    /// What practising `step` on this family is called, in players' words.
    pub fn practice_name(self, step: Strategy) -> String {
        let rule = match self {
            VariantFamily::Thermometer => "a thermometer's order",
            VariantFamily::Arrow => "an arrow's sum",
            VariantFamily::Kropki | VariantFamily::KropkiNegative => "a kropki pair",
            VariantFamily::Xv | VariantFamily::XvNegative => "an X or V pair",
            VariantFamily::Whispers => "a whisper's neighbours",
            VariantFamily::Renban => "a renban's run",
            VariantFamily::Palindrome => "a palindrome's mirrored cells",
            VariantFamily::RegionSum => "a region-sum line's equal sums",
            VariantFamily::Entropic => "an entropic line's thirds",
            VariantFamily::Sandwich => "a sandwich's sum",
            VariantFamily::LittleKiller => "a little killer's sum",
            VariantFamily::AntiKnight => "a knight's move",
            VariantFamily::AntiKing => "a king's move",
            VariantFamily::NonConsecutive => "neighbours that are not consecutive",
            VariantFamily::EvenOdd => "even and odd cells",
        };
        if step == Strategy::ConstraintCombination {
            format!("{}: {rule}, its fillings in a house", self.title())
        } else {
            format!("{}: {rule}", self.title())
        }
    }
}

/// A puzzle of `family` whose hardest step is `step` (one of the family's
/// [`VariantFamily::practice_steps`]), from `phrase`, as format `variant-v1` makes it.
pub fn practise_variant(
    family: VariantFamily,
    step: Strategy,
    phrase: &SeedPhrase,
) -> Result<VariantPuzzle, VariantError> {
    practise_variant_as(VariantFormat::V1, family, step, phrase)
}

/// [`practise_variant`] under `format` (its attempts solved and rated with the logic of
/// the format's edition).
pub fn practise_variant_as(
    format: VariantFormat,
    family: VariantFamily,
    step: Strategy,
    phrase: &SeedPhrase,
) -> Result<VariantPuzzle, VariantError> {
    let families = Families::one(family);
    if !family.practice_steps().contains(&step) {
        let offered: Vec<String> = family.practice_steps().iter().map(|s| family.practice_name(*s)).collect();
        return Err(VariantError::NoPractice {
            families: families.to_string(),
            step: step.to_string(),
            offered: if offered.is_empty() { "none".to_string() } else { offered.join("; ") },
        });
    }
    for round in 1..=PHRASES {
        let phrase = phrase.nth(round);
        for attempt in 1..=ATTEMPTS {
            let Some((puzzle, solution)) = practice_attempt_as(format, &families, step, &phrase, attempt) else {
                continue;
            };
            let rating = rate_as(&puzzle, format.edition());
            if rating.needs_guess || rating.hardest != step {
                continue;
            }
            return Ok(VariantPuzzle { families: families.clone(), puzzle, solution, rating, phrase, attempt });
        }
    }
    Err(VariantError::NoPracticeWithin {
        families: families.to_string(),
        step: step.to_string(),
        tries: PHRASES * ATTEMPTS,
    })
}

/// One practice attempt (from 1): the generator's attempt with digits given back until
/// logic up to `step` solves it, kept when `step` is its hardest (format `variant-v1`).
pub fn practice_attempt(
    families: &Families,
    step: Strategy,
    phrase: &SeedPhrase,
    attempt: u32,
) -> Option<(Puzzle, Vec<Digit>)> {
    practice_attempt_as(VariantFormat::V1, families, step, phrase, attempt)
}

/// [`practice_attempt`] under `format`.
pub fn practice_attempt_as(
    format: VariantFormat,
    families: &Families,
    step: Strategy,
    phrase: &SeedPhrase,
    attempt: u32,
) -> Option<(Puzzle, Vec<Digit>)> {
    let (mut puzzle, solution) = variant_attempt_as(format, families, phrase, attempt)?;
    let mut rng = phrase.rng(attempt);
    let mut missing: Vec<usize> = (0..solution.len()).filter(|&i| puzzle.givens()[i].is_none()).collect();
    shuffle(&mut rng, &mut missing);
    let options = SolveOptions {
        unique: Some(true),
        solution: Some(solution.clone()),
        brute_force: false,
        hardest_allowed: step,
        edition: format.edition(),
        ..SolveOptions::default()
    };
    let mut missing = missing.into_iter();
    loop {
        let solved = solve_logically_with(&puzzle, &options);
        if solved.solved {
            return (solved.hardest() == Some(step)).then_some((puzzle, solution));
        }
        let cell = missing.next()?;
        let mut givens = puzzle.givens().to_vec();
        givens[cell] = Some(solution[cell]);
        puzzle =
            Puzzle::new(puzzle.layout().clone(), givens).ok()?.with_constraints(puzzle.constraints().to_vec()).ok()?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn phrase(text: &str) -> SeedPhrase {
        SeedPhrase::new(text).unwrap()
    }

    #[test]
    fn a_practice_puzzle_is_unique_and_its_hardest_step_is_the_step_on_the_family() {
        for (family, step) in [
            (VariantFamily::Thermometer, Strategy::ConstraintRule),
            (VariantFamily::Arrow, Strategy::ConstraintCombination),
        ] {
            let made = practise_variant(family, step, &phrase("practice")).unwrap();
            assert_eq!(made.rating.hardest, step, "{family:?}");
            assert_eq!(made.rating.level, practice_level(step), "{family:?}");
            assert!(!made.rating.needs_guess);
            let found = crate::solve::Solver::new(&made.puzzle).limit(2).run();
            assert!(found.is_unique() && found.first() == Some(made.solution.as_slice()), "{family:?}");
            // The step reads the family's rules: without them, logic up to the step is stuck.
            let bare = Puzzle::new(made.puzzle.layout().clone(), made.puzzle.givens().to_vec()).unwrap();
            let options = SolveOptions { hardest_allowed: step, brute_force: false, ..SolveOptions::default() };
            assert!(!solve_logically_with(&bare, &options).solved, "{family:?}");
            let again = practise_variant(family, step, &phrase("practice")).unwrap();
            assert_eq!(again.puzzle, made.puzzle, "a phrase makes its puzzle again");
        }
    }

    #[test]
    fn a_step_the_family_does_not_offer_is_refused_with_what_it_offers() {
        let why = practise_variant(VariantFamily::Thermometer, Strategy::XWing, &phrase("x"))
            .map(|_| ())
            .unwrap_err()
            .to_string();
        assert!(why.contains("Thermometers: a thermometer's order"), "{why}");
        let none = practise_variant(VariantFamily::NonConsecutive, Strategy::ConstraintRule, &phrase("x"))
            .map(|_| ())
            .unwrap_err();
        assert!(none.to_string().contains("none"), "{none}");
    }

    #[test]
    fn every_family_names_every_step() {
        for family in VariantFamily::ALL {
            for step in PRACTICE_STEPS {
                let name = family.practice_name(step);
                assert!(name.starts_with(family.title()), "{name}");
            }
            assert!(family.practice_steps().iter().all(|s| PRACTICE_STEPS.contains(s)), "{family:?}");
        }
    }
}
