//! Propagators for the rules whose cells are too many to walk every filling of: each
//! keeps in its cells only digits that some filling could use, judged by bounds (sums),
//! windows (renban), ends (between lines) or the digit sets a clue allows (sandwiches,
//! X-sums, killer cages), and skyscrapers by the states of a walk along the row. Each is
//! sound (it never removes a digit of a solution) and cheap; none needs to be exact, as
//! the search checks every rule on a full filling.

use crate::constraint::primitive::Primitive;
use crate::digits::Cell;
use crate::geometry::{combinations, Cage, Layout, MAX_KILLER_SIZE};
use crate::solve::cage_exact::{exact_cage, FEW};

/// The most cells of an arrow's pill that its bounds are worked out for.
const MAX_PILL: usize = 6;

/// A cell's digits (bit `d - 1` for `d`) without the search's placed flag.
pub(super) fn digits(mask: u32) -> u32 {
    mask & !super::PLACED
}

fn lowest(mask: u32) -> i64 {
    i64::from(mask.trailing_zeros()) + 1
}

fn highest(mask: u32) -> i64 {
    32 - i64::from(mask.leading_zeros())
}

/// The digits `low..=high` as a mask (empty when `low > high`).
fn range_mask(low: i64, high: i64) -> u32 {
    let (low, high) = (low.max(1), high.min(31));
    if low > high {
        return 0;
    }
    (u32::MAX >> (32 - (high - low + 1))) << (low - 1)
}

/// Keeps in `cell` only the digits of `keep`: `None` when none is left, else whether it
/// changed. A placed cell keeps its flag unless its digit goes.
fn keep(cand: &mut [u32], cell: usize, keep: u32) -> Option<bool> {
    let old = digits(cand[cell]);
    let new = old & keep;
    if new == 0 {
        return None;
    }
    if new != old {
        cand[cell] = new;
        return Some(true);
    }
    Some(false)
}

/// Keeps in each cell of `cells` the digits of the matching entry of `kept`.
fn keep_all(cand: &mut [u32], cells: &[u16], kept: &[u32]) -> Option<bool> {
    let mut changed = false;
    for (&cell, &k) in cells.iter().zip(kept) {
        changed |= keep(cand, usize::from(cell), k)?;
    }
    Some(changed)
}

/// One propagator and the cells it reads.
pub(super) enum Narrow {
    /// The sum of `coefficient x digit` over the terms is `target`; the terms come in runs
    /// of `groups` lengths, the cells of a run peers with the same coefficient.
    /// With `lazy`, a long sum with slack is not walked exactly ([`sums::linear_in_runs`]).
    Linear { terms: Vec<(u16, i64)>, groups: Vec<u8>, target: i64, lazy: bool },
    /// Different digits summing to the cage's sum: one of `combos`; with `exact`, two to
    /// four open cells are also walked ([`exact_cage`]).
    Cage { cells: Vec<u16>, combos: Vec<u32>, exact: bool },
    /// Consecutive digits, in any order.
    Renban { cells: Vec<u16> },
    /// The four cells hold each clue digit: `(digit's bit, how many times)`.
    Quadruple { cells: Vec<u16>, digits: Vec<(u32, u8)> },
    /// The middle strictly between the ends.
    Between { cells: Vec<u16> },
    /// Between the 1 and the largest digit of the row, digits summing to `sum`: for each
    /// count of cells between, the digit sets that can.
    Sandwich { line: Vec<u16>, sets: Vec<Vec<u32>> },
    /// The first `x` digits sum to the clue, `x` being the first: for each `x`, the sets.
    XSum { line: Vec<u16>, sets: Vec<Vec<u32>> },
    /// `count` digits taller than every digit before them, seen from the clue.
    Skyscraper { line: Vec<u16>, count: usize },
    /// The two sides (as many cells each) hold the same digits.
    SameDigits { a: Vec<u16>, b: Vec<u16> },
}

fn indices(cells: &[Cell]) -> Vec<u16> {
    cells.iter().map(|c| c.index() as u16).collect()
}

/// `terms` with each cell once (coefficients of a repeated cell added up, zeros dropped).
fn merged(terms: impl IntoIterator<Item = (Cell, i64)>) -> Vec<(u16, i64)> {
    let mut found: Vec<(u16, i64)> = Vec::new();
    for (cell, coefficient) in terms {
        let cell = cell.index() as u16;
        match found.iter_mut().find(|(c, _)| *c == cell) {
            Some(term) => term.1 += coefficient,
            None => found.push((cell, coefficient)),
        }
    }
    found.retain(|&(_, c)| c != 0);
    found
}

