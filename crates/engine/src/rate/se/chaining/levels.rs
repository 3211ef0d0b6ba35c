//! The unary searches of [`super`] level by level on bit sets: on a board that does not
//! change, the candidates a breadth-first search reaches at each level, from "p is on"
//! (or off), are the same whichever implication reached them first, so sets of cells per
//! digit stand for its nodes. Where only the level of a conclusion matters (forcing
//! chains, whether a cycle can close at all), these searches answer without building
//! nodes.

use super::Links;
use crate::rate::se::board::{bit_count, Board, HOUSES, PEER_SETS};

/// Sets of cells per digit.
type Sets = [u128; 9];

/// What a board's links are, as bit sets.
pub(super) struct Tables {
    /// The cells where each digit is a candidate.
    cells: Sets,
    /// The cells with two candidates.
    bivalue: u128,
    /// `conjugates[d][c]`: the cells that are the only other place of digit `d` in a house
    /// of cell `c`.
    conjugates: [[u128; 81]; 9],
}

impl Tables {
    pub(super) fn new(board: &Board) -> Tables {
        let cells: Sets = std::array::from_fn(|d| board.cells_of(d));
        let bivalue = (0..81).filter(|&c| board.count(c) == 2).fold(0u128, |m, c| m | 1 << c);
        let mut conjugates = [[0u128; 81]; 9];
        for (h, house) in HOUSES.iter().enumerate() {
            for (d, pairs) in conjugates.iter_mut().enumerate() {
                let places = board.places(h, d);
                if bit_count(places) == 2 {
                    let a = house[places.trailing_zeros() as usize];
                    let b = house[15 - places.leading_zeros() as usize];
                    pairs[a] |= 1 << b;
                    pairs[b] |= 1 << a;
                }
            }
        }
        Tables { cells, bivalue, conjugates }
    }

    /// The "off" candidates whose turning off turns (`cell`, `digit`) on with `links`:
    /// the other digit of a bivalue cell, the other place of a conjugate pair.
    pub(super) fn closers(&self, (cell, digit): (usize, usize), links: Links) -> Sets {
        let mut closers = [0u128; 9];
        if links.y && self.bivalue >> cell & 1 == 1 {
            for (d, set) in closers.iter_mut().enumerate() {
                if d != digit && self.cells[d] >> cell & 1 == 1 {
                    *set |= 1 << cell;
                }
            }
        }
        if links.x {
            closers[digit] |= self.conjugates[digit][cell];
        }
        closers
    }
}

impl Tables {
    /// Whether `offs` holds one of the closers of `start` with `links` ([`Tables::closers`]).
    fn offs_close(&self, offs: &Sets, (cell, digit): (usize, usize), links: Links) -> bool {
        let by_cell =
            links.y && self.bivalue >> cell & 1 == 1 && (0..9).any(|d| d != digit && offs[d] >> cell & 1 == 1);
        by_cell || (links.x && offs[digit] & self.conjugates[digit][cell] != 0)
    }
}

/// The cells that hold, in `sets`, some digit other than each digit.
fn other_digits(sets: &Sets) -> Sets {
    let (mut once, mut more) = (0u128, 0u128);
    for &s in sets {
        more |= once & s;
        once |= s;
    }
    std::array::from_fn(|d| more | (once & !sets[d]))
}

fn is_empty(sets: &Sets) -> bool {
    sets.iter().all(|&s| s == 0)
}

/// A breadth-first search from one candidate, one level pair at a time: each iteration
/// turns the newest "on" candidates into the "off" ones they imply, then those into the
/// "on" ones they imply, as SE's unary searches do. It keeps what it learnt, so that a
/// later question with a looser bound goes on from where it stopped.
pub(super) struct Walk {
    start: (usize, usize),
    on: bool,
    links: Links,
    reached_on: Sets,
    reached_off: Sets,
    front_on: Sets,
    /// The iterations done.
    level: u32,
    /// The first iteration that implied the start's opposite.
    hit: Option<u32>,
    /// The first iteration from the second on that implied one of the start's closers
    /// ([`Tables::closers`]; "on" starts only).
    closed: Option<u32>,
    /// The candidates each iteration reached first, "on" then "off" (the first iteration
    /// first; an "off" start is reached by the first).
    news: Vec<[Sets; 2]>,
}

/// What a walk says about a search bounded to some number of iterations: the iteration
/// of its finding within them, and whether the bound stopped it.
pub(super) type Answer = (Option<u32>, bool);

impl Walk {
    /// A walk that has done no iteration yet; `news` lends its memory.
    fn new((cell, digit): (usize, usize), on: bool, links: Links, mut news: Vec<[Sets; 2]>) -> Walk {
        news.clear();
        let mut start = [0u128; 9];
        start[digit] = 1 << cell;
        let none = [0u128; 9];
        let front_on = if on { start } else { none };
        let reached_off = if on { none } else { start };
        Walk {
            start: (cell, digit),
            on,
            links,
            reached_on: front_on,
            reached_off,
            front_on,
            level: 0,
            hit: None,
            closed: None,
            news,
        }
    }

