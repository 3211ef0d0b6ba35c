//! Standard 9x9 (placeholder: the generic search until the bit-parallel one lands).

use crate::digits::Digit;
use crate::geometry::Layout;
use crate::grid::Puzzle;
use crate::solve::generic::{search as generic_search, Outcome};
use crate::solve::NoRng;

pub(crate) fn search(givens: &[Option<Digit>], limit: usize, budget: u64) -> Outcome {
    match Puzzle::new(Layout::classic(), givens.to_vec()) {
        Ok(puzzle) => generic_search::<NoRng>(&puzzle, limit, budget, None),
        Err(_) => Outcome { solutions: Vec::new(), complete: true, nodes: 0 },
    }
}
