//! Experimental: openings that keep part of the board out of the givens.

use rand_core::Rng;

use super::fill::board_and_solution;
use super::params::GenerateParams;
use super::remove::{check_budget, shuffled_orbits, unique_within, Check, Digger};
use super::search::Candidate;
use super::seed::below;
use super::technique::{give_back, Capped};
use super::technique_reserve::without_reserved;
use crate::geometry::{HouseKind, Layout};
use crate::grid::Puzzle;
use crate::logic::{LayoutIndex, Strategy};

#[derive(Clone, Copy, Debug)]
pub enum Opening {
    Nothing,
    Boxes(usize),
    BandBoxes,
    BoxLines,
    /// A tridagon's cells; 1: and the three digits' cells in its boxes; 2: in its rows and columns too.
    Tridagon(u8),
    /// No removal: this many cells drawn at random are the givens, unique or not.
    Sparse(usize),
}

pub fn open_cells(layout: &Layout, opening: Opening, rng: &mut impl Rng) -> Vec<bool> {
    let mut open = vec![false; layout.cell_count()];
    let boxes: Vec<&crate::geometry::House> = layout.houses().iter().filter(|h| h.kind == HouseKind::Box).collect();
    let mut mark = |cells: &[crate::digits::Cell]| {
        for c in cells {
            open[c.index()] = true;
        }
    };
    match opening {
        Opening::Nothing => {}
        Opening::Boxes(n) => {
            let mut left: Vec<usize> = (0..boxes.len()).collect();
            for _ in 0..n {
                let b = left.remove(below(rng, left.len()));
                mark(&boxes[b].cells);
            }
        }
        Opening::BandBoxes => {
            let band = below(rng, 3);
            let skip = below(rng, 3);
            for i in 0..3 {
                if i != skip {
                    mark(&boxes[band * 3 + i].cells);
                }
            }
        }
        Opening::Tridagon(_) | Opening::Sparse(_) => {}
        Opening::BoxLines => {
            let cell = crate::digits::Cell::new(below(rng, layout.cell_count()));
            for &h in layout.houses_of(cell) {
                mark(&layout.house(h).cells);
            }
        }
    }
    open
}

pub struct Outcome {
    pub solution: Vec<crate::digits::Digit>,
    pub minimal: Option<Puzzle>,
    pub made: Option<Candidate>,
}

