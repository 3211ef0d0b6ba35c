//! Sums of cells (little killers, arrows, region sums, the cages' innies and outies):
//! bounds for every term, and, for coefficients of 1 or -1, the totals each term can
//! reach, the cells of a group of peers taking different digits.

use super::{digits, highest, keep, lowest, range_mask};

/// The largest digit a group of peers is matched on (sets of its digits as bitsets).
pub(in crate::solve) const GROUP_DIGITS: usize = 9;
const GROUP_SETS: usize = 1 << GROUP_DIGITS;

/// The most terms and the widest range of totals [`exact_sum`] works on.
const EXACT_TERMS: usize = 32;
const EXACT_SPAN: i64 = 128;

/// The terms in runs whose cells see each other and share a coefficient of 1 or -1, and
/// the runs' lengths (a cell goes to the first run it fits, else starts its own).
pub(in crate::solve) fn grouped(terms: Vec<(u16, i64)>, sees: impl Fn(u16, u16) -> bool) -> (Vec<(u16, i64)>, Vec<u8>) {
    let mut runs: Vec<Vec<(u16, i64)>> = Vec::new();
    for (cell, c) in terms {
        let fits = |run: &Vec<(u16, i64)>| {
            c.abs() == 1 && run.len() < GROUP_DIGITS && run.iter().all(|&(other, oc)| oc == c && sees(cell, other))
        };
        match runs.iter_mut().find(|run| fits(run)) {
            Some(run) => run.push((cell, c)),
            None => runs.push(vec![(cell, c)]),
        }
    }
    let lengths = runs.iter().map(|run| run.len() as u8).collect();
    (runs.into_iter().flatten().collect(), lengths)
}

/// [`bounds`], then [`exact_sum`] (what the killer search's leftover sums keep, checked
/// by its tests).
#[cfg(test)]
pub(in crate::solve) fn linear(
    terms: &[(u16, i64)],
    groups: &[u8],
    target: i64,
    cand: &mut [u32],
    matchings: &mut Matchings,
) -> Option<bool> {
    let changed = bounds(terms, target, cand)?;
    Some(exact_sum(terms, groups, target, cand, matchings)? | changed)
}

/// [`run_bounds`], then [`exact_sum`] (the constrained search's sums). With `lazy`, a sum
/// whose bounds leave it at least its widest cell's span of slack on both sides is not
/// walked: with that slack the walk finds little, and on long sums it costs most.
pub(in crate::solve) fn linear_in_runs(
    terms: &[(u16, i64)],
    groups: &[u8],
    target: i64,
    lazy: bool,
    cand: &mut [u32],
    matchings: &mut Matchings,
) -> Option<bool> {
    let (changed, slack) = run_bounds(terms, groups, target, cand)?;
    if lazy && slack >= widest_cell(terms, cand) {
        return Some(changed);
    }
    Some(exact_sum(terms, groups, target, cand, matchings)? | changed)
}

/// The widest span of a term: its coefficient times its cell's highest digit less its lowest.
fn widest_cell(terms: &[(u16, i64)], cand: &[u32]) -> i64 {
    let span = |&(cell, c): &(u16, i64)| {
        let m = digits(cand[usize::from(cell)]);
        c.abs() * (highest(m) - lowest(m))
    };
    terms.iter().map(span).max().unwrap_or(0)
}

