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
use crate::grid::{Grid, Puzzle};
use crate::logic::{solve_settled, Strategy};

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
        Strategy::NakedQuad | Strategy::HiddenQuad => Reserve::House,
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

/// Whether `technique` can still be the easiest step of some puzzle that holds `givens`
/// (and any more givens): false when the singles of `givens` already leave no house with
/// eight empty cells (Naked Quad), none with nine (Hidden Quad) or no digit missing from
/// eight lines (Jellyfish). More givens only place more digits, so such a puzzle and
/// every puzzle given back from it is hopeless, and its capped logic need not run.
pub fn may_be_easiest(layout: &Layout, technique: Strategy, givens: &[Option<Digit>]) -> bool {
    let singles = || match Puzzle::new(layout.clone(), givens.to_vec()) {
        Ok(puzzle) => solve_settled(layout, Grid::from_puzzle(&puzzle), false, Strategy::NakedSingle).values,
        Err(_) => givens.to_vec(),
    };
    match technique {
        Strategy::NakedQuad | Strategy::HiddenQuad => open_enough(layout, technique, &singles()),
        Strategy::Jellyfish => {
            let mut placed = vec![0; layout.size()];
            for digit in singles().iter().flatten() {
                placed[digit.index()] += 1;
            }
            placed.iter().any(|&count| count + OPEN <= layout.size())
        }
        _ => true,
    }
}

/// The empty cells a naked quad needs in one house, or the lines a jellyfish's digit
/// must be missing from.
const OPEN: usize = 8;

/// The empty cells a house needs for `technique` to be its easiest step there: eight for
/// a naked quad, nine for a hidden quad; `None` for every other technique.
fn open_needed(technique: Strategy) -> Option<usize> {
    match technique {
        Strategy::NakedQuad => Some(OPEN),
        Strategy::HiddenQuad => Some(OPEN + 1),
        _ => None,
    }
}

/// Whether some house of the position `values` has the empty cells a quad needs to be
/// its easiest step ([`open_needed`]); true for every other technique.
fn open_enough(layout: &Layout, technique: Strategy, values: &[Option<Digit>]) -> bool {
    let Some(open) = open_needed(technique) else {
        return true;
    };
    layout.houses().iter().any(|house| house.cells.iter().filter(|c| values[c.index()].is_none()).count() >= open)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::SeedPhrase;
    use crate::solve::solve_randomly;

    fn solution(layout: &Layout) -> Vec<Digit> {
        let mut rng = SeedPhrase::new("reserve").expect("phrase").rng(1);
        solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 100_000).expect("a solution grid")
    }

    #[test]
    fn a_quad_reserves_one_house_and_a_jellyfish_one_digit() {
        let layout = Layout::classic();
        let solution = solution(&layout);
        let orbits: Vec<Vec<Cell>> = layout.cells().map(|c| vec![c]).collect();
        let mut rng = SeedPhrase::new("reserve").expect("phrase").rng(2);
        for quad in [Strategy::NakedQuad, Strategy::HiddenQuad] {
            let reserved = reserved_cells(&layout, &solution, &orbits, quad, &mut rng);
            let cells: Vec<Cell> = layout.cells().filter(|c| reserved[c.index()]).collect();
            assert!(layout.houses().iter().any(|house| house.cells == cells), "{quad}: {cells:?}");
        }
        let fish = reserved_cells(&layout, &solution, &orbits, Strategy::Jellyfish, &mut rng);
        let digits: Vec<Digit> = layout.cells().filter(|c| fish[c.index()]).map(|c| solution[c.index()]).collect();
        assert_eq!(digits.len(), 9);
        assert!(digits.iter().all(|&d| d == digits[0]));
        assert!(!reserved_cells(&layout, &solution, &orbits, Strategy::XWing, &mut rng).contains(&true));
    }

    #[test]
    fn a_board_whose_singles_fill_every_house_is_hopeless_for_a_quad_or_a_jellyfish() {
        let layout = Layout::classic();
        let solution = solution(&layout);
        let full: Vec<Option<Digit>> = solution.iter().copied().map(Some).collect();
        let empty = vec![None; layout.cell_count()];
        for technique in [Strategy::NakedQuad, Strategy::HiddenQuad, Strategy::Jellyfish] {
            assert!(!may_be_easiest(&layout, technique, &full), "{technique}");
            assert!(may_be_easiest(&layout, technique, &empty), "{technique}");
        }
        // The first row empty and every other cell given: singles fill the row.
        let row: Vec<bool> = layout.cells().map(|c| c.index() < 9).collect();
        assert!(!may_be_easiest(&layout, Strategy::NakedQuad, &without_reserved(&full, &row)));
        // A position with eight empty cells in a house may hold a naked quad there, never
        // a hidden quad (the naked subset beside it comes first); nine may hold both.
        let eight: Vec<Option<Digit>> =
            full.iter().enumerate().map(|(i, &d)| d.filter(|_| !(1..9).contains(&i))).collect();
        assert!(open_enough(&layout, Strategy::NakedQuad, &eight));
        assert!(!open_enough(&layout, Strategy::HiddenQuad, &eight));
        let nine = without_reserved(&full, &row);
        assert!(open_enough(&layout, Strategy::HiddenQuad, &nine));
        assert!(open_enough(&layout, Strategy::XWing, &full), "no rule for other techniques");
        assert!(may_be_easiest(&layout, Strategy::FinnedJellyfish, &full), "no rule for finned fish");
    }
}
