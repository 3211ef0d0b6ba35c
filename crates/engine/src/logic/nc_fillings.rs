//! The fillings of a house of nine cells under the non-consecutive rule: every order of
//! the digits 1 to 9 in a row or column (47,622 of them) or a 3x3 box (12,072) in which no
//! two neighbouring cells hold consecutive digits. Each is listed once, as bitsets: for
//! each position of the house and each digit, the fillings that put that digit there.
//! The digits each cell takes in some filling that its candidates allow then come from
//! a few hundred word operations, without a search and without a budget. The logic lists
//! a house's orders with them (Constraint Combinations) and follows them in its forcing
//! chains' branches.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;

use crate::constraint::Constraint;
use crate::digits::{Cell, DigitSet};
use crate::geometry::Layout;

/// The cells and digits of a house the tables cover.
const CELLS: usize = 9;

/// How a house's nine cells touch: positions `i` and `i + 1` of a row or column; in a
/// 3x3 box (positions row by row) those beside and below each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    Line,
    Box,
}

impl Shape {
    /// The pairs of positions that touch.
    pub(crate) fn touching(self) -> Vec<(usize, usize)> {
        match self {
            Shape::Line => (0..CELLS - 1).map(|i| (i, i + 1)).collect(),
            Shape::Box => {
                let beside = (0..CELLS).filter(|i| i % 3 < 2).map(|i| (i, i + 1));
                let below = (0..CELLS - 3).map(|i| (i, i + 3));
                beside.chain(below).collect()
            }
        }
    }

    /// The shape whose touching pairs are `pairs` (positions, either order), if any.
    pub(crate) fn of_pairs(pairs: &[(usize, usize)]) -> Option<Shape> {
        let mut sorted: Vec<(usize, usize)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        sorted.sort_unstable();
        sorted.dedup();
        [Shape::Line, Shape::Box].into_iter().find(|shape| {
            let mut own = shape.touching();
            own.sort_unstable();
            own == sorted
        })
    }

    fn table(self) -> &'static Table {
        static LINE: OnceLock<Table> = OnceLock::new();
        static BOX: OnceLock<Table> = OnceLock::new();
        match self {
            Shape::Line => LINE.get_or_init(|| Table::new(Shape::Line)),
            Shape::Box => BOX.get_or_init(|| Table::new(Shape::Box)),
        }
    }
}

/// The houses of a board of nine digits under the non-consecutive rule whose nine cells
/// touch as a row's or a 3x3 box's do (rows, columns and boxes of a 9x9), each with its
/// index in `Layout::houses` and its shape. None without the rule.
pub(crate) fn non_consecutive_houses(layout: &Layout, constraints: &[Constraint]) -> Vec<(usize, Shape)> {
    let Some(rule) = constraints.iter().find(|c| matches!(c, Constraint::NonConsecutive(_))) else {
        return Vec::new();
    };
    if layout.size() != CELLS {
        return Vec::new();
    }
    let touching = rule.pairs(layout, constraints);
    (0..layout.houses().len())
        .filter_map(|h| {
            let cells = &layout.houses()[h].cells;
            let at = |cell: Cell| cells.iter().position(|&c| c == cell);
            let inside: Vec<(usize, usize)> = touching.iter().filter_map(|&(a, b, _)| Some((at(a)?, at(b)?))).collect();
            Shape::of_pairs(&inside).filter(|_| cells.len() == CELLS).map(|shape| (h, shape))
        })
        .collect()
}

/// Every filling of one shape, as bitsets over the fillings.
struct Table {
    /// Words per bitset.
    words: usize,
    /// `holds[(position * 9 + digit index) * words ..]`: the fillings with that digit there.
    holds: Vec<u64>,
}

impl Table {
    fn new(shape: Shape) -> Table {
        let touching = shape.touching();
        let mut fillings: Vec<[u8; CELLS]> = Vec::new();
        let mut filling = [0u8; CELLS];
        extend(&touching, &mut filling, 0, 0, &mut fillings);
        let words = fillings.len().div_ceil(64);
        let mut holds = vec![0u64; CELLS * CELLS * words];
        for (n, filling) in fillings.iter().enumerate() {
            for (position, &digit) in filling.iter().enumerate() {
                let slot = (position * CELLS + usize::from(digit - 1)) * words + n / 64;
                holds[slot] |= 1 << (n % 64);
            }
        }
        Table { words, holds }
    }

    fn holding(&self, position: usize, digit: usize) -> &[u64] {
        let start = (position * CELLS + digit) * self.words;
        &self.holds[start..start + self.words]
    }
}