pub fn beyond_attempt(
    params: &GenerateParams,
    technique: Strategy,
    opening: Opening,
    give_back_anywhere: bool,
    rng: &mut impl Rng,
) -> Outcome {
    let none = Outcome { solution: Vec::new(), minimal: None, made: None };
    let Ok(layout) = Layout::new(params.geometry.clone()) else { return none };
    let mut first = vec![false; layout.cell_count()];
    let (layout, solution, reserved) = if let Opening::Tridagon(wide) = opening {
        let Some((solution, mut reserved, pattern)) = tridagon_grid(&layout, if wide == 7 { 7 } else if wide >= 4 { 2 } else { wide }, rng) else { return none };
        if wide >= 4 {
            first = reserved.clone();
            reserved = if wide >= 6 { pattern } else { vec![false; layout.cell_count()] };
            if wide == 10 {
                let boxes: Vec<usize> = layout.cells().filter(|c| reserved[c.index()]).map(|c| layout.region(c)).collect();
                for c in layout.cells() {
                    if first[c.index()] && boxes.contains(&layout.region(c)) {
                        reserved[c.index()] = true;
                    }
                }
            }
        }
        (layout, solution, reserved)
    } else {
        let Some((layout, solution)) = board_and_solution(&layout, params.jigsaw, rng) else { return none };
        let reserved = open_cells(&layout, opening, rng);
        (layout, solution, reserved)
    };
    let mut orbits = shuffled_orbits(&layout, params.symmetry, rng);
    let pattern_boxes: Vec<usize> = layout.cells().filter(|c| reserved[c.index()]).map(|c| layout.region(c)).collect();
    let in_boxes = |c: crate::digits::Cell| matches!(opening, Opening::Tridagon(8)) && pattern_boxes.contains(&layout.region(c));
    let last = matches!(opening, Opening::Tridagon(9));
    orbits.sort_by_key(|o| if first[o[0].index()] { 0 } else if in_boxes(o[0]) { 1 } else if last && pattern_boxes.contains(&layout.region(o[0])) { 3 } else { 2 });
    let budget = check_budget(layout.size());
    let capped = Capped { technique, index: LayoutIndex::new(&layout) };
    let open: Vec<Vec<crate::digits::Cell>> =
        orbits.iter().filter(|orbit| !orbit.iter().any(|c| reserved[c.index()])).cloned().collect();
    let mut check = |puzzle: &Puzzle| match Puzzle::new(layout.clone(), without_reserved(puzzle.givens(), &reserved)) {
        Ok(puzzle) => unique_within(&puzzle, budget),
        Err(_) => Check { keep_out: false, inconclusive: false },
    };
    let stop = || false;
    if let Opening::Sparse(count) = opening {
        let mut cells: Vec<usize> = (0..layout.cell_count()).collect();
        crate::generate::seed::shuffle(rng, &mut cells);
        let mut givens = vec![None; layout.cell_count()];
        for &i in &cells[..count] {
            givens[i] = Some(solution[i]);
        }
        let mut removal = super::remove::Removal { givens, checks: 0, inconclusive: 0 };
        let nothing = vec![false; layout.cell_count()];
        let made = give_back(&layout, &solution, (&orbits, &nothing), &capped, &mut removal, rng, &stop).and_then(|()| {
            let puzzle = Puzzle::new(layout.clone(), removal.givens.clone()).ok()?;
            unique_within(&puzzle, budget).keep_out.then_some(())?;
            Some(Candidate { puzzle, solution: solution.clone(), checks: removal.checks })
        });
        return Outcome { solution, minimal: None, made };
    }
    let full: Vec<Option<crate::digits::Digit>> = solution.iter().copied().map(Some).collect();
    match Puzzle::new(layout.clone(), without_reserved(&full, &reserved)) {
        Ok(puzzle) if unique_within(&puzzle, budget).keep_out => {}
        _ => return none,
    }
    let mut digger = Digger::new(&layout, &solution, &mut check, &stop);
    digger.remove_in_chunks(&open);
    let Some(mut removal) = digger.finish() else { return none };
    removal.givens = without_reserved(&removal.givens, &reserved);
    if let Opening::Tridagon(3) = opening {
        let boxes: Vec<usize> = layout.cells().filter(|c| reserved[c.index()]).map(|c| layout.region(c)).collect();
        let emptied: Vec<bool> = layout.cells().map(|c| boxes.contains(&layout.region(c))).collect();
        removal.givens = without_reserved(&removal.givens, &emptied);
    }
    let minimal = Puzzle::new(layout.clone(), removal.givens.clone()).ok();
    let nothing = vec![false; layout.cell_count()];
    let kept = if give_back_anywhere { &nothing } else { &reserved };
    let made = give_back(&layout, &solution, (&orbits, kept), &capped, &mut removal, rng, &stop).and_then(|()| {
        let puzzle = Puzzle::new(layout.clone(), removal.givens.clone()).ok()?;
        unique_within(&puzzle, budget).keep_out.then_some(())?;
        Some(Candidate { puzzle, solution: solution.clone(), checks: removal.checks })
    });
    Outcome { solution, minimal, made }
}

/// The twelve cells of a tridagon: four boxes at the crossings of two bands and two
/// stacks, three cells in each, one in each of its rows and columns. Index `4 * k + i`:
/// box `k` (band-major), its row `i`.
pub fn draw_tridagon(rng: &mut impl Rng) -> Option<[(usize, usize); 12]> {
    let bands = two_of_three(rng);
    let stacks = two_of_three(rng);
    for _ in 0..64 {
        let mut cells = [(0, 0); 12];
        for k in 0..4 {
            let (band, stack) = (bands[k / 2], stacks[k % 2]);
            let columns = PERMUTATIONS[below(rng, 6)];
            for i in 0..3 {
                cells[3 * k + i] = (band * 3 + i, stack * 3 + columns[i]);
            }
        }
        if assignments(&cells, None).is_empty() {
            return Some(cells);
        }
    }
    None
}

