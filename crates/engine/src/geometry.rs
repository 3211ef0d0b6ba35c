//! Board geometry: the [`Geometry`] a player chooses (box size and variant) and the
//! [`Layout`] derived from it (cells, houses, peers).
//!
//! Coordinates: rows and columns count from 0 at the top left; a [`Cell`] is
//! `row * size + column`. Boxes are `box_width` cells wide and `box_height` cells high
//! and are numbered row-major. Every algorithm works on [`House`]s, sets of `size`
//! cells that hold each digit once, so no code assumes 3x3 boxes.

mod board_kind;
mod cage_sets;
mod cages;
mod crossings;
mod names;

use std::sync::Arc;

use serde::{Deserialize, Serialize};

pub use board_kind::{BoardKind, UnknownBoard};
pub use cages::{combinations, connected, digit_sum, sum_range, Cage, MAX_KILLER_SIZE};
pub use names::{BadBoxShape, BoxShape, UnknownVariant, VariantKind};

use crate::digits::{Cell, MAX_SIZE};
use crate::error::GeometryError;
use crossings::Crossings;

/// Which extra houses a board has. Variants combine (X with jigsaw, for example).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Variant {
    /// X: both main diagonals are houses.
    #[serde(default)]
    pub diagonals: bool,
    /// Colour (disjoint groups): the cells at the same position in every box form a house.
    #[serde(default)]
    pub colour: bool,
    /// Jigsaw: irregular regions replace the boxes; the region number of each cell,
    /// row-major, regions numbered from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regions: Option<Vec<u8>>,
    /// Killer: cages of cells, each with an optional sum, no digit repeated
    /// within one (see [`Cage`]); `Some` on every killer board, even with no cages yet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cages: Option<Vec<Cage>>,
}

impl Variant {
    pub fn standard() -> Variant {
        Variant::default()
    }

    /// Which kinds of extra houses the variant has, by name.
    pub fn kind(&self) -> VariantKind {
        VariantKind {
            diagonals: self.diagonals,
            jigsaw: self.regions.is_some(),
            colour: self.colour,
            killer: self.cages.is_some(),
        }
    }

    /// A short name: "standard", "x", "jigsaw", "colour", "killer", or a combination like
    /// "x+jigsaw" or "killer+x"
    /// (the [`VariantKind`]'s text).
    pub fn name(&self) -> String {
        self.kind().to_string()
    }
}

/// What defines a board: box width and height (so the size is their product) and the variant.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Geometry {
    pub box_width: usize,
    pub box_height: usize,
    #[serde(default)]
    pub variant: Variant,
}

impl Geometry {
    pub fn new(box_width: usize, box_height: usize, variant: Variant) -> Geometry {
        Geometry { box_width, box_height, variant }
    }

    /// The standard board with boxes `box_width` x `box_height`.
    pub fn standard(box_width: usize, box_height: usize) -> Geometry {
        Geometry::new(box_width, box_height, Variant::standard())
    }

    /// The shape of the boxes.
    pub fn box_shape(&self) -> BoxShape {
        BoxShape { width: self.box_width, height: self.box_height }
    }

    /// The number of digits, rows, columns and cells per house.
    pub fn size(&self) -> usize {
        self.box_width * self.box_height
    }
}

/// What a house is, for explanations ("row 3", "box 5", "diagonal 1").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HouseKind {
    Row,
    Column,
    Box,
    Diagonal,
    Region,
    Colour,
}

/// A house of a layout: its position in [`Layout::houses`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct HouseId(u16);

crate::digits::u16_position!(HouseId);

/// A set of `size` cells that holds each digit exactly once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct House {
    pub kind: HouseKind,
    /// The number of the house among those of its kind, from 0.
    pub index: usize,
    pub cells: Vec<Cell>,
}

impl std::fmt::Display for House {
    /// "row 3", "column 7", "box 5": numbered from 1, as players count.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind = match self.kind {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Box => "box",
            HouseKind::Diagonal => "diagonal",
            HouseKind::Region => "region",
            HouseKind::Colour => "colour group",
        };
        write!(f, "{kind} {}", self.index + 1)
    }
}