/// The terms in runs of cells of one house sharing a coefficient of 1 or -1, the house
/// that holds most of the terms left taken first (a long sum through a few boxes runs by
/// box), and the runs' lengths; the terms no house pairs stand alone.
pub(in crate::solve) fn grouped_by_houses(terms: Vec<(u16, i64)>, houses: &[Vec<u16>]) -> (Vec<(u16, i64)>, Vec<u8>) {
    let mut left = terms;
    let mut runs: Vec<Vec<(u16, i64)>> = Vec::new();
    loop {
        let mut best: Option<(usize, i64, usize)> = None;
        for (h, house) in houses.iter().enumerate() {
            for c in [1, -1] {
                let count = left.iter().filter(|&&(cell, k)| k == c && house.contains(&cell)).count();
                if count >= 2 && best.is_none_or(|(_, _, most)| count > most) {
                    best = Some((h, c, count));
                }
            }
        }
        let Some((h, c, _)) = best else { break };
        let mut run = Vec::new();
        left.retain(|&(cell, k)| {
            let taken = k == c && run.len() < GROUP_DIGITS && houses[h].contains(&cell);
            if taken {
                run.push((cell, k));
            }
            !taken
        });
        runs.push(run);
    }
    runs.extend(left.into_iter().map(|term| vec![term]));
    let lengths = runs.iter().map(|run| run.len() as u8).collect();
    (runs.into_iter().flatten().collect(), lengths)
}

/// The least and the most that the cells of one run (`c` their shared coefficient) add:
/// peers take different digits, so a run of `k` makes at least its union's `k` smallest
/// digits and at most its `k` largest, and at least what its cells' own bounds make.
/// `None` when its cells have fewer digits between them than they are.
fn run_range(cells: impl Iterator<Item = u16> + Clone, c: i64, cand: &[u32]) -> Option<(i64, i64)> {
    let (mut own_low, mut own_high, mut union, mut k) = (0, 0, 0u32, 0u32);
    for cell in cells {
        let m = digits(cand[usize::from(cell)]);
        own_low += lowest(m);
        own_high += highest(m);
        union |= m;
        k += 1;
    }
    if union.count_ones() < k {
        return None;
    }
    let (mut low, mut high) = (own_low, own_high);
    if k > 1 {
        let (mut smallest, mut largest, mut left, mut top) = (0, 0, union, union);
        for _ in 0..k {
            smallest += lowest(left);
            left &= left - 1;
            let bit = highest(top);
            largest += bit;
            top &= !(1 << (bit - 1));
        }
        low = low.max(smallest);
        high = high.min(largest);
    }
    Some(if c > 0 { (c * low, c * high) } else { (c * high, c * low) })
}

/// [`bounds`] with the runs of peers ([`grouped`]): a run's cells take different digits,
/// which bounds the whole far tighter than its cells one by one (a long arrow's shaft
/// through a few boxes). Each cell keeps the digits that the least and the most of the
/// rest allow. Also gives the sum's slack: how far the target lies from the nearer of the
/// least and the most the runs make (0 for a sum of cells none of which see each other).
fn run_bounds(terms: &[(u16, i64)], groups: &[u8], target: i64, cand: &mut [u32]) -> Option<(bool, i64)> {
    if groups.iter().all(|&g| g <= 1) {
        return bounds(terms, target, cand).map(|changed| (changed, 0));
    }
    let runs = || {
        groups.iter().scan(0usize, |start, &g| {
            let run = &terms[*start..*start + usize::from(g)];
            *start += usize::from(g);
            Some(run)
        })
    };
    let (mut low, mut high) = (0, 0);
    for run in runs() {
        let (a, b) = run_range(run.iter().map(|t| t.0), run[0].1, cand)?;
        low += a;
        high += b;
    }
    if target < low || target > high {
        return None;
    }
    let mut changed = false;
    for run in runs() {
        let c = run[0].1;
        let (run_low, run_high) = run_range(run.iter().map(|t| t.0), c, cand)?;
        for (i, &(cell, _)) in run.iter().enumerate() {
            let others = run.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, t)| t.0);
            let (rest_low, rest_high) = if run.len() > 1 { run_range(others, c, cand)? } else { (0, 0) };
            // This term's share: the target less what everything else can make.
            let (from, to) = (target - (high - run_high + rest_high), target - (low - run_low + rest_low));
            changed |= keep(cand, usize::from(cell), share_digits(from, to, c))?;
        }
    }
    Some((changed, (target - low).min(high - target)))
}

