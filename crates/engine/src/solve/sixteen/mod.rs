//! The search for standard 16x16 boards: the generic search's tree, node for node (the
//! same choices, the same propagation fixpoints, so the same solutions, node counts and
//! budget outcomes), on a position of sixteen bitboards ([`board`]) instead of
//! cell and house lists. Generation's puzzles on big boards depend on the search tree (a
//! check that runs out of its node budget keeps its clues), which is why the tree is
//! kept and only its nodes are cheaper.

mod board;
mod choice;

use board::{Board, SIZE};
use choice::{fewest_places, house_cells, most_constrained};

use super::generic::{Flow, Outcome, POLL_EVERY};
use crate::digits::Digit;
use crate::geometry::{Layout, Variant};

/// Standard 16x16: 4x4 boxes and no extra houses.
pub(super) fn fits(layout: &Layout) -> bool {
    let geometry = layout.geometry();
    geometry.box_width == 4 && geometry.box_height == 4 && *layout.variant() == Variant::default()
}

/// The solutions of a standard 16x16 board's `givens` (256, row-major), up to `limit`,
/// within `budget` guesses and until `stop` (polled every [`POLL_EVERY`] guesses) says true.
pub(super) fn search(givens: &[Option<Digit>], limit: usize, budget: u64, stop: Option<&dyn Fn() -> bool>) -> Outcome {
    let mut search = Search { limit, budget, stop, toward: None, nodes: 0, solutions: Vec::new() };
    let mut complete = true;
    if let Some(mut root) = placed(givens) {
        if limit > 0 && root.settle().is_ok() {
            complete = search.search(&root) != Flow::OutOfBudget;
        }
    }
    Outcome { solutions: search.solutions, complete, nodes: search.nodes }
}

/// The givens (256, row-major) placed, before any propagation; `None` when two clash or
/// one is not a digit of the board.
fn placed(givens: &[Option<Digit>]) -> Option<Board> {
    let mut board = Board::empty();
    let consistent = givens.len() == SIZE * SIZE
        && givens.iter().enumerate().all(|(cell, given)| {
            given.is_none_or(|digit| {
                digit.index() < SIZE && board.place(digit.index(), cell / SIZE, cell % SIZE).is_ok()
            })
        });
    consistent.then_some(board)
}

/// A solution of `givens` other than `solution`, where `givens` are those of a board
/// whose one solution is `solution` with the cells `removed` (row-major indices) taken
/// out: any other solution differs from it in a removed cell. So for each removed cell
/// in turn one search (limit 1) looks for a solution with another digit there, the
/// removed cells before it holding their digits of `solution`; the searches share
/// `budget` nodes, and each takes first the branch that agrees with `solution`. The
/// outcome holds the other solution found, if any, and is complete unless the budget ran
/// out first.
pub(super) fn other_solution(givens: &[Option<Digit>], solution: &[Digit], removed: &[usize], budget: u64) -> Outcome {
    let mut nodes = 0;
    let Some(mut fixed) = placed(givens).filter(|_| solution.len() == SIZE * SIZE) else {
        return Outcome { solutions: Vec::new(), complete: false, nodes };
    };
    for &cell in removed {
        let (row, column) = (cell / SIZE, cell % SIZE);
        let Some(digit) = solution.get(cell).map(|digit| digit.index()).filter(|&digit| digit < SIZE) else {
            return Outcome { solutions: Vec::new(), complete: false, nodes };
        };
        let mut other = fixed;
        if other.exclude(digit, row, column).is_ok() && other.settle().is_ok() {
            let toward = Some(solution);
            let mut search =
                Search { limit: 1, budget: budget - nodes, stop: None, toward, nodes: 0, solutions: Vec::new() };
            let flow = search.search(&other);
            nodes += search.nodes;
            if flow == Flow::OutOfBudget || !search.solutions.is_empty() {
                return Outcome { solutions: search.solutions, complete: flow != Flow::OutOfBudget, nodes };
            }
        }
        // No solution has another digit here: every one holds the solution's.
        if fixed.place(digit, row, column).is_err() {
            return Outcome { solutions: Vec::new(), complete: false, nodes };
        }
    }
    Outcome { solutions: Vec::new(), complete: true, nodes }
}

struct Search<'s> {
    limit: usize,
    budget: u64,
    stop: Option<&'s dyn Fn() -> bool>,
    /// A solution to stay near: at each choice, the branch that agrees with it is taken
    /// first (the others in their order), so a solution that differs from it in few
    /// cells turns up soon.
    toward: Option<&'s [Digit]>,
    nodes: u64,
    solutions: Vec<Vec<Digit>>,
}