/// The digit sets of `count` different digits of `1..=size` that sum to `sum`, as masks.
fn sets(size: usize, count: usize, sum: u32) -> Vec<u32> {
    u16::try_from(sum).map_or_else(
        |_| Vec::new(),
        |sum| combinations(size, count, Some(sum)).into_iter().map(|set| set.bits()).collect(),
    )
}

impl Narrow {
    /// The propagator of a rule's primitive; `None` when there is none here (the search
    /// then walks the rule): a pill of more than [`MAX_PILL`] cells (its number outgrows
    /// the bounds), sums of digit sets beyond the largest killer board, a house's different
    /// digits (the pairs and the houses see to them), or a walk.
    pub(super) fn of(primitive: &Primitive, layout: &Layout) -> Option<Narrow> {
        let size = layout.size();
        let largest_pill = 10i64.pow(MAX_PILL as u32 - 1);
        match primitive {
            Primitive::Sum { terms, target } => (terms.iter().all(|&(_, c)| c.abs() <= largest_pill))
                .then(|| Narrow::sum(terms.clone(), *target, layout)),
            Primitive::Consecutive { cells } => Some(Narrow::Renban { cells: indices(cells) }),
            Primitive::Between { cells } => Some(Narrow::Between { cells: indices(cells) }),
            Primitive::Sandwich { .. } | Primitive::XSum { .. } if size > MAX_KILLER_SIZE => None,
            Primitive::Sandwich { line, sum } => {
                Some(Narrow::Sandwich { line: indices(line), sets: sandwich_sets(size, *sum) })
            }
            Primitive::XSum { line, sum } => {
                let sets = (0..=size)
                    .map(|x| {
                        let digit = 1u32 << x.saturating_sub(1);
                        let all = sets(size, x, u32::from(*sum));
                        all.into_iter().filter(|&s| x > 0 && s & digit != 0).collect()
                    })
                    .collect();
                Some(Narrow::XSum { line: indices(line), sets })
            }
            Primitive::Skyscraper { line, count } => {
                Some(Narrow::Skyscraper { line: indices(line), count: usize::from(*count) })
            }
            Primitive::Quadruple { cells, digits } => {
                let mut counted: Vec<(u32, u8)> = Vec::new();
                for &d in digits.iter().filter(|&&d| d >= 1 && usize::from(d) <= size) {
                    match counted.iter_mut().find(|(bit, _)| *bit == 1 << (d - 1)) {
                        Some((_, times)) => *times += 1,
                        None => counted.push((1 << (d - 1), 1)),
                    }
                }
                Some(Narrow::Quadruple { cells: indices(cells), digits: counted })
            }
            Primitive::AllDifferent { .. } | Primitive::Walk => None,
        }
    }

    /// The sum of `coefficient x digit` over `terms` is `target`: its terms grouped into
    /// runs of one house with the same coefficient (on boards of at most nine digits).
    pub(super) fn sum(terms: impl IntoIterator<Item = (Cell, i64)>, target: i64, layout: &Layout) -> Narrow {
        let houses: Vec<Vec<u16>> = if layout.size() <= sums::GROUP_DIGITS {
            layout.houses().iter().map(|h| h.cells.iter().map(|c| c.index() as u16).collect()).collect()
        } else {
            Vec::new()
        };
        let (terms, groups) = sums::grouped_by_houses(merged(terms), &houses);
        Narrow::Linear { terms, groups, target, lazy: false }
    }

    /// What the search without a node budget does beyond a budgeted one (whose narrowing
    /// decides the generator's puzzles, which a seed phrase must keep making): a sum skips
    /// its exact walk while it has slack ([`sums::linear_in_runs`]), and a cage with few
    /// open cells is walked exactly.
    pub(super) fn unbudgeted(&mut self) {
        match self {
            Narrow::Linear { lazy, .. } => *lazy = true,
            Narrow::Cage { exact, .. } => *exact = true,
            // Walked the same with or without a budget.
            Narrow::Renban { .. }
            | Narrow::Quadruple { .. }
            | Narrow::Between { .. }
            | Narrow::Sandwich { .. }
            | Narrow::XSum { .. }
            | Narrow::Skyscraper { .. }
            | Narrow::SameDigits { .. } => {}
        }
    }

