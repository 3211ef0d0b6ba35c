//! The fast reading of bulk 9x9 input: one puzzle per line, 81 characters.

/// The box of each cell.
const BOX: [u8; 81] = {
    let mut table = [0; 81];
    let mut cell = 0;
    while cell < 81 {
        table[cell] = (cell / 27 * 3 + cell % 9 / 3) as u8;
        cell += 1;
    }
    table
};

/// The 81 digits (0 for empty) of a one-line standard 9x9 string (`1`-`9` givens, any
/// other character empty, whitespace ignored) whose givens hold no duplicate in a row,
/// column or box; `None` otherwise. A fast path for bulk input: anything it refuses can
/// go through [`crate::format::parse_puzzle`] for a full reading and a precise error.
pub fn quick_digits(line: &str) -> Option<[u8; 81]> {
    let bytes = line.as_bytes();
    let mut out = [0u8; 81];
    if bytes.len() == 81 && bytes.iter().all(|&b| b.is_ascii_graphic() && b != b'|' && b != b'#') {
        for (slot, &b) in out.iter_mut().zip(bytes) {
            *slot = if b.is_ascii_digit() { b - b'0' } else { 0 };
        }
    } else {
        out = spaced_digits(line)?;
    }
    no_duplicates(&out).then_some(out)
}

/// The 81 cells of a line with whitespace between them (or refused characters).
fn spaced_digits(line: &str) -> Option<[u8; 81]> {
    let mut out = [0u8; 81];
    let mut n = 0;
    for byte in line.bytes().filter(|b| !b.is_ascii_whitespace()) {
        if n == 81 || !byte.is_ascii() || byte == b'|' || byte == b'#' {
            return None;
        }
        if byte.is_ascii_digit() {
            out[n] = byte - b'0';
        }
        n += 1;
    }
    (n == 81).then_some(out)
}

/// No digit twice in a row, column or box (bit 0 of each mask stands for empty).
fn no_duplicates(digits: &[u8; 81]) -> bool {
    let (mut rows, mut columns, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
    let mut clash = 0u16;
    for (cell, &digit) in digits.iter().enumerate() {
        let bit = 1u16 << (digit & 15);
        let (r, c, b) = (cell / 9, cell % 9, usize::from(BOX[cell]) % 9);
        clash |= (rows[r] | columns[c] | boxes[b]) & bit;
        rows[r] |= bit;
        columns[c] |= bit;
        boxes[b] |= bit;
    }
    clash & !1 == 0
}
