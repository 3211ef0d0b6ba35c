//! One attempt's puzzle from its solution and pool: givens added until the solution is
//! the only one, then every constraint and every given that is not needed taken away.

use rand_core::Rng;

use crate::constraint::Constraint;
use crate::digits::Digit;
use crate::generate::seed::{below, shuffle};
use crate::generate::Symmetry;
use crate::geometry::Layout;
use crate::grid::Puzzle;
use crate::solve::Solver;

/// The search nodes a uniqueness check may take; one that runs out counts as "not
/// unique", so the result is the same on every machine.
pub const CHECK_BUDGET: u64 = 20_000;

/// What a uniqueness check found.
enum Check {
    Unique,
    /// Another solution, which differs from the wanted one somewhere.
    Another(Vec<Digit>),
    /// No answer within the budget.
    Unknown,
}

fn puzzle(layout: &Layout, givens: &[Option<Digit>], constraints: &[Constraint]) -> Option<Puzzle> {
    Puzzle::new(layout.clone(), givens.to_vec()).ok()?.with_constraints(constraints.to_vec()).ok()
}

fn check(layout: &Layout, givens: &[Option<Digit>], constraints: &[Constraint], solution: &[Digit]) -> Check {
    let Some(puzzle) = puzzle(layout, givens, constraints) else { return Check::Unknown };
    let found = Solver::new(&puzzle).limit(2).node_budget(CHECK_BUDGET).run();
    if found.is_unique() && found.first() == Some(solution) {
        return Check::Unique;
    }
    match found.solutions.iter().find(|s| s.as_slice() != solution) {
        Some(other) => Check::Another(other.clone()),
        None => Check::Unknown,
    }
}

/// The puzzle: `fixed` (rules of the whole board, and the marks of a family with a
/// negative rule, all kept) and what is needed of `pool`, with the givens needed, its only
/// solution `solution`. Givens go where another solution differs (a random such cell, with
/// its images under `symmetry`) until none is left; then the pool's constraints are each
/// taken out, in a random order, when the solution stays the only one; then the givens:
/// first whole orbits of `symmetry` (none under [`Symmetry::None`]), then one by one, so
/// that what is left is minimal and as symmetric as that allows. `None` when no puzzle
/// came within the checks' budget.
pub fn reduce(
    layout: &Layout,
    solution: &[Digit],
    fixed: &[Constraint],
    mut pool: Vec<Constraint>,
    symmetry: Symmetry,
    rng: &mut impl Rng,
) -> Option<Puzzle> {
    let cells = layout.cell_count();
    let size = layout.size();
    let mut givens: Vec<Option<Digit>> = vec![None; cells];
    let give = |givens: &mut Vec<Option<Digit>>, cell: usize| {
        for image in symmetry.images(size, crate::digits::Cell::new(cell)) {
            if let Some(slot) = givens.get_mut(image.index()) {
                *slot = solution.get(image.index()).copied();
            }
        }
    };
    let all = |pool: &[Constraint]| fixed.iter().chain(pool).cloned().collect::<Vec<Constraint>>();
    loop {
        match check(layout, &givens, &all(&pool), solution) {
            Check::Unique => break,
            Check::Another(other) => {
                let differ: Vec<usize> = (0..cells).filter(|&c| other.get(c) != solution.get(c)).collect();
                if differ.is_empty() {
                    return None;
                }
                let cell = differ[below(rng, differ.len())];
                give(&mut givens, cell);
            }
            Check::Unknown => {
                let open: Vec<usize> = (0..cells).filter(|&c| givens[c].is_none()).collect();
                if open.is_empty() {
                    return None;
                }
                let cell = open[below(rng, open.len())];
                give(&mut givens, cell);
            }
        }
    }
    shuffle(rng, &mut pool);
    let mut index = 0;
    while index < pool.len() {
        let taken = pool.remove(index);
        if matches!(check(layout, &givens, &all(&pool), solution), Check::Unique) {
            continue;
        }
        pool.insert(index, taken);
        index += 1;
    }
    let constraints = all(&pool);
    if symmetry != Symmetry::None {
        let mut orbits: Vec<Vec<usize>> = symmetry
            .orbits(size)
            .into_iter()
            .map(|orbit| orbit.iter().map(|c| c.index()).collect::<Vec<usize>>())
            .filter(|orbit| orbit.len() > 1 && orbit.iter().all(|&c| givens.get(c).is_some_and(Option::is_some)))
            .collect();
        shuffle(rng, &mut orbits);
        for orbit in orbits {
            let taken: Vec<Option<Digit>> = orbit.iter().map(|&c| givens[c].take()).collect();
            if !matches!(check(layout, &givens, &constraints, solution), Check::Unique) {
                for (&cell, digit) in orbit.iter().zip(taken) {
                    givens[cell] = digit;
                }
            }
        }
    }
    let mut given_cells: Vec<usize> = (0..cells).filter(|&c| givens[c].is_some()).collect();
    shuffle(rng, &mut given_cells);
    for cell in given_cells {
        let digit = givens[cell].take();
        if !matches!(check(layout, &givens, &constraints, solution), Check::Unique) {
            givens[cell] = digit;
        }
    }
    puzzle(layout, &givens, &constraints)
}

/// A solution of the board under the rules of the whole board `rules`: random digits in
/// random cells, each kept when the board can still be filled, then the rest filled by
/// the exact search.
pub fn fill_under(layout: &Layout, rules: &[Constraint], rng: &mut impl Rng) -> Option<Vec<Digit>> {
    let size = layout.size();
    let mut givens: Vec<Option<Digit>> = vec![None; layout.cell_count()];
    let mut cells: Vec<usize> = (0..layout.cell_count()).collect();
    shuffle(rng, &mut cells);
    let fills = |givens: &[Option<Digit>]| {
        let puzzle = puzzle(layout, givens, rules)?;
        Solver::new(&puzzle).limit(1).node_budget(CHECK_BUDGET).run().first().map(<[Digit]>::to_vec)
    };
    for &cell in cells.iter().take(size + size / 3) {
        let mut digits: Vec<u8> = (1..=size as u8).collect();
        shuffle(rng, &mut digits);
        for digit in digits {
            givens[cell] = Digit::new(digit);
            if fills(&givens).is_some() {
                break;
            }
            givens[cell] = None;
        }
    }
    fills(&givens)
}
