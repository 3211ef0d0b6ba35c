//! What every strategy reads: the layout, the grid, and tables derived from them once
//! per step (where each digit can go in each house, which cells hold each candidate).

use std::sync::Arc;

use super::cellset::{CellSet, Cells, SmallCellSet};
use super::edition::Edition;
use super::nc_fillings::Shape;
use super::rules::{Rules, SumRule};
use super::sets::{LayoutSets, Sets};
use crate::constraint::{Constraint, Pair, Relation};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::{House, HouseKind, Layout};
use crate::grid::Grid;

/// Bitsets derived from a layout, built once per solve, with the puzzle's variant
/// constraints ([`Rules`]).
#[derive(Clone, Debug)]
pub struct LayoutIndex {
    sets: LayoutSets<16>,
    /// `sets` as small sets, on boards of up to 128 cells.
    small_sets: Option<LayoutSets<2>>,
    rules: Option<Arc<Rules>>,
    /// The houses of the rows, then of the columns, each in order (row 1 first).
    lines: [Vec<usize>; 2],
    /// The edition of the logic that solves on this board.
    edition: Edition,
}

impl LayoutIndex {
    pub fn new(layout: &Layout) -> LayoutIndex {
        let peers = layout.cells().map(|c| layout.peers(c).iter().copied().collect()).collect();
        LayoutIndex::of_peers(layout, peers, None)
    }

    fn of_peers(layout: &Layout, peers: Vec<CellSet>, rules: Option<Arc<Rules>>) -> LayoutIndex {
        let sets = LayoutSets::new(layout, peers);
        let lines = [HouseKind::Row, HouseKind::Column].map(|kind| {
            let mut lines: Vec<usize> =
                (0..layout.houses().len()).filter(|&h| layout.houses()[h].kind == kind).collect();
            lines.sort_by_key(|&h| layout.houses()[h].index);
            lines
        });
        LayoutIndex { small_sets: sets.small(layout), sets, rules, lines, edition: Edition::LATEST }
    }

    /// The index of a board with variant `constraints`: two cells a rule keeps apart
    /// (anti-knight, anti-king, extra regions, diagonals, renban) see each other, as
    /// cells of one house do.
    pub fn with_constraints(layout: &Layout, constraints: &[Constraint]) -> LayoutIndex {
        if constraints.is_empty() {
            return LayoutIndex::new(layout);
        }
        let rules = Rules::new(layout, constraints);
        LayoutIndex::of_peers(layout, rules.peers.clone(), Some(Arc::new(rules)))
    }

    /// The index of `puzzle`'s board and constraints.
    pub fn of_puzzle(puzzle: &crate::grid::Puzzle) -> LayoutIndex {
        LayoutIndex::with_constraints(puzzle.layout(), puzzle.constraints())
    }

    pub(crate) fn constraints(&self) -> &[Constraint] {
        self.rules.as_ref().map_or(&[], |r| r.constraints.as_slice())
    }

    /// True when the board has variant constraints.
    pub fn has_constraints(&self) -> bool {
        self.rules.is_some()
    }

    /// This index for the logic of `edition` (a new index is for [`Edition::LATEST`]).
    pub fn with_edition(mut self, edition: Edition) -> LayoutIndex {
        self.edition = edition;
        self
    }

    /// The edition of the logic that solves on this board.
    pub fn edition(&self) -> Edition {
        self.edition
    }
}

/// One position as the strategies see it.
#[derive(Debug)]
pub(crate) struct Ctx<'a> {
    pub layout: &'a Layout,
    pub grid: &'a Grid,
    index: &'a LayoutIndex,
    pub size: usize,
    /// The puzzle is known to have exactly one solution (uniqueness strategies allowed).
    pub unique: bool,
    /// `places[h * size + d]`: bit `i` set when digit `d` is a candidate of the `i`-th cell of house `h`.
    places: Vec<u32>,
    /// The digits already placed in each house.
    placed: Vec<DigitSet>,
    /// For each digit, the cells where it is a candidate.
    digit_cells: Vec<CellSet>,
    /// `digit_cells` as small sets, on boards of up to 128 cells (else empty).
    small_digit_cells: Vec<SmallCellSet>,
    /// The unique rectangles of the position, once a uniqueness strategy asks for them.
    pub rectangles: std::cell::OnceCell<Vec<super::patterns::Rect>>,
    /// For each digit, its colouring clusters, once a colouring strategy asks for them.
    pub clusters: std::cell::OnceCell<Vec<std::cell::OnceCell<Vec<super::patterns::Cluster>>>>,
    /// An empty cell has no candidate, or a house has no place for a digit it lacks.
    broken: bool,
}

