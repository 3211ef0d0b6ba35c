//! Cage Combinations in a House: a house holds each digit once, shared out among the
//! cages that cover it. Fill the house's open cells with different digits from their
//! candidates so that every cage wholly inside it makes its sum, and every cage that
//! reaches outside it can still make its sum with its cells outside (from their
//! candidates, no digit twice in the cage). A candidate that no such filling gives its
//! cell leaves it: the digits a house needs that only some cages' combinations can
//! supply, cages that together must hold a digit, a virtual cage left over by the 45 rule
//! read against the cages beside it, all at once.
//!
//! After every single house, the same walk on two or three adjacent rows or columns and
//! on two adjacent boxes or regions (cells that see each other differ), on boards without
//! variant rules (where the step is tried on far fewer positions).
//!
//! [`Strategy::HouseCombination`]; only from [`Edition::V3`]. Each candidate is looked for
//! in a filling of its own (a walk of at most [`NODE_BUDGET`] nodes); a candidate whose walk
//! runs out of budget is kept, so the step removes only what it proved.

use std::collections::HashMap;

use super::groups::{adjacent_pairs, of_kind, runs, HouseGroup};
use super::{cage_name, options_of, summed_cages};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::{digit_sum, HouseId, HouseKind};
use crate::logic::cellset::CellSet;
use crate::logic::context::Ctx;
use crate::logic::deduction::join_and;
use crate::logic::{Deduction, Edition, Strategy};

/// Nodes the walk for one candidate may visit before it gives up (the candidate stays).
const NODE_BUDGET: usize = 4_000;
/// The most cages a sentence names before it says how many more there are.
const LISTED_CAGES: usize = 4;

pub(crate) fn house_combinations(ctx: &Ctx) -> Option<Deduction> {
    if !ctx.edition().has(Edition::V3) || ctx.layout.cages().is_empty() {
        return None;
    }
    let single = |h: usize| HouseGroup { name: ctx.house(h).to_string(), houses: vec![h] };
    let found = (0..ctx.houses().len()).find_map(|h| in_group(ctx, &single(h)));
    // On a board with variant rules the step is tried on many more positions (the rules'
    // steps come later): there it walks single houses only.
    if found.is_some() || !ctx.constraints().is_empty() {
        return found;
    }
    found.or_else(|| {
        // Then several houses at once: two or three adjacent rows or columns (a band or
        // a stack), two adjacent boxes.
        let mut pairs: Vec<HouseGroup> = runs(ctx, 3);
        for (kind, plural) in [(HouseKind::Box, "boxes"), (HouseKind::Region, "regions")] {
            pairs.extend(adjacent_pairs(ctx, &of_kind(ctx, kind), plural));
        }
        pairs.iter().find_map(|g| in_group(ctx, g))
    })
}

/// A summed cage with open cells in the house: its sum less its placed digits, its
/// placed digits, its open cells in the house (their places in the walk's order) and
/// its open cells outside.
struct Piece {
    cage: usize,
    left: u32,
    placed: u32,
    inside: Vec<usize>,
    outside: Vec<Cell>,
}

