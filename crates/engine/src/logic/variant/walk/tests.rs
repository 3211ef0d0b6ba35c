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
