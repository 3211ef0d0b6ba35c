//! A second opinion on the generator's puzzles: a search of its own that shares nothing
//! with the solver the generator checks with (not its compiled primitives, its
//! propagation or its learned order). Each cell keeps the digits it may hold; a placed
//! digit leaves its peers, each pair of cells a family relates ([`Constraint::pairs`])
//! keeps the digits with a partner, a digit that the player's check ([`broken_cells`],
//! each family's rule on a partial filling) finds broken at once goes, a digit no filling
//! of a rule's cells keeps goes (while its cells allow few fillings: how sums and sets
//! narrow), and a digit with one place left in a house goes there. Then the cell with the
//! fewest digits is tried.

use std::collections::HashMap;

use crate::constraint::family::Scope;
use crate::constraint::{broken_cells, Constraint, Pair};
use crate::digits::{Cell, Digit};
use crate::grid::Puzzle;

/// Up to `limit` solutions of `puzzle`'s givens and constraints, and whether the count
/// finished within `node_budget` choices (when not, fewer may have been found).
pub struct Count {
    pub solutions: Vec<Vec<Digit>>,
    pub finished: bool,
}

pub fn count(puzzle: &Puzzle, constraints: &[Constraint], limit: usize, node_budget: u64) -> Count {
    let layout = puzzle.layout();
    let all = (1u32 << layout.size()) - 1;
    let mut domains: Vec<u32> = puzzle.givens().iter().map(|g| g.map_or(all, |d| 1 << (d.get() - 1))).collect();
    for (cell, mask) in constraints.iter().filter_map(|c| c.unary(layout.size())) {
        domains[cell.index()] &= mask;
    }
    let pairs = constraints.iter().flat_map(|c| c.pairs(layout, constraints)).collect();
    let mut search = Search {
        puzzle,
        constraints,
        pairs,
        solutions: Vec::new(),
        limit,
        nodes: 0,
        budget: node_budget,
        supported: HashMap::new(),
    };
    search.run(domains);
    let finished = search.nodes <= search.budget;
    Count { solutions: search.solutions, finished }
}

struct Search<'a> {
    puzzle: &'a Puzzle,
    constraints: &'a [Constraint],
    pairs: Vec<Pair>,
    solutions: Vec<Vec<Digit>>,
    limit: usize,
    nodes: u64,
    budget: u64,
    /// What [`supported_digits`] gave for a rule (by its index) and its cells' domains:
    /// the same domains give the same answer, so each is walked once per count.
    supported: HashMap<(usize, Vec<u32>), Option<Supported>>,
}

/// The digits each cell of a rule keeps ([`supported_digits`]).
type Supported = Vec<(Cell, u32)>;

fn digits(mask: u32) -> impl Iterator<Item = u8> {
    (0..32u8).filter(move |i| mask & (1 << i) != 0).map(|i| i + 1)
}

