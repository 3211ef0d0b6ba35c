//! The exact search the generator runs under the non-consecutive rule on a 9x9 board (its
//! solution's fill and its uniqueness checks): bitsets of candidates, a placed digit
//! taken from its row, column and box and its neighbours' from its four orthogonal
//! neighbours, naked and hidden singles, a cell whose candidates are `d - 1` and `d + 1`
//! taking `d` from its neighbours, and a branch on the cell with the fewest candidates.
//! It does not allocate in its search and costs a small fraction of the general search
//! with the rule as a constraint (BENCHMARKS.md, "Non-consecutive"). Only the generator's
//! non-consecutive path uses it, so every other family's puzzles are unchanged.

use std::sync::OnceLock;

use rand_core::Rng;

use crate::digits::Digit;
use crate::generate::seed::shuffle;

const CELLS: usize = 81;
const ALL: u16 = 0x1FF;

struct Tables {
    /// The 20 cells that share a row, column or box with each cell.
    peers: [[u8; 20]; CELLS],
    /// The orthogonal neighbours of each cell (up to 4), and how many.
    neighbours: [([u8; 4], u8); CELLS],
    /// The 27 houses' cells: rows, columns, boxes.
    houses: [[u8; 9]; 27],
    /// For each house and each of its cells (by index in the house), the cells of the
    /// house (as index bits) that are that cell or its orthogonal neighbours.
    near: [[u16; 9]; 27],
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let houses: [[u8; 9]; 27] = std::array::from_fn(|h| {
            let (kind, i) = (h / 9, h % 9);
            std::array::from_fn(|j| match kind {
                0 => (i * 9 + j) as u8,
                1 => (j * 9 + i) as u8,
                _ => (((i / 3) * 3 + j / 3) * 9 + (i % 3) * 3 + j % 3) as u8,
            })
        });
        let mut peers = [[0u8; 20]; CELLS];
        let mut neighbours = [([0u8; 4], 0u8); CELLS];
        for c in 0..CELLS {
            let (r, k) = (c / 9, c % 9);
            let mut n = 0;
            for p in 0..CELLS {
                let (pr, pk) = (p / 9, p % 9);
                let same_box = pr / 3 == r / 3 && pk / 3 == k / 3;
                if p != c && (pr == r || pk == k || same_box) {
                    peers[c][n] = p as u8;
                    n += 1;
                }
            }
            let (list, count) = &mut neighbours[c];
            let mut add = |cell: usize| {
                list[*count as usize] = cell as u8;
                *count += 1;
            };
            if r > 0 {
                add(c - 9);
            }
            if k > 0 {
                add(c - 1);
            }
            if k < 8 {
                add(c + 1);
            }
            if r < 8 {
                add(c + 9);
            }
        }
        let near: [[u16; 9]; 27] = std::array::from_fn(|h| {
            std::array::from_fn(|i| {
                let a = houses[h][i] as usize;
                houses[h].iter().enumerate().fold(0u16, |mask, (j, &b)| {
                    let b = b as usize;
                    let touch = (a / 9).abs_diff(b / 9) + (a % 9).abs_diff(b % 9) <= 1;
                    if touch {
                        mask | 1 << j
                    } else {
                        mask
                    }
                })
            })
        });
        Tables { peers, neighbours, houses, near }
    })
}

/// The digits a neighbour of a cell holding one of `set` cannot hold whatever it holds:
/// those next to every digit of `set` (for one digit, both of its neighbours; for
/// `{d - 1, d + 1}`, `d`).
fn barred(set: u16) -> u16 {
    let mut out = ALL;
    let mut rest = set;
    while rest != 0 {
        let bit = rest & rest.wrapping_neg();
        out &= ((bit << 1) | (bit >> 1)) & ALL;
        rest &= rest - 1;
    }
    out
}

#[derive(Clone, Copy)]
struct Board {
    candidates: [u16; CELLS],
    /// 0 while open; a placed digit's bit.
    placed: [u16; CELLS],
}

impl Board {
    fn empty() -> Board {
        Board { candidates: [ALL; CELLS], placed: [0; CELLS] }
    }

