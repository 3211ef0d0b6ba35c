//! The human-style logical solver: strategies that find [`Deduction`]s as data, the
//! solve loop that always applies the easiest one ([`solve_logically`]), and hints
//! ([`hint`]).
//!
//! Every strategy works on houses ([`crate::House`]): rows, columns, boxes, jigsaw
//! regions, diagonals and colour groups, on boards of any size. One file per strategy
//! family; each returns the first deduction it finds, with the cells, houses, digits
//! and links that justify it and the sentence a player reads.
//!
//! ```
//! use sudoku_engine::logic::{solve_logically, Strategy};
//! use sudoku_engine::{Digit, Layout, Puzzle};
//!
//! let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
//! let givens = line.chars().map(|c| c.to_digit(10).and_then(|v| Digit::new(v as u8))).collect();
//! let puzzle = Puzzle::new(Layout::classic(), givens).unwrap();
//! let solution = solve_logically(&puzzle);
//! assert!(solution.solved);
//! assert!(solution.hardest().is_some_and(|s| s > Strategy::HiddenSingle));
//! ```

mod als;
mod beside;
mod brute;
mod cellset;
mod chain_reach;
mod chains;
mod colouring;
mod context;
mod deduction;
mod edition;
mod fish;
mod forcing;
mod hint;
mod killer;
mod locked;
mod nc_fillings;
mod ordered;
mod patterns;
mod pincer;
mod probe;
mod propagate;
#[cfg(test)]
pub(crate) mod rated_paths;
mod rules;
mod sets;
mod settled;
mod single_digit;
mod singles;
mod solver;
mod steps;
mod strategy;
mod subsets;
mod uniqueness;
mod variant;
mod walk_memo;
mod wings;

pub(crate) use als::lowest_als_xz_difficulty;
pub use context::LayoutIndex;
pub use deduction::{Deduction, Link};
pub use edition::Edition;
pub use hint::{hint, Hint, HintLevel, HintQuery};
pub(crate) use ordered::Ordered;
pub use settled::{solve_settled, SettledSolution};
pub(crate) use settled::{solve_settled_in, solve_settled_until, Singles};
pub use solver::{
    find_puzzle_strategy, find_strategy, next_deduction, solve_grid, solve_logically, solve_logically_with,
    solve_within, solves_within, LogicalSolution, SolveOptions, Step,
};
pub use steps::all_steps;
pub use strategy::{Strategy, UnknownStrategy};

/// The difficulty bonus of a chain of `links` links, in tenths: 0.6 per link (fitted to
/// SE ratings, see RATING.md), so a longer chain always rates harder.
pub(crate) fn chain_bonus(links: usize) -> u32 {
    u32::try_from(links * 3 / 5).unwrap_or(u32::MAX)
}

/// The difficulty bonus of a forcing chain that placed `length` digits while following
/// its assumptions, in tenths: +2 at each of 4, 6, 8, 12, 16, 24, 32, 48, 64, 96 and 128
/// (SE's length steps, doubled).
pub(crate) fn forcing_bonus(length: usize) -> u32 {
    2 * [4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128].iter().filter(|&&t| length > t).count() as u32
}
