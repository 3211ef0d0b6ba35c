//! ALS-XZ: two almost locked sets joined by a restricted common candidate.
//!
//! An almost locked set (ALS) is `n` empty cells of one house holding `n + 1` digits
//! between them: take any one digit away and the rest are locked in those cells. Two
//! ALS A and B (no cell in common) share a *restricted common* digit X when every place
//! of X in A sees every place of X in B: X then stands in at most one of them, so the
//! other is locked without X. If they also share a digit Z, Z stands in A or in B
//! (whichever is locked keeps all its digits), so Z leaves every cell that sees all the
//! places of Z in both sets.
//!
//! Works on houses (rows, columns, boxes, jigsaw regions, diagonals, colour groups), on
//! boards of any size. Sets are searched up to [`MAX_CELLS`] cells and at most
//! [`MAX_SETS`] of them, which bounds the pair search (and keeps rating fast: larger
//! sets cost time and did not bring the rating closer to SE's).

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use super::cellset::Cells;
use super::context::Ctx;
use super::deduction::{cell_list, digit_list, symbol};
use super::sets::Sets;
use super::{Deduction, Strategy};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::HouseId;

/// The most cells of one almost locked set.
const MAX_CELLS: usize = 4;
/// The most almost locked sets compared pairwise in one position.
const MAX_SETS: usize = 1500;
/// The difficulty of an ALS-XZ shaped as a WXYZ-Wing.
const WXYZ_WING: u32 = 55;
/// The difficulty of an ALS-XZ of a bivalue cell and a set of four cells (a VWXYZ-Wing).
const VWXYZ_WING: u32 = 57;

#[derive(Debug)]
struct Als<const W: usize> {
    house: usize,
    /// The cells, `cell_count` of them.
    cell_array: [Cell; MAX_CELLS],
    cell_count: usize,
    set: Cells<W>,
    /// `set` folded ([`Cells::folded`]), for a quick test that two sets are disjoint.
    folded: u128,
    digits: DigitSet,
    /// Where each digit of the set stands, digits in order: `places[by_digit..]` of the
    /// list of every set's places ([`AlmostLockedSets::places`]).
    by_digit: usize,
}

/// Every almost locked set of a position, and the places of their digits, set after set.
struct AlmostLockedSets<const W: usize> {
    sets: Vec<Als<W>>,
    places: Vec<Places<W>>,
}

/// The cells of a set that hold one digit, and the cells that see all of those, as
/// sets and folded ([`Cells::folded`]) for quick tests.
#[derive(Debug)]
struct Places<const W: usize> {
    digit: Digit,
    holding: Cells<W>,
    seeing: Cells<W>,
    holding_folded: u128,
    seeing_folded: u128,
}

impl<const W: usize> Places<W> {
    /// Whether every cell of these places sees every cell of `other`'s.
    fn all_see(&self, other: &Places<W>) -> bool {
        self.holding_folded & !other.seeing_folded == 0 && self.holding.minus(&other.seeing).is_empty()
    }
}

impl<const W: usize> Als<W> {
    /// The set of `cells` (at most [`MAX_CELLS`]) in house `house`, holding `digits`; the
    /// places of its digits are added to `places`.
    fn new(sets: Sets<W>, house: usize, cells: &[Cell], digits: DigitSet, places: &mut Vec<Places<W>>) -> Als<W> {
        let set: Cells<W> = cells.iter().copied().collect();
        let by_digit = places.len();
        places.extend(digits.iter().map(|digit| {
            let holding = set.and(sets.digit_cells(digit));
            let seeing = sets.common_peers(&holding);
            Places { digit, holding, seeing, holding_folded: holding.folded(), seeing_folded: seeing.folded() }
        }));
        let mut cell_array = [Cell::new(0); MAX_CELLS];
        let cell_count = cells.len().min(MAX_CELLS);
        cell_array[..cell_count].copy_from_slice(&cells[..cell_count]);
        Als { house, cell_array, cell_count, set, folded: set.folded(), digits, by_digit }
    }

