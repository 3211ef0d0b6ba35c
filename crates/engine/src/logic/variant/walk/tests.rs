//! The walk tries the same digits in the same order, and ends the same way, as the plain
//! depth-first recursion it replaced: every board the rule's check is asked about is
//! recorded, on many small rules made from a fixed seed.

use super::*;
use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::cell::RefCell;

/// Seeded pseudo-random numbers, so the rules are the same each run.
struct Dice(ChaCha8Rng);

impl Dice {
    fn below(&mut self, n: u64) -> u64 {
        self.0.next_u64() % n
    }
}

/// The walk as a recursion over the cells: the order of digits tried that [`run`] keeps.
struct Recursion<'a> {
    cells: &'a [Cell],
    domains: &'a [DigitSet],
    pairs: &'a [Pair],
    sees: &'a dyn Fn(Cell, Cell) -> bool,
    breaks: &'a dyn Fn(&[u8]) -> bool,
    budget: usize,
    goal: Goal,
    nodes: usize,
    chosen: Vec<u8>,
    reached: Vec<DigitSet>,
    required: Option<DigitSet>,
}

impl Recursion<'_> {
    fn allows(&self, i: usize, digit: u8) -> bool {
        let at = |cell: Cell| self.cells.iter().position(|&c| c == cell);
        (0..i).all(|j| !(self.sees)(self.cells[i], self.cells[j]) || self.chosen[j] != digit)
            && self.pairs.iter().all(|&(a, b, relation)| {
                let (Some(x), Some(y)) = (at(a), at(b)) else { return true };
                if x == i && y < i {
                    relation.allows(digit, self.chosen[y])
                } else if y == i && x < i {
                    relation.allows(self.chosen[x], digit)
                } else {
                    true
                }
            })
    }

    fn step(&mut self, i: usize, board: &mut [u8]) -> &'static str {
        if i == self.cells.len() {
            let held = self.chosen.iter().fold(DigitSet::EMPTY, |all, &d| all.union(DigitSet::from_bits(1 << (d - 1))));
            for (reached, &d) in self.reached.iter_mut().zip(&self.chosen) {
                *reached = reached.union(DigitSet::from_bits(1 << (d - 1)));
            }
            let required = self.required.map_or(held, |r| r.intersection(held));
            self.required = Some(required);
            let all_reached = self.reached == self.domains;
            return match self.goal {
                Goal::First => "found",
                Goal::Every if all_reached && required.is_empty() => "nothing",
                Goal::Reached if all_reached => "nothing",
                Goal::Every | Goal::Reached => "listed",
            };
        }
        let cell = self.cells[i].index();
        let kept = board[cell];
        for digit in self.domains[i].iter().map(|d| d.get()) {
            if !self.allows(i, digit) {
                continue;
            }
            self.nodes += 1;
            if self.nodes > self.budget {
                return "too many";
            }
            board[cell] = digit;
            self.chosen[i] = digit;
            let end = if (self.breaks)(board) { "listed" } else { self.step(i + 1, board) };
            board[cell] = kept;
            if end != "listed" {
                return end;
            }
        }
        "listed"
    }
}

fn named(end: End) -> &'static str {
    match end {
        End::Listed => "listed",
        End::Found => "found",
        End::Nothing => "nothing",
        End::TooMany => "too many",
    }
}

