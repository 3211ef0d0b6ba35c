//! Shuffles that turn a puzzle into an equivalent one (the classic shuffling rules):
//! band and stack swaps, row and column swaps inside a band or stack, transposition,
//! rotations, mirrors and digit relabelling.
//!
//! Each [`Transform`] maps cells to cells (and digits to digits); [`apply`] checks that
//! every house of the result is the image of a house of the original, so the result has
//! as many solutions as the original and a logical solver meets the same deductions in
//! mirrored form. A transform that would break a variant (a band swap on an X board moves
//! the diagonals) is refused with [`TransformError::BreaksHouses`]. Jigsaw regions move
//! with their cells; a transform that would tear a region apart is refused too. Killer
//! cages move with their cells too; digits are not relabelled on boards with cage sums.
//!
//! On boards with boxes that are not square (3x2), a transposition or a quarter turn
//! yields the board with the other box shape (2x3): that is the only way those transforms
//! can keep every box a box.

use std::fmt;

use rand_core::Rng;
use thiserror::Error;

use crate::digits::{Cell, Digit};
use crate::error::{GeometryError, PuzzleError};
use crate::generate::seed::{below, shuffle as shuffle_slice};
use crate::geometry::{Geometry, Layout};
use crate::grid::Puzzle;

/// One shuffle. Bands are groups of `box_height` rows, stacks groups of `box_width`
/// columns; every index counts from 0.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Transform {
    SwapBands(usize, usize),
    SwapStacks(usize, usize),
    /// Swaps rows `a` and `b` of band `band` (`a`, `b` < box height).
    SwapRows {
        band: usize,
        a: usize,
        b: usize,
    },
    /// Swaps columns `a` and `b` of stack `stack` (`a`, `b` < box width).
    SwapColumns {
        stack: usize,
        a: usize,
        b: usize,
    },
    /// Reflects in the main diagonal: row r, column c goes to row c, column r.
    Transpose,
    /// A quarter turn clockwise.
    Rotate90,
    Rotate180,
    /// Three quarter turns clockwise (a quarter turn anticlockwise).
    Rotate270,
    MirrorLeftRight,
    MirrorTopBottom,
    /// Digit `d` becomes `map[d - 1]`; `map` must be a permutation of the board's digits.
    Relabel(Vec<Digit>),
}

impl fmt::Display for Transform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Transform::SwapBands(a, b) => write!(f, "swap bands {} and {}", a + 1, b + 1),
            Transform::SwapStacks(a, b) => write!(f, "swap stacks {} and {}", a + 1, b + 1),
            Transform::SwapRows { band, a, b } => write!(f, "swap rows {} and {} of band {}", a + 1, b + 1, band + 1),
            Transform::SwapColumns { stack, a, b } => {
                write!(f, "swap columns {} and {} of stack {}", a + 1, b + 1, stack + 1)
            }
            Transform::Transpose => f.write_str("transpose"),
            Transform::Rotate90 => f.write_str("rotate a quarter turn clockwise"),
            Transform::Rotate180 => f.write_str("rotate a half turn"),
            Transform::Rotate270 => f.write_str("rotate a quarter turn anticlockwise"),
            Transform::MirrorLeftRight => f.write_str("mirror left-right"),
            Transform::MirrorTopBottom => f.write_str("mirror top-bottom"),
            Transform::Relabel(map) => {
                let digits: Vec<String> = map.iter().map(Digit::to_string).collect();
                write!(f, "relabel digits as {}", digits.join(","))
            }
        }
    }
}