    /// Makes this walk, in place, the one [`Walk::new`] would make, keeping its memory.
    fn restart(&mut self, (cell, digit): (usize, usize), on: bool, links: Links) {
        self.news.clear();
        self.start = (cell, digit);
        self.on = on;
        self.links = links;
        self.reached_on = [0; 9];
        self.reached_off = [0; 9];
        self.front_on = [0; 9];
        if on {
            self.front_on[digit] = 1 << cell;
            self.reached_on[digit] = 1 << cell;
        } else {
            self.reached_off[digit] = 1 << cell;
        }
        self.level = 0;
        self.hit = None;
        self.closed = None;
    }

    /// Whether another iteration has anything to follow.
    fn live(&self) -> bool {
        self.level == 0 || !is_empty(&self.front_on)
    }

    /// The first iteration, up to `levels`, that implies the start's opposite (SE's forcing
    /// chain from the start).
    pub(super) fn hit(&mut self, tables: &Tables, levels: u32) -> Answer {
        while self.hit.is_none() && self.level < levels && self.live() {
            self.advance(tables);
        }
        self.answer(self.hit, levels)
    }

    /// The first iteration, from the second up to `levels`, that implies a closer of the
    /// start ("on" starts only): where SE's cycles from the start can first close.
    pub(super) fn closed(&mut self, tables: &Tables, levels: u32) -> Answer {
        while self.closed.is_none() && self.level < levels && self.live() {
            self.advance(tables);
        }
        self.answer(self.closed, levels)
    }

    /// Advances the walk to `levels` iterations, or to its end; returns whether it could
    /// go further.
    pub(super) fn reach(&mut self, tables: &Tables, levels: u32) -> bool {
        while self.level < levels && self.live() {
            self.advance(tables);
        }
        self.live()
    }

    fn answer(&self, found: Option<u32>, levels: u32) -> Answer {
        match found {
            Some(level) if level <= levels => (Some(level), false),
            _ => (None, self.level > levels || self.live()),
        }
    }

    fn advance(&mut self, tables: &Tables) {
        let t = tables;
        let y = self.links.y;
        let others = if y { other_digits(&self.front_on) } else { [0; 9] };
        let mut front_off = [0u128; 9];
        if self.level == 0 && !self.on {
            front_off[self.start.1] = 1 << self.start.0;
        }
        let mut offs = [0u128; 9];
        for d in 0..9 {
            if self.front_on[d] | others[d] == 0 {
                continue;
            }
            let mut peers = 0u128;
            let mut from = self.front_on[d];
            while from != 0 {
                peers |= PEER_SETS[from.trailing_zeros() as usize];
                from &= from - 1;
            }
            offs[d] = (peers | others[d]) & t.cells[d];
            front_off[d] |= offs[d] & !self.reached_off[d];
            self.reached_off[d] |= offs[d];
        }
        let others = if y { other_digits(&front_off) } else { [0; 9] };
        let mut ons = [0u128; 9];
        for d in 0..9 {
            if front_off[d] | others[d] == 0 {
                self.front_on[d] = 0;
                continue;
            }
            ons[d] = others[d] & t.bivalue & t.cells[d];
            if self.links.x {
                let mut from = front_off[d];
                while from != 0 {
                    ons[d] |= t.conjugates[d][from.trailing_zeros() as usize];
                    from &= from - 1;
                }
            }
            self.front_on[d] = ons[d] & !self.reached_on[d];
            self.reached_on[d] |= ons[d];
        }
        self.news.push([self.front_on, front_off]);
        self.level += 1;
        if self.hit.is_none() && holds(if self.on { &offs } else { &ons }, self.start) {
            self.hit = Some(self.level);
        }
        if self.on && self.closed.is_none() && self.level >= 2 && t.offs_close(&offs, self.start, self.links) {
            self.closed = Some(self.level);
        }
    }
}

