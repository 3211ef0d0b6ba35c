//! The specialised search for standard 9x9 boards: bit-parallel, band by band, no
//! allocation while searching.
//!
//! Layout: the board is three bands of three rows. For each digit `d` and band `b`,
//! `cand[d * 3 + b]` is a 27-bit mask of the band's cells where `d` may stand (bit
//! `9 * row_in_band + column`); a placed digit keeps its bit. Propagation, per changed
//! (digit, band):
//! - the band's rows and boxes: each row holds `d` once and each box once, so the rows
//!   and boxes of a band are matched one to one; only minirows (row x box) that belong to
//!   some perfect matching keep their cells (claiming and pointing in one table lookup);
//! - a box whose `d` is confined to one column removes `d` from that column in the
//!   other bands; a row with one cell left for `d` places it (hidden single);
//! - naked singles and empty cells are found by counting candidates per cell over the
//!   nine digit masks (bit-parallel adders).
//!
//! Search: guess on a cell with two candidates (or the fewest), copying the 240-byte
//! state on the stack.

use crate::digits::Digit;
use crate::solve::generic::Outcome;

const ALL: u32 = (1 << 27) - 1;
const ROW: u32 = 0x1FF;

/// For a 9-bit row, which of its three minirows hold a candidate (3 bits).
const fn minirows_of(row: u32) -> u32 {
    (((row & 0o7) != 0) as u32) | ((((row >> 3) & 0o7) != 0) as u32) << 1 | ((((row >> 6) & 0o7) != 0) as u32) << 2
}

/// The cells of the minirows in `minirows` (bit `3 * row + box`).
const fn expand_minirows(minirows: u32) -> u32 {
    let mut cells = 0;
    let mut i = 0;
    while i < 9 {
        if minirows & (1 << i) != 0 {
            cells |= 0o7 << (3 * i);
        }
        i += 1;
    }
    cells
}

const PERMUTATIONS: [[u32; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/// For the minirows holding a digit in a band (bit `3 * row + box`), the cells that
/// stay possible: those of minirows in some matching of rows to boxes. 0: no matching.
const KEEP: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut m: u32 = 0;
    while m < 512 {
        let mut keep = 0u32;
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let bits = (1 << perm[0]) | (1 << (3 + perm[1])) | (1 << (6 + perm[2]));
            if m & bits == bits {
                keep |= bits;
            }
            p += 1;
        }
        table[m as usize] = expand_minirows(keep);
        m += 1;
    }
    table
};

/// For the columns (9 bits) where a digit may stand in a band, the cells of another band
/// that stay possible: a box whose digit is confined to one column takes that column.
const OTHER_BANDS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut cols: u32 = 0;
    while cols < 512 {
        let mut keep = ALL;
        let mut b = 0;
        while b < 3 {
            let in_box = (cols >> (3 * b)) & 0o7;
            if in_box != 0 && in_box & (in_box - 1) == 0 {
                let column = 3 * b + in_box.trailing_zeros();
                keep &= !((1 << column) | (1 << (column + 9)) | (1 << (column + 18)));
            }
            b += 1;
        }
        table[cols as usize] = keep;
        cols += 1;
    }
    table
};

const MINIROWS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut row: u32 = 0;
    while row < 512 {
        table[row as usize] = minirows_of(row);
        row += 1;
    }
    table
};

/// The search state: 27 digit-band masks, their values at the last update, unsolved cells.
#[derive(Clone, Copy)]
struct State {
    cand: [u32; 27],
    prev: [u32; 27],
    unsolved: [u32; 3],
    /// Cells with exactly two candidates, per band (from the last singles pass).
    pairs: [u32; 3],
}

/// A contradiction: this branch has no solution.
struct Dead;

impl State {
    fn new() -> State {
        State { cand: [ALL; 27], prev: [0; 27], unsolved: [ALL; 3], pairs: [0; 3] }
    }

    /// Writes `digit` (0..9) in `cell` (0..81); `Err` if it is not a candidate there.
    fn place(&mut self, cell: usize, digit: usize) -> Result<(), Dead> {
        let (band, i) = (cell / 27, cell % 27);
        let bit = 1u32 << i;
        if self.cand[digit * 3 + band] & bit == 0 {
            return Err(Dead);
        }
        self.place_bit(band, bit, digit);
        Ok(())
    }

