//! Giving orbits back: after v1's removal, orbits of givens come back until logic capped
//! at the technique solves the puzzle and needs the technique on the way.

use rand_core::Rng;

use super::reserve::{may_be_easiest, without_reserved};
use crate::digits::{Cell, Digit};
use crate::generate::remove::{check_budget, orbit_of_cells, unique_within, Check, Digger, Removal};
use crate::generate::seed::below;
use crate::geometry::Layout;
use crate::grid::{Grid, Puzzle};
use crate::logic::{solve_settled_in, LayoutIndex, Singles, Strategy};

/// v1's removal over the `open` orbits with the `reserved` cells kept empty, then
/// [`give_back`] until capped logic needs the technique; `None` when either fails or
/// `stop` returned true.
pub(super) fn remove_and_give_back(
    layout: &Layout,
    solution: &[Digit],
    (orbits, open, reserved): (&[Vec<Cell>], &[Vec<Cell>], &[bool]),
    capped: &Capped,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<Removal> {
    let budget = check_budget(layout.size());
    let mut check = |puzzle: &Puzzle| match Puzzle::new(layout.clone(), without_reserved(puzzle.givens(), reserved)) {
        Ok(puzzle) => unique_within(&puzzle, budget),
        Err(_) => Check { keep_out: false, inconclusive: false },
    };
    let mut digger = Digger::new(layout, solution, &mut check, stop);
    digger.remove_in_chunks(open);
    let mut removal = digger.finish()?;
    removal.givens = without_reserved(&removal.givens, reserved);
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
}

/// How far logic capped at the technique gets with a puzzle.
struct Reach {
    values: Vec<Option<Digit>>,
    solved: bool,
    /// The technique was needed on the way (nothing easier applied there).
    used: bool,
}

impl Capped {
    fn reach(&self, layout: &Layout, grid: Grid) -> Reach {
        let solution = solve_settled_in(layout, &self.index, grid, true, self.technique);
        Reach { used: solution.count(self.technique) > 0, solved: solution.solved, values: solution.values }
    }

    pub(super) fn solves(&self, puzzle: &Puzzle) -> bool {
        self.reach(puzzle.layout(), Grid::from_puzzle(puzzle)).solved
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
/// hopeless (the attempt fails) or `stop` returned true.
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
    let mut singles = Singles::of(layout, &removal.givens)?;
    if hopeless(&singles) {
        return None;
    }
    removal.checks += 1;
    let mut reach = capped.reach(layout, singles.grid());
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
            let next = capped.reach(layout, more.grid());
            match (next.solved, next.used) {
                (true, true) => {
                    removal.givens = givens;
                    return Some(());
                }
                (true, false) => {}
                (false, true) => using = Some((givens, more, next)),
                (false, false) => {
                    stuck.get_or_insert((givens, more, next));
                }
            }
        }
        (removal.givens, singles, reach) = using.or(stuck)?;
    }
}