/// Lists, in `out`, every filling that extends `filling`'s first `at` positions (their
/// digits `used`) without consecutive digits where positions touch.
fn extend(touching: &[(usize, usize)], filling: &mut [u8; CELLS], at: usize, used: u16, out: &mut Vec<[u8; CELLS]>) {
    if at == CELLS {
        out.push(*filling);
        return;
    }
    for digit in 1..=CELLS as u8 {
        if used & (1 << digit) != 0 {
            continue;
        }
        let clash = touching.iter().any(|&(a, b)| b == at && filling[a].abs_diff(digit) == 1);
        if clash {
            continue;
        }
        filling[at] = digit;
        extend(touching, filling, at + 1, used | (1 << digit), out);
    }
}

/// The digits each position of a house of `shape` takes in some filling that keeps the
/// non-consecutive rule and gives every position one of its digits in `domains` (a placed
/// cell: its digit alone). All empty when no filling is left. `None` unless there are
/// nine positions. Answers are remembered (a forcing chain's branches ask about the same
/// houses again and again), so the same question always gets the same answer, faster.
pub(crate) fn house_fillings(shape: Shape, domains: &[DigitSet]) -> Option<Vec<DigitSet>> {
    let domains: [DigitSet; CELLS] = domains.try_into().ok()?;
    let full = DigitSet::all(CELLS);
    let domains = domains.map(|d| d.intersection(full));
    let key = domains.iter().fold(u128::from(shape == Shape::Box), |k, d| k << CELLS | u128::from(d.bits()));
    if let Some(kept) = MEMO.with(|memo| memo.borrow().get(&key).copied()) {
        return Some(kept.to_vec());
    }
    let kept = compute(shape.table(), &domains);
    MEMO.with(|memo| {
        let mut memo = memo.borrow_mut();
        if memo.len() >= MEMO_SIZE {
            memo.clear();
        }
        memo.insert(key, kept);
    });
    Some(kept.to_vec())
}

/// The answers remembered before the memo starts again.
const MEMO_SIZE: usize = 1 << 16;

thread_local! {
    static MEMO: RefCell<HashMap<u128, [DigitSet; CELLS]>> = RefCell::new(HashMap::new());
}

/// The most words of a table's bitsets (a line's 47,622 fillings).
const MAX_WORDS: usize = 745;

/// The fillings `domains` allow, as [`compute_plain`] finds them, word by word on the
/// words that still hold one: positions with the fewest digits first, each word's fillings
/// cut to those giving the position one of its digits, a word with none left not visited
/// again. The same answer, in a fraction of the word operations once few fillings are left.
fn compute(table: &Table, domains: &[DigitSet; CELLS]) -> [DigitSet; CELLS] {
    let words = table.words;
    let mut kept = [DigitSet::EMPTY; CELLS];
    if words > MAX_WORDS {
        return kept;
    }
    let mut alive = [u64::MAX; MAX_WORDS];
    let mut live = [0u16; MAX_WORDS];
    for (w, slot) in live.iter_mut().enumerate().take(words) {
        *slot = w as u16;
    }
    let mut n = words;
    let full = DigitSet::all(CELLS);
    let mut order: [usize; CELLS] = std::array::from_fn(|p| p);
    order.sort_by_key(|&p| domains[p].len());
    for position in order {
        let domain = domains[position];
        if full.difference(domain).is_empty() {
            continue;
        }
        let mut holds: [&[u64]; CELLS] = [&[]; CELLS];
        let mut count = 0;
        for digit in domain.iter() {
            holds[count] = table.holding(position, digit.index());
            count += 1;
        }
        let holds = &holds[..count];
        let mut m = 0;
        for k in 0..n {
            let w = usize::from(live[k]);
            let allowed = holds.iter().fold(0u64, |a, h| a | h[w]);
            let left = alive[w] & allowed;
            alive[w] = left;
            if left != 0 {
                live[m] = w as u16;
                m += 1;
            }
        }
        n = m;
        if n == 0 {
            return kept;
        }
    }
    let live = &live[..n];
    for (position, &domain) in domains.iter().enumerate() {
        kept[position] = domain
            .iter()
            .filter(|digit| {
                let h = table.holding(position, digit.index());
                live.iter().any(|&w| alive[usize::from(w)] & h[usize::from(w)] != 0)
            })
            .collect();
    }
    kept
}

