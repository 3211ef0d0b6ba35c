//! The solve loop: always apply the easiest strategy that finds something, then start
//! again from the easiest (Sudoku Explainer, HoDoKu). Brute force only as an explicit,
//! labelled last step.

use serde::{Deserialize, Serialize};

use super::context::{Ctx, LayoutIndex};
use super::killer::{
    combinations, forcing as cage_forcing, houses as house_combinations, innies, interactions, subsets as cage_subsets,
    sums as innie_outie_sums,
};
use super::propagate::{Branch, Propagation};
use super::variant::{combinations as constraint_combinations, houses as extra_houses, rule as constraint_rule};
use super::{
    als, brute, chains, colouring, fish, forcing, locked, pincer, single_digit, singles, subsets, uniqueness, wings,
};
use super::{Deduction, Edition, Strategy};
use crate::digits::Digit;
use crate::geometry::Layout;
use crate::grid::{Grid, Puzzle};

/// One step of a logical solution.
pub type Step = Deduction;

pub(crate) type Finder = fn(&Ctx) -> Option<Deduction>;

/// Every logical strategy with its finder, easiest first.
pub(crate) const FINDERS: &[(Strategy, Finder)] = &[
    (Strategy::FullHouse, singles::full_house),
    (Strategy::HiddenSingle, singles::hidden_single),
    (Strategy::NakedSingle, singles::naked_single),
    (Strategy::CageCombination, combinations::cage_combinations),
    (Strategy::ExtraHouse, extra_houses::extra_house),
    (Strategy::ConstraintRule, constraint_rule::constraint_rule),
    (Strategy::Pointing, locked::pointing),
    (Strategy::Claiming, locked::claiming),
    (Strategy::CageHouseInteraction, interactions::cage_house_interaction),
    (Strategy::InniesOuties, innies::innies_outies),
    (Strategy::ConstraintCombination, constraint_combinations::constraint_combinations),
    (Strategy::NakedPair, |c| subsets::naked(c, 2)),
    (Strategy::XWing, |c| fish::basic(c, 2)),
    (Strategy::HiddenPair, |c| subsets::hidden(c, 2)),
    (Strategy::NakedTriple, |c| subsets::naked(c, 3)),
    (Strategy::Swordfish, |c| fish::basic(c, 3)),
    (Strategy::GroupInniesOuties, innies::group_innies_outies),
    (Strategy::HiddenTriple, |c| subsets::hidden(c, 3)),
    (Strategy::CageSubset, cage_subsets::cage_subset),
    (Strategy::InnieOutieSum, innie_outie_sums::innie_outie_sums),
    (Strategy::XYWing, wings::xy_wing),
    (Strategy::XYZWing, wings::xyz_wing),
    (Strategy::HouseCombination, house_combinations::house_combinations),
    (Strategy::UniqueRectangle1, uniqueness::ur_type1),
    (Strategy::UniqueRectangle2, uniqueness::ur_type2),
    (Strategy::UniqueRectangle3, uniqueness::ur_type3),
    (Strategy::UniqueRectangle4, uniqueness::ur_type4),
    (Strategy::NakedQuad, |c| subsets::naked(c, 4)),
    (Strategy::SimpleColouring, colouring::simple),
    (Strategy::Skyscraper, single_digit::skyscraper),
    (Strategy::TwoStringKite, single_digit::two_string_kite),
    (Strategy::MultiColouring, colouring::multi),
    (Strategy::XChain, chains::x_chain),
    (Strategy::Jellyfish, |c| fish::basic(c, 4)),
    (Strategy::HiddenQuad, |c| subsets::hidden(c, 4)),
    (Strategy::NakedSubset, |c| (5..=c.size / 2).find_map(|k| subsets::naked(c, k))),
    (Strategy::FinnedXWing, |c| fish::finned(c, 2)),
    (Strategy::HiddenSubset, |c| (5..=c.size / 2).find_map(|k| subsets::hidden(c, k))),
    (Strategy::FinnedSwordfish, |c| fish::finned(c, 3)),
    (Strategy::Bug1, uniqueness::bug_plus_one),
    (Strategy::FinnedJellyfish, |c| fish::finned(c, 4)),
    (Strategy::LargeFish, |c| (5..=c.size / 2).find_map(|k| fish::basic(c, k))),
    (Strategy::AlsXz, als::als_xz),
    (Strategy::XYChain, chains::xy_chain),
    (Strategy::WWing, wings::w_wing),
    (Strategy::Aic, chains::aic),
    (Strategy::RuleContradiction, pincer::rule_contradiction),
    (Strategy::ForcingChain, forcing::forcing_chain),
    (Strategy::DynamicForcingChain, forcing::dynamic_forcing_chain),
    (Strategy::CageForcingChain, cage_forcing::cage_forcing_chain),
];