    /// Takes `mask` from cell `c`; false on a contradiction. A cell left with one
    /// candidate, or with two that bar a digit from its neighbours, goes on `queue`.
    fn remove(&mut self, c: usize, mask: u16, queue: &mut Queue) -> bool {
        if self.placed[c] != 0 {
            return self.placed[c] & mask == 0;
        }
        let before = self.candidates[c];
        let after = before & !mask;
        if after == before {
            return true;
        }
        if after == 0 {
            return false;
        }
        self.candidates[c] = after;
        if after.count_ones() == 1 || (after.count_ones() == 2 && barred(after) != 0) {
            queue.push(c as u8);
        }
        true
    }

    /// Places digit bit `bit` in cell `c` and propagates everything it forces.
    fn place(&mut self, c: usize, bit: u16, queue: &mut Queue) -> bool {
        if self.candidates[c] & bit == 0 {
            return false;
        }
        self.candidates[c] = bit;
        queue.push(c as u8);
        self.settle(queue)
    }

    /// Works off `queue`: singles placed, neighbours barred, until none is left.
    fn settle(&mut self, queue: &mut Queue) -> bool {
        let t = tables();
        while let Some(c) = queue.pop() {
            let c = c as usize;
            if self.placed[c] != 0 {
                continue;
            }
            let set = self.candidates[c];
            if set.count_ones() == 1 {
                self.placed[c] = set;
                for &p in &t.peers[c] {
                    if !self.remove(p as usize, set, queue) {
                        return false;
                    }
                }
            }
            let bar = barred(set);
            if bar != 0 {
                let (list, count) = t.neighbours[c];
                for &n in &list[..count as usize] {
                    if !self.remove(n as usize, bar, queue) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Hidden singles in every house until none is left; false on a contradiction.
    fn hidden_singles(&mut self, queue: &mut Queue) -> bool {
        let t = tables();
        loop {
            let mut progress = false;
            for (h, house) in t.houses.iter().enumerate() {
                let (mut once, mut twice, mut done) = (0u16, 0u16, 0u16);
                for &c in house {
                    let c = c as usize;
                    if self.placed[c] != 0 {
                        done |= self.placed[c];
                    } else {
                        let set = self.candidates[c];
                        twice |= once & set;
                        once |= set;
                    }
                }
                if (once | done) != ALL {
                    return false;
                }
                let single = once & !twice & !done;
                if single == 0 {
                    match self.near_digits(h, queue) {
                        None => return false,
                        Some(changed) => progress |= changed,
                    }
                    continue;
                }
                for &c in house {
                    let c = c as usize;
                    let hit = self.candidates[c] & single;
                    if self.placed[c] == 0 && hit != 0 {
                        if hit.count_ones() > 1 {
                            return false;
                        }
                        if !self.place(c, hit, queue) {
                            return false;
                        }
                        progress = true;
                    }
                }
            }
            if !progress {
                return true;
            }
        }
    }

    /// Each digit whose open places in house `h` are all one cell or its neighbours bars
    /// its two neighbouring digits from that cell (whichever place holds it, the cell is
    /// it or touches it). `Some(true)` when a candidate went, `None` on a contradiction.
    fn near_digits(&mut self, h: usize, queue: &mut Queue) -> Option<bool> {
        let t = tables();
        let house = &t.houses[h];
        let mut places = [0u16; 9];
        for (i, &c) in house.iter().enumerate() {
            let c = c as usize;
            if self.placed[c] == 0 {
                let mut rest = self.candidates[c];
                while rest != 0 {
                    places[rest.trailing_zeros() as usize] |= 1 << i;
                    rest &= rest - 1;
                }
            }
        }
        let mut changed = false;
        for (d, &p) in places.iter().enumerate() {
            if p.count_ones() < 2 {
                continue;
            }
            let bar = (((1u16 << d) << 1) | ((1u16 << d) >> 1)) & ALL;
            for (i, &c) in house.iter().enumerate() {
                let c = c as usize;
                if self.placed[c] == 0 && p & !t.near[h][i] == 0 && self.candidates[c] & bar != 0 {
                    if !self.remove(c, bar, queue) {
                        return None;
                    }
                    changed = true;
                }
            }
        }
        if changed && !self.settle(queue) {
            return None;
        }
        Some(changed)
    }

    /// The open cell with the fewest candidates; `None` when every cell is placed.
    fn branch_cell(&self) -> Option<usize> {
        let mut best: Option<(u32, usize)> = None;
        for c in 0..CELLS {
            if self.placed[c] == 0 {
                let n = self.candidates[c].count_ones();
                if best.is_none_or(|(m, _)| n < m) {
                    best = Some((n, c));
                    if n == 2 {
                        break;
                    }
                }
            }
        }
        best.map(|(_, c)| c)
    }

    fn digits(&self) -> Vec<Digit> {
        self.placed.iter().filter_map(|&bit| Digit::new(bit.trailing_zeros() as u8 + 1)).collect()
    }
}

/// A fixed stack of cells to work off (a cell is pushed at most a few times between pops).
struct Queue {
    cells: [u8; 512],
    len: usize,
}

impl Queue {
    fn new() -> Queue {
        Queue { cells: [0; 512], len: 0 }
    }
    fn push(&mut self, c: u8) {
        if self.len < self.cells.len() {
            self.cells[self.len] = c;
            self.len += 1;
        }
    }
    fn pop(&mut self) -> Option<u8> {
        self.len = self.len.checked_sub(1)?;
        Some(self.cells[self.len])
    }
    fn clear(&mut self) {
        self.len = 0;
    }
}

/// What a search found: solutions (up to its limit), and whether it finished.
#[cfg(test)]
pub(crate) struct Found {
    pub solutions: Vec<Vec<Digit>>,
    pub complete: bool,
}

struct Search<'r, R: Rng> {
    limit: usize,
    budget: u64,
    nodes: u64,
    solutions: Vec<Vec<Digit>>,
    /// Digits tried in a random order (the fill) or in order (a count).
    rng: Option<&'r mut R>,
    queue: Queue,
}

impl<R: Rng> Search<'_, R> {
    /// Depth-first from `board` (settled); true when the search must stop (limit or budget).
    fn run(&mut self, board: &Board) -> bool {
        let Some(c) = board.branch_cell() else {
            self.solutions.push(board.digits());
            return self.solutions.len() >= self.limit;
        };
        let mut digits = [0u16; 9];
        let mut n = 0;
        let mut rest = board.candidates[c];
        while rest != 0 {
            digits[n] = rest & rest.wrapping_neg();
            n += 1;
            rest &= rest - 1;
        }
        if let Some(rng) = self.rng.as_deref_mut() {
            shuffle(rng, &mut digits[..n]);
        }
        for &bit in &digits[..n] {
            self.nodes += 1;
            if self.nodes > self.budget {
                return true;
            }
            let mut next = *board;
            self.queue.clear();
            if next.place(c, bit, &mut self.queue) && next.hidden_singles(&mut self.queue) && self.run(&next) {
                return true;
            }
        }
        false
    }
}

fn start(givens: &[Option<Digit>]) -> Option<Board> {
    let mut board = Board::empty();
    let mut queue = Queue::new();
    for (c, given) in givens.iter().enumerate().take(CELLS) {
        if let Some(d) = given {
            if !board.place(c, 1 << (d.get() - 1), &mut queue) {
                return None;
            }
        }
    }
    board.hidden_singles(&mut queue).then_some(board)
}

/// The solutions of `givens` (81 cells) under the non-consecutive rule, up to `limit`,
/// within `budget` branches (`complete` false when it ran out first).
#[cfg(test)]
pub(crate) fn solutions(givens: &[Option<Digit>], limit: usize, budget: u64) -> Found {
    let Some(board) = start(givens) else { return Found { solutions: Vec::new(), complete: true } };
    let mut search = Search::<rand_chacha::ChaCha8Rng> {
        limit,
        budget,
        nodes: 0,
        solutions: Vec::new(),
        rng: None,
        queue: Queue::new(),
    };
    let stopped = search.run(&board);
    let complete = !stopped || search.solutions.len() >= limit;
    Found { solutions: search.solutions, complete }
}

/// Whether `givens` (81 cells) have a solution under the rule with `digit` not in `cell`:
/// `Some` answer when the search finished within `budget` branches. When the givens with
/// `cell` given as `digit` have one solution, this says whether they have another without it.
pub(crate) fn another_without(givens: &[Option<Digit>], cell: usize, digit: Digit, budget: u64) -> Option<bool> {
    let Some(mut board) = start(givens) else { return Some(false) };
    let mut queue = Queue::new();
    if !board.remove(cell, 1 << (digit.get() - 1), &mut queue) || !board.settle(&mut queue) {
        return Some(false);
    }
    if !board.hidden_singles(&mut queue) {
        return Some(false);
    }
    let mut search =
        Search::<rand_chacha::ChaCha8Rng> { limit: 1, budget, nodes: 0, solutions: Vec::new(), rng: None, queue };
    let stopped = search.run(&board);
    if !search.solutions.is_empty() {
        return Some(true);
    }
    (!stopped).then_some(false)
}

/// A random solution of the empty board under the rule: the search with its digits in a
/// random order, started again (the stream going on) when it runs past `budget`
/// branches, up to `restarts` times.
pub(crate) fn fill(rng: &mut impl Rng, budget: u64, restarts: u32) -> Option<Vec<Digit>> {
    let board = start(&[])?;
    for _ in 0..restarts {
        let mut search =
            Search { limit: 1, budget, nodes: 0, solutions: Vec::new(), rng: Some(&mut *rng), queue: Queue::new() };
        search.run(&board);
        if let Some(found) = search.solutions.pop() {
            return Some(found);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraint::family::NonConsecutive;
    use crate::constraint::Constraint;
    use crate::generate::SeedPhrase;
    use crate::grid::Puzzle;
    use crate::solve::Solver;
    use crate::Layout;

    fn holds(grid: &[Digit]) -> bool {
        let puzzle = Puzzle::new(Layout::classic(), grid.iter().map(|&d| Some(d)).collect())
            .unwrap()
            .with_constraints(vec![Constraint::NonConsecutive(NonConsecutive)])
            .unwrap();
        Solver::new(&puzzle).run().is_unique()
    }

    #[test]
    fn a_fill_keeps_the_rule_and_the_counts_agree_with_the_general_search() {
        let phrase = SeedPhrase::new("nc search").unwrap();
        for attempt in 1..=4 {
            let mut rng = phrase.rng(attempt);
            let grid = fill(&mut rng, 2_000, 50).expect("a fill");
            assert_eq!(grid.len(), 81);
            assert!(holds(&grid), "a solution under the rule");
            // Givens from the fill, every third cell blanked out after the first 30: the
            // two searches count alike.
            for keep in [30usize, 20, 12, 8] {
                let givens: Vec<Option<Digit>> =
                    (0..81).map(|c| ((c * 7 + attempt as usize) % 81 < keep).then_some(grid[c])).collect();
                let ours = solutions(&givens, 2, u64::MAX);
                let puzzle = Puzzle::new(Layout::classic(), givens.clone())
                    .unwrap()
                    .with_constraints(vec![Constraint::NonConsecutive(NonConsecutive)])
                    .unwrap();
                let theirs = Solver::new(&puzzle).limit(2).run();
                assert!(ours.complete);
                assert_eq!(ours.solutions.len(), theirs.count(), "{keep} givens");
                assert!(ours.solutions.iter().any(|s| s == &grid));
            }
        }
    }
}

/// The generator's non-consecutive attempts, checked by the general exact search (the
/// rule as a constraint, no budget): one solution, and each given needed.
#[cfg(test)]
mod attempts {
    use crate::generate::variant::{variant_attempt_as, Families, VariantFamily, VariantFormat};
    use crate::generate::SeedPhrase;
    use crate::grid::Puzzle;
    use crate::solve::Solver;

    #[test]
    fn an_attempt_is_unique_and_minimal_by_the_general_search() {
        let families = Families::one(VariantFamily::NonConsecutive);
        let phrase = SeedPhrase::new("second opinion").unwrap();
        for attempt in 1..=2 {
            let (puzzle, solution) = variant_attempt_as(VariantFormat::LATEST, &families, &phrase, attempt).unwrap();
            let found = Solver::new(&puzzle).limit(2).run();
            assert!(found.is_unique() && found.first() == Some(solution.as_slice()), "one solution");
            for cell in puzzle.layout().cells().filter(|c| puzzle.givens()[c.index()].is_some()) {
                let mut givens = puzzle.givens().to_vec();
                givens[cell.index()] = None;
                let looser = Puzzle::new(puzzle.layout().clone(), givens)
                    .unwrap()
                    .with_constraints(puzzle.constraints().to_vec());
                assert_eq!(Solver::new(&looser.unwrap()).limit(2).run().count(), 2, "the given at {cell:?} is needed");
            }
        }
    }
}