    /// The propagator of a killer cage with a sum (its cells are peers: different digits).
    pub(super) fn of_cage(cage: &Cage, size: usize) -> Option<Narrow> {
        let sum = cage.sum.filter(|_| size <= MAX_KILLER_SIZE)?;
        let combos = combinations(size, cage.cells.len(), Some(sum)).into_iter().map(|s| s.bits()).collect();
        Some(Narrow::Cage { cells: indices(&cage.cells), combos, exact: false })
    }

    /// The cells whose candidates decide what the propagator keeps.
    pub(super) fn cells(&self) -> Vec<u16> {
        match self {
            Narrow::Linear { terms, .. } => terms.iter().map(|&(c, _)| c).collect(),
            Narrow::Cage { cells, .. }
            | Narrow::Renban { cells }
            | Narrow::Quadruple { cells, .. }
            | Narrow::Between { cells } => cells.clone(),
            Narrow::Sandwich { line, .. } | Narrow::XSum { line, .. } | Narrow::Skyscraper { line, .. } => line.clone(),
            Narrow::SameDigits { a, b } => a.iter().chain(b).copied().collect(),
        }
    }

    /// Narrows the candidates: `None` on a contradiction, else whether any changed. The
    /// rules of different digits also set `required` to the digits every filling of their
    /// cells holds (their places' common peers can lose them).
    pub(super) fn narrow(
        &self,
        cand: &mut [u32],
        size: usize,
        required: &mut u32,
        windows: &mut WindowFlags,
        matchings: &mut Matchings,
    ) -> Option<bool> {
        match self {
            Narrow::Linear { terms, groups, target, lazy } => {
                sums::linear_in_runs(terms, groups, *target, *lazy, cand, matchings)
            }
            Narrow::Cage { cells, combos, exact } => cage(cells, combos, *exact, cand, required),
            Narrow::Renban { cells } => renban(cells, size, cand, required, windows),
            Narrow::Quadruple { cells, digits } => quadruple(cells, digits, cand, required),
            Narrow::Between { cells } => between(cells, cand),
            Narrow::Sandwich { line, sets } => sandwich(line, sets, size, cand),
            Narrow::XSum { line, sets } => x_sum(line, sets, size, cand),
            Narrow::Skyscraper { line, count } => skyscraper(line, *count, size, cand),
            Narrow::SameDigits { a, b } => same_digits(a, b, cand),
        }
    }
}

/// Each side keeps the digits the other can hold, and a digit placed on one side goes to
/// its one place on the other.
fn same_digits(a: &[u16], b: &[u16], cand: &mut [u32]) -> Option<bool> {
    let union = |side: &[u16], cand: &[u32]| side.iter().fold(0, |u, &c| u | digits(cand[usize::from(c)]));
    let placed = |side: &[u16], cand: &[u32]| {
        side.iter().map(|&c| digits(cand[usize::from(c)])).filter(|d| d.is_power_of_two()).fold(0, |p, d| p | d)
    };
    let (of_a, of_b) = (union(a, cand), union(b, cand));
    let mut changed = false;
    for (side, keep_digits) in [(a, of_b), (b, of_a)] {
        for &cell in side {
            changed |= keep(cand, usize::from(cell), keep_digits)?;
        }
    }
    for (from, to) in [(a, b), (b, a)] {
        changed |= single_places(to, placed(from, cand), cand)?;
    }
    Some(changed)
}

/// Of the cage's digit sets, those its cells can hold: each cell keeps their digits, and
/// a digit every such set needs goes to its one place in the cage.
fn cage(cells: &[u16], combos: &[u32], exact: bool, cand: &mut [u32], required_out: &mut u32) -> Option<bool> {
    let union = cells.iter().fold(0, |u, &c| u | digits(cand[usize::from(c)]));
    let (mut allowed, mut required) = (0u32, u32::MAX);
    for &combo in combos {
        if combo & !union == 0 && cells.iter().all(|&c| cand[usize::from(c)] & combo != 0) {
            allowed |= combo;
            required &= combo;
        }
    }
    if allowed == 0 {
        return None;
    }
    let mut changed = false;
    for &cell in cells {
        changed |= keep(cand, usize::from(cell), allowed)?;
    }
    if exact {
        changed |= cage_walk(cells, combos[0], required, cand)?;
    }
    *required_out = required;
    Some(single_places(cells, required, cand)? | changed)
}