    #[inline(always)]
    fn place_bit(&mut self, band: usize, bit: u32, digit: usize) {
        let i = bit.trailing_zeros();
        let (row, column) = (i / 9, i % 9);
        let box_cells = 0o7007007u32 << (column / 3 * 3);
        let column_cells = 0o1001001u32 << column;
        let s = digit * 3 + band;
        let own = self.cand[s] & !((ROW << (9 * row)) | box_cells);
        for d in 0..9 {
            self.cand[d * 3 + band] &= !bit;
        }
        self.cand[s] = own | bit;
        let (n1, n2) = other_bands(band);
        self.cand[digit * 3 + n1] &= !column_cells;
        self.cand[digit * 3 + n2] &= !column_cells;
        self.unsolved[band] &= !bit;
    }

    /// Propagates until nothing changes: Ok(true) when solved, Ok(false) when a guess is needed.
    fn propagate(&mut self) -> Result<bool, Dead> {
        loop {
            self.update()?;
            if self.unsolved == [0; 3] {
                return Ok(true);
            }
            if !self.naked_singles()? && !self.column_singles()? {
                return Ok(false);
            }
        }
    }

    /// Applies the band tables to every changed digit-band mask until none changes.
    fn update(&mut self) -> Result<(), Dead> {
        loop {
            let mut changed = false;
            for digit in 0..9 {
                changed |= self.update_one::<0>(digit)?;
                changed |= self.update_one::<1>(digit)?;
                changed |= self.update_one::<2>(digit)?;
            }
            if !changed {
                return Ok(());
            }
        }
    }

    /// Updates the mask of `digit` in band `B` if it changed; Ok(true) when it did.
    #[inline(always)]
    fn update_one<const B: usize>(&mut self, digit: usize) -> Result<bool, Dead> {
        let s = digit * 3 + B;
        let c = self.cand[s];
        if c == self.prev[s] {
            return Ok(false);
        }
        let minirows = MINIROWS[(c & ROW) as usize]
            | MINIROWS[((c >> 9) & ROW) as usize] << 3
            | MINIROWS[((c >> 18) & ROW) as usize] << 6;
        let c = c & KEEP[minirows as usize];
        if c == 0 {
            return Err(Dead);
        }
        self.cand[s] = c;
        self.prev[s] = c;
        let columns = (c | c >> 9 | c >> 18) & ROW;
        let keep = OTHER_BANDS[columns as usize];
        let (n1, n2) = other_bands(B);
        self.cand[digit * 3 + n1] &= keep;
        self.cand[digit * 3 + n2] &= keep;
        // Rows with one cell left: the digit is placed there.
        let (r0, r1, r2) = (c & ROW, c & (ROW << 9), c & (ROW << 18));
        let mut solved = 0;
        if r0 & r0.wrapping_sub(1) == 0 {
            solved |= r0;
        }
        if r1 & r1.wrapping_sub(1) == 0 {
            solved |= r1;
        }
        if r2 & r2.wrapping_sub(1) == 0 {
            solved |= r2;
        }
        let solved = solved & self.unsolved[B];
        if solved != 0 {
            self.unsolved[B] &= !solved;
            for d in 0..9 {
                self.cand[d * 3 + B] &= !solved;
            }
            self.cand[s] = c;
        }
        Ok(true)
    }