/// Why a transform cannot apply to a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TransformError {
    #[error("{transform}: index out of range on this board")]
    OutOfRange { transform: String },
    #[error("{transform}: the relabelling must list each of the {size} digits once")]
    NotAPermutation { transform: String, size: usize },
    #[error("{transform} would break the houses of a {variant} board")]
    BreaksHouses { transform: String, variant: String },
    #[error("{transform} would split a jigsaw region")]
    SplitsRegion { transform: String },
    #[error("{transform} would change the cage sums of a killer board")]
    ChangesSums { transform: String },
    #[error("the transformed board is not valid: {0}")]
    Geometry(#[from] GeometryError),
    #[error("the transformed puzzle is not valid: {0}")]
    Puzzle(#[from] PuzzleError),
}

/// The puzzle `transform` makes of `puzzle`, or why it cannot.
pub fn apply(puzzle: &Puzzle, transform: &Transform) -> Result<Puzzle, TransformError> {
    let (layout, cell_map, digit_map) = plan(puzzle.layout(), transform)?;
    let mut givens = vec![None; layout.cell_count()];
    for (from, &to) in cell_map.iter().enumerate() {
        givens[to.index()] = puzzle.givens()[from].map(|d| digit_map[d.index()]);
    }
    Ok(Puzzle::new(layout, givens)?)
}

/// Applies `transform` to a full grid of `values` on `layout` (a solution, say), giving
/// the values on the transformed layout.
pub fn apply_to_values(
    layout: &Layout,
    values: &[Option<Digit>],
    transform: &Transform,
) -> Result<Vec<Option<Digit>>, TransformError> {
    let (new_layout, cell_map, digit_map) = plan(layout, transform)?;
    let mut out = vec![None; new_layout.cell_count()];
    for (from, &to) in cell_map.iter().enumerate() {
        out[to.index()] = values.get(from).copied().flatten().map(|d| digit_map[d.index()]);
    }
    Ok(out)
}

/// The transformed layout, where each cell goes, and what each digit becomes.
fn plan(layout: &Layout, transform: &Transform) -> Result<(Layout, Vec<Cell>, Vec<Digit>), TransformError> {
    let geometry = layout.geometry();
    let size = layout.size();
    let (w, h) = (geometry.box_width, geometry.box_height);
    let name = || transform.to_string();
    let out_of_range = || TransformError::OutOfRange { transform: name() };
    let identity_digits: Vec<Digit> = (0..size).filter_map(Digit::from_index).collect();
    let mut digit_map = identity_digits.clone();
    let mut swaps_dims = false;
    let last = size - 1;
    // Maps (row, column) to (row, column).
    let position: Box<dyn Fn(usize, usize) -> (usize, usize)> = match *transform {
        Transform::SwapBands(a, b) => {
            if a >= size / h || b >= size / h {
                return Err(out_of_range());
            }
            Box::new(move |r, c| (swap_group(r, h, a, b), c))
        }
        Transform::SwapStacks(a, b) => {
            if a >= size / w || b >= size / w {
                return Err(out_of_range());
            }
            Box::new(move |r, c| (r, swap_group(c, w, a, b)))
        }
        Transform::SwapRows { band, a, b } => {
            if band >= size / h || a >= h || b >= h {
                return Err(out_of_range());
            }
            let (ra, rb) = (band * h + a, band * h + b);
            Box::new(move |r, c| (swap_one(r, ra, rb), c))
        }
        Transform::SwapColumns { stack, a, b } => {
            if stack >= size / w || a >= w || b >= w {
                return Err(out_of_range());
            }
            let (ca, cb) = (stack * w + a, stack * w + b);
            Box::new(move |r, c| (r, swap_one(c, ca, cb)))
        }
        Transform::Transpose => {
            swaps_dims = true;
            Box::new(|r, c| (c, r))
        }
        Transform::Rotate90 => {
            swaps_dims = true;
            Box::new(move |r, c| (c, last - r))
        }
        Transform::Rotate180 => Box::new(move |r, c| (last - r, last - c)),
        Transform::Rotate270 => {
            swaps_dims = true;
            Box::new(move |r, c| (last - c, r))
        }
        Transform::MirrorLeftRight => Box::new(move |r, c| (r, last - c)),
        Transform::MirrorTopBottom => Box::new(move |r, c| (last - r, c)),
        Transform::Relabel(ref map) => {
            let mut sorted = map.clone();
            sorted.sort_unstable();
            if sorted != identity_digits {
                return Err(TransformError::NotAPermutation { transform: name(), size });
            }
            if *map != identity_digits && layout.cages().iter().any(|cage| cage.sum.is_some()) {
                return Err(TransformError::ChangesSums { transform: name() });
            }
            digit_map.clone_from(map);
            Box::new(|r, c| (r, c))
        }
    };
    let cell_map: Vec<Cell> = layout
        .cells()
        .map(|cell| {
            let (r, c) = position(layout.row(cell), layout.column(cell));
            Cell::new(r * size + c)
        })
        .collect();
    let mut variant = geometry.variant.clone();
    if let Some(regions) = &geometry.variant.regions {
        let mut moved = vec![0u8; regions.len()];
        for (from, to) in cell_map.iter().enumerate() {
            moved[to.index()] = regions[from];
        }
        let as_usize: Vec<usize> = moved.iter().map(|&r| usize::from(r)).collect();
        if !(0..size).all(|r| crate::generate::regions::connected(size, &as_usize, r)) {
            return Err(TransformError::SplitsRegion { transform: name() });
        }
        variant.regions = Some(moved);
    }
    // Killer cages move with their cells (a move that splits one is refused by the layout).
    for cage in variant.cages.iter_mut().flatten() {
        for cell in &mut cage.cells {
            *cell = cell_map[cell.index()];
        }
    }
    let (new_w, new_h) = if swaps_dims { (h, w) } else { (w, h) };
    let new_layout = Layout::new(Geometry::new(new_w, new_h, variant))?;
    if !houses_map_onto_houses(layout, &new_layout, &cell_map) {
        return Err(TransformError::BreaksHouses { transform: name(), variant: layout.variant().name() });
    }
    Ok((new_layout, cell_map, digit_map))
}

/// Index `i` with group `a` and group `b` (of `group` consecutive indices) swapped.
fn swap_group(i: usize, group: usize, a: usize, b: usize) -> usize {
    let g = i / group;
    let offset = i % group;
    match g {
        _ if g == a => b * group + offset,
        _ if g == b => a * group + offset,
        _ => i,
    }
}

fn swap_one(i: usize, a: usize, b: usize) -> usize {
    match i {
        _ if i == a => b,
        _ if i == b => a,
        _ => i,
    }
}

/// True when the image of every house of `from` under `cell_map` is a house of `to`.
fn houses_map_onto_houses(from: &Layout, to: &Layout, cell_map: &[Cell]) -> bool {
    let mut targets: Vec<Vec<Cell>> = to
        .houses()
        .iter()
        .map(|h| {
            let mut cells = h.cells.clone();
            cells.sort_unstable();
            cells
        })
        .collect();
    targets.sort_unstable();
    let mut images: Vec<Vec<Cell>> = from
        .houses()
        .iter()
        .map(|h| {
            let mut cells: Vec<Cell> = h.cells.iter().map(|c| cell_map[c.index()]).collect();
            cells.sort_unstable();
            cells
        })
        .collect();
    images.sort_unstable();
    images == targets
}

/// Every single transform that keeps the board's geometry (box shape) and applies to
/// `layout`, except relabellings: swaps, the rotations and mirrors, and the transposition
/// when boxes are square. Useful for tests and for turning one puzzle into many.
pub fn geometric_transforms(layout: &Layout) -> Vec<Transform> {
    let geometry = layout.geometry();
    let (w, h, size) = (geometry.box_width, geometry.box_height, layout.size());
    let mut all = Vec::new();
    let pairs = |n: usize| (0..n).flat_map(move |a| (a + 1..n).map(move |b| (a, b)));
    all.extend(pairs(size / h).map(|(a, b)| Transform::SwapBands(a, b)));
    all.extend(pairs(size / w).map(|(a, b)| Transform::SwapStacks(a, b)));
    for band in 0..size / h {
        all.extend(pairs(h).map(|(a, b)| Transform::SwapRows { band, a, b }));
    }
    for stack in 0..size / w {
        all.extend(pairs(w).map(|(a, b)| Transform::SwapColumns { stack, a, b }));
    }
    all.extend([Transform::Rotate180, Transform::MirrorLeftRight, Transform::MirrorTopBottom]);
    if w == h {
        all.extend([Transform::Transpose, Transform::Rotate90, Transform::Rotate270]);
    }
    all.retain(|t| plan(layout, t).is_ok());
    all
}

/// A random equivalent of `puzzle` on the same geometry: `steps` transforms drawn from
/// [`geometric_transforms`] (each `below(len)`), then a random relabelling of the digits.
pub fn shuffle(puzzle: &Puzzle, rng: &mut impl Rng, steps: usize) -> Puzzle {
    let choices = geometric_transforms(puzzle.layout());
    let mut current = puzzle.clone();
    for _ in 0..steps {
        if choices.is_empty() {
            break;
        }
        let transform = &choices[below(rng, choices.len())];
        // Each listed transform applies to this geometry; a jigsaw region map can change
        // under earlier steps, so a later one may be refused: then it is skipped.
        if let Ok(next) = apply(&current, transform) {
            current = next;
        }
    }
    let mut digits: Vec<Digit> = (0..puzzle.layout().size()).filter_map(Digit::from_index).collect();
    shuffle_slice(rng, &mut digits);
    apply(&current, &Transform::Relabel(digits)).unwrap_or(current)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Variant;

    fn d(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    /// A 4x4 puzzle with givens 1 at r1c1 and 2 at r1c2.
    fn small() -> Puzzle {
        let layout = Layout::new(Geometry::standard(2, 2)).unwrap();
        let mut givens = vec![None; 16];
        givens[0] = Some(d(1));
        givens[1] = Some(d(2));
        Puzzle::new(layout, givens).unwrap()
    }

    fn where_is(p: &Puzzle, digit: u8) -> Vec<usize> {
        p.givens().iter().enumerate().filter(|(_, g)| **g == Some(d(digit))).map(|(i, _)| i).collect()
    }

    #[test]
    fn cells_go_where_each_transform_says() {
        let p = small();
        let at = |t: Transform| where_is(&apply(&p, &t).unwrap(), 2);
        assert_eq!(at(Transform::Transpose), vec![4]);
        assert_eq!(at(Transform::Rotate90), vec![7]);
        assert_eq!(at(Transform::Rotate180), vec![14]);
        assert_eq!(at(Transform::Rotate270), vec![8]);
        assert_eq!(at(Transform::MirrorLeftRight), vec![2]);
        assert_eq!(at(Transform::MirrorTopBottom), vec![13]);
        assert_eq!(at(Transform::SwapBands(0, 1)), vec![9]);
        assert_eq!(at(Transform::SwapStacks(0, 1)), vec![3]);
        assert_eq!(at(Transform::SwapRows { band: 0, a: 0, b: 1 }), vec![5]);
        assert_eq!(at(Transform::SwapColumns { stack: 0, a: 0, b: 1 }), vec![0]);
        let relabelled = apply(&p, &Transform::Relabel(vec![d(3), d(4), d(1), d(2)])).unwrap();
        assert_eq!(where_is(&relabelled, 4), vec![1]);
    }

    #[test]
    fn bad_arguments_are_typed_errors() {
        let p = small();
        assert!(matches!(apply(&p, &Transform::SwapBands(0, 2)), Err(TransformError::OutOfRange { .. })));
        assert!(matches!(
            apply(&p, &Transform::SwapRows { band: 0, a: 0, b: 2 }),
            Err(TransformError::OutOfRange { .. })
        ));
        assert!(matches!(
            apply(&p, &Transform::Relabel(vec![d(1), d(1), d(2), d(3)])),
            Err(TransformError::NotAPermutation { size: 4, .. })
        ));
    }

    #[test]
    fn non_square_boxes_transpose_to_the_other_shape() {
        let layout = Layout::new(Geometry::standard(3, 2)).unwrap();
        let p = Puzzle::empty(layout);
        let t = apply(&p, &Transform::Transpose).unwrap();
        assert_eq!((t.layout().geometry().box_width, t.layout().geometry().box_height), (2, 3));
        let r = apply(&p, &Transform::Rotate180).unwrap();
        assert_eq!(r.layout().geometry(), p.layout().geometry());
        assert!(!geometric_transforms(p.layout()).contains(&Transform::Transpose));
    }

    #[test]
    fn x_boards_refuse_moves_that_shift_the_diagonals() {
        let layout = Layout::new(Geometry::new(3, 3, Variant { diagonals: true, ..Variant::default() })).unwrap();
        let p = Puzzle::empty(layout.clone());
        assert!(matches!(apply(&p, &Transform::SwapBands(0, 1)), Err(TransformError::BreaksHouses { .. })));
        assert!(apply(&p, &Transform::Rotate90).is_ok());
        assert!(apply(&p, &Transform::Transpose).is_ok());
        let allowed = geometric_transforms(&layout);
        assert!(allowed.contains(&Transform::MirrorLeftRight));
        assert!(!allowed.contains(&Transform::SwapStacks(0, 1)));
    }

    #[test]
    fn colour_boards_refuse_a_single_row_swap_but_keep_band_swaps() {
        let layout = Layout::new(Geometry::new(3, 3, Variant { colour: true, ..Variant::default() })).unwrap();
        let p = Puzzle::empty(layout);
        assert!(matches!(
            apply(&p, &Transform::SwapRows { band: 0, a: 0, b: 1 }),
            Err(TransformError::BreaksHouses { .. })
        ));
        assert!(apply(&p, &Transform::SwapBands(0, 2)).is_ok());
    }

    #[test]
    fn jigsaw_regions_move_with_their_cells() {
        // 4x4 with rows as regions: a transposition makes columns the regions.
        let regions: Vec<u8> = (0..16).map(|i| (i / 4) as u8).collect();
        let layout =
            Layout::new(Geometry::new(2, 2, Variant { regions: Some(regions), ..Variant::default() })).unwrap();
        let t = apply(&Puzzle::empty(layout), &Transform::Transpose).unwrap();
        let moved = t.layout().variant().regions.clone().unwrap();
        assert_eq!(moved, (0..16).map(|i| (i % 4) as u8).collect::<Vec<_>>());
    }

    #[test]
    fn shuffle_keeps_the_number_of_givens_and_the_geometry() {
        let p = small();
        let mut rng = crate::generate::seed::SeedPhrase::new("shuffle").unwrap().rng(0);
        let s = shuffle(&p, &mut rng, 20);
        assert_eq!(s.given_count(), 2);
        assert_eq!(s.layout().geometry(), p.layout().geometry());
    }
}
