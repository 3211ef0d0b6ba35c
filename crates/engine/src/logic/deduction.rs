//! A [`Deduction`]: what one strategy found, as data, with the sentence a player reads.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::Strategy;
use crate::digits::{Cell, Digit, DigitSet};
use crate::format::DEFAULT_SYMBOLS;
use crate::geometry::{HouseId, Layout};
use crate::grid::Grid;

/// A link of a chain, between two candidates: strong (at least one is true) or weak
/// (at most one is true).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Link {
    pub from: (Cell, Digit),
    pub to: (Cell, Digit),
    pub strong: bool,
}

/// One logical step: the digits it places, the candidates it removes, and the
/// cells, houses, digits and links that justify it (for highlighting).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deduction {
    pub strategy: Strategy,
    pub placements: Vec<(Cell, Digit)>,
    pub eliminations: Vec<(Cell, Digit)>,
    /// The cells of the pattern.
    pub cells: Vec<Cell>,
    /// The houses the pattern uses.
    pub houses: Vec<HouseId>,
    /// The digits the pattern is about.
    pub digits: DigitSet,
    /// For chains: the links in order.
    pub links: Vec<Link>,
    /// The difficulty of this step (tenths of the SE scale): the strategy's base
    /// difficulty plus, for chains, a length bonus.
    pub difficulty: u32,
    /// The sentence a player reads.
    pub explanation: String,
}

impl Deduction {
    /// An empty deduction of `strategy`, to be filled in.
    pub(crate) fn new(strategy: Strategy) -> Deduction {
        Deduction {
            strategy,
            placements: Vec::new(),
            eliminations: Vec::new(),
            cells: Vec::new(),
            houses: Vec::new(),
            digits: DigitSet::EMPTY,
            links: Vec::new(),
            difficulty: strategy.base_difficulty(),
            explanation: String::new(),
        }
    }

    /// True when it changes the grid.
    pub fn is_productive(&self) -> bool {
        !self.placements.is_empty() || !self.eliminations.is_empty()
    }

    /// Applies the placements and eliminations to `grid`.
    pub fn apply(&self, layout: &Layout, grid: &mut Grid) {
        for &(cell, digit) in &self.eliminations {
            grid.eliminate(cell, digit);
        }
        for &(cell, digit) in &self.placements {
            if grid.value(cell).is_none() {
                grid.place(layout, cell, digit);
            }
        }
    }

    /// "r1c2 and r3c4" style list of the eliminations: "5 from r1c2, r1c3".
    pub(crate) fn eliminations_text(&self, layout: &Layout) -> String {
        let mut by_digit: Vec<(Digit, Vec<String>)> = Vec::new();
        for &(cell, digit) in &self.eliminations {
            match by_digit.iter_mut().find(|(d, _)| *d == digit) {
                Some((_, cells)) => cells.push(layout.cell_name(cell)),
                None => by_digit.push((digit, vec![layout.cell_name(cell)])),
            }
        }
        by_digit
            .iter()
            .map(|(d, cells)| format!("{d} from {}", cells.join(", "), d = symbol(*d)))
            .collect::<Vec<_>>()
            .join("; ")
    }
}

impl fmt::Display for Deduction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.explanation)
    }
}

/// The character that writes `digit` on the board: 1-9, then A, B, ... (the default
/// alphabet of every size, so digit 10 of a 16x16 board reads "A", as on the board).
pub(crate) fn symbol(digit: Digit) -> char {
    DEFAULT_SYMBOLS.chars().nth(digit.index()).unwrap_or('?')
}

/// "r1c1, r1c5 and r2c3".
pub(crate) fn cell_list(layout: &Layout, cells: &[Cell]) -> String {
    let names: Vec<String> = cells.iter().map(|&c| layout.cell_name(c)).collect();
    join_and(&names)
}

/// "1, 4 and 7".
pub(crate) fn digit_list(digits: DigitSet) -> String {
    let names: Vec<String> = digits.iter().map(|d| symbol(d).to_string()).collect();
    join_and(&names)
}

pub(crate) fn join_and(items: &[String]) -> String {
    join_with(items, "and")
}

/// "1, 4 or 7".
pub(crate) fn join_or(items: &[String]) -> String {
    join_with(items, "or")
}

fn join_with(items: &[String], last_word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {last_word} {last}", init.join(", ")),
    }
}
