//! The specialised search for standard 9x9 boards: bit-parallel, band by band, no
//! allocation while searching (the representation is described in [`board`]).

mod board;
mod search;
mod tables;

use crate::digits::Digit;
use crate::solve::generic::Outcome;
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

/// The number of solutions of 81 givens (0 for an empty cell, 1-9 for a digit), up to
/// `limit`, without building them: the fastest uniqueness check.
pub fn count(givens: &[u8; 81], limit: usize) -> usize {
    let mut search = Search::new(limit, false);
    search.run(givens);
    search.count
}

/// Like [`count`], but gives up (`None`) once `stop` says true; it is polled every few
/// thousand guesses, so a caller can bound the time spent (for example
/// `&|| now() > deadline`) on any platform.
pub fn count_until(givens: &[u8; 81], limit: usize, stop: &dyn Fn() -> bool) -> Option<usize> {
    let mut search = Search::new(limit, false).with_budget(u64::MAX, Some(stop));
    search.run(givens);
    (!search.gave_up).then_some(search.count)
}

/// The first solution of 81 givens (0 for empty), as 81 digits 1-9.
pub fn first_solution(givens: &[u8; 81]) -> Option<[u8; 81]> {
    let mut search = Search::new(1, true);
    search.run(givens);
    search.found.and_then(|found| found.first().copied())
}

/// The 81 digits (0 for empty) of a one-line standard 9x9 string (`1`-`9` givens, any
/// other character empty, whitespace ignored) whose givens hold no duplicate in a row,
/// column or box; `None` otherwise. A fast path for bulk input: anything it refuses can
/// go through [`crate::format::parse_puzzle`] for a full reading and a precise error.
pub fn quick_digits(line: &str) -> Option<[u8; 81]> {
    let mut out = [0u8; 81];
    let mut n = 0;
    for byte in line.bytes().filter(|b| !b.is_ascii_whitespace()) {
        if n == 81 || !byte.is_ascii() {
            return None;
        }
        if (b'1'..=b'9').contains(&byte) {
            out[n] = byte - b'0';
        }
        n += 1;
    }
    if n != 81 || line.contains(['|', '#']) {
        return None;
    }
    let (mut rows, mut columns, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
    for (cell, &digit) in out.iter().enumerate() {
        if digit == 0 {
            continue;
        }
        let bit = 1u16 << digit;
        let (r, c) = (cell / 9, cell % 9);
        let b = r / 3 * 3 + c / 3;
        if (rows[r] | columns[c] | boxes[b]) & bit != 0 {
            return None;
        }
        rows[r] |= bit;
        columns[c] |= bit;
        boxes[b] |= bit;
    }
    Some(out)
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
    }

    #[test]
    fn first_solution_solves_and_keeps_givens() {
        let givens = quick_digits(HARD).unwrap();
        let solution = first_solution(&givens).unwrap();
        assert!(givens.iter().zip(&solution).all(|(&g, &s)| g == 0 || g == s));
        assert_eq!(count(&solution, 2), 1);
        assert_eq!(count(&[0; 81], 7), 7);
    }
}