fn in_group(ctx: &Ctx, group: &HouseGroup) -> Option<Deduction> {
    if group.houses.iter().any(|&h| ctx.house(h).cells.len() != ctx.size) {
        return None;
    }
    let all: Vec<Cell> = group.houses.iter().flat_map(|&h| ctx.house(h).cells.iter().copied()).collect();
    let set: CellSet = all.iter().copied().collect();
    let mut pieces: Vec<Piece> = Vec::new();
    for (k, cage, sum) in summed_cages(ctx) {
        let open_inside = cage.cells.iter().filter(|&&c| set.contains(c) && ctx.grid.value(c).is_none()).count();
        if open_inside == 0 {
            continue;
        }
        let placed = cage.cells.iter().filter_map(|&c| ctx.grid.value(c)).fold(0u32, |m, d| m | 1 << d.index());
        pieces.push(Piece {
            cage: k,
            left: sum.checked_sub(digit_sum(placed))?,
            placed,
            inside: Vec::new(),
            outside: cage.cells.iter().copied().filter(|&c| !set.contains(c) && ctx.grid.value(c).is_none()).collect(),
        });
    }
    // A house without a cage that reaches outside it, or without two cages, is the cage
    // steps' (Cage Combinations, Cage Subset, the 45 rule on one house).
    if pieces.len() < 2 || pieces.iter().all(|p| p.outside.is_empty()) {
        return None;
    }
    // The walk's order: the cages wholly inside first, smallest first, each cage's cells
    // together, then the cells in no summed cage.
    pieces.sort_by_key(|p| (!p.outside.is_empty(), p.outside.len(), p.cage));
    let cage_of = |c: Cell| ctx.layout.cage_of(c).filter(|&k| ctx.layout.cages()[k].sum.is_some());
    let mut cells: Vec<Cell> = Vec::new();
    for piece in &mut pieces {
        let cage = &ctx.layout.cages()[piece.cage];
        for &c in cage.cells.iter().filter(|&&c| set.contains(c) && ctx.grid.value(c).is_none()) {
            piece.inside.push(cells.len());
            cells.push(c);
        }
    }
    cells.extend(all.iter().copied().filter(|&c| ctx.grid.value(c).is_none() && cage_of(c).is_none()));
    let domains: Vec<u32> = cells.iter().map(|&c| ctx.candidates(c).bits()).collect();
    // The cells earlier in the walk that each cell sees (in one house: all of them).
    let seen: Vec<Vec<usize>> =
        (0..cells.len()).map(|i| (0..i).filter(|&j| ctx.sees(cells[i], cells[j])).collect()).collect();
    // The piece whose last cell in the walk is cell `i`, checked once `i` is filled.
    let mut piece_of: Vec<Option<usize>> = vec![None; cells.len()];
    for (p, piece) in pieces.iter().enumerate() {
        for &j in &piece.inside {
            piece_of[j] = Some(p);
        }
    }
    let mut closes: Vec<Option<usize>> = vec![None; cells.len()];
    for (p, piece) in pieces.iter().enumerate() {
        if let Some(&last) = piece.inside.last() {
            closes[last] = Some(p);
        }
    }
    let mut walk = Walk {
        ctx,
        pieces: &pieces,
        seen: &seen,
        piece_of: &piece_of,
        closes: &closes,
        memo: HashMap::new(),
        nodes: 0,
    };
    let mut supported = vec![0u32; cells.len()];
    let mut removed: Vec<(Cell, Digit)> = Vec::new();
    for i in 0..cells.len() {
        for bit in crate::logic::context::bits(domains[i]) {
            if supported[i] & 1 << bit != 0 {
                continue;
            }
            let mut fixed = domains.to_vec();
            fixed[i] = 1 << bit;
            walk.nodes = 0;
            let mut chosen = vec![0u32; cells.len()];
            match walk.search(&fixed, 0, &mut chosen) {
                Found::Filling => {
                    for (s, &c) in supported.iter_mut().zip(&chosen) {
                        *s |= c;
                    }
                }
                Found::Nothing => {
                    if let Some(d) = Digit::from_index(bit) {
                        removed.push((cells[i], d));
                    }
                }
                Found::OutOfBudget => {}
            }
        }
    }
    // Digits of the house's cells that its placed digits rule out are the singles'.
    removed.retain(|&(c, d)| ctx.candidates(c).contains(d));
    if removed.is_empty() {
        return None;
    }
    let mut d = Deduction::new(Strategy::HouseCombination);
    d.eliminations = removed;
    d.cells = cells.clone();
    d.houses = group.houses.iter().map(|&h| HouseId::new(h)).collect();
    d.digits = d.eliminations.iter().fold(DigitSet::EMPTY, |all, &(_, x)| all.union(DigitSet::single(x)));
    let mut names: Vec<String> =
        pieces.iter().take(LISTED_CAGES).map(|p| cage_name(ctx, &ctx.layout.cages()[p.cage])).collect();
    match pieces.len().saturating_sub(LISTED_CAGES) {
        0 => {}
        1 => names.push("1 more cage".to_string()),
        more => names.push(format!("{more} more cages")),
    }
    let loose = cells.len() - pieces.iter().map(|p| p.inside.len()).sum::<usize>();
    let loose_text = match loose {
        0 => String::new(),
        1 => " and 1 cell in no cage".to_string(),
        n => format!(" and {n} cells in no cage"),
    };
    d.explanation = format!(
        "{strategy}: {house} {} each digit once, shared out among {}{loose_text}; no way to fill {} open cells \
         with digits that do not repeat in a house lets each of these cages make its sum (with its cells outside \
         {house} as their candidates allow) and {}: remove {}.",
        if group.houses.len() == 1 { "holds" } else { "each hold" },
        join_and(&names),
        if group.houses.len() == 1 { "its" } else { "their" },
        if d.eliminations.len() == 1 { "keeps this candidate" } else { "keeps any of these candidates" },
        d.eliminations_text(ctx.layout),
        strategy = Strategy::HouseCombination,
        house = group.name,
    );
    Some(d)
}

enum Found {
    Filling,
    Nothing,
    OutOfBudget,
}

struct Walk<'w> {
    ctx: &'w Ctx<'w>,
    pieces: &'w [Piece],
    closes: &'w [Option<usize>],
    /// The piece of each cell of the walk (none for a cell in no summed cage).
    piece_of: &'w [Option<usize>],
    seen: &'w [Vec<usize>],
    /// Whether piece `p` with its house cells holding the digits `mask` can still make its sum.
    memo: HashMap<(usize, u32), bool>,
    nodes: usize,
}

