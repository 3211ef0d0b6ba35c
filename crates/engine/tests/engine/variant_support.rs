//! Random variant constraints that a given solution keeps, for the property tests of the
//! formats and of the solver.
#![allow(dead_code)]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] fns

use rand_core::Rng;
use sudoku_engine::constraint::family;
use sudoku_engine::constraint::{broken_cells, Constraint, Direction, Indexer, Negative, Outside};
use sudoku_engine::{Cell, Digit, Layout};

use crate::support::TestRng;

fn pick(rng: &mut TestRng, n: usize) -> usize {
    (rng.next_u32() as usize) % n.max(1)
}

/// A random path of up to `length` cells, each touching the last (sides or corners).
fn walk(layout: &Layout, rng: &mut TestRng, length: usize) -> Vec<Cell> {
    let size = layout.size() as isize;
    let mut cells = vec![Cell::new(pick(rng, layout.cell_count()))];
    while cells.len() < length {
        let last = *cells.last().unwrap();
        let (row, column) = (layout.row(last) as isize, layout.column(last) as isize);
        let options: Vec<Cell> = (-1..=1)
            .flat_map(|dr| (-1..=1).map(move |dc| (row + dr, column + dc)))
            .filter(|&(r, c)| (0..size).contains(&r) && (0..size).contains(&c))
            .map(|(r, c)| layout.cell(r as usize, c as usize))
            .filter(|c| !cells.contains(c))
            .collect();
        if options.is_empty() {
            break;
        }
        cells.push(options[pick(rng, options.len())]);
    }
    cells
}

/// A line that passes a cell twice: a loop back to its first cell where the walk ends
/// beside it, else a path that turns back onto the cell before its last.
fn revisiting(layout: &Layout, rng: &mut TestRng, length: usize) -> Vec<Cell> {
    let mut cells = walk(layout, rng, length.max(3));
    let (first, last) = (cells[0], cells[cells.len() - 1]);
    let beside =
        layout.row(first).abs_diff(layout.row(last)) <= 1 && layout.column(first).abs_diff(layout.column(last)) <= 1;
    if cells.len() >= 3 && beside {
        cells.push(first);
    } else if cells.len() >= 2 {
        cells.push(cells[cells.len() - 2]);
    }
    cells
}

fn frame(size: usize, rng: &mut TestRng) -> Outside {
    let i = 1 + pick(rng, size);
    let far = size + 1;
    match pick(rng, 4) {
        0 => Outside { row: 0, column: i },
        1 => Outside { row: far, column: i },
        2 => Outside { row: i, column: 0 },
        _ => Outside { row: i, column: far },
    }
}

