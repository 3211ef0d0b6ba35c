//! Where the 16x16 search branches: the choices of the generic search
//! ([`super::super::generic`]), read from the digits' bitboards. The cell with the fewest
//! candidates (the first in reading order; the first with two or fewer at once), or the
//! places of a digit in a house when some digit has fewer places than that cell has
//! candidates (houses in the layout's order: rows, columns, boxes; their cells in the
//! layout's order).

use super::board::{Board, Words, SIZE};

/// Bits of a count of up to 16 things, one slice per bit.
const SLICES: usize = 5;

/// Adds `bits` (one bit per place) to the bit-sliced counts `sliced` (slice `i` holds
/// bit `i` of each count).
#[inline]
fn add<const N: usize>(sliced: &mut [[u64; N]; SLICES], bits: &[u64; N]) {
    for w in 0..N {
        let mut carry = bits[w];
        for slice in sliced.iter_mut() {
            let next = slice[w] & carry;
            slice[w] ^= carry;
            carry = next;
        }
    }
}

/// The places whose bit-sliced count in `sliced` is `count`, word `w`.
fn equal<const N: usize>(sliced: &[[u64; N]; SLICES], w: usize, count: u32) -> u64 {
    sliced
        .iter()
        .enumerate()
        .fold(u64::MAX, |same, (i, slice)| same & if count >> i & 1 == 1 { slice[w] } else { !slice[w] })
}

/// The first unplaced cell (row-major index) with the fewest candidates, and how many it
/// has; `None` when every cell is placed.
pub(super) fn most_constrained(board: &Board) -> Option<(usize, u32)> {
    let (mut once, mut twice, mut thrice) = ([0u64; 4], [0u64; 4], [0u64; 4]);
    for words in &board.cand {
        for w in 0..4 {
            thrice[w] |= twice[w] & words[w];
            twice[w] |= once[w] & words[w];
            once[w] |= words[w];
        }
    }
    let count_of = |cell: usize| board.digits_of(cell / SIZE, cell % SIZE).count_ones();
    for (w, (&three, &placed)) in thrice.iter().zip(&board.placed).enumerate() {
        let few = !three & !placed;
        if few != 0 {
            let cell = w * 64 + few.trailing_zeros() as usize;
            return Some((cell, count_of(cell)));
        }
    }
    if board.placed == [u64::MAX; 4] {
        return None;
    }
    let mut sliced: [Words; SLICES] = [[0; 4]; SLICES];
    for words in &board.cand {
        add(&mut sliced, words);
    }
    (3..=SIZE as u32).find_map(|count| {
        (0..4).find_map(|w| {
            let cells = equal(&sliced, w, count) & !board.placed[w];
            (cells != 0).then(|| (w * 64 + cells.trailing_zeros() as usize, count))
        })
    })
}

/// The first house and digit (houses in order, then digits) with the fewest places left,
/// at least 2: `(house, digit, places)`, houses numbered rows 0-15, columns 16-31, boxes
/// 32-47.
pub(super) fn fewest_places(board: &Board) -> Option<(usize, usize, u32)> {
    let mut best: Option<(usize, usize, u32)> = None;
    let mut consider = |house: usize, digit: usize, places: u32| {
        if places >= 2 && best.is_none_or(|(_, _, fewest)| places < fewest) {
            best = Some((house, digit, places));
        }
        places == 2
    };
    for r in 0..SIZE {
        for (digit, words) in board.cand.iter().enumerate() {
            if consider(r, digit, (words[r / 4] >> (r % 4 * 16) & 0xFFFF).count_ones()) {
                return best;
            }
        }
    }
    // Per digit, how many rows hold each column, bit-sliced (the column in the low row).
    let columns: [[[u64; 1]; SLICES]; SIZE] = board.cand.map(|words| {
        let mut sliced = [[0u64; 1]; SLICES];
        for w in words {
            for shift in [0, 16, 32, 48] {
                add(&mut sliced, &[w >> shift & 0xFFFF]);
            }
        }
        sliced
    });
    for c in 0..SIZE {
        for (digit, sliced) in columns.iter().enumerate() {
            let places = (0..SLICES).map(|i| ((sliced[i][0] >> c & 1) as u32) << i).sum();
            if consider(SIZE + c, digit, places) {
                return best;
            }
        }
    }
    for b in 0..SIZE {
        let box_cells = 0x000F_000F_000F_000Fu64 << (b % 4 * 4);
        for (digit, words) in board.cand.iter().enumerate() {
            if consider(2 * SIZE + b, digit, (words[b / 4] & box_cells).count_ones()) {
                return best;
            }
        }
    }
    best
}

/// The cells of `house` (numbered as in [`fewest_places`]) in the layout's order.
pub(super) fn house_cells(house: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..SIZE).map(move |i| match house / SIZE {
        0 => (house, i),
        1 => (i, house - SIZE),
        _ => (house / 4 % 4 * 4 + i / 4, house % 4 * 4 + i % 4),
    })
}
