//! Helpers shared by the engine's integration tests: the puzzle sets in `tests/data`, a deterministic
//! RNG, board shapes and variants, and small constructors for 9x9 positions.
#![allow(dead_code)]

use std::path::PathBuf;

use sudoku_engine::{Cell, Digit, DigitSet, Geometry, Grid, Layout, Puzzle, Variant};

/// A small deterministic RNG (SplitMix64) for tests.
#[derive(Debug)]
pub struct TestRng(pub u64);

impl rand_core::TryRng for TestRng {
    type Error = std::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok((self.next() >> 32) as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        Ok(self.next())
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        for byte in dst {
            *byte = self.next() as u8;
        }
        Ok(())
    }
}

impl TestRng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// The project's own test data (`tests/data` at the workspace root).
pub fn project_data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data").join(name)
}

/// Every box shape the issue lists: (width, height).
pub const SHAPES: [(usize, usize); 11] =
    [(2, 2), (3, 2), (2, 3), (4, 2), (3, 3), (5, 2), (4, 3), (4, 4), (5, 4), (5, 5), (6, 5)];

/// Regions made from the boxes by swapping r1c{width} and r2c{width + 1} between the
/// first two boxes (cells in different rows and columns, so solutions exist).
pub fn jigsaw_regions(width: usize, height: usize) -> Vec<u8> {
    let size = width * height;
    let mut regions: Vec<u8> =
        (0..size * size).map(|i| ((i / size / height) * height + (i % size) / width) as u8).collect();
    regions.swap(width - 1, size + width);
    regions
}

/// Every variant on a board of boxes `width` x `height`.
pub fn variants(width: usize, height: usize) -> Vec<Variant> {
    let jigsaw = Some(jigsaw_regions(width, height));
    [
        Variant::standard(),
        Variant { diagonals: true, ..Variant::default() },
        Variant { colour: true, ..Variant::default() },
        Variant { regions: jigsaw.clone(), ..Variant::default() },
    ]
    .into_iter()
    // Combined variants on the small boards only (16x16 X+jigsaw fills too slowly at random).
    .chain((width * height <= 12).then(|| Variant { diagonals: true, regions: jigsaw, ..Variant::default() }))
    .collect()
}

pub fn layout(width: usize, height: usize, variant: Variant) -> Layout {
    Layout::new(Geometry::new(width, height, variant)).expect("valid geometry")
}

/// The non-blank lines of a puzzle set in `tests/data` (tests/data/README.md names them).
pub fn data_lines(name: &str) -> Vec<String> {
    let path = project_data(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines().filter(|l| !l.trim().is_empty()).map(str::to_string).collect()
}

pub fn d(value: u8) -> Digit {
    Digit::new(value).expect("test digit")
}

/// A 9x9 puzzle from an 81-character line ('.' or '0' for empty).
pub fn puzzle(line: &str) -> Puzzle {
    let givens: Vec<Option<Digit>> =
        line.trim().chars().map(|c| c.to_digit(10).and_then(|v| Digit::new(v as u8))).collect();
    Puzzle::new(Layout::classic(), givens).expect("valid test puzzle")
}

/// A 9x9 grid from nine row strings of values ('.' for empty), candidates from the values.
pub fn grid_from_rows(rows: &[&str]) -> (Layout, Grid) {
    let layout = Layout::classic();
    let line: String = rows.concat().chars().filter(|c| c.is_ascii_digit() || *c == '.').collect();
    let values: Vec<Option<Digit>> = line.chars().map(|c| c.to_digit(10).and_then(|v| Digit::new(v as u8))).collect();
    let grid = Grid::from_values(&layout, &values);
    (layout, grid)
}

/// Sets the candidates of a cell ("r1c2", "137").
pub fn set_cands(layout: &Layout, grid: &mut Grid, cell: &str, digits: &str) {
    let c = cell_at(layout, cell);
    let set: DigitSet = digits.chars().filter_map(|ch| ch.to_digit(10)).map(|v| d(v as u8)).collect();
    grid.set_candidates(c, set);
}

/// The cell named "r3c7".
pub fn cell_at(layout: &Layout, name: &str) -> Cell {
    let bytes = name.as_bytes();
    let row = usize::from(bytes[1] - b'1');
    let column = usize::from(bytes[3] - b'1');
    layout.cell(row, column)
}

/// The solutions of a 9x9 puzzle by plain backtracking (independent of the engine), up to 2.
pub fn solutions(p: &Puzzle) -> Vec<Vec<u8>> {
    let mut grid: Vec<u8> = p.givens().iter().map(|g| g.map_or(0, |d| d.get())).collect();
    let mut out = Vec::new();
    backtrack(&mut grid, &mut out);
    out
}

fn backtrack(g: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
    if out.len() >= 2 {
        return;
    }
    let mut best: Option<(usize, u16)> = None;
    for i in 0..81 {
        if g[i] != 0 {
            continue;
        }
        let (r, c) = (i / 9, i % 9);
        let mut used = 0u16;
        for k in 0..9 {
            used |= 1 << g[r * 9 + k];
            used |= 1 << g[k * 9 + c];
            used |= 1 << g[(r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3];
        }
        let free = !used & 0b11_1111_1110;
        if best.is_none_or(|(_, f)| free.count_ones() < f.count_ones()) {
            best = Some((i, free));
        }
    }
    let Some((i, free)) = best else {
        out.push(g.clone());
        return;
    };
    for v in 1..=9u8 {
        if free & (1 << v) != 0 {
            g[i] = v;
            backtrack(g, out);
            g[i] = 0;
        }
    }
}

/// A position part way through a corpus puzzle (its first solution's digits in `filled`
/// percent of the empty cells), with marks drawn from the same seed on demand.
pub struct MidGame {
    pub puzzle: Puzzle,
    pub solution: Vec<Digit>,
    pub values: Vec<Option<Digit>>,
    bits: u64,
}

impl MidGame {
    pub fn new(line: &str, seed: u64, filled: u64) -> MidGame {
        let puzzle = puzzle(line.split('\t').next().unwrap_or_default());
        let solution: Vec<Digit> = solutions(&puzzle).remove(0).into_iter().map(d).collect();
        let mut game = MidGame { puzzle, solution, values: Vec::new(), bits: seed };
        game.values = (0..game.solution.len())
            .map(|i| game.puzzle.givens()[i].or(game.chance(filled).then_some(game.solution[i])))
            .collect();
        game
    }

    /// Each cell's marks: its answer, and each wrong digit but `crossed` percent of them.
    pub fn marks(&mut self, crossed: u64) -> Vec<DigitSet> {
        (0..self.solution.len())
            .map(|i| {
                let answer = self.solution[i];
                (1..=9).filter_map(Digit::new).filter(|&digit| digit == answer || !self.chance(crossed)).collect()
            })
            .collect()
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.bits = self.bits.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.bits >> 33) % 100 < percent
    }
}