/// A cage of total `set`'s sum with two to four open cells: each keeps the digits of some
/// filling of them by different digits, none placed in the cage, that completes the sum
/// and holds the digits of `must`.
fn cage_walk(cells: &[u16], set: u32, must: u32, cand: &mut [u32]) -> Option<bool> {
    let (mut masks, mut open, mut count, mut placed) = ([0u32; FEW], [0u16; FEW], 0, 0u32);
    for &cell in cells {
        let c = digits(cand[usize::from(cell)]);
        if c.is_power_of_two() {
            placed |= c;
        } else if count == FEW {
            return Some(false);
        } else {
            (masks[count], open[count]) = (c, cell);
            count += 1;
        }
    }
    if count < 2 {
        return Some(false);
    }
    let total = |set: u32| (0..32).filter(|&k| set & 1 << k != 0).map(|k| k + 1).sum::<u32>();
    let rest = total(set).checked_sub(total(placed))?;
    let mut found = [0u32; FEW];
    exact_cage(&masks[..count], rest, placed, must, &mut found[..count]);
    keep_all(cand, &open[..count], &found[..count])
}

/// A quadruple's clue digits: a digit with no more places among the cells than the times
/// it is listed fills those places; with four digits listed, the cells hold only them.
fn quadruple(cells: &[u16], listed: &[(u32, u8)], cand: &mut [u32], required_out: &mut u32) -> Option<bool> {
    let mut changed = false;
    let mut all = 0;
    let mut times = 0;
    for &(bit, count) in listed {
        all |= bit;
        times += usize::from(count);
        let places = cells.iter().filter(|&&c| cand[usize::from(c)] & bit != 0).count();
        if places < usize::from(count) {
            return None;
        }
        if places == usize::from(count) {
            for &cell in cells {
                if cand[usize::from(cell)] & bit != 0 {
                    changed |= keep(cand, usize::from(cell), bit)?;
                }
            }
        }
    }
    if times >= cells.len() {
        for &cell in cells {
            changed |= keep(cand, usize::from(cell), all)?;
        }
    }
    *required_out = all;
    Some(changed)
}

/// The longest renban line whose windows are matched digit to cell ([`window_matching`]);
/// a longer one keeps the looser test of each cell holding a digit of the window.
const MAX_MATCHED: usize = 9;

/// Each cell keeps the digits it takes in some filling of a window of consecutive digits
/// (as many as cells) by different digits, one to a cell; a digit of every such window
/// goes to its one place on the line.
fn renban(
    cells: &[u16],
    size: usize,
    cand: &mut [u32],
    required_out: &mut u32,
    windows: &mut WindowFlags,
) -> Option<bool> {
    let n = cells.len();
    // More cells than digits cannot hold different digits.
    if n > size.min(32) {
        return None;
    }
    let mut kept = [0u32; 32];
    let mut required = u32::MAX;
    for low in 1..=(size as i64 - n as i64 + 1) {
        let window = range_mask(low, low + n as i64 - 1);
        // Every cell holds a digit of the window, and every digit of it has a place.
        let mut union = 0;
        let fits = cells.iter().all(|&c| {
            let here = cand[usize::from(c)] & window;
            union |= here;
            here != 0
        });
        if !fits || union != window {
            continue;
        }
        if n <= MAX_MATCHED {
            let shift = (low - 1) as u32;
            let mut within = [0u32; MAX_MATCHED];
            for (w, &c) in within.iter_mut().zip(cells) {
                *w = (cand[usize::from(c)] & window) >> shift;
            }
            let mut found = [0u32; MAX_MATCHED];
            if !window_matching(&within[..n], &mut found[..n], windows) {
                continue;
            }
            for (k, &f) in kept.iter_mut().zip(&found[..n]) {
                *k |= f << shift;
            }
        } else {
            for (k, &c) in kept.iter_mut().zip(cells) {
                *k |= cand[usize::from(c)] & window;
            }
        }
        required &= window;
    }
    let changed = keep_all(cand, cells, &kept[..n])?;
    *required_out = required;
    Some(single_places(cells, required, cand)? | changed)
}

