//! The fillings of one rule's cells, walked depth first: each cell takes one of its
//! digits, no digit repeats between cells that see each other, the rule's pairs hold and
//! the rest of its rule is not broken ([`Constraint::breaks`]). What each cell takes in
//! some complete filling is what it keeps.

use super::super::rules::Rules;
use crate::constraint::{Constraint, Pair, Relation};
use crate::digits::{Cell, DigitSet};
use crate::geometry::Layout;
use crate::logic::walk_memo::{WalkKey, WalkMemo};

/// What a walk over one rule's fillings found.
pub(crate) enum Walked {
    /// The digits each cell takes in some filling (all empty: no filling at all), and
    /// the digits every filling holds.
    Narrowed(Vec<DigitSet>, DigitSet),
    /// Every cell takes each of its digits in some filling and no digit is in every
    /// filling: nothing to learn.
    Nothing,
    /// More fillings than `budget` digits tried: not walked to the end.
    TooMany,
}

/// One rule to walk: its pairs of cells, the cells walked, and the rest of the rule
/// ([`Constraint::breaks`], or a killer cage's sum) on a board of digits (0: empty). The
/// walk is made for each kind of check `B`, so the check called at every digit tried is
/// a direct call (an indirect call costs most in wasm).
pub(crate) struct Walkable<'a, B: ?Sized> {
    pub breaks: &'a B,
    pub pairs: &'a [Pair],
    pub cells: &'a [Cell],
}

impl<B: ?Sized> Clone for Walkable<'_, B> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<B: ?Sized> Copy for Walkable<'_, B> {}

/// The check of `constraint`'s walk on `layout`: whether no filling of the empty cells of
/// a board keeps the rule (its family's `Rule::dead_end`, at least [`Constraint::breaks`]),
/// the family found once rather than at every digit tried, and not asked at all for a
/// rule that is all pairs (an indirect call costs most in wasm).
pub(crate) fn breaks_of<'a>(layout: &'a Layout, constraint: &'a Constraint) -> impl Fn(&[u8]) -> bool + 'a {
    let rule = constraint.rule();
    let checked = !rule.is_all_pairs();
    move |board| checked && rule.dead_end(layout, board)
}

/// The most digits tried in the fillings of one rule each time they are walked (a branch's
/// propagation, a Rule Contradiction's check).
const WALK_BUDGET: usize = 2_000;

/// A rule is walked only when the product of its cells' digit counts is at most this: a
/// rule with more fillings would run out of its budget anyway.
const WALK_FILLINGS: u64 = 1_000_000;

/// Whether cells with digits `domains` have few enough fillings to walk ([`WALK_FILLINGS`]).
pub(crate) fn few_enough_to_walk(domains: &[DigitSet]) -> bool {
    domains.iter().try_fold(1u64, |n, d| n.checked_mul(d.len() as u64).filter(|&n| n <= WALK_FILLINGS)).is_some()
}

/// The digits each walked cell of rule `k` (with digits `domains`) takes in some
/// filling of the rule, with the other cells' digits on `board` (0: empty; left as it
/// was): found exactly where the rule allows ([`Rules::exact_fillings`]), else walked
/// up to [`WALK_BUDGET`] digits tried, or answered as the same walk was before
/// ([`WalkMemo`]). `None` when the rule has more than
/// [`WALK_FILLINGS`] fillings or the walk stops early (nothing learnt).
pub(crate) fn rule_fillings(
    rules: &Rules,
    layout: &Layout,
    k: usize,
    domains: &[DigitSet],
    board: &mut [u8],
) -> Option<Vec<DigitSet>> {
    let placed = rules.walked_cells[k].iter().map(|c| board[c.index()]);
    match known_fillings(rules, layout, k, domains, placed) {
        Ok(answer) => answer,
        Err(key) => walk_remembered(rules, layout, k, domains, board, key),
    }
}

/// [`rule_fillings`]'s answer where it needs no walk (too many fillings, found exactly,
/// read from a two-cell rule's table, or remembered), from the digits `placed` on the
/// rule's walked cells; else the question to walk ([`walk_remembered`]), so that a caller
/// makes the board only for a walk.
pub(crate) fn known_fillings(
    rules: &Rules,
    layout: &Layout,
    k: usize,
    domains: &[DigitSet],
    placed: impl Iterator<Item = u8>,
) -> Result<Option<Vec<DigitSet>>, WalkKey> {
    if !few_enough_to_walk(domains) {
        return Ok(None);
    }
    if let Some(kept) = rules.exact_fillings(k, layout.size(), domains) {
        return Ok(Some(kept));
    }
    if let Some(answer) = rules.two_cell_fillings(k, domains) {
        return Ok(answer);
    }
    let key = WalkMemo::key(k, domains, placed);
    rules.walks.recall(&key).ok_or(key)
}

