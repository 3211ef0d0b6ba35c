//! Every step available now: each deduction the strategies find from one position
//! (Sudoku Explainer's "Get all hints", HoDoKu's "All possible steps"), grouped by
//! technique, easiest first.
//!
//! The singles (Full House, Hidden Single, Naked Single) and the locked candidates
//! (Pointing, Claiming) list every instance in the position; every other strategy lists
//! the one instance its finder returns (the first it meets), so each technique that
//! applies appears at least once; the Cage Forcing Chain, the killer's last resort, only
//! when no other technique applies. Steps with the same effect (the same placements and
//! eliminations) are listed once, under the easiest technique that finds it.

use super::context::{Ctx, LayoutIndex};
use super::solver::FINDERS;
use super::{locked, singles, Deduction, Strategy};
use crate::geometry::Layout;
use crate::grid::Grid;

/// Every step the strategies find from `grid`, grouped by technique in the order of
/// [`Strategy::ALL`] (easiest first), each group sorted by difficulty, without repeated
/// effects. `unique` allows the uniqueness strategies (the puzzle is known to have one
/// solution). A broken or solved position has none.
pub fn all_steps(layout: &Layout, grid: &Grid, unique: bool) -> Vec<Deduction> {
    all_steps_in(layout, &LayoutIndex::new(layout), grid, unique)
}

/// [`all_steps`] on the board `index` describes (its variant constraints too).
pub(crate) fn all_steps_in(layout: &Layout, index: &LayoutIndex, grid: &Grid, unique: bool) -> Vec<Deduction> {
    let ctx = Ctx::new(layout, index, grid, unique);
    if ctx.is_broken() || grid.is_solved() {
        return Vec::new();
    }
    let mut steps: Vec<Deduction> = Vec::new();
    let mut seen: Vec<Effect> = Vec::new();
    for &(strategy, finder) in FINDERS {
        if strategy.needs_uniqueness() && !unique {
            continue;
        }
        // The killer's last resort walks every cage in every branch: listed only where
        // nothing else is, as the solve loop uses it.
        if strategy == Strategy::CageForcingChain && !steps.is_empty() {
            continue;
        }
        // Each list comes easiest first already (a finder returns one step; hidden
        // singles come boxes, 1.2, before lines, 1.5; the others of a list share their
        // difficulty): no sort, whose code would weigh on the web worker.
        let found: Vec<Deduction> = match strategy {
            Strategy::FullHouse => singles::full_houses(&ctx).collect(),
            Strategy::HiddenSingle => singles::hidden_singles(&ctx).collect(),
            Strategy::NakedSingle => singles::naked_singles(&ctx).collect(),
            Strategy::Pointing | Strategy::Claiming => locked::all(&ctx, strategy).collect(),
            _ => finder(&ctx).into_iter().collect(),
        };
        for deduction in found.into_iter().filter(Deduction::is_productive) {
            let effect = Effect::of(&deduction);
            if !seen.contains(&effect) {
                seen.push(effect);
                steps.push(deduction);
            }
        }
    }
    steps
}

/// What a step changes, in a canonical order: each (cell, digit) as one number (cell
/// index times 256 plus digit), so the sort is the plain `usize` one the engine already has.
#[derive(Debug, PartialEq, Eq)]
struct Effect {
    placements: Vec<usize>,
    eliminations: Vec<usize>,
}

impl Effect {
    fn of(d: &Deduction) -> Effect {
        let canonical = |pairs: &[(crate::Cell, crate::Digit)]| {
            let mut out: Vec<usize> = pairs.iter().map(|&(c, d)| c.index() * 256 + usize::from(d.get())).collect();
            out.sort_unstable();
            out.dedup();
            out
        };
        Effect { placements: canonical(&d.placements), eliminations: canonical(&d.eliminations) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;
    use crate::logic::HintQuery;

    const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn steps_are_grouped_easiest_first_and_listed_once() {
        let puzzle = parse_puzzle(PUZZLE).expect("valid puzzle");
        let steps = all_steps(puzzle.layout(), &Grid::from_puzzle(&puzzle), true);
        assert!(steps.iter().filter(|d| d.strategy == Strategy::HiddenSingle).count() > 1, "every hidden single");
        for pair in steps.windows(2) {
            assert!(
                (pair[0].strategy, pair[0].difficulty) <= (pair[1].strategy, pair[1].difficulty),
                "{:?} before {:?}",
                pair[0].strategy,
                pair[1].strategy
            );
        }
        for (i, a) in steps.iter().enumerate() {
            assert!(steps[i + 1..].iter().all(|b| Effect::of(a) != Effect::of(b)), "{a} twice");
        }
    }

    #[test]
    fn a_solution_of_the_wrong_length_counts_as_unknown() {
        let puzzle = parse_puzzle(PUZZLE).expect("valid puzzle");
        let values = puzzle.givens().to_vec();
        let short = vec![crate::Digit::new(1).expect("a digit"); 5];
        let query = HintQuery { puzzle, values, marks: None, solution: Some(short) };
        let steps = query.steps().expect("steps without the solution");
        assert!(steps.iter().all(|d| !d.strategy.needs_uniqueness()), "no uniqueness without a known solution");
        assert!(!steps.is_empty());
    }
}
