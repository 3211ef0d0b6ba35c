//! The solve loop with its easiest strategies followed by a queue: naked and hidden
//! singles (and locked candidates when harder strategies are allowed) run to their
//! fixpoint between steps instead of one step at a time. Those strategies only place
//! digits and remove candidates, so their fixpoint is the same whatever their order, and
//! the loop meets the same positions before each harder step as [`solve_grid`] does: it
//! takes the same harder steps and stops in the same position, several times faster.
//! The generator's trainer runs it for every given it tries.
//!
//! [`solve_grid`]: super::solve_grid

use super::context::{Ctx, LayoutIndex};
use super::propagate::{Branch, Propagation};
use super::solver::find_skipping;
use super::{Deduction, Strategy};
use crate::digits::{Cell, Digit};
use crate::geometry::Layout;
use crate::grid::Grid;

/// Where the settled solve loop ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettledSolution {
    /// The steps of strategies harder than those followed by the queue, in order.
    pub steps: Vec<Deduction>,
    /// Every cell filled.
    pub solved: bool,
    /// The values where the loop ended (all filled when `solved`).
    pub values: Vec<Option<Digit>>,
    /// The candidates beyond two in each empty cell where the loop ended: 1 in a BUG+1
    /// position, 0 in a bivalue grave.
    pub candidates_over_two: usize,
}

impl SettledSolution {
    /// The number of steps that used `strategy` (a strategy harder than those followed).
    pub fn count(&self, strategy: Strategy) -> usize {
        self.steps.iter().filter(|s| s.strategy == strategy).count()
    }
}

/// Solves from `grid` with strategies up to `hardest_allowed` (no brute force; `unique`
/// allows the uniqueness strategies). Naked and hidden singles are followed by a queue
/// when `hardest_allowed` includes them, and locked candidates too when it is harder than
/// [`Strategy::Claiming`]; every other step is listed. A contradiction ends the loop unsolved.
pub fn solve_settled(layout: &Layout, grid: Grid, unique: bool, hardest_allowed: Strategy) -> SettledSolution {
    solve_settled_in(layout, &LayoutIndex::new(layout), (grid, None), unique, hardest_allowed)
}

/// [`solve_settled`] with the layout's index built by the caller, who solves many
/// positions of one layout (the trainer's give-back), from a start as
/// [`solve_settled_until`] takes it.
pub(crate) fn solve_settled_in(
    layout: &Layout,
    index: &LayoutIndex,
    start: (Grid, Option<&Singles>),
    unique: bool,
    hardest_allowed: Strategy,
) -> SettledSolution {
    let never = |_: &[Deduction], _: &[Option<Digit>]| false;
    let solved = solve_settled_until(layout, index, start, unique, hardest_allowed, &never);
    // A loop never abandoned always ends with a solution.
    solved.unwrap_or(SettledSolution { steps: Vec::new(), solved: false, values: Vec::new(), candidates_over_two: 0 })
}

/// Whether a solve may stop, asked with its steps so far and the values reached.
pub(crate) type Abandon<'a> = dyn Fn(&[Deduction], &[Option<Digit>]) -> bool + 'a;