/// Walks rule `k` as [`rule_fillings`] does where [`known_fillings`] had no answer (its
/// question `key`), and remembers the answer.
pub(crate) fn walk_remembered(
    rules: &Rules,
    layout: &Layout,
    k: usize,
    domains: &[DigitSet],
    board: &mut [u8],
    key: WalkKey,
) -> Option<Vec<DigitSet>> {
    let answer = walk_rule(rules, layout, k, domains, board);
    rules.walks.remember(key, answer.clone());
    answer
}

/// [`rule_fillings`]'s walk, asked for the first time.
fn walk_rule(
    rules: &Rules,
    layout: &Layout,
    k: usize,
    domains: &[DigitSet],
    board: &mut [u8],
) -> Option<Vec<DigitSet>> {
    let cells = &rules.walked_cells[k];
    let cage_sum = |board: &[u8]| {
        let sum = rules.cage_sums.get(k - rules.constraints.len()).copied().unwrap_or_default();
        let digits = cells.iter().map(|c| u32::from(board[c.index()]));
        let (placed, empty) = digits.fold((0, 0), |(s, e), d| if d == 0 { (s, e + 1) } else { (s + d, e) });
        placed + empty > sum || (empty == 0 && placed != sum)
    };
    let pairs = rules.pairs.get(k).map_or(&[][..], Vec::as_slice);
    let sees = |a: Cell, b: Cell| rules.peers[a.index()].contains(b);
    let walked = match rules.constraints.get(k) {
        Some(constraint) => {
            let breaks = breaks_of(layout, constraint);
            walk(Walkable { breaks: &breaks, pairs, cells }, domains, board, &sees, WALK_BUDGET, Goal::Reached)
        }
        None => walk(Walkable { breaks: &cage_sum, pairs, cells }, domains, board, &sees, WALK_BUDGET, Goal::Reached),
    };
    match walked {
        Walked::Narrowed(kept, _) => Some(kept),
        Walked::Nothing | Walked::TooMany => None,
    }
}

/// What a walk would find over the fillings of a rule whose cells are a house, from the
/// digits each cell takes in some filling (found without a walk): every filling holds
/// each of their digits.
pub(crate) fn of_house_fillings(reached: Vec<DigitSet>) -> Walked {
    let required = if reached.iter().all(|d| !d.is_empty()) {
        reached.iter().fold(DigitSet::EMPTY, |all, &d| all.union(d))
    } else {
        DigitSet::EMPTY
    };
    Walked::Narrowed(reached, required)
}

/// Walks the fillings of the rule's cells (with digits `domains`) toward `goal`
/// ([`Goal::Every`] or [`Goal::Reached`]). `board` holds every cell's digit (0: empty), as
/// `breaks` reads it; it is left as it was. `sees` tells the cells that cannot repeat a
/// digit.
pub(crate) fn walk<B: Fn(&[u8]) -> bool + ?Sized>(
    rule: Walkable<B>,
    domains: &[DigitSet],
    board: &mut [u8],
    sees: &dyn Fn(Cell, Cell) -> bool,
    budget: usize,
    goal: Goal,
) -> Walked {
    match run(&rule, domains, board, sees, budget, goal) {
        (End::Listed, reached, required) => Walked::Narrowed(reached, required.unwrap_or_default()),
        (End::Found, ..) | (End::Nothing, ..) => Walked::Nothing,
        (End::TooMany, ..) => Walked::TooMany,
    }
}

/// What a walk is for, and so where it may stop.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Goal {
    /// The digits each cell takes and those every filling holds: it stops when every cell
    /// has taken each of its digits and no digit is in every filling so far.
    Every,
    /// The digits each cell takes: it stops when every cell has taken each of its digits.
    Reached,
    /// A first filling.
    First,
}