impl Search<'_> {
    /// The digits of the cells whose domain is one digit.
    fn values(domains: &[u32]) -> Vec<Option<Digit>> {
        domains
            .iter()
            .map(|&m| if m.count_ones() == 1 { Digit::new(m.trailing_zeros() as u8 + 1) } else { None })
            .collect()
    }

    /// Narrows `domains` until nothing changes: a placed digit leaves its peers, each pair
    /// keeps the digits with a partner, and a digit of a cell that would break a rule at
    /// once (with the placed digits) goes. `false` at a dead end.
    fn narrow(&mut self, domains: &mut [u32]) -> bool {
        let layout = self.puzzle.layout();
        loop {
            let before = domains.to_vec();
            for cell in layout.cells() {
                let m = domains[cell.index()];
                if m.count_ones() == 1 {
                    for &peer in layout.peers(cell) {
                        if peer != cell {
                            domains[peer.index()] &= !m;
                        }
                    }
                }
            }
            for (a, b, relation) in &self.pairs {
                let (ma, mb) = (domains[a.index()], domains[b.index()]);
                let keep_a = digits(ma).filter(|&x| digits(mb).any(|y| relation.allows(x, y)));
                let keep_a = keep_a.fold(0, |m, x| m | 1 << (x - 1));
                let keep_b = digits(mb).filter(|&y| digits(ma).any(|x| relation.allows(x, y)));
                let keep_b = keep_b.fold(0, |m, y| m | 1 << (y - 1));
                domains[a.index()] = keep_a;
                domains[b.index()] = keep_b;
            }
            if domains.contains(&0) {
                return false;
            }
            let mut values = Self::values(domains);
            if !broken_cells(layout, self.constraints, &values).is_empty() {
                return false;
            }
            let open: Vec<_> = layout.cells().filter(|c| domains[c.index()].count_ones() > 1).collect();
            for cell in open {
                let mut kept = 0;
                for d in digits(domains[cell.index()]) {
                    values[cell.index()] = Digit::new(d);
                    if broken_cells(layout, self.constraints, &values).is_empty() {
                        kept |= 1 << (d - 1);
                    }
                }
                values[cell.index()] = None;
                if kept == 0 {
                    return false;
                }
                domains[cell.index()] = kept;
            }
            for (k, constraint) in self.constraints.iter().enumerate() {
                let key = (k, constraint.cells(layout).iter().map(|c| domains[c.index()]).collect());
                let supported =
                    self.supported.entry(key).or_insert_with(|| supported_digits(layout, constraint, domains));
                let Some(supported) = supported else { continue };
                for &(cell, digits) in supported.iter() {
                    domains[cell.index()] &= digits;
                    if domains[cell.index()] == 0 {
                        return false;
                    }
                }
            }
            for house in layout.houses() {
                let mut once = 0u32;
                let mut seen = 0u32;
                for c in &house.cells {
                    once = (once & !domains[c.index()]) | (domains[c.index()] & !seen);
                    seen |= domains[c.index()];
                }
                if seen.count_ones() < house.cells.len() as u32 {
                    return false;
                }
                for c in &house.cells {
                    let only = domains[c.index()] & once;
                    if only.count_ones() == 1 {
                        domains[c.index()] = only;
                    } else if only.count_ones() > 1 {
                        return false;
                    }
                }
            }
            if domains == before.as_slice() {
                return true;
            }
        }
    }

    fn run(&mut self, mut domains: Vec<u32>) {
        if self.solutions.len() >= self.limit || self.nodes > self.budget {
            return;
        }
        self.nodes += 1;
        if !self.narrow(&mut domains) {
            return;
        }
        let open = (0..domains.len()).filter(|&i| domains[i].count_ones() > 1).min_by_key(|&i| domains[i].count_ones());
        let Some(cell) = open else {
            self.solutions.push(Self::values(&domains).into_iter().map(|d| d.expect("a full grid")).collect());
            return;
        };
        for d in digits(domains[cell]) {
            let mut next = domains.clone();
            next[cell] = 1 << (d - 1);
            self.run(next);
        }
    }
}

/// The most digits [`supported_digits`] tries in the fillings of one rule's cells.
const STEPS: u64 = 20_000;

/// For each cell of `constraint`, the digits of its domain that some filling of the rule's
/// cells keeps (the rule's check passes, and cells that see each other differ); `None`
/// for a rule of the whole board (whose check reads the other rules: a negative rule's
/// marks), and when its fillings take more than [`STEPS`] digits tried (the rule is left
/// to the check of single digits then).
fn supported_digits(layout: &crate::geometry::Layout, constraint: &Constraint, domains: &[u32]) -> Option<Supported> {
    if constraint.scope(layout) == Scope::Board {
        return None;
    }
    let cells = constraint.cells(layout);
    let open = cells.iter().filter(|c| domains[c.index()].count_ones() > 1).count();
    if cells.is_empty() || open == 0 {
        return None;
    }
    let seen_by =
        cells.iter().enumerate().map(|(at, &c)| (0..at).filter(|&o| layout.sees(cells[o], c)).collect()).collect();
    let mut fill = Fill {
        layout,
        constraint,
        cells: &cells,
        seen_by,
        domains,
        values: vec![None; layout.cell_count()],
        kept: vec![0u32; cells.len()],
        steps: 0,
    };
    fill.walk_from(0);
    let (kept, steps) = (fill.kept, fill.steps);
    (steps <= STEPS).then(|| cells.into_iter().zip(kept).collect())
}