/// The digits `d` whose term `c x d` lies between `from` and `to`.
fn share_digits(from: i64, to: i64, c: i64) -> u32 {
    let (d_low, d_high) = if c > 0 {
        ((from + c - 1).div_euclid(c), to.div_euclid(c))
    } else {
        let c = -c;
        ((-to + c - 1).div_euclid(c), (-from).div_euclid(c))
    };
    range_mask(d_low, d_high)
}

/// Bounds: each term lies between the target less the most and the least the others
/// make; `None` on a contradiction, else whether a candidate went.
pub(in crate::solve) fn bounds(terms: &[(u16, i64)], target: i64, cand: &mut [u32]) -> Option<bool> {
    let span = |cell: u16, c: i64, cand: &[u32]| {
        let m = digits(cand[usize::from(cell)]);
        if c > 0 {
            (c * lowest(m), c * highest(m))
        } else {
            (c * highest(m), c * lowest(m))
        }
    };
    let (low, high, widest) = terms.iter().fold((0, 0, 0), |(l, h, w), &(cell, c)| {
        let (a, b) = span(cell, c, cand);
        (l + a, h + b, w.max(b - a))
    });
    if target < low || target > high {
        return None;
    }
    // A term loses digits only when its span is more than the slack on one side.
    if (target - low).min(high - target) >= widest {
        return Some(false);
    }
    let mut changed = false;
    for &(cell, c) in terms {
        let (a, b) = span(cell, c, cand);
        // The term's own share: between these two values.
        let (from, to) = (target - (high - b), target - (low - a));
        if from <= a && b <= to {
            continue;
        }
        changed |= keep(cand, usize::from(cell), share_digits(from, to, c))?;
    }
    Some(changed)
}

/// One matching per run of a sum, kept by the search between calls (no allocation per
/// call): the runs' sets found going forward are read again going back.
pub(in crate::solve) struct Matchings(Vec<Matching>);

impl Matchings {
    pub(in crate::solve) fn new() -> Matchings {
        Matchings(Vec::new())
    }
}

/// The sets of digits the first cells of a group can hold, different digits one to a
/// cell: those of the first `i` cells are `sets[starts[i]..starts[i + 1]]`.
struct Matching {
    sets: [u16; GROUP_SETS],
    starts: [usize; GROUP_DIGITS + 2],
    marks: [u64; GROUP_SETS / 64],
}

fn marked(marks: &[u64], set: u16) -> bool {
    marks[usize::from(set) / 64] & 1 << (set % 64) != 0
}

fn mark(marks: &mut [u64], set: u16) {
    marks[usize::from(set) / 64] |= 1 << (set % 64);
}

/// The sum of the digits of each set of [`GROUP_DIGITS`] digits (bit `k` for `k + 1`).
const DIGIT_SUMS: [u8; GROUP_SETS] = {
    let mut sums = [0u8; GROUP_SETS];
    let mut set = 1;
    while set < GROUP_SETS {
        // The set without its lowest digit, plus that digit.
        sums[set] = sums[set & (set - 1)] + set.trailing_zeros() as u8 + 1;
        set += 1;
    }
    sums
};

/// The sum of the digits of `set` (bit `k` for `k + 1`).
fn digit_sum(set: u16) -> i64 {
    i64::from(DIGIT_SUMS[usize::from(set) % GROUP_SETS])
}

impl Matching {
    fn new() -> Matching {
        Matching { sets: [0; GROUP_SETS], starts: [0; GROUP_DIGITS + 2], marks: [0; GROUP_SETS / 64] }
    }

    /// Walks the cells with digits `masks`; the sets the whole group can hold are then
    /// [`Matching::full`].
    fn forward(&mut self, masks: &[u32]) {
        self.marks = [0; GROUP_SETS / 64];
        self.sets[0] = 0;
        let mut len = 1;
        self.starts[0] = 0;
        for (i, &m) in masks.iter().enumerate() {
            self.starts[i + 1] = len;
            for k in self.starts[i]..self.starts[i + 1] {
                let set = self.sets[k];
                let mut left = m & !u32::from(set);
                while left != 0 {
                    let next = set | (left & left.wrapping_neg()) as u16;
                    left &= left - 1;
                    if !marked(&self.marks, next) {
                        mark(&mut self.marks, next);
                        self.sets[len] = next;
                        len += 1;
                    }
                }
            }
        }
        self.starts[masks.len() + 1] = len;
    }