/// The fillings of a rule too large to list ([`walk`] gave [`Walked::TooMany`]), asked
/// about one digit at a time: a cell keeps a digit when some filling gives it that digit
/// (or when the search for one passes `budget`), and a digit is in every filling when no
/// filling goes without it. Each search stops at its first filling, and every filling
/// found answers for all the digits it holds.
pub(crate) fn witness<B: Fn(&[u8]) -> bool + ?Sized>(
    rule: Walkable<B>,
    domains: &[DigitSet],
    board: &mut [u8],
    sees: &dyn Fn(Cell, Cell) -> bool,
    budget: usize,
) -> Walked {
    let count = rule.cells.len();
    let mut reached = vec![DigitSet::EMPTY; count];
    let mut every: Option<DigitSet> = None;
    let note = |filling: &[DigitSet], reached: &mut [DigitSet], every: &mut Option<DigitSet>| {
        let held = filling.iter().fold(DigitSet::EMPTY, |all, &d| all.union(d));
        for (r, &d) in reached.iter_mut().zip(filling) {
            *r = r.union(d);
        }
        *every = Some(every.map_or(held, |e| e.intersection(held)));
    };
    for i in 0..count {
        for digit in domains[i].difference(reached[i]).iter() {
            // The cell asked about goes first, so the search prunes at once.
            let order: Vec<usize> = std::iter::once(i).chain((0..count).filter(|&j| j != i)).collect();
            let cells: Vec<Cell> = order.iter().map(|&j| rule.cells[j]).collect();
            let mut asked: Vec<DigitSet> = order.iter().map(|&j| domains[j]).collect();
            asked[0] = DigitSet::single(digit);
            let ordered = Walkable { breaks: rule.breaks, pairs: rule.pairs, cells: &cells };
            match run(&ordered, &asked, board, sees, budget, Goal::First) {
                (End::Found, filling, _) => {
                    let mut back = vec![DigitSet::EMPTY; count];
                    for (k, &j) in order.iter().enumerate() {
                        back[j] = filling[k];
                    }
                    note(&back, &mut reached, &mut every);
                }
                (End::TooMany, ..) => {
                    reached[i].insert(digit);
                }
                _ => {}
            }
        }
    }
    let Some(mut required) = every else {
        return Walked::Narrowed(reached, DigitSet::EMPTY);
    };
    for digit in every.unwrap_or_default().iter() {
        let without: Vec<DigitSet> = domains.iter().map(|&d| d.difference(DigitSet::single(digit))).collect();
        if !matches!(run(&rule, &without, board, sees, budget, Goal::First).0, End::Listed) {
            required = required.difference(DigitSet::single(digit));
        }
    }
    if reached == domains && required.is_empty() {
        return Walked::Nothing;
    }
    Walked::Narrowed(reached, required)
}

/// Walks the fillings toward `goal` (for [`Goal::First`], a first filling is
/// [`End::Found`]). Gives how the walk ended, the digits each cell took and the digits
/// every filling held.
fn run<B: Fn(&[u8]) -> bool + ?Sized>(
    rule: &Walkable<B>,
    domains: &[DigitSet],
    board: &mut [u8],
    sees: &dyn Fn(Cell, Cell) -> bool,
    budget: usize,
    goal: Goal,
) -> (End, Vec<DigitSet>, Option<DigitSet>) {
    let Walkable { breaks, pairs, cells } = *rule;
    let at = |cell: Cell| cells.iter().position(|&c| c == cell);
    let mut apart: Vec<Vec<usize>> =
        (0..cells.len()).map(|i| (0..i).filter(|&j| sees(cells[i], cells[j])).collect()).collect();
    let mut related = vec![Vec::new(); cells.len()];
    for &(a, b, relation) in pairs {
        let Some((i, j)) = at(a).zip(at(b)).filter(|(i, j)| i != j) else { continue };
        let (later, earlier) = (i.max(j), i.min(j));
        // A pair that only differs is one more cell to differ from, read from the mask
        // of taken digits rather than asked digit by digit (the same digits tried).
        if relation == Relation::Differ {
            apart[later].push(earlier);
        } else {
            related[later].push((earlier, relation, i > j));
        }
    }
    let mut walk = Walk {
        breaks,
        cells,
        domains,
        apart,
        related,
        board,
        chosen: vec![0; cells.len()],
        reached: vec![DigitSet::EMPTY; cells.len()],
        required: None,
        nodes: 0,
        budget,
        goal,
    };
    let end = walk.fill();
    (end, walk.reached, walk.required)
}