/// The fillings of one rule's cells, walked by [`Fill::walk_from`].
struct Fill<'a> {
    layout: &'a crate::geometry::Layout,
    constraint: &'a Constraint,
    cells: &'a [Cell],
    /// For each place in `cells`, the earlier places whose cells see it.
    seen_by: Vec<Vec<usize>>,
    domains: &'a [u32],
    values: Vec<Option<Digit>>,
    /// The digits each cell takes in some full filling.
    kept: Vec<u32>,
    /// The digits tried (the walk stops past [`STEPS`]).
    steps: u64,
}

impl Fill<'_> {
    /// Fills `cells[at..]` in every way their domains and the rule allow, adding each full
    /// filling's digits to `kept`.
    fn walk_from(&mut self, at: usize) {
        let Some(&cell) = self.cells.get(at) else {
            for (slot, c) in self.kept.iter_mut().zip(self.cells) {
                *slot |= self.values[c.index()].map_or(0, |d| 1 << (d.get() - 1));
            }
            return;
        };
        for d in digits(self.domains[cell.index()]) {
            let clash = self.seen_by[at].iter().any(|&o| self.values[self.cells[o].index()].map(Digit::get) == Some(d));
            if clash {
                continue;
            }
            self.steps += 1;
            if self.steps > STEPS {
                break;
            }
            self.values[cell.index()] = Digit::new(d);
            if broken_cells(self.layout, std::slice::from_ref(self.constraint), &self.values).is_empty() {
                self.walk_from(at + 1);
            }
        }
        self.values[cell.index()] = None;
    }
}

