//! The unary searches of [`super`] level by level on bit sets: on a board that does not
//! change, the candidates a breadth-first search reaches at each level, from "p is on"
//! (or off), are the same whichever implication reached them first, so sets of cells per
//! digit stand for its nodes. Where only the level of a conclusion matters (forcing
//! chains, whether a cycle can close at all), these searches answer without building
//! nodes.

use super::Links;
use crate::rate::se::board::{Board, HOUSES, PEER_SETS};

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
                if places.count_ones() == 2 {
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

/// A breadth-first search from one candidate, one level pair at a time: each
/// [`Walk::advance`] turns the newest "on" candidates into the "off" ones they imply, then
/// those into the "on" ones they imply, as SE's unary searches do in one iteration.
pub(super) struct Walk<'t> {
    tables: &'t Tables,
    links: Links,
    reached_on: Sets,
    reached_off: Sets,
    front_on: Sets,
    /// The start, when it is an "off", until the first iteration uses it.
    start_off: Sets,
    /// The "off" candidates the last iteration implied, reached before or not.
    pub(super) offs: Sets,
    /// The "on" candidates the last iteration implied, reached before or not.
    pub(super) ons: Sets,
}

impl<'t> Walk<'t> {
    pub(super) fn new(tables: &'t Tables, (cell, digit): (usize, usize), on: bool, links: Links) -> Walk<'t> {
        let mut start = [0u128; 9];
        start[digit] = 1 << cell;
        let none = [0u128; 9];
        let (front_on, start_off) = if on { (start, none) } else { (none, start) };
        Walk { tables, links, reached_on: front_on, reached_off: start_off, front_on, start_off, offs: none, ons: none }
    }

    /// Whether another iteration has anything to follow.
    pub(super) fn live(&self) -> bool {
        !is_empty(&self.front_on) || !is_empty(&self.start_off)
    }

    pub(super) fn advance(&mut self) {
        let t = self.tables;
        let y = self.links.y;
        let others = if y { other_digits(&self.front_on) } else { [0; 9] };
        let mut front_off = std::mem::take(&mut self.start_off);
        for d in 0..9 {
            let mut peers = 0u128;
            let mut from = self.front_on[d];
            while from != 0 {
                peers |= PEER_SETS[from.trailing_zeros() as usize];
                from &= from - 1;
            }
            let offs = (peers | others[d]) & t.cells[d];
            self.offs[d] = offs;
            front_off[d] |= offs & !self.reached_off[d];
            self.reached_off[d] |= offs;
        }
        let others = if y { other_digits(&front_off) } else { [0; 9] };
        for d in 0..9 {
            let mut ons = others[d] & t.bivalue & t.cells[d];
            if self.links.x {
                let mut from = front_off[d];
                while from != 0 {
                    ons |= t.conjugates[d][from.trailing_zeros() as usize];
                    from &= from - 1;
                }
            }
            self.ons[d] = ons;
            self.front_on[d] = ons & !self.reached_on[d];
            self.reached_on[d] |= ons;
        }
    }
}

/// Whether `sets` holds (`cell`, `digit`).
pub(super) fn holds(sets: &Sets, (cell, digit): (usize, usize)) -> bool {
    sets[digit] >> cell & 1 == 1
}

/// Whether two sets share a candidate.
pub(super) fn meet(a: &Sets, b: &Sets) -> bool {
    a.iter().zip(b).any(|(x, y)| x & y != 0)
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
}