/// The scratch of [`window_matching`]: a flag for each set of a window's digits, and the
/// sets reached, cell by cell.
pub(super) struct WindowFlags {
    /// `reach[m]`: the first `m.count_ones()` cells (fewest digits first) can hold `m`.
    reach: [bool; 1 << MAX_MATCHED],
    /// `finish[m]`: with the digits of `m` held, the other cells can hold the rest.
    finish: [bool; 1 << MAX_MATCHED],
    /// The sets reached, those of one cell after those of the cell before.
    sets: Vec<u16>,
}

impl WindowFlags {
    pub(super) fn new() -> WindowFlags {
        WindowFlags { reach: [false; 1 << MAX_MATCHED], finish: [false; 1 << MAX_MATCHED], sets: Vec::new() }
    }
}

/// Whether the cells, each with its digits `within` (bit `j` for the window's `j`th digit),
/// can hold every digit of the window once; `found` gets each cell's digits that some
/// such filling uses.
fn window_matching(within: &[u32], found: &mut [u32], flags: &mut WindowFlags) -> bool {
    if within.len() <= MAX_ENUMERATED {
        enumerated_matching(within, found)
    } else {
        set_matching(within, found, flags)
    }
}

/// [`window_matching`] by sets of digits: those the first cells can take, and those from
/// which the other cells can finish, walked as bitmasks, the cells with fewest digits
/// first (so that few sets are reached).
fn set_matching(within: &[u32], found: &mut [u32], flags: &mut WindowFlags) -> bool {
    let n = within.len();
    let mut order = [0usize; MAX_MATCHED];
    for (i, o) in order.iter_mut().enumerate().take(n) {
        *o = i;
    }
    let order = &mut order[..n];
    order.sort_unstable_by_key(|&i| within[i].count_ones());
    let WindowFlags { reach, finish, sets } = flags;
    sets.clear();
    sets.push(0);
    reach[0] = true;
    // starts[i]: where the sets of the first i cells begin in `sets`.
    let mut starts = [0usize; MAX_MATCHED + 2];
    for (i, &cell) in order.iter().enumerate() {
        starts[i + 1] = sets.len();
        for k in starts[i]..starts[i + 1] {
            let m = sets[k];
            let mut left = within[cell] & !u32::from(m);
            while left != 0 {
                let next = m | (left & left.wrapping_neg()) as u16;
                left &= left - 1;
                if !reach[usize::from(next)] {
                    reach[usize::from(next)] = true;
                    sets.push(next);
                }
            }
        }
    }
    starts[n + 1] = sets.len();
    let full = (1u16 << n) - 1;
    let fits = reach[usize::from(full)];
    if fits {
        finish[usize::from(full)] = true;
        for (i, &cell) in order.iter().enumerate().rev() {
            for &m in &sets[starts[i]..starts[i + 1]] {
                let mut left = within[cell] & !u32::from(m);
                while left != 0 {
                    let bit = left & left.wrapping_neg();
                    left &= left - 1;
                    if finish[usize::from(m | bit as u16)] {
                        finish[usize::from(m)] = true;
                        found[cell] |= bit;
                    }
                }
            }
        }
    }
    for &m in sets.iter() {
        reach[usize::from(m)] = false;
        finish[usize::from(m)] = false;
    }
    fits
}

/// The most cells whose fillings are tried one by one (cheaper than sets for so few).
const MAX_ENUMERATED: usize = 4;

/// Every way of giving `N` cells the digits `0..N` once each, `F` of them (`N!`): the
/// digit of each cell as a bit.
const fn orders<const N: usize, const F: usize>() -> [[u32; N]; F] {
    let mut out = [[0u32; N]; F];
    let (mut code, mut found) = (0, 0);
    while code < N.pow(N as u32) {
        let (mut order, mut used, mut rest, mut i) = ([0u32; N], 0u32, code, 0);
        while i < N {
            order[i] = 1 << (rest % N);
            used |= order[i];
            rest /= N;
            i += 1;
        }
        if used.count_ones() as usize == N {
            out[found] = order;
            found += 1;
        }
        code += 1;
    }
    out
}

const ORDERS_2: [[u32; 2]; 2] = orders::<2, 2>();
const ORDERS_3: [[u32; 3]; 6] = orders::<3, 6>();
const ORDERS_4: [[u32; 4]; 24] = orders::<4, 24>();