    /// Places the cells with one candidate left; finds empty cells and the cells with
    /// two candidates. Ok(true) when something was placed.
    #[inline(never)]
    fn naked_singles(&mut self) -> Result<bool, Dead> {
        let mut placed = false;
        for band in 0..3 {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let c = self.cand[d * 3 + band];
                three |= two & c;
                two |= one & c;
                one |= c;
            }
            if one != ALL {
                return Err(Dead);
            }
            self.pairs[band] = two & !three;
            let mut singles = one & !two & self.unsolved[band];
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles &= singles - 1;
                let Some(digit) = (0..9).find(|&d| self.cand[d * 3 + band] & bit != 0) else {
                    return Err(Dead);
                };
                self.place_bit(band, bit, digit);
                placed = true;
            }
        }
        Ok(placed)
    }

    /// Every digit needs a place in every column; a column with one place left for a
    /// digit gets it (hidden single in a column: the band tables see rows and boxes), and
    /// a column whose digit is confined to one band claims it in that box.
    /// Ok(true) when something changed.
    fn column_singles(&mut self) -> Result<bool, Dead> {
        let mut placed = false;
        for d in 0..9 {
            let (b0, b1, b2) = (self.cand[d * 3], self.cand[d * 3 + 1], self.cand[d * 3 + 2]);
            let (p0, p1, p2) =
                ((b0 | b0 >> 9 | b0 >> 18) & ROW, (b1 | b1 >> 9 | b1 >> 18) & ROW, (b2 | b2 >> 9 | b2 >> 18) & ROW);
            if p0 | p1 | p2 != ROW {
                return Err(Dead);
            }
            let mut once = (p0 ^ p1 ^ p2) & !(p0 & p1 & p2);
            while once != 0 {
                let column = once.trailing_zeros();
                once &= once - 1;
                let band = if p0 >> column & 1 != 0 {
                    0
                } else if p1 >> column & 1 != 0 {
                    1
                } else {
                    2
                };
                let s = d * 3 + band;
                let cells = self.cand[s] & (0o1001001 << column);
                if cells != 0 && cells & (cells - 1) == 0 && cells & self.unsolved[band] != 0 {
                    self.place_bit(band, cells, d);
                    placed = true;
                } else {
                    // The column's digit lies in this band: its box loses the other columns.
                    let others = (0o7007007u32 << (column / 3 * 3)) & !(0o1001001 << column);
                    if self.cand[s] & others != 0 {
                        self.cand[s] &= !others;
                        placed = true;
                    }
                }
            }
        }
        Ok(placed)
    }

    /// The cell to guess on (band, bit): one with two candidates, else the fewest.
    fn guess_cell(&self) -> (usize, u32) {
        for band in 0..3 {
            if self.pairs[band] != 0 {
                let pairs = self.pairs[band];
                return (band, pairs & pairs.wrapping_neg());
            }
        }
        let mut best = (0, 0, u32::MAX);
        for band in 0..3 {
            let mut cells = self.unsolved[band];
            while cells != 0 {
                let bit = cells & cells.wrapping_neg();
                cells &= cells - 1;
                let count = (0..9).filter(|&d| self.cand[d * 3 + band] & bit != 0).count() as u32;
                if count < best.2 {
                    best = (band, bit, count);
                }
            }
        }
        (best.0, best.1)
    }

    fn digits(&self) -> [u8; 81] {
        let mut out = [0u8; 81];
        for (cell, slot) in out.iter_mut().enumerate() {
            let (band, bit) = (cell / 27, 1u32 << (cell % 27));
            *slot = (0..9).find(|&d| self.cand[d * 3 + band] & bit != 0).map_or(0, |d| d as u8 + 1);
        }
        out
    }
}

#[inline(always)]
fn other_bands(band: usize) -> (usize, usize) {
    match band {
        0 => (1, 2),
        1 => (0, 2),
        _ => (0, 1),
    }
}

/// The search: found solutions (as digit arrays), limit and node budget.
struct Search {
    found: Vec<[u8; 81]>,
    /// Solutions found (kept in `found` only when `keep` is set).
    count: usize,
    keep: bool,
    limit: usize,
    budget: u64,
    nodes: u64,
    out_of_budget: bool,
}

impl Search {
    fn new(limit: usize, budget: u64, keep: bool) -> Search {
        Search { found: Vec::new(), count: 0, keep, limit, budget, nodes: 0, out_of_budget: false }
    }

    fn record(&mut self, state: &State) {
        self.count += 1;
        if self.keep {
            self.found.push(state.digits());
        }
    }

    /// Searches below `state` (already propagated); true when the search must stop.
    fn guess(&mut self, state: &State) -> bool {
        let (band, bit) = state.guess_cell();
        for digit in 0..9 {
            if state.cand[digit * 3 + band] & bit == 0 {
                continue;
            }
            if self.nodes >= self.budget {
                self.out_of_budget = true;
                return true;
            }
            self.nodes += 1;
            let mut next = *state;
            next.place_bit(band, bit, digit);
            match next.propagate() {
                Err(Dead) => {}
                Ok(true) => {
                    self.record(&next);
                    if self.count >= self.limit {
                        return true;
                    }
                }
                Ok(false) => {
                    if self.guess(&next) {
                        return true;
                    }
                }
            }
        }
        false
    }
}