/// How to solve.
#[derive(Clone, Debug)]
pub struct SolveOptions {
    /// Whether the puzzle has exactly one solution (allows unique rectangles and BUG+1);
    /// `None`: find out with the exact solver.
    pub unique: Option<bool>,
    /// The solution, for brute-force steps; `None`: found with the exact solver.
    pub solution: Option<Vec<Digit>>,
    /// Allow brute-force steps when logic is stuck.
    pub brute_force: bool,
    /// Use no strategy harder than this one.
    pub hardest_allowed: Strategy,
    /// Stop at the first brute-force step (a rating needs no more: guessing rates at the top).
    pub stop_at_guess: bool,
    /// Use no step harder than this difficulty (tenths of the SE scale): a strategy whose
    /// base difficulty is higher is not tried, and a step it finds that rates higher (a long
    /// chain) counts as not found. The generator uses it to keep a puzzle within a level.
    pub max_difficulty: Option<u32>,
    /// The edition of the logic ([`Edition::LATEST`] unless a seed format pins another).
    pub edition: Edition,
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            unique: None,
            solution: None,
            brute_force: true,
            hardest_allowed: Strategy::CageForcingChain,
            stop_at_guess: false,
            max_difficulty: None,
            edition: Edition::LATEST,
        }
    }
}

/// The computer's whole solution of a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogicalSolution {
    /// Every step, in order.
    pub steps: Vec<Step>,
    /// True when every cell is filled.
    pub solved: bool,
    /// True when brute force was needed.
    pub needs_guess: bool,
    /// True when the position contradicts itself (no solution from here).
    pub broken: bool,
    /// Every strategy, easiest first, with the number of steps that used it (0: not used).
    pub utilized: Vec<(Strategy, usize)>,
    /// The final values (filled when `solved`).
    pub values: Vec<Option<Digit>>,
}

impl LogicalSolution {
    /// The empty cells when logic first ran out: those still empty at the end, and those
    /// filled from the first brute-force step on.
    pub fn cells_left_at_first_guess(&self) -> usize {
        let empty = self.values.iter().filter(|v| v.is_none()).count();
        let first_guess = self.steps.iter().position(|s| s.strategy == Strategy::BruteForce);
        empty + first_guess.map_or(0, |i| self.steps[i..].iter().map(|s| s.placements.len()).sum())
    }

    /// The hardest strategy used, if any step was made.
    pub fn hardest(&self) -> Option<Strategy> {
        self.steps.iter().map(|s| s.strategy).max()
    }

    /// The number of steps that used `strategy`.
    pub fn count(&self, strategy: Strategy) -> usize {
        self.steps.iter().filter(|s| s.strategy == strategy).count()
    }

    /// The position (values and candidates) just before step `step` of this solution of
    /// `puzzle`: the puzzle with the earlier steps applied. A step past the end gives the
    /// position after the last step.
    pub fn position_before(&self, puzzle: &Puzzle, step: usize) -> Grid {
        let layout = puzzle.layout();
        let mut grid = Grid::from_puzzle(puzzle);
        for deduction in self.steps.iter().take(step) {
            deduction.apply(layout, &mut grid);
        }
        grid
    }
}

/// Solves `puzzle` like a human, with brute force as a labelled last resort.
pub fn solve_logically(puzzle: &Puzzle) -> LogicalSolution {
    solve_logically_with(puzzle, &SolveOptions::default())
}

/// [`solve_logically`] with options.
pub fn solve_logically_with(puzzle: &Puzzle, options: &SolveOptions) -> LogicalSolution {
    solve_in(
        puzzle.layout(),
        &LayoutIndex::of_puzzle(puzzle).with_edition(options.edition),
        Grid::from_puzzle(puzzle),
        options,
    )
}

/// Solves from any position (values and candidates) of a board without variant constraints.
pub fn solve_grid(layout: &Layout, grid: Grid, options: &SolveOptions) -> LogicalSolution {
    solve_in(layout, &LayoutIndex::new(layout).with_edition(options.edition), grid, options)
}