    fn cells(&self) -> &[Cell] {
        &self.cell_array[..self.cell_count]
    }

    /// The places of the set's digits, in order, from the list of every set's `places`.
    fn by_digit<'p>(&self, places: &'p [Places<W>]) -> &'p [Places<W>] {
        places.get(self.by_digit..self.by_digit + self.digits.len()).unwrap_or(&[])
    }

    /// Where `digit`, one of the set's digits, stands in it.
    fn places<'p>(&self, places: &'p [Places<W>], digit: Digit) -> Option<&'p Places<W>> {
        self.by_digit(places).iter().find(|p| p.digit == digit)
    }

    /// Whether the two sets have no cell in common.
    fn is_disjoint(&self, other: &Als<W>) -> bool {
        self.folded & other.folded == 0 || self.set.and(&other.set).is_empty()
    }
}

/// Every almost locked set, each cell set once: house by house, the sets of one cell,
/// then of two, up to [`MAX_CELLS`], each size in the order of the house's cells.
fn almost_locked_sets<const W: usize>(ctx: &Ctx, sets: Sets<W>) -> AlmostLockedSets<W> {
    let mut seen: HashSet<Cells<W>, BuildHasherDefault<WordHasher>> = HashSet::default();
    let mut out = Vec::new();
    let mut places = Vec::new();
    let mut by_size: [Vec<Choice>; MAX_CELLS + 1] = Default::default();
    for (h, house) in ctx.houses().iter().enumerate() {
        // A house has at most 32 cells (places are u32 masks): its empty cells on the stack.
        let (mut empty, mut masks, mut len) = ([Cell::new(0); 32], [0u32; 32], 0);
        for &cell in house.cells.iter().filter(|&&c| ctx.grid.value(c).is_none()).take(32) {
            (empty[len], masks[len], len) = (cell, ctx.candidates(cell).bits(), len + 1);
        }
        // A locked set of every empty cell is no ALS; n - 1 cells would be the complement.
        let most = MAX_CELLS.min(len.saturating_sub(1));
        by_size.iter_mut().for_each(Vec::clear);
        one_digit_over(&masks[..len], most, &mut by_size);
        for &(chosen, size, union) in by_size.iter().flatten() {
            let mut cells = [Cell::new(0); MAX_CELLS];
            for (slot, &i) in cells.iter_mut().zip(&chosen[..size]) {
                *slot = empty[usize::from(i)];
            }
            let cells = &cells[..size];
            if seen.insert(cells.iter().copied().collect()) {
                out.push(Als::new(sets, h, cells, DigitSet::from_bits(union), &mut places));
                if out.len() >= MAX_SETS {
                    return AlmostLockedSets { sets: out, places };
                }
            }
        }
    }
    AlmostLockedSets { sets: out, places }
}

/// A choice of cells of a house: their indices, how many, and the union of their candidates.
type Choice = ([u8; MAX_CELLS], usize, u32);

/// Into `by_size[k]`, the choices of `k` of `masks` (1 to `most`) whose union has `k + 1`
/// bits, in lexicographic order: one walk over the choices for every size at once.
fn one_digit_over(masks: &[u32], most: usize, by_size: &mut [Vec<Choice>; MAX_CELLS + 1]) {
    fn walk(
        masks: &[u32],
        most: usize,
        (chosen, len, union): Choice,
        start: usize,
        by_size: &mut [Vec<Choice>; MAX_CELLS + 1],
    ) {
        for i in start..masks.len() {
            let union = union | masks[i];
            let bits = union.count_ones() as usize;
            // Unions only grow: past `most + 1` bits no choice of `most` cells or fewer is one over.
            if bits > most + 1 {
                continue;
            }
            let mut chosen = chosen;
            chosen[len] = i as u8;
            if bits == len + 2 {
                by_size[len + 1].push((chosen, len + 1, union));
            }
            if len + 1 < most {
                walk(masks, most, (chosen, len + 1, union), i + 1, by_size);
            }
        }
    }
    if most > 0 {
        walk(masks, most, ([0; MAX_CELLS], 0, 0), 0, by_size);
    }
}