/// [`window_matching`] for at most [`MAX_ENUMERATED`] cells: each way of giving them the
/// window's digits, tried one by one.
fn enumerated_matching(within: &[u32], found: &mut [u32]) -> bool {
    match within.len() {
        0 => true,
        1 => {
            found[0] |= within[0] & 1;
            within[0] & 1 != 0
        }
        2 => fill_orders(within, found, &ORDERS_2),
        3 => fill_orders(within, found, &ORDERS_3),
        _ => fill_orders(within, found, &ORDERS_4),
    }
}

/// Adds to `found` the digits of each of `orders` that the cells' digits `within` allow;
/// whether any does.
fn fill_orders<const N: usize>(within: &[u32], found: &mut [u32], orders: &[[u32; N]]) -> bool {
    let (Ok(within), Some(found)) = (<[u32; N]>::try_from(within), found.get_mut(..N)) else { return false };
    let mut fits = false;
    for order in orders {
        if within.iter().zip(order).all(|(&w, &o)| w & o != 0) {
            found.iter_mut().zip(order).for_each(|(f, &o)| *f |= o);
            fits = true;
        }
    }
    fits
}

/// Places each digit of `required` that only one cell of `cells` can hold there: `None`
/// when one has no place.
fn single_places(cells: &[u16], required: u32, cand: &mut [u32]) -> Option<bool> {
    let mut changed = false;
    let mut needed = required;
    while needed != 0 {
        let bit = needed & needed.wrapping_neg();
        needed &= needed - 1;
        let mut places = cells.iter().filter(|&&c| cand[usize::from(c)] & bit != 0);
        match (places.next(), places.next()) {
            (None, _) => return None,
            (Some(&only), None) => changed |= keep(cand, usize::from(only), bit)?,
            _ => {}
        }
    }
    Some(changed)
}

/// The ends keep the pairs of digits that leave every middle cell a digit strictly
/// between them, and the middle cells those digits.
fn between(cells: &[u16], cand: &mut [u32]) -> Option<bool> {
    let (first, last) = (usize::from(cells[0]), usize::from(cells[cells.len() - 1]));
    let middle = &cells[1..cells.len() - 1];
    let mut kept = vec![0u32; cells.len()];
    let (ends_a, ends_b) = (digits(cand[first]), digits(cand[last]));
    for a in (1..=31i64).filter(|&a| ends_a & 1 << (a - 1) != 0) {
        for b in (1..=31i64).filter(|&b| ends_b & 1 << (b - 1) != 0) {
            let inside = range_mask(a.min(b) + 1, a.max(b) - 1);
            if middle.iter().all(|&c| cand[usize::from(c)] & inside != 0) {
                kept[0] |= 1 << (a - 1);
                kept[cells.len() - 1] |= 1 << (b - 1);
                for (k, &c) in kept[1..].iter_mut().zip(middle) {
                    *k |= cand[usize::from(c)] & inside;
                }
            }
        }
    }
    keep_all(cand, cells, &kept)
}

/// Whether every cell of `cells` holds a digit of `set`, and if so each keeps those.
fn fit(cells: &[u16], set: u32, cand: &[u32], kept: &mut [u32]) -> bool {
    if cells.iter().any(|&c| cand[usize::from(c)] & set == 0) {
        return false;
    }
    for (k, &c) in kept.iter_mut().zip(cells) {
        *k |= cand[usize::from(c)] & set;
    }
    true
}

/// For each place of the 1 and of the largest digit and each set of digits between them
/// that makes the sum, the filling it allows: the cells between hold the set, the others
/// the rest of the middle digits.
fn sandwich(line: &[u16], sets: &[Vec<u32>], size: usize, cand: &mut [u32]) -> Option<bool> {
    let (one, top) = (1u32, 1u32 << (size - 1));
    let middle = range_mask(2, size as i64 - 1);
    let n = line.len();
    let mut kept = vec![0u32; n];
    let mut scratch = vec![0u32; n];
    let at = |i: usize| cand[usize::from(line[i])];
    for i in (0..n).filter(|&i| at(i) & one != 0) {
        for j in (0..n).filter(|&j| j != i && at(j) & top != 0) {
            let (from, to) = (i.min(j), i.max(j));
            let Some(options) = sets.get(to - from - 1) else { continue };
            for &set in options {
                scratch.iter_mut().for_each(|s| *s = 0);
                let (before, rest) = line.split_at(from);
                let (inside, after) = (&rest[1..to - from], &rest[to - from + 1..]);
                let outside = middle & !set;
                if fit(inside, set, cand, &mut scratch[from + 1..to])
                    && fit(before, outside, cand, &mut scratch[..from])
                    && fit(after, outside, cand, &mut scratch[to + 1..])
                {
                    scratch[i] = one;
                    scratch[j] = top;
                    kept.iter_mut().zip(&scratch).for_each(|(k, s)| *k |= s);
                }
            }
        }
    }
    keep_all(cand, line, &kept)
}

