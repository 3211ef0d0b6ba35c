//! Whether a position leaves room for a technique: the subsets and the basic fish are
//! taken only where their complement (the subset of the other cells or digits of the
//! house, the fish of a digit's other lines) is not found first, which needs enough
//! empty cells in one house or enough lines without a digit. Positions only fill up as
//! logic goes on or givens come back, so a position without room stays without it.

use crate::digits::Digit;
use crate::geometry::Layout;
use crate::logic::Strategy;

/// Whether logic capped at `technique` may still use it from a position whose values
/// include `values` (those of a puzzle's givens and their singles, or any position
/// reached from them): false only when the technique needs more room than `values`
/// leave. Subsets of `k` digits in a house with `e` empty cells have as complement a
/// subset of `e - k`: a naked quad needs a house with eight empty cells (fewer, and it is
/// not looked for or its hidden complement of at most three comes first), a hidden quad
/// nine (with eight, the naked quad beside it comes first), a larger naked subset (5 or
/// more) ten, a larger hidden subset eleven (larger naked subsets come first, and are
/// looked for up to half the house). A basic fish of `k` lines needs a digit missing from
/// `2k` lines, else the smaller fish of the other lines comes first: Swordfish six,
/// Jellyfish eight, a larger fish ten.
pub fn may_be_used(layout: &Layout, technique: Strategy, values: &[Option<Digit>]) -> bool {
    match technique {
        Strategy::NakedQuad => has_open_house(layout, values, 8),
        Strategy::HiddenQuad => has_open_house(layout, values, 9),
        Strategy::NakedSubset => has_open_house(layout, values, 10),
        Strategy::HiddenSubset => has_open_house(layout, values, 11),
        Strategy::Swordfish => has_open_digit(layout, values, 6),
        Strategy::Jellyfish => has_open_digit(layout, values, 8),
        Strategy::LargeFish => has_open_digit(layout, values, 10),
        _ => true,
    }
}

/// Whether some house of the position `values` has at least `open` empty cells.
pub fn has_open_house(layout: &Layout, values: &[Option<Digit>], open: usize) -> bool {
    layout.houses().iter().any(|house| house.cells.iter().filter(|c| values[c.index()].is_none()).count() >= open)
}

/// Whether some digit is placed in the position `values` at most `size - open` times
/// (so is missing from at least `open` rows and as many columns).
fn has_open_digit(layout: &Layout, values: &[Option<Digit>], open: usize) -> bool {
    let mut placed = vec![0; layout.size()];
    for digit in values.iter().flatten() {
        placed[digit.index()] += 1;
    }
    placed.iter().any(|&count| count + open <= layout.size())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;
    use crate::grid::{Grid, Puzzle};
    use crate::logic::rated_paths::each_position;
    use crate::logic::{solve_logically, Deduction};

    /// Two trainer puzzles (`sudoku generate --seed room --technique NAME`), whose hardest
    /// steps are a jellyfish and a hidden quad.
    const JELLYFISH_AND_HIDDEN_QUAD: [&str; 2] = [
        ".4...7.538..6..9........84...9..1.3..17..9.86............1.87..3..5.4.1..5...6...",
        "..12.5..77..93..8.....169..42............8.9..8...71255.......3.......6.867...51.",
    ];

    /// Along the solve paths of 200 rated puzzles and two trainer puzzles, every subset
    /// or basic fish that room speaks of is taken from a position with room for it.
    #[test]
    fn the_rated_path_takes_a_technique_only_where_there_is_room() {
        let mut checked = std::collections::BTreeMap::new();
        let mut check = |text: &str, puzzle: &Puzzle, position: &Grid, step: &Deduction| {
            let room = may_be_used(puzzle.layout(), step.strategy, position.values());
            assert!(room, "{text}: {} taken without room", step.strategy);
            *checked.entry(step.strategy).or_insert(0) += 1;
        };
        each_position(200, &mut check);
        for text in JELLYFISH_AND_HIDDEN_QUAD {
            let puzzle = parse_puzzle(text).expect("a trainer puzzle");
            let solution = solve_logically(&puzzle);
            for (at, step) in solution.steps.iter().enumerate() {
                check(text, &puzzle, &solution.position_before(&puzzle, at), step);
            }
        }
        for technique in [Strategy::NakedQuad, Strategy::HiddenQuad, Strategy::Swordfish, Strategy::Jellyfish] {
            assert!(checked.contains_key(&technique), "the sample takes {technique}: {checked:?}");
        }
    }

    #[test]
    fn a_filled_position_leaves_no_room_and_an_empty_one_all() {
        let layout = Layout::new(crate::geometry::Geometry::standard(4, 4)).expect("16x16");
        let empty = vec![None; layout.cell_count()];
        let full: Vec<Option<Digit>> =
            (0..layout.cell_count()).map(|i| Digit::from_index((i + i / 16 * 4 + i / 64) % 16)).collect();
        for technique in [Strategy::HiddenQuad, Strategy::HiddenSubset, Strategy::NakedSubset, Strategy::LargeFish] {
            assert!(may_be_used(&layout, technique, &empty), "{technique}");
            assert!(!may_be_used(&layout, technique, &full), "{technique}");
        }
        assert!(may_be_used(&layout, Strategy::FinnedJellyfish, &full), "no rule for finned fish");
        // Ten empty cells in the first row: room for a larger naked subset, not a hidden one.
        let ten: Vec<Option<Digit>> = full.iter().enumerate().map(|(i, &d)| d.filter(|_| i >= 10)).collect();
        assert!(may_be_used(&layout, Strategy::NakedSubset, &ten));
        assert!(!may_be_used(&layout, Strategy::HiddenSubset, &ten));
    }
}
