//! Lookup tables of the band search, built at compile time. A band mask has bit
//! `9 * row + column` for the 27 cells of a band; a minirow mask has bit `3 * row + box`.

/// All 27 cells of a band.
pub(super) const ALL: u32 = 0o777_777_777;
/// The nine cells of a row (shift by 9 or 18 for the others).
pub(super) const ROW: u32 = 0o777;

/// For the nine cells of a row, which of its three minirows hold a candidate.
pub(super) static SHRINK: [u32; 512] = {
    let mut table = [0; 512];
    let mut cells = 0;
    while cells < 512 {
        let mut minirow = 0;
        while minirow < 3 {
            if cells & (0o7 << (3 * minirow)) != 0 {
                table[cells] |= 1 << minirow;
            }
            minirow += 1;
        }
        cells += 1;
    }
    table
};

/// For the minirows holding a digit in a band, the cells that stay possible: those of
/// minirows in some one-to-one matching of the band's rows to its boxes (each row and
/// each box holds the digit once). 0 when no matching exists.
pub(super) static KEEP: [u32; 512] = {
    const PERMUTATIONS: [[u32; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    let mut table = [0; 512];
    let mut minirows = 0;
    while minirows < 512 {
        let mut keep = 0u32;
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let used = (1 << perm[0]) | (1 << (3 + perm[1])) | (1 << (6 + perm[2]));
            if minirows & used == used {
                keep |= used;
            }
            p += 1;
        }
        let mut cells = 0;
        let mut i = 0;
        while i < 9 {
            if keep & (1 << i) != 0 {
                cells |= 0o7 << (3 * i);
            }
            i += 1;
        }
        table[minirows as usize] = cells;
        minirows += 1;
    }
    table
};

/// For the columns where a digit may stand in a band, the cells of the other bands that
/// stay possible: a box whose digit is confined to one column takes that column.
pub(super) static OTHER_BANDS: [u32; 512] = {
    let mut table = [0; 512];
    let mut columns = 0u32;
    while columns < 512 {
        let mut keep = ALL;
        let mut b = 0;
        while b < 3 {
            let in_box = (columns >> (3 * b)) & 0o7;
            if in_box != 0 && in_box & (in_box - 1) == 0 {
                keep &= !(0o001_001_001 << (3 * b + in_box.trailing_zeros()));
            }
            b += 1;
        }
        table[columns as usize] = keep;
        columns += 1;
    }
    table
};

/// For each cell of a band, the band's cells outside its row and box, plus the cell:
/// what a digit keeps in the band once placed there.
pub(super) static PLACED: [u32; 27] = {
    let mut table = [0; 27];
    let mut i = 0;
    while i < 27 {
        let (row, column) = (i / 9, i % 9);
        let box_cells = 0o007_007_007u32 << (column / 3 * 3);
        table[i] = (ALL & !(ROW << (9 * row)) & !box_cells) | (1 << i);
        i += 1;
    }
    table
};

/// For a row (9 bits), the row itself when it has one cell, else 0.
pub(super) static LONE: [u32; 512] = {
    let mut table = [0; 512];
    let mut cells = 1u32;
    while cells < 512 {
        if cells & (cells - 1) == 0 {
            table[cells as usize] = cells;
        }
        cells += 1;
    }
    table
};