const PERMUTATIONS: [[usize; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

fn two_of_three(rng: &mut impl Rng) -> [usize; 2] {
    let skip = below(rng, 3);
    let mut two = [0, 1, 2].into_iter().filter(|&i| i != skip);
    [two.next().unwrap_or(0), two.next().unwrap_or(1)]
}

/// Every way to write three digits (0, 1, 2) in the cells of `cells`, each box's three
/// once, no two alike in a row or column; with a `guardian`, that cell is left out (its
/// box holds two of the three).
fn assignments(cells: &[(usize, usize); 12], guardian: Option<usize>) -> Vec<[Option<u8>; 12]> {
    let mut found = Vec::new();
    let mut digits = [None; 12];
    fill_box(cells, guardian, 0, &mut digits, &mut found);
    found
}

fn fill_box(
    cells: &[(usize, usize); 12],
    guardian: Option<usize>,
    k: usize,
    digits: &mut [Option<u8>; 12],
    found: &mut Vec<[Option<u8>; 12]>,
) {
    if k == 4 {
        found.push(*digits);
        return;
    }
    'perm: for perm in PERMUTATIONS {
        for i in 0..3 {
            let at = 3 * k + i;
            let digit = if guardian == Some(at) { None } else { Some(perm[i] as u8) };
            if let Some(d) = digit {
                for j in 0..3 * k {
                    let same_line = cells[j].0 == cells[at].0 || cells[j].1 == cells[at].1;
                    if same_line && digits[j] == Some(d) {
                        continue 'perm;
                    }
                }
            }
            digits[at] = digit;
        }
        fill_box(cells, guardian, k + 1, digits, found);
    }
}

pub fn tridagon_grid(layout: &Layout, wide: u8, rng: &mut impl Rng) -> Option<(Vec<crate::digits::Digit>, Vec<bool>, Vec<bool>)> {
    let cells = draw_tridagon(rng)?;
    let mut digits: Vec<usize> = (0..9).collect();
    crate::generate::seed::shuffle(rng, &mut digits);
    let guardian = below(rng, 12);
    let ways = assignments(&cells, Some(guardian));
    if ways.is_empty() {
        return None;
    }
    let way = ways[below(rng, ways.len())];
    let mut givens = vec![None; layout.cell_count()];
    for (at, &(row, column)) in cells.iter().enumerate() {
        if let Some(d) = way[at] {
            givens[layout.cell(row, column).index()] = crate::digits::Digit::from_index(digits[usize::from(d)]);
        }
    }
    let puzzle = Puzzle::new(layout.clone(), givens).ok()?;
    let solution = crate::solve::solve_randomly(&puzzle, rng, super::fill::fill_budget(9))?;
    let mut reserved = vec![false; layout.cell_count()];
    for &(row, column) in &cells {
        reserved[layout.cell(row, column).index()] = true;
    }
    let pattern = reserved.clone();
    let three = |c: crate::digits::Cell| digits[..3].contains(&solution[c.index()].index());
    let rows: Vec<usize> = cells.iter().map(|c| c.0).collect();
    let columns: Vec<usize> = cells.iter().map(|c| c.1).collect();
    let boxes: Vec<usize> = cells.iter().map(|&(r, c)| layout.region(layout.cell(r, c))).collect();
    for cell in layout.cells() {
        let near = match wide {
            0 | 3 => false,
            1 => boxes.contains(&layout.region(cell)),
            7 => true,
            _ => rows.contains(&layout.row(cell)) || columns.contains(&layout.column(cell)),
        };
        if near && three(cell) {
            reserved[cell.index()] = true;
        }
    }
    Some((solution, reserved, pattern))
}
