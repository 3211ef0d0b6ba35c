//! The trainer's attempts at Dynamic Forcing Chain on the classic board (and from format
//! v4 on the 9x9 jigsaw board, with or without X), built around a tridagon. Random
//! minimal puzzles that logic up to Forcing Chain cannot finish are rarer than one in ten
//! thousand; most of the hardest known puzzles hold a tridagon ("Thor's
//! hammer"): twelve cells in the four boxes where two bands cross two stacks, three in
//! each box (one in each of its rows and columns), laid out so that three digits alone
//! cannot fill them. An attempt (SEEDS.md 3c, BENCHMARKS.md "Trainer"):
//!
//! 1. draws such a pattern, three digits and a guardian (the one pattern cell whose
//!    answer is another digit), writes the three digits in the other eleven cells and
//!    fills the rest of the solution grid at random around them;
//! 2. removes givens as v1 does, with the pattern's cells kept empty, in this order: the
//!    cells holding the three digits in the pattern's rows and columns first, then every
//!    other cell, the rest of the pattern's four boxes last (their givens, of the six
//!    other digits, keep the pattern's cells to the three digits and the guardian);
//! 3. gives givens back as for every other technique, never in the pattern's cells.
//!
//! On the jigsaw board the attempt first draws fresh regions as every jigsaw attempt
//! does, then a tridagon of four regions instead of four boxes
//! ([`draw_region_tridagon`]): the same twelve cells up to the order of rows and
//! columns, so three digits cannot fill them either.

use rand_core::Rng;

use super::give_back::{remove_and_give_back, Capped};
use crate::digits::{Cell, Digit};
use crate::generate::fill::{fill_budget, jigsaw_board};
use crate::generate::params::{GenerateParams, SeedFormat};
use crate::generate::remove::shuffled_orbits;
use crate::generate::seed::{below, shuffle};
use crate::generate::types::Candidate;
use crate::geometry::{Geometry, Layout};
use crate::grid::Puzzle;
use crate::logic::Strategy;
use crate::solve::solve_randomly;

/// Whether attempts at `technique` for `params` are built around a tridagon: Dynamic
/// Forcing Chain on the classic 9x9 board (no variant, no jigsaw), and from format v4 on
/// the 9x9 jigsaw board, with or without X (no colour): a tridagon three digits cannot
/// fill in rows and columns cannot be filled with the diagonals either.
pub fn aims_at_tridagon(params: &GenerateParams, technique: Strategy) -> bool {
    let plain = params.geometry == Geometry::standard(3, 3);
    let mut without_x = params.geometry.clone();
    without_x.variant.diagonals = false;
    let x_jigsaw = params.jigsaw && without_x == Geometry::standard(3, 3);
    technique == Strategy::DynamicForcingChain
        && ((plain && !params.jigsaw) || (x_jigsaw && params.format >= SeedFormat::V4))
}

/// The cells of a tridagon: box `k` (of the four, band-major) holds cells `3k..3k + 3`,
/// one in each of its rows, from the top.
pub type Tridagon = [Cell; 12];

