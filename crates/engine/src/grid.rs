//! A [`Puzzle`] (layout and givens, immutable) and a [`Grid`] of values and
//! candidates that solvers work on.

use crate::constraint::family;
use serde::{Deserialize, Serialize};

use crate::constraint::{broken_cells, Constraint, ConstraintError};
use crate::digits::{Cell, Digit, DigitSet};
use crate::error::PuzzleError;
use crate::geometry::Layout;

/// A puzzle: the board's layout, its givens and its variant constraints, checked to hold
/// no digit twice in a house and to break no constraint. Serializes as
/// `{ layout, givens, constraints }` (no `constraints` when there are none, as puzzles
/// saved before them read) and is checked again when read back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "PuzzleData")]
pub struct Puzzle {
    layout: Layout,
    givens: Vec<Option<Digit>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    constraints: Vec<Constraint>,
}

impl Puzzle {
    /// Checks that `givens` has one entry per cell, every digit fits the board and no
    /// house holds a digit twice.
    pub fn new(layout: Layout, givens: Vec<Option<Digit>>) -> Result<Puzzle, PuzzleError> {
        if givens.len() != layout.cell_count() {
            return Err(PuzzleError::WrongLength { expected: layout.cell_count(), found: givens.len() });
        }
        let size = layout.size();
        for cell in layout.cells() {
            if let Some(digit) = givens[cell.index()] {
                if usize::from(digit.get()) > size {
                    return Err(PuzzleError::DigitOutOfRange {
                        row: layout.row(cell) + 1,
                        column: layout.column(cell) + 1,
                        digit: digit.get(),
                        size,
                    });
                }
            }
        }
        if let Some(conflict) = first_conflict(&layout, &givens) {
            return Err(conflict);
        }
        Ok(Puzzle { layout, givens, constraints: Vec::new() })
    }

    /// An empty board.
    pub fn empty(layout: Layout) -> Puzzle {
        let givens = vec![None; layout.cell_count()];
        Puzzle { layout, givens, constraints: Vec::new() }
    }

    /// The puzzle with `constraints` added, each checked against the board and the givens,
    /// and all of them kept in one order (so equal puzzles compare equal however their
    /// constraints were listed). A constraint listed twice is kept once.
    pub fn with_constraints(mut self, constraints: Vec<Constraint>) -> Result<Puzzle, PuzzleError> {
        for constraint in &constraints {
            constraint.validate(&self.layout)?;
        }
        self.constraints.extend(constraints.into_iter().map(Constraint::normalized));
        self.constraints.sort_unstable();
        self.constraints.dedup();
        merge_pencil_marks(&mut self.constraints, self.layout.size())?;
        let broken = broken_cells(&self.layout, &self.constraints, &self.givens);
        if !broken.is_empty() {
            let size = self.layout.size();
            let breaks = |c: &Constraint| !broken_cells(&self.layout, std::slice::from_ref(c), &self.givens).is_empty();
            let name = self.constraints.iter().find(|c| breaks(c)).map_or("a constraint", Constraint::name);
            return Err(PuzzleError::Constraint(ConstraintError {
                constraint: name.to_string(),
                cells: broken.iter().map(|c| c.name(size)).collect(),
                reason: "the givens break it".to_string(),
            }));
        }
        Ok(self)
    }

