//! Cells an attempt keeps out of the givens, and on the classic board cells it keeps in,
//! so that the pattern of a rare technique can appear. A quad or a jellyfish is the
//! easiest step only where its complement is no easier: a naked quad needs a house with
//! eight empty cells (with seven, the hidden triple beside it comes first), a hidden quad
//! a house with nine (else the naked subset beside it comes first), a jellyfish a digit
//! missing from eight lines. Minimal puzzles almost never have such a house or digit, so
//! the attempt reserves one: a house drawn with `below(houses)`, or a digit drawn with
//! `below(size)` whose cells all stay empty. For a hidden quad on the classic board the
//! attempt frames a box ([`Reserve::FramedBox`]): the box stays empty and givens confine
//! four of its digits to four of its cells; so, from format v4, does a larger hidden
//! subset on 16x16 (six digits to six cells) and a larger naked subset (nine digits to
//! nine cells, so that the box's other seven cells hold a naked seven). For a jellyfish on a 9x9 board other than the
//! classic one, from format v4, the attempt frames the fish ([`Reserve::FramedFish`]):
//! the digit stays out, four lines are given but for the four cells where they cross the
//! lines of the digit's cells in them, and those sixteen cells stay empty.

use rand_core::Rng;

use super::room::may_be_used;
use crate::digits::{Cell, Digit, DigitSet};
use crate::generate::params::SeedFormat;
use crate::generate::seed::{below, shuffle};
use crate::geometry::{Geometry, HouseKind, Layout};
use crate::logic::Strategy;

/// What an attempt at a technique keeps out of the givens (and in them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reserve {
    /// Nothing: the technique turns up in minimal puzzles as they come.
    Nothing,
    /// Every cell of one house.
    House,
    /// Every cell of one digit.
    Digit,
    /// Every cell of one box, with the givens that confine some of its digits to a block
    /// of it ([`frame_box`]): four to a 2x2 block on the classic board, six to a 3x2
    /// block or nine to a 3x3 block on 16x16.
    FramedBox,
    /// Every cell of one digit, with the givens that confine it in four lines to four
    /// cross lines ([`frame_fish`]); format v4 on a 9x9 board other than the classic.
    FramedFish,
}

/// The reserve of each technique on `layout` in seed `format` (chosen by measurement,
/// BENCHMARKS.md "Trainer"). Hidden Quad frames a box on the classic board only: the
/// boards that offered it before keep their puzzles. Jellyfish frames the fish from
/// format v4 ([`frames_fish`]): v1 to v3 keep their puzzles.
pub fn reserve_for(layout: &Layout, technique: Strategy, format: SeedFormat) -> Reserve {
    match technique {
        Strategy::NakedQuad => Reserve::House,
        Strategy::HiddenQuad if is_classic(layout) => Reserve::FramedBox,
        Strategy::HiddenSubset | Strategy::NakedSubset if format >= SeedFormat::V4 && layout.size() == 16 => {
            Reserve::FramedBox
        }
        Strategy::Jellyfish if frames_fish(layout, format) => Reserve::FramedFish,
        Strategy::Jellyfish | Strategy::FinnedJellyfish => Reserve::Digit,
        _ => Reserve::Nothing,
    }
}

/// Whether a jellyfish is framed ([`Reserve::FramedFish`]): from format v4, on a 9x9
/// board other than the classic one.
fn frames_fish(layout: &Layout, format: SeedFormat) -> bool {
    format >= SeedFormat::V4 && layout.size() == 9 && !is_classic(layout)
}

/// The standard 9x9 board: 3x3 boxes, no extra houses.
fn is_classic(layout: &Layout) -> bool {
    *layout.geometry() == Geometry::standard(3, 3)
}

/// The cells an attempt keeps out of the givens (`reserved`) and in them (`forced`),
/// flagged by cell index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Aim {
    pub reserved: Vec<bool>,
    pub forced: Vec<bool>,
}