/// [`solve_settled_in`], abandoned (`None`) as soon as `abandon`, asked with the steps
/// so far and the values before each harder step is looked for, says that the caller no
/// longer needs the solution. The trainer abandons a solve once its technique can no
/// longer be used when only a use of it would matter. The start is a position and,
/// when the caller followed its singles already, those singles ([`Singles::grid`] is
/// the position): the queue goes on from them instead of following the position anew.
pub(crate) fn solve_settled_until(
    layout: &Layout,
    index: &LayoutIndex,
    (mut grid, singles): (Grid, Option<&Singles>),
    unique: bool,
    hardest_allowed: Strategy,
    abandon: &Abandon,
) -> Option<SettledSolution> {
    let propagation = match hardest_allowed {
        s if s > Strategy::Claiming => Some(Propagation::Locked),
        s if s >= Strategy::NakedSingle => Some(Propagation::Singles),
        _ => None,
    };
    // The queue has run out the strategies it follows whenever the loop looks for a step.
    let exhausted = |strategy| propagation.is_some_and(|p: Propagation| p.exhausts(strategy));
    let nothing_else = Strategy::ALL.iter().filter(|&&s| s <= hardest_allowed).all(|&s| exhausted(s));
    let mut steps = Vec::new();
    let limit = layout.cell_count() * (layout.size() + 1);
    // The position of `grid` followed through the queue, when the last step was followed
    // from the one before without a contradiction: the queue's fixpoint is the same
    // whatever the order, so it is the one following the whole position again reaches.
    let mut followed: Option<Branch> = propagation.zip(singles).and_then(|(propagation, singles)| {
        let mut branch = singles.branch.clone();
        branch.settle(layout, propagation).is_ok().then_some(branch)
    });
    while steps.len() < limit && !grid.is_solved() {
        if let Some(propagation) = propagation {
            let branch = match followed.take() {
                Some(branch) => branch,
                None => {
                    let mut branch = Branch::from_grid(layout, &grid);
                    if branch.settle(layout, propagation).is_err() {
                        break;
                    }
                    branch
                }
            };
            grid = Grid::from_parts(branch.values().to_vec(), branch.all_candidates().to_vec());
            followed = Some(branch);
            if grid.is_solved() || nothing_else {
                break;
            }
        }
        if abandon(&steps, grid.values()) {
            return None;
        }
        // The branch followed to this position has its houses' places at hand.
        let ctx = match followed.as_ref().filter(|branch| branch.all_candidates() == grid.all_candidates()) {
            Some(branch) => Ctx::with_places(layout, index, &grid, unique, branch.houses()),
            None => Ctx::new(layout, index, &grid, unique),
        };
        if ctx.is_broken() {
            break;
        }
        let Some(step) = find_skipping(&ctx, hardest_allowed, None, exhausted) else { break };
        step.apply(layout, &mut grid);
        if let (Some(mut branch), Some(propagation)) = (followed.take(), propagation) {
            followed = branch.follow(layout, &step, propagation).is_ok().then_some(branch);
        }
        steps.push(step);
    }
    let candidates_over_two = grid.empty_cells().map(|cell| grid.candidates(cell).len().saturating_sub(2)).sum();
    Some(SettledSolution { steps, solved: grid.is_solved(), values: grid.values().to_vec(), candidates_over_two })
}

/// A position followed through its naked and hidden singles, kept so that positions with
/// more digits placed can be followed from it. Singles only place digits and remove
/// candidates, and every one found stays true with more digits placed, so placing the
/// new digits here and following the singles again ends where following them from the
/// larger position's start does. The trainer's give-back tries many digits on one
/// position.
#[derive(Clone, Debug)]
pub(crate) struct Singles {
    branch: Branch,
}

impl Singles {
    /// The singles of the position `values`; `None` when they meet a contradiction.
    pub(crate) fn of(layout: &Layout, values: &[Option<Digit>]) -> Option<Singles> {
        let mut branch = Branch::from_grid(layout, &Grid::from_values(layout, values));
        branch.settle(layout, Propagation::Singles).ok()?;
        Some(Singles { branch })
    }

    /// The singles of this position with `placements` made too; `None` when they
    /// contradict it.
    pub(crate) fn with(&self, layout: &Layout, placements: impl IntoIterator<Item = (Cell, Digit)>) -> Option<Singles> {
        let mut branch = self.branch.clone();
        for (cell, digit) in placements {
            match branch.value(cell) {
                Some(value) if value == digit => {}
                Some(_) => return None,
                None => branch.assume(layout, (cell, digit), Propagation::Singles).ok()?,
            }
        }
        Some(Singles { branch })
    }

    /// The values the singles reached.
    pub(crate) fn values(&self) -> &[Option<Digit>] {
        self.branch.values()
    }