/// The digits each cell of a sandwich's whole row or column (`domains`, in the line's
/// order, bit `d - 1` for `d`) takes in some filling that keeps the rule, exactly: every
/// digit once, the 1 and the largest digit at two places, the cells between them holding
/// one of `sets` ([`sandwich_sets`]) and the others the rest, each part matched cell to
/// digit. All empty when no filling keeps it; `None` for a line that is not a whole row
/// or column of the board, or whose middle digits are more than a matching takes
/// ([`MAX_MATCHED`]).
pub(crate) fn sandwich_fillings(domains: &[u32], sets: &[Vec<u32>], size: usize) -> Option<Vec<u32>> {
    if domains.len() != size || size < 2 || size - 2 > MAX_MATCHED {
        return None;
    }
    let (one, top) = (1u32, 1u32 << (size - 1));
    let middle = range_mask(2, size as i64 - 1);
    let mut flags = WindowFlags::new();
    let mut kept = vec![0u32; size];
    let mut found = vec![0u32; size];
    let (mut inside, mut outside) = (Vec::with_capacity(size), Vec::with_capacity(size));
    for from in 0..size {
        for to in from + 1..size {
            // The ends' digits at `from` and `to`, each way round that their cells allow.
            let (forward, backward) = (
                domains[from] & one != 0 && domains[to] & top != 0,
                domains[from] & top != 0 && domains[to] & one != 0,
            );
            if !forward && !backward {
                continue;
            }
            inside.clear();
            inside.extend(from + 1..to);
            outside.clear();
            outside.extend((0..size).filter(|&c| c < from || c > to));
            for &set in sets.get(to - from - 1).map_or(&[][..], Vec::as_slice) {
                found.iter_mut().for_each(|f| *f = 0);
                if matched(domains, &inside, set, &mut found, &mut flags)
                    && matched(domains, &outside, middle & !set, &mut found, &mut flags)
                {
                    kept.iter_mut().zip(&found).for_each(|(k, f)| *k |= f);
                    if forward {
                        kept[from] |= one;
                        kept[to] |= top;
                    }
                    if backward {
                        kept[from] |= top;
                        kept[to] |= one;
                    }
                    // Every digit of every cell kept: no other filling can add to it.
                    if kept == domains {
                        return Some(kept);
                    }
                }
            }
        }
    }
    Some(kept)
}

/// For each count of cells between a sandwich's 1 and its largest digit, the sets of
/// middle digits (neither end's) that make `sum`.
pub(crate) fn sandwich_sets(size: usize, sum: u16) -> Vec<Vec<u32>> {
    let middle = range_mask(2, size as i64 - 1);
    (0..size.saturating_sub(1))
        .map(|count| sets(size, count, u32::from(sum)).into_iter().filter(|&s| s & !middle == 0).collect())
        .collect()
}

/// Whether the cells `at` (indices into `domains`) can hold the digits of `set` once each,
/// as many cells as digits; `found` gets each cell's digits that some such filling uses.
fn matched(domains: &[u32], at: &[usize], set: u32, found: &mut [u32], flags: &mut WindowFlags) -> bool {
    let n = at.len();
    if n != set.count_ones() as usize || n > MAX_MATCHED {
        return false;
    }
    // The set's digits in order: bit `b` of a cell's `within` is the set's `b`th digit.
    let mut digits_of = [0u32; MAX_MATCHED];
    let mut left = set;
    for slot in digits_of.iter_mut().take(n) {
        *slot = left & left.wrapping_neg();
        left &= left - 1;
    }
    let within_of = |mask: u32| (0..n).filter(|&b| mask & digits_of[b] != 0).fold(0u32, |w, b| w | 1 << b);
    let mut within = [0u32; MAX_MATCHED];
    let mut held = 0;
    for (w, &c) in within.iter_mut().zip(at) {
        if domains[c] & set == 0 {
            return false;
        }
        *w = within_of(domains[c]);
        held |= domains[c] & set;
    }
    if held != set {
        return false;
    }
    let mut used = [0u32; MAX_MATCHED];
    if !window_matching(&within[..n], &mut used[..n], flags) {
        return false;
    }
    for (&c, &u) in at.iter().zip(&used[..n]) {
        found[c] |= (0..n).filter(|&b| u & 1 << b != 0).fold(0u32, |m, b| m | digits_of[b]);
    }
    true
}