    fn full(&self, n: usize) -> &[u16] {
        &self.sets[self.starts[n]..self.starts[n + 1]]
    }

    /// After [`Matching::forward`] on `masks`: each cell's digits that some filling of the
    /// group by a set `allowed` keeps uses, in `found`.
    fn backward(&mut self, masks: &[u32], allowed: impl Fn(u16) -> bool, found: &mut [u32]) {
        let n = masks.len();
        let mut finish = [0u64; GROUP_SETS / 64];
        for &set in self.full(n) {
            if allowed(set) {
                mark(&mut finish, set);
            }
        }
        for i in (0..n).rev() {
            for &set in &self.sets[self.starts[i]..self.starts[i + 1]] {
                let mut left = masks[i] & !u32::from(set);
                while left != 0 {
                    let bit = left & left.wrapping_neg();
                    left &= left - 1;
                    if marked(&finish, set | bit as u16) {
                        mark(&mut finish, set);
                        found[i] |= bit;
                    }
                }
            }
        }
    }
}

/// For a sum whose coefficients are all 1 or -1 and whose totals span fewer than
/// [`EXACT_SPAN`]: keeps in each cell the digits that some choice of the others' digits
/// completes to the target, by the totals reachable before each run of terms and those
/// that reach the target after it. The cells of a run of more than one (peers) take
/// different digits; digits may repeat across runs.
fn exact_sum(
    terms: &[(u16, i64)],
    groups: &[u8],
    target: i64,
    cand: &mut [u32],
    matchings: &mut Matchings,
) -> Option<bool> {
    if terms.len() >= EXACT_TERMS || terms.iter().any(|&(_, c)| c.abs() != 1) {
        return Some(false);
    }
    let matchings = &mut matchings.0;
    if matchings.len() < groups.len() {
        matchings.resize_with(groups.len(), Matching::new);
    }
    exact_sum_with(terms, groups, target, cand, matchings)
}

fn exact_sum_with(
    terms: &[(u16, i64)],
    groups: &[u8],
    target: i64,
    cand: &mut [u32],
    matchings: &mut [Matching],
) -> Option<bool> {
    let mut masks = [0u32; EXACT_TERMS];
    for (m, &(cell, _)) in masks.iter_mut().zip(terms) {
        *m = digits(cand[usize::from(cell)]);
    }
    // Each run's least total, and the span of all totals.
    let mut least = [0i64; EXACT_TERMS];
    let (mut least_total, mut span, mut from) = (0, 0, 0);
    for (g, &len) in groups.iter().enumerate() {
        let (run, c) = (&masks[from..from + usize::from(len)], terms[from].1);
        from += usize::from(len);
        let matching = &mut matchings[g];
        if run.len() > 1 {
            matching.forward(run);
        }
        let (mut low, mut high) = (i64::MAX, i64::MIN);
        run_totals(run, c, matching, &mut |v| (low, high) = (low.min(v), high.max(v)));
        if low > high {
            return None;
        }
        span += high - low;
        if span >= EXACT_SPAN {
            return Some(false);
        }
        least[g] = low;
        least_total += low;
    }
    let goal = target - least_total;
    if !(0..=span).contains(&goal) {
        return None;
    }
    let sum = Sum { terms, groups, masks: &masks, least: &least, goal };
    // Bitsets of totals as wide as the span needs (64 bits are much cheaper in wasm).
    if span < 64 {
        sum.narrow::<u64>(cand, matchings)
    } else {
        sum.narrow::<u128>(cand, matchings)
    }
}

