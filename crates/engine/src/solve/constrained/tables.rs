//! The board flattened for the constrained search: peers, houses and their crossings,
//! pairs of cells with their tables, the rules walked and the propagators, each a unit
//! of work that the cells it reads wake.

use super::super::innies::{implied_groups, implied_sums};
use super::super::leftovers::{all_leftover_sums, house_outies};
use super::super::same_digits::leftover_pairs;
use super::narrow::Narrow;
use super::{RULE_WEIGHT, SKIP_ABOVE, SKIP_NARROWED_ABOVE};
use crate::constraint::primitive::Primitive;
use crate::constraint::{Constraint, Relation};
use crate::geometry::{Cage, Layout};
use crate::grid::Puzzle;

/// A rule that is not pairs of cells.
pub(super) enum Rule<'p> {
    Constraint(&'p Constraint),
    Cage(&'p Cage),
}

/// One pair of cells with, for each digit of one, the digits the other may hold.
pub(super) struct PairTable {
    pub a: usize,
    pub b: usize,
    /// `a_allows[i]`: the digits of `b` that digit `i + 1` in `a` allows.
    pub a_allows: Vec<u32>,
    pub b_allows: Vec<u32>,
}

impl PairTable {
    /// The table of the pairs of digits `(x in a, y in b)` that `allows` keeps.
    fn new(a: usize, b: usize, size: usize, allows: impl Fn(u8, u8) -> bool) -> PairTable {
        let table = |forward: bool| -> Vec<u32> {
            (1..=size as u8)
                .map(|x| {
                    (1..=size as u8)
                        .filter(|&y| if forward { allows(x, y) } else { allows(y, x) })
                        .fold(0, |mask, y| mask | 1 << (y - 1))
                })
                .collect()
        };
        PairTable { a, b, a_allows: table(true), b_allows: table(false) }
    }
}

/// Where a house meets another in two cells or more: a digit of the house found only in
/// the shared cells leaves the other house's other cells.
pub(super) struct Crossing {
    /// The shared cells, as positions in the house (bit `k` for its `k`th cell).
    pub shared: u64,
    /// The house's other cells, the same way.
    pub outside: u64,
    /// The other house's cells outside the house.
    pub rest: Vec<u16>,
}

/// A piece of propagation, run again whenever one of the cells it reads changes.
#[derive(Clone, Copy)]
pub(super) enum Unit {
    /// Hidden singles in a house, and its crossings with the houses it meets.
    House(usize),
    Pair(usize),
    Narrow(usize),
    Walk(usize),
}

impl Unit {
    /// The cheap units run first, the propagators next, the walks last.
    pub(super) fn tier(self) -> usize {
        match self {
            Unit::House(_) | Unit::Pair(_) => 0,
            Unit::Narrow(_) => 1,
            Unit::Walk(_) => 2,
        }
    }
}

pub(super) struct Tables<'p> {
    pub layout: &'p Layout,
    pub all: u32,
    pub peers: Vec<Vec<u16>>,
    /// The same as bitsets of cells.
    pub peer_sets: Vec<Vec<u64>>,
    /// Whether a rule keeps cells apart beyond the houses.
    pub extra_peers: bool,
    /// The board's houses, then the rules that hold every digit once (extra regions and
    /// diagonals of the board's size).
    pub houses: Vec<Vec<u16>>,
    /// For each cell, the houses that hold it (indices into `houses`).
    pub cell_houses: Vec<Vec<u16>>,
    pub pairs: Vec<PairTable>,
    /// Each rule, its cells, and the most fillings of them its walk is tried on.
    pub rules: Vec<(Rule<'p>, Vec<u16>, u64)>,
    /// For each house, its crossings with the houses sharing two cells or more with it.
    pub crossings: Vec<Vec<Crossing>>,
    /// The propagators of the rules too large to walk, each with the cells it reads.
    pub narrows: Vec<(Narrow, Vec<u16>)>,
    pub units: Vec<Unit>,
    /// For each cell, the units that read it.
    pub watchers: Vec<Vec<u32>>,
    pub start: Vec<u32>,
}

impl<'p> Tables<'p> {
    /// The tables of `puzzle`; `outies` adds the sums [`house_outies`] finds (only a search
    /// without a node budget does: no generated puzzle depends on them).
    pub(super) fn new(puzzle: &'p Puzzle, outies: bool) -> Tables<'p> {
        let layout = puzzle.layout();
        let size = layout.size();
        let all = if size >= 31 { u32::MAX >> 1 } else { (1u32 << size) - 1 };
        let mut peers: Vec<Vec<u16>> =
            layout.cells().map(|c| layout.peers(c).iter().map(|p| p.index() as u16).collect()).collect();
        let house_peers: usize = peers.iter().map(Vec::len).sum();
        let mut pairs = Vec::new();
        let mut start: Vec<u32> = puzzle.givens().iter().map(|g| g.map_or(all, |d| 1 << d.index())).collect();
        let mut rules = Vec::new();
        let mut narrows = Vec::new();
        let mut whole_houses: Vec<Vec<u16>> = Vec::new();
        let mut plain_sums: Vec<(Vec<crate::Cell>, i64)> = Vec::new();
        let constraints = puzzle.constraints();
        for constraint in constraints {
            let cells = cells_of(&constraint.cells(layout));
            for (a, b, relation) in constraint.pairs(layout, constraints) {
                let (a, b) = (a.index(), b.index());
                if relation == Relation::Differ {
                    if !peers[a].contains(&(b as u16)) {
                        peers[a].push(b as u16);
                        peers[b].push(a as u16);
                    }
                    continue;
                }
                pairs.push(PairTable::new(a, b, size, |x, y| relation.allows(x, y)));
            }
            if let Some((cell, mask)) = constraint.unary(size) {
                start[cell.index()] &= mask;
            }
            let (mut own, mut walk) = (Vec::new(), false);
            for primitive in constraint.primitives(layout) {
                if let Primitive::AllDifferent { cells } = &primitive {
                    // Rules that hold every digit once are houses too: hidden singles and
                    // crossings. The pairs see to their different digits.
                    if cells.len() == size {
                        whole_houses.push(cells_of(cells));
                    }
                    continue;
                }
                if let Primitive::Consecutive { cells } = &primitive {
                    // Two digits of consecutive ones are at most their count less one apart.
                    let most = cells.len().saturating_sub(1);
                    for (i, a) in cells.iter().enumerate() {
                        for b in &cells[i + 1..] {
                            let near = |x: u8, y: u8| usize::from(x.abs_diff(y)) <= most;
                            pairs.push(PairTable::new(a.index(), b.index(), size, near));
                        }
                    }
                }
                if let Primitive::Sum { terms, target } = &primitive {
                    // Sums of plain digits (little killers) join the cages' for the outies.
                    if terms.iter().all(|&(_, c)| c == 1) {
                        plain_sums.push((terms.iter().map(|&(cell, _)| cell).collect(), *target));
                    }
                }
                match Narrow::of(&primitive, layout) {
                    Some(narrow) => own.push(narrow),
                    None => walk = true,
                }
            }
            let bound = if own.is_empty() { SKIP_ABOVE } else { SKIP_NARROWED_ABOVE };
            narrows.extend(own);
            if walk {
                rules.push((Rule::Constraint(constraint), cells, bound));
            }
        }
        for cage in layout.cages().iter().filter(|cage| cage.sum.is_some()) {
            let own = Narrow::of_cage(cage, size);
            let bound = if own.is_none() { SKIP_ABOVE } else { SKIP_NARROWED_ABOVE };
            let cells = cells_of(&cage.cells);
            if own.is_none() {
                rules.push((Rule::Cage(cage), cells, bound));
            }
            narrows.extend(own);
        }
        // What the rule of 45 implies of the cages: groups of different digits with their
        // digit sets, and sums of cells whose digits may repeat.
        let index = |cells: &[crate::Cell]| cells.iter().map(|c| c.index() as u16).collect::<Vec<u16>>();
        for (group, combos) in implied_groups(layout) {
            narrows.push(Narrow::Cage { cells: index(&group), combos, exact: false });
        }
        // Whole rows (or columns) only restate their houses' sums: no cage makes them.
        for (group, sum) in implied_sums(layout).into_iter().filter(|(group, _)| !whole_lines(layout, group)) {
            narrows.push(Narrow::sum(group.into_iter().map(|c| (c, 1)), i64::from(sum), layout));
        }
        if outies {
            let cages = layout.cages().iter().filter_map(|cage| Some((cage.cells.clone(), i64::from(cage.sum?))));
            let sums: Vec<(Vec<crate::Cell>, i64)> = cages.chain(plain_sums).collect();
            for (group, total) in house_outies(layout, &sums) {
                narrows.push(Narrow::sum(group.into_iter().map(|c| (c, 1)), total, layout));
            }
            // The cages' outies less their innies on unions of houses, and on each house
            // for each cage sticking out of it by one cell.
            narrows
                .extend(all_leftover_sums(layout).into_iter().map(|(terms, total)| Narrow::sum(terms, total, layout)));
            for (a, b) in leftover_pairs(layout) {
                narrows.push(Narrow::SameDigits { a: index(&a), b: index(&b) });
            }
        }
        let narrows: Vec<(Narrow, Vec<u16>)> = narrows
            .into_iter()
            .map(|mut n: Narrow| {
                if outies {
                    n.unbudgeted();
                }
                let cells = n.cells();
                (n, cells)
            })
            .collect();
        let mut houses: Vec<Vec<u16>> = layout.houses().iter().map(|h| cells_of(&h.cells)).collect();
        for group in whole_houses {
            if !houses.contains(&group) {
                houses.push(group);
            }
        }
        let mut cell_houses = vec![Vec::new(); layout.cell_count()];
        for (i, house) in houses.iter().enumerate() {
            house.iter().for_each(|&c| cell_houses[usize::from(c)].push(i as u16));
        }
        let crossings = houses
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let mut found = Vec::new();
                for (j, b) in houses.iter().enumerate() {
                    let shared: u64 = a.iter().enumerate().filter(|(_, c)| b.contains(c)).map(|(k, _)| 1u64 << k).sum();
                    let count = shared.count_ones() as usize;
                    if i != j && a.len() <= 64 && count >= 2 && count < a.len() {
                        let rest = b.iter().filter(|c| !a.contains(c)).copied().collect();
                        let outside = (u64::MAX >> (64 - a.len())) & !shared;
                        found.push(Crossing { shared, outside, rest });
                    }
                }
                found
            })
            .collect();
        let mut units = Vec::new();
        let mut watchers = vec![Vec::new(); layout.cell_count()];
        let mut watch = |unit: Unit, cells: &mut dyn Iterator<Item = usize>| {
            for cell in cells {
                watchers[cell].push(units.len() as u32);
            }
            units.push(unit);
        };
        for (i, house) in houses.iter().enumerate() {
            watch(Unit::House(i), &mut house.iter().map(|&c| usize::from(c)));
        }
        for (i, pair) in pairs.iter().enumerate() {
            watch(Unit::Pair(i), &mut [pair.a, pair.b].into_iter());
        }
        for (i, (_, cells)) in narrows.iter().enumerate() {
            watch(Unit::Narrow(i), &mut cells.iter().map(|&c| usize::from(c)));
        }
        for (i, (_, cells, _)) in rules.iter().enumerate() {
            watch(Unit::Walk(i), &mut cells.iter().map(|&c| usize::from(c)));
        }
        let words = layout.cell_count().div_ceil(64);
        let peer_sets = peers
            .iter()
            .map(|list| {
                let mut set = vec![0u64; words];
                for &p in list {
                    set[usize::from(p) / 64] |= 1 << (p % 64);
                }
                set
            })
            .collect();
        let extra_peers = peers.iter().map(Vec::len).sum::<usize>() > house_peers;
        Tables {
            layout,
            all,
            extra_peers,
            peers,
            peer_sets,
            houses,
            cell_houses,
            pairs,
            crossings,
            rules,
            narrows,
            units,
            watchers,
            start,
        }
    }

    /// For each cell, [`RULE_WEIGHT`] for each unit other than a house that reads it:
    /// the search's starting weights.
    pub(super) fn rule_weights(&self) -> Vec<u32> {
        self.watchers
            .iter()
            .map(|units| {
                let rules = units.iter().filter(|&&u| !matches!(self.units[u as usize], Unit::House(_))).count();
                RULE_WEIGHT.saturating_mul(u32::try_from(rules).unwrap_or(u32::MAX))
            })
            .collect()
    }

    /// Whether the digits of `v` break `rule` whatever fills its empty cells.
    pub(super) fn breaks(&self, rule: &Rule<'_>, v: &[u8]) -> bool {
        match rule {
            Rule::Constraint(constraint) => constraint.breaks(self.layout, v),
            Rule::Cage(cage) => {
                let (placed, empty) = cage.cells.iter().fold((0u32, 0u32), |(sum, empty), c| match v[c.index()] {
                    0 => (sum, empty + 1),
                    d => (sum + u32::from(d), empty),
                });
                let sum = u32::from(cage.sum.unwrap_or(0));
                placed + empty > sum || placed + empty * (self.layout.size() as u32) < sum
            }
        }
    }
}

/// Whether `group` is made of whole rows, or of whole columns.
fn whole_lines(layout: &Layout, group: &[crate::Cell]) -> bool {
    let size = layout.size();
    let whole = |line: &dyn Fn(crate::Cell) -> usize| {
        let mut counts = vec![0usize; size];
        group.iter().for_each(|&cell| counts[line(cell)] += 1);
        counts.iter().all(|&n| n == 0 || n == size)
    };
    whole(&|cell| layout.row(cell)) || whole(&|cell| layout.column(cell))
}

fn cells_of(cells: &[crate::Cell]) -> Vec<u16> {
    let mut found: Vec<u16> = cells.iter().map(|c| c.index() as u16).collect();
    found.sort_unstable();
    found.dedup();
    found
}
