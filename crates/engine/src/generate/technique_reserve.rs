//! Cells an attempt keeps out of the givens so that the pattern of a rare technique can
//! appear. A quad or a jellyfish is the easiest step only where its complement is no
//! easier: a naked quad needs a house with eight empty cells (with seven, the hidden
//! triple beside it comes first), a hidden quad a house with nine (else the naked subset
//! beside it comes first), a jellyfish a digit missing from eight lines. Minimal puzzles
//! almost never have such a house or digit, so the attempt reserves one: a house drawn
//! with `below(houses)`, or a digit drawn with `below(size)` whose cells all stay empty.

use rand_core::Rng;

use super::seed::below;
use crate::digits::{Cell, Digit};
use crate::geometry::Layout;
use crate::logic::Strategy;

/// What an attempt at a technique keeps out of the givens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reserve {
    /// Nothing: the technique turns up in minimal puzzles as they come.
    Nothing,
    /// Every cell of one house.
    House,
    /// Every cell of one digit.
    Digit,
}

/// The reserve of each technique (chosen by measurement, BENCHMARKS.md "Trainer").
pub fn reserve_for(technique: Strategy) -> Reserve {
    match technique {
        Strategy::NakedQuad => Reserve::House,
        Strategy::Jellyfish | Strategy::FinnedJellyfish => Reserve::Digit,
        _ => Reserve::Nothing,
    }
}

/// For each cell, whether it is reserved (never a given) for `technique`: the cells of
/// the house or digit drawn, and with them every orbit that holds one of them. Draws
/// from `rng` only when the technique reserves something.
pub fn reserved_cells(
    layout: &Layout,
    solution: &[Digit],
    orbits: &[Vec<Cell>],
    technique: Strategy,
    rng: &mut impl Rng,
) -> Vec<bool> {
    let mut reserved = vec![false; layout.cell_count()];
    match reserve_for(technique) {
        Reserve::Nothing => return reserved,
        Reserve::House => {
            let house = &layout.houses()[below(rng, layout.houses().len())];
            for cell in &house.cells {
                reserved[cell.index()] = true;
            }
        }
        Reserve::Digit => {
            let digit = below(rng, layout.size());
            for (flag, value) in reserved.iter_mut().zip(solution) {
                *flag = value.index() == digit;
            }
        }
    }
    for orbit in orbits {
        if orbit.iter().any(|c| reserved[c.index()]) {
            for cell in orbit {
                reserved[cell.index()] = true;
            }
        }
    }
    reserved
}

/// `givens` with the reserved cells emptied.
pub fn without_reserved(givens: &[Option<Digit>], reserved: &[bool]) -> Vec<Option<Digit>> {
    givens.iter().zip(reserved).map(|(&given, &out)| if out { None } else { given }).collect()
}
