//! The trainer rows timed natively and in wasm (`trainer(case, seed)`): a board
//! (`BOX` or `BOX:VARIANT`, as `examples/trainer_table.rs` takes it) and a technique,
//! made as the trainer's dialog asks (`GenerateParams::for_technique`). The slowest
//! techniques of BENCHMARKS.md's trainer table, a quick one per board, and 16x16.
pub const TRAINER_CASES: &[(&str, &str, &str)] = &[
    ("9x9 X-Wing", "3x3", "X-Wing"),
    ("9x9 Swordfish", "3x3", "Swordfish"),
    ("9x9 Naked Quad", "3x3", "Naked Quad"),
    ("9x9 Hidden Quad", "3x3", "Hidden Quad"),
    ("9x9 Jellyfish", "3x3", "Jellyfish"),
    ("9x9 W-Wing", "3x3", "W-Wing"),
    ("9x9 Forcing Chain", "3x3", "Forcing Chain"),
    ("9x9 Dynamic Forcing Chain", "3x3", "Dynamic Forcing Chain"),
    ("9x9 x XY-Chain", "3x3:x", "XY-Chain"),
    ("9x9 x BUG+1", "3x3:x", "BUG+1"),
    ("9x9 jigsaw Multi-Colouring", "3x3:jigsaw", "Multi-Colouring"),
    ("9x9 jigsaw Jellyfish", "3x3:jigsaw", "Jellyfish"),
    ("9x9 jigsaw Dynamic Forcing Chain", "3x3:jigsaw", "Dynamic Forcing Chain"),
    ("9x9 colour Swordfish", "3x3:colour", "Swordfish"),
    ("9x9 colour+jigsaw XY-Chain", "3x3:colour+jigsaw", "XY-Chain"),
    ("9x9 x+jigsaw W-Wing", "3x3:x+jigsaw", "W-Wing"),
    ("9x9 x+colour+jigsaw Unique Rectangle Type 4", "3x3:x+colour+jigsaw", "Unique Rectangle Type 4"),
    ("16x16 XY-Wing", "4x4", "XY-Wing"),
    ("16x16 Large Hidden Subset", "4x4", "Large Hidden Subset"),
    ("16x16 Large Naked Subset", "4x4", "Large Naked Subset"),
    ("16x16 Unique Rectangle Type 4", "4x4", "Unique Rectangle Type 4"),
    ("16x16 Multi-Colouring", "4x4", "Multi-Colouring"),
];