/// A quick hasher for the cell sets met (their words folded by multiplication): they are
/// only told apart, and none comes from outside.
#[derive(Default)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(26) ^ word).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

pub(crate) fn als_xz(ctx: &Ctx) -> Option<Deduction> {
    match ctx.small_sets() {
        Some(sets) => als_xz_in(ctx, sets),
        None => als_xz_in(ctx, ctx.sets()),
    }
}

fn als_xz_in<const W: usize>(ctx: &Ctx, cell_sets: Sets<W>) -> Option<Deduction> {
    let AlmostLockedSets { sets, places } = almost_locked_sets(ctx, cell_sets);
    let quick = QuickTest::of(ctx, &sets, &places);
    // The sets of each number of cells, in order.
    let of_size: Vec<Vec<usize>> =
        (0..=MAX_CELLS).map(|size| (0..sets.len()).filter(|&i| sets[i].cell_count == size).collect()).collect();
    // Wing shapes first (a bivalue cell with a set of two, three, then four cells): later SE
    // versions rate them below other ALS-XZ, so the easiest one explains the step.
    for size in [2, 3, 4] {
        for &i in &of_size[1] {
            if let Some(d) = first_pair(ctx, cell_sets, (&sets, &places), &quick, i, of_size[size].iter().copied()) {
                return Some(d);
            }
        }
    }
    (0..sets.len()).find_map(|i| first_pair(ctx, cell_sets, (&sets, &places), &quick, i, i + 1..sets.len()))
}

/// The first ALS-XZ of set `i` with one of the sets `partners`, in their order.
fn first_pair<const W: usize>(
    ctx: &Ctx,
    cell_sets: Sets<W>,
    (sets, places): (&[Als<W>], &[Places<W>]),
    quick: &QuickTest,
    i: usize,
    partners: impl Iterator<Item = usize>,
) -> Option<Deduction> {
    partners.filter(|&j| quick.may_pair(i, j)).find_map(|j| als_pair(ctx, cell_sets, places, &sets[i], &sets[j]))
}

/// What every set needs for the first tests of a pair, side by side in memory and folded
/// ([`Cells::folded`]): the pairs are many, and most fail them.
struct QuickTest {
    size: usize,
    digits: Vec<DigitSet>,
    folded: Vec<u128>,
    /// `holding[i * size + d]`: the cells of set `i` that hold digit `d`, folded.
    holding: Vec<u128>,
    /// `seeing[i * size + d]`: the cells that see all of those, folded.
    seeing: Vec<u128>,
    /// The board has at most 128 cells: folds that meet are sets that meet.
    exact: bool,
}

impl QuickTest {
    fn of<const W: usize>(ctx: &Ctx, sets: &[Als<W>], places: &[Places<W>]) -> QuickTest {
        let size = ctx.size;
        let mut holding = vec![0; sets.len() * size];
        let mut seeing = vec![0; sets.len() * size];
        for (i, set) in sets.iter().enumerate() {
            for places in set.by_digit(places) {
                holding[i * size + places.digit.index()] = places.holding_folded;
                seeing[i * size + places.digit.index()] = places.seeing_folded;
            }
        }
        QuickTest {
            size,
            digits: sets.iter().map(|s| s.digits).collect(),
            folded: sets.iter().map(|s| s.folded).collect(),
            holding,
            seeing,
            exact: ctx.layout.cell_count() <= 128,
        }
    }

    /// False when sets `i` and `j` cannot make an ALS-XZ: fewer than two digits in
    /// common, a cell in common, or no digit in common whose places in `j` all see its
    /// places in `i` (a restricted common digit).
    #[inline]
    fn may_pair(&self, i: usize, j: usize) -> bool {
        let common = self.digits[i].intersection(self.digits[j]);
        if common.len() < 2 || (self.exact && self.folded[i] & self.folded[j] != 0) {
            return false;
        }
        let (a, b) = (i * self.size, j * self.size);
        common.iter().any(|x| self.holding[b + x.index()] & !self.seeing[a + x.index()] == 0)
    }
}