    /// The position the singles reached, values and candidates.
    pub(crate) fn grid(&self) -> Grid {
        Grid::from_parts(self.branch.values().to_vec(), self.branch.all_candidates().to_vec())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::SeedPhrase;
    use crate::grid::Puzzle;
    use crate::solve::solve_randomly;

    /// Digits placed on a position's singles and followed again end where the singles of
    /// the larger position do, values and candidates alike.
    #[test]
    fn singles_with_more_digits_end_where_the_larger_positions_singles_do() {
        let layout = Layout::classic();
        let mut rng = SeedPhrase::new("singles").expect("phrase").rng(1);
        let solution = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 100_000).expect("a solution grid");
        // Every fourth cell given; then, three times, five other cells added to those.
        let givens: Vec<Option<Digit>> = solution.iter().enumerate().map(|(i, &d)| (i % 4 == 0).then_some(d)).collect();
        let base = Singles::of(&layout, &givens).expect("givens of a solution");
        let open = base.values().iter().filter(|v| v.is_none()).count();
        assert!(open > 20, "the singles leave {open} cells open");
        for step in 0..3 {
            let more: Vec<(Cell, Digit)> = layout
                .cells()
                .filter(|c| c.index() % 4 != 0 && c.index() % 3 == step)
                .take(5)
                .map(|c| (c, solution[c.index()]))
                .collect();
            let mut larger = givens.clone();
            for &(cell, digit) in &more {
                larger[cell.index()] = Some(digit);
            }
            let from_scratch = Singles::of(&layout, &larger).expect("givens of a solution");
            let followed = base.with(&layout, more.iter().copied()).expect("digits of the solution");
            assert_eq!(followed.grid(), from_scratch.grid(), "step {step}");
            assert_eq!(followed.values(), from_scratch.values());
            assert!(followed.values().iter().filter(|v| v.is_none()).count() < open, "step {step} placed digits");
        }
        let wrong = Digit::from_index((solution[0].index() + 1) % 9).expect("a digit");
        assert!(base.with(&layout, [(Cell::new(0), wrong)]).is_none(), "a given changed is a contradiction");
    }

    /// A branch followed through singles and locked candidates keeps the places of each
    /// digit in each house that its candidates give, so the position it hands the
    /// strategies is the one built from its grid.
    #[test]
    fn a_followed_branch_keeps_the_places_its_candidates_give() {
        let layout = Layout::new(crate::geometry::Geometry::standard(4, 4)).expect("16x16");
        let index = LayoutIndex::new(&layout);
        let mut rng = SeedPhrase::new("followed places").expect("phrase").rng(1);
        let solution = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 1_000_000).expect("a solution grid");
        let mut open = 0;
        for kept in [3, 4, 5] {
            let givens: Vec<Option<Digit>> =
                solution.iter().enumerate().map(|(i, &d)| (i % kept == 0).then_some(d)).collect();
            let mut branch = Branch::from_grid(&layout, &Grid::from_values(&layout, &givens));
            branch.settle(&layout, Propagation::Locked).expect("givens of a solution");
            let grid = Grid::from_parts(branch.values().to_vec(), branch.all_candidates().to_vec());
            let built = Ctx::new(&layout, &index, &grid, true);
            let kept_places = Ctx::with_places(&layout, &index, &grid, true, branch.houses());
            open += grid.empty_cells().count();
            for h in 0..layout.houses().len() {
                assert_eq!(kept_places.placed(h), built.placed(h), "house {h}");
                for digit in built.digits() {
                    assert_eq!(kept_places.places(h, digit), built.places(h, digit), "house {h}, digit {digit:?}");
                }
            }
            assert_eq!(kept_places.is_broken(), built.is_broken());
        }
        assert!(open > 0, "the givens leave cells open");
    }

    /// A solve that goes on from singles followed already ends where a solve of their
    /// position does, whatever strategies it is capped at.
    #[test]
    fn a_solve_from_followed_singles_is_the_solve_of_their_position() {
        let layout = Layout::classic();
        let index = LayoutIndex::new(&layout);
        let mut rng = SeedPhrase::new("followed singles").expect("phrase").rng(1);
        let mut steps = 0;
        for round in 0..40 {
            let solution = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 100_000).expect("a solution grid");
            let kept = 3 + round % 3;
            let givens: Vec<Option<Digit>> =
                solution.iter().enumerate().map(|(i, &d)| (i % kept == round % kept).then_some(d)).collect();
            let singles = Singles::of(&layout, &givens).expect("givens of a solution");
            for cap in [Strategy::NakedSingle, Strategy::Claiming, Strategy::XWing, Strategy::XYChain, Strategy::AlsXz]
            {
                let followed = solve_settled_in(&layout, &index, (singles.grid(), Some(&singles)), true, cap);
                let anew = solve_settled_in(&layout, &index, (singles.grid(), None), true, cap);
                assert_eq!(followed, anew, "round {round}, capped at {cap}");
                steps += followed.steps.len();
            }
        }
        assert!(steps > 10, "{steps} steps taken");
    }
}
