//! The work of a propagation: the cells whose candidates changed, and the units (see
//! [`super::tables::Unit`]) waiting to run, in tiers run cheapest first.

use std::collections::VecDeque;

pub(super) struct Queue {
    cells: Vec<usize>,
    marked: Vec<bool>,
    /// For each marked cell, the digits it lost since it was last taken.
    lost: Vec<u32>,
    tiers: [VecDeque<usize>; 3],
    queued: Vec<bool>,
}

impl Queue {
    pub(super) fn new(cells: usize, units: usize) -> Queue {
        Queue {
            cells: Vec::new(),
            marked: vec![false; cells],
            lost: vec![0; cells],
            tiers: Default::default(),
            queued: vec![false; units],
        }
    }

    /// Notes that `cell` lost the digits of `lost`.
    pub(super) fn mark(&mut self, cell: usize, lost: u32) {
        self.lost[cell] |= lost;
        if !self.marked[cell] {
            self.marked[cell] = true;
            self.cells.push(cell);
        }
    }

    /// The next changed cell and the digits it lost.
    pub(super) fn next_cell(&mut self) -> Option<(usize, u32)> {
        let cell = self.cells.pop()?;
        self.marked[cell] = false;
        Some((cell, std::mem::take(&mut self.lost[cell])))
    }

    /// Queues `unit` in `tier` unless it waits already.
    pub(super) fn push(&mut self, unit: usize, tier: usize) {
        if !self.queued[unit] {
            self.queued[unit] = true;
            self.tiers[tier].push_back(unit);
        }
    }

    /// The next unit of the cheapest tier that has one.
    pub(super) fn next_unit(&mut self) -> Option<usize> {
        let unit = self.tiers.iter_mut().find_map(VecDeque::pop_front)?;
        self.queued[unit] = false;
        Some(unit)
    }

    /// Drops all that waits (after a contradiction).
    pub(super) fn clear(&mut self) {
        for cell in self.cells.drain(..) {
            self.marked[cell] = false;
            self.lost[cell] = 0;
        }
        for tier in &mut self.tiers {
            for unit in tier.drain(..) {
                self.queued[unit] = false;
            }
        }
    }
}