/// For each first digit `x` and each set of `x` digits holding it that makes the sum,
/// the filling it allows: the first `x` cells hold the set, the others the rest.
fn x_sum(line: &[u16], sets: &[Vec<u32>], size: usize, cand: &mut [u32]) -> Option<bool> {
    let all = range_mask(1, size as i64);
    let n = line.len();
    let mut kept = vec![0u32; n];
    let mut scratch = vec![0u32; n];
    let first = digits(cand[usize::from(line[0])]);
    for x in (1..=n).filter(|&x| first & 1 << (x - 1) != 0) {
        let digit = 1u32 << (x - 1);
        for &set in sets.get(x).map_or(&[][..], Vec::as_slice) {
            scratch.iter_mut().for_each(|s| *s = 0);
            if fit(&line[1..x], set & !digit, cand, &mut scratch[1..x])
                && fit(&line[x..], all & !set, cand, &mut scratch[x..])
            {
                scratch[0] = digit;
                kept.iter_mut().zip(&scratch).for_each(|(k, s)| *k |= s);
            }
        }
    }
    keep_all(cand, line, &kept)
}

/// The most digits a skyscraper's walk ([`skyscraper`]) follows: its counts seen, from 0
/// to the board's size, are the bits of a `u64` per tallest digit.
const SKYSCRAPER_DIGITS: usize = 62;

/// A walk along the row from the clue whose state is the tallest digit so far and the
/// count seen: a digit either is taller (seen, the new tallest) or shorter (hidden). Each
/// cell keeps the digits of some step from a state the start reaches to one that reaches
/// the end: the largest digit seen, `count` seen in all. Repeats are not ruled out here
/// (the row's peers do that), so this keeps at least what a solution can use. The states
/// of one tallest digit are a bitset of counts, stepped all at once.
fn skyscraper(line: &[u16], count: usize, size: usize, cand: &mut [u32]) -> Option<bool> {
    let n = line.len();
    if count > size {
        return None;
    }
    if size > SKYSCRAPER_DIGITS.min(31) {
        return Some(false);
    }
    let counts = (1u64 << (size + 1)) - 1;
    let each_digit = |mask: u32| (1..=size).filter(move |&d| mask & 1 << (d - 1) != 0);
    // forward[p][t]: the counts seen after p cells with t the tallest; backward[p][t]:
    // those from which the end is reached.
    let mut forward = vec![[0u64; SKYSCRAPER_DIGITS + 1]; n + 1];
    let mut backward = vec![[0u64; SKYSCRAPER_DIGITS + 1]; n + 1];
    forward[0][0] = 1;
    for p in 0..n {
        let mask = digits(cand[usize::from(line[p])]);
        for tallest in 0..=size {
            let seen = forward[p][tallest];
            if seen == 0 {
                continue;
            }
            for d in each_digit(mask) {
                if d > tallest {
                    forward[p + 1][d] |= (seen << 1) & counts;
                } else if d < tallest {
                    forward[p + 1][tallest] |= seen;
                }
            }
        }
    }
    backward[n][size] = 1 << count;
    let mut kept = vec![0u32; n];
    for p in (0..n).rev() {
        let mask = digits(cand[usize::from(line[p])]);
        for tallest in 0..=size {
            for d in each_digit(mask) {
                let from = match d.cmp(&tallest) {
                    std::cmp::Ordering::Greater => backward[p + 1][d] >> 1,
                    std::cmp::Ordering::Less => backward[p + 1][tallest],
                    std::cmp::Ordering::Equal => 0,
                };
                backward[p][tallest] |= from;
                if forward[p][tallest] & from != 0 {
                    kept[p] |= 1 << (d - 1);
                }
            }
        }
    }
    keep_all(cand, line, &kept)
}

mod sums;
#[cfg(test)]
pub(in crate::solve) use sums::linear;
pub(in crate::solve) use sums::Matchings;
pub(in crate::solve) use sums::{bounds, grouped, GROUP_DIGITS};

#[cfg(test)]
mod tests;
