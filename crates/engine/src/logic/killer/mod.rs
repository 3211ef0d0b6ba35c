//! Killer strategies: what the cage sums tell, on boards with cages. Every finder here
//! returns `None` at once on a board without cages, so classic puzzles solve and rate as
//! without them.
//!
//! - [`combinations`]: the digit sets a cage can still hold (Cage Combinations);
//! - [`interactions`]: a digit a cage must hold, confined to one house, or a digit of a
//!   house confined to one cage (Cage-House Interaction);
//! - [`innies`]: the 45 rule on a house or a group of houses (Innies and Outies);
//! - [`subsets`]: cages of one house whose combinations lock digits together (Cage Subset);
//! - [`sums`]: the 45 rule as an equation over any number of innies and outies (Innie-Outie Sums);
//! - [`houses`]: the fillings of one house that let every cage over it make its sum
//!   (Cage Combinations in a House);
//! - [`forcing`]: dynamic forcing chains that follow the cage sums, the last resort
//!   (Cage Forcing Chain).

pub(crate) mod combinations;
pub(crate) mod forcing;
pub(crate) mod groups;
pub(crate) mod houses;
pub(crate) mod innies;
pub(crate) mod interactions;
pub(crate) mod subsets;
pub(crate) mod sums;

use super::cellset::CellSet;
use super::context::Ctx;
use super::deduction::symbol;
use crate::digits::{Cell, DigitSet};
use crate::geometry::{digit_sum, Cage};

/// The most digit sets a sentence lists before it says how many more there are.
const LISTED_SETS: usize = 6;

/// What a cage can still hold, given the values and candidates of its cells.
#[derive(Clone, Debug)]
pub(crate) struct CageOptions {
    /// Every digit set (one digit per cell, summing to the cage's sum) some filling of
    /// the cage's cells reaches.
    pub combos: Vec<DigitSet>,
    /// For each cell of the cage (in the cage's order), the digits it takes in some filling.
    pub digits: Vec<DigitSet>,
}

impl CageOptions {
    /// The digits every combination holds.
    pub fn required(&self) -> DigitSet {
        self.combos.iter().fold(self.combos.first().copied().unwrap_or_default(), |all, &c| all.intersection(c))
    }
}

/// The cages of the board with a sum, with their index into [`crate::Layout::cages`].
pub(crate) fn summed_cages<'a>(ctx: &Ctx<'a>) -> impl Iterator<Item = (usize, &'a Cage, u32)> {
    ctx.layout.cages().iter().enumerate().filter_map(|(k, cage)| cage.sum.map(|s| (k, cage, u32::from(s))))
}

/// The summed cages against the cells of `area`: those wholly inside it, and those that
/// cross its edge, each with its sum (the two sides of the 45 rule on a set of houses).
pub(crate) fn cages_against<'a>(ctx: &Ctx<'a>, area: &CellSet) -> (SummedCages<'a>, SummedCages<'a>) {
    let (mut inside, mut covering) = (Vec::new(), Vec::new());
    for (_, cage, sum) in summed_cages(ctx) {
        let within = cage.cells.iter().filter(|&&c| area.contains(c)).count();
        if within == cage.cells.len() {
            inside.push((cage, i64::from(sum)));
        } else if within > 0 {
            covering.push((cage, i64::from(sum)));
        }
    }
    (inside, covering)
}

/// Cages with their sums.
pub(crate) type SummedCages<'a> = Vec<(&'a Cage, i64)>;

/// The digits `cell` may hold: its value, or its candidates.
pub(crate) fn domain(ctx: &Ctx, cell: Cell) -> DigitSet {
    ctx.grid.value(cell).map_or_else(|| ctx.candidates(cell), DigitSet::single)
}

/// What `cage` can hold (`None` for a cage without a sum), keeping only the digit sets
/// `keep` accepts.
pub(crate) fn options_where(ctx: &Ctx, cage: &Cage, keep: impl Fn(DigitSet) -> bool) -> Option<CageOptions> {
    let sum = u32::from(cage.sum?);
    let domains: Vec<u32> = cage.cells.iter().map(|&c| domain(ctx, c).bits()).collect();
    Some(options_of(&domains, sum, keep))
}