/// The ALS-XZ on `a` and `b`, if they make one that removes something.
fn als_pair<const W: usize>(
    ctx: &Ctx,
    sets: Sets<W>,
    places: &[Places<W>],
    a: &Als<W>,
    b: &Als<W>,
) -> Option<Deduction> {
    let common = a.digits.intersection(b.digits);
    if common.len() < 2 || !a.is_disjoint(b) {
        return None;
    }
    for x in common.iter() {
        // Restricted common: every X of A sees every X of B.
        let (Some(ax), Some(bx)) = (a.places(places, x), b.places(places, x)) else { continue };
        if !bx.all_see(ax) {
            continue;
        }
        let mut d = Deduction::new(Strategy::AlsXz);
        let mut zs = DigitSet::EMPTY;
        for z in common.iter().filter(|&z| z != x) {
            let (Some(az), Some(bz)) = (a.places(places, z), b.places(places, z)) else { continue };
            let seeing = az.seeing.and(&bz.seeing);
            let targets = seeing.and(sets.digit_cells(z)).minus(&a.set).minus(&b.set);
            if !targets.is_empty() {
                zs.insert(z);
                d.eliminations.extend(targets.iter().map(|t| (t, z)));
            }
        }
        if d.eliminations.is_empty() {
            continue;
        }
        d.cells = a.cells().iter().chain(b.cells()).copied().collect();
        d.houses = vec![HouseId::new(a.house), HouseId::new(b.house)];
        d.digits = zs.union(DigitSet::single(x));
        d.difficulty = difficulty(ctx, a, b);
        d.explanation = format!(
            "ALS-XZ: the almost locked sets {} (digits {}) and {} (digits {}) each hold one digit more \
             than cells; every {x} of the first sees every {x} of the second, so one set lacks {x} and is \
             locked: {} {} in one of the two sets, so remove {}.",
            cell_list(ctx.layout, a.cells()),
            digit_list(a.digits),
            cell_list(ctx.layout, b.cells()),
            digit_list(b.digits),
            digit_list(zs),
            if zs.len() > 1 { "go" } else { "goes" },
            d.eliminations_text(ctx.layout),
            x = symbol(x)
        );
        return Some(d);
    }
    None
}

/// The lowest difficulty an ALS-XZ step can have ([`difficulty`]): shaped as a
/// WXYZ-Wing it rates below the strategy's base.
pub(crate) fn lowest_als_xz_difficulty() -> u32 {
    WXYZ_WING.min(VWXYZ_WING).min(Strategy::AlsXz.base_difficulty())
}

/// The difficulty of an ALS-XZ on `a` and `b` (tenths of the SE scale): the base value
/// plus 0.1 per cell beyond two; but a bivalue cell with a set of three cells is what
/// later SE versions call a WXYZ-Wing and rate 5.5 (5.6 when its biggest cell holds
/// three digits); with a set of four cells (a VWXYZ-Wing), 5.7.
fn difficulty<const W: usize>(ctx: &Ctx, a: &Als<W>, b: &Als<W>) -> u32 {
    let cells = a.cell_count + b.cell_count;
    if (a.cell_count == 1 || b.cell_count == 1) && cells == 4 {
        let biggest = a.cells().iter().chain(b.cells()).map(|&c| ctx.candidates(c).len()).max().unwrap_or(0);
        return WXYZ_WING + u32::from(biggest == 3);
    }
    if (a.cell_count == 1 || b.cell_count == 1) && cells == 5 {
        return VWXYZ_WING;
    }
    Strategy::AlsXz.base_difficulty() + u32::try_from(cells.saturating_sub(2)).unwrap_or(0)
}