/// A validated geometry with everything algorithms need precomputed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Geometry", into = "Geometry")]
pub struct Layout {
    geometry: Geometry,
    size: usize,
    // The derived tables are shared: a layout is cloned into every puzzle, and the
    // generator makes a puzzle per check.
    houses: Arc<[House]>,
    /// For each cell, the indices into `houses` of the houses holding it.
    cell_houses: Arc<[Vec<HouseId>]>,
    /// For each cell, the other cells that share a house with it, sorted.
    peers: Arc<[Vec<Cell>]>,
    /// For each cell, its box or jigsaw region.
    region: Arc<[usize]>,
    /// For each cell, its killer cage (index into the variant's cages).
    cage_of: Arc<[Option<u16>]>,
    /// Which cells of each house lie in each other house.
    crossings: Arc<Crossings>,
}

impl Layout {
    /// Checks `geometry` and derives its houses and peers. Killer cages are put in
    /// reading order (cells in each cage, cages by their first cell), so equal boards
    /// compare equal however their cages were listed.
    pub fn new(mut geometry: Geometry) -> Result<Layout, GeometryError> {
        if let Some(cages) = &mut geometry.variant.cages {
            cages::sort(cages);
        }
        let (width, height) = (geometry.box_width, geometry.box_height);
        if width < 2 || height < 2 {
            return Err(GeometryError::BoxTooSmall { width, height });
        }
        let size = width.saturating_mul(height);
        if size > MAX_SIZE {
            return Err(GeometryError::TooLarge { width, height, size });
        }
        let cells = size * size;
        let region = match &geometry.variant.regions {
            Some(regions) => validate_regions(regions, size)?,
            None => (0..cells).map(|i| (i / size / height) * height + (i % size) / width).collect(),
        };
        let cell = |row: usize, column: usize| Cell::new(row * size + column);
        let mut houses = Vec::new();
        let mut add = |kind, members: Vec<Vec<Cell>>| {
            for (index, cells) in members.into_iter().enumerate() {
                houses.push(House { kind, index, cells });
            }
        };
        add(HouseKind::Row, (0..size).map(|r| (0..size).map(|c| cell(r, c)).collect()).collect());
        add(HouseKind::Column, (0..size).map(|c| (0..size).map(|r| cell(r, c)).collect()).collect());
        let region_kind = if geometry.variant.regions.is_some() { HouseKind::Region } else { HouseKind::Box };
        add(region_kind, group_cells(&region, size));
        if geometry.variant.diagonals {
            add(
                HouseKind::Diagonal,
                vec![(0..size).map(|i| cell(i, i)).collect(), (0..size).map(|i| cell(i, size - 1 - i)).collect()],
            );
        }
        if geometry.variant.colour {
            let position: Vec<usize> = (0..cells).map(|i| (i / size % height) * width + (i % size) % width).collect();
            add(HouseKind::Colour, group_cells(&position, size));
        }
        let cage_of = match &geometry.variant.cages {
            Some(cages) => cages::validate(cages, size)?,
            None => Vec::new(),
        };
        let mut cell_houses = vec![Vec::new(); cells];
        for (h, house) in houses.iter().enumerate() {
            for c in &house.cells {
                cell_houses[c.index()].push(HouseId::new(h));
            }
        }
        let peers: Vec<Vec<Cell>> = (0..cells)
            .map(|i| {
                let mut peers: Vec<Cell> = cell_houses[i]
                    .iter()
                    .flat_map(|&h| houses[h.index()].cells.iter().copied())
                    .chain(cage_mates(&geometry.variant, &cage_of, i))
                    .filter(|c| c.index() != i)
                    .collect();
                peers.sort_unstable();
                peers.dedup();
                peers
            })
            .collect();
        let crossings = Arc::new(Crossings::new(&houses, &cell_houses));
        Ok(Layout {
            geometry,
            size,
            crossings,
            houses: houses.into(),
            cell_houses: cell_houses.into(),
            peers: peers.into(),
            region: region.into(),
            cage_of: cage_of.into(),
        })
    }

    /// The standard 9x9 board.
    pub fn classic() -> Layout {
        match Layout::new(Geometry::standard(3, 3)) {
            Ok(layout) => layout,
            // Not `expect`: that would link the error's Debug printing into the page.
            Err(_) => unreachable!("3x3 boxes are a valid geometry"),
        }
    }

    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    pub fn variant(&self) -> &Variant {
        &self.geometry.variant
    }

