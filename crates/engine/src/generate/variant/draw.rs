//! The constraints a setter could draw on a solution, as a setter draws them: lines along
//! paths where the family's rule holds, marks where the pair fits, clues that the solution
//! gives. Each drawing is a pool the attempt then reduces (`super::reduce`); every
//! constraint drawn holds on the solution.

use rand_core::Rng;

use super::family::VariantFamily;
use crate::constraint::family::{
    AntiKing, AntiKnight, Arrow, Difference, Entropic, Even, Negative, NonConsecutive, Odd, Palindrome, Ratio,
    RegionSum, Renban, Sandwich, Thermometer, Whispers, Xv,
};
use crate::constraint::{Constraint, Negative as NegativeMark, Outside};
use crate::digits::Cell;
use crate::generate::seed::{below, shuffle};
use crate::geometry::Layout;

/// The lines of one family drawn at most, and the tries spent finding them.
const LINES: usize = 12;
const LINE_TRIES: usize = 400;

/// The rules of the whole board the families bring (a board rule, or the negative rule
/// of the families that draw every mark): kept whole, never reduced.
pub fn board_rules(family: VariantFamily) -> Vec<Constraint> {
    match family {
        VariantFamily::AntiKnight => vec![Constraint::AntiKnight(AntiKnight)],
        VariantFamily::AntiKing => vec![Constraint::AntiKing(AntiKing)],
        VariantFamily::NonConsecutive => vec![Constraint::NonConsecutive(NonConsecutive)],
        VariantFamily::KropkiNegative => {
            [NegativeMark::Difference, NegativeMark::Ratio].map(|mark| Constraint::Negative(Negative { mark })).to_vec()
        }
        VariantFamily::XvNegative => vec![Constraint::Negative(Negative { mark: NegativeMark::Xv })],
        VariantFamily::Thermometer
        | VariantFamily::Arrow
        | VariantFamily::Kropki
        | VariantFamily::Xv
        | VariantFamily::Whispers
        | VariantFamily::Renban
        | VariantFamily::Palindrome
        | VariantFamily::RegionSum
        | VariantFamily::Entropic
        | VariantFamily::Sandwich
        | VariantFamily::LittleKiller
        | VariantFamily::EvenOdd => Vec::new(),
    }
}

/// The pool of `family`'s constraints on `solution` (digit values, row by row): every
/// one holds there. `used` holds the cells earlier lines took, so that lines of one
/// puzzle do not cross.
pub fn draw(
    family: VariantFamily,
    layout: &Layout,
    solution: &[u8],
    used: &mut [bool],
    rng: &mut impl Rng,
) -> Vec<Constraint> {
    let board = Board { layout, v: solution };
    match family {
        VariantFamily::Thermometer => board
            .lines(used, rng, 3..=6, |line, next| line.last().is_some_and(|&last| board.at(last) < board.at(next)))
            .into_iter()
            .map(|cells| Constraint::Thermometer(Thermometer { cells }))
            .collect(),
        VariantFamily::Whispers => {
            let gap = (layout.size() as u8).div_ceil(2);
            board
                .lines(used, rng, 3..=7, |line, next| {
                    line.last().is_some_and(|&last| board.at(last).abs_diff(board.at(next)) >= gap)
                })
                .into_iter()
                .map(|cells| Constraint::Whispers(Whispers { cells, gap }))
                .collect()
        }
        VariantFamily::Renban => board
            .lines(used, rng, 3..=5, |line, next| board.consecutive_set(line, next))
            .into_iter()
            .map(|cells| Constraint::Renban(Renban { cells }))
            .collect(),
        VariantFamily::Entropic => board
            .lines(used, rng, 3..=7, |line, next| board.entropic_step(line, next))
            .into_iter()
            .map(|cells| Constraint::Entropic(Entropic { cells }))
            .collect(),
        VariantFamily::Palindrome => {
            board.palindromes(used, rng).into_iter().map(|cells| Constraint::Palindrome(Palindrome { cells })).collect()
        }
        VariantFamily::RegionSum => {
            board.region_sums(used, rng).into_iter().map(|cells| Constraint::RegionSum(RegionSum { cells })).collect()
        }
        VariantFamily::Arrow => board.arrows(used, rng),
        VariantFamily::Kropki | VariantFamily::KropkiNegative => board.dots(),
        VariantFamily::Xv | VariantFamily::XvNegative => board.xvs(),
        VariantFamily::Sandwich => board.sandwiches(),
        VariantFamily::LittleKiller => super::little_killers::little_killers(layout, solution, rng),
        VariantFamily::EvenOdd => board.parities(rng),
        VariantFamily::AntiKnight | VariantFamily::AntiKing | VariantFamily::NonConsecutive => Vec::new(),
    }
}

