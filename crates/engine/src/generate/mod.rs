//! The seeded generator (issue 5). See SEEDS.md for the seed contract.

pub mod regions;
pub mod seed;
pub mod symmetry;

pub use seed::{random_phrase, SeedError, SeedPhrase, MAX_PHRASE_CHARS, SEED_VERSION};
pub use symmetry::{Symmetry, UnknownSymmetry};
