//! A board's variant constraints as the logic reads them, derived once per solve: the
//! pairs of cells each rule relates, the same pairs seen from each cell, the rules whose
//! fillings are walked ([`super::variant::walk`]) and the cells each rule keeps apart.

use super::beside::{BesideTables, TwoCellTable};
use super::cellset::CellSet;
use super::nc_fillings::{non_consecutive_houses, Shape};
use super::walk_memo::WalkMemo;
use crate::constraint::family::Scope;
use crate::constraint::primitive::Primitive;
use crate::constraint::{Constraint, Pair, Relation};
use crate::digits::{Cell, DigitSet};
use crate::geometry::Layout;
use crate::solve::{sandwich_fillings, sandwich_sets};

/// A sum one constraint states: the sum of `coefficient x digit` over `terms` is `target`.
#[derive(Clone, Debug)]
pub(crate) struct SumRule {
    pub constraint: usize,
    pub terms: Vec<(Cell, i64)>,
    pub target: i64,
}

/// The variant constraints of a board, with what the strategies and forcing chains read.
#[derive(Clone, Debug)]
pub(crate) struct Rules {
    pub constraints: Vec<Constraint>,
    /// The pairs of each constraint, in the order of `constraints`.
    pub pairs: Vec<Vec<Pair>>,
    /// For each cell (by index): the other cell of each pair holding it, the pair's
    /// relation, and whether this cell is the pair's first.
    pub links: Vec<Vec<(Cell, Relation, bool)>>,
    /// For each link of `links`, the digits it allows beside each digit of its cell.
    pub beside: BesideTables,
    /// For each constraint, then each killer cage with a sum, the cells whose fillings
    /// are walked (none: not walked).
    pub walked_cells: Vec<Vec<Cell>>,
    /// The sums of the killer cages walked after the constraints, in that order.
    pub cage_sums: Vec<u32>,
    /// For each cell (by index), the walked constraints that hold it.
    pub walked_of: Vec<Vec<usize>>,
    /// For each cell (by index), the cells it sees: its peers on the board and the cells
    /// a rule keeps apart from it (anti-knight, anti-king, extra regions, diagonals, renban).
    pub peers: Vec<CellSet>,
    /// For each constraint that is a sandwich whose walked cells are its whole row or
    /// column, the sets of digits its sum allows between its ends ([`sandwich_sets`]): its
    /// fillings are found exactly without a walk ([`Rules::exact_fillings`]).
    sandwich_sets: Vec<Option<Vec<Vec<u32>>>>,
    /// Under the non-consecutive rule, the houses whose fillings are found from the
    /// tables of [`super::nc_fillings`] (their index in `Layout::houses`, and their shape),
    /// walked after the constraints and the cages, in that order.
    pub non_consecutive_houses: Vec<(usize, Shape)>,
    /// Each sum a constraint states (`Primitive::Sum`), with the constraint's index, listed
    /// once for the logic's sum bounds ([`super::variant::sum_bounds`]).
    pub sums: Vec<SumRule>,
    /// For each constraint, a table of its fillings when it is walked, has two cells and
    /// is all pairs: they are read there rather than walked ([`Rules::two_cell_fillings`]).
    two_cells: Vec<Option<TwoCellTable>>,
    /// The answers of the walks of these rules' fillings asked so far.
    pub walks: WalkMemo,
}