/// The most iterations a search with `base` may do within `bound`: iteration `i` reaches
/// complexity `2i`, and SE's length bonus passes `bound - base` after length
/// [`super::length_bonus`]'s ceilings.
pub(super) fn iterations_within(base: u32, bound: u32) -> u32 {
    let Some(bonus) = bound.checked_sub(base) else { return 0 };
    let (mut ceil, mut odd) = (4u32, false);
    for _ in 0..bonus {
        if ceil > 2 * 81 * 9 {
            break;
        }
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    (ceil + 2) / 2
}

/// The walks of one position, from each candidate on and off, with each kind of links,
/// made when first asked for.
pub(super) struct Walks {
    slots: Vec<u32>,
    /// The walks made, then (from `made` on) walks of an earlier position kept for their
    /// memory.
    walks: Vec<Walk>,
    made: usize,
}

thread_local! {
    /// The walks of the last position, kept for their memory.
    static SPARE_WALKS: std::cell::RefCell<(Vec<u32>, Vec<Walk>)> = const { std::cell::RefCell::new((Vec::new(), Vec::new())) };
}

impl Walks {
    pub(super) fn new() -> Walks {
        let (mut slots, walks) = SPARE_WALKS.with(|spare| std::mem::take(&mut *spare.borrow_mut()));
        slots.clear();
        slots.resize(3 * 81 * 9 * 2, u32::MAX);
        Walks { slots, walks, made: 0 }
    }

    fn slot(start: (usize, usize), on: bool, links: Links) -> usize {
        let kind = usize::from(links.y) + usize::from(links.x && links.y);
        ((kind * 81 + start.0) * 9 + start.1) * 2 + usize::from(on)
    }

    pub(super) fn get(&mut self, start: (usize, usize), on: bool, links: Links) -> &mut Walk {
        let slot = &mut self.slots[Walks::slot(start, on, links)];
        if *slot == u32::MAX {
            *slot = self.made as u32;
            match self.walks.get_mut(self.made) {
                Some(kept) => kept.restart(start, on, links),
                None => self.walks.push(Walk::new(start, on, links, Vec::with_capacity(32))),
            }
            self.made += 1;
        }
        &mut self.walks[*slot as usize]
    }

    /// The walks from `start` "on" and "off" with `links`, made before by [`Walks::get`].
    pub(super) fn pair(&self, start: (usize, usize), links: Links) -> (&Walk, &Walk) {
        let walk = |on: bool| &self.walks[self.slots[Walks::slot(start, on, links)] as usize];
        (walk(true), walk(false))
    }
}

impl Drop for Walks {
    fn drop(&mut self) {
        let kept = (std::mem::take(&mut self.slots), std::mem::take(&mut self.walks));
        // Nothing is kept once the thread ends.
        let _ = SPARE_WALKS.try_with(|spare| spare.try_borrow_mut().map(|mut spare| *spare = kept));
    }
}

/// Whether a cycle from `forward`'s start ("on") of at most `levels` iterations can
/// remove anything, `back` being the walk from the start "off" with the same links; both
/// must have done `levels` iterations or ended ([`Walk::reach`]).
///
/// A cycle of `2k` links goes from the start "on" back to it; its node at depth `t` is
/// implied by the start at depth `t`, and implies the start "on" in `2k - t` links, so
/// (every link of a static board working both ways: a strong link's contrapositive is
/// one, a weak one's too) the start "off" implies its opposite in `2k - t` links. An "on"
/// found by `forward` at iteration `i` (depth `2i`) whose "off" `back` finds at iteration
/// `j` (depth `2j - 2`) can lie on such a cycle only if `i + j <= k + 1`; an "off" found
/// at iteration `i` (depth `2i - 1`) whose "on" `back` finds at iteration `j` (depth
/// `2j - 1`), likewise. SE's cycle removes a digit from the cells outside it that see
/// both an "on" and an "off" of that digit in it: without such a cell among those that
/// can lie on a cycle, none removes anything.
pub(super) fn cycles_may_remove(tables: &Tables, forward: &Walk, back: &Walk, levels: u32) -> bool {
    let (mut on, mut off) = ([0u128; 9], [0u128; 9]);
    on[forward.start.1] = 1 << forward.start.0;
    let (mut back_on, mut back_off) = ([0u128; 9], [0u128; 9]);
    for j in 1..=levels as usize {
        if let Some([new_on, new_off]) = back.news.get(j - 1) {
            for d in 0..9 {
                back_on[d] |= new_on[d];
                back_off[d] |= new_off[d];
            }
        }
        // Iteration i = levels + 1 - j of the forward walk.
        let Some([new_on, new_off]) = forward.news.get(levels as usize - j) else { continue };
        for d in 0..9 {
            on[d] |= new_on[d] & back_off[d];
            off[d] |= new_off[d] & back_on[d];
        }
    }
    (0..9).any(|d| on[d] != 0 && off[d] != 0 && seen(on[d]) & seen(off[d]) & tables.cells[d] != 0)
}

/// The cells that see some cell of `set`.
fn seen(mut set: u128) -> u128 {
    let mut seen = 0;
    while set != 0 {
        seen |= PEER_SETS[set.trailing_zeros() as usize];
        set &= set - 1;
    }
    seen
}

/// Whether `sets` holds (`cell`, `digit`).
pub(super) fn holds(sets: &Sets, (cell, digit): (usize, usize)) -> bool {
    sets[digit] >> cell & 1 == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_digits_leaves_out_a_cell_holding_only_that_digit() {
        let mut sets = [0u128; 9];
        sets[0] = 0b011;
        sets[1] = 0b110;
        let others = other_digits(&sets);
        assert_eq!(others[0], 0b110);
        assert_eq!(others[1], 0b011);
        assert_eq!(others[2], 0b111);
    }

    #[test]
    fn iterations_within_match_the_length_bonus() {
        for base in [65, 66, 70] {
            for bound in base - 1..base + 12 {
                let most = iterations_within(base, bound);
                let fits = |i: u32| base + super::super::length_bonus(2 * i) <= bound;
                assert!(most == 0 || fits(most), "{base} {bound}");
                assert!(!fits(most + 1), "{base} {bound}");
            }
        }
        assert!(iterations_within(70, u32::MAX) > 81 * 9);
    }
}