impl Aim {
    /// Whether removal may take `orbit`: none of its cells is reserved or forced.
    pub fn is_open(&self, orbit: &[Cell]) -> bool {
        !orbit.iter().any(|c| self.reserved[c.index()] || self.forced[c.index()])
    }
}

/// The aim of an attempt at `technique` in seed `format`: the cells of the house, digit,
/// box or fish drawn, and the givens that frame the box or fish, each spread to every
/// orbit that holds one of them (a reserved cell wins over a forced one in the same
/// orbit). Draws from `rng` only when the technique reserves something.
pub fn aim_for(
    layout: &Layout,
    solution: &[Digit],
    orbits: &[Vec<Cell>],
    technique: Strategy,
    format: SeedFormat,
    rng: &mut impl Rng,
) -> Aim {
    let mut reserved = vec![false; layout.cell_count()];
    let mut forced = vec![false; layout.cell_count()];
    match reserve_for(layout, technique, format) {
        Reserve::Nothing => return Aim { reserved, forced },
        Reserve::House => {
            let house = &layout.houses()[below(rng, layout.houses().len())];
            for cell in &house.cells {
                reserved[cell.index()] = true;
            }
        }
        Reserve::Digit => {
            let digit = below(rng, layout.size());
            for (flag, value) in reserved.iter_mut().zip(solution) {
                *flag = value.index() == digit;
            }
        }
        Reserve::FramedBox => {
            // A naked subset is the frame's cells, all but one row and column of the box.
            let width = layout.geometry().box_width;
            let block_columns = if technique == Strategy::NakedSubset { width - 1 } else { 2 };
            (reserved, forced) = frame_box(layout, solution, block_columns, rng);
        }
        Reserve::FramedFish => (reserved, forced) = frame_fish(layout, solution, rng),
    }
    spread_over_orbits(&mut reserved, orbits);
    spread_over_orbits(&mut forced, orbits);
    for (force, &out) in forced.iter_mut().zip(&reserved) {
        *force &= !out;
    }
    Aim { reserved, forced }
}

/// Flags every cell of each orbit that holds a flagged cell.
fn spread_over_orbits(flags: &mut [bool], orbits: &[Vec<Cell>]) {
    for orbit in orbits {
        if orbit.iter().any(|c| flags[c.index()]) {
            for cell in orbit {
                flags[cell.index()] = true;
            }
        }
    }
}

/// A box framed for a subset: a box drawn with `below(boxes)` (boxes in `Layout::houses`
/// order), then the one of its rows left out of the block (`below(box height)`) and all
/// but `block_columns` of its columns (the first `below(box width)`, each next
/// `below(columns left)` of those left in order). The block's digits are the solution's
/// in the block (the box's other rows x the columns kept: 2x2 on 9x9, 3x2 or 3x3 on
/// 16x16). Returns the box's cells (reserved) and the cells outside the box, in the row
/// and the columns left out, that hold a block digit (forced). A block digit is in none
/// of those inside the box, so it is in each outside it: with those givens and the box
/// empty, the block digits can go only in the block, a hidden subset whose complement is
/// the naked set of the box's other cells.
fn frame_box(layout: &Layout, solution: &[Digit], block_columns: usize, rng: &mut impl Rng) -> (Vec<bool>, Vec<bool>) {
    let mut reserved = vec![false; layout.cell_count()];
    let mut forced = vec![false; layout.cell_count()];
    let boxes: Vec<&Vec<Cell>> =
        layout.houses().iter().filter(|house| house.kind == HouseKind::Box).map(|house| &house.cells).collect();
    if boxes.is_empty() {
        return (reserved, forced);
    }
    let cells = boxes[below(rng, boxes.len())];
    let geometry = layout.geometry();
    let top = cells.iter().map(|&c| layout.row(c)).min().unwrap_or(0);
    let left = cells.iter().map(|&c| layout.column(c)).min().unwrap_or(0);
    let free_row = top + below(rng, geometry.box_height);
    let mut free_columns = vec![left + below(rng, geometry.box_width)];
    while free_columns.len() + block_columns < geometry.box_width {
        let left_in: Vec<usize> = (left..left + geometry.box_width).filter(|c| !free_columns.contains(c)).collect();
        free_columns.push(left_in[below(rng, left_in.len())]);
    }
    let in_frame = |cell: Cell| layout.row(cell) == free_row || free_columns.contains(&layout.column(cell));
    let mut subset = DigitSet::default();
    for &cell in cells {
        reserved[cell.index()] = true;
        if !in_frame(cell) {
            subset.insert(solution[cell.index()]);
        }
    }
    for cell in layout.cells() {
        forced[cell.index()] = in_frame(cell) && !reserved[cell.index()] && subset.contains(solution[cell.index()]);
    }
    (reserved, forced)
}

