//! The specialised search for standard 9x9 boards: bit-parallel, band by band, no
//! allocation while searching (the representation is described in [`board`]).

mod board;
mod guess;
mod line;
mod search;
mod tables;

use crate::digits::Digit;
use crate::solve::generic::Outcome;
pub use line::quick_digits;
use search::Search;

/// Solutions of the standard 9x9 puzzle with these 81 givens, up to `limit`, within
/// `budget` guesses and until `stop` (polled every few thousand guesses) says true.
pub(crate) fn search(givens: &[Option<Digit>], limit: usize, budget: u64, stop: Option<&dyn Fn() -> bool>) -> Outcome {
    if givens.len() != 81 {
        return Outcome { solutions: Vec::new(), complete: true, nodes: 0 };
    }
    let mut digits = [0u8; 81];
    for (slot, given) in digits.iter_mut().zip(givens) {
        *slot = given.map_or(0, Digit::get);
    }
    let mut search = Search::new(limit, true).with_budget(budget, stop);
    search.run(&digits);
    let found = search.found.unwrap_or_default();
    let solutions = found.iter().map(|d| d.iter().filter_map(|&d| Digit::new(d)).collect()).collect();
    Outcome { solutions, complete: !search.gave_up, nodes: search.nodes }
}

/// A search stopped by its caller's stop check before it knew the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GaveUp;

/// The number of solutions of 81 givens (0 for an empty cell, 1-9 for a digit), up to
/// `limit`, without building them: the fastest uniqueness check.
pub fn count(givens: &[u8; 81], limit: usize) -> usize {
    let mut search = Search::new(limit, false);
    search.run(givens);
    search.count
}

/// Like [`count`], but gives up once `stop` says true. It is polled every few thousand
/// guesses, so a caller can bound the time spent (`&|| now() > deadline`) with its own
/// clock on any platform.
pub fn count_until(givens: &[u8; 81], limit: usize, stop: &dyn Fn() -> bool) -> Result<usize, GaveUp> {
    let mut search = Search::new(limit, false).with_budget(u64::MAX, Some(stop));
    search.run(givens);
    if search.gave_up {
        return Err(GaveUp);
    }
    Ok(search.count)
}

/// The first solution of 81 givens (0 for empty), as 81 digits 1-9.
pub fn first_solution(givens: &[u8; 81]) -> Option<[u8; 81]> {
    first_solution_until(givens, &|| false).unwrap_or(None)
}

/// Like [`first_solution`], but gives up once `stop` says true (see [`count_until`]).
pub fn first_solution_until(givens: &[u8; 81], stop: &dyn Fn() -> bool) -> Result<Option<[u8; 81]>, GaveUp> {
    let mut search = Search::new(1, true).with_budget(u64::MAX, Some(stop));
    search.run(givens);
    if search.gave_up {
        return Err(GaveUp);
    }
    Ok(search.found.and_then(|found| found.first().copied()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HARD: &str = "4....681...3.......59..86.7.......9..9.285........75288...3.9..24.619...9.6......";

    #[test]
    fn quick_digits_reads_valid_lines_only() {
        let digits = quick_digits(HARD).unwrap();
        assert_eq!(digits[0], 4);
        assert_eq!(digits[1], 0);
        assert!(quick_digits(&HARD[1..]).is_none(), "80 cells");
        assert!(quick_digits(&format!("44{}", &HARD[2..])).is_none(), "duplicate in row 1");
        assert_eq!(quick_digits(&HARD.replace('.', "x")), Some(digits), "any other character is empty");
        let spaced: String = HARD.chars().flat_map(|c| [c, ' ']).collect();
        assert_eq!(quick_digits(&spaced), Some(digits), "whitespace is skipped");
        assert!(quick_digits(&format!("{}|", &HARD[..80])).is_none(), "a line with '|' is for the full parser");
        let column_clash = format!("{}4{}", &HARD[..9], &HARD[10..]);
        assert!(quick_digits(&column_clash).is_none(), "duplicate in column 1");
    }

    #[test]
    fn first_solution_solves_and_keeps_givens() {
        let givens = quick_digits(HARD).unwrap();
        let solution = first_solution(&givens).unwrap();
        assert!(givens.iter().zip(&solution).all(|(&g, &s)| g == 0 || g == s));
        assert_eq!(count(&solution, 2), 1);
        assert_eq!(count(&[0; 81], 7), 7);
    }

    /// Puzzles with many solutions: every deduction of the band and stack rules is
    /// checked by the count, which a wrong elimination would lower, and so is every
    /// guess (band guesses from 17 givens, cell guesses below: both sides are here).
    #[test]
    fn counts_agree_with_the_generic_search_on_open_puzzles() {
        const LIMIT: usize = 3000;
        let full = first_solution(&quick_digits(HARD).unwrap()).unwrap();
        let layout = crate::Layout::new(crate::Geometry::standard(3, 3)).unwrap();
        let mut open = 0;
        let mut seen_givens = Vec::new();
        for keep in [20, 22, 24, 27, 30, 33, 36, 40, 45] {
            for step in 0..3 {
                let mut givens = full;
                for (i, g) in givens.iter_mut().enumerate() {
                    if (i * 37 + step * 11) % 100 >= keep {
                        *g = 0;
                    }
                }
                let what = format!("keeping {keep} % (step {step})");
                seen_givens.push(givens.iter().filter(|&&g| g != 0).count());
                let puzzle =
                    crate::Puzzle::new(layout.clone(), givens.iter().map(|&d| Digit::new(d)).collect()).unwrap();
                let generic = crate::solve::Solver::new(&puzzle).limit(LIMIT).run_generic();
                assert!(generic.complete, "{what}");
                assert_eq!(count(&givens, LIMIT), generic.count(), "{what}");
                if generic.count() < LIMIT {
                    let mut ours = search(puzzle.givens(), LIMIT, u64::MAX, None).solutions;
                    let mut theirs = generic.solutions;
                    ours.sort();
                    theirs.sort();
                    assert!(ours == theirs, "{what}");
                    open += usize::from(theirs.len() > 1);
                }
            }
        }
        assert!(open >= 5, "{open} puzzles with several (and fewer than {LIMIT}) solutions");
        assert!(
            seen_givens.iter().any(|&n| n < 17) && seen_givens.iter().any(|&n| (17..20).contains(&n)),
            "{seen_givens:?}"
        );
    }
}