    /// The variant constraints beyond the board's houses, in their one order.
    pub fn constraints(&self) -> &[Constraint] {
        &self.constraints
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    pub fn givens(&self) -> &[Option<Digit>] {
        &self.givens
    }

    pub fn given(&self, cell: Cell) -> Option<Digit> {
        self.givens[cell.index()]
    }

    pub fn given_count(&self) -> usize {
        self.givens.iter().filter(|g| g.is_some()).count()
    }
}

/// Keeps one set of pencil marks per cell: the digits every set given for it allows
/// (`constraints` sorted, so the sets of a cell stand together).
fn merge_pencil_marks(constraints: &mut Vec<Constraint>, size: usize) -> Result<(), ConstraintError> {
    let mut merged: Vec<Constraint> = Vec::with_capacity(constraints.len());
    for constraint in constraints.drain(..) {
        if let (
            Some(Constraint::PencilMarks(family::PencilMarks { cell: last, digits: kept })),
            Constraint::PencilMarks(family::PencilMarks { cell, digits }),
        ) = (merged.last_mut(), &constraint)
        {
            if last == cell {
                kept.retain(|d| digits.contains(d));
                if kept.is_empty() {
                    return Err(ConstraintError {
                        constraint: constraint.name().to_string(),
                        cells: vec![cell.name(size)],
                        reason: "its sets of pencil marks share no digit".to_string(),
                    });
                }
                continue;
            }
        }
        merged.push(constraint);
    }
    *constraints = merged;
    Ok(())
}

/// A puzzle as read, before its checks.
#[derive(Deserialize)]
struct PuzzleData {
    layout: Layout,
    givens: Vec<Option<Digit>>,
    #[serde(default)]
    constraints: Vec<Constraint>,
}

impl TryFrom<PuzzleData> for Puzzle {
    type Error = PuzzleError;
    fn try_from(data: PuzzleData) -> Result<Puzzle, PuzzleError> {
        let puzzle = Puzzle::new(data.layout, data.givens)?;
        if data.constraints.is_empty() {
            return Ok(puzzle);
        }
        puzzle.with_constraints(data.constraints)
    }
}

/// The first digit that stands twice in one house, if any, naming both cells.
pub fn first_conflict(layout: &Layout, values: &[Option<Digit>]) -> Option<PuzzleError> {
    for house in layout.houses() {
        // The digits seen so far in the house (a digit is at most MAX_SIZE, 30).
        let mut seen = 0u64;
        for (i, &cell) in house.cells.iter().enumerate() {
            let Some(digit) = values[cell.index()] else { continue };
            if digit.index() >= layout.size() {
                continue;
            }
            let bit = 1u64 << digit.index();
            if seen & bit != 0 {
                let first = house.cells[..i].iter().copied().find(|c| values[c.index()] == Some(digit)).unwrap_or(cell);
                let at = |c: Cell| (layout.row(c) + 1, layout.column(c) + 1);
                return Some(PuzzleError::DuplicateGiven {
                    digit: digit.get(),
                    house: house.to_string(),
                    first: at(first),
                    second: at(cell),
                });
            }
            seen |= bit;
        }
    }
    first_cage_conflict(layout, values)
}

/// The first digit twice in a killer cage, or the first cage whose digits sum beyond its sum.
fn first_cage_conflict(layout: &Layout, values: &[Option<Digit>]) -> Option<PuzzleError> {
    let at = |c: Cell| (layout.row(c) + 1, layout.column(c) + 1);
    for (index, cage) in layout.cages().iter().enumerate() {
        let mut seen: Vec<Option<Cell>> = vec![None; layout.size()];
        for &cell in &cage.cells {
            let Some(digit) = values.get(cell.index()).copied().flatten() else { continue };
            let Some(slot) = seen.get_mut(digit.index()) else { continue };
            if let Some(first) = *slot {
                return Some(PuzzleError::DuplicateGiven {
                    digit: digit.get(),
                    house: format!("cage {}", index + 1),
                    first: at(first),
                    second: at(cell),
                });
            }
            *slot = Some(cell);
        }
        let total = cage.placed_sum(values);
        let sum = cage.sum.filter(|&sum| total > u32::from(sum));
        if let (Some(sum), Some(anchor)) = (sum, cage.anchor()) {
            return Some(PuzzleError::CageSumExceeded { cage: index + 1, at: at(anchor), sum, found: total });
        }
    }
    None
}

/// Values and candidates: the state the logical solver reasons about.
/// A filled cell has no candidates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    values: Vec<Option<Digit>>,
    candidates: Vec<DigitSet>,
}

impl Grid {
    /// The givens of `puzzle` placed, and every other cell's candidates reduced by its peers.
    pub fn from_puzzle(puzzle: &Puzzle) -> Grid {
        Grid::from_values(puzzle.layout(), puzzle.givens())
    }

    /// `values` placed (one per cell), candidates reduced by the peers' values.
    pub fn from_values(layout: &Layout, values: &[Option<Digit>]) -> Grid {
        let all = DigitSet::all(layout.size());
        let mut grid = Grid { values: vec![None; layout.cell_count()], candidates: vec![all; layout.cell_count()] };
        for cell in layout.cells() {
            if let Some(digit) = values[cell.index()] {
                grid.place(layout, cell, digit);
            }
        }
        grid
    }

    /// The position a solver left: `values`, and `candidates` for the empty cells (a
    /// filled cell has none). What [`Grid::from_values`] and [`Grid::set_candidates`]
    /// make of them, without placing each value again.
    pub(crate) fn from_parts(values: Vec<Option<Digit>>, mut candidates: Vec<DigitSet>) -> Grid {
        for (candidates, value) in candidates.iter_mut().zip(&values) {
            if value.is_some() {
                *candidates = DigitSet::EMPTY;
            }
        }
        Grid { values, candidates }
    }