/// A digit framed for a jellyfish: a digit (`below(size)`), rows or columns as the base
/// lines (`below(2)`), and four base lines (the first four of a shuffle of all). The
/// cover lines are those of the digit's cells in the base lines. Returns the digit's
/// cells and the base lines' cells in the cover lines (reserved) and the base lines'
/// other cells (forced): with those givens the digit can go, in the base lines, only
/// in the cover lines, a jellyfish whose cells stay open for the candidates that keep
/// smaller fish and chains away.
fn frame_fish(layout: &Layout, solution: &[Digit], rng: &mut impl Rng) -> (Vec<bool>, Vec<bool>) {
    let digit = below(rng, layout.size());
    let by_rows = below(rng, 2) == 0;
    let base = |cell: Cell| if by_rows { layout.row(cell) } else { layout.column(cell) };
    let cover = |cell: Cell| if by_rows { layout.column(cell) } else { layout.row(cell) };
    let mut lines: Vec<usize> = (0..layout.size()).collect();
    shuffle(rng, &mut lines);
    lines.truncate(4);
    let covers: Vec<usize> = layout
        .cells()
        .filter(|&c| solution[c.index()].index() == digit && lines.contains(&base(c)))
        .map(cover)
        .collect();
    let mut reserved = vec![false; layout.cell_count()];
    let mut forced = vec![false; layout.cell_count()];
    for cell in layout.cells() {
        let in_base = lines.contains(&base(cell));
        let in_cover = covers.contains(&cover(cell));
        reserved[cell.index()] = solution[cell.index()].index() == digit || (in_base && in_cover);
        forced[cell.index()] = in_base && !in_cover;
    }
    (reserved, forced)
}

/// `givens` with the reserved cells emptied.
pub fn without_reserved(givens: &[Option<Digit>], reserved: &[bool]) -> Vec<Option<Digit>> {
    givens.iter().zip(reserved).map(|(&given, &out)| if out { None } else { given }).collect()
}

