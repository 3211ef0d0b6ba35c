//! Giving orbits back: after v1's removal, orbits of givens come back until logic capped
//! at the technique solves the puzzle and needs the technique on the way.

use rand_core::Rng;

use super::reserve::{may_be_easiest, without_reserved};
use super::room::may_be_used;
use crate::digits::{Cell, Digit};
use crate::generate::params::{GenerateParams, SeedFormat};
use crate::generate::remove::{
    check_budget, orbit_of_cells, unique_after, unique_within, Digger, Removal, RemovalCheck,
};
use crate::generate::seed::below;
use crate::geometry::Layout;
use crate::grid::{Grid, Puzzle};
use crate::logic::{solve_settled_in, solve_settled_until, Deduction, Edition, LayoutIndex, Singles, Strategy};

/// v1's removal over the `open` orbits with the `reserved` cells kept empty, then
/// [`give_back`] until capped logic needs the technique; `None` when either fails or
/// `stop` returned true. From seed format v6 removal checks only for solutions that
/// differ in the cells taken out ([`unique_after`]; on standard 16x16 boards this is a
/// cheaper search with its own budget outcomes).
pub(super) fn remove_and_give_back(
    layout: &Layout,
    (solution, format): (&[Digit], SeedFormat),
    (orbits, open, reserved): (&[Vec<Cell>], &[Vec<Cell>], &[bool]),
    capped: &Capped,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<Removal> {
    let budget = check_budget(layout.size());
    let check: Box<RemovalCheck> = if format >= SeedFormat::V6 {
        Box::new(move |puzzle: &Puzzle, removed: &[Cell]| unique_after(puzzle, solution, removed, budget))
    } else {
        Box::new(move |puzzle: &Puzzle, _: &[Cell]| unique_within(puzzle, budget))
    };
    // The open orbits hold no reserved cell: removal checks the givens with the reserved
    // cells out, and leaves them out.
    let full: Vec<Option<Digit>> = solution.iter().copied().map(Some).collect();
    let mut digger = Digger::checking_removed(layout, without_reserved(&full, reserved), check, stop);
    digger.remove_in_chunks(open);
    let mut removal = digger.finish()?;
    give_back(layout, solution, (orbits, reserved), capped, &mut removal, rng, stop)?;
    Some(removal)
}

/// Logic capped at a technique: no strategy after it, uniqueness strategies allowed (the
/// puzzles it meets have one solution), no brute force. It runs as the settled solve loop
/// ([`solve_settled`]), which takes the steps the rating's solve loop takes.
pub(super) struct Capped {
    pub(super) technique: Strategy,
    /// The layout's index, built once for the attempt's many capped solves.
    pub(super) index: LayoutIndex,
    /// Give-back goes on from the stuck position nearest a bivalue grave (fewest
    /// candidates beyond two a cell) rather than the first ([`toward_grave`]).
    pub(super) toward_grave: bool,
}

impl Capped {
    /// Logic capped at `technique` for `params` on `layout`.
    pub(super) fn new(params: &GenerateParams, layout: &Layout, technique: Strategy) -> Capped {
        Capped {
            technique,
            index: LayoutIndex::new(layout).with_edition(Edition::V1),
            toward_grave: toward_grave(params, technique),
        }
    }
}

/// Whether give-back at `technique` for `params` heads for a bivalue grave: BUG+1 from
/// format v5 on boards with diagonals, where the step is the easiest only in a position
/// of two candidates a cell but one, and stuck positions met first rarely lead there.
pub fn toward_grave(params: &GenerateParams, technique: Strategy) -> bool {
    technique == Strategy::Bug1 && params.format >= SeedFormat::V5 && params.geometry.variant.diagonals
}

/// How far logic capped at the technique gets with a puzzle.
struct Reach {
    values: Vec<Option<Digit>>,
    solved: bool,
    /// The technique was needed on the way (nothing easier applied there).
    used: bool,
    /// The candidates beyond two a cell where logic stopped.
    over_two: usize,
}

impl Capped {
    fn reach(&self, layout: &Layout, singles: &Singles) -> Reach {
        let start = (singles.grid(), Some(singles));
        let solution = solve_settled_in(layout, &self.index, start, true, self.technique);
        let used = solution.count(self.technique) > 0;
        Reach { used, solved: solution.solved, values: solution.values, over_two: solution.candidates_over_two }
    }

    /// [`Capped::reach`] when the technique is used on the way; `None` when it is not,
    /// found out as soon as the position leaves it no room ([`may_be_used`]: the values
    /// only grow on the way), and then the rest of the solve is skipped.
    fn reach_if_used(&self, layout: &Layout, singles: &Singles) -> Option<Reach> {
        let technique = self.technique;
        let hopeless = |steps: &[Deduction], values: &[Option<Digit>]| {
            !may_be_used(layout, technique, values) && !steps.iter().any(|step| step.strategy == technique)
        };
        let start = (singles.grid(), Some(singles));
        let solution = solve_settled_until(layout, &self.index, start, true, technique, &hopeless)?;
        let used = solution.count(technique) > 0;
        let over_two = solution.candidates_over_two;
        used.then_some(Reach { used, solved: solution.solved, values: solution.values, over_two })
    }

    pub(super) fn solves(&self, puzzle: &Puzzle) -> bool {
        let start = (Grid::from_puzzle(puzzle), None);
        solve_settled_in(puzzle.layout(), &self.index, start, true, self.technique).solved
    }
}

/// Gives back orbits until logic capped at the technique solves the puzzle and needs the
/// technique on the way. At each stuck position the cells still empty and not reserved
/// are listed row-major and drawn one by one (`below(len)`, then taken out of the list);
/// the orbit of each is tried, unless it makes the technique hopeless ([`may_be_easiest`]):
/// the first that makes the puzzle solvable with the technique ends the search. Otherwise
/// the first orbit after which the technique is still needed, or else the first after
/// which logic is still stuck, is given back and the search goes on from the new stuck
/// position. `None` when every orbit makes the puzzle solvable without the technique or
/// hopeless (the attempt fails) or `stop` returned true; found out as soon as the givens'
/// singles leave the technique no room ([`may_be_used`]), since every puzzle given back
/// from there has more givens.
fn give_back(
    layout: &Layout,
    solution: &[Digit],
    (orbits, reserved): (&[Vec<Cell>], &[bool]),
    capped: &Capped,
    removal: &mut Removal,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<()> {
    let orbit_of = orbit_of_cells(layout, orbits);
    // Capped logic starts from the givens' singles: where it would get to first.
    let hopeless = |singles: &Singles| !may_be_easiest(layout, capped.technique, singles.values());
    let no_room = |singles: &Singles| !may_be_used(layout, capped.technique, singles.values());
    let mut singles = Singles::of(layout, &removal.givens)?;
    if no_room(&singles) {
        return None;
    }
    removal.checks += 1;
    let mut reach = capped.reach(layout, &singles);
    loop {
        if reach.solved {
            return reach.used.then_some(());
        }
        let mut empty: Vec<usize> =
            (0..reach.values.len()).filter(|&i| reach.values[i].is_none() && !reserved[i]).collect();
        let (mut using, mut stuck) = (None, None);
        while !empty.is_empty() && using.is_none() {
            if stop() {
                return None;
            }
            let cell = empty.remove(below(rng, empty.len()));
            let orbit = &orbits[orbit_of[cell]];
            let more = singles.with(layout, orbit.iter().map(|&given| (given, solution[given.index()])))?;
            if hopeless(&more) {
                continue;
            }
            let mut givens = removal.givens.clone();
            for &given in orbit {
                givens[given.index()] = Some(solution[given.index()]);
            }
            removal.checks += 1;
            // Once an orbit left logic stuck, only an orbit after which the technique is
            // used matters.
            let next = if stuck.is_some() && !capped.toward_grave {
                let Some(next) = capped.reach_if_used(layout, &more) else { continue };
                next
            } else {
                capped.reach(layout, &more)
            };
            match (next.solved, next.used) {
                (true, true) => {
                    removal.givens = givens;
                    return Some(());
                }
                (true, false) => {}
                (false, true) => using = Some((givens, more, next)),
                (false, false) => {
                    let nearer = |(_, _, first): &(_, _, Reach)| capped.toward_grave && next.over_two < first.over_two;
                    if stuck.as_ref().is_none_or(nearer) {
                        stuck = Some((givens, more, next));
                    }
                }
            }
        }
        (removal.givens, singles, reach) = using.or(stuck)?;
        if no_room(&singles) {
            return None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Geometry, Variant};

    #[test]
    fn from_v5_bug_plus_one_with_diagonals_heads_for_a_grave() {
        let x = Geometry::new(3, 3, Variant { diagonals: true, ..Variant::standard() });
        let v5 = GenerateParams::for_technique(x.clone(), false, Strategy::Bug1);
        assert_eq!(v5.format, SeedFormat::LATEST);
        assert!(toward_grave(&v5, Strategy::Bug1));
        assert!(!toward_grave(&v5, Strategy::XYChain));
        assert!(!toward_grave(&GenerateParams { format: SeedFormat::V4, ..v5.clone() }, Strategy::Bug1));
        let classic = GenerateParams::for_technique(Geometry::standard(3, 3), false, Strategy::Bug1);
        assert!(!toward_grave(&classic, Strategy::Bug1));
    }
}
