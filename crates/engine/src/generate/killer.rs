//! Killer generation: one attempt draws a solution grid (on the board without cages,
//! jigsaw regions drawn as usual), cages around it, their sums, and givens only when the
//! cages alone leave more than one solution.
//!
//! Algorithm (part of the seed contract for killer parameters, SEEDS.md):
//! 1. A solution: [`board_and_solution`] on the board without cages.
//! 2. Cages ([`draw_cages`]): the cells in a shuffled order; each cell not yet caged
//!    starts a cage of a drawn target size ([`CAGE_SIZE_WEIGHTS`]), grown one random
//!    neighbour at a time (side by side, not caged, its digit not yet in the cage) until
//!    it reaches the target or cannot grow. Then each single-cell cage joins a neighbouring
//!    cage (the first in a shuffled order) that has room (fewer than [`MAX_CAGE`] cells)
//!    and lacks its digit. The sums are the solution's.
//! 3. Up to [`cage_draws`] drawings are checked; the first unique one is the puzzle.
//! 4. When none is unique, the last drawing gets givens. Up to 9x9: while a second
//!    solution exists, a cell where it differs from the solution (drawn at random) is
//!    given; then each given, in a shuffled order, is taken out again when the puzzle
//!    stays unique. On larger boards (where a search on few givens is slow): the givens
//!    are removed from the full solution as in a classic attempt
//!    ([`remove_givens_within`], no symmetry), the cages checked with them.
//!
//! Uniqueness checks count solver nodes (never time) within [`killer_check_budget`]; a check
//! that runs out counts as "not unique", so the result is the same on every machine.
//!
//! The level: an attempt does not aim at one. The search rates each attempt with
//! [`crate::rate::rate_solution`] and keeps the first that meets the request, so a rater that
//! understands cages plugs in there; [`super::killer_levels::killer_levels`] lists what it can reach.

use rand_core::Rng;

use super::fill::board_and_solution;
use super::params::GenerateParams;
use super::remove::remove_givens_within;
use super::seed::{below, shuffle};
use super::symmetry::Symmetry;
use super::types::Candidate;
use crate::digits::{Cell, Digit};
use crate::geometry::{Cage, Geometry, Layout};
use crate::grid::Puzzle;
use crate::solve::Solver;

/// The largest cage drawn.
pub const MAX_CAGE: usize = 5;
/// The relative odds of each target size, 1 to [`MAX_CAGE`] cells.
pub const CAGE_SIZE_WEIGHTS: [u32; MAX_CAGE] = [1, 6, 8, 5, 3];
/// Cage drawings tried before givens are added, on a board of `size` digits: on 16x16 a
/// drawing is rarely settled unique without givens within the check budget.
pub fn cage_draws(size: usize) -> u32 {
    match size {
        0..=9 => 24,
        10..=12 => 4,
        _ => 1,
    }
}

/// The node budget of a killer uniqueness check on a board of `size` digits: a killer
/// search node costs much more than a classic one on big boards (every cage is narrowed).
pub fn killer_check_budget(size: usize) -> u64 {
    match size {
        0..=9 => 10_000_000,
        _ => 2_000,
    }
}

/// One killer attempt for `params` (whose variant has `cages: Some(..)`, cages to be
/// drawn); `None` when no solution grid could be made or `stop` said so.
pub fn killer_candidate(params: &GenerateParams, rng: &mut impl Rng, stop: &dyn Fn() -> bool) -> Option<Candidate> {
    let mut plain: Geometry = params.geometry.clone();
    plain.variant.cages = None;
    let plain = Layout::new(plain).ok()?;
    let (layout, solution) = board_and_solution(&plain, params.jigsaw, params.format, rng)?;
    let budget = killer_check_budget(layout.size());
    let mut checks = 0;
    let mut last = None;
    for _ in 0..cage_draws(layout.size()) {
        if stop() {
            return None;
        }
        let puzzle = caged_puzzle(&layout, &solution, draw_cages(&layout, &solution, rng))?;
        checks += 1;
        let found = Solver::new(&puzzle).limit(2).node_budget(budget).run();
        if found.is_unique() {
            return Some(Candidate { puzzle, solution, checks });
        }
        last = Some((puzzle, found));
    }
    let (puzzle, found) = last?;
    if layout.size() > 9 {
        let removal = remove_givens_within(puzzle.layout(), &solution, Symmetry::None, budget, rng, stop)?;
        let puzzle = Puzzle::new(puzzle.layout().clone(), removal.givens).ok()?;
        return Some(Candidate { puzzle, solution, checks: checks + removal.checks });
    }
    let givens = add_givens(&puzzle, &solution, found.solutions, budget, rng, stop, &mut checks)?;
    let puzzle = Puzzle::new(puzzle.layout().clone(), givens).ok()?;
    Some(Candidate { puzzle, solution, checks })
}

/// The puzzle with `cages` (sums from `solution`) on `layout`, without givens.
fn caged_puzzle(layout: &Layout, solution: &[Digit], mut cages: Vec<Cage>) -> Option<Puzzle> {
    for cage in &mut cages {
        let sum: u32 = cage.cells.iter().map(|c| u32::from(solution[c.index()].get())).sum();
        cage.sum = u16::try_from(sum).ok();
    }
    let mut geometry = layout.geometry().clone();
    geometry.variant.cages = Some(cages);
    Some(Puzzle::empty(Layout::new(geometry).ok()?))
}