impl<'a> Ctx<'a> {
    pub fn new(layout: &'a Layout, index: &'a LayoutIndex, grid: &'a Grid, unique: bool) -> Ctx<'a> {
        let size = layout.size();
        let (values, candidates) = (grid.values(), grid.all_candidates());
        let mut places = vec![0u32; layout.houses().len() * size];
        let mut placed = vec![DigitSet::EMPTY; layout.houses().len()];
        let all = DigitSet::all(size).bits();
        let mut broken = false;
        // One house's places, digit `d` at `d` (fewer than 32 digits).
        let mut house_places = [0u32; 32];
        for ((house, slots), placed) in layout.houses().iter().zip(places.chunks_exact_mut(size)).zip(&mut placed) {
            let (mut held, mut have) = (0u32, 0u32);
            for (i, &cell) in house.cells.iter().enumerate() {
                have |= values[cell.index()].map_or(0, |v| DigitSet::single(v).bits());
                let mut digits = candidates[cell.index()].bits();
                held |= digits;
                while digits != 0 {
                    house_places[digits.trailing_zeros() as usize & 31] |= 1 << i;
                    digits &= digits - 1;
                }
            }
            slots.copy_from_slice(&house_places[..size]);
            house_places[..size].fill(0);
            *placed = DigitSet::from_bits(have);
            // A digit neither placed in the house nor a candidate of one of its cells.
            broken |= all & !(held | have) != 0;
        }
        Ctx::with_houses(layout, index, grid, unique, (places, placed, broken))
    }

    /// [`Ctx::new`] with the places of each digit in each house (`places`, as
    /// [`Ctx::places`] reads them) and the digits placed in each house (`placed`) given,
    /// as a branch that followed the position keeps them, instead of read from the grid.
    pub fn with_places(
        layout: &'a Layout,
        index: &'a LayoutIndex,
        grid: &'a Grid,
        unique: bool,
        (places, placed): (&[u32], &[DigitSet]),
    ) -> Ctx<'a> {
        let size = layout.size();
        let all = DigitSet::all(size).bits();
        // A digit neither placed in a house nor a candidate of one of its cells.
        let broken = places.chunks_exact(size).zip(placed).any(|(slots, placed)| {
            let held = slots.iter().enumerate().fold(0u32, |held, (d, &mask)| held | u32::from(mask != 0) << d);
            all & !(held | placed.bits()) != 0
        });
        Ctx::with_houses(layout, index, grid, unique, (places.to_vec(), placed.to_vec(), broken))
    }