/// How a part of the walk ended.
enum End {
    Listed,
    /// A first filling, when the walk stops there.
    Found,
    Nothing,
    TooMany,
}

struct Walk<'a, B: ?Sized> {
    breaks: &'a B,
    cells: &'a [Cell],
    domains: &'a [DigitSet],
    /// For each cell, the earlier cells it must differ from (it sees them, or a pair says so).
    apart: Vec<Vec<usize>>,
    /// For each cell, its pairs with earlier cells: (that cell, relation, this cell first).
    related: Vec<Vec<(usize, Relation, bool)>>,
    board: &'a mut [u8],
    chosen: Vec<u8>,
    reached: Vec<DigitSet>,
    /// The digits of every complete filling so far (`None`: none yet).
    required: Option<DigitSet>,
    nodes: usize,
    budget: usize,
    goal: Goal,
}

impl<B: Fn(&[u8]) -> bool + ?Sized> Walk<'_, B> {
    /// Tries the cells' digits depth first, each cell's in increasing order, keeping on an
    /// explicit stack each walked cell's digit on the board before the walk and the digits
    /// it has still to try (a loop rather than a call per cell: calls cost most in wasm).
    fn fill(&mut self) -> End {
        let count = self.cells.len();
        if count == 0 {
            return self.complete();
        }
        let mut kept = vec![0u8; count];
        let mut left = vec![0u32; count];
        let mut i = 0;
        kept[0] = self.board[self.cells[0].index()];
        left[0] = self.untaken(0);
        loop {
            let cell = self.cells[i].index();
            let mask = left[i];
            if mask == 0 {
                self.board[cell] = kept[i];
                self.chosen[i] = 0;
                if i == 0 {
                    return End::Listed;
                }
                i -= 1;
                continue;
            }
            left[i] = mask & (mask - 1);
            let digit = mask.trailing_zeros() as u8 + 1;
            if !self.keeps_pairs(i, digit) {
                continue;
            }
            self.nodes += 1;
            if self.nodes > self.budget {
                return self.stop(&kept[..=i], End::TooMany);
            }
            self.board[cell] = digit;
            self.chosen[i] = digit;
            if (self.breaks)(self.board) {
                continue;
            }
            if i + 1 < count {
                i += 1;
                kept[i] = self.board[self.cells[i].index()];
                left[i] = self.untaken(i);
                continue;
            }
            match self.complete() {
                End::Listed => {}
                end => return self.stop(&kept, end),
            }
        }
    }

    /// The digits of cell `i` not taken by the earlier cells it must differ from (each is
    /// chosen: they come first).
    fn untaken(&self, i: usize) -> u32 {
        let taken = self.apart[i].iter().fold(0u32, |taken, &j| taken | 1 << (self.chosen[j] - 1));
        self.domains[i].bits() & !taken
    }

    /// Whether digit `digit` in cell `i` keeps the cell's pairs with the earlier cells.
    fn keeps_pairs(&self, i: usize, digit: u8) -> bool {
        self.related[i]
            .iter()
            .all(|&(j, relation, this_first)| relation.allows_beside(digit, self.chosen[j], this_first))
    }

    /// Ends the walk early with `end`: the cells walked so far get back the digits `kept`
    /// from before the walk, the latest first.
    fn stop(&mut self, kept: &[u8], end: End) -> End {
        for (i, &digit) in kept.iter().enumerate().rev() {
            self.board[self.cells[i].index()] = digit;
            self.chosen[i] = 0;
        }
        end
    }

    /// Notes a complete filling (every cell's digit chosen), and whether the walk may stop.
    fn complete(&mut self) -> End {
        let mut held = DigitSet::EMPTY;
        for (reached, &digit) in self.reached.iter_mut().zip(&self.chosen) {
            *reached = reached.union(DigitSet::from_bits(1 << (digit - 1)));
            held = held.union(DigitSet::from_bits(1 << (digit - 1)));
        }
        let required = self.required.map_or(held, |r| r.intersection(held));
        self.required = Some(required);
        let all_reached = || self.reached == self.domains;
        match self.goal {
            Goal::First => End::Found,
            Goal::Every if all_reached() && required.is_empty() => End::Nothing,
            Goal::Reached if all_reached() => End::Nothing,
            Goal::Every | Goal::Reached => End::Listed,
        }
    }
}

#[cfg(test)]
mod tests;