/// Cages over every cell of the board, each connected, of 1 to [`MAX_CAGE`] cells, with
/// no digit of `solution` twice (see the module documentation).
pub fn draw_cages(layout: &Layout, solution: &[Digit], rng: &mut impl Rng) -> Vec<Cage> {
    let cells = layout.cell_count();
    let mut order: Vec<usize> = (0..cells).collect();
    shuffle(rng, &mut order);
    let mut cage_of: Vec<Option<usize>> = vec![None; cells];
    let mut cages: Vec<Vec<usize>> = Vec::new();
    for &start in &order {
        if cage_of[start].is_some() {
            continue;
        }
        let target = draw_size(rng);
        let id = cages.len();
        cage_of[start] = Some(id);
        let mut cage = vec![start];
        while cage.len() < target {
            let mut options: Vec<usize> = cage
                .iter()
                .flat_map(|&c| neighbours(c, layout.size()))
                .filter(|&n| cage_of[n].is_none() && !cage.iter().any(|&c| solution[c] == solution[n]))
                .collect();
            options.sort_unstable();
            options.dedup();
            if options.is_empty() {
                break;
            }
            let next = options[below(rng, options.len())];
            cage_of[next] = Some(id);
            cage.push(next);
        }
        cages.push(cage);
    }
    join_single_cells(&mut cages, &mut cage_of, solution, layout.size(), rng);
    cages
        .into_iter()
        .filter(|cage| !cage.is_empty())
        .map(|cage| Cage::new(cage.into_iter().map(Cell::new).collect(), None))
        .collect()
}

/// A target cage size, 1 to [`MAX_CAGE`], by [`CAGE_SIZE_WEIGHTS`].
fn draw_size(rng: &mut impl Rng) -> usize {
    let total: u32 = CAGE_SIZE_WEIGHTS.iter().sum();
    let mut pick = below(rng, total as usize) as u32;
    for (size, &weight) in CAGE_SIZE_WEIGHTS.iter().enumerate() {
        if pick < weight {
            return size + 1;
        }
        pick -= weight;
    }
    MAX_CAGE
}

/// Each single-cell cage joins a neighbouring cage with room that lacks its digit.
fn join_single_cells(
    cages: &mut [Vec<usize>],
    cage_of: &mut [Option<usize>],
    solution: &[Digit],
    size: usize,
    rng: &mut impl Rng,
) {
    for id in 0..cages.len() {
        let [cell] = cages[id][..] else { continue };
        let mut around: Vec<usize> = neighbours(cell, size).filter_map(|n| cage_of[n]).filter(|&c| c != id).collect();
        around.sort_unstable();
        around.dedup();
        shuffle(rng, &mut around);
        let fits = |other: &&usize| {
            let cage = &cages[**other];
            cage.len() < MAX_CAGE && !cage.iter().any(|&c| solution[c] == solution[cell])
        };
        if let Some(&other) = around.iter().find(fits) {
            cages[other].push(cell);
            cages[id].clear();
            cage_of[cell] = Some(other);
        }
    }
}

/// The cells beside `cell` (up, down, left, right) on a board of `size`.
fn neighbours(cell: usize, size: usize) -> impl Iterator<Item = usize> {
    let (row, column) = (cell / size, cell % size);
    [
        (row > 0).then(|| cell - size),
        (row + 1 < size).then(|| cell + size),
        (column > 0).then(|| cell - 1),
        (column + 1 < size).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

/// Givens from `solution` that make the caged `puzzle` unique, as few as removal finds:
/// `others` are solutions found besides `solution`. `None` when stopped.
fn add_givens(
    puzzle: &Puzzle,
    solution: &[Digit],
    mut others: Vec<Vec<Digit>>,
    budget: u64,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
    checks: &mut u32,
) -> Option<Vec<Option<Digit>>> {
    let layout = puzzle.layout();
    let mut givens: Vec<Option<Digit>> = vec![None; layout.cell_count()];
    // The other solutions found, or none when the givens make the puzzle unique.
    let others_with = |givens: &[Option<Digit>], checks: &mut u32| {
        *checks += 1;
        let puzzle = Puzzle::new(layout.clone(), givens.to_vec()).ok()?;
        let found = Solver::new(&puzzle).limit(2).node_budget(budget).run();
        Some((!found.is_unique()).then_some(found.solutions))
    };
    loop {
        let differing: Vec<usize> = match others.iter().find(|other| other.as_slice() != solution) {
            Some(other) => (0..solution.len()).filter(|&i| other[i] != solution[i]).collect(),
            // Out of budget with no second solution: give any cell not yet given.
            None => (0..solution.len()).filter(|&i| givens[i].is_none()).collect(),
        };
        if differing.is_empty() || stop() {
            return None;
        }
        let cell = differing[below(rng, differing.len())];
        givens[cell] = Some(solution[cell]);
        match others_with(&givens, checks)? {
            Some(found) => others = found,
            None => break,
        }
    }
    let mut given_cells: Vec<usize> = (0..givens.len()).filter(|&i| givens[i].is_some()).collect();
    shuffle(rng, &mut given_cells);
    for cell in given_cells {
        if stop() {
            return None;
        }
        givens[cell] = None;
        if others_with(&givens, checks)?.is_some() {
            givens[cell] = Some(solution[cell]);
        }
    }
    Some(givens)
}