/// Whether `grid` is a solution of `puzzle`'s givens under `constraints`: full, each house
/// holding each digit once, each given kept and nothing broken. A certificate that a
/// puzzle has a solution other than the one wanted, checked without any search.
pub fn solves(puzzle: &Puzzle, constraints: &[Constraint], grid: &[Digit]) -> bool {
    let layout = puzzle.layout();
    let values: Vec<Option<Digit>> = grid.iter().copied().map(Some).collect();
    grid.len() == layout.cell_count()
        && puzzle.givens().iter().zip(grid).all(|(given, digit)| given.is_none_or(|g| g == *digit))
        && layout.houses().iter().all(|house| {
            let mut seen = 0u64;
            house.cells.iter().all(|c| {
                let bit = 1u64 << grid[c.index()].get();
                let fresh = seen & bit == 0;
                seen |= bit;
                fresh
            })
        })
        && broken_cells(layout, constraints, &values).is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::seed::SeedPhrase;
    use crate::generate::variant::{variant_attempt_as, Families, VariantFamily, VariantFormat};
    use crate::solve::Solver;

    const BUDGET: u64 = 20_000;

    /// Every family the generator makes, each checked by a test of its own below (so the
    /// test threads share them). Choices the count took on phrase "second opinion",
    /// 2026-12-05, under format `variant-v1`: thermometer 21, arrow 1,423, renban 8,971,
    /// region-sum 188, entropic 4,501, kropki 10,605, kropki-negative 131, xv 843,
    /// xv-negative 17, whispers 825, palindrome 172, anti-knight 1,721, anti-king 15,
    /// even-odd 23.
    macro_rules! second_count {
        ($($test:ident: $family:ident,)*) => {
            const CHECKED: &[VariantFamily] = &[$(VariantFamily::$family),*];
            mod every_family_is_unique_and_minimal_by_a_second_count {
                $(
                    #[test]
                    fn $test() {
                        super::unique_and_minimal_by_a_second_count(super::VariantFamily::$family);
                    }
                )*
            }
        };
    }

    second_count! {
        thermometer: Thermometer,
        sandwich: Sandwich,
        little_killer: LittleKiller,
        arrow: Arrow,
        renban: Renban,
        region_sum: RegionSum,
        entropic: Entropic,
        kropki: Kropki,
        kropki_negative: KropkiNegative,
        xv: Xv,
        xv_negative: XvNegative,
        whispers: Whispers,
        palindrome: Palindrome,
        anti_knight: AntiKnight,
        anti_king: AntiKing,
        even_odd: EvenOdd,
    }

    #[test]
    fn every_family_the_generator_offers_has_its_second_count() {
        for family in VariantFamily::ALL.into_iter().filter(|f| !f.levels().is_empty()) {
            assert!(CHECKED.contains(&family), "{family} is offered but has no second count");
        }
    }

    /// Whether `puzzle` under `constraints` has a solution other than `solution`: the
    /// solver proposes one, and [`solves`] confirms it without a search.
    fn has_another(puzzle: &Puzzle, constraints: &[Constraint], solution: &[Digit]) -> bool {
        let looser = Puzzle::new(puzzle.layout().clone(), puzzle.givens().to_vec())
            .and_then(|p| p.with_constraints(constraints.to_vec()));
        let Ok(looser) = looser else { return false };
        let found = Solver::new(&looser).limit(2).run();
        found.solutions.iter().any(|other| other.as_slice() != solution && solves(puzzle, constraints, other))
    }

    #[test]
    fn the_count_finds_the_one_solution_and_more_without_the_constraints() {
        let phrase = SeedPhrase::new("second opinion").unwrap();
        let families = Families::one(VariantFamily::Thermometer);
        let (puzzle, solution) =
            (1..=4).find_map(|attempt| variant_attempt_as(VariantFormat::LATEST, &families, &phrase, attempt)).unwrap();
        let found = count(&puzzle, puzzle.constraints(), 2, BUDGET);
        assert!(found.finished);
        assert_eq!(found.solutions, vec![solution.clone()]);
        let without = count(&puzzle, &[], 2, BUDGET);
        assert_eq!(without.solutions.len(), 2, "the givens alone have more than one solution");
        assert!(without.solutions.iter().all(|grid| solves(&puzzle, &[], grid)));
        assert!(!solves(&puzzle, puzzle.constraints(), without.solutions.iter().find(|g| **g != solution).unwrap()));
    }

    /// `family`'s puzzle, as new puzzles are made (the latest format), has one solution
    /// by this count too, and each given and each
    /// constraint the generator kept (those it may take away: not a rule of the whole
    /// board, nor a mark of a negative rule) is needed: without it there is another
    /// solution, which [`solves`] confirms.
    fn unique_and_minimal_by_a_second_count(family: VariantFamily) {
        let phrase = SeedPhrase::new("second opinion").unwrap();
        let families = Families::one(family);
        let (puzzle, solution) = (1..=4)
            .find_map(|attempt| variant_attempt_as(VariantFormat::LATEST, &families, &phrase, attempt))
            .unwrap_or_else(|| panic!("{family}: no puzzle"));
        let constraints = puzzle.constraints();
        let found = count(&puzzle, constraints, 2, BUDGET);
        assert!(found.finished, "{family}: the count ran out");
        assert_eq!(found.solutions, vec![solution.clone()], "{family}: not the one solution");
        if !family.draws_every_mark() && !family.is_board_rule() {
            for skip in 0..constraints.len() {
                let fewer: Vec<Constraint> =
                    constraints.iter().enumerate().filter(|&(i, _)| i != skip).map(|(_, c)| c.clone()).collect();
                assert!(has_another(&puzzle, &fewer, &solution), "{family}: {:?} is not needed", constraints[skip]);
            }
        }
        for cell in puzzle.layout().cells().filter(|c| puzzle.givens()[c.index()].is_some()) {
            let mut givens = puzzle.givens().to_vec();
            givens[cell.index()] = None;
            let looser = Puzzle::new(puzzle.layout().clone(), givens).unwrap();
            assert!(has_another(&looser, constraints, &solution), "{family}: the given at {cell:?} is not needed");
        }
    }
}