/// Runs the search on 81 givens (0 for empty).
fn run(givens: &[u8; 81], search: &mut Search) {
    let mut state = State::new();
    for (cell, &g) in givens.iter().enumerate() {
        if g != 0 && (g > 9 || state.place(cell, usize::from(g - 1)).is_err()) {
            return;
        }
    }
    if search.limit == 0 {
        return;
    }
    match state.propagate() {
        Err(Dead) => {}
        Ok(true) => search.record(&state),
        Ok(false) => {
            search.guess(&state);
        }
    }
}

/// Solutions of the standard 9x9 puzzle with these 81 givens, up to `limit`.
pub(crate) fn search(givens: &[Option<Digit>], limit: usize, budget: u64) -> Outcome {
    let mut search = Search::new(limit, budget, true);
    let mut digits = [0u8; 81];
    if givens.len() != 81 {
        return Outcome { solutions: Vec::new(), complete: true, nodes: 0 };
    }
    for (slot, given) in digits.iter_mut().zip(givens) {
        *slot = given.map_or(0, Digit::get);
    }
    run(&digits, &mut search);
    let solutions = search.found.iter().map(|d| d.iter().filter_map(|&d| Digit::new(d)).collect()).collect();
    Outcome { solutions, complete: !search.out_of_budget, nodes: search.nodes }
}

/// The number of solutions of 81 givens (0 for an empty cell, 1-9 for a digit), up to
/// `limit`, without building them: the fastest uniqueness check.
pub fn count(givens: &[u8; 81], limit: usize) -> usize {
    let mut search = Search::new(limit, u64::MAX, false);
    run(givens, &mut search);
    search.count
}

/// The first solution of 81 givens (0 for empty), as 81 digits 1-9.
pub fn first_solution(givens: &[u8; 81]) -> Option<[u8; 81]> {
    let mut search = Search::new(1, u64::MAX, true);
    run(givens, &mut search);
    search.found.first().copied()
}

/// The 81 digits (0 for empty) of a one-line standard 9x9 string (`1`-`9` givens, any
/// other character empty, whitespace ignored) whose givens hold no duplicate in a row,
/// column or box; `None` otherwise. A fast path for bulk input: anything it refuses can
/// go through [`crate::format::parse_puzzle`] for a full reading and a precise error.
pub fn quick_digits(line: &str) -> Option<[u8; 81]> {
    let mut out = [0u8; 81];
    let mut n = 0;
    for byte in line.bytes().filter(|b| !b.is_ascii_whitespace()) {
        if n == 81 || !byte.is_ascii() {
            return None;
        }
        if (b'1'..=b'9').contains(&byte) {
            out[n] = byte - b'0';
        }
        n += 1;
    }
    if n != 81 || line.contains(['|', '#']) {
        return None;
    }
    let (mut rows, mut columns, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
    for (cell, &digit) in out.iter().enumerate() {
        if digit == 0 {
            continue;
        }
        let bit = 1u16 << digit;
        let (r, c) = (cell / 9, cell % 9);
        let b = r / 3 * 3 + c / 3;
        if (rows[r] | columns[c] | boxes[b]) & bit != 0 {
            return None;
        }
        rows[r] |= bit;
        columns[c] |= bit;
        boxes[b] |= bit;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HARD: &str = "4....681...3.......59..86.7.......9..9.285........75288...3.9..24.619...9.6......";

    #[test]
    fn quick_digits_reads_valid_lines_only() {
        let digits = quick_digits(HARD).unwrap();
        assert_eq!(digits[0], 4);
        assert_eq!(digits[1], 0);
        assert!(quick_digits(&HARD[1..]).is_none(), "80 cells");
        assert!(quick_digits(&format!("44{}", &HARD[2..])).is_none(), "duplicate in row 1");
        assert_eq!(quick_digits(&HARD.replace('.', "x")), Some(digits), "any other character is empty");
    }

    #[test]
    fn first_solution_solves_and_keeps_givens() {
        let givens = quick_digits(HARD).unwrap();
        let solution = first_solution(&givens).unwrap();
        assert!(givens.iter().zip(&solution).all(|(&g, &s)| g == 0 || g == s));
        assert_eq!(count(&solution, 2), 1);
        assert_eq!(count(&[0; 81], 7), 7);
    }
}