impl Walk<'_> {
    /// Fills cell `i` on; the digit of each cell goes in `chosen`.
    fn search(&mut self, domains: &[u32], i: usize, chosen: &mut [u32]) -> Found {
        self.nodes += 1;
        if self.nodes > NODE_BUDGET {
            return Found::OutOfBudget;
        }
        if i == domains.len() {
            return Found::Filling;
        }
        let taken = self.seen[i].iter().fold(0u32, |m, &j| m | chosen[j]);
        let mut out = Found::Nothing;
        for bit in crate::logic::context::bits(domains[i] & !taken) {
            chosen[i] = 1 << bit;
            if let Some(p) = self.closes[i] {
                let mask = self.pieces[p].inside.iter().fold(0u32, |m, &j| m | chosen[j]);
                if !self.fits(p, mask) {
                    continue;
                }
            } else if let Some(p) = self.piece_of[i] {
                // A piece not yet closed: its digits so far, with the least its other
                // cells can add (different digits), must not pass its sum.
                let piece = &self.pieces[p];
                let so_far = piece.inside.iter().filter(|&&j| j <= i).fold(0u32, |m, &j| m | chosen[j]);
                let rest = (piece.inside.len() + piece.outside.len()) as u32 - so_far.count_ones();
                if digit_sum(so_far) + rest * (rest + 1) / 2 > piece.left {
                    continue;
                }
            }
            match self.search(domains, i + 1, chosen) {
                Found::Filling => return Found::Filling,
                Found::OutOfBudget => out = Found::OutOfBudget,
                Found::Nothing => {}
            }
        }
        chosen[i] = 0;
        out
    }

    /// Whether piece `p`, holding `mask` in the house, can make its sum with its cells outside.
    fn fits(&mut self, p: usize, mask: u32) -> bool {
        if let Some(&known) = self.memo.get(&(p, mask)) {
            return known;
        }
        let piece = &self.pieces[p];
        let inside = digit_sum(mask);
        let ok = if mask & piece.placed != 0 || inside > piece.left {
            false
        } else if piece.outside.is_empty() {
            inside == piece.left
        } else {
            let taken = mask | piece.placed;
            let outside: Vec<u32> = piece.outside.iter().map(|&c| self.ctx.candidates(c).bits() & !taken).collect();
            !options_of(&outside, piece.left - inside, |_| true).combos.is_empty()
        };
        self.memo.insert((p, mask), ok);
        ok
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Cage, Geometry, Layout, Variant};
    use crate::grid::Grid;
    use crate::logic::context::LayoutIndex;

    #[test]
    fn only_the_third_edition_has_the_step() {
        // Row 1: cage 3 at r1c1 (r1c1, r1c2) is {1,2}; cage 4 at r1c3 (r1c3, r2c3) must
        // then be {1,3} with the 1 in r2c3, so r1c3 is 3 and 3 leaves the rest of row 1.
        let cages = vec![
            Cage::new(vec![Cell::new(0), Cell::new(1)], Some(3)),
            Cage::new(vec![Cell::new(2), Cell::new(11)], Some(4)),
        ];
        let variant = Variant { cages: Some(cages), ..Variant::default() };
        let layout = Layout::new(Geometry::new(3, 3, variant)).expect("valid cages");
        let mut grid = Grid::from_values(&layout, &[None; 81]);
        // What Cage Combinations and the naked pair leave: {1,2} in r1c1 and r1c2, {1,3}
        // in r1c3 and r2c3, 3 to 9 in the rest of row 1.
        let one_two = DigitSet::from_bits(0b11);
        let one_three = DigitSet::from_bits(0b101);
        for c in [0, 1] {
            grid.set_candidates(Cell::new(c), one_two);
        }
        for c in [2, 11] {
            grid.set_candidates(Cell::new(c), one_three);
        }
        for c in 3..9 {
            grid.set_candidates(Cell::new(c), DigitSet::all(9).difference(one_two));
        }
        let found = |edition: Edition| {
            let index = LayoutIndex::new(&layout).with_edition(edition);
            house_combinations(&Ctx::new(&layout, &index, &grid, false))
        };
        assert!(found(Edition::V2).is_none());
        let d = found(Edition::V3).expect("the step");
        let (one, three) = (Digit::new(1).expect("digit"), Digit::new(3).expect("digit"));
        let mut want = vec![(Cell::new(2), one)];
        want.extend((3..9).map(|c| (Cell::new(c), three)));
        assert_eq!(d.eliminations, want);
        assert!(
            d.explanation.starts_with("Cage Combinations in a House: row 1 holds each digit once"),
            "{}",
            d.explanation
        );
    }
}
