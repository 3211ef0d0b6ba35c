//! The combinations a player's helper shows for a sum along a line, as it shows a cage's:
//! an arrow's shaft, whose digits sum to the bulb's number, and a stretch of a region-sum
//! line, whose digits sum to the total every stretch of the line shares.

use crate::constraint::family;
use std::collections::{BTreeMap, BTreeSet};

use super::{region_segments, Constraint};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::{sum_range, Cage, Layout};

/// The most steps of a walk over a shaft's fillings before the list is cut (a long shaft
/// under a two-digit bulb): the helper is drawn again on every keypress.
const WALK_LIMIT: usize = 20_000;

/// Which part of a rule the sets are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SumPart {
    /// An arrow's shaft (the cell is on it, or in the bulb of an arrow with this shaft first).
    Shaft,
    /// The stretch of a region-sum line inside one box.
    Segment,
}

/// What the helper shows for the sum through one cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumSets {
    pub part: SumPart,
    /// How many cells the part has.
    pub cells: usize,
    /// Each total the part can still make, in increasing order, with the digits that make
    /// it, smallest first. Digits repeat only on a shaft whose cells share no house.
    pub totals: Vec<(u32, Vec<Vec<Digit>>)>,
    /// False when a shaft had too many fillings to list them all.
    pub complete: bool,
}

impl SumSets {
    /// The sets of the first arrow or region-sum line through `cell`, given the digits
    /// placed (`values`) and the player's marks (`marks`; an empty set allows every digit),
    /// each with one entry per cell of the board.
    pub fn of(
        constraints: &[Constraint],
        layout: &Layout,
        values: &[Option<Digit>],
        marks: &[DigitSet],
        cell: Cell,
    ) -> Option<SumSets> {
        let open = |c: Cell| match values.get(c.index()).copied().flatten() {
            Some(digit) => DigitSet::single(digit),
            None => Some(marks.get(c.index()).copied().unwrap_or_default())
                .filter(|marked| !marked.is_empty())
                .unwrap_or(DigitSet::all(layout.size())),
        };
        constraints.iter().find_map(|rule| match rule {
            Constraint::Arrow(family::Arrow { bulb, shafts }) => {
                let shaft = match shafts.iter().find(|shaft| shaft.contains(&cell)) {
                    Some(shaft) => shaft,
                    None if bulb.contains(&cell) => shafts.first()?,
                    None => return None,
                };
                Some(shaft_sets(layout, &open, bulb, shaft))
            }
            Constraint::RegionSum(family::RegionSum { cells }) if cells.contains(&cell) => {
                Some(segment_sets(layout, values, marks, &region_segments(layout, cells), cell))
            }
            _ => None,
        })
    }
}

/// The numbers the bulb can read: its digits written side by side.
fn bulb_numbers(bulb: &[Cell], open: &dyn Fn(Cell) -> DigitSet) -> BTreeSet<u32> {
    bulb.iter().fold(BTreeSet::from([0]), |numbers, &cell| {
        let digits = open(cell);
        numbers.iter().flat_map(|n| digits.iter().map(move |d| n * 10 + u32::from(d.get()))).collect()
    })
}

fn shaft_sets(layout: &Layout, open: &dyn Fn(Cell) -> DigitSet, bulb: &[Cell], shaft: &[Cell]) -> SumSets {
    let numbers = bulb_numbers(bulb, open);
    let highest = numbers.last().copied().unwrap_or(0);
    let mut walk = ShaftWalk { layout, shaft, open, highest, found: BTreeMap::new(), steps: 0, picked: Vec::new() };
    walk.fill(0);
    let complete = walk.steps < WALK_LIMIT;
    let totals = walk
        .found
        .into_iter()
        .filter(|(total, _)| numbers.contains(total))
        .map(|(total, sets)| (total, sets.into_iter().collect()))
        .collect();
    SumSets { part: SumPart::Shaft, cells: shaft.len(), totals, complete }
}

/// A depth-first walk over a shaft's fillings, keeping each one's digits by total.
struct ShaftWalk<'a> {
    layout: &'a Layout,
    shaft: &'a [Cell],
    open: &'a dyn Fn(Cell) -> DigitSet,
    highest: u32,
    found: BTreeMap<u32, BTreeSet<Vec<Digit>>>,
    steps: usize,
    picked: Vec<Digit>,
}

impl ShaftWalk<'_> {
    fn fill(&mut self, total: u32) {
        let at = self.picked.len();
        let Some(&cell) = self.shaft.get(at) else {
            let mut digits = self.picked.clone();
            digits.sort_unstable();
            self.found.entry(total).or_default().insert(digits);
            return;
        };
        // Each cell still to fill adds at least 1.
        let left = (self.shaft.len() - at - 1) as u32;
        for digit in (self.open)(cell).iter() {
            if self.steps >= WALK_LIMIT || total + u32::from(digit.get()) + left > self.highest {
                return;
            }
            let seen =
                self.shaft[..at].iter().zip(&self.picked).any(|(&c, &d)| d == digit && self.layout.sees(c, cell));
            if seen {
                continue;
            }
            self.steps += 1;
            self.picked.push(digit);
            self.fill(total + u32::from(digit.get()));
            self.picked.pop();
        }
    }
}

fn segment_sets(
    layout: &Layout,
    values: &[Option<Digit>],
    marks: &[DigitSet],
    segments: &[Vec<Cell>],
    cell: Cell,
) -> SumSets {
    let sets_by_total = |segment: &Vec<Cell>| -> BTreeMap<u32, Vec<DigitSet>> {
        let (low, high) = sum_range(segment.len(), layout.size());
        (low..=high)
            .filter_map(|total| {
                let cage = Cage::new(segment.clone(), Some(u16::try_from(total).ok()?));
                let sets = cage.possible_combinations(values, marks, layout.size());
                (!sets.is_empty()).then_some((total as u32, sets))
            })
            .collect()
    };
    let mine = segments.iter().find(|segment| segment.contains(&cell)).cloned().unwrap_or_default();
    let others: Vec<BTreeMap<u32, Vec<DigitSet>>> =
        segments.iter().filter(|segment| !segment.contains(&cell)).map(sets_by_total).collect();
    let totals = sets_by_total(&mine)
        .into_iter()
        .filter(|(total, _)| others.iter().all(|other| other.contains_key(total)))
        .map(|(total, sets)| {
            let mut written: Vec<Vec<Digit>> = sets.into_iter().map(|set| set.iter().collect()).collect();
            written.sort_unstable();
            (total, written)
        })
        .collect();
    SumSets { part: SumPart::Segment, cells: mine.len(), totals, complete: true }
}

#[cfg(test)]
mod tests;