/// Solves from any position of the board `index` describes (its variant constraints too).
fn solve_in(layout: &Layout, index: &LayoutIndex, mut grid: Grid, options: &SolveOptions) -> LogicalSolution {
    let (unique, solution) = facts(layout, index, &grid, options);
    // Cage sums and variant constraints can tell the two fillings of a deadly pattern
    // apart, so the uniqueness strategies never apply on such boards.
    let unique = unique && layout.cages().is_empty() && !index.has_constraints();
    let mut steps = Vec::new();
    let mut broken = false;
    let limit = layout.cell_count() * (layout.size() + 1);
    while !grid.is_solved() && steps.len() < limit {
        let ctx = Ctx::new(layout, index, &grid, unique);
        if ctx.is_broken() {
            broken = true;
            break;
        }
        let found = find(&ctx, options.hardest_allowed, options.max_difficulty).or_else(|| {
            match (&solution, options.brute_force) {
                (Some(solution), true) => brute::brute_force(&ctx, solution),
                _ => None,
            }
        });
        let Some(step) = found else { break };
        step.apply(layout, &mut grid);
        let guessed = step.strategy == Strategy::BruteForce;
        steps.push(step);
        if guessed && options.stop_at_guess {
            break;
        }
    }
    // The variant-rule strategies are listed for boards with variant constraints only.
    let utilized = Strategy::ALL
        .iter()
        .filter(|s| index.has_constraints() || !s.reads_constraints())
        .map(|&s| (s, steps.iter().filter(|d| d.strategy == s).count()))
        .collect();
    LogicalSolution {
        needs_guess: steps.iter().any(|s| s.strategy == Strategy::BruteForce),
        solved: grid.is_solved(),
        broken,
        utilized,
        values: grid.values().to_vec(),
        steps,
    }
}

/// True when logic with no step harder than `max_difficulty` (tenths of the SE scale)
/// solves `puzzle` from its givens, without brute force and without the uniqueness
/// strategies; such a puzzle therefore has exactly one solution. `solution` is the
/// puzzle's solution (the generator knows it; it saves running the exact solver).
///
/// Fast first: naked and hidden singles (and locked candidates when the cap allows them)
/// are followed with a queue; only when they are not enough does the solve loop take over
/// from the position they reached.
pub fn solves_within(puzzle: &Puzzle, solution: &[Digit], max_difficulty: u32) -> bool {
    solve_within(puzzle, solution, max_difficulty).iter().all(Option::is_some)
}

/// The values logic reaches as in [`solves_within`]: every cell filled when it solves
/// the puzzle, else the position where it got stuck. The classic and killer generators
/// ask it, so it solves with the logic their seed formats (v1 to v6) pin, [`Edition::V1`].
pub fn solve_within(puzzle: &Puzzle, solution: &[Digit], max_difficulty: u32) -> Vec<Option<Digit>> {
    let layout = puzzle.layout();
    let mut branch = Branch::from_grid(layout, &Grid::from_puzzle(puzzle));
    let propagation =
        if max_difficulty >= Strategy::Claiming.base_difficulty() { Propagation::Locked } else { Propagation::Singles };
    if branch.settle(layout, propagation).is_err() {
        return puzzle.givens().to_vec();
    }
    let (values, candidates) = branch.into_parts();
    if max_difficulty < Strategy::NakedPair.base_difficulty() || values.iter().all(Option::is_some) {
        return values;
    }
    let grid = Grid::from_parts(values, candidates);
    let options = SolveOptions {
        unique: Some(false),
        solution: Some(solution.to_vec()),
        brute_force: false,
        max_difficulty: Some(max_difficulty),
        edition: Edition::V1,
        ..SolveOptions::default()
    };
    solve_grid(layout, grid, &options).values
}

/// The easiest logical step from `grid` (no brute force), with strategies up to
/// `hardest_allowed`; `unique` allows the uniqueness strategies.
pub fn next_deduction(layout: &Layout, grid: &Grid, unique: bool, hardest_allowed: Strategy) -> Option<Deduction> {
    next_deduction_in(layout, &LayoutIndex::new(layout), grid, unique, hardest_allowed)
}

/// [`next_deduction`] on the board `index` describes (its variant constraints too).
pub(crate) fn next_deduction_in(
    layout: &Layout,
    index: &LayoutIndex,
    grid: &Grid,
    unique: bool,
    hardest_allowed: Strategy,
) -> Option<Deduction> {
    let ctx = Ctx::new(layout, index, grid, unique);
    if ctx.is_broken() {
        return None;
    }
    find(&ctx, hardest_allowed, None)
}

/// Runs one strategy on `grid` (for tests, and for "find me an X-Wing" features).
/// Brute force is not a strategy here and gives `None`.
pub fn find_strategy(layout: &Layout, grid: &Grid, strategy: Strategy, unique: bool) -> Option<Deduction> {
    find_strategy_in(layout, &LayoutIndex::new(layout), grid, strategy, unique)
}