#[test]
fn tries_the_digits_of_the_recursion_in_its_order() {
    let mut dice = Dice(ChaCha8Rng::seed_from_u64(0x9e37_79b9_7f4a_7c15));
    let relations = [Relation::Differ, Relation::Less, Relation::GapAtLeast(3), Relation::Sum(10), Relation::Ratio(2)];
    for round in 0..600 {
        let count = 1 + dice.below(6) as usize;
        let mut cells: Vec<Cell> = Vec::new();
        while cells.len() < count {
            let cell = Cell::new(dice.below(81) as usize);
            if !cells.contains(&cell) {
                cells.push(cell);
            }
        }
        let domains: Vec<DigitSet> = (0..count).map(|_| DigitSet::from_bits(1 + dice.below(511) as u32)).collect();
        let pairs: Vec<Pair> = (0..dice.below(4))
            .map(|_| {
                let relation = relations[dice.below(relations.len() as u64) as usize];
                (cells[dice.below(count as u64) as usize], cells[dice.below(count as u64) as usize], relation)
            })
            .collect();
        let seen: Vec<(Cell, Cell)> = (0..dice.below(6))
            .map(|_| (cells[dice.below(count as u64) as usize], cells[dice.below(count as u64) as usize]))
            .collect();
        let sees = |a: Cell, b: Cell| seen.contains(&(a, b)) || seen.contains(&(b, a));
        let limit = 8 + dice.below(30) as u32;
        let asked = RefCell::new(Vec::new());
        let breaks = |board: &[u8]| {
            asked.borrow_mut().push(board.to_vec());
            cells.iter().map(|c| u32::from(board[c.index()])).sum::<u32>() > limit
        };
        let mut board: Vec<u8> = (0..81).map(|_| dice.below(3) as u8).collect();
        for &cell in &cells {
            board[cell.index()] = 0;
        }
        let before = board.clone();
        let budget = [3, 40, 2_000][round % 3];
        let goal = [Goal::Every, Goal::Reached, Goal::First][(round / 3) % 3];

        let mut recursion = Recursion {
            cells: &cells,
            domains: &domains,
            pairs: &pairs,
            sees: &sees,
            breaks: &breaks,
            chosen: vec![0; count],
            reached: vec![DigitSet::EMPTY; count],
            required: None,
            nodes: 0,
            budget,
            goal,
        };
        let expected = recursion.step(0, &mut board);
        let expected_asked = asked.take();
        assert_eq!(board, before);

        let rule = Walkable { breaks: &breaks, pairs: &pairs, cells: &cells };
        let (end, reached, required) = run(&rule, &domains, &mut board, &sees, budget, goal);
        assert_eq!(board, before, "round {round}: the board is left as it was");
        assert_eq!(named(end), expected, "round {round}");
        assert!(asked.take() == expected_asked, "round {round}: the same boards asked, in the same order");
        assert!(reached == recursion.reached && required == recursion.required, "round {round}");
    }
}

/// A walk answered from the memo answers as the walk itself does: the same rule asked
/// with other digits in its cells, or other digits already on its cells, is walked anew.
#[test]
fn a_remembered_walk_answers_as_a_fresh_walk() {
    use crate::constraint::family;
    use crate::geometry::{Cage, Geometry, Variant};
    let cage = Cage { cells: vec![Cell::new(30), Cell::new(31), Cell::new(39)], sum: Some(12) };
    let variant = Variant { cages: Some(vec![cage]), ..Variant::default() };
    let layout = Layout::new(Geometry::new(3, 3, variant)).expect("a cage of three cells");
    let arrow = Constraint::Arrow(family::Arrow {
        bulb: vec![Cell::new(0)],
        shafts: vec![vec![Cell::new(1), Cell::new(2), Cell::new(11)]],
    });
    let thermo =
        Constraint::Thermometer(family::Thermometer { cells: vec![Cell::new(60), Cell::new(61), Cell::new(70)] });
    let remembering = Rules::new(&layout, &[arrow, thermo]);
    let mut dice = Dice(ChaCha8Rng::seed_from_u64(11));
    for _ in 0..3_000 {
        let k = dice.below(remembering.walked_cells.len() as u64) as usize;
        let cells = remembering.walked_cells[k].clone();
        // Few different questions, so that most are asked again.
        let domains: Vec<DigitSet> =
            cells.iter().map(|_| DigitSet::from_bits([0x1ff, 0x5a][dice.below(2) as usize])).collect();
        let mut board = vec![0u8; 81];
        if dice.below(3) == 0 {
            let i = dice.below(cells.len() as u64) as usize;
            board[cells[i].index()] = 2 + 5 * dice.below(2) as u8;
        }
        let fresh = Rules::new(&layout, &remembering.constraints);
        let expected = rule_fillings(&fresh, &layout, k, &domains, &mut board.clone());
        let before = board.clone();
        assert_eq!(rule_fillings(&remembering, &layout, k, &domains, &mut board), expected);
        assert_eq!(board, before, "the board is left as it was");
    }
    // At most 2^4 x 9 questions of the arrow and 2^3 x 7 of the cage and the thermometer.
    let kept = remembering.walks.len();
    assert!((1..=256).contains(&kept), "{kept} answers kept: most questions were answered from the memo");
}
