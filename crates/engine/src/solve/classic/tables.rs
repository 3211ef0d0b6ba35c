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

/// The six one-to-one matchings of the rows of a 3x3 matrix of bits (bit `3 * i + j`)
/// to its columns: a band's rows to its boxes (bit `3 * row + box` of its minirows), or a
/// stack's bands to its columns.
const MATCHINGS: [u32; 6] = {
    const COLUMN_OF_ROW: [[u32; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    let mut table = [0; 6];
    let mut p = 0;
    while p < 6 {
        let columns = COLUMN_OF_ROW[p];
        table[p] = (1 << columns[0]) | (1 << (3 + columns[1])) | (1 << (6 + columns[2]));
        p += 1;
    }
    table
};

/// The matchings of [`MATCHINGS`] that the 3x3 matrix `m` holds (bit `p` for
/// `MATCHINGS[p]`).
const fn matchings_of(m: u32) -> u8 {
    let mut held = 0;
    let mut p = 0;
    while p < 6 {
        if m & MATCHINGS[p] == MATCHINGS[p] {
            held |= 1 << p;
        }
        p += 1;
    }
    held
}

/// The bits of the 3x3 matrix `m` in some one-to-one matching of its rows to its columns.
const fn matched(m: u32) -> u32 {
    let (held, mut keep, mut p) = (matchings_of(m), 0, 0);
    while p < 6 {
        if held & (1 << p) != 0 {
            keep |= MATCHINGS[p];
        }
        p += 1;
    }
    keep
}

/// The cells of a band's minirows (bit `3 * row + box`): three cells each.
const fn minirow_cells(minirows: u32) -> u32 {
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

/// For the minirows holding a digit in a band, the cells that stay possible: those of
/// minirows in some one-to-one matching of the band's rows to its boxes (each row and
/// each box holds the digit once). 0 when no matching exists.
pub(super) static KEEP: [u32; 512] = {
    let mut table = [0; 512];
    let mut minirows = 0;
    while minirows < 512 {
        table[minirows] = minirow_cells(matched(minirows as u32));
        minirows += 1;
    }
    table
};

/// For the columns of a stack where a digit may stand in each band (bit `3 * band +
/// column`), those in some one-to-one matching of the stack's bands to its columns (each
/// band and each column holds the digit once in the stack).
pub(super) static MATCHED: [u16; 512] = {
    let mut table = [0; 512];
    let mut m = 0;
    while m < 512 {
        table[m] = matched(m as u32) as u16;
        m += 1;
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

/// The cells of the three minirows of each matching of [`MATCHINGS`] (a band's rows to
/// its boxes).
pub(super) static MATCHING_CELLS: [u32; 6] = {
    let mut table = [0; 6];
    let mut p = 0;
    while p < 6 {
        table[p] = minirow_cells(MATCHINGS[p]);
        p += 1;
    }
    table
};

/// For a 3x3 matrix of bits (bit `3 * i + j`), the matchings of [`MATCHINGS`] it holds
/// (bit `p` for `MATCHINGS[p]`).
pub(super) static MATCHINGS_OF: [u8; 512] = {
    let mut table = [0; 512];
    let mut m = 0;
    while m < 512 {
        table[m] = matchings_of(m as u32);
        m += 1;
    }
    table
};

/// For the minirows holding a digit in a band (bit `3 * row + box`): the minirows where
/// it must stand (bits 0-8: the only one of its row or of its box among those in some
/// row-to-box matching) and how many matchings it has (from bit 12).
pub(super) static WAYS: [u16; 512] = {
    let mut table = [0; 512];
    let mut m = 0;
    while m < 512 {
        let kept = matched(m as u32);
        let mut forced = 0;
        let mut i = 0;
        while i < 9 {
            let (row, box_) = (i / 3, i % 3);
            let in_row = (kept >> (3 * row)) & 7;
            let in_box = (kept >> box_) & 0o111;
            if kept & (1 << i) != 0 && (in_row & (in_row - 1) == 0 || in_box & (in_box - 1) == 0) {
                forced |= 1 << i;
            }
            i += 1;
        }
        table[m] = forced as u16 | (MATCHINGS_OF[m].count_ones() as u16) << 12;
        m += 1;
    }
    table
};