impl Rules {
    pub fn new(layout: &Layout, constraints: &[Constraint]) -> Rules {
        let count = layout.cell_count();
        let on_board = |c: Cell| c.index() < count;
        let pairs: Vec<Vec<Pair>> = constraints.iter().map(|c| c.pairs(layout, constraints)).collect();
        let mut peers: Vec<CellSet> = layout.cells().map(|c| layout.peers(c).iter().copied().collect()).collect();
        let mut links = vec![Vec::new(); count];
        for &(a, b, relation) in pairs.iter().flatten() {
            if !on_board(a) || !on_board(b) || a == b {
                continue;
            }
            links[a.index()].push((b, relation, true));
            links[b.index()].push((a, relation, false));
            if relation == Relation::Differ {
                peers[a.index()].insert(b);
                peers[b.index()].insert(a);
            }
        }
        let mut walked_cells: Vec<Vec<Cell>> = constraints
            .iter()
            .map(|c| {
                let mut cells: Vec<Cell> = Vec::new();
                if walked(layout, c) {
                    for cell in c.cells(layout).into_iter().filter(|&c| on_board(c)) {
                        if !cells.contains(&cell) {
                            cells.push(cell);
                        }
                    }
                }
                cells
            })
            .collect();
        let sandwich_sets = constraints
            .iter()
            .zip(&walked_cells)
            .map(|(c, walked)| match c.primitives(layout).as_slice() {
                [Primitive::Sandwich { line, sum }] if line == walked && line.len() == layout.size() => {
                    Some(sandwich_sets(layout.size(), *sum))
                }
                _ => None,
            })
            .collect();
        let two_cells = two_cell_tables(layout, constraints, &pairs, &walked_cells, &peers);
        let sums = constraints
            .iter()
            .enumerate()
            .flat_map(|(constraint, c)| {
                c.primitives(layout).into_iter().filter_map(move |primitive| match primitive {
                    Primitive::Sum { terms, target } => Some(SumRule { constraint, terms, target }),
                    _ => None,
                })
            })
            .collect();
        let mut cage_sums = Vec::new();
        for cage in layout.cages() {
            if let Some(sum) = cage.sum {
                walked_cells.push(cage.cells.clone());
                cage_sums.push(u32::from(sum));
            }
        }
        let beside = BesideTables::new(layout.size(), &links);
        let non_consecutive_houses = non_consecutive_houses(layout, constraints);
        for &(h, _) in &non_consecutive_houses {
            walked_cells.push(layout.houses()[h].cells.clone());
        }
        let mut walked_of = vec![Vec::new(); count];
        for (k, cells) in walked_cells.iter().enumerate() {
            for cell in cells {
                walked_of[cell.index()].push(k);
            }
        }
        Rules {
            constraints: constraints.to_vec(),
            pairs,
            links,
            beside,
            walked_cells,
            cage_sums,
            walked_of,
            peers,
            sandwich_sets,
            sums,
            non_consecutive_houses,
            two_cells,
            walks: WalkMemo::default(),
        }
    }

    /// The shape of walked rule `k` when it is a house under the non-consecutive rule.
    pub fn non_consecutive_house(&self, k: usize) -> Option<Shape> {
        let first = self.walked_cells.len() - self.non_consecutive_houses.len();
        k.checked_sub(first).and_then(|i| self.non_consecutive_houses.get(i)).map(|&(_, shape)| shape)
    }

    /// What the walk of rule `k`'s fillings answers (with digits `domains`) when the rule
    /// has two cells and is all pairs, read from its table; `None`: the rule is not such.
    pub fn two_cell_fillings(&self, k: usize, domains: &[DigitSet]) -> Option<Option<Vec<DigitSet>>> {
        Some(self.two_cells.get(k)?.as_ref()?.fillings(domains))
    }

    /// The digits each walked cell of rule `k` (with digits `domains`) takes in some
    /// filling that keeps the rule, when they are found without walking the fillings (a
    /// sandwich's whole row or column, every digit once); `None`: walk them.
    pub fn exact_fillings(&self, k: usize, size: usize, domains: &[DigitSet]) -> Option<Vec<DigitSet>> {
        let sets = self.sandwich_sets.get(k)?.as_ref()?;
        let masks: Vec<u32> = domains.iter().map(|d| d.bits()).collect();
        Some(sandwich_fillings(&masks, sets, size)?.into_iter().map(DigitSet::from_bits).collect())
    }
}

/// For each constraint, the table of its fillings when it is walked, has two cells and
/// is all pairs (its walk checks nothing beyond its pairs and the cells' seeing each other).
fn two_cell_tables(
    layout: &Layout,
    constraints: &[Constraint],
    pairs: &[Vec<Pair>],
    walked_cells: &[Vec<Cell>],
    peers: &[CellSet],
) -> Vec<Option<TwoCellTable>> {
    let table = |k: usize, constraint: &Constraint| {
        let &[a, b] = walked_cells[k].as_slice() else { return None };
        if !constraint.rule().is_all_pairs() {
            return None;
        }
        Some(TwoCellTable::new(layout.size(), [a, b], &pairs[k], peers[b.index()].contains(a)))
    };
    constraints.iter().enumerate().map(|(k, constraint)| table(k, constraint)).collect()
}

/// Rules whose fillings are worth walking: not a rule of the whole board, a single cell's
/// digits, or a full house (the house strategies read those).
fn walked(layout: &Layout, constraint: &Constraint) -> bool {
    constraint.scope(layout) == Scope::Cells
}