/// What cells with digits `domains` (as bits), each digit once, summing to `sum` can hold,
/// keeping only the digit sets `keep` accepts.
pub(crate) fn options_of(domains: &[u32], sum: u32, keep: impl Fn(DigitSet) -> bool) -> CageOptions {
    // Forward: the sets of digits the first i cells can hold without passing the sum.
    let mut layers: Vec<Vec<u32>> = vec![vec![0]];
    for &dom in domains {
        let mut next: Vec<u32> = Vec::new();
        for &used in layers.last().map(Vec::as_slice).unwrap_or_default() {
            for bit in super::context::bits(dom & !used) {
                let mask = used | 1 << bit;
                if digit_sum(mask) <= sum {
                    next.push(mask);
                }
            }
        }
        next.sort_unstable();
        next.dedup();
        layers.push(next);
    }
    // Backward: keep the sets that complete to the sum, and the digits each cell takes.
    let finals = layers.pop().unwrap_or_default();
    let mut good: Vec<u32> =
        finals.into_iter().filter(|&m| digit_sum(m) == sum && keep(DigitSet::from_bits(m))).collect();
    let mut combos: Vec<DigitSet> = good.iter().map(|&m| DigitSet::from_bits(m)).collect();
    // As players list them: {1,4,5} before {2,3,5}.
    combos.sort_by_key(|s| s.iter().map(|d| d.get()).collect::<Vec<u8>>());
    let mut digits = vec![DigitSet::EMPTY; domains.len()];
    for (i, layer) in layers.iter().enumerate().rev() {
        let mut previous = Vec::new();
        for &used in layer {
            let mut any = false;
            for bit in super::context::bits(domains[i] & !used) {
                if good.binary_search(&(used | 1 << bit)).is_ok() {
                    digits[i] = digits[i].union(DigitSet::from_bits(1 << bit));
                    any = true;
                }
            }
            if any {
                previous.push(used);
            }
        }
        good = previous;
    }
    CageOptions { combos, digits }
}

/// What `cage` can hold (`None` for a cage without a sum).
pub(crate) fn options(ctx: &Ctx, cage: &Cage) -> Option<CageOptions> {
    options_where(ctx, cage, |_| true)
}

/// "cage 14 at r1c1 (3 cells)": a cage named by its sum and its top-left cell.
pub(crate) fn cage_name(ctx: &Ctx, cage: &Cage) -> String {
    let at = cage.anchor().map(|c| ctx.layout.cell_name(c)).unwrap_or_default();
    let cells = match cage.cells.len() {
        1 => "1 cell".to_string(),
        n => format!("{n} cells"),
    };
    match cage.sum {
        Some(sum) => format!("cage {sum} at {at} ({cells})"),
        None => format!("the cage at {at} ({cells})"),
    }
}

/// "{1,4,9}".
pub(crate) fn set_text(set: DigitSet) -> String {
    let digits: Vec<String> = set.iter().map(|d| symbol(d).to_string()).collect();
    format!("{{{}}}", digits.join(","))
}

/// "{1,4,9} or {2,3,9}", at most a few sets and then how many more.
pub(crate) fn sets_text(sets: &[DigitSet]) -> String {
    let mut shown: Vec<String> = sets.iter().take(LISTED_SETS).map(|&s| set_text(s)).collect();
    if sets.len() > LISTED_SETS {
        shown.push(format!("{} more", sets.len() - LISTED_SETS));
    }
    match shown.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// The candidates of the empty cells of `cage` (in its order) that `allowed` rules out.
pub(crate) fn excluded(ctx: &Ctx, cage: &Cage, allowed: &[DigitSet]) -> Vec<(Cell, crate::digits::Digit)> {
    let mut out = Vec::new();
    for (&cell, &ok) in cage.cells.iter().zip(allowed) {
        if ctx.grid.value(cell).is_none() {
            out.extend(ctx.candidates(cell).difference(ok).iter().map(|d| (cell, d)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digits::Digit;
    use crate::geometry::{Geometry, Layout, Variant};
    use crate::grid::Grid;
    use crate::logic::context::LayoutIndex;

    #[test]
    fn options_follow_candidates_and_values() {
        let cells = vec![Cell::new(0), Cell::new(1), Cell::new(2)];
        let cage = Cage::new(cells, Some(10));
        let variant = Variant { cages: Some(vec![cage.clone()]), ..Variant::default() };
        let layout = Layout::new(Geometry::new(3, 3, variant)).expect("valid cage");
        let mut grid = Grid::from_values(&layout, &[None; 81]);
        let index = LayoutIndex::new(&layout);
        let all = |g: &Grid| {
            let ctx = Ctx::new(&layout, &index, g, false);
            options(&ctx, &cage).expect("a sum")
        };
        // 10 in three cells: {1,2,7}, {1,3,6}, {1,4,5}, {2,3,5}.
        let found = all(&grid);
        assert_eq!(found.combos.len(), 4);
        assert_eq!(found.required(), DigitSet::EMPTY);
        grid.place(&layout, Cell::new(0), Digit::new(5).expect("digit"));
        let found = all(&grid);
        assert_eq!(found.combos.iter().map(|&s| set_text(s)).collect::<Vec<_>>(), ["{1,4,5}", "{2,3,5}"]);
        assert_eq!(set_text(found.digits[1]), "{1,2,3,4}");
        grid.set_candidates(Cell::new(1), DigitSet::single(Digit::new(4).expect("digit")));
        let found = all(&grid);
        assert_eq!(sets_text(&found.combos), "{1,4,5}");
        assert_eq!(set_text(found.digits[2]), "{1}");
    }
}
