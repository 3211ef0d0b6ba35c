//! One random solution, for the generator: the generic search with cells (among the
//! most constrained) and digits chosen at random, restarted with a growing budget when a
//! run gets lost (random search on large boards has a heavy tail, and restarts cut it
//! off). Empty boxed boards without diagonals or jigsaw regions whose search still gets
//! lost (30x30 colour) fall back to a shuffled pattern solution.

use rand_core::Rng;

use crate::digits::Digit;
use crate::grid::Puzzle;
use crate::solve::generic::{Search, Tables};
use crate::solve::is_valid_solution;

/// One solution of `puzzle`, chosen at random by `rng`, or `None` when the puzzle has no
/// solution or `node_budget` guesses were not enough. Fills an empty board of any size
/// and variant in milliseconds. The same RNG state gives the same solution everywhere.
pub fn solve_randomly<R: Rng + ?Sized>(puzzle: &Puzzle, rng: &mut R, node_budget: u64) -> Option<Vec<Digit>> {
    let tables = Tables::for_layout(puzzle.layout());
    let cells = puzzle.layout().cell_count() as u64;
    let pattern_allowed = puzzle.given_count() == 0 && pattern_fits(puzzle);
    // Searches on a board that has a pattern solution get a smaller total before the fallback.
    let search_budget = if pattern_allowed { node_budget.min(4 * cells) } else { node_budget };
    let mut spent = 0u64;
    let mut run_budget = cells.max(100);
    loop {
        let budget = run_budget.min(search_budget.saturating_sub(spent));
        let outcome = Search::new(&tables, 1, budget, Some(&mut *rng)).run(puzzle.givens());
        spent = spent.saturating_add(outcome.nodes);
        if let Some(solution) = outcome.solutions.into_iter().next() {
            return Some(solution);
        }
        if outcome.complete || spent >= search_budget {
            break;
        }
        run_budget = run_budget.saturating_mul(2);
    }
    if pattern_allowed {
        let solution = pattern_solution(puzzle, rng);
        if is_valid_solution(puzzle, &solution) {
            return Some(solution);
        }
    }
    None
}

fn pattern_fits(puzzle: &Puzzle) -> bool {
    let variant = puzzle.layout().variant();
    !variant.diagonals && variant.regions.is_none()
}

/// A random permutation of `0..n`.
fn permutation<R: Rng + ?Sized>(n: usize, rng: &mut R) -> Vec<usize> {
    let mut p: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        p.swap(i, rng.next_u32() as usize % (i + 1));
    }
    p
}

/// The pattern `(i*w + R + C*w + j) mod N` for row `R*h + i` and column `C*w + j`: it
/// holds every digit once per row, column, box and colour group. Shuffled by digit
/// relabelling, band and stack permutations, and one row (column) permutation shared by
/// every band (stack), which keep all four kinds of houses.
fn pattern_solution<R: Rng + ?Sized>(puzzle: &Puzzle, rng: &mut R) -> Vec<Digit> {
    let geometry = puzzle.layout().geometry();
    let (w, h) = (geometry.box_width, geometry.box_height);
    let n = w * h;
    let (digits, bands, stacks) = (permutation(n, rng), permutation(w, rng), permutation(h, rng));
    let (rows_in_band, columns_in_stack) = (permutation(h, rng), permutation(w, rng));
    let mut solution = Vec::with_capacity(n * n);
    for r in 0..n {
        let (band, i) = (bands[r / h], rows_in_band[r % h]);
        for c in 0..n {
            let (stack, j) = (stacks[c / w], columns_in_stack[c % w]);
            let value = (i * w + band + stack * w + j) % n;
            solution.extend(Digit::from_index(digits[value]));
        }
    }
    solution
}