impl Search<'_> {
    fn search(&mut self, board: &Board) -> Flow {
        let Some((cell, count)) = most_constrained(board) else {
            self.solutions.push(solution(board));
            return if self.solutions.len() >= self.limit { Flow::Done } else { Flow::Continue };
        };
        let (row, column) = (cell / SIZE, cell % SIZE);
        // (row, column, digit) of each branch: the cell's digits, or a digit's places in
        // a house when it has fewer.
        let mut branches = [(row, column, 0usize); SIZE];
        let mut n = 0;
        let mut digits = board.digits_of(row, column);
        while digits != 0 {
            branches[n].2 = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            n += 1;
        }
        if count > 2 {
            if let Some((house, digit, places)) = fewest_places(board) {
                if places < count {
                    n = 0;
                    for (r, c) in house_cells(house) {
                        if board.has(digit, r, c) && !board.is_placed(r, c) {
                            branches[n] = (r, c, digit);
                            n += 1;
                        }
                    }
                }
            }
        }
        if let Some(toward) = self.toward {
            let agrees =
                |&(r, c, digit): &(usize, usize, usize)| toward.get(r * SIZE + c).map(|d| d.index()) == Some(digit);
            if let Some(k) = branches[..n].iter().position(agrees) {
                branches[..=k].rotate_right(1);
            }
        }
        for &(r, c, digit) in &branches[..n] {
            if self.nodes >= self.budget {
                return Flow::OutOfBudget;
            }
            self.nodes += 1;
            if self.nodes % POLL_EVERY == 0 && self.stop.is_some_and(|stop| stop()) {
                return Flow::OutOfBudget;
            }
            let mut child = *board;
            if child.place(digit, r, c).is_ok() && child.settle().is_ok() {
                let flow = self.search(&child);
                if flow != Flow::Continue {
                    return flow;
                }
            }
        }
        Flow::Continue
    }
}

/// The digit of every cell of a board whose cells are all placed.
fn solution(board: &Board) -> Vec<Digit> {
    (0..SIZE * SIZE)
        .filter_map(|cell| Digit::from_index(board.digits_of(cell / SIZE, cell % SIZE).trailing_zeros() as usize))
        .collect()
}

#[cfg(test)]
mod tests {
    use rand_core::Rng;

    use crate::digits::Digit;
    use crate::generate::SeedPhrase;
    use crate::geometry::{Geometry, Layout};
    use crate::grid::Puzzle;
    use crate::solve::{solve_randomly, Solver};

    /// Givens of a random 16x16 fill, each kept with `percent` % chance, and some of them
    /// (`wrong` % of those kept) changed to another digit: puzzles with one solution,
    /// several, or none.
    fn puzzles(phrase: &str, percent: u32, wrong: u32) -> Vec<Puzzle> {
        let layout = Layout::new(Geometry::standard(4, 4)).expect("16x16");
        let mut rng = SeedPhrase::new(phrase).expect("phrase").rng(1);
        (0..6)
            .filter_map(|_| {
                let fill = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 10_000_000)?;
                let givens = fill
                    .into_iter()
                    .map(|digit| {
                        let kept = rng.next_u32() % 100 < percent;
                        let changed = rng.next_u32() % 100 < wrong;
                        let other = Digit::from_index((digit.index() + 1 + rng.next_u32() as usize % 15) % 16);
                        kept.then(|| if changed { other.unwrap_or(digit) } else { digit })
                    })
                    .collect();
                Puzzle::new(layout.clone(), givens).ok()
            })
            .collect()
    }

    /// The bitboard search and the generic one find the same solutions in the same number
    /// of nodes, with or without running out of their budget.
    #[test]
    fn the_generic_search_tree_node_for_node() {
        let mut compared = 0;
        for (percent, wrong) in [(25, 0), (35, 0), (42, 0), (48, 0), (55, 0), (70, 0), (40, 1), (50, 2), (90, 1)] {
            for puzzle in puzzles(&format!("sixteen {percent} {wrong}"), percent, wrong) {
                for (limit, budget) in [(1, 20_000), (2, 20_000), (5, 20_000), (2, 300), (2, 0)] {
                    let solver = Solver::new(&puzzle).limit(limit).node_budget(budget);
                    assert_eq!(solver.run(), solver.run_generic(), "{percent} % kept, limit {limit}, budget {budget}");
                    compared += 1;
                }
            }
        }
        assert!(compared >= 200, "{compared} searches compared");
    }

    #[test]
    fn a_full_board_needs_no_guess_and_two_open_columns_are_searched_alike() {
        let layout = Layout::new(Geometry::standard(4, 4)).expect("16x16");
        let mut rng = SeedPhrase::new("full board").expect("phrase").rng(1);
        let fill = solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 10_000_000).expect("a fill");
        let full = Puzzle::new(layout.clone(), fill.iter().copied().map(Some).collect()).expect("valid");
        let found = Solver::new(&full).limit(2).run();
        assert_eq!((found.first(), found.count(), found.nodes(), found.complete), (Some(fill.as_slice()), 1, 0, true));
        // The first two columns open but for the first row, whose two digits are swapped:
        // the fill with those columns swapped solves it.
        let mut givens: Vec<Option<Digit>> = fill.iter().copied().map(Some).collect();
        givens.swap(0, 1);
        for row in 1..16 {
            givens[row * 16] = None;
            givens[row * 16 + 1] = None;
        }
        let open = Puzzle::new(layout, givens).expect("no clash");
        let found = Solver::new(&open).limit(2).run();
        assert!(found.count() >= 1 && found.complete);
        assert_eq!(found, Solver::new(&open).limit(2).run_generic());
    }
}
