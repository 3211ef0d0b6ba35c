//! Helpers shared by the engine's integration tests.
#![allow(dead_code)]

use std::path::PathBuf;

use sudoku_engine::{Geometry, Layout, Variant};

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

/// The shared data folder (`../shared/data` beside the workspace root), if present.
pub fn shared_data() -> Option<PathBuf> {
    let mut dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    loop {
        if dir.join("Cargo.lock").exists() {
            let data = dir.join("../shared/data");
            return data.is_dir().then_some(data);
        }
        if !dir.pop() {
            return None;
        }
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