/// The ways to write each box's three columns, in the order draws pick them.
const PERMUTATIONS: [[usize; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/// Draws of a layout that three digits could fill, before the attempt gives up.
const PATTERN_DRAWS: usize = 64;

/// One attempt at Dynamic Forcing Chain on the classic board `layout`, or on fresh
/// jigsaw regions when `params.jigsaw` (module comment);
/// `None` when the draws found no pattern or grid, give-back failed, or `stop` returned true.
pub fn tridagon_attempt(
    layout: &Layout,
    params: &GenerateParams,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<Candidate> {
    if params.jigsaw {
        let (layout, _) = jigsaw_board(&params.geometry, params.format, rng)?;
        let pattern = draw_region_tridagon(&layout, rng)?;
        return attempt_around(&layout, pattern, params, rng, stop);
    }
    let pattern = draw_tridagon(layout, rng)?;
    attempt_around(layout, pattern, params, rng, stop)
}

/// Steps 1 (from the three digits on) to 3 of an attempt around `pattern`.
fn attempt_around(
    layout: &Layout,
    pattern: Tridagon,
    params: &GenerateParams,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<Candidate> {
    let (solution, three) = grid_around(layout, &pattern, rng)?;
    let mut orbits = shuffled_orbits(layout, params.symmetry, rng);
    let rank = removal_rank(layout, &pattern, &solution, &three);
    orbits.sort_by_key(|orbit| orbit.iter().map(|c| rank[c.index()]).min());
    let mut reserved = vec![false; layout.cell_count()];
    for orbit in orbits.iter().filter(|orbit| orbit.iter().any(|c| pattern.contains(c))) {
        for cell in orbit {
            reserved[cell.index()] = true;
        }
    }
    let open: Vec<Vec<Cell>> =
        orbits.iter().filter(|orbit| !orbit.iter().any(|c| reserved[c.index()])).cloned().collect();
    let capped = Capped::new(params, layout, Strategy::DynamicForcingChain);
    let removal =
        remove_and_give_back(layout, (&solution, params.format), (&orbits, &open, &reserved), &capped, rng, stop)?;
    let puzzle = Puzzle::new(layout.clone(), removal.givens).ok()?;
    Some(Candidate { puzzle, solution, checks: removal.checks })
}

/// A tridagon three digits cannot fill: two bands and two stacks (each pair drawn as the
/// one of three left out, `below(3)`), then a column order for each box (`below(6)`),
/// again until no filling exists; `None` after [`PATTERN_DRAWS`] fillable ones.
pub fn draw_tridagon(layout: &Layout, rng: &mut impl Rng) -> Option<Tridagon> {
    let bands = two_of_three(rng);
    let stacks = two_of_three(rng);
    let mut cells = [Cell::new(0); 12];
    for _ in 0..PATTERN_DRAWS {
        for k in 0..4 {
            let (band, stack) = (bands[k / 2], stacks[k % 2]);
            let columns = PERMUTATIONS[below(rng, PERMUTATIONS.len())];
            for (i, column) in columns.into_iter().enumerate() {
                cells[3 * k + i] = layout.cell(3 * band + i, 3 * stack + column);
            }
        }
        if fillings(layout, &cells, None).is_empty() {
            return Some(cells);
        }
    }
    None
}

/// A tridagon on a jigsaw `layout`: four regions, each with three cells in three rows
/// and three columns, the first two in the same three rows, the last two in three other
/// rows, the first and third in the same three columns, the second and fourth in three
/// others, and no filling by three digits. Every such pattern is listed (regions in
/// order, each region's cells row-major, triples in lexicographic order) and one drawn
/// (`below(count)`); `None` when there is none.
pub fn draw_region_tridagon(layout: &Layout, rng: &mut impl Rng) -> Option<Tridagon> {
    let triples = transversal_triples(layout);
    let mut found = Vec::new();
    for a in &triples {
        for b in triples.iter().filter(|b| b.rows == a.rows && b.columns & a.columns == 0 && b.region > a.region) {
            for c in triples.iter().filter(|c| c.columns == a.columns && c.rows & a.rows == 0) {
                let d_fits = |d: &&Triple| d.rows == c.rows && d.columns == b.columns;
                for d in triples.iter().filter(d_fits) {
                    let regions = [a.region, b.region, c.region, d.region];
                    if (1..4).any(|i| regions[..i].contains(&regions[i])) {
                        continue;
                    }
                    let mut cells = [Cell::new(0); 12];
                    for (k, triple) in [a, b, c, d].into_iter().enumerate() {
                        cells[3 * k..3 * k + 3].copy_from_slice(&triple.cells);
                    }
                    if fillings(layout, &cells, None).is_empty() {
                        found.push(cells);
                    }
                }
            }
        }
    }
    found.get(below(rng, found.len())).copied()
}

/// Three cells of one region in three rows and three columns.
struct Triple {
    region: usize,
    rows: u16,
    columns: u16,
    cells: [Cell; 3],
}

/// Every [`Triple`] of `layout`, regions in order.
fn transversal_triples(layout: &Layout) -> Vec<Triple> {
    let mut regions: Vec<Vec<Cell>> = vec![Vec::new(); layout.size()];
    for cell in layout.cells() {
        regions[layout.region(cell)].push(cell);
    }
    let mut triples = Vec::new();
    for (region, cells) in regions.iter().enumerate() {
        for i in 0..cells.len() {
            for j in i + 1..cells.len() {
                for k in j + 1..cells.len() {
                    let three = [cells[i], cells[j], cells[k]];
                    let rows = three.iter().fold(0u16, |m, &c| m | 1 << layout.row(c));
                    let columns = three.iter().fold(0u16, |m, &c| m | 1 << layout.column(c));
                    if rows.count_ones() == 3 && columns.count_ones() == 3 {
                        triples.push(Triple { region, rows, columns, cells: three });
                    }
                }
            }
        }
    }
    triples
}

fn two_of_three(rng: &mut impl Rng) -> [usize; 2] {
    match below(rng, 3) {
        0 => [1, 2],
        1 => [0, 2],
        _ => [0, 1],
    }
}

/// A solution grid with three digits (the first three of a shuffle of all nine) in every
/// cell of `pattern` but a guardian (`below(12)`), written as one of their fillings
/// (`below(count)`), the rest filled at random; and the three digits.
fn grid_around(layout: &Layout, pattern: &Tridagon, rng: &mut impl Rng) -> Option<(Vec<Digit>, [Digit; 3])> {
    let mut digits: Vec<usize> = (0..layout.size()).collect();
    shuffle(rng, &mut digits);
    let three = [digits[0], digits[1], digits[2]].map(Digit::from_index);
    let three = [three[0]?, three[1]?, three[2]?];
    let guardian = below(rng, pattern.len());
    let fillings = fillings(layout, pattern, Some(guardian));
    let filling = fillings.get(below(rng, fillings.len()))?;
    let mut givens = vec![None; layout.cell_count()];
    for (cell, digit) in pattern.iter().zip(filling) {
        givens[cell.index()] = digit.map(|d| three[d]);
    }
    let solution = solve_randomly(&Puzzle::new(layout.clone(), givens).ok()?, rng, fill_budget(layout.size()))?;
    Some((solution, three))
}

/// Every way to write three digits (0, 1, 2) in the cells of `pattern`, each box's three
/// once and none twice in a row or column, boxes in order and each box's column order
/// as [`PERMUTATIONS`] lists them; with a `guardian`, that cell is left out (its box
/// holds two of the three).
fn fillings(layout: &Layout, pattern: &Tridagon, guardian: Option<usize>) -> Vec<[Option<usize>; 12]> {
    let mut found = Vec::new();
    fill_box(layout, pattern, guardian, 0, &mut [None; 12], &mut found);
    found
}

fn fill_box(
    layout: &Layout,
    pattern: &Tridagon,
    guardian: Option<usize>,
    k: usize,
    digits: &mut [Option<usize>; 12],
    found: &mut Vec<[Option<usize>; 12]>,
) {
    if k == 4 {
        found.push(*digits);
        return;
    }
    let in_line = |a: Cell, b: Cell| layout.row(a) == layout.row(b) || layout.column(a) == layout.column(b);
    'order: for order in PERMUTATIONS {
        for (i, digit) in order.into_iter().enumerate() {
            let at = 3 * k + i;
            let digit = (guardian != Some(at)).then_some(digit);
            if digit.is_some() && (0..3 * k).any(|j| digits[j] == digit && in_line(pattern[j], pattern[at])) {
                continue 'order;
            }
            digits[at] = digit;
        }
        fill_box(layout, pattern, guardian, k + 1, digits, found);
    }
}

/// For each cell, when removal tries it: 0 for the cells holding one of `three` in a row
/// or column of the pattern, 2 for the other cells of the pattern's boxes, 1 for the rest.
fn removal_rank(layout: &Layout, pattern: &Tridagon, solution: &[Digit], three: &[Digit; 3]) -> Vec<u8> {
    let crosses = |cell: Cell| {
        pattern.iter().any(|&p| layout.row(p) == layout.row(cell) || layout.column(p) == layout.column(cell))
    };
    let in_boxes = |cell: Cell| pattern.iter().any(|&p| layout.region(p) == layout.region(cell));
    layout
        .cells()
        .map(|cell| match () {
            () if three.contains(&solution[cell.index()]) && crosses(cell) => 0,
            () if in_boxes(cell) => 2,
            () => 1,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::SeedPhrase;

    #[test]
    fn a_drawn_tridagon_cannot_hold_three_digits_alone() {
        let layout = Layout::classic();
        let mut rng = SeedPhrase::new("tridagon").expect("phrase").rng(1);
        for _ in 0..20 {
            let pattern = draw_tridagon(&layout, &mut rng).expect("a pattern");
            let boxes: Vec<usize> = pattern.iter().map(|&c| layout.region(c)).collect();
            for k in 0..4 {
                let cells = &pattern[3 * k..3 * k + 3];
                assert!(cells.iter().all(|&c| layout.region(c) == boxes[3 * k]), "{pattern:?}");
                let rows: Vec<usize> = cells.iter().map(|&c| layout.row(c) % 3).collect();
                let mut columns: Vec<usize> = cells.iter().map(|&c| layout.column(c) % 3).collect();
                columns.sort_unstable();
                assert_eq!((rows, columns), (vec![0, 1, 2], vec![0, 1, 2]), "{pattern:?}");
            }
            assert!(fillings(&layout, &pattern, None).is_empty(), "{pattern:?}");
            // Leaving any one cell out, the other eleven can be filled.
            assert!((0..12).all(|g| !fillings(&layout, &pattern, Some(g)).is_empty()), "{pattern:?}");
        }
    }

    #[test]
    fn a_region_tridagon_is_a_tridagon_of_four_regions() {
        let mut rng = SeedPhrase::new("tridagon").expect("phrase").rng(1);
        let mut drawn = 0;
        for _ in 0..20 {
            let (layout, _) =
                jigsaw_board(&Geometry::standard(3, 3), SeedFormat::V5, &mut rng).expect("a jigsaw board");
            let Some(pattern) = draw_region_tridagon(&layout, &mut rng) else { continue };
            drawn += 1;
            let regions: Vec<usize> = (0..4).map(|k| layout.region(pattern[3 * k])).collect();
            let lines = |k: usize, line: &dyn Fn(Cell) -> usize| -> u16 {
                pattern[3 * k..3 * k + 3].iter().fold(0, |mask, &c| mask | 1 << line(c))
            };
            let rows: Vec<u16> = (0..4).map(|k| lines(k, &|c| layout.row(c))).collect();
            let columns: Vec<u16> = (0..4).map(|k| lines(k, &|c| layout.column(c))).collect();
            for k in 0..4 {
                assert!(pattern[3 * k..3 * k + 3].iter().all(|&c| layout.region(c) == regions[k]), "{pattern:?}");
                assert_eq!((rows[k].count_ones(), columns[k].count_ones()), (3, 3), "{pattern:?}");
                assert!(!regions[..k].contains(&regions[k]), "four regions: {pattern:?}");
            }
            assert!(rows[0] == rows[1] && rows[2] == rows[3] && rows[0] & rows[2] == 0, "{pattern:?}");
            assert!(columns[0] == columns[2] && columns[1] == columns[3] && columns[0] & columns[1] == 0);
            assert!(fillings(&layout, &pattern, None).is_empty(), "{pattern:?}");
            assert!((0..12).all(|g| !fillings(&layout, &pattern, Some(g)).is_empty()), "{pattern:?}");
        }
        assert!(drawn >= 15, "most jigsaw boards hold a tridagon: {drawn} of 20");
    }

    /// The pattern and grid of attempt `k` of the phrase "tridagon".
    fn grid_of_attempt(k: u32) -> (Layout, Tridagon, Vec<Digit>, [Digit; 3]) {
        let layout = Layout::classic();
        let mut rng = SeedPhrase::new("tridagon").expect("phrase").rng(k);
        let pattern = draw_tridagon(&layout, &mut rng).expect("a pattern");
        let (solution, three) = grid_around(&layout, &pattern, &mut rng).expect("a grid");
        (layout, pattern, solution, three)
    }

    #[test]
    fn the_three_digits_fill_the_pattern_but_the_guardian() {
        let (layout, pattern, solution, three) = grid_of_attempt(2);
        assert!(Puzzle::new(layout.clone(), solution.iter().copied().map(Some).collect()).is_ok());
        let outside = pattern.iter().filter(|c| !three.contains(&solution[c.index()])).count();
        assert_eq!(outside, 1, "{pattern:?} {three:?}");
    }

    #[test]
    fn removal_takes_the_three_digits_near_the_pattern_first_and_its_boxes_last() {
        let (layout, pattern, solution, three) = grid_of_attempt(3);
        let rank = removal_rank(&layout, &pattern, &solution, &three);
        let boxes: Vec<usize> = pattern.iter().map(|&c| layout.region(c)).collect();
        let rows: Vec<usize> = pattern.iter().map(|&c| layout.row(c)).collect();
        let columns: Vec<usize> = pattern.iter().map(|&c| layout.column(c)).collect();
        for cell in layout.cells() {
            let near = rows.contains(&layout.row(cell)) || columns.contains(&layout.column(cell));
            let expected = if near && three.contains(&solution[cell.index()]) {
                0
            } else if boxes.contains(&layout.region(cell)) {
                2
            } else {
                1
            };
            assert_eq!(rank[cell.index()], expected, "{}", layout.cell_name(cell));
        }
        // The pattern's boxes lie in its rows: their twelve cells of the three digits go
        // first (eleven in the pattern), their other 24 (the guardian among them) last.
        assert_eq!(rank.iter().filter(|&&r| r == 2).count(), 24);
    }

    #[test]
    fn a_made_puzzle_keeps_the_pattern_empty_and_needs_dynamic_forcing_chain() {
        let layout = Layout::classic();
        let params = GenerateParams::for_technique(Geometry::standard(3, 3), false, Strategy::DynamicForcingChain);
        let phrase = SeedPhrase::new("trainer dynamic-forcing-chain").expect("phrase");
        let (attempt, made) = (1..=200)
            .find_map(|k| tridagon_attempt(&layout, &params, &mut phrase.rng(k), &|| false).map(|made| (k, made)))
            .expect("a puzzle within 200 attempts");
        // The pattern is the attempt's first draw.
        let pattern = draw_tridagon(&layout, &mut phrase.rng(attempt)).expect("the same pattern");
        assert!(pattern.iter().all(|&cell| made.puzzle.given(cell).is_none()), "attempt {attempt}");
        let rating = crate::rate::engine_rating(&made.puzzle);
        assert_eq!(rating.hardest, Strategy::DynamicForcingChain, "attempt {attempt}");
        assert!(!rating.needs_guess);
        assert!(crate::solve::count_solutions(&made.puzzle, 2).is_unique());
    }

    #[test]
    fn only_dynamic_forcing_chain_on_the_classic_and_jigsaw_boards_aims_at_a_tridagon() {
        let classic = GenerateParams::for_technique(Geometry::standard(3, 3), false, Strategy::DynamicForcingChain);
        assert!(aims_at_tridagon(&classic, Strategy::DynamicForcingChain));
        assert!(!aims_at_tridagon(&classic, Strategy::ForcingChain));
        let jigsaw = GenerateParams::for_technique(Geometry::standard(3, 3), true, Strategy::DynamicForcingChain);
        assert!(aims_at_tridagon(&jigsaw, Strategy::DynamicForcingChain), "from v4");
        let jigsaw_v3 = GenerateParams { format: SeedFormat::V3, ..jigsaw };
        assert!(!aims_at_tridagon(&jigsaw_v3, Strategy::DynamicForcingChain));
        let x: GenerateParams = "box=3x3 variant=x technique=dynamic-forcing-chain".parse().expect("parameters");
        assert!(!aims_at_tridagon(&x, Strategy::DynamicForcingChain));
        let x_jigsaw = GenerateParams { format: SeedFormat::V4, ..x.clone() };
        assert!(!aims_at_tridagon(&x_jigsaw, Strategy::DynamicForcingChain), "not without jigsaw");
        let x_jigsaw = GenerateParams { jigsaw: true, ..x_jigsaw };
        assert!(aims_at_tridagon(&x_jigsaw, Strategy::DynamicForcingChain));
        assert!(!aims_at_tridagon(
            &GenerateParams { format: SeedFormat::V3, ..x_jigsaw },
            Strategy::DynamicForcingChain
        ));
        let colour: GenerateParams =
            "box=3x3 variant=colour+jigsaw format=v4 technique=dynamic-forcing-chain".parse().expect("parameters");
        assert!(!aims_at_tridagon(&colour, Strategy::DynamicForcingChain));
    }
}