    /// The position with its houses' places, placed digits, and whether a house is broken.
    fn with_houses(
        layout: &'a Layout,
        index: &'a LayoutIndex,
        grid: &'a Grid,
        unique: bool,
        (places, placed, mut broken): (Vec<u32>, Vec<DigitSet>, bool),
    ) -> Ctx<'a> {
        let size = layout.size();
        let (values, candidates) = (grid.values(), grid.all_candidates());
        let mut digit_cells = vec![CellSet::EMPTY; size];
        for (cell, (value, digits)) in layout.cells().zip(values.iter().zip(candidates)) {
            broken |= value.is_none() && digits.is_empty();
            let mut digits = digits.bits();
            while digits != 0 {
                if let Some(set) = digit_cells.get_mut(digits.trailing_zeros() as usize) {
                    set.insert(cell);
                }
                digits &= digits - 1;
            }
        }
        let small_digit_cells = match index.small_sets {
            Some(_) => digit_cells.iter().map(Cells::resized).collect(),
            None => Vec::new(),
        };
        // Unique rectangles and BUG+1 swap digits between cells; cage sums and variant
        // constraints can forbid the swap, so there the pattern they avoid is not deadly.
        let unique = unique && layout.cages().is_empty() && !index.has_constraints();
        Ctx {
            layout,
            grid,
            index,
            size,
            unique,
            places,
            placed,
            digit_cells,
            small_digit_cells,
            rectangles: std::cell::OnceCell::new(),
            clusters: std::cell::OnceCell::new(),
            broken,
        }
    }

    pub fn digits(&self) -> impl Iterator<Item = Digit> {
        (0..self.size).filter_map(Digit::from_index)
    }

    pub fn houses(&self) -> &'a [House] {
        self.layout.houses()
    }

    pub fn house(&self, h: usize) -> &'a House {
        &self.layout.houses()[h]
    }

    pub fn candidates(&self, cell: Cell) -> DigitSet {
        self.grid.candidates(cell)
    }

    /// Positions (within house `h`'s cell list) where `digit` can go.
    pub fn places(&self, h: usize, digit: Digit) -> u32 {
        self.places[h * self.size + digit.index()]
    }

    pub fn placed(&self, h: usize) -> DigitSet {
        self.placed[h]
    }

    /// The cells of house `h` at the positions of `mask`.
    pub fn cells_at(&self, h: usize, mask: u32) -> Vec<Cell> {
        bits(mask).map(|i| self.house(h).cells[i]).collect()
    }

    /// The two cells of house `h` at the positions of `mask`, in the house's order, when
    /// it has exactly two (a digit's places that make a strong link).
    pub fn pair_at(&self, h: usize, mask: u32) -> Option<[Cell; 2]> {
        if mask.count_ones() != 2 {
            return None;
        }
        let cells = &self.house(h).cells;
        Some([*cells.get(mask.trailing_zeros() as usize)?, *cells.get(31 - mask.leading_zeros() as usize)?])
    }

    pub fn digit_cells(&self, digit: Digit) -> &CellSet {
        &self.digit_cells[digit.index()]
    }

    pub fn peers(&self, cell: Cell) -> &'a CellSet {
        self.index.sets.peers(cell)
    }

    /// The position's cell sets, for any board.
    pub fn sets(&self) -> Sets<'_, 16> {
        Sets::new(&self.index.sets, &self.digit_cells)
    }

    /// The position's cell sets as small sets, on boards of up to 128 cells.
    pub fn small_sets(&self) -> Option<Sets<'_, 2>> {
        self.index.small_sets.as_ref().map(|sets| Sets::new(sets, &self.small_digit_cells))
    }

    /// The edition of the logic: a step a later edition brought finds nothing before it.
    pub fn edition(&self) -> Edition {
        self.index.edition
    }

    /// The puzzle's variant constraints.
    pub fn constraints(&self) -> &'a [Constraint] {
        self.index.constraints()
    }

    /// The cells the variant rules pair with `cell`: each with the pair's relation and
    /// whether `cell` is the pair's first.
    pub fn rule_links(&self, cell: Cell) -> &'a [(Cell, Relation, bool)] {
        self.index.rules.as_ref().and_then(|r| r.links.get(cell.index())).map_or(&[], Vec::as_slice)
    }

    /// The pairs of cells constraint `k` relates.
    pub fn pairs(&self, k: usize) -> &'a [Pair] {
        self.index.rules.as_ref().and_then(|r| r.pairs.get(k)).map_or(&[], Vec::as_slice)
    }

    /// The cells of constraint `k` whose fillings are walked (none: not walked).
    pub fn walked_cells(&self, k: usize) -> &'a [Cell] {
        self.index.rules.as_ref().and_then(|r| r.walked_cells.get(k)).map_or(&[], Vec::as_slice)
    }

    /// The digits each walked cell of constraint `k` takes in some filling, found without
    /// a walk where the rule allows ([`super::rules::Rules::exact_fillings`]).
    pub fn exact_fillings(&self, k: usize, domains: &[DigitSet]) -> Option<Vec<DigitSet>> {
        self.index.rules.as_ref()?.exact_fillings(k, self.size, domains)
    }

    /// The sums the constraints state, each with its constraint's index.
    pub fn sums(&self) -> &'a [SumRule] {
        self.index.rules.as_ref().map_or(&[], |r| r.sums.as_slice())
    }

    /// Under the non-consecutive rule, the houses whose fillings its tables give, with
    /// their shapes ([`super::rules::Rules::non_consecutive_houses`]).
    pub fn non_consecutive_houses(&self) -> &'a [(usize, Shape)] {
        self.index.rules.as_ref().map_or(&[], |r| r.non_consecutive_houses.as_slice())
    }

    /// The variant rules, for branches that follow them.
    pub fn rules(&self) -> Option<Arc<Rules>> {
        self.index.rules.clone()
    }

    /// The digits `cell` may hold: its value, or its candidates.
    pub fn domain(&self, cell: Cell) -> DigitSet {
        self.grid.value(cell).map_or_else(|| self.candidates(cell), DigitSet::single)
    }

    /// The houses of the rows (`HouseKind::Row`) or else of the columns, in order (row 1 first).
    pub fn lines(&self, kind: HouseKind) -> &'a [usize] {
        &self.index.lines[usize::from(kind != HouseKind::Row)]
    }

    pub fn house_set(&self, h: usize) -> &'a CellSet {
        self.index.sets.house(h)
    }

    pub fn sees(&self, a: Cell, b: Cell) -> bool {
        self.peers(a).contains(b)
    }

    /// The houses that hold every cell of `cells`.
    pub fn common_houses(&self, cells: &[Cell]) -> Vec<usize> {
        let Some(&first) = cells.first() else { return Vec::new() };
        self.layout
            .houses_of(first)
            .iter()
            .map(|h| h.index())
            .filter(|&h| cells.iter().all(|c| self.house_set(h).contains(*c)))
            .collect()
    }

    /// True when the position is broken: an empty cell without candidates, or a
    /// digit that has no place left in a house that lacks it.
    pub fn is_broken(&self) -> bool {
        self.broken
    }
}

/// A mask of bits: a house's places (`u32`) or a closure's states (`u128`).
pub(crate) trait Mask: Copy {
    /// The lowest set bit's index and the mask without it; `None` when no bit is set.
    fn lowest(self) -> Option<(usize, Self)>;
}

macro_rules! mask {
    ($($t:ty),*) => {$(
        impl Mask for $t {
            #[inline]
            fn lowest(self) -> Option<(usize, $t)> {
                (self != 0).then(|| (self.trailing_zeros() as usize, self & (self - 1)))
            }
        }
    )*};
}
mask!(u32, u128);

/// The indices of the set bits of `mask`, lowest first.
pub(crate) fn bits<M: Mask>(mask: M) -> impl Iterator<Item = usize> {
    let mut m = mask;
    std::iter::from_fn(move || {
        let (i, rest) = m.lowest()?;
        m = rest;
        Some(i)
    })
}