/// The first way of [`compute`], kept as the test's reference: every word of the bitsets.
#[cfg(test)]
fn compute_plain(table: &Table, domains: &[DigitSet; CELLS]) -> [DigitSet; CELLS] {
    let words = table.words;
    let mut kept = [DigitSet::EMPTY; CELLS];
    let mut alive = [u64::MAX; MAX_WORDS];
    let Some(alive) = alive.get_mut(..words) else { return kept };
    let full = DigitSet::all(CELLS);
    for (position, &domain) in domains.iter().enumerate() {
        let missing = full.difference(domain);
        if missing.is_empty() {
            continue;
        }
        if missing.len() <= domain.len() {
            for digit in missing.iter() {
                for (live, &h) in alive.iter_mut().zip(table.holding(position, digit.index())) {
                    *live &= !h;
                }
            }
        } else {
            let mut allowed = [0u64; MAX_WORDS];
            let Some(allowed) = allowed.get_mut(..words) else { return kept };
            for digit in domain.iter() {
                for (a, &h) in allowed.iter_mut().zip(table.holding(position, digit.index())) {
                    *a |= h;
                }
            }
            for (live, &a) in alive.iter_mut().zip(allowed.iter()) {
                *live &= a;
            }
        }
    }
    if alive.iter().all(|&w| w == 0) {
        return kept;
    }
    for (position, &domain) in domains.iter().enumerate() {
        kept[position] = domain
            .iter()
            .filter(|digit| alive.iter().zip(table.holding(position, digit.index())).any(|(&l, &h)| l & h != 0))
            .collect();
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digits::Digit;

    fn set(digits: &[u8]) -> DigitSet {
        digits.iter().filter_map(|&d| Digit::new(d)).collect()
    }

    #[test]
    fn the_tables_count_every_order_without_touching_neighbours() {
        let count = |shape: Shape| {
            let table = shape.table();
            (0..table.words).map(|w| (0..CELLS).map(|d| table.holding(0, d)[w].count_ones()).sum::<u32>()).sum::<u32>()
        };
        assert_eq!(count(Shape::Line), 47_622);
        assert_eq!(count(Shape::Box), 12_072);
        assert_eq!(
            Shape::of_pairs(&[(1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 5), (7, 6), (8, 7)]),
            Some(Shape::Line)
        );
        assert_eq!(Shape::of_pairs(&Shape::Box.touching()), Some(Shape::Box));
        assert_eq!(Shape::of_pairs(&[(0, 1)]), None);
    }

    /// Pseudo-random domains (some placed cells, some narrowed, some open): the word
    /// lists give what every word gives.
    #[test]
    fn the_live_words_give_what_every_word_gives() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..3000 {
            let shape = if round % 2 == 0 { Shape::Line } else { Shape::Box };
            let domains: [DigitSet; CELLS] = std::array::from_fn(|_| {
                let r = next();
                let bits = match r % 4 {
                    0 => 1u32 << ((r >> 8) % 9),
                    1 => 0x1FF,
                    _ => ((r >> 16) as u32 & 0x1FF) | (1u32 << ((r >> 40) % 9)),
                };
                DigitSet::all(CELLS).iter().filter(|d| bits & 1 << d.index() != 0).collect()
            });
            assert_eq!(compute(shape.table(), &domains), compute_plain(shape.table(), &domains), "{domains:?}");
        }
    }

    #[test]
    fn a_box_keeps_the_digits_some_filling_gives() {
        let all = DigitSet::all(9);
        // A 5 in the middle of a box: its four neighbours lose 4 and 6 (the pairs), and
        // nothing else follows from the box alone.
        let mut domains = vec![all; 9];
        domains[4] = set(&[5]);
        let kept = house_fillings(Shape::Box, &domains).unwrap();
        assert_eq!(kept[1], set(&[1, 2, 3, 7, 8, 9]));
        assert_eq!(kept[0], set(&[1, 2, 3, 4, 6, 7, 8, 9]));
        // A line 1 . . . . . . . 9 with the middle seven cells 2 to 8: the cell beside the
        // 1 cannot be 2, nor the cell beside the 9 an 8, and each keeps what some order of
        // the rest allows.
        let mut line = vec![set(&[2, 3, 4, 5, 6, 7, 8]); 9];
        line[0] = set(&[1]);
        line[8] = set(&[9]);
        let kept = house_fillings(Shape::Line, &line).unwrap();
        assert!(!kept[1].contains(Digit::new(2).unwrap()) && !kept[7].contains(Digit::new(8).unwrap()));
        // 1, 2 and 3 confined to three cells of a row in a run: the middle one would touch
        // a consecutive digit whatever it held, so no filling is left.
        let mut run = vec![set(&[4, 5, 6, 7, 8, 9]); 9];
        for cell in run.iter_mut().take(3) {
            *cell = set(&[1, 2, 3]);
        }
        assert!(house_fillings(Shape::Line, &run).unwrap().iter().all(|d| d.is_empty()));
    }
}
