//! Killer cages in puzzle links: `cages=` gives each cell's cage, row-major, as one
//! character of `A-Za-z0-9` (two each when a board has more than 62 cages), `.` (`..`)
//! for a cell in no cage, cages numbered in reading order of their first cells; `sums=`
//! gives the cages' sums in that order, separated by `.`, an empty entry for a cage
//! without a sum.

use super::ShareError;
use crate::digits::Cell;
use crate::geometry::{Cage, Layout};

const ID_CHARS: &[u8; 62] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// The `cages` and `sums` values of a killer board's link, or `None` without cages.
pub(super) fn write(layout: &Layout) -> Option<(String, String)> {
    layout.variant().cages.as_ref()?;
    let width = if layout.cages().len() > ID_CHARS.len() { 2 } else { 1 };
    let mut map = String::with_capacity(layout.cell_count() * width);
    for cell in layout.cells() {
        match layout.cage_of(cell) {
            None => map.push_str(&".".repeat(width)),
            Some(cage) if width == 1 => map.push(char::from(ID_CHARS[cage])),
            Some(cage) => {
                map.push(char::from(ID_CHARS[cage / ID_CHARS.len() % ID_CHARS.len()]));
                map.push(char::from(ID_CHARS[cage % ID_CHARS.len()]));
            }
        }
    }
    let sums: Vec<String> = layout.cages().iter().map(|c| c.sum.map(|s| s.to_string()).unwrap_or_default()).collect();
    Some((map, sums.join(".")))
}

/// The cages a link's `cages` and `sums` values give on a board of `size`.
pub(super) fn read(map: &str, sums: Option<&str>, size: usize) -> Result<Vec<Cage>, ShareError> {
    let cells = size * size;
    let chars: Vec<char> = map.chars().collect();
    let width = match chars.len() {
        n if n == cells => 1,
        n if n == 2 * cells => 2,
        found => return Err(ShareError::WrongLength { key: "cages".into(), size, expected: cells, found }),
    };
    let mut ids: Vec<&[char]> = Vec::new();
    let mut cages: Vec<Cage> = Vec::new();
    for (index, id) in chars.chunks(width).enumerate() {
        if id.iter().all(|&c| c == '.') {
            continue;
        }
        if let Some(&ch) = id.iter().find(|c| !c.is_ascii_alphanumeric()) {
            return Err(ShareError::bad_cell("cages", index, size, ch));
        }
        match ids.iter().position(|known| *known == id) {
            Some(cage) => cages[cage].cells.push(Cell::new(index)),
            None => {
                ids.push(id);
                cages.push(Cage::new(vec![Cell::new(index)], None));
            }
        }
    }
    let entries: Vec<&str> = match sums {
        Some(text) if !text.is_empty() || !cages.is_empty() => text.split('.').collect(),
        _ => Vec::new(),
    };
    if sums.is_some() && entries.len() != cages.len() {
        return Err(ShareError::SumCount { expected: cages.len(), found: entries.len() });
    }
    for (number, (cage, entry)) in cages.iter_mut().zip(entries).enumerate() {
        if !entry.is_empty() {
            let sum = entry
                .parse()
                .map_err(|_| ShareError::BadSum { cage: number + 1, text: entry.chars().take(8).collect() })?;
            cage.sum = Some(sum);
        }
    }
    Ok(cages)
}