struct Board<'a> {
    layout: &'a Layout,
    v: &'a [u8],
}

impl Board<'_> {
    fn at(&self, cell: Cell) -> u8 {
        self.v[cell.index()]
    }

    fn size(&self) -> usize {
        self.layout.size()
    }

    /// The cells a king's move from `cell`: where a line may go next.
    fn king_steps(&self, cell: Cell) -> Vec<Cell> {
        let (size, row, column) =
            (self.size() as isize, self.layout.row(cell) as isize, self.layout.column(cell) as isize);
        let mut found = Vec::with_capacity(8);
        for dr in -1..=1 {
            for dc in -1..=1 {
                let (r, c) = (row + dr, column + dc);
                if (dr, dc) != (0, 0) && (0..size).contains(&r) && (0..size).contains(&c) {
                    found.push(self.layout.cell(r as usize, c as usize));
                }
            }
        }
        found
    }

    /// The king's steps from `from` onto cells not `taken`, but no diagonal step between
    /// two taken cells: it would cross a line drawn there.
    fn free_steps(&self, from: Cell, taken: impl Fn(Cell) -> bool) -> Vec<Cell> {
        let (row, column) = (self.layout.row(from), self.layout.column(from));
        self.king_steps(from)
            .into_iter()
            .filter(|&to| {
                let (r, c) = (self.layout.row(to), self.layout.column(to));
                let crossing =
                    r != row && c != column && taken(self.layout.cell(row, c)) && taken(self.layout.cell(r, column));
                !taken(to) && !crossing
            })
            .collect()
    }

    /// Pairs of orthogonal neighbours, each once.
    fn neighbour_pairs(&self) -> Vec<[Cell; 2]> {
        let size = self.size();
        let mut pairs = Vec::new();
        for row in 0..size {
            for column in 0..size {
                let here = self.layout.cell(row, column);
                if column + 1 < size {
                    pairs.push([here, self.layout.cell(row, column + 1)]);
                }
                if row + 1 < size {
                    pairs.push([here, self.layout.cell(row + 1, column)]);
                }
            }
        }
        pairs
    }

    /// Up to [`LINES`] lines of a length in `lengths`, each grown from a random free cell
    /// one random free king's step at a time while `fits(line, next)`.
    fn lines(
        &self,
        used: &mut [bool],
        rng: &mut impl Rng,
        lengths: std::ops::RangeInclusive<usize>,
        fits: impl Fn(&[Cell], Cell) -> bool,
    ) -> Vec<Vec<Cell>> {
        let mut lines = Vec::new();
        for _ in 0..LINE_TRIES {
            if lines.len() >= LINES {
                break;
            }
            let target = lengths.start() + below(rng, lengths.end() - lengths.start() + 1);
            let start = Cell::new(below(rng, self.layout.cell_count()));
            if used[start.index()] {
                continue;
            }
            let mut line = vec![start];
            while line.len() < target {
                let Some(&end) = line.last() else { break };
                let mut steps = self.free_steps(end, |c| used[c.index()] || line.contains(&c));
                shuffle(rng, &mut steps);
                let Some(next) = steps.into_iter().find(|&c| fits(&line, c)) else {
                    break;
                };
                line.push(next);
            }
            if line.len() >= *lengths.start() {
                line.iter().for_each(|c| used[c.index()] = true);
                lines.push(line);
            }
        }
        lines
    }

    /// Whether the line's digits with `next`'s stay a set of consecutive digits.
    fn consecutive_set(&self, line: &[Cell], next: Cell) -> bool {
        let digits: Vec<u8> = line.iter().map(|&c| self.at(c)).chain([self.at(next)]).collect();
        let (low, high) = digits.iter().fold((u8::MAX, 0), |(low, high), &d| (low.min(d), high.max(d)));
        let mut sorted = digits.clone();
        sorted.sort_unstable();
        sorted.dedup();
        sorted.len() == digits.len() && usize::from(high.saturating_sub(low)) + 1 == digits.len()
    }

    /// The third of a digit's board range it lies in: low, middle or high.
    fn third(&self, digit: u8) -> usize {
        (usize::from(digit) - 1) * 3 / self.size()
    }

    /// Whether `next` after the line keeps every three in a row in three thirds.
    fn entropic_step(&self, line: &[Cell], next: Cell) -> bool {
        let third = self.third(self.at(next));
        line.iter().rev().take(2).all(|&c| self.third(self.at(c)) != third)
    }

    /// Palindromes of odd length: a middle cell, then both ends grown a step at a time
    /// onto cells of equal digits.
    fn palindromes(&self, used: &mut [bool], rng: &mut impl Rng) -> Vec<Vec<Cell>> {
        let mut lines = Vec::new();
        for _ in 0..LINE_TRIES {
            if lines.len() >= LINES {
                break;
            }
            let middle = Cell::new(below(rng, self.layout.cell_count()));
            if used[middle.index()] {
                continue;
            }
            let target = 2 + below(rng, 3);
            let (mut front, mut back) = (vec![middle], vec![middle]);
            while front.len() <= target {
                let taken = |c: &Cell| used[c.index()] || front.contains(c) || back.contains(c);
                let (Some(&a_end), Some(&b_end)) = (front.last(), back.last()) else { break };
                let mut ahead = self.free_steps(a_end, |c| taken(&c));
                shuffle(rng, &mut ahead);
                let behind = self.free_steps(b_end, |c| taken(&c));
                let found = ahead
                    .iter()
                    .find_map(|&a| behind.iter().find(|&&b| b != a && self.at(b) == self.at(a)).map(|&b| (a, b)));
                let Some((a, b)) = found else { break };
                front.push(a);
                back.push(b);
            }
            if front.len() >= 3 {
                let line: Vec<Cell> = front.iter().rev().chain(back.iter().skip(1)).copied().collect();
                line.iter().for_each(|c| used[c.index()] = true);
                lines.push(line);
            }
        }
        lines
    }

    /// Region-sum lines: random lines across two boxes or more whose stretches in each
    /// box add up alike.
    fn region_sums(&self, used: &mut [bool], rng: &mut impl Rng) -> Vec<Vec<Cell>> {
        let mut lines = Vec::new();
        let mut free = used.to_vec();
        for _ in 0..LINE_TRIES * 4 {
            if lines.len() >= LINES / 2 {
                break;
            }
            let grown = self.lines(&mut free.clone(), rng, 3..=7, |_, _| true);
            let Some(line) = grown.into_iter().next() else { continue };
            if let Some(line) = self.longest_even_stretches(&line) {
                line.iter().for_each(|c| {
                    used[c.index()] = true;
                    free[c.index()] = true;
                });
                lines.push(line);
            }
        }
        lines
    }

    /// The line cut back to its longest start whose box stretches (two or more) have equal
    /// sums, if any is three cells or more.
    fn longest_even_stretches(&self, line: &[Cell]) -> Option<Vec<Cell>> {
        (3..=line.len())
            .rev()
            .map(|len| &line[..len])
            .find(|part| {
                let mut sums: Vec<u32> = Vec::new();
                let mut region = usize::MAX;
                for &cell in *part {
                    let digit = u32::from(self.at(cell));
                    match sums.last_mut() {
                        Some(sum) if self.layout.region(cell) == region => *sum += digit,
                        _ => {
                            region = self.layout.region(cell);
                            sums.push(digit);
                        }
                    }
                }
                sums.len() >= 2 && sums.iter().all(|&s| s == sums[0])
            })
            .map(<[Cell]>::to_vec)
    }

    /// Arrows: a circle whose digit the shaft's digits (two or three cells along king's
    /// steps) add up to.
    fn arrows(&self, used: &mut [bool], rng: &mut impl Rng) -> Vec<Constraint> {
        let mut arrows = Vec::new();
        for _ in 0..LINE_TRIES {
            if arrows.len() >= LINES {
                break;
            }
            let bulb = Cell::new(below(rng, self.layout.cell_count()));
            let total = u32::from(self.at(bulb));
            if used[bulb.index()] || total < 3 {
                continue;
            }
            let target = 2 + below(rng, 2);
            let mut shaft: Vec<Cell> = Vec::new();
            let mut sum = 0;
            while shaft.len() < target && sum < total {
                let from = shaft.last().copied().unwrap_or(bulb);
                let mut steps = self.free_steps(from, |c| used[c.index()] || c == bulb || shaft.contains(&c));
                shuffle(rng, &mut steps);
                let left = total - sum;
                let Some(next) = steps.into_iter().find(|&c| {
                    let d = u32::from(self.at(c));
                    d <= left && (d == left) == (shaft.len() + 1 == target)
                }) else {
                    break;
                };
                sum += u32::from(self.at(next));
                shaft.push(next);
            }
            if sum == total && shaft.len() >= 2 {
                used[bulb.index()] = true;
                shaft.iter().for_each(|c| used[c.index()] = true);
                arrows.push(Constraint::Arrow(Arrow { bulb: vec![bulb], shafts: vec![shaft] }));
            }
        }
        arrows
    }

    /// A white dot between every consecutive pair, a black dot between every pair in ratio
    /// 2 (1 and 2 get a black dot).
    fn dots(&self) -> Vec<Constraint> {
        self.neighbour_pairs()
            .into_iter()
            .filter_map(|cells| {
                let (a, b) = (self.at(cells[0]), self.at(cells[1]));
                if a == 2 * b || b == 2 * a {
                    Some(Constraint::Ratio(Ratio { cells, value: 2 }))
                } else if a.abs_diff(b) == 1 {
                    Some(Constraint::Difference(Difference { cells, value: 1 }))
                } else {
                    None
                }
            })
            .collect()
    }

    /// An X between every pair adding up to 10, a V between every pair adding up to 5.
    fn xvs(&self) -> Vec<Constraint> {
        self.neighbour_pairs()
            .into_iter()
            .filter_map(|cells| {
                let sum = self.at(cells[0]) + self.at(cells[1]);
                (sum == 10 || sum == 5).then_some(Constraint::Xv(Xv { cells, sum }))
            })
            .collect()
    }

    /// A sandwich sum beside every row (on the left) and above every column.
    fn sandwiches(&self) -> Vec<Constraint> {
        let size = self.size();
        let (low, high) = (1, size as u8);
        let clue = |cells: Vec<Cell>, at: Outside| {
            let digits: Vec<u8> = cells.iter().map(|&c| self.at(c)).collect();
            let a = digits.iter().position(|&d| d == low)?;
            let b = digits.iter().position(|&d| d == high)?;
            let between = &digits[a.min(b) + 1..a.max(b)];
            let sum = between.iter().map(|&d| u16::from(d)).sum();
            Some(Constraint::Sandwich(Sandwich { clue: at, sum }))
        };
        let rows = (0..size).filter_map(|r| {
            clue((0..size).map(|c| self.layout.cell(r, c)).collect(), Outside { row: r + 1, column: 0 })
        });
        let columns = (0..size).filter_map(|c| {
            clue((0..size).map(|r| self.layout.cell(r, c)).collect(), Outside { row: 0, column: c + 1 })
        });
        rows.chain(columns).collect()
    }

    /// An even or odd mark on a random third of the cells.
    fn parities(&self, rng: &mut impl Rng) -> Vec<Constraint> {
        let mut cells: Vec<Cell> = self.layout.cells().collect();
        shuffle(rng, &mut cells);
        cells.truncate(self.layout.cell_count() / 3);
        cells.sort_unstable();
        cells
            .into_iter()
            .map(
                |cell| {
                    if self.at(cell) % 2 == 0 {
                        Constraint::Even(Even { cell })
                    } else {
                        Constraint::Odd(Odd { cell })
                    }
                },
            )
            .collect()
    }
}