    /// The number of digits (and of rows, columns, and cells per house).
    pub fn size(&self) -> usize {
        self.size
    }

    pub fn cell_count(&self) -> usize {
        self.size * self.size
    }

    /// Every cell, row-major.
    pub fn cells(&self) -> impl Iterator<Item = Cell> {
        (0..self.cell_count()).map(Cell::new)
    }

    pub fn cell(&self, row: usize, column: usize) -> Cell {
        debug_assert!(row < self.size && column < self.size);
        Cell::new(row * self.size + column)
    }

    pub fn row(&self, cell: Cell) -> usize {
        cell.index() / self.size
    }

    pub fn column(&self, cell: Cell) -> usize {
        cell.index() % self.size
    }

    /// The box (or jigsaw region) holding `cell`.
    pub fn region(&self, cell: Cell) -> usize {
        self.region[cell.index()]
    }

    /// The killer cages (none on other boards).
    pub fn cages(&self) -> &[Cage] {
        self.geometry.variant.cages.as_deref().unwrap_or(&[])
    }

    /// The index into [`Layout::cages`] of the cage holding `cell`, if any.
    pub fn cage_of(&self, cell: Cell) -> Option<usize> {
        self.cage_of.get(cell.index()).copied().flatten().map(usize::from)
    }

    pub fn houses(&self) -> &[House] {
        &self.houses
    }

    /// The houses holding `cell`.
    pub fn houses_of(&self, cell: Cell) -> &[HouseId] {
        &self.cell_houses[cell.index()]
    }

    /// The position of `cell` in each house of [`Layout::houses_of`], in that order.
    pub fn positions_in_houses(&self, cell: Cell) -> &[u8] {
        self.crossings.positions(cell.index())
    }

    /// Bit `i` set when the `i`-th cell of house `h` lies in house `other` (indices
    /// into [`Layout::houses`]).
    pub fn crossing(&self, h: usize, other: usize) -> u32 {
        self.crossings.shared(h, other)
    }

    pub fn house(&self, id: HouseId) -> &House {
        &self.houses[id.index()]
    }

    /// The cells sharing a house with `cell`, sorted, without `cell` itself.
    pub fn peers(&self, cell: Cell) -> &[Cell] {
        &self.peers[cell.index()]
    }

    pub fn sees(&self, a: Cell, b: Cell) -> bool {
        self.peers(a).binary_search(&b).is_ok()
    }

    /// "r3c7", as players and the logs name cells (from 1).
    pub fn cell_name(&self, cell: Cell) -> String {
        cell.name(self.size())
    }
}

impl TryFrom<Geometry> for Layout {
    type Error = GeometryError;
    fn try_from(geometry: Geometry) -> Result<Self, Self::Error> {
        Layout::new(geometry)
    }
}

impl From<Layout> for Geometry {
    fn from(layout: Layout) -> Geometry {
        layout.geometry
    }
}

/// The cells of the cage holding cell `index`, itself included (none outside cages).
fn cage_mates<'a>(variant: &'a Variant, cage_of: &[Option<u16>], index: usize) -> impl Iterator<Item = Cell> + 'a {
    let cage = cage_of.get(index).copied().flatten();
    let cages = variant.cages.as_deref().unwrap_or(&[]);
    cage.and_then(|c| cages.get(usize::from(c))).into_iter().flat_map(|cage| cage.cells.iter().copied())
}

/// The cells of each of `count` groups, given the group of every cell.
fn group_cells(group_of: &[usize], count: usize) -> Vec<Vec<Cell>> {
    let mut groups = vec![Vec::with_capacity(count); count];
    for (i, &g) in group_of.iter().enumerate() {
        groups[g].push(Cell::new(i));
    }
    groups
}