/// One random constraint of family `family` (0 to 31); its clue is read off `solution`
/// where it has a number, else drawn at random.
fn candidate(layout: &Layout, solution: &[Digit], rng: &mut TestRng, family: usize) -> Option<Constraint> {
    let size = layout.size();
    let at = |c: Cell| solution[c.index()].get();
    let len = 2 + pick(rng, size.min(5) - 1);
    // Lines whose rule reads a cell passed twice are sometimes loops or turn back.
    let line = if matches!(family, 7 | 8 | 11 | 12 | 13) && pick(rng, 4) == 0 {
        revisiting(layout, rng, len)
    } else {
        walk(layout, rng, len)
    };
    let pair = || {
        let a = line[0];
        let (r, c) = (layout.row(a), layout.column(a));
        if c + 1 < size {
            [a, layout.cell(r, c + 1)]
        } else {
            [layout.cell(r, c - 1), a]
        }
    };
    let cell = line[0];
    Some(match family {
        0 => Constraint::Thermometer(family::Thermometer { cells: line }),
        1 => Constraint::SlowThermometer(family::SlowThermometer { cells: line }),
        2 => {
            let line =
                (0..40).map(|_| walk(layout, rng, 3)).find(|l| l.len() == 3 && at(l[0]) == at(l[1]) + at(l[2]))?;
            Constraint::Arrow(family::Arrow { bulb: vec![line[0]], shafts: vec![line[1..].to_vec()] })
        }
        3 => {
            let cells = pair();
            Constraint::Difference(family::Difference { cells, value: at(cells[0]).abs_diff(at(cells[1])) })
        }
        4 => {
            let cells = pair();
            let (a, b) = (at(cells[0]).max(at(cells[1])), at(cells[0]).min(at(cells[1])));
            (a % b == 0 && a / b >= 2).then_some(Constraint::Ratio(family::Ratio { cells, value: a / b }))?
        }
        5 => Constraint::Xv(family::Xv { cells: pair(), sum: if pick(rng, 2) == 0 { 5 } else { 10 } }),
        6 => Constraint::Negative(family::Negative {
            mark: [Negative::Ratio, Negative::Difference, Negative::Xv][pick(rng, 3)],
        }),
        7 => Constraint::Whispers(family::Whispers { cells: line, gap: 1 + pick(rng, size / 2) as u8 }),
        8 => Constraint::Renban(family::Renban { cells: line }),
        9 => {
            let line = (0..40).map(|_| walk(layout, rng, 3)).find(|l| l.len() == 3 && at(l[0]) == at(l[2]))?;
            Constraint::Palindrome(family::Palindrome { cells: line })
        }
        10 => Constraint::Between(family::Between { cells: line }),
        11 => Constraint::RegionSum(family::RegionSum { cells: line }),
        12 if size % 3 == 0 => Constraint::Entropic(family::Entropic { cells: line }),
        13 => Constraint::Modular(family::Modular { cells: line }),
        14 => Constraint::ExtraRegion(family::ExtraRegion { cells: line }),
        15 => Constraint::Diagonal(family::Diagonal { rising: pick(rng, 2) == 0 }),
        16 => Constraint::AntiKnight(family::AntiKnight),
        17 => Constraint::AntiKing(family::AntiKing),
        18 => Constraint::NonConsecutive(family::NonConsecutive),
        19 => {
            let top_left = layout.cell(pick(rng, size - 1), pick(rng, size - 1));
            let cells = [0, 1, size, size + 1].map(|d| Cell::new(top_left.index() + d));
            let count = 1 + pick(rng, 4);
            Constraint::Quadruple(family::Quadruple { cells, digits: cells[..count].iter().map(|&c| at(c)).collect() })
        }
        20 => Constraint::Even(family::Even { cell }),
        21 => Constraint::Odd(family::Odd { cell }),
        22 => Constraint::Minimum(family::Minimum { cell }),
        23 => Constraint::Maximum(family::Maximum { cell }),
        24 => {
            let clue = frame(size, rng);
            let digits: Vec<u8> = clue.line(size)?.into_iter().map(at).collect();
            let i = digits.iter().position(|&d| d == 1)?;
            let j = digits.iter().position(|&d| usize::from(d) == size)?;
            let sum = digits[i.min(j) + 1..i.max(j)].iter().map(|&d| u16::from(d)).sum();
            Constraint::Sandwich(family::Sandwich { clue, sum })
        }
        25 => {
            let clue = Outside { row: pick(rng, size + 2), column: pick(rng, size + 2) };
            let direction = Direction::ALL[pick(rng, 4)];
            let ray = clue.ray(size, direction);
            if ray.is_empty() {
                return None;
            }
            Constraint::LittleKiller(family::LittleKiller {
                clue,
                direction,
                sum: ray.into_iter().map(|c| u16::from(at(c))).sum(),
            })
        }
        26 => {
            let clue = frame(size, rng);
            let line = clue.line(size)?;
            let n = usize::from(at(line[0]));
            Constraint::XSum(family::XSum { clue, sum: line[..n].iter().map(|&c| u16::from(at(c))).sum() })
        }
        27 => {
            let clue = frame(size, rng);
            let mut tallest = 0;
            let mut count = 0;
            for c in clue.line(size)? {
                if at(c) > tallest {
                    tallest = at(c);
                    count += 1;
                }
            }
            Constraint::Skyscraper(family::Skyscraper { clue, count })
        }
        28 => Constraint::Indexer(family::Indexer {
            cell,
            index: [Indexer::Row, Indexer::Column, Indexer::Box][pick(rng, 3)],
        }),
        29 => {
            let other = Cell::new(pick(rng, layout.cell_count()));
            (other != cell).then_some(Constraint::Clone(family::Clone { cells: vec![cell], copy: vec![other] }))?
        }
        30 => {
            let mut digits = vec![at(cell)];
            digits.extend((0..pick(rng, 3)).map(|_| 1 + pick(rng, size) as u8));
            Constraint::PencilMarks(family::PencilMarks { cell, digits })
        }
        _ => return None,
    })
}

/// Up to `count` random constraints valid on `layout`, their clues read off `solution`
/// where they have a number (so some hold on `solution` and some do not).
pub fn random_candidates(layout: &Layout, solution: &[Digit], rng: &mut TestRng, count: usize) -> Vec<Constraint> {
    let mut found: Vec<Constraint> = Vec::new();
    for _ in 0..count * 8 {
        if found.len() == count {
            break;
        }
        let family = pick(rng, 31);
        let Some(constraint) = candidate(layout, solution, rng, family) else { continue };
        let second_diagonal =
            matches!(constraint, Constraint::Diagonal(_)) && found.iter().any(|c| matches!(c, Constraint::Diagonal(_)));
        if !second_diagonal && constraint.validate(layout).is_ok() && !found.contains(&constraint) {
            found.push(constraint);
        }
    }
    found
}

/// Up to `count` random constraints, each valid on `layout` and kept by `solution` along
/// with those before it.
pub fn random_constraints(layout: &Layout, solution: &[Digit], rng: &mut TestRng, count: usize) -> Vec<Constraint> {
    let values: Vec<Option<Digit>> = solution.iter().copied().map(Some).collect();
    let mut kept: Vec<Constraint> = Vec::new();
    for _ in 0..count * 8 {
        if kept.len() == count {
            break;
        }
        let family = pick(rng, 31);
        let Some(constraint) = candidate(layout, solution, rng, family) else { continue };
        let second_diagonal =
            matches!(constraint, Constraint::Diagonal(_)) && kept.iter().any(|c| matches!(c, Constraint::Diagonal(_)));
        if second_diagonal || constraint.validate(layout).is_err() || kept.contains(&constraint) {
            continue;
        }
        kept.push(constraint);
        if !broken_cells(layout, &kept, &values).is_empty() {
            kept.pop();
        }
    }
    kept
}