/// Whether `technique` can still be the easiest step of some puzzle whose givens' singles
/// reach the values `singles` (and of any puzzle with more givens): false when they leave
/// it no room ([`may_be_used`]) for Naked Quad, the jellyfish, or Hidden Quad where it
/// frames a box. More givens only place more digits, so such a puzzle and every puzzle
/// given back from it is hopeless, and give-back skips it. Every other technique is
/// never skipped, so its puzzles are what they were.
pub fn may_be_easiest(layout: &Layout, technique: Strategy, singles: &[Option<Digit>]) -> bool {
    let skips = match technique {
        Strategy::NakedQuad | Strategy::Jellyfish => true,
        Strategy::HiddenQuad => is_classic(layout),
        _ => false,
    };
    !skips || may_be_used(layout, technique, singles)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::trainer::room::has_open_house;
    use crate::generate::SeedPhrase;
    use crate::grid::{Grid, Puzzle};
    use crate::logic::Singles;
    use crate::solve::solve_randomly;

    /// The values the singles of `givens` reach.
    fn singles(layout: &Layout, givens: &[Option<Digit>]) -> Vec<Option<Digit>> {
        Singles::of(layout, givens).expect("givens of a solution").values().to_vec()
    }

    fn solution(layout: &Layout) -> Vec<Digit> {
        let mut rng = SeedPhrase::new("reserve").expect("phrase").rng(1);
        solve_randomly(&Puzzle::empty(layout.clone()), &mut rng, 100_000).expect("a solution grid")
    }

    fn single_cells(layout: &Layout) -> Vec<Vec<Cell>> {
        layout.cells().map(|c| vec![c]).collect()
    }

    #[test]
    fn a_quad_reserves_one_house_and_a_jellyfish_one_digit() {
        let layout = Layout::classic();
        let solution = solution(&layout);
        let orbits = single_cells(&layout);
        let mut rng = SeedPhrase::new("reserve").expect("phrase").rng(2);
        let quad = aim_for(&layout, &solution, &orbits, Strategy::NakedQuad, SeedFormat::LATEST, &mut rng);
        let cells: Vec<Cell> = layout.cells().filter(|c| quad.reserved[c.index()]).collect();
        assert!(layout.houses().iter().any(|house| house.cells == cells), "{cells:?}");
        assert!(!quad.forced.contains(&true));
        let fish = aim_for(&layout, &solution, &orbits, Strategy::Jellyfish, SeedFormat::LATEST, &mut rng);
        let digits: Vec<Digit> =
            layout.cells().filter(|c| fish.reserved[c.index()]).map(|c| solution[c.index()]).collect();
        assert_eq!(digits.len(), 9);
        assert!(digits.iter().all(|&d| d == digits[0]));
        let none = aim_for(&layout, &solution, &orbits, Strategy::XWing, SeedFormat::LATEST, &mut rng);
        assert!(!none.reserved.contains(&true) && !none.forced.contains(&true));
    }

    /// The framed box on its own (the forced givens, nothing else): the box is empty,
    /// and its block's digits (four on the classic board for a hidden quad; on 16x16 in
    /// v4, six for a larger hidden subset, nine for a larger naked subset, whose frame of
    /// seven cells holds the other seven digits) can go only in the block (2x2, 3x2,
    /// 3x3), the cells holding them.
    #[test]
    fn a_framed_box_confines_its_subset_digits_to_a_block_of_it() {
        let classic = (Layout::classic(), Strategy::HiddenQuad, 4, (2, 2), 2);
        let sixteen = Layout::new(Geometry::standard(4, 4)).expect("a board");
        let hidden = (sixteen.clone(), Strategy::HiddenSubset, 6, (3, 2), 3);
        for (layout, technique, size, shape, free_lines) in
            [classic, hidden, (sixteen, Strategy::NakedSubset, 9, (3, 3), 2)]
        {
            let solution = solution(&layout);
            let orbits = single_cells(&layout);
            for attempt in 1..=20 {
                let mut rng = SeedPhrase::new("frame").expect("phrase").rng(attempt);
                let aim = aim_for(&layout, &solution, &orbits, technique, SeedFormat::V4, &mut rng);
                let reserved: Vec<Cell> = layout.cells().filter(|c| aim.reserved[c.index()]).collect();
                let forced: Vec<Cell> = layout.cells().filter(|c| aim.forced[c.index()]).collect();
                let the_box = layout.houses().iter().find(|house| house.cells == reserved);
                assert!(the_box.is_some_and(|house| house.kind == HouseKind::Box), "{reserved:?}");
                assert_eq!(forced.len(), size * free_lines, "each subset digit once in each free row and column");
                let givens: Vec<Option<Digit>> =
                    layout.cells().map(|c| aim.forced[c.index()].then_some(solution[c.index()])).collect();
                let grid = Grid::from_puzzle(&Puzzle::new(layout.clone(), givens).expect("givens of a solution"));
                let subset: DigitSet = forced.iter().map(|c| solution[c.index()]).collect();
                assert_eq!(subset.len(), size);
                let block: Vec<Cell> =
                    reserved.iter().copied().filter(|&c| !grid.candidates(c).intersection(subset).is_empty()).collect();
                assert_eq!(block.len(), size, "attempt {attempt}: the subset digits fit in as many cells of the box");
                let mut rows: Vec<usize> = block.iter().map(|&c| layout.row(c)).collect();
                let mut columns: Vec<usize> = block.iter().map(|&c| layout.column(c)).collect();
                rows.dedup();
                columns.sort_unstable();
                columns.dedup();
                assert_eq!((rows.len(), columns.len()), shape, "attempt {attempt}: a block");
                assert!(block.iter().all(|c| subset.contains(solution[c.index()])));
                assert!(reserved.iter().all(|&c| grid.value(c).is_none()));
            }
        }
    }

    #[test]
    fn a_larger_subset_frames_a_box_from_v4_on_16x16_only() {
        let sixteen = Layout::new(Geometry::standard(4, 4)).expect("a board");
        for technique in [Strategy::HiddenSubset, Strategy::NakedSubset] {
            assert_eq!(reserve_for(&sixteen, technique, SeedFormat::V4), Reserve::FramedBox);
            assert_eq!(reserve_for(&sixteen, technique, SeedFormat::V3), Reserve::Nothing);
            assert_eq!(reserve_for(&Layout::classic(), technique, SeedFormat::V4), Reserve::Nothing);
        }
    }

    fn jigsaw_board_and_solution() -> (Layout, Vec<Digit>) {
        let mut rng = SeedPhrase::new("frame fish").expect("phrase").rng(1);
        crate::generate::fill::board_and_solution(&Layout::classic(), true, SeedFormat::V5, &mut rng)
            .expect("a jigsaw grid")
    }

    /// The distinct values of `cells` under `line`, sorted.
    fn lines_of(cells: impl Iterator<Item = Cell>, line: impl Fn(Cell) -> usize) -> Vec<usize> {
        let mut lines: Vec<usize> = cells.map(line).collect();
        lines.sort_unstable();
        lines.dedup();
        lines
    }

    /// The framed fish on its own (the forced givens, nothing else), on jigsaw regions:
    /// 20 givens in four base lines, the digit's nine cells and the fish's sixteen cells
    /// empty, and in the base lines the digit fits only four cover lines.
    #[test]
    fn a_framed_fish_confines_a_digit_in_four_lines_to_four_cross_lines() {
        let (layout, solution) = jigsaw_board_and_solution();
        let orbits = single_cells(&layout);
        for attempt in 1..=20 {
            let mut rng = SeedPhrase::new("frame fish").expect("phrase").rng(attempt);
            let aim = aim_for(&layout, &solution, &orbits, Strategy::Jellyfish, SeedFormat::V4, &mut rng);
            let forced: Vec<Cell> = layout.cells().filter(|c| aim.forced[c.index()]).collect();
            let reserved = aim.reserved.iter().filter(|&&r| r).count();
            assert_eq!((forced.len(), reserved), (20, 21), "attempt {attempt}");
            // The digit: the one whose nine cells are all reserved, and never given.
            let all_reserved =
                |d: Digit| layout.cells().filter(|c| solution[c.index()] == d).all(|c| aim.reserved[c.index()]);
            let digit = (0..9).filter_map(Digit::from_index).find(|&d| all_reserved(d)).expect("a digit kept out");
            assert!(forced.iter().all(|c| solution[c.index()] != digit), "attempt {attempt}");
            let by_rows = lines_of(forced.iter().copied(), |c| layout.row(c)).len() == 4;
            let base = |c: Cell| if by_rows { layout.row(c) } else { layout.column(c) };
            let cover = |c: Cell| if by_rows { layout.column(c) } else { layout.row(c) };
            let base_lines = lines_of(forced.iter().copied(), base);
            assert_eq!(base_lines.len(), 4, "attempt {attempt}");
            let givens: Vec<Option<Digit>> =
                layout.cells().map(|c| aim.forced[c.index()].then_some(solution[c.index()])).collect();
            let grid = Grid::from_puzzle(&Puzzle::new(layout.clone(), givens).expect("givens of a solution"));
            let in_fish =
                layout.cells().filter(|&c| base_lines.contains(&base(c)) && grid.candidates(c).contains(digit));
            let fish: Vec<Cell> = in_fish.collect();
            assert_eq!(fish.len(), 16, "attempt {attempt}: every cell of the fish open to the digit");
            assert_eq!(lines_of(fish.into_iter(), cover).len(), 4, "attempt {attempt}");
        }
    }

    #[test]
    fn a_jellyfish_is_framed_from_v4_off_the_classic_board_only() {
        let (jigsaw, _) = jigsaw_board_and_solution();
        assert_eq!(reserve_for(&jigsaw, Strategy::Jellyfish, SeedFormat::V4), Reserve::FramedFish);
        assert_eq!(reserve_for(&jigsaw, Strategy::Jellyfish, SeedFormat::V3), Reserve::Digit);
        assert_eq!(reserve_for(&jigsaw, Strategy::FinnedJellyfish, SeedFormat::V4), Reserve::Digit);
        assert_eq!(reserve_for(&Layout::classic(), Strategy::Jellyfish, SeedFormat::V4), Reserve::Digit);
    }

    #[test]
    fn a_hidden_quad_frames_a_box_only_on_the_classic_board() {
        let classic = Layout::classic();
        assert_eq!(reserve_for(&classic, Strategy::HiddenQuad, SeedFormat::LATEST), Reserve::FramedBox);
        for geometry in [
            Geometry::new(3, 3, crate::geometry::Variant { colour: true, ..Default::default() }),
            Geometry::new(3, 3, crate::geometry::Variant { diagonals: true, ..Default::default() }),
            Geometry::standard(4, 3),
        ] {
            let layout = Layout::new(geometry).expect("a board");
            assert_eq!(reserve_for(&layout, Strategy::HiddenQuad, SeedFormat::LATEST), Reserve::Nothing);
            let full: Vec<Option<Digit>> = solution(&layout).into_iter().map(Some).collect();
            assert!(may_be_easiest(&layout, Strategy::HiddenQuad, &full), "no skip off the classic board");
        }
    }

    #[test]
    fn a_board_whose_singles_fill_every_house_is_hopeless_for_a_quad_or_a_jellyfish() {
        let layout = Layout::classic();
        let solution = solution(&layout);
        let full: Vec<Option<Digit>> = solution.iter().copied().map(Some).collect();
        let empty = vec![None; layout.cell_count()];
        for technique in [Strategy::NakedQuad, Strategy::HiddenQuad, Strategy::Jellyfish] {
            assert!(!may_be_easiest(&layout, technique, &full), "{technique}");
            assert!(may_be_easiest(&layout, technique, &empty), "{technique}");
        }
        // The first row empty and every other cell given: singles fill the row.
        let row: Vec<bool> = layout.cells().map(|c| c.index() < 9).collect();
        let row_empty = without_reserved(&full, &row);
        assert!(may_be_easiest(&layout, Strategy::NakedQuad, &row_empty), "nine empty cells before the singles");
        assert!(!may_be_easiest(&layout, Strategy::NakedQuad, &singles(&layout, &row_empty)));
        assert!(may_be_easiest(&layout, Strategy::FinnedJellyfish, &full), "no rule for finned fish");
        // Eight empty cells in a house may hold a naked quad there, never a hidden quad
        // (the naked subset beside it comes first); nine may hold both.
        let eight: Vec<Option<Digit>> =
            full.iter().enumerate().map(|(i, &d)| d.filter(|_| !(1..9).contains(&i))).collect();
        assert!(has_open_house(&layout, &eight, 8) && !has_open_house(&layout, &eight, 9));
    }
}