fn validate_regions(regions: &[u8], size: usize) -> Result<Vec<usize>, GeometryError> {
    if regions.len() != size * size {
        return Err(GeometryError::RegionMapLength { expected: size * size, found: regions.len() });
    }
    let mut counts = vec![0usize; size];
    for (i, &r) in regions.iter().enumerate() {
        let r = usize::from(r);
        if r >= size {
            return Err(GeometryError::RegionOutOfRange {
                row: i / size + 1,
                column: i % size + 1,
                region: r + 1,
                size,
            });
        }
        counts[r] += 1;
    }
    if let Some((region, &cells)) = counts.iter().enumerate().find(|(_, &n)| n != size) {
        return Err(GeometryError::RegionSize { region: region + 1, cells, expected: size });
    }
    Ok(regions.iter().map(|&r| usize::from(r)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(width: usize, height: usize, variant: Variant) -> Layout {
        Layout::new(Geometry::new(width, height, variant)).expect("valid test geometry")
    }

    #[test]
    fn every_listed_size_has_rows_columns_and_boxes_of_size_cells() {
        for (w, h) in [(2, 2), (3, 2), (2, 3), (4, 2), (3, 3), (5, 2), (4, 3), (4, 4), (5, 4), (5, 5), (6, 5)] {
            let l = layout(w, h, Variant::standard());
            let n = w * h;
            assert_eq!(l.houses().len(), 3 * n, "{w}x{h}");
            for house in l.houses() {
                assert_eq!(house.cells.len(), n);
                let mut seen = house.cells.clone();
                seen.sort();
                seen.dedup();
                assert_eq!(seen.len(), n);
            }
            // Each cell sees (n-1) in its row and column, plus the rest of its box.
            let expected_peers = 2 * (n - 1) + (n - w - h + 1);
            assert!(l.cells().all(|c| l.peers(c).len() == expected_peers), "{w}x{h}");
        }
    }

    #[test]
    fn boxes_are_width_wide_and_height_high() {
        let l = layout(3, 2, Variant::standard());
        // 6x6 with boxes 3 wide, 2 high: r1c4 is in box 2, r3c1 in box 3.
        assert_eq!(l.region(l.cell(0, 3)), 1);
        assert_eq!(l.region(l.cell(2, 0)), 2);
        assert_eq!(l.region(l.cell(1, 2)), 0);
    }

    #[test]
    fn x_variant_adds_both_diagonals() {
        let l = layout(3, 3, Variant { diagonals: true, ..Variant::default() });
        let diagonals: Vec<_> = l.houses().iter().filter(|h| h.kind == HouseKind::Diagonal).collect();
        assert_eq!(diagonals.len(), 2);
        assert!(diagonals[1].cells.contains(&l.cell(0, 8)));
        // The centre lies on both diagonals.
        assert_eq!(l.houses_of(l.cell(4, 4)).len(), 5);
        assert!(l.sees(l.cell(0, 0), l.cell(8, 8)));
    }

    #[test]
    fn colour_groups_hold_the_same_position_of_every_box() {
        let l = layout(3, 3, Variant { colour: true, ..Variant::default() });
        let group = l.houses().iter().find(|h| h.kind == HouseKind::Colour && h.index == 4).expect("group 5");
        assert!(group.cells.contains(&l.cell(1, 1)));
        assert!(group.cells.contains(&l.cell(7, 4)));
        assert!(l.sees(l.cell(0, 0), l.cell(3, 3)));
    }

    #[test]
    fn jigsaw_regions_replace_boxes_and_are_validated() {
        // 4x4 with four horizontal strips as regions.
        let regions: Vec<u8> = (0..16).map(|i| (i / 4) as u8).collect();
        let l = layout(2, 2, Variant { regions: Some(regions.clone()), ..Variant::default() });
        assert!(l.houses().iter().any(|h| h.kind == HouseKind::Region));
        assert!(!l.houses().iter().any(|h| h.kind == HouseKind::Box));

        let mut bad = regions.clone();
        bad[0] = 1;
        let err = Layout::new(Geometry::new(2, 2, Variant { regions: Some(bad), ..Variant::default() }));
        assert_eq!(err, Err(GeometryError::RegionSize { region: 1, cells: 3, expected: 4 }));
        let err = Layout::new(Geometry::new(2, 2, Variant { regions: Some(vec![0; 3]), ..Variant::default() }));
        assert!(matches!(err, Err(GeometryError::RegionMapLength { expected: 16, found: 3 })));
    }

    #[test]
    fn invalid_box_sizes_are_refused() {
        assert!(matches!(Layout::new(Geometry::standard(1, 9)), Err(GeometryError::BoxTooSmall { .. })));
        assert!(matches!(Layout::new(Geometry::standard(6, 6)), Err(GeometryError::TooLarge { size: 36, .. })));
    }
}
