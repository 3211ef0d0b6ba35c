//! The seeded generator: a fresh unique puzzle of a requested level on any board, with
//! a symmetric pattern of givens, reproducible from a seed phrase.
//!
//! - [`seed`]: seed phrases (trim, NFC, SHA-256, ChaCha8 streams) and random helpers.
//! - [`symmetry`]: the symmetries of the givens and their orbits of cells.
//! - [`regions`]: random connected jigsaw regions.
//! - [`fill`], [`remove`]: one attempt: a random solution grid, then givens removed an
//!   orbit at a time while the solution stays unique.
//! - [`killer`]: one killer attempt: cages drawn around a solution, their sums, givens
//!   only when the cages leave more than one solution.
//! - [`types`]: what the searches share: their controls, progress, candidates and answers.
//! - [`search`]: attempts until the level is met, within a budget; cancellable.
//! - [`params`]: what to generate, and its one-line text form.
//! - [`se_levels`]: format v3's levels, bands on Sudoku Explainer's scale.
//! - [`trainer`]: a puzzle whose hardest step is a chosen technique.
//! - [`golden`]: the golden phrase -> puzzle table that native and wasm tests both check.
//!
//! SEEDS.md at the repository root specifies the whole algorithm (format `v1`).
//!
//! ```
//! use sudoku_engine::generate::{generate, GenerateParams, SeedPhrase};
//!
//! let params = GenerateParams::standard(2, 2);
//! let phrase = SeedPhrase::new("first light").unwrap();
//! let generated = generate(&params, &phrase).unwrap();
//! assert_eq!(generated, generate(&params, &phrase).unwrap());
//! assert!(generated.reached_level);
//! ```

mod best;
pub mod error;
pub mod fill;
pub mod golden;
pub mod killer;
pub mod killer_levels;
mod nfc;
pub mod params;
pub mod reach;
pub mod regions;
pub mod remove;
pub mod se_levels;
pub mod search;
pub mod seed;
pub mod steer;
pub mod symmetry;
pub mod trainer;
pub mod types;
pub mod variant;

pub use error::GenerateError;
pub use nfc::set_nfc;
pub use params::{attempt_budget, GenerateParams, ParamsError, SeedFormat, TRAINER_ATTEMPTS};
pub use reach::{reachable_levels, why_out_of_reach, OutOfReach};
pub use search::{generate, generate_attempt, generate_seeded, generate_with};
pub use seed::{random_phrase, SeedError, SeedPhrase, MAX_PHRASE_CHARS, SEED_VERSION};
pub use symmetry::{Symmetry, UnknownSymmetry};
pub use trainer::offer::trainer_techniques;
pub use trainer::{before_first_use, generate_technique, StartPosition};
pub use types::{Candidate, Control, Generated, Progress, Stop};