/// Calls `f` on each total the cells of a run can make (`matching` walked over them when
/// there are more than one).
fn run_totals(run: &[u32], c: i64, matching: &Matching, f: &mut dyn FnMut(i64)) {
    if run.len() == 1 {
        (0..32).filter(|&k| run[0] & 1 << k != 0).for_each(|k| f(c * (k + 1)));
    } else {
        matching.full(run.len()).iter().for_each(|&set| f(c * digit_sum(set)));
    }
}

/// A bitset of totals (bit `k` for the least total plus `k`).
trait Totals:
    Copy
    + PartialEq
    + std::ops::BitAnd<Output = Self>
    + std::ops::BitOr<Output = Self>
    + std::ops::Shl<u32, Output = Self>
    + std::ops::Shr<u32, Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    fn lowest(self) -> u32;
    fn without_lowest(self) -> Self;
}

macro_rules! totals_of {
    ($($bits:ty),*) => {$(
        impl Totals for $bits {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            fn lowest(self) -> u32 {
                self.trailing_zeros()
            }
            fn without_lowest(self) -> Self {
                self & (self - 1)
            }
        }
    )*};
}

totals_of!(u64, u128);

/// A sum whose runs' least totals are known, and the goal of the totals above them.
struct Sum<'a> {
    terms: &'a [(u16, i64)],
    groups: &'a [u8],
    masks: &'a [u32],
    least: &'a [i64],
    goal: i64,
}

impl Sum<'_> {
    fn narrow<B: Totals>(&self, cand: &mut [u32], matchings: &mut [Matching]) -> Option<bool> {
        let (terms, groups, masks, least) = (self.terms, self.groups, self.masks, self.least);
        let bit = |k: i64| B::ONE << u32::try_from(k).unwrap_or(0);
        let mut totals = [B::ZERO; EXACT_TERMS];
        let mut from = 0;
        for (g, &len) in groups.iter().enumerate() {
            let (run, c) = (&masks[from..from + usize::from(len)], terms[from].1);
            from += usize::from(len);
            let mut set = B::ZERO;
            run_totals(run, c, &matchings[g], &mut |v| set = set | bit(v - least[g]));
            totals[g] = set;
        }
        let spread = |set: B, values: B, up: bool| {
            let (mut out, mut left) = (B::ZERO, values);
            while left != B::ZERO {
                let k = left.lowest();
                left = left.without_lowest();
                out = out | if up { set << k } else { set >> k };
            }
            out
        };
        // before[g]: totals of the runs before g; after: totals from which the rest reach the goal.
        let mut before = [B::ZERO; EXACT_TERMS + 1];
        before[0] = B::ONE;
        for g in 0..groups.len() {
            before[g + 1] = spread(before[g], totals[g], true);
        }
        let mut after = bit(self.goal);
        let mut changed = false;
        let mut to = terms.len();
        for g in (0..groups.len()).rev() {
            let len = usize::from(groups[g]);
            let (start, c) = (to - len, terms[to - len].1);
            let run = &masks[start..to];
            // The run's totals that finish the sum: bit k for least + k.
            let mut fitting = B::ZERO;
            let mut left = totals[g];
            while left != B::ZERO {
                let k = left.lowest();
                left = left.without_lowest();
                if (before[g] << k) & after != B::ZERO {
                    fitting = fitting | B::ONE << k;
                }
            }
            let fits = |total: i64| fitting & bit(total - least[g]) != B::ZERO;
            let mut found = [0u32; GROUP_DIGITS];
            if len == 1 {
                let mut digits_left = run[0];
                while digits_left != 0 {
                    let digit = digits_left & digits_left.wrapping_neg();
                    digits_left &= digits_left - 1;
                    if fits(c * (i64::from(digit.trailing_zeros()) + 1)) {
                        found[0] |= digit;
                    }
                }
            } else {
                // The run's sets are still those the first pass walked.
                matchings[g].backward(run, |set| fits(c * digit_sum(set)), &mut found);
            }
            for (i, &f) in found[..len].iter().enumerate() {
                changed |= keep(cand, usize::from(terms[start + i].0), f)?;
            }
            after = spread(after, totals[g], false);
            to = start;
        }
        Some(changed)
    }
}