/// [`find_strategy`] on a position of `puzzle`, whose variant constraints it reads.
pub fn find_puzzle_strategy(puzzle: &Puzzle, grid: &Grid, strategy: Strategy) -> Option<Deduction> {
    find_strategy_in(puzzle.layout(), &LayoutIndex::of_puzzle(puzzle), grid, strategy, false)
}

fn find_strategy_in(
    layout: &Layout,
    index: &LayoutIndex,
    grid: &Grid,
    strategy: Strategy,
    unique: bool,
) -> Option<Deduction> {
    let ctx = Ctx::new(layout, index, grid, unique);
    if strategy.needs_uniqueness() && !unique {
        return None;
    }
    FINDERS.iter().find(|(s, _)| *s == strategy).and_then(|(_, finder)| finder(&ctx)).filter(Deduction::is_productive)
}

pub(super) fn find(ctx: &Ctx, hardest_allowed: Strategy, max_difficulty: Option<u32>) -> Option<Deduction> {
    find_skipping(ctx, hardest_allowed, max_difficulty, |_| false)
}

/// [`find`] without the strategies for which `known_empty` is true: the caller knows
/// they find nothing in this position (the settled loop's queue has run them out).
pub(super) fn find_skipping(
    ctx: &Ctx,
    hardest_allowed: Strategy,
    max_difficulty: Option<u32>,
    known_empty: impl Fn(Strategy) -> bool,
) -> Option<Deduction> {
    let cap = max_difficulty.unwrap_or(u32::MAX);
    FINDERS
        .iter()
        .filter(|(s, _)| *s <= hardest_allowed && s.base_difficulty() <= cap && (ctx.unique || !s.needs_uniqueness()))
        .filter(|(s, _)| !known_empty(*s))
        .find_map(|(_, finder)| finder(ctx).filter(|d| d.is_productive() && d.difficulty <= cap))
}

/// The node budget of the exact solver when the solve loop needs the solution or a
/// uniqueness answer (a pathological large board then counts as not unique).
const NODE_BUDGET: u64 = 2_000_000;

/// Whether the position has exactly one solution, and a solution, from the options or
/// else from the exact solver ([`crate::solve`]) run on the position's values (its
/// pencil marks can only remove solutions, so "unique" stays true for them).
fn facts(layout: &Layout, index: &LayoutIndex, grid: &Grid, options: &SolveOptions) -> (bool, Option<Vec<Digit>>) {
    if let (Some(unique), Some(solution)) = (options.unique, &options.solution) {
        return (unique, Some(solution.clone()));
    }
    let position = Puzzle::new(layout.clone(), grid.values().to_vec())
        .map_err(|_| ())
        .and_then(|p| p.with_constraints(index.constraints().to_vec()).map_err(|_| ()));
    let Ok(position) = position else {
        // Two equal digits in a house, or a broken constraint: no solution, no uniqueness.
        return (options.unique.unwrap_or(false), options.solution.clone());
    };
    let found = crate::solve::Solver::new(&position).limit(2).node_budget(NODE_BUDGET).run();
    let unique = options.unique.unwrap_or_else(|| found.is_unique());
    let solution = options.solution.clone().or_else(|| found.solutions.into_iter().next());
    (unique, solution)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finders_follow_the_strategy_order() {
        // The solve loop tries FINDERS in order: it must be the order of difficulty.
        let order: Vec<Strategy> = FINDERS.iter().map(|&(s, _)| s).collect();
        let all: Vec<Strategy> = Strategy::ALL.iter().copied().filter(|&s| s != Strategy::BruteForce).collect();
        assert_eq!(order, all);
    }

    #[test]
    fn position_before_replays_the_earlier_steps_only() {
        let text = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let puzzle = crate::format::parse_puzzle(text).expect("valid puzzle");
        let solution = solve_logically(&puzzle);
        assert!(solution.solved && solution.steps.len() > 3);
        assert_eq!(solution.position_before(&puzzle, 0), Grid::from_puzzle(&puzzle));
        let third = &solution.steps[2];
        let before = solution.position_before(&puzzle, 2);
        let after = solution.position_before(&puzzle, 3);
        for &(cell, digit) in &third.placements {
            assert_eq!(before.value(cell), None, "step 3 has not been made yet");
            assert_eq!(after.value(cell), Some(digit));
        }
        let end = solution.position_before(&puzzle, usize::MAX);
        assert!(end.is_solved());
        assert_eq!(end.values(), solution.values.as_slice());
    }
}