    pub fn value(&self, cell: Cell) -> Option<Digit> {
        self.values[cell.index()]
    }

    pub fn values(&self) -> &[Option<Digit>] {
        &self.values
    }

    pub fn candidates(&self, cell: Cell) -> DigitSet {
        self.candidates[cell.index()]
    }

    /// The candidates of every cell, by cell index (none in a filled cell).
    pub(crate) fn all_candidates(&self) -> &[DigitSet] {
        &self.candidates
    }

    /// Writes `digit` in `cell` and removes it from the candidates of every peer.
    pub fn place(&mut self, layout: &Layout, cell: Cell, digit: Digit) {
        self.values[cell.index()] = Some(digit);
        self.candidates[cell.index()] = DigitSet::EMPTY;
        for peer in layout.peers(cell) {
            self.candidates[peer.index()].remove(digit);
        }
    }

    /// Removes `digit` from the candidates of `cell`; true when it was there.
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) -> bool {
        let had = self.candidates[cell.index()].contains(digit);
        self.candidates[cell.index()].remove(digit);
        had
    }

    /// Replaces the candidates of an empty cell (for positions with the player's marks).
    pub fn set_candidates(&mut self, cell: Cell, candidates: DigitSet) {
        if self.values[cell.index()].is_none() {
            self.candidates[cell.index()] = candidates;
        }
    }

    pub fn is_solved(&self) -> bool {
        self.values.iter().all(Option::is_some)
    }

    pub fn empty_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.values.iter().enumerate().filter(|(_, v)| v.is_none()).map(|(i, _)| Cell::new(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Geometry, Variant};

    fn d(value: u8) -> Option<Digit> {
        Digit::new(value)
    }

    #[test]
    fn duplicate_givens_name_both_cells() {
        let layout = Layout::classic();
        let mut givens = vec![None; 81];
        givens[0] = d(5);
        givens[80] = d(5);
        assert!(Puzzle::new(layout.clone(), givens.clone()).is_ok());
        givens[10] = d(5);
        let err = Puzzle::new(layout, givens).expect_err("r1c1 and r2c2 share box 1");
        assert_eq!(err, PuzzleError::DuplicateGiven { digit: 5, house: "box 1".into(), first: (1, 1), second: (2, 2) });
        assert_eq!(err.to_string(), "digit 5 is given twice in box 1: row 1, column 1 and row 2, column 2");
    }

    #[test]
    fn diagonal_duplicates_count_on_x_boards() {
        let layout = Layout::new(Geometry::new(3, 3, Variant { diagonals: true, ..Variant::default() }))
            .expect("valid geometry");
        let mut givens = vec![None; 81];
        givens[0] = d(5);
        givens[80] = d(5);
        assert!(matches!(Puzzle::new(layout, givens), Err(PuzzleError::DuplicateGiven { .. })));
    }

    #[test]
    fn wrong_length_and_out_of_range_digits_are_refused() {
        let layout = Layout::new(Geometry::standard(2, 2)).expect("4x4");
        assert_eq!(
            Puzzle::new(layout.clone(), vec![None; 15]),
            Err(PuzzleError::WrongLength { expected: 16, found: 15 })
        );
        let mut givens = vec![None; 16];
        givens[5] = d(5);
        assert_eq!(
            Puzzle::new(layout, givens),
            Err(PuzzleError::DigitOutOfRange { row: 2, column: 2, digit: 5, size: 4 })
        );
    }

    #[test]
    fn placing_removes_the_digit_from_peers_only() {
        let layout = Layout::classic();
        let mut grid = Grid::from_values(&layout, &[None; 81]);
        grid.place(&layout, layout.cell(4, 4), Digit::new(7).expect("7"));
        assert!(!grid.candidates(layout.cell(4, 0)).contains(Digit::new(7).expect("7")));
        assert!(!grid.candidates(layout.cell(3, 3)).contains(Digit::new(7).expect("7")));
        assert!(grid.candidates(layout.cell(0, 0)).contains(Digit::new(7).expect("7")));
        assert_eq!(grid.candidates(layout.cell(4, 4)), DigitSet::EMPTY);
        assert_eq!(grid.empty_cells().count(), 80);
    }
}
